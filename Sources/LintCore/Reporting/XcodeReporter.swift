/// `path:line:col: warning: message (rule_id)`, as Xcode and most editors read it.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"
    public static let summary = "Xcode, editors and terminals: path:line:column: severity: message (rule_id)"

    public init() {}

    public func report(_ violations: [Violation], context: ReportContext) -> String {
        var output = ""
        for violation in violations {
            let path = context.relativePath(violation.path)
            let message = violation.message.replacingNewlines()
            output += "\(path):\(violation.location.line):\(violation.location.column): "
                + "\(violation.severity.rawValue): \(message) (\(violation.ruleIdentifier))\n"
        }
        return output
    }
}

extension String {
    /// Each line feed and carriage return as a space, so a report line stays one line. Read on
    /// UTF-8 (once per violation): a `\r\n` pair is one Character, which a Character
    /// comparison with `\n` or `\r` does not match.
    func replacingNewlines() -> String {
        guard utf8.contains(where: { $0 == 10 || $0 == 13 }) else { return self }
        return String(decoding: utf8.map { $0 == 10 || $0 == 13 ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }
}
