#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LintCore
import Rules

/// `lint rules`, `lint explain RULE` and `lint init`, all generated from the rule descriptions.
enum RuleCatalog {
    static func table(configuration: Configuration) -> String {
        let header = ["identifier", "default", "enabled", "summary"]
        let rows = RuleRegistry.all.map { factory in
            [
                factory.identifier,
                factory.defaultState,
                RuleSelection.isEnabled(factory, in: configuration) ? "yes" : "no",
                factory.description.summary,
            ]
        }
        let widths = (0..<3).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            (0..<3).map { cells[$0] + String(repeating: " ", count: widths[$0] - cells[$0].count) }.joined(separator: "  ")
                + "  " + cells[3]
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
    }

    /// Examples `lint explain` shows unless asked for all: enough to see the rule at work on a
    /// screen or two, the essay's own samples first.
    static let shownExamples = (triggering: 3, nonTriggering: 2)

    /// A SwiftLint rule that one of lint's stands for (wholly or in part) is explained by that
    /// rule, under a line naming the two: teams know SwiftLint's names.
    static func explain(_ identifier: String, allExamples: Bool = false) throws -> String {
        let descriptions = RuleRegistry.all.map(\.description)
        if let factory = RuleRegistry.all.first(where: { $0.identifier == identifier }) {
            return explain(factory, allExamples: allExamples)
        }
        if let factory = RuleRegistry.all.first(where: { $0.description.swiftLintCounterpart?.rule == identifier }),
           let counterpart = SwiftLintRules.counterpart(of: identifier, among: descriptions) {
            return "`\(identifier)` is SwiftLint's rule: \(counterpart).\n\n" + explain(factory, allExamples: allExamples)
        }
        if let counterpart = SwiftLintRules.describe(identifier, among: descriptions) {
            throw RunError(message: "`\(identifier)` is SwiftLint's rule: \(counterpart)")
        }
        throw RunError(
            message: "unknown rule `\(identifier)`" + NameSuggestion.hint(for: identifier, in: RuleRegistry.all.map(\.identifier))
                + "; `lint rules` lists them"
        )
    }

    private static func explain(_ factory: RuleFactory, allExamples: Bool) -> String {
        let description = factory.description
        let identifier = description.identifier
        var text = "\(description.name) (\(description.identifier))\n"
        if description.isOptIn {
            text += "Opt-in: enable it with `opt_in_rules`.\n\n"
        } else if factory.comparesRevisions {
            text += "On by default; it reports with `--new-from-rev REV` or `--staged`, which give it a revision to compare with.\n\n"
        } else {
            text += "On by default.\n\n"
        }
        text += description.summary + "\n\n" + description.rationale + "\n"
        if let fixes = description.fixes { text += "\nFixed by `lint --fix`: " + fixes + "\n" }
        if let counterpart = description.swiftLintCounterpart {
            let what = counterpart.part.map { "gives this rule's \($0)" } ?? "is this rule's equivalent"
            text += "\nSwiftLint's `\(counterpart.rule)` \(what): `// swiftlint:disable \(counterpart.rule)` disables "
                + "\(counterpart.part == nil ? "this rule" : "those warnings") too (`honor_swiftlint_commands: false` stops it).\n"
        }
        let options = factory.documentedOptions
        if !options.isEmpty {
            text += "\nOptions (under `\(description.identifier):` in .swiftlint-style.yml):\n"
            for option in options {
                text += "  \(option.key): \(option.defaultValue)\n      \(option.summary)\n"
            }
        }
        let triggering = shown(description.triggeringExamples, all: allExamples, count: shownExamples.triggering)
        let nonTriggering = shown(description.nonTriggeringExamples, all: allExamples, count: shownExamples.nonTriggering)
        text += "\nTriggering examples (↓ marks where the warning is reported):\n"
        text += examples(triggering.shown)
        text += "\nNon-triggering examples:\n"
        text += examples(nonTriggering.shown)
        let more = triggering.left + nonTriggering.left
        if more > 0 {
            text += "\n\(more) more example\(more == 1 ? "" : "s"): `lint explain \(identifier) --examples`\n"
        }
        return text
    }

