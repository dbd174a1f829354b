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
        let parts = Self.normalizedComponents(path)
        if isLiteral {
            return !components.isEmpty && parts.count >= components.count
                && zip(components, parts).allSatisfy { $0.elementsEqual($1.utf8) }
        }
        return matchesPrefix(of: parts.map { Array($0.utf8) })
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
