/// A `// lint:disable …` or `// lint:enable …` comment, or SwiftLint's `// swiftlint:disable …`.
public struct InlineCommand: Sendable, Equatable {
    public enum Action: String, Sendable { case disable, enable }
    public enum Scope: String, Sendable { case file, next, this, previous }
    /// Whose command it is: lint's own, or SwiftLint's, which disables lint's warnings only
    /// where a lint rule stands for the SwiftLint rule it names.
    public enum Tool: String, Sendable { case lint, swiftLint = "swiftlint" }

    public var action: Action
    public var tool = Tool.lint
    public var scope: Scope
    /// Rule identifiers, or `all`.
    public var rules: [String]
    /// Where the command starts (the `//`).
    public var location: Location
    /// Where each rule identifier stands, for reports about the command itself.
    public var ruleLocations: [Location]
    /// The bytes of the whole comment, and of each rule identifier: what a fix removes.
    public var range: Range<Int> = 0..<0
    public var ruleRanges: [Range<Int>] = []

    /// Finds the commands in a file's `//` comments. Text after ` - ` is a comment.
    public static func parse(_ file: SourceFile) -> [InlineCommand] {
        var commands: [InlineCommand] = []
        for comment in file.comments where comment.kind == .lineComment {
            if let command = parse(comment, in: file) { commands.append(command) }
        }
        return commands
    }

    private static func parse(_ comment: CommentSegment, in file: SourceFile) -> InlineCommand? {
        let start = Int(comment.start)
        // Almost no comment is a command: `lint:` is looked for in the bytes before any String.
        guard let (prefix, tool) = commandPrefix(file.bytes, start + 2..<Int(comment.end)) else { return nil }
        let leadingCount = prefix.lowerBound - (start + 2)
        var text = file.text(prefix.upperBound..<Int(comment.end))
        if let dash = text.firstRange(ofBytes: " - ") { text = String(text[..<dash.lowerBound]) }
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard let head = words.first else { return nil }
        let parts = head.split(separator: ":", maxSplits: 1)
        // `// lint::` leaves no part at all.
        guard let first = parts.first, let action = Action(rawValue: String(first)) else { return nil }
        var scope = Scope.file
        if parts.count == 2 {
            guard let modifier = Scope(rawValue: String(parts[1])), modifier != .file else { return nil }
            scope = modifier
        }
        let rules = words.dropFirst().map(String.init)
        guard !rules.isEmpty else { return nil }
        let location = file.location(ofOffset: start)
        let ruleLocations = rules.map { rule -> Location in
            let prefixLength = text.firstRange(ofBytes: " " + rule).map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? 0
            let offsetInLine = 2 + leadingCount + prefix.count + prefixLength + 1
            return Location(line: location.line, column: location.column + offsetInLine)
        }
        let ruleRanges = rules.map { rule -> Range<Int> in
            let offset = text.firstRange(ofBytes: " " + rule).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) } ?? 0
            let ruleStart = prefix.upperBound + offset + 1
            return ruleStart..<ruleStart + rule.utf8.count
        }
        var command = InlineCommand(action: action, scope: scope, rules: rules, location: location, ruleLocations: ruleLocations)
        command.tool = tool
        command.range = start..<Int(comment.end)
        command.ruleRanges = ruleRanges
        return command
    }

    /// Where `lint:` (or `swiftlint:`) stands in the text, if the text starts with it after
    /// spaces and tabs.
    private static func commandPrefix(_ bytes: [UInt8], _ range: Range<Int>) -> (Range<Int>, Tool)? {
        var offset = range.lowerBound
        while offset < range.upperBound && (bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t")) {
            offset += 1
        }
        let lint = offset..<min(offset + 5, range.upperBound)
        if ByteText.equals(bytes, lint, "lint:") { return (lint, .lint) }
        let swiftLint = offset..<min(offset + 10, range.upperBound)
        return ByteText.equals(bytes, swiftLint, "swiftlint:") ? (swiftLint, .swiftLint) : nil
    }
}

/// Which inline commands suppressed which rules' violations in one file.
public struct CommandUsage: Sendable {
    /// Identifiers of the rules that ran on the file.
    public let ranRules: Set<String>
    private var suppressed: [Int: Set<String>] = [:]

    public init(ranRules: Set<String>) {
        self.ranRules = ranRules
    }

    mutating func record(command: Int, rule: String) {
        suppressed[command, default: []].insert(rule)
    }

    /// Whether the command at `index` suppressed a violation of `rule` (any rule for `all`).
    public func suppressed(command index: Int, rule: String) -> Bool {
        guard let rules = suppressed[index] else { return false }
        return rule == "all" ? !rules.isEmpty : rules.contains(rule)
    }
}
