/// `lint hotspots --reporter html`: one self-contained page (no script, nothing fetched): code
/// lines against changes, one dot per file with its path and figures on hover, the top files'
/// ranks beside their dots and their names in a key beside the plot (names beside the dots
/// would overlap where dots cluster), and the top 20 beneath in a table.
enum HotspotsHTML {
    static let width = 1160
    static let height = 440
    /// The key of the top files' names, right of the plot.
    private static let keyWidth = 250
    private static let margin = (left: 64, right: 24 + keyWidth, top: 16, bottom: 48)
    /// Files whose rank is written beside their dots, and named in the key.
    static let named = 10

    static func report(_ hotspots: HotspotsReport) -> String {
        let title = "lint hotspots"
        let body = """
            <h1>\(title)</h1>
            <p>\(hotspots.files.count) Swift files, \(hotspots.commitCount) commits \(HTML.escape(hotspots.period)). \
            Top right is where to start: long code that changes often. The top \(named) are numbered by rank \
            and named in the key; hover a dot for its file.</p>
            <figure>
            \(chart(hotspots))
            </figure>
            <h2>The top \(min(HotspotsReport.tableRows, hotspots.files.count)), by changes × code lines</h2>
            \(table(hotspots))
            """
        return HTML.document(title: title, style: style, body: body)
    }

    private static func chart(_ hotspots: HotspotsReport) -> String {
        let maximumLines = roundedUp(hotspots.files.map(\.codeLines).max() ?? 0)
        let maximumChanges = roundedUp(hotspots.files.map(\.changes).max() ?? 0)
        let plotWidth = width - margin.left - margin.right
        let plotHeight = height - margin.top - margin.bottom
        func x(_ lines: Int) -> Int { margin.left + lines * plotWidth / maximumLines }
        func y(_ changes: Int) -> Int { margin.top + plotHeight - changes * plotHeight / maximumChanges }
        var parts: [String] = []
        for fraction in [0, 1, 2] {
            let lines = maximumLines * fraction / 2, changes = maximumChanges * fraction / 2
            parts.append("<line class=\"grid\" x1=\"\(x(lines))\" y1=\"\(y(0))\" x2=\"\(x(lines))\" y2=\"\(y(maximumChanges))\"/>")
            parts.append("<line class=\"grid\" x1=\"\(x(0))\" y1=\"\(y(changes))\" x2=\"\(x(maximumLines))\" y2=\"\(y(changes))\"/>")
            parts.append("<text class=\"tick\" x=\"\(x(lines))\" y=\"\(y(0) + 18)\" text-anchor=\"middle\">\(lines)</text>")
            parts.append("<text class=\"tick\" x=\"\(x(0) - 8)\" y=\"\(y(changes) + 4)\" text-anchor=\"end\">\(changes)</text>")
        }
        parts.append("<text class=\"axis\" x=\"\(x(maximumLines / 2))\" y=\"\(height - 8)\" text-anchor=\"middle\">code lines</text>")
        parts.append("<text class=\"axis\" transform=\"translate(16 \(y(maximumChanges / 2))) rotate(-90)\" "
            + "text-anchor=\"middle\">commits that changed it</text>")
        let keyLeft = width - keyWidth + 16
        parts.append("<text class=\"axis\" x=\"\(keyLeft)\" y=\"\(margin.top + 12)\">the top \(named)</text>")
        for (rank, file) in hotspots.files.prefix(named).enumerated() where file.score > 0 {
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            parts.append("<text class=\"key\" x=\"\(keyLeft)\" y=\"\(margin.top + 34 + rank * 20)\">\(rank + 1). \(HTML.escape(name))"
                + "<title>\(HTML.escape(file.path))</title></text>")
        }
        // The top files last, so that their dots are drawn over the others.
        for (rank, file) in hotspots.files.enumerated().reversed() {
            let top = rank < named && file.score > 0
            let hover = "\(file.path): \(file.changes) changes, \(file.codeLines) code lines"
                + (file.longestTypeText.map { "; longest type \($0)" } ?? "")
            parts.append("<circle class=\"\(top ? "top" : "file")\" cx=\"\(x(file.codeLines))\" cy=\"\(y(file.changes))\" r=\"\(top ? 5 : 3)\">"
                + "<title>\(HTML.escape(hover))</title></circle>")
            if top {
                parts.append("<text class=\"name\" x=\"\(x(file.codeLines) + 7)\" y=\"\(y(file.changes) - 5)\">\(rank + 1)</text>")
            }
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" "
            + "aria-label=\"code lines against changes, one dot per file\">\n" + parts.joined(separator: "\n") + "\n</svg>"
    }

    /// The history charts' round top (1, 2 or 5 times a power of ten), whole.
    private static func roundedUp(_ value: Int) -> Int {
        max(1, Int(HistoryChart.niceCeiling(Double(value))))
    }

    private static func table(_ hotspots: HotspotsReport) -> String {
        let rows = hotspots.files.prefix(HotspotsReport.tableRows).enumerated().map { rank, file in
            let cells = [
                "<td class=\"number\">\(rank + 1)</td>", "<td class=\"number\">\(file.changes)</td>",
                "<td class=\"number\">\(file.codeLines)</td>", "<td class=\"number\">\(file.score)</td>",
                "<td><code>\(HTML.escape(file.path))</code></td>",
                "<td>\(HTML.escape(file.longestTypeText ?? "–"))</td>",
                "<td>\(HTML.escape(file.warnings.isEmpty ? "–" : Violation.countsText(file.warnings)))</td>",
                "<td>\(HTML.escape(file.suppressed.isEmpty ? "–" : Violation.countsText(file.suppressed)))</td>",
            ]
            return "<tr>" + cells.joined() + "</tr>"
        }
        return """
            <table>
            <thead><tr><th>rank</th><th>changes</th><th>code lines</th><th>score</th><th>file</th><th>longest type</th>\
            <th>warnings</th><th>suppressed</th></tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table>

            """
    }

    private static let style = """
        body { font: 14px/1.5 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2328; margin: 24px; max-width: 1200px; } \
        figure { margin: 0; } svg { width: 100%; max-width: \(width)px; height: auto; border: 1px solid #d1d9e0; border-radius: 6px; } \
        .grid { stroke: #e6e9ed; } .tick, .axis { font-size: 12px; fill: #59636e; } .name, .key { font-size: 12px; fill: #1f2328; } \
        .file { fill: #8c959f; fill-opacity: 0.6; } .top { fill: #cf222e; } \
        table { border-collapse: collapse; margin-top: 8px; width: 100%; } td code { word-break: break-all; } th, td { padding: 2px 10px; border-bottom: 1px solid #d1d9e0; text-align: left; } \
        td.number { text-align: right; font-variant-numeric: tabular-nums; } code { font-size: 13px; }
        """
}
