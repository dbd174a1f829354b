/// A path pattern from `included`/`excluded`: `*` and `?` stay within one path component,
/// `**` spans any number of them. A pattern also matches everything below a path it matches.
public struct Glob: Sendable {
    public let pattern: String
    private let components: [[UInt8]]

    /// `pattern` relative to `root` unless it is absolute.
    public init(_ pattern: String, root: String) {
        let parts = Self.normalizedComponents(pattern.hasPrefix("/") ? pattern : root + "/" + pattern)
        self.pattern = "/" + parts.joined(separator: "/")
        components = parts.map { Array($0.utf8) }
        isLiteral = !components.joined().contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }
    }

    /// No wildcard: file discovery asks about every file and folder, and most patterns are plain paths.
    private let isLiteral: Bool

    /// Whether the absolute `path` or one of its parent directories matches.
    public func matches(_ path: String) -> Bool {
        if isLiteral, let matched = Self.literalMatch(pattern, path) { return matched }
        let parts = Self.normalizedComponents(path)
        if isLiteral {
            return !components.isEmpty && parts.count >= components.count
                && zip(components, parts).allSatisfy { $0.elementsEqual($1.utf8) }
        }
        return matchesPrefix(of: parts.map { Array($0.utf8) })
    }

    /// A plain pattern against a path already in normal form (absolute, no empty, `.` or
    /// `..` component) is a byte prefix ending at a separator; nil when the path needs
    /// normalizing first. File discovery asks this for every file and folder it finds, so it
    /// reads contiguous bytes, not String indexes.
    private static func literalMatch(_ pattern: String, _ path: String) -> Bool? {
        var pattern = pattern
        var path = path
        return pattern.withUTF8 { pattern -> Bool? in
            path.withUTF8 { path -> Bool? in
                guard isNormalAbsolute(path) else { return nil }
                guard pattern.count > 1, path.count >= pattern.count,
                      pattern.elementsEqual(path[..<pattern.count]) else { return false }
                return path.count == pattern.count || path[pattern.count] == UInt8(ascii: "/")
            }
        }
    }

    /// Starts with `/`, and has no empty, `.` or `..` component and no trailing `/`.
    private static func isNormalAbsolute(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        guard path.first == slash else { return false }
        var componentStart = true
        var dots = 0
        for (index, byte) in path.enumerated() {
            if byte == slash {
                if componentStart && index != 0 || dots == 1 || dots == 2 { return false }
                componentStart = true
                dots = 0
            } else {
                dots = componentStart || dots > 0 ? (byte == dot ? dots + 1 : -1) : -1
                componentStart = false
            }
        }
        return !(componentStart || dots == 1 || dots == 2)
    }

    /// Path components with `.` dropped and `..` applied.
    static func normalizedComponents(_ path: String) -> [Substring] {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return components
    }

    /// Dynamic programming over components: `reachable[j]` says the pattern components seen
    /// so far can match the first `j` path components.
    private func matchesPrefix(of path: [[UInt8]]) -> Bool {
        var reachable = [Bool](repeating: false, count: path.count + 1)
        reachable[0] = true
        for component in components {
            var next = [Bool](repeating: false, count: path.count + 1)
            if component == Array("**".utf8) {
                var any = false
                for j in 0...path.count {
                    any = any || reachable[j]
                    next[j] = any
                }
            } else {
                for j in 0..<path.count where reachable[j] && Self.matchComponent(component, path[j]) {
                    next[j + 1] = true
                }
            }
            reachable = next
        }
        return reachable.contains(true) && reachable.dropFirst().contains(true)
    }

    /// `*` and `?` wildcards within one component, with one backtracking point.
    static func matchComponent(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        let star = UInt8(ascii: "*")
        var p = 0
        var t = 0
        var starP = -1
        var starT = 0
        while t < text.count {
            if p < pattern.count && pattern[p] == star {
                starP = p
                starT = t
                p += 1
            } else if p < pattern.count && (pattern[p] == text[t] || pattern[p] == UInt8(ascii: "?")) {
                p += 1
                t += 1
            } else if starP >= 0 {
                starT += 1
                t = starT
                p = starP + 1
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == star { p += 1 }
        return p == pattern.count
    }
}
