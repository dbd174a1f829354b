import LintCore

extension RuleRegistry {
    /// The README's rule table, generated from the descriptions so it cannot drift.
    public static var markdownTable: String {
        var table = "| Rule | Default | What it checks |\n|---|---|---|\n"
        for factory in all {
            let description = factory.description
            let summary = description.summary.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
            table += "| `\(description.identifier)` | \(factory.defaultState) | \(summary) |\n"
        }
        return table
    }
}
