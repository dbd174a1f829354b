/// What `lint history` found: one snapshot per sampled commit, oldest first, with every rule's
/// count, the size of the Swift code, and for `class_length` the longest type.
public struct HistoryReport: Sendable {
    /// The rules counted in some snapshot, in the registry's order: the report's columns.
    public var rules: [String]
    public var snapshots: [Snapshot]
    /// The branch walked (nil on a detached HEAD), for titles.
    public var branch: String?
    /// `--per-kloc`: each rule's count per 1,000 code lines, so that a growing app's counts
    /// compare across years.
    public var perKiloLine = false

    public init(rules: [String], snapshots: [Snapshot], branch: String?) {
        self.rules = rules
        self.snapshots = snapshots
        self.branch = branch
    }

    public struct Snapshot: Sendable {
        public var commit: String
        /// Committer time, seconds since 1970 (UTC).
        public var time: Int
        public var configuration: ConfigurationSource
        /// Violations per rule the snapshot's configuration enables; a rule it does not enable
        /// has no entry. Empty when the configuration could not be read.
        public var counts: [String: Int]
        public var fileCount: Int
        public var lineCount: Int
        /// Lines of code, as class_length counts them.
        public var codeLineCount = 0
        public var longestType: TypeLength?
        /// Files that could not be read (binary, UTF-16), not counted.
        public var unreadableFiles: [String]

        public init(
            commit: String, time: Int, configuration: ConfigurationSource, counts: [String: Int] = [:],
            fileCount: Int = 0, lineCount: Int = 0, longestType: TypeLength? = nil, unreadableFiles: [String] = []
        ) {
            self.commit = commit
            self.time = time
            self.configuration = configuration
            self.counts = counts
            self.fileCount = fileCount
            self.lineCount = lineCount
            self.longestType = longestType
            self.unreadableFiles = unreadableFiles
        }

        public var day: Day { Day(secondsSince1970: time) }
        public var shortCommit: String { String(commit.prefix(10)) }
        /// Whether the snapshot was linted at all.
        public var isLinted: Bool {
            if case .unreadable = configuration { return false }
            return true
        }
    }

    /// Which configuration a snapshot was linted with.
    public enum ConfigurationSource: Sendable, Equatable {
        /// The snapshot's own file, at this path from the repository's top folder.
        case snapshot(String)
        /// The snapshot had none at that path: today's (nil: today has none either, the defaults).
        case today(String?)
        /// `--config FILE`, for every snapshot.
        case named(String)
        /// The snapshot's file could not be read or is invalid: nothing was linted.
        case unreadable(String)

        /// One word, for tables: `snapshot`, `today`, `named` or `unreadable`.
        public var kind: String {
            switch self {
            case .snapshot: "snapshot"
            case .today: "today"
            case .named: "named"
            case .unreadable: "unreadable"
            }
        }

        public var detail: String {
            switch self {
            case .snapshot(let path): path
            case .today(let path): path.map { "none at the snapshot; today's \($0)" } ?? "none at the snapshot, nor today: defaults"
            case .named(let path): path
            case .unreadable(let problem): problem
            }
        }
    }

    /// A rule's value in a snapshot: its count, or with `perKiloLine` its count per 1,000 code
    /// lines; nil where the snapshot's configuration does not enable it.
    public func value(_ rule: String, in snapshot: Snapshot) -> Double? {
        guard let count = snapshot.counts[rule] else { return nil }
        guard perKiloLine else { return Double(count) }
        return snapshot.codeLineCount > 0 ? Double(count) * 1000 / Double(snapshot.codeLineCount) : 0
    }

    /// `value`, as the tables print it: a count whole, a rate to two decimals.
    public func valueText(_ rule: String, in snapshot: Snapshot) -> String? {
        guard let value = value(rule, in: snapshot) else { return nil }
        guard perKiloLine else { return String(Int(value)) }
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// What the values count, for titles and hover text.
    var unit: String { perKiloLine ? "per 1,000 code lines" : "violations" }

    /// `YYYY-MM-DDTHH:MM:SSZ`.
    static func timestamp(_ time: Int) -> String {
        let seconds = time - time.floorDivided(by: 86_400) * 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(Day(secondsSince1970: time))T\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))Z"
    }
}

extension Int {
    /// Division rounding toward negative infinity.
    public func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}

/// The formats `lint history` writes.
public enum HistoryReporters {
    public static let identifiers = ["table", "csv", "json", "html", "svg"]

    public static func report(_ history: HistoryReport, as identifier: String) -> String? {
        switch identifier {
        case "table": HistoryTable.report(history)
        case "csv": HistoryCSV.report(history)
        case "json": HistoryJSON.report(history)
        case "html": HistoryHTML.report(history)
        case "svg": HistorySVG.report(history)
        default: nil
        }
    }
}
