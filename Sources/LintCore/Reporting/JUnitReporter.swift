/// JUnit XML valid against Jenkins' `junit-10.xsd`: a test suite per file and a failed test case
/// per violation.
///
/// Jenkins splits a `classname` at its last `.` into package and class, so the class name is the
/// path without its `.swift` (as ESLint's JUnit formatter does): files are listed by path rather
/// than all as a class named `swift`. Its `junit` step fails a build whose reports hold no test
/// at all, so a run without violations reports one passing test case.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"
    public static let summary = "JUnit XML for CI test reports (Jenkins, GitLab)"

    public init() {}

    public func report(_ violations: [Violation], context: ReportContext) -> String {
        let tests = max(1, violations.count)
        var output = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
            + "<testsuites name=\"lint\" tests=\"\(tests)\" failures=\"\(violations.count)\" errors=\"0\" time=\"0\">\n"
        if violations.isEmpty {
            output += "\t<testsuite name=\"lint\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
                + "\t\t<testcase classname=\"lint\" name=\"no violations\" time=\"0\"/>\n"
                + "\t</testsuite>\n"
        }
        for file in violations.groupedByRelativePath(context) {
            let name = XML.escaped(file.path)
            let count = file.violations.count
            output += "\t<testsuite name=\"\(name)\" tests=\"\(count)\" failures=\"\(count)\" errors=\"0\" "
                + "skipped=\"0\" time=\"0\">\n"
            for violation in file.violations {
                output += testCase(violation, path: file.path)
            }
            output += "\t</testsuite>\n"
        }
        return output + "</testsuites>\n"
    }

    private func testCase(_ violation: Violation, path: String) -> String {
        let className = path.hasSuffix(".swift") ? String(path.dropLast(".swift".count)) : path
        let name = "\(violation.ruleIdentifier) at \(violation.location.line):\(violation.location.column)"
        var body = "\(path):\(violation.location.line):\(violation.location.column): "
            + "\(violation.severity.rawValue): \(violation.message.replacingNewlines()) (\(violation.ruleIdentifier))"
        if !violation.lineText.isEmpty { body += "\n" + violation.lineText }
        return "\t\t<testcase classname=\"\(XML.escaped(className))\" name=\"\(XML.escaped(name))\" time=\"0\">\n"
            + "\t\t\t<failure message=\"\(XML.escaped(violation.message))\" type=\"\(violation.severity.rawValue)\">"
            + XML.escaped(body, inAttribute: false) + "</failure>\n"
            + "\t\t</testcase>\n"
    }
}
