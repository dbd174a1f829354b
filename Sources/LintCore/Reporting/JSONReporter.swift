/// SwiftLint's JSON: an array of objects with `character`, `file` (absolute), `line`,
/// `reason`, `rule_id`, `severity` (`Warning`/`Error`) and `type` (the rule's name).
public struct JSONReporter: Reporter {
    public static let identifier = "json"
    public static let summary = "SwiftLint's JSON array, for scripts and tools"

    public init() {}

    public func report(_ violations: [Violation], context: ReportContext) -> String {
        guard !violations.isEmpty else { return "[\n\n]\n" }
        let objects = violations.map { violation in
            let fields: [(String, String)] = [
                ("character", String(violation.location.column)),
                ("file", JSON.string(context.absolutePath(violation.path))),
                ("line", String(violation.location.line)),
                ("reason", JSON.string(violation.message)),
                ("rule_id", JSON.string(violation.ruleIdentifier)),
                ("severity", JSON.string(violation.severity == .error ? "Error" : "Warning")),
                ("type", JSON.string(violation.ruleName)),
            ]
            let body = fields.map { "    \(JSON.string($0.0)) : \($0.1)" }.joined(separator: ",\n")
            return "  {\n\(body)\n  }"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }
}

public enum JSON {
    /// A JSON string literal, escaping quotes, backslashes and control characters.
    public static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
