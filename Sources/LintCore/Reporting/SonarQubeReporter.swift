/// SonarQube's generic external issues (the format of SonarQube 10.3 and later): a `rules`
/// array describing each rule that has issues, and an `issues` array pointing at them.
public struct SonarQubeReporter: Reporter {
    public static let identifier = "sonarqube"
    public static let summary = "SonarQube generic external issues (rules and issues), for sonar.externalIssuesReportPaths"

    public init() {}

    public func report(_ violations: [Violation], context: ReportContext) -> String {
        let rules = Dictionary(grouping: violations, by: \.ruleIdentifier).sorted { $0.key < $1.key }.map { id, group in
            rule(id, group, context: context)
        }
        let issues = violations.map { issue($0, context: context) }
        return "{\n  \"rules\": \(array(rules)),\n  \"issues\": \(array(issues))\n}\n"
    }

    private func array(_ objects: [String]) -> String {
        objects.isEmpty ? "[]" : "[\n" + objects.joined(separator: ",\n") + "\n  ]"
    }

    private func rule(_ id: String, _ violations: [Violation], context: ReportContext) -> String {
        let description = context.rule(id).map { [$0.summary, $0.rationale].filter { !$0.isEmpty }.joined(separator: "\n\n") }
        let severity = violations.contains { $0.severity == .error } ? "HIGH" : "MEDIUM"
        let category = context.rule(id)?.category ?? .convention
        return """
                {
                  "id": \(JSON.string(id)),
                  "name": \(JSON.string(violations[0].ruleName)),
                  "description": \(JSON.string(description ?? violations[0].ruleName)),
                  "engineId": "lint",
                  "cleanCodeAttribute": \(JSON.string(Self.cleanCodeAttribute(of: category))),
                  "impacts": [
                    {
                      "softwareQuality": \(JSON.string(category == .correctness ? "RELIABILITY" : "MAINTAINABILITY")),
                      "severity": \(JSON.string(severity))
                    }
                  ]
                }
            """
    }

    private func issue(_ violation: Violation, context: ReportContext) -> String {
        let startColumn = Self.startColumn(violation).map { ",\n          \"startColumn\": \($0)" } ?? ""
        return """
                {
                  "ruleId": \(JSON.string(violation.ruleIdentifier)),
                  "primaryLocation": {
                    "message": \(JSON.string(violation.message)),
                    "filePath": \(JSON.string(context.relativePath(violation.path))),
                    "textRange": {
                      "startLine": \(violation.location.line)\(startColumn)
                    }
                  }
                }
            """
    }

    /// SonarQube counts columns from 0 in UTF-16 code units (lint counts from 1 in Unicode
    /// scalars) and rejects the whole report when an offset lies at or past the end of the
    /// line, so such issues (and those without the line's text) mark the whole line instead.
    static func startColumn(_ violation: Violation) -> Int? {
        let scalars = violation.lineText.unicodeScalars
        guard violation.location.column >= 1, violation.location.column <= scalars.count else { return nil }
        return scalars.prefix(violation.location.column - 1).reduce(0) { $0 + UTF16.width($1) }
    }

    /// A rule's category in SonarQube's Clean Code terms; a convention about maintainability is
    /// SonarQube's default.
    private static func cleanCodeAttribute(of category: RuleCategory) -> String {
        switch category {
        case .focus: "FOCUSED"
        case .naming: "IDENTIFIABLE"
        case .design, .correctness: "LOGICAL"
        case .clarity: "CLEAR"
        case .followUp: "COMPLETE"
        case .convention: "CONVENTIONAL"
        }
    }
}
