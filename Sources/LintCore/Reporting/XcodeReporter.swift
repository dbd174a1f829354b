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
    func replacingNewlines() -> String {
        guard contains(where: { $0 == "\n" || $0 == "\r" }) else { return self }
        return String(map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
