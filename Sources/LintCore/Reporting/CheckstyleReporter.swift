/// Checkstyle XML laid out as SwiftLint writes it, for Jenkins, Danger and review bots: one
/// `file` element per file, sorted by path, holding one `error` element per violation.
public struct CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"
    public static let summary = "Checkstyle XML for Jenkins, Danger and review bots"

    public init() {}

    public func report(_ violations: [Violation], context: ReportContext) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n"
        for file in violations.groupedByRelativePath(context) {
            output += "\t<file name=\"\(XML.escaped(file.path))\">\n"
            for violation in file.violations {
                output += "\t\t<error line=\"\(violation.location.line)\" column=\"\(violation.location.column)\" "
                    + "severity=\"\(violation.severity.rawValue)\" message=\"\(XML.escaped(violation.message))\" "
                    + "source=\"\(XML.escaped("lint.rules." + violation.ruleIdentifier))\"/>\n"
            }
            output += "\t</file>\n"
        }
        return output + "</checkstyle>\n"
    }
}

extension [Violation] {
    /// The violations of each file, files sorted by their path relative to the current directory
    /// (the engine sorts by the path it was given, which may be absolute), each file's violations
    /// in the order given.
    func groupedByRelativePath(_ context: ReportContext) -> [(path: String, violations: [Violation])] {
        var groups: [String: [Violation]] = [:]
        for violation in self { groups[context.relativePath(violation.path), default: []].append(violation) }
        return groups.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { ($0.key, $0.value) }
    }
}

public enum XML {
    /// Text for an XML 1.0 attribute value or element content. Tab and LF become character
    /// references in attributes, where a parser would turn them into spaces, and CR everywhere,
    /// since a parser turns a literal one into LF; the other control characters cannot appear in
    /// XML 1.0 at all, not even as references, and become U+FFFD.
    public static func escaped(_ value: String, inAttribute: Bool = true) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\r": result += "&#13;"
            case "\t", "\n":
                if inAttribute { result += "&#\(scalar.value);" } else { result.unicodeScalars.append(scalar) }
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
