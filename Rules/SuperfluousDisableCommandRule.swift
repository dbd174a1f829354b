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
            cannot be told. A command that names `superfluous_disable_command` among its rules is not reported \
            for them. Unlike SwiftLint, commands are read in `//` comments only, and a `disable all` that \
            disables nothing is reported itself rather than covering the commands after it. SwiftLint's own \
            `// swiftlint:` commands are left to SwiftLint's `superfluous_disable_command`.
            """,
        category: .clarity,
        fixes: "a command that disables nothing is removed (with its line when nothing else is on it); a rule that is superfluous beside others is removed from the command. A name that is no rule is not: it may be a typo to correct.",
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func audit(_ file: SourceFile, commands: [InlineCommand], usage: CommandUsage) -> [Violation] {
        let known = RuleRegistry.all.map(\.identifier)
        var violations: [Violation] = []
        // SwiftLint's own commands are SwiftLint's to audit.
        for (index, command) in commands.enumerated() where command.tool == .lint {
            // A command that names this rule itself asks not to be reported as superfluous
            // (`// lint:disable:next superfluous_disable_command controller_naming`), whatever its scope.
            let exempt = command.action == .disable && command.rules.contains(identifier)
            let problems = command.rules.map { rule in
                rule == identifier ? nil : problem(with: rule, in: command, index: index, usage: usage, known: known)
            }.map { problem in exempt && problem?.disablesNothing == true ? nil : problem }
            // Removing is certain for what disables nothing: the whole command when every rule it
            // names does, else the rule's name. A name that is no rule may be a typo to correct.
            let superfluous = problems.map { $0?.disablesNothing == true }
            let wholeCommand = superfluous.allSatisfy { $0 } ? Self.removing(command, in: file) : nil
            for position in problems.indices {
                guard let problem = problems[position] else { continue }
                var fix: Fix?
                if superfluous[position] {
                    fix = wholeCommand ?? Fix("remove `\(command.rules[position])` from the command", edits: [
                        Fix.Edit(range: command.ruleRanges[position].lowerBound - 1..<command.ruleRanges[position].upperBound,
                                 replacement: "", in: file),
                    ])
                }
                violations.append(violation(in: file, at: command.ruleLocations[position], message: problem.message, fix: fix))
            }
        }
        return violations
    }

    /// What is wrong with a rule a command names: it is no rule, or it disables nothing.
    private struct Problem {
        var message: String
        var disablesNothing: Bool
    }

    /// The command removed with its line when nothing else is on it, else with the spaces
    /// between it and the code it follows.
    private static func removing(_ command: InlineCommand, in file: SourceFile) -> Fix {
        let line = file.lines[command.location.line - 1]
        let bytes = file.bytes
        var start = command.range.lowerBound
        while start > Int(line.start), bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        var end = command.range.upperBound
        if start == Int(line.start) {
            // Alone on its line: the line goes, terminator included.
            end = Int(line.end)
            if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
        }
        return Fix("remove the command", edits: [Fix.Edit(range: start..<end, replacement: "", in: file)])
    }

    private func problem(
        with rule: String, in command: InlineCommand, index: Int, usage: CommandUsage, known: [String]
    ) -> Problem? {
        let written = "`// lint:\(command.action.rawValue)\(command.scope == .file ? "" : ":\(command.scope.rawValue)")`"
        if rule != "all" && !known.contains(rule) {
            let message = "\(written) names `\(rule)`, which is not a rule" + NameSuggestion.hint(for: rule, in: known)
                + "; `lint rules` lists them"
            return Problem(message: message, disablesNothing: false)
        }
        guard command.action == .disable, rule == "all" || usage.ranRules.contains(rule),
              !usage.suppressed(command: index, rule: rule) else { return nil }
        let what = rule == "all" ? "any rule" : "`\(rule)`"
        return Problem(
            message: "\(written) disables \(what) where no violation of it remains: remove the command", disablesNothing: true
        )
    }
}
