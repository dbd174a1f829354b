/// GitHub Actions workflow commands, which the runner turns into annotations on the pull request:
/// `::warning file=P,line=L,col=C,title=RULE::message`, one line per violation.
public struct GitHubActionsReporter: Reporter {
    public static let identifier = "github-actions"
    public static let summary = "GitHub Actions workflow commands: annotations on pull requests"

    public init() {}

    public func report(_ violations: [Violation], context: ReportContext) -> String {
        var output = ""
        for violation in violations {
            let properties = [
                ("file", context.relativePath(violation.path)),
                ("line", String(violation.location.line)),
                ("col", String(violation.location.column)),
                ("title", violation.ruleIdentifier),
            ]
            let list = properties.map { "\($0.0)=\(Self.escapedProperty($0.1))" }.joined(separator: ",")
            output += "::\(violation.severity.rawValue) \(list)::\(Self.escapedData(violation.message))\n"
        }
        return output
    }

    /// The runner's escaping of a command's message: one command is one line.
    static func escapedData(_ value: String) -> String {
        escaped(value, extra: [:])
    }

    /// Property values also end at `,` and the property list at `:`.
    static func escapedProperty(_ value: String) -> String {
        escaped(value, extra: [":": "%3A", ",": "%2C"])
    }

    private static func escaped(_ value: String, extra: [Unicode.Scalar: String]) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default:
                if let replacement = extra[scalar] {
                    result += replacement
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
