/// GitLab Code Quality: a JSON array of issues with `description`, `check_name`, `fingerprint`,
/// `severity` and `location` (relative `path`, `lines.begin`).
public struct GitLabReporter: Reporter {
    public static let identifier = "gitlab"
    public static let summary = "GitLab Code Quality JSON, for merge request widgets"

    public init() {}

    public func report(_ violations: [Violation], context: ReportContext) -> String {
        guard !violations.isEmpty else { return "[]\n" }
        let fingerprints = Self.fingerprints(violations, context: context)
        let objects = zip(violations, fingerprints).map { violation, fingerprint in
            """
              {
                "description": \(JSON.string(violation.message)),
                "check_name": \(JSON.string(violation.ruleIdentifier)),
                "fingerprint": \(JSON.string(fingerprint)),
                "severity": \(JSON.string(violation.severity == .error ? "major" : "minor")),
                "location": {
                  "path": \(JSON.string(context.relativePath(violation.path))),
                  "lines": {
                    "begin": \(violation.location.line)
                  }
                }
              }
            """
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// GitLab tells new issues from fixed ones by fingerprint, so it hashes what survives edits
    /// elsewhere in the file: the relative path, the rule and the offending line's trimmed text,
    /// never the line number. Identical lines with the same rule in one file are told apart by
    /// their order (0, 1, …), since GitLab shows only one issue per fingerprint.
    static func fingerprints(_ violations: [Violation], context: ReportContext) -> [String] {
        var occurrences: [String: Int] = [:]
        return violations.map { violation in
            let key = [
                context.relativePath(violation.path), violation.ruleIdentifier, violation.lineText.trimmingBlanks(),
            ].joined(separator: "\u{0}")
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            return SHA256.hex(key + "\u{0}" + String(occurrence))
        }
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and carriage returns.
    func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
