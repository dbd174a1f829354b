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
    /// A JSON string literal, escaping quotes, backslashes and control characters. Works on
    /// UTF-8 bytes, copying the runs between escapes whole: every byte of a multi-byte scalar
    /// is 0x80 or more, so none is escaped.
    public static func string(_ value: String) -> String {
        var value = value
        return value.withUTF8 { bytes in
            var result: [UInt8] = [UInt8(ascii: "\"")]
            result.reserveCapacity(bytes.count + 2)
            var runStart = 0
            for index in bytes.indices {
                guard let escaped = escape(bytes[index]) else { continue }
                result.append(contentsOf: bytes[runStart..<index])
                result.append(contentsOf: escaped)
                runStart = index + 1
            }
            result.append(contentsOf: bytes[runStart...])
            result.append(UInt8(ascii: "\""))
            return String(decoding: result, as: UTF8.self)
        }
    }

    private static func escape(_ byte: UInt8) -> [UInt8]? {
        switch byte {
        case UInt8(ascii: "\""): return Array(#"\""#.utf8)
        case UInt8(ascii: "\\"): return Array(#"\\"#.utf8)
        case UInt8(ascii: "\n"): return Array(#"\n"#.utf8)
        case UInt8(ascii: "\r"): return Array(#"\r"#.utf8)
        case UInt8(ascii: "\t"): return Array(#"\t"#.utf8)
        case 0..<0x20: return Array(#"\u00"#.utf8) + [hexDigit(byte >> 4), hexDigit(byte & 0xF)]
        default: return nil
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
