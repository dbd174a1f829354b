/// `lint hotspots`: where to start. Each file's code lines and longest type (as `class_length`
/// counts them), the commits that changed it in the period, its warnings and the warnings inline
/// commands suppress there; ranked by changes × code lines, the code that is both long and
/// often changed first.
public struct HotspotsReport: Sendable {
    /// The period: "since 2025-11-29" or "since v2.0".
    public var period: String
    /// The commits of the period, merges aside.
    public var commitCount: Int
    /// Ranked: the highest score first, then by path.
    public private(set) var files: [File]

    public init(period: String, commitCount: Int, files: [File]) {
        self.period = period
        self.commitCount = commitCount
        self.files = files.sorted { $0.score != $1.score ? $0.score > $1.score : $0.path.precedesInUTF8($1.path) }
    }

    public struct File: Sendable, Equatable {
        /// As the other reports print it: from the current folder.
        public var path: String
        public var codeLines: Int
        /// The commits of the period that changed it, under this name or an earlier one.
        public var changes: Int
        public var longestType: TypeLength?
        /// The longest type's length warning is suppressed by an inline command.
        public var longestTypeIsExcused: Bool
        /// Warnings by rule.
        public var warnings: [String: Int]
        /// Warnings inline commands suppress, by rule.
        public var suppressed: [String: Int]

        public init(
            path: String, codeLines: Int, changes: Int, longestType: TypeLength? = nil, longestTypeIsExcused: Bool = false,
            warnings: [String: Int] = [:], suppressed: [String: Int] = [:]
        ) {
            self.path = path
            self.codeLines = codeLines
            self.changes = changes
            self.longestType = longestType
            self.longestTypeIsExcused = longestTypeIsExcused
            self.warnings = warnings
            self.suppressed = suppressed
        }

        /// Changes × code lines.
        public var score: Int { changes * codeLines }
    }

    /// The rows a table shows.
    public static let tableRows = 20
}

/// The formats `lint hotspots` writes.
public enum HotspotsReporters {
    public static let identifiers = ["table", "json", "html"]

    public static func report(_ hotspots: HotspotsReport, as identifier: String) -> String? {
        switch identifier {
        case "table": HotspotsTable.report(hotspots)
        case "json": HotspotsJSON.report(hotspots)
        case "html": HotspotsHTML.report(hotspots)
        default: nil
        }
    }
}

extension HotspotsReport.File {
    /// "FeedViewController (869, excused)".
    var longestTypeText: String? {
        longestType.map { "\($0.name) (\($0.lines)\(longestTypeIsExcused ? ", excused" : ""))" }
    }
}

enum HotspotsTable {
    /// The top files, columns padded to their widest cell, numbers right-aligned.
    static func report(_ hotspots: HotspotsReport) -> String {
        let header = ["rank", "changes", "code lines", "score", "file", "longest type", "warnings", "suppressed"]
        let rows = hotspots.files.prefix(HotspotsReport.tableRows).enumerated().map { rank, file -> [String] in
            [
                String(rank + 1), String(file.changes), String(file.codeLines), String(file.score), file.path,
                file.longestTypeText ?? "-", file.warnings.isEmpty ? "-" : Violation.countsText(file.warnings),
                file.suppressed.isEmpty ? "-" : Violation.countsText(file.suppressed),
            ]
        }
        // Rank, changes, code lines and score are numbers.
        return HistoryTable.alignedText([header] + rows) { $0 < 4 }
    }
}

enum HotspotsJSON {
    /// `{"period", "commits", "files": [{"path", "codeLines", "changes", "score", "longestType":
    /// {"name", "line", "lines", "excused"} | null, "warnings": {rule: n}, "suppressed": {rule: n}}]}`,
    /// every file, ranked (`docs/hotspots.schema.json`).
    static func report(_ hotspots: HotspotsReport) -> String {
        func counts(_ counts: [String: Int]) -> String {
            "{" + counts.sorted { $0.key < $1.key }.map { "\(JSON.string($0.key)): \($0.value)" }.joined(separator: ", ") + "}"
        }
        let files = hotspots.files.map { file in
            let longest = file.longestType.map { type in
                "{\"name\": \(JSON.string(type.name)), \"line\": \(type.line), \"lines\": \(type.lines), "
                    + "\"excused\": \(file.longestTypeIsExcused)}"
            } ?? "null"
            return "    {\"path\": \(JSON.string(file.path)), \"codeLines\": \(file.codeLines), \"changes\": \(file.changes), "
                + "\"score\": \(file.score), \"longestType\": \(longest), \"warnings\": \(counts(file.warnings)), "
                + "\"suppressed\": \(counts(file.suppressed))}"
        }
        return """
            {
              "period": \(JSON.string(hotspots.period)),
              "commits": \(hotspots.commitCount),
              "files": [
            \(files.joined(separator: ",\n"))
              ]
            }

            """
    }
}
