#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Violations accepted as they are today. Entries match on file, rule and what the violation
/// is about (`class FeedManager`, `func Feed.reload()`), else the text of the offending line
/// (not its number), so edits above a violation, and a modifier, an attribute or a conformance
/// added on its line, do not resurrect it; each entry absorbs one violation, so a second
/// identical one is new. A violation about a declaration's body that matches no entry so also
/// matches one whose body is mostly the same lines, in the same file or in a file that no longer
/// exists: the declaration renamed, or its file renamed.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable, Comparable {
        /// Relative to the baseline file's directory.
        public var file: String
        public var rule: String
        /// The offending line with surrounding white space removed.
        public var lineText: String
        /// The signature of the declaration's body, for a violation about it.
        public var body: BodySignature?
        /// What the violation is about; nil in baselines written before it was recorded.
        public var subject: String?

        public init(file: String, rule: String, lineText: String, body: BodySignature? = nil, subject: String? = nil) {
            self.file = file
            self.rule = rule
            self.lineText = lineText
            self.body = body
            self.subject = subject
        }

        /// The keys it matches by, most exact first: its subject and line, its subject whatever
        /// the line now says, its line alone (for an entry or a violation without a subject).
        var keys: [Key] {
            guard let subject else { return [Key(file: file, rule: rule, lineText: lineText)] }
            return [Key(file: file, rule: rule, subject: subject, lineText: lineText), Key(file: file, rule: rule, subject: subject)]
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.lineText, lhs.subject ?? "", lhs.body?.serialized ?? "")
                < (rhs.file, rhs.rule, rhs.lineText, rhs.subject ?? "", rhs.body?.serialized ?? "")
        }
    }

    struct Key: Hashable {
        var file: String
        var rule: String
        var subject: String?
        var lineText: String?
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
        match(violations, context: context).new
    }

    /// The violations no entry accounts for, and the entries that account for no violation: fixed
    /// since, or in files that are gone or were not linted.
    public func match(_ violations: [Violation], context: ReportContext) -> (new: [Violation], unused: [Entry]) {
        var unmatched = violations.map { (violation: $0, entry: Self.entry(for: $0, directory: directory, context: context)) }
        var used = Set<Int>()
        // Each pass pairs what the one before left: the same subject on the same line first, so
        // that two warnings about one declaration keep their own entries; then the same subject
        // on a line that changed; then the line alone, for entries written without a subject.
        for pass in 0..<3 {
            var remaining: [Key: [Int]] = [:]
            for (index, entry) in entries.enumerated() where !used.contains(index) {
                if let key = Self.key(of: entry, pass: pass) { remaining[key, default: []].append(index) }
            }
            guard !remaining.isEmpty else { continue }
            unmatched.removeAll { pair in
                guard let key = Self.key(of: pair.entry, pass: pass), let index = remaining[key]?.popLast() else { return false }
                used.insert(index)
                return true
            }
        }
        let (renamed, taken) = matchRenamed(unmatched.map(\.entry), among: used)
        let new = unmatched.enumerated().filter { !renamed.contains($0.offset) }.map(\.element.violation)
        let unused = entries.indices.filter { !used.contains($0) && !taken.contains($0) }.map { entries[$0] }
        return (new, unused)
    }

    /// Which of the unmatched violations' entries (by position) a remaining entry with a body
    /// takes: the most alike, of the same rule, in the same file or in one that is gone.
    private struct Bucket: Hashable {
        var rule: String
        var slot: Int
        var value: UInt32
    }

    /// Signature values shared by more entries than this say little (a `}` line's hash is the least
    /// of many bodies): they are not looked through, which keeps matching linear.
    private static let commonValue = 256

    /// Which unmatched violations (by position) a remaining entry takes, and the entries taken.
    private func matchRenamed(_ unmatched: [Entry], among used: Set<Int>) -> (renamed: Set<Int>, taken: Set<Int>) {
        // Entries by each value of their signature: two bodies alike share most values, so a
        // match is found among the entries sharing at least one, not among all of them.
        var buckets: [Bucket: [Int]] = [:]
        for (index, entry) in entries.enumerated() where !used.contains(index) {
            guard let body = entry.body else { continue }
            for (slot, value) in body.minima.enumerated() where value != .max {
                buckets[Bucket(rule: entry.rule, slot: slot, value: value), default: []].append(index)
            }
        }
        guard !buckets.isEmpty else { return ([], []) }
        var gone: [String: Bool] = [:]
        var taken = Set<Int>()
        var renamed = Set<Int>()
        for (position, entry) in unmatched.enumerated() {
            guard let body = entry.body else { continue }
            var shared: [Int: Int] = [:]
            for (slot, value) in body.minima.enumerated() where value != .max {
                guard let indices = buckets[Bucket(rule: entry.rule, slot: slot, value: value)],
                      indices.count <= Self.commonValue else { continue }
                for index in indices where !taken.contains(index) { shared[index, default: 0] += 1 }
            }
            var best: (index: Int, similarity: Double)?
            for (index, count) in shared.sorted(by: { $0.key < $1.key }) {
                let similarity = Double(count) / Double(BodySignature.width)
                guard similarity >= BodySignature.sameDeclaration, similarity > best?.similarity ?? 0 else { continue }
                let candidate = entries[index]
                if candidate.file != entry.file {
                    let isGone = gone[candidate.file] ?? !FileManager.default.fileExists(atPath: directory + "/" + candidate.file)
                    gone[candidate.file] = isGone
                    guard isGone else { continue }
                }
                best = (index, similarity)
            }
            if let best {
                taken.insert(best.index)
                renamed.insert(position)
            }
        }
        return (renamed, taken)
    }

    /// An entry's key in a matching pass: with its subject and line, with its subject alone,
    /// with its line alone (where either side was written without a subject).
    private static func key(of entry: Entry, pass: Int) -> Key? {
        switch pass {
        case 0: entry.subject.map { Key(file: entry.file, rule: entry.rule, subject: $0, lineText: entry.lineText) }
        case 1: entry.subject.map { Key(file: entry.file, rule: entry.rule, subject: $0) }
        default: Key(file: entry.file, rule: entry.rule, lineText: entry.lineText)
        }
    }

    static func entry(for violation: Violation, directory: String, context: ReportContext) -> Entry {
        let relative = ReportContext(currentDirectory: directory).relativePath(context.absolutePath(violation.path))
        let text = violation.lineText.trimming(\.isWhitespace)
        return Entry(file: relative, rule: violation.ruleIdentifier, lineText: text, body: violation.body, subject: violation.subject)
    }

    // MARK: File format

    /// A JSON array of `{"file", "rule", "line_text"}` objects (with a `"subject"` where the
    /// violation is about a declaration, and a `"body"` signature for one about its body), sorted,
    /// one per line.
    public func serialized() -> String {
        let lines = entries.map { entry in
            "  {\"file\": \(JSON.string(entry.file)), \"rule\": \(JSON.string(entry.rule)), "
                + "\"line_text\": \(JSON.string(entry.lineText))"
                + (entry.subject.map { ", \"subject\": \(JSON.string($0))" } ?? "")
                + (entry.body.map { ", \"body\": \(JSON.string($0.serialized))" } ?? "") + "}"
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
            let body = object["body"]?.string.flatMap(BodySignature.init(hex:))
            entries.append(Entry(file: file, rule: rule, lineText: text, body: body, subject: object["subject"]?.string))
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
