/// A line chart of one series over time, as SVG with no script: each snapshot is a point whose
/// `<title>` (the commit, date and value) shows on hover. A snapshot without a value (a rule
/// its configuration does not enable) breaks the line.
struct HistoryChart {
    var title: String
    /// What one unit is, for the hover text: "violations", "lines".
    var unit: String
    var points: [Point]

    struct Point {
        var time: Int
        /// A count, or a count per 1,000 code lines (`--per-kloc`).
        var value: Double?
        var label: String
    }

    static let width = 640
    static let height = 180
    private static let left = 56
    private static let right = 16
    private static let top = 28
    private static let bottom = 30

    /// The chart as a group of SVG elements, `offset` points down its document.
    func svg(y offset: Int = 0) -> String {
        let times = points.map(\.time)
        let scale = Scale(first: times.min() ?? 0, last: times.max() ?? 0, maximum: Self.niceCeiling(points.compactMap(\.value).max() ?? 0))
        let parts = ["<text class=\"chart-title\" x=\"\(Self.left)\" y=\"18\">\(HTML.escape(heading))</text>"]
            + timeAxis(scale) + valueAxis(scale) + series(scale)
        return "<g transform=\"translate(0,\(offset))\">\n" + parts.joined(separator: "\n") + "\n</g>"
    }

    /// Where times and values fall in the plot.
    private struct Scale {
        var first: Int
        var last: Int
        var maximum: Double
        private let plotWidth = Double(HistoryChart.width - HistoryChart.left - HistoryChart.right)
        private let plotHeight = Double(HistoryChart.height - HistoryChart.top - HistoryChart.bottom)

        init(first: Int, last: Int, maximum: Double) {
            self.first = first
            self.last = last
            self.maximum = maximum
        }

        func x(_ time: Int) -> Double {
            guard last != first else { return Double(HistoryChart.left) + plotWidth / 2 }
            return Double(HistoryChart.left) + plotWidth * Double(time - first) / Double(last - first)
        }

        func y(_ value: Double) -> Double {
            Double(HistoryChart.top) + plotHeight * (1 - value / (maximum > 0 ? maximum : 1))
        }
    }

    /// The first and last days, and a line at each new year, labelled where there is room.
    private func timeAxis(_ scale: Scale) -> [String] {
        let baseline = Self.height - Self.bottom + 18
        var parts = ["<text class=\"axis\" x=\"\(Self.left)\" y=\"\(baseline)\">\(Self.dayText(scale.first))</text>"]
        if scale.last != scale.first {
            parts.append(
                "<text class=\"axis\" x=\"\(Self.width - Self.right)\" y=\"\(baseline)\" text-anchor=\"end\">\(Self.dayText(scale.last))</text>"
            )
        }
        for (year, time) in Self.yearStarts(from: scale.first, to: scale.last) {
            let position = Self.format(scale.x(time))
            parts.append("<line class=\"grid\" x1=\"\(position)\" x2=\"\(position)\" y1=\"\(Self.top)\" y2=\"\(Self.height - Self.bottom)\"/>")
            // The first and last days' labels take about 70 points each.
            guard scale.x(time) - scale.x(scale.first) > 90, scale.x(scale.last) - scale.x(time) > 90 else { continue }
            parts.append("<text class=\"axis\" x=\"\(position)\" y=\"\(baseline)\" text-anchor=\"middle\">\(year)</text>")
        }
        return parts
    }

    /// Gridlines at 0, half the top and the top, labelled.
    private func valueAxis(_ scale: Scale) -> [String] {
        Self.ticks(scale.maximum).map { tick in
            let position = Self.format(scale.y(tick))
            return "<line class=\"grid\" x1=\"\(Self.left)\" x2=\"\(Self.width - Self.right)\" y1=\"\(position)\" y2=\"\(position)\"/>"
                + "<text class=\"axis\" x=\"\(Self.left - 6)\" y=\"\(position)\" text-anchor=\"end\" "
                + "dominant-baseline=\"middle\">\(Self.format(tick))</text>"
        }
    }

    /// The line through the points with values, and each point with its hover text.
    private func series(_ scale: Scale) -> [String] {
        let lines = segments().map { segment in
            let coordinates = segment.map { "\(Self.format(scale.x($0.time))),\(Self.format(scale.y($0.value ?? 0)))" }
            return "<polyline class=\"series\" points=\"\(coordinates.joined(separator: " "))\"/>"
        }
        let dots = points.compactMap { point -> String? in
            guard let value = point.value else { return nil }
            return "<circle class=\"point\" cx=\"\(Self.format(scale.x(point.time)))\" cy=\"\(Self.format(scale.y(value)))\" r=\"3\">"
                + "<title>\(HTML.escape("\(point.label): \(Self.format(value)) \(unit)"))</title></circle>"
        }
        return lines + dots
    }

    /// The title, with the first and last values: "class_length: 12 → 28".
    private var heading: String {
        let values = points.sorted { $0.time < $1.time }.compactMap(\.value)
        guard let first = values.first, let last = values.last else { return title }
        return values.count == 1 ? "\(title): \(Self.format(last))" : "\(title): \(Self.format(first)) → \(Self.format(last))"
    }

