#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A calendar day of the proleptic Gregorian calendar. Comparing days compares their
/// ordinal day numbers, so date arithmetic needs no `Calendar` or `DateFormatter`.
public struct Day: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Nil unless the day exists: month 1...12, day within that month (leap years included).
    public init?(year: Int, month: Int, day: Int) {
        guard Self.problem(year: year, month: month, day: day) == nil else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `ordinal` days after 1970-01-01 (negative: before it).
    public init(ordinal: Int) {
        // Howard Hinnant's civil_from_days: eras of 400 years, years starting in March.
        let shifted = ordinal + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// The UTC day of an instant given in seconds since 1970 (a git timestamp).
    public init(secondsSince1970 seconds: Int) {
        self.init(ordinal: seconds.floorDivided(by: 86_400))
    }

    /// Days since 1970-01-01.
    public var ordinal: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// `yyyy-MM-dd`, strictly: four-digit year, two-digit month and day.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Why these numbers are no calendar day ("there is no month 13"), or nil when they are one.
    public static func problem(year: Int, month: Int, day: Int) -> String? {
        guard (1...12).contains(month) else { return "there is no month \(month)" }
        let length = daysIn(month: month, year: year)
        guard (1...length).contains(day) else { return "\(monthNames[month - 1]) \(year) has \(length) days" }
        return nil
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    public static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                     "September", "October", "November", "December"]

    public static func < (lhs: Day, rhs: Day) -> Bool { lhs.ordinal < rhs.ordinal }

    public static func - (lhs: Day, rhs: Day) -> Int { lhs.ordinal - rhs.ordinal }

    public var description: String {
        let paddedYear = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return paddedYear + (month < 10 ? "-0" : "-") + String(month) + (day < 10 ? "-0" : "-") + String(day)
    }
}

/// Which day "today" is for date-dependent rules: the `LINT_TODAY` environment variable
/// (`YYYY-MM-DD`) when set, so CI runs and tests are reproducible; otherwise the clock's
/// date in UTC.
public enum LintDate {
    public static let environmentVariable = "LINT_TODAY"

    /// Throws `LintDateError` when `LINT_TODAY` is set but is not a real `YYYY-MM-DD` day.
    public static func today(
        environment: [String: String] = ProcessInfo.processInfo.environment, now: Date = Date()
    ) throws(LintDateError) -> Day {
        guard let text = environment[environmentVariable] else { return day(of: now) }
        guard let day = Day(iso: text) else { throw LintDateError(value: text) }
        return day
    }

    /// The UTC calendar day of an instant.
    public static func day(of date: Date) -> Day {
        Day(ordinal: Int((date.timeIntervalSince1970 / 86_400).rounded(.down)))
    }
}

public struct LintDateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The rejected `LINT_TODAY` value.
    public var value: String

    public var description: String {
        var reason = "expected YYYY-MM-DD"
        let numbers = value.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        if numbers.count == 3, let year = numbers[0], let month = numbers[1], let day = numbers[2],
           let problem = Day.problem(year: year, month: month, day: day) {
            reason = problem
        }
        return "\(LintDate.environmentVariable)=\(value) is not a date (\(reason)); "
            + "set it to a real day as YYYY-MM-DD, e.g. \(LintDate.environmentVariable)=2025-03-01, or unset it"
    }
}
