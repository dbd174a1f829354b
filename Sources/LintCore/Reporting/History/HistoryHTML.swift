/// `lint history --reporter html`: one self-contained page (no script, nothing fetched), a
/// chart per rule that fired with each snapshot's commit and date on hover, one line naming
/// the rules at zero throughout, and the table beneath.
enum HistoryHTML {
    static func report(_ history: HistoryReport) -> String {
        let title = "lint history" + (history.branch.map { " of \($0)" } ?? "")
        let charts = history.charts(of: history.rulesThatFired).map { chart in
            "<figure>\n" + HistoryChart.document([chart], description: chart.title + " per snapshot") + "\n</figure>"
        }
        let body = """
            <h1>\(HTML.escape(title))</h1>
            <p>\(HTML.escape(history.rangeDescription)) \(chartsExplained(history))</p>
            \(zeroLine(history))<section class="charts">
            \(charts.joined(separator: "\n"))
            </section>
            <h2>Snapshots</h2>
            \(HistoryHTMLTable.html(history))

            """
        return HTML.document(title: title, style: style, body: body)
    }

    private static func chartsExplained(_ history: HistoryReport) -> String {
        guard !history.rulesThatFired.isEmpty else {
            return "The chart counts the lines of Swift in each snapshot; hover a point for its commit and date."
        }
        return "Each chart counts one rule's violations in each snapshot; hover a point for its commit and date. "
            + "A gap: the snapshot's configuration did not enable the rule, or could not be read."
    }

    /// The rules a chart would show as a flat line at zero, named in one paragraph instead;
    /// nothing when there are none.
    private static func zeroLine(_ history: HistoryReport) -> String {
        let zero = history.rulesAtZeroThroughout
        guard !zero.isEmpty else { return "" }
        let lead = history.rulesThatFired.isEmpty
            ? "Every rule was at zero in every snapshot" : "At zero in every snapshot, so not charted"
        return "<p class=\"zero\">\(lead): " + zero.map { "<code>\(HTML.escape($0))</code>" }.joined(separator: ", ") + ".</p>\n"
    }

    private static let style = """
        body { font: 14px/1.5 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2328; margin: 24px; } \
        .charts { display: flex; flex-wrap: wrap; gap: 1em; } figure { margin: 0; } \
        figure svg { max-width: 100%; height: auto; border: 1px solid #d1d9e0; border-radius: 6px; } \
        \(HistoryHTMLTable.style)
        """
}
