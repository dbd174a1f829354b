/// A configuration problem that stops the run (exit 1): it names the file, the key and
/// the line and column.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var file: String?
    public var location: YAMLLocation?

    public init(_ message: String, file: String? = nil, at location: YAMLLocation? = nil) {
        self.message = message
        self.file = file
        self.location = location
    }

    public var description: String {
        var prefix = file ?? ""
        if let location { prefix += "\(prefix.isEmpty ? "" : ":")\(location.line):\(location.column)" }
        return prefix.isEmpty ? message : "\(prefix): \(message)"
    }
}

/// A configuration problem that does not stop the run, printed on stderr.
public struct ConfigurationWarning: Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var file: String?
    public var location: YAMLLocation?
    /// A rule list names a rule lint does not have: a typo that runs less than asked, which
    /// fails a strict run.
    public var namesUnknownRule = false

    public init(message: String, file: String?, location: YAMLLocation? = nil, namesUnknownRule: Bool = false) {
        self.message = message
        self.file = file
        self.location = location
        self.namesUnknownRule = namesUnknownRule
    }

    public var description: String {
        ConfigurationError(message, file: file, at: location).description
    }
}

public enum NameSuggestion {
    /// The candidate closest to `name` by edit distance, if it is close enough to be a typo.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
        let limit = max(2, min(name.count, best.0.count) / 3)
        return best.1 <= limit ? best.0 : nil
    }

    /// `did you mean `x`?` or an empty string.
    public static func hint(for name: String, in candidates: [String]) -> String {
        closest(to: name, in: candidates).map { " (did you mean `\($0)`?)" } ?? ""
    }

    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs.utf8)
        let right = Array(rhs.utf8)
        if left.isEmpty { return right.count }
        var previous = Array(0...right.count)
        var current = previous
        for i in 1...left.count {
            current[0] = i
            for j in stride(from: 1, through: right.count, by: 1) {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
