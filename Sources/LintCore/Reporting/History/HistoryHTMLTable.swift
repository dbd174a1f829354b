/// The history page's table of snapshots, laid out to fit a page 1,100 pixels wide: columns of
/// fixed widths that add up to the table's (a long cell cannot widen its column), rule names
/// set upright over narrow columns of counts, and the longest type's path wrapping after each
/// folder. Only the rules that fired have a column; the page names the others above.
enum HistoryHTMLTable {
    /// The page's margins and a scrollbar still fit beside it at 1,100 pixels.
    static let width = 1000
    /// Date, commit, configuration, files and lines: each wide enough for its header and values,
    /// even in DejaVu Sans, the usual fallback on Linux and wider than Helvetica or Arial.
    private static let leadingWidths = [100, 100, 124, 56, 72]
    /// Room for a five-digit count, and for a rule name set upright.
    private static let widestRule = 56
    private static let narrowestLongestType = 180

    /// Each column's width in pixels: the rules share what the others leave, up to `widestRule`
    /// each, and the longest type takes the rest.
    static func columnWidths(ruleCount: Int) -> [Int] {
        let leading = leadingWidths.reduce(0, +)
        let rule = ruleCount == 0 ? 0 : min(widestRule, (width - leading - narrowestLongestType) / ruleCount)
        return leadingWidths + Array(repeating: rule, count: ruleCount) + [width - leading - rule * ruleCount]
    }

    static func html(_ history: HistoryReport) -> String {
        let rules = history.rulesThatFired
        let columns = columnWidths(ruleCount: rules.count).map { "<col style=\"width: \($0)px\">" }.joined()
        let header = ["Date", "Commit", "Configuration"].map { "<th scope=\"col\">\($0)</th>" }
            + ["Files", "Lines"].map { "<th scope=\"col\" class=\"number\">\($0)</th>" }
            + rules.map { "<th scope=\"col\" class=\"number rule\"><span>\(HTML.escape($0))</span></th>" }
            + ["<th scope=\"col\">Longest type</th>"]
        let rows = history.snapshots.map { row($0, rules: rules, of: history) }
        return """
            <div class="snapshots">
            <table>
            <colgroup>\(columns)</colgroup>
            <thead><tr>\(header.joined())</tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table>
            </div>
            """
    }

    private static func row(_ snapshot: HistoryReport.Snapshot, rules: [String], of history: HistoryReport) -> String {
        var cells = [
            "<td>\(snapshot.day)</td>",
            "<td title=\"\(HTML.escape(snapshot.commit))\"><code>\(HTML.escape(snapshot.shortCommit))</code></td>",
            "<td title=\"\(HTML.escape(snapshot.configuration.detail))\">\(snapshot.configuration.kind)</td>",
            "<td class=\"number\">\(snapshot.isLinted ? String(snapshot.fileCount) : "–")</td>",
            "<td class=\"number\">\(snapshot.isLinted ? String(snapshot.lineCount) : "–")</td>",
        ]
        cells += rules.map { "<td class=\"number\">\(history.valueText($0, in: snapshot) ?? "–")</td>" }
        cells.append("<td class=\"type\">" + (snapshot.longestType.map { type in
            let path = HTML.escape(type.path).split(separator: "/", omittingEmptySubsequences: false).joined(separator: "/<wbr>")
            return "<code>\(HTML.escape(type.name))</code> (\(type.lines)\(type.isExcused ? ", excused" : ""))<span class=\"path\">\(path):\(type.line)</span>"
        } ?? "–") + "</td>")
        return "<tr>" + cells.joined() + "</tr>"
    }

    static let style = """
        .snapshots { max-width: \(width)px; overflow-x: auto; } \
        table { border-collapse: collapse; margin-top: 1em; table-layout: fixed; width: \(width)px; } \
        th, td { border-bottom: 1px solid #d1d9e0; padding: 4px 8px; text-align: left; vertical-align: top; \
        white-space: nowrap; overflow: hidden; text-overflow: ellipsis; } \
        th { vertical-align: bottom; } \
        .number { text-align: right; padding-left: 4px; padding-right: 4px; font-variant-numeric: tabular-nums; } \
        th.rule span { display: inline-block; writing-mode: vertical-rl; transform: rotate(180deg); } \
        td code { font-size: 13px; } td.type { white-space: normal; overflow-wrap: anywhere; } \
        .path { display: block; color: #59636e; }
        """
}
