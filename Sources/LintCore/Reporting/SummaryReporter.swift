/// A text table of violations per rule, the most violated first, with a total row, like
/// SwiftLint's summary reporter.
public struct SummaryReporter: Reporter {
    public static let identifier = "summary"
    public static let summary = "Text table of violation counts per rule"

    public init() {}

    private static let header = ["rule identifier", "opt-in", "warnings", "errors", "total violations", "number of files"]

    public func report(_ violations: [Violation], context: ReportContext) -> String {
        let rows = Tally.grouped(violations, by: \.ruleIdentifier).map { id, tally in
            [id, context.rule(id).map { $0.isOptIn ? "yes" : "no" } ?? "-"] + Self.counts(tally)
        }
        let total = ["Total", ""] + Self.counts(Tally.of(violations))
        let widths = Self.header.indices.map { column in
            ([Self.header, total] + rows).map { $0[column].count }.max() ?? 0
        }
        let border = "+" + widths.map { String(repeating: "-", count: $0 + 2) + "+" }.joined() + "\n"
        let body = rows.isEmpty ? "" : rows.map { Self.line($0, widths) }.joined() + border
        return border + Self.line(Self.header, widths, header: true) + border + body + Self.line(total, widths) + border
    }

    private static func counts(_ tally: Tally) -> [String] {
        [tally.warnings, tally.errors, tally.total, tally.paths.count].map(String.init)
    }

    /// Counts are right-aligned, as numbers are; names and headers left-aligned.
    private static func line(_ cells: [String], _ widths: [Int], header: Bool = false) -> String {
        let padded = zip(cells, widths).enumerated().map { column, pair in
            let padding = String(repeating: " ", count: pair.1 - pair.0.count)
            return header || column < 2 ? pair.0 + padding : padding + pair.0
        }
        return "| " + padded.joined(separator: " | ") + " |\n"
    }
}