    /// The first instant of each year after `first`'s, up to `last`.
    private static func yearStarts(from first: Int, to last: Int) -> [(year: Int, time: Int)] {
        let firstYear = Day(secondsSince1970: first).year
        let lastYear = Day(secondsSince1970: last).year
        guard lastYear > firstYear else { return [] }
        return (firstYear + 1...lastYear).compactMap { year in
            Day(year: year, month: 1, day: 1).map { (year, $0.ordinal * 86_400) }
        }
    }

    /// The runs of points with values, in time order.
    private func segments() -> [[Point]] {
        var segments: [[Point]] = [[]]
        for point in points.sorted(by: { $0.time < $1.time }) {
            if point.value == nil {
                if !(segments.last?.isEmpty ?? true) { segments.append([]) }
            } else {
                segments[segments.count - 1].append(point)
            }
        }
        return segments.filter { !$0.isEmpty }
    }

    /// Several charts stacked in one `<svg>` element, with their style.
    static func document(_ charts: [HistoryChart], description: String) -> String {
        let body = charts.enumerated().map { $1.svg(y: $0 * height) }.joined(separator: "\n")
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(max(1, charts.count) * height)\" "
            + "width=\"\(width)\" height=\"\(max(1, charts.count) * height)\" role=\"img\">\n"
            + "<desc>\(HTML.escape(description))</desc>\n<style>\(style)</style>\n\(body)\n</svg>"
    }

    static let style = """
        .chart-title { font: 600 13px -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; fill: #1f2328; } \
        .axis { font: 11px -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; fill: #59636e; } \
        .grid { stroke: #d1d9e0; stroke-width: 1; } \
        .series { fill: none; stroke: #0969da; stroke-width: 2; stroke-linejoin: round; } \
        .point { fill: #0969da; } .point:hover { fill: #cf222e; r: 5; }
        """

    /// 0 up to the smallest of 1, 2 or 5 times a power of ten at or above `value`'s (a tenth at
    /// least: values show one decimal).
    static func niceCeiling(_ value: Double) -> Double {
        guard value > 0 else { return 1 }
        var power = 1.0
        while power * 10 <= value { power *= 10 }
        while power > value && power > 0.1 { power /= 10 }
        return [1, 2, 5, 10].map { $0 * power }.first { $0 >= value } ?? value
    }

    /// Gridlines at 0, half and the top; the half only where it is as round as the values
    /// shown (whole when the top is, else in tenths): not at 0.5 of a count that tops at 1.
    private static func ticks(_ maximum: Double) -> [Double] {
        let step = maximum >= 1 ? 1.0 : 0.1
        let half = maximum / 2
        let units = half / step
        return abs(units - units.rounded()) < 1e-9 ? [0, half, maximum] : [0, maximum]
    }

    private static func dayText(_ time: Int) -> String {
        String(HistoryReport.timestamp(time).prefix(10))
    }

    /// One decimal at most: the file stays small and the output the same everywhere.
    private static func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(abs(tenths % 10))"
    }
}

extension HistoryReport {
    /// One chart per rule, then the lines of Swift.
    var charts: [HistoryChart] { charts(of: rules) }

    /// The rules with a violation in some snapshot: the others would draw a flat line.
    var rulesThatFired: [String] {
        rules.filter { rule in snapshots.contains { ($0.counts[rule] ?? 0) > 0 } }
    }

    var rulesAtZeroThroughout: [String] {
        let fired = Set(rulesThatFired)
        return rules.filter { !fired.contains($0) }
    }

    /// One chart per rule of `rules`, then the lines of Swift.
    func charts(of rules: [String]) -> [HistoryChart] {
        func points(_ value: (Snapshot) -> Double?) -> [HistoryChart.Point] {
            snapshots.map { snapshot in
                HistoryChart.Point(
                    time: snapshot.time, value: snapshot.isLinted ? value(snapshot) : nil,
                    label: "\(snapshot.day) · \(snapshot.shortCommit)"
                )
            }
        }
        return rules.map { rule in HistoryChart(title: rule, unit: unit, points: points { value(rule, in: $0) }) }
            + [HistoryChart(title: "Lines of Swift", unit: "lines", points: points { Double($0.lineCount) })]
    }

    var rangeDescription: String {
        let branch = self.branch.map { " of \($0)" } ?? ""
        guard let first = snapshots.first, let last = snapshots.last else { return "No snapshots\(branch)." }
        let count = snapshots.count == 1 ? "1 snapshot" : "\(snapshots.count) snapshots"
        return "\(count)\(branch), \(first.day) to \(last.day)."
    }
}

enum HistorySVG {
    /// Every chart stacked in one standalone SVG file, for a README or a wiki.
    static func report(_ history: HistoryReport) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + HistoryChart.document(history.charts, description: "lint history: " + history.rangeDescription) + "\n"
    }
}
