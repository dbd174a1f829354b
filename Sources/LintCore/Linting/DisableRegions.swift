/// The regions where each rule is disabled in one file, and which commands suppressed
/// something (for `superfluous_disable_command`).
public struct DisableRegions: Sendable {
    public struct Region: Sendable {
        public var rule: String
        public var start: Location
        public var end: Location
        public var command: Int
        /// A SwiftLint command's region names SwiftLint's rule.
        public var tool = InlineCommand.Tool.lint

        /// Whether the region's rule is the violation's: for SwiftLint's commands, the SwiftLint
        /// rule that gives the warning too (never `all`, which SwiftLint's commands leave to it).
        func names(_ violation: Violation) -> Bool {
            switch tool {
            case .lint: rule == violation.ruleIdentifier || rule == "all"
            case .swiftLint: rule == violation.swiftLintRule
            }
        }
    }

    public let commands: [InlineCommand]
    public private(set) var regions: [Region] = []
    private var regionsByName: [String: [Int]] = [:]
    private var farthestEnd: [String: [Location]] = [:]

    /// `honoringSwiftLint`: whether `// swiftlint:` commands disable the lint warnings that
    /// stand for the SwiftLint rules they name.
    public init(commands: [InlineCommand], honoringSwiftLint: Bool = true) {
        self.commands = commands
        var openDisables: [String: (rule: String, start: Location, command: Int, tool: InlineCommand.Tool)] = [:]
        let endOfFile = Location(line: Int.max, column: Int.max)
        for (index, command) in commands.enumerated() where command.tool == .lint || honoringSwiftLint {
            let line = command.location.line
            for rule in command.rules {
                // The two tools' commands open and close their own regions.
                let key = command.tool.rawValue + ":" + rule
                switch (command.action, command.scope) {
                case (.disable, .file):
                    if openDisables[key] == nil { openDisables[key] = (rule, command.location, index, command.tool) }
                case (.enable, .file):
                    if let open = openDisables.removeValue(forKey: key) {
                        regions.append(Region(
                            rule: rule, start: open.start, end: command.location, command: open.command, tool: open.tool
                        ))
                    }
                case (.disable, let scope):
                    let target = scope == .next ? line + 1 : scope == .previous ? line - 1 : line
                    regions.append(Region(
                        rule: rule, start: Location(line: target, column: 0), end: Location(line: target, column: Int.max),
                        command: index, tool: command.tool
                    ))
                case (.enable, _):
                    break
                }
            }
        }
        for open in openDisables.values.sorted(by: { ($0.command, $0.rule) < ($1.command, $1.rule) }) {
            regions.append(Region(rule: open.rule, start: open.start, end: endOfFile, command: open.command, tool: open.tool))
        }
        (regionsByName, farthestEnd) = Self.index(regions)
    }

    /// The indexes of the regions that suppress the violation, in order: for each name the
    /// violation answers to, the regions of that name starting at or before it, walked back
    /// only while one of them may still reach it. Disjoint regions (`disable`/`enable` pairs)
    /// cost a binary search, however many a file has.
    public func suppressingRegions(of violation: Violation) -> [Int] {
        var keys = [Self.key(.lint, violation.ruleIdentifier), Self.key(.lint, "all")]
        if let counterpart = violation.swiftLintRule { keys.append(Self.key(.swiftLint, counterpart)) }
        var found: [Int] = []
        for key in keys {
            guard let named = regionsByName[key], let reach = farthestEnd[key] else { continue }
            var position = named.partitionPoint { regions[$0].start > violation.location } - 1
            while position >= 0, reach[position] >= violation.location {
                if regions[named[position]].end >= violation.location { found.append(named[position]) }
                position -= 1
            }
        }
        return found.sorted()
    }

    private static func key(_ tool: InlineCommand.Tool, _ rule: String) -> String { tool.rawValue + ":" + rule }

    /// Each name's regions by start, and the farthest end among the first n of them.
    private static func index(_ regions: [Region]) -> (byName: [String: [Int]], farthestEnd: [String: [Location]]) {
        var byName: [String: [Int]] = [:]
        for index in regions.indices { byName[key(regions[index].tool, regions[index].rule), default: []].append(index) }
        var farthestEnd: [String: [Location]] = [:]
        for (key, indexes) in byName {
            let sorted = indexes.sorted { (regions[$0].start, $0) < (regions[$1].start, $1) }
            byName[key] = sorted
            var reach = Location(line: Int.min, column: Int.min)
            farthestEnd[key] = sorted.map { index in
                reach = max(reach, regions[index].end)
                return reach
            }
        }
        return (byName, farthestEnd)
    }
}

