/// The rules the violations break, each explained once at the end of the page, and the links
/// to there from every mention of a rule. Explained at each violation instead, a rule broken
/// 70 times had its rationale on the page 70 times.
extension HTMLReporter {
    /// Each rule that has violations and a description: its summary and rationale, in the order
    /// of the table by rule.
    static func ruleExplanations(_ violations: [Violation], context: ReportContext) -> String {
        let sections = Tally.grouped(violations, by: \.ruleIdentifier).compactMap { id, tally -> String? in
            guard let rule = context.rule(id) else { return nil }
            return """
                <section class="rule" id="\(HTML.escape(ruleAnchor(id)))">
                <h3><span class="name">\(HTML.escape(rule.name))</span> <code>\(HTML.escape(id))</code> \
                <span class="count">\(counted(tally.total, "violation"))</span></h3>
                <div class="explanation">
                <p class="lead">\(HTML.inline(rule.summary))</p>
                \(HTML.paragraphs(rule.rationale))
                </div>
                </section>

                """
        }
        return sections.isEmpty ? "" : "<section>\n<h2>About these rules</h2>\n" + sections.joined() + "</section>\n"
    }

    /// The rule's name, linked to its explanation when the page has one.
    static func ruleName(_ name: String, _ id: String, context: ReportContext) -> String {
        guard context.rule(id) != nil else { return "<span class=\"name\">\(HTML.escape(name))</span>" }
        return "<a class=\"name\" href=\"#\(HTML.escape(ruleAnchor(id)))\">\(HTML.escape(name))</a>"
    }

    private static func ruleAnchor(_ id: String) -> String { "rule-" + id }
}
