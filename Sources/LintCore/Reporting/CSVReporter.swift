/// A CSV table, one violation per record: `file,line,column,severity,rule_id,message`, with
/// RFC 4180's CRLF record ends and quoting (spreadsheets and Python's `csv` read both).
public struct CSVReporter: Reporter {
    public static let identifier = "csv"
    public static let summary = "CSV table (RFC 4180), for spreadsheets"

    public init() {}

    public func report(_ violations: [Violation], context: ReportContext) -> String {
        let header = ["file", "line", "column", "severity", "rule_id", "message"]
        let records = violations.map { violation in
            [
                context.relativePath(violation.path), String(violation.location.line),
                String(violation.location.column), violation.severity.rawValue, violation.ruleIdentifier,
                violation.message,
            ]
        }
        return ([header] + records).map { $0.map(Self.field).joined(separator: ",") + "\r\n" }.joined()
    }

    /// A field is quoted, with its quotes doubled, when it holds a comma, a quote or a line break.
    static func field(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) else {
            return value
        }
        var quoted = "\""
        for scalar in value.unicodeScalars {
            if scalar == "\"" { quoted += "\"" }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "\""
    }
}
