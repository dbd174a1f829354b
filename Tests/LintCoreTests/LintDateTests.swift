import Foundation
import LintCore
import XCTest

final class LintDateTests: XCTestCase {
    func testDaysValidateTheCalendar() {
        XCTAssertNotNil(Day(year: 2024, month: 2, day: 29))
        XCTAssertNotNil(Day(year: 2000, month: 2, day: 29))
        XCTAssertNil(Day(year: 1900, month: 2, day: 29))
        XCTAssertNil(Day(year: 2025, month: 2, day: 29))
        XCTAssertNil(Day(year: 2025, month: 4, day: 31))
        XCTAssertNil(Day(year: 2025, month: 13, day: 1))
        XCTAssertNil(Day(year: 2025, month: 0, day: 1))
        XCTAssertNil(Day(year: 2025, month: 1, day: 0))
        XCTAssertEqual(Day.problem(year: 2025, month: 13, day: 45), "there is no month 13")
        XCTAssertEqual(Day.problem(year: 2025, month: 2, day: 30), "February 2025 has 28 days")
    }

    func testOrdinalsCountDaysFromTheEpoch() throws {
        XCTAssertEqual(try XCTUnwrap(Day(year: 1970, month: 1, day: 1)).ordinal, 0)
        XCTAssertEqual(try XCTUnwrap(Day(year: 2000, month: 3, day: 1)).ordinal, 11_017)
        XCTAssertEqual(try XCTUnwrap(Day(year: 1969, month: 12, day: 31)).ordinal, -1)
        let leapDay = try XCTUnwrap(Day(year: 2024, month: 2, day: 29))
        let march = try XCTUnwrap(Day(year: 2024, month: 3, day: 1))
        XCTAssertEqual(march - leapDay, 1)
        XCTAssertLessThan(leapDay, march)
        for ordinal in stride(from: -800_000, through: 800_000, by: 997) {
            let day = Day(ordinal: ordinal)
            XCTAssertEqual(day.ordinal, ordinal)
            XCTAssertNotNil(Day(year: day.year, month: day.month, day: day.day))
        }
    }

    func testISOTextIsStrict() {
        XCTAssertEqual(Day(iso: "2025-03-01")?.description, "2025-03-01")
        XCTAssertEqual(Day(iso: "0999-12-31")?.description, "0999-12-31")
        for text in ["2025-3-1", "25-03-01", "2025/03/01", "2025-03-01 ", "2025-02-29", "2025-03", "", "+025-03-01"] {
            XCTAssertNil(Day(iso: text), text)
        }
    }

    func testTodayComesFromLintTodayWhenSet() throws {
        XCTAssertEqual(try LintDate.today(environment: ["LINT_TODAY": "2024-02-29"]), Day(year: 2024, month: 2, day: 29))
    }

    func testTodayIsTheClocksDayInUTCOtherwise() throws {
        let instant = Date(timeIntervalSince1970: 1_740_787_200 - 1) // 2025-02-28T23:59:59Z
        XCTAssertEqual(try LintDate.today(environment: [:], now: instant), Day(year: 2025, month: 2, day: 28))
        XCTAssertEqual(LintDate.day(of: instant.addingTimeInterval(1)), Day(year: 2025, month: 3, day: 1))
        XCTAssertEqual(LintDate.day(of: Date(timeIntervalSince1970: -1)), Day(year: 1969, month: 12, day: 31))
    }

    func testAnInvalidLintTodayThrowsAClearError() {
        for (value, reason) in [("2025-13-01", "there is no month 13"), ("2025-02-30", "February 2025 has 28 days"),
                                ("tomorrow", "expected YYYY-MM-DD"), ("", "expected YYYY-MM-DD")] {
            XCTAssertThrowsError(try LintDate.today(environment: ["LINT_TODAY": value])) { error in
                let message = String(describing: error)
                XCTAssertTrue(message.hasPrefix("LINT_TODAY=\(value) is not a date (\(reason))"), message)
                XCTAssertTrue(message.contains("YYYY-MM-DD"), message)
            }
        }
    }
}
