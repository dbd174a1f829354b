#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Violations accepted as they are today. Entries match on file, rule and the text of the
/// offending line (not its number), so edits above a violation do not resurrect it; each
/// entry absorbs one violation, so a second identical one is new.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable, Comparable {
        /// Relative to the baseline file's directory.
        public var file: String
        public var rule: String
        /// The offending line with surrounding white space removed.
        public var lineText: String

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.lineText) < (rhs.file, rhs.rule, rhs.lineText)
        }
    }

    public var entries: [Entry]
    /// The directory entry paths are relative to.
    public var directory: String

    public init(violations: [Violation], directory: String, context: ReportContext) {
        self.directory = directory
        entries = violations.map { Self.entry(for: $0, directory: directory, context: context) }.sorted()
    }

    public init(entries: [Entry], directory: String) {
        self.entries = entries
        self.directory = directory
    }

    /// The violations no entry accounts for.
    public func filter(_ violations: [Violation], context: ReportContext) -> [Violation] {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        return violations.filter { violation in
            let entry = Self.entry(for: violation, directory: directory, context: context)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }

    static func entry(for violation: Violation, directory: String, context: ReportContext) -> Entry {
        let relative = ReportContext(currentDirectory: directory).relativePath(context.absolutePath(violation.path))
        let text = violation.lineText.trimming(\.isWhitespace)
        return Entry(file: relative, rule: violation.ruleIdentifier, lineText: text)
    }

    // MARK: File format

    /// A JSON array of `{"file", "rule", "line_text"}` objects, sorted, one per line.
    public func serialized() -> String {
        let lines = entries.map { entry in
            "  {\"file\": \(JSON.string(entry.file)), \"rule\": \(JSON.string(entry.rule)), "
                + "\"line_text\": \(JSON.string(entry.lineText))}"
        }
        return lines.isEmpty ? "[]\n" : "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    public static func load(path: String) throws(BaselineError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw BaselineError(path: path, reason: exists ? "is not readable" : "does not exist (create it with --write-baseline)")
        }
        guard let objects = try? JSONDecoder().decode([[String: JSONStringValue]].self, from: data) else {
            throw BaselineError(path: path, reason: "is not a baseline: expected a JSON array of objects")
        }
        var entries: [Entry] = []
        for (index, object) in objects.enumerated() {
            guard let file = object["file"]?.string, let rule = object["rule"]?.string,
                  let text = object["line_text"]?.string else {
                throw BaselineError(path: path, reason: "entry \(index + 1) lacks a string `file`, `rule` or `line_text`")
            }
            entries.append(Entry(file: file, rule: rule, lineText: text))
        }
        let directory = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        return Baseline(entries: entries, directory: directory)
    }
}

/// Any JSON value, kept when it is a string: an entry's other members may hold anything.
private struct JSONStringValue: Decodable {
    let string: String?

    init(from decoder: any Decoder) throws {
        string = try? decoder.singleValueContainer().decode(String.self)
    }
}

public struct BaselineError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "baseline \(path) \(reason)" }
}
