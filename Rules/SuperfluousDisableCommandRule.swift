import LintCore

public struct SuperfluousDisableCommandRule: CommandAuditingRule {
    public let options: SeverityOption

    public init(options: SeverityOption) {
        self.options = options
    }

    public static let description = RuleDescription(
        identifier: "superfluous_disable_command",
        name: "Superfluous Disable Command",
        summary: "A `// lint:disable` that suppresses nothing is a stale comment about the code.",
        rationale: """
            A disable command records that some code breaks a rule on purpose. Once the code changes, the \
            command may suppress nothing, yet it still tells readers the code is an exception, and it will \
            silently hide the next real violation in its region. Remove it. A command naming a rule that does \
            not exist never worked at all: the closest real identifier is suggested.

            Commands for rules that are not enabled in the run are left alone: whether they suppress anything \
            cannot be told.
            """,
        category: .clarity,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func audit(_ file: SourceFile, commands: [InlineCommand], usage: CommandUsage) -> [Violation] {
        let known = RuleRegistry.all.map(\.identifier)
        var violations: [Violation] = []
        for (index, command) in commands.enumerated() {
            for (rule, location) in zip(command.rules, command.ruleLocations) where rule != identifier {
                guard let message = problem(with: rule, in: command, index: index, usage: usage, known: known) else {
                    continue
                }
                violations.append(violation(in: file, at: location, message: message))
            }
        }
        return violations
    }

    private func problem(
        with rule: String, in command: InlineCommand, index: Int, usage: CommandUsage, known: [String]
    ) -> String? {
        let written = "`// lint:\(command.action.rawValue)\(command.scope == .file ? "" : ":\(command.scope.rawValue)")`"
        if rule != "all" && !known.contains(rule) {
            return "\(written) names `\(rule)`, which is not a rule" + NameSuggestion.hint(for: rule, in: known)
                + "; `lint rules` lists them"
        }
        guard command.action == .disable, rule == "all" || usage.ranRules.contains(rule),
              !usage.suppressed(command: index, rule: rule) else { return nil }
        let what = rule == "all" ? "any rule" : "`\(rule)`"
        return "\(written) disables \(what) where no violation of it remains: remove the command"
    }
}
