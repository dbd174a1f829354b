/// The tables of counts and the violations, file by file.
extension HTMLReporter {
    static func ruleTable(_ violations: [Violation], context: ReportContext) -> String {
        let rows = Tally.grouped(violations, by: \.ruleIdentifier).map { id, tally in
            let rule = context.rule(id)
            let name = rule?.name ?? violations.first { $0.ruleIdentifier == id }?.ruleName ?? id
            let summary = rule.map { "<span class=\"summary\">" + HTML.inline($0.summary) + "</span>" } ?? ""
            return "<tr><td>\(ruleName(name, id, context: context)) <code>\(HTML.escape(id))</code>"
                + summary + "</td>" + countCells(tally) + "</tr>\n"
        }
        return table(title: "By rule", firstColumn: "Rule", rows: rows)
    }

    static func fileTable(_ files: [FileGroup]) -> String {
        let rows = files.map { (file: $0, tally: Tally.of($0.violations)) }.sorted {
            $0.tally.total != $1.tally.total ? $0.tally.total > $1.tally.total : $0.file.path < $1.file.path
        }.map { file, tally in
            "<tr><td><a href=\"#\(file.anchor)\"><code>\(HTML.escape(file.path))</code></a></td>"
                + countCells(tally) + "</tr>\n"
        }
        return table(title: "By file", firstColumn: "File", rows: rows)
    }

    private static func table(title: String, firstColumn: String, rows: [String]) -> String {
        """
        <section>
        <h2>\(title)</h2>
        <table>
        <thead><tr><th>\(firstColumn)</th><th class="num">Errors</th><th class="num">Warnings</th><th class="num">Total</th></tr></thead>
        <tbody>
        \(rows.joined())</tbody>
        </table>
        </section>

        """
    }

    private static func countCells(_ tally: Tally) -> String {
        [tally.errors, tally.warnings, tally.total].map { count in
            count == 0 ? "<td class=\"num zero\">0</td>" : "<td class=\"num\">\(count)</td>"
        }.joined()
    }

    static func violationSections(_ files: [FileGroup], context: ReportContext) -> String {
        let sections = files.map { file in
            """
            <section class="file" id="\(file.anchor)">
            <h3><code>\(HTML.escape(file.path))</code> <span class="count">\(counted(file.violations.count, "violation"))</span></h3>
            \(file.violations.map { article($0, context: context) }.joined())</section>

            """
        }
        return "<section>\n<h2>Violations</h2>\n" + sections.joined() + "</section>\n"
    }

    private static func article(_ violation: Violation, context: ReportContext) -> String {
        let severity = violation.severity.rawValue
        var html = """
            <article class="violation \(severity)">
            <div class="meta"><span class="loc">\(violation.location.line):\(violation.location.column)</span> \
            <span class="badge \(severity)">\(severity)</span> \
            \(ruleName(violation.ruleName, violation.ruleIdentifier, context: context)) \
            <code>\(HTML.escape(violation.ruleIdentifier))</code></div>
            <p class="message">\(HTML.inline(violation.message))</p>

            """
        if !violation.lineText.isEmpty { html += source(violation) }
        return html + "</article>\n"
    }

    /// The line with its number, and a caret under the column. The caret line repeats the
    /// line's tabs so that it lines up with the text above.
    private static func source(_ violation: Violation) -> String {
        let prefix = violation.lineText.unicodeScalars.prefix(max(0, violation.location.column - 1))
        let indent = String(String.UnicodeScalarView(prefix.map { $0 == "\t" ? "\t" : " " }))
        return "<pre class=\"source\"><span class=\"ln\">\(violation.location.line)</span>"
            + HTML.escape(violation.lineText) + "\n<span class=\"ln\"></span>" + indent
            + "<span class=\"caret\">^</span></pre>\n"
    }
}
