import LintCore

/// How `lint history` spaces its snapshots: one commit per interval, the last in it.
enum HistoryInterval: Equatable {
    /// Every N commits of the first-parent line, counted back from its tip.
    case commits(Int)
    case day, week, month

    static func parse(_ text: String) throws(Arguments.UsageError) -> HistoryInterval {
        switch text {
        case "day", "daily": return .day
        case "week", "weekly": return .week
        case "month", "monthly": return .month
        default:
            guard let count = Int(text), count >= 1 else {
                throw Arguments.UsageError(
                    message: "`--every` takes a number of commits (such as 10), `day`, `week` or `month`, found `\(text)`"
                )
            }
            return .commits(count)
        }
    }

    /// The commits of `line` (oldest first) that stand for their intervals, oldest first. The
    /// tip is always one of them. Days, weeks (from Monday) and months are UTC calendar ones.
    func sample(_ line: [GitRepository.StampedCommit]) -> [GitRepository.StampedCommit] {
        guard case .commits(let count) = self else {
            var lastOfInterval: [Int: Int] = [:]
            for (position, commit) in line.enumerated() { lastOfInterval[interval(of: commit.day)] = position }
            return Set(lastOfInterval.values).sorted().map { line[$0] }
        }
        return line.indices.filter { (line.count - 1 - $0) % count == 0 }.map { line[$0] }
    }

    private func interval(of day: Day) -> Int {
        switch self {
        case .day, .commits: day.ordinal
        // 1970-01-01 was a Thursday: adding 3 makes weeks start on Monday.
        case .week: (day.ordinal + 3).floorDivided(by: 7)
        case .month: day.year * 12 + day.month
        }
    }
}

/// Where `--since` starts the walk: a day, or a revision.
extension GitRepository {
    /// The commit `--since REV` names: a revision that is not one is said to be neither a day
    /// nor a revision (a shallow clone that lacks it gets git's advice on fetching it).
    func commit(since revision: String) throws -> String {
        do {
            return try commit(revision, for: "`--since`")
        } catch let error as RunError where !error.message.contains("shallow") {
            throw RunError(
                message: "`--since`: `\(revision)` is neither a day (2024-03-01, 2024-03, `6 months ago`) nor a revision "
                    + "of the repository at \(root)"
            )
        }
    }
}

enum HistoryStart: Equatable {
    case day(Day)
    case revision(String)

    /// `2024-03-01`, `2024-03` (its first day), `6 months ago` / `2.years.ago` (from `today`),
    /// else a revision.
    static func parse(_ text: String, today: Day) -> HistoryStart {
        if let day = Day(iso: text) { return .day(day) }
        let parts = text.split(separator: "-")
        if parts.count == 2, parts[0].count == 4, parts[1].count == 2, let year = Int(parts[0]), let month = Int(parts[1]),
           let day = Day(year: year, month: month, day: 1) {
            return .day(day)
        }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "." }).map(String.init)
        if words.count == 3, words[2] == "ago", let count = Int(words[0]), count >= 0,
           let day = today.moved(back: count, words[1].hasSuffix("s") ? String(words[1].dropLast()) : words[1]) {
            return .day(day)
        }
        return .revision(text)
    }
}

extension Day {
    /// The day `count` units (`day`, `week`, `month`, `year`) before this one; a month or year
    /// back from the 31st ends on its month's last day.
    func moved(back count: Int, _ unit: String) -> Day? {
        switch unit {
        case "day": return Day(ordinal: ordinal - count)
        case "week": return Day(ordinal: ordinal - 7 * count)
        case "month", "year":
            let months = year * 12 + (month - 1) - (unit == "year" ? 12 * count : count)
            let (year, month) = (months.floorDivided(by: 12), months - months.floorDivided(by: 12) * 12 + 1)
            return Day(year: year, month: month, day: min(day, Day.daysIn(month: month, year: year)))
        default: return nil
        }
    }
}