    /// The examples to print (short ones, the essay's first) and how many are left out.
    private static func shown(_ examples: [Example], all: Bool, count: Int) -> (shown: [Example], left: Int) {
        let printable = examples.filter { $0.code.count < 600 }
        guard !all else { return (printable, 0) }
        let ordered = printable.filter(\.isFromEssay) + printable.filter { !$0.isFromEssay }
        let shown = Array(ordered.prefix(count))
        return (shown, printable.count - shown.count)
    }

    private static func examples(_ examples: [Example]) -> String {
        examples.map { example in
            var block = ""
            if !example.configuration.isEmpty {
                let settings = example.configuration.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
                block += "  # with " + settings.joined(separator: ", ") + "\n"
            }
            block += example.code.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "    " + $0 }.joined(separator: "\n")
            return block.trimmingTrailingWhitespace() + "\n"
        }.joined(separator: "\n")
    }

    static func starterConfiguration(carrying carried: SwiftLintCarryOver = SwiftLintCarryOver()) -> String {
        var text = """
            # .swiftlint-style.yml: configuration for `lint`. Every rule is listed with its defaults.
            # Keys follow SwiftLint: disabled_rules, opt_in_rules, only_rules, included, excluded,
            # reporter, strict, warning_threshold, baseline.\(carried.headerLine)

            disabled_rules: []
            # Opt-in rules: delete a line's first `#` to enable that rule, or write `opt_in_rules: [all]`.
            opt_in_rules:
            \(optInRuleLines())
            included:\(SwiftLintCarryOver.yamlList(carried.included ?? []))
            excluded:\(SwiftLintCarryOver.yamlList(carried.excluded ?? []))
            reporter: xcode
            strict: false
            # `// swiftlint:disable type_body_length` disables class_length too (see `lint explain class_length`).
            honor_swiftlint_commands: true

            """
        for factory in RuleRegistry.all {
            text += "\n# \(factory.description.summary)\n"
            if factory.description.isOptIn { text += "# Opt-in: enable it in opt_in_rules above.\n" }
            let options = factory.documentedOptions
            let carriedValues = carried.options[factory.identifier] ?? []
            text += "\(factory.identifier):\n"
            for option in options {
                let value = carriedValues.first { $0.key == option.key }?.value
                let origin = value == nil ? "" : "  # from \(SwiftLintCarryOver.fileName)"
                text += "  \(option.key): \(value ?? option.defaultValue)\(origin)\n"
            }
        }
        return text
    }

    /// Each opt-in rule as a commented-out list item with its summary, aligned.
    private static func optInRuleLines() -> String {
        let optIn = RuleRegistry.all.filter(\.description.isOptIn)
        let width = optIn.map(\.identifier.count).max() ?? 0
        return optIn.map { factory in
            let padding = String(repeating: " ", count: width - factory.identifier.count)
            return "#  - \(factory.identifier)\(padding)  # \(factory.description.summary)"
        }.joined(separator: "\n")
    }

    /// Writes the starter configuration, carrying over what applies of a `.swiftlint.yml`
    /// beside it; says what it wrote.
    static func writeStarterConfiguration(at path: String) throws -> String {
        guard !FileManager.default.fileExists(atPath: path) else {
            throw RunError(message: "\(path) already exists; `lint init` does not overwrite it")
        }
        let swiftLint = path.lastIndex(of: "/").map { String(path[...$0]) + SwiftLintCarryOver.fileName } ?? SwiftLintCarryOver.fileName
        let carried = try SwiftLintCarryOver.read(swiftLint)
        try AtomicFile.write(starterConfiguration(carrying: carried ?? SwiftLintCarryOver()), to: path)
        return "Wrote \(path) with every rule and its defaults." + (carried?.summary ?? "")
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var result = self
        while let last = result.last, last == " " || last == "\n" { result.removeLast() }
        return result
    }
}
