import LintCore

/// The violations every reporter's golden test renders: both severities, several files, and
/// text that each format must escape (quotes, `<`, `&`, `%`, commas, colons, newlines, tabs,
/// backslashes, non-ASCII and spaces in paths), sorted as the engine hands them over.
enum ReporterFixtures {
    static let context = ReportContext(
        currentDirectory: "/work/app",
        rules: [
            RuleDescription(
                identifier: "class_length", name: "Class Length", summary: "Types should stay short.",
                rationale: "A long type has more than one job.", category: .focus, triggeringExamples: [],
                nonTriggeringExamples: []
            ),
            RuleDescription(
                identifier: "controller_naming", name: "Controller Naming",
                summary: "Name types for their role: \"Controller\" & \"Manager\" say < nothing.",
                rationale: "Name it for what it does: a `Library`, a `Player`.", category: .naming,
                triggeringExamples: [], nonTriggeringExamples: []
            ),
        ],
        toolVersion: "0.1.0"
    )

    static let violations = [
        Violation(
            ruleIdentifier: "controller_naming", ruleName: "Controller Naming", severity: .warning,
            path: "Sources/Feed Manager.swift", location: Location(line: 3, column: 7),
            message: "`FeedManager` ends in \"Manager\", 100% <vague> & unclear:\nrename it",
            lineText: "class FeedManager<T: Decodable> { // \"quoted\" & <tagged>"
        ),
        Violation(
            ruleIdentifier: "class_length", ruleName: "Class Length", severity: .error,
            path: "/work/app/Sources/Ünïcode/Straße.swift", location: Location(line: 10, column: 1),
            message: "tab\there, comma, colon: backslash \\ done", lineText: "\tfinal class Straße {"
        ),
        Violation(
            ruleIdentifier: "controller_naming", ruleName: "Controller Naming", severity: .warning,
            path: "Sources/Feed Manager.swift", location: Location(line: 12, column: 13),
            message: "`DataController` ends in 'Controller'", lineText: "final class DataController {}"
        ),
    ].sorted(by: Violation.ordered)
}
