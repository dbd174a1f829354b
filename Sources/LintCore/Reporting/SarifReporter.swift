/// SARIF 2.1.0 as GitHub code scanning reads it: one run whose driver lists every rule that ran,
/// and one result per violation, located by a URI relative to `%SRCROOT%` (the current directory).
public struct SarifReporter: Reporter {
    public static let identifier = "sarif"
    public static let summary = "SARIF 2.1.0 for GitHub code scanning and IDEs"

    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let sourceRoot = "%SRCROOT%"

    public init() {}

    public func report(_ violations: [Violation], context: ReportContext) -> String {
        let rules = describedRules(violations, context: context)
        var ruleIndices: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndices[rule.identifier] = index }
        let driver: Node = .object([
            ("name", "lint"),
            ("version", .string(context.toolVersion)),
            ("rules", .array(rules.map(descriptor))),
        ])
        var runFields: [(String, Node)] = [
            ("tool", .object([("driver", driver)])),
            ("originalUriBaseIds", .object([
                (Self.sourceRoot, .object([("uri", .string(Self.fileURI(directory: context.currentDirectory)))])),
            ])),
        ]
        if !context.configurationFiles.isEmpty { runFields.append(("artifacts", configurationArtifacts(context))) }
        let run: Node = .object(runFields + [
            // SARIF requires the column unit whenever there are results; ours count Unicode scalars.
            ("columnKind", "unicodeCodePoints"),
            ("results", .array(violations.map { result($0, ruleIndex: ruleIndices[$0.ruleIdentifier], context) })),
        ])
        let log: Node = .object([("$schema", .string(Self.schema)), ("version", "2.1.0"), ("runs", .array([run]))])
        return log.rendered(indent: "") + "\n"
    }

    /// The configuration files the run read, as SARIF names their roles: the one named with
    /// `--config` is user-specified, the ones found by their name tool-specified.
    private func configurationArtifacts(_ context: ReportContext) -> Node {
        .array(context.configurationFiles.enumerated().map { index, path in
            let role = index == 0 && context.configurationIsNamed ? "userSpecifiedConfiguration" : "toolSpecifiedConfiguration"
            return .object([
                ("location", .object([("uri", .string(Self.fileURI(path: path)))])),
                ("roles", .array([.string(role)])),
            ])
        })
    }

    /// Every rule that ran, by identifier, plus any rule a violation names that did not (GitHub
    /// only shows a result whose rule the driver describes).
    private func describedRules(_ violations: [Violation], context: ReportContext) -> [RuleDescription] {
        var rules: [String: RuleDescription] = [:]
        for rule in context.rules where rules[rule.identifier] == nil { rules[rule.identifier] = rule }
        for violation in violations where rules[violation.ruleIdentifier] == nil {
            rules[violation.ruleIdentifier] = RuleDescription(
                identifier: violation.ruleIdentifier, name: violation.ruleName, summary: violation.ruleName,
                rationale: violation.ruleName, triggeringExamples: [], nonTriggeringExamples: []
            )
        }
        return rules.values.sorted { $0.identifier.utf8.lexicographicallyPrecedes($1.identifier.utf8) }
    }

    private func descriptor(_ rule: RuleDescription) -> Node {
        // GitHub requires non-empty descriptions.
        let help = rule.rationale.isEmpty ? rule.summary : rule.rationale
        return .object([
            ("id", .string(rule.identifier)),
            ("name", .string(rule.name)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(help))])),
            ("help", .object([("text", .string(help)), ("markdown", .string(help))])),
            // Every rule's options start at `warning`; each result carries the configured level.
            ("defaultConfiguration", .object([("level", "warning")])),
        ])
    }

    private func result(_ violation: Violation, ruleIndex: Int?, _ context: ReportContext) -> Node {
        var fields: [(String, Node)] = [("ruleId", .string(violation.ruleIdentifier))]
        if let ruleIndex { fields.append(("ruleIndex", .int(ruleIndex))) }
        // The schema's minimum for both is 1.
        let region: Node = .object([
            ("startLine", .int(max(1, violation.location.line))),
            ("startColumn", .int(max(1, violation.location.column))),
        ])
        let physicalLocation: Node = .object([
            ("artifactLocation", artifactLocation(violation.path, context: context)),
            ("region", region),
        ])
        fields += [
            ("level", .string(violation.severity.rawValue)),
            ("message", .object([("text", .string(violation.message))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation)])])),
        ]
        if let fix = violation.fix {
            fields.append(("fixes", .array([Self.fix(fix, artifact: artifactLocation(violation.path, context: context))])))
        }
        return .object(fields)
    }

    /// A `fix` object: the replacements `lint --fix` would make, as regions of the file.
    private static func fix(_ fix: Fix, artifact: Node) -> Node {
        let replacements = fix.edits.map { edit -> Node in
            .object([
                ("deletedRegion", .object([
                    ("startLine", .int(max(1, edit.start.line))), ("startColumn", .int(max(1, edit.start.column))),
                    ("endLine", .int(max(1, edit.end.line))), ("endColumn", .int(max(1, edit.end.column))),
                ])),
                ("insertedContent", .object([("text", .string(edit.replacement))])),
            ])
        }
        return .object([
            ("description", .object([("text", .string(fix.description))])),
            ("artifactChanges", .array([.object([("artifactLocation", artifact), ("replacements", .array(replacements))])])),
        ])
    }

    /// Files under the current directory are relative references to `%SRCROOT%`; a file elsewhere
    /// is an absolute `file` URI, since `../` would resolve outside the repository GitHub maps
    /// `%SRCROOT%` to.
    private func artifactLocation(_ path: String, context: ReportContext) -> Node {
        let relative = context.relativePath(path)
        if relative.hasPrefix("/") || relative == ".." || relative.hasPrefix("../") {
            return .object([("uri", .string(Self.fileURI(path: context.absolutePath(path))))])
        }
        return .object([("uri", .string(Self.percentEncoded(relative))), ("uriBaseId", .string(Self.sourceRoot))])
    }

    static func fileURI(path: String) -> String {
        "file://" + percentEncoded(path)
    }

    /// A base URI must end in `/`, or resolving against it would replace its last segment.
    static func fileURI(directory: String) -> String {
        fileURI(path: directory.hasSuffix("/") ? directory : directory + "/")
    }

    /// RFC 3986: every byte of the UTF-8 path but unreserved characters and `/` as `%XX`. The
    /// sub-delimiters a path may keep are encoded too, so a `:` in a first segment is never
    /// read as a scheme.
    static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}

extension SarifReporter {
    /// JSON with its keys in the order written, pretty-printed with two-space indentation.
    enum Node: ExpressibleByStringLiteral {
        case string(String)
        case int(Int)
        case array([Node])
        case object([(String, Node)])

        init(stringLiteral value: String) { self = .string(value) }

        func rendered(indent: String) -> String {
            let inner = indent + "  "
            switch self {
            case .string(let value):
                return JSON.string(value)
            case .int(let value):
                return String(value)
            case .array(let items):
                guard !items.isEmpty else { return "[]" }
                let lines = items.map { inner + $0.rendered(indent: inner) }
                return "[\n" + lines.joined(separator: ",\n") + "\n" + indent + "]"
            case .object(let fields):
                guard !fields.isEmpty else { return "{}" }
                let lines = fields.map { inner + JSON.string($0.0) + ": " + $0.1.rendered(indent: inner) }
                return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
            }
        }
    }
}
