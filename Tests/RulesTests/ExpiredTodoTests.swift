import LintCore
import Rules
import XCTest

final class ExpiredTodoTests: XCTestCase {
    private func day(_ text: String) throws -> Day { try XCTUnwrap(Day(iso: text)) }

    func testReadsTheThreeLayouts() throws {
        XCTAssertEqual(ExpiredTodoRule.readDate("2025-03-01"), .day(try day("2025-03-01")))
        XCTAssertEqual(ExpiredTodoRule.readDate("2025/3/1"), .day(try day("2025-03-01")))
        XCTAssertEqual(ExpiredTodoRule.readDate("03/01/2025"), .day(try day("2025-03-01")))
        XCTAssertEqual(ExpiredTodoRule.readDate("2/29/2024"), .day(try day("2024-02-29")))
    }

    func testAttemptedDatesThatNameNoDayAreMalformed() {
        XCTAssertEqual(ExpiredTodoRule.readDate("2025-13-45"), .malformed("there is no month 13"))
        XCTAssertEqual(ExpiredTodoRule.readDate("2025-02-29"), .malformed("February 2025 has 28 days"))
        XCTAssertEqual(ExpiredTodoRule.readDate("13/01/2025"), .malformed("there is no month 13"))
        for text in ["01-03-2025", "03/01/25", "25-03-01", "2025-003-01", "2025-03/01"] {
            XCTAssertEqual(ExpiredTodoRule.readDate(text), .malformed("lint reads yyyy-MM-dd and MM/dd/yyyy"), text)
        }
    }

    func testTextThatIsNoAttemptAtADateIsIgnored() {
        for text in ["next week", "alice", "#1234", "1234", "1.2.3", "2023.1.1", "01.03.2025", "2026-07", "20260318-00247", "1-2-3", "v2025-03-01",
                     "2025-03-01a", "12345-01-01", ""] {
            XCTAssertNil(ExpiredTodoRule.readDate(text), text)
        }
    }

    private func messages(_ code: String, today: String, approachingDays: Int = 0) throws -> [String] {
        var options = ExpiredTodoRule.Options()
        options.today = try day(today)
        options.approachingDays = approachingDays
        return ExpiredTodoRule(options: options).validate(SourceFile(contents: code)).map(\.message)
    }

    func testMessagesNameTheDateAndWhatToDo() throws {
        XCTAssertEqual(try messages("// TODO(2025-02-28): x", today: "2025-03-01"), [
            "`TODO` dated 2025-02-28 is past its date: do it now, or re-date it with the reason it waits",
        ])
        XCTAssertEqual(try messages("// FIXME: [03/01/2025] x", today: "2025-03-01"), [
            "`FIXME` dated 03/01/2025 is due today: do it now, or re-date it with the reason it waits",
        ])
        XCTAssertEqual(try messages("// TODO(2025-02-30): x", today: "2025-03-01"), [
            "`TODO` carries the malformed date `2025-02-30` (February 2025 has 28 days): write a real day as "
                + "yyyy-MM-dd or MM/dd/yyyy, or remove the date",
        ])
    }

    func testApproachingDaysWarnsThatManyDaysEarly() throws {
        let code = "// TODO(2025-03-31): x"
        XCTAssertEqual(try messages(code, today: "2025-03-01"), [])
        XCTAssertEqual(try messages(code, today: "2025-03-01", approachingDays: 29), [])
        XCTAssertEqual(try messages(code, today: "2025-03-01", approachingDays: 30), [
            "`TODO` dated 2025-03-31 is due in 30 days: do it before then, or re-date it with the reason it waits",
        ])
        XCTAssertEqual(try messages(code, today: "2025-03-30", approachingDays: 30).first?.contains("in 1 day:"), true)
    }

    /// Groups are read on bytes when they are ASCII and through Characters when not: both
    /// must split items and trim spaces alike, Unicode spaces included.
    func testFindsTheDateAmongItemsAndSpacesOfAnyKind() throws {
        let past = "`TODO` dated 2001-01-01 is past its date: do it now, or re-date it with the reason it waits"
        for code in ["// TODO(alice;2001-01-01): x", "// TODO(alice,\t2001-01-01): x", "// TODO(2001-01-01\u{00A0}alice): x",
                     "// TODO(ünal 2001-01-01): x", "// TODO: fix [ 2001-01-01 ]", "// TODO: fix [\u{2003}2001-01-01\u{2003}]",
                     "// TODO: fix [alice] and [2001-01-01]"] {
            XCTAssertEqual(try messages(code, today: "2025-03-01"), [past], code)
        }
        for code in ["// TODO(alice-2001-01-01): x", "// TODO: fix [2001-01-01 alice]", "// TODO(2001-01-01a): x"] {
            XCTAssertEqual(try messages(code, today: "2025-03-01"), [], code)
        }
    }

    func testTheDayBeforeTheDateIsFine() throws {
        XCTAssertEqual(try messages("// TODO(2024-03-01): x", today: "2024-02-29"), [])
        XCTAssertEqual(try messages("// TODO(2024-03-01): x", today: "2024-03-01").count, 1)
    }

    func testReportsAtTheWordOnEveryLineOfABlockComment() throws {
        var options = ExpiredTodoRule.Options()
        options.today = try day("2025-03-01")
        let code = "/*\n * TODO(2001-01-01): a\n * FIXME(2001-01-01): b\n */\nlet x = 1 // TODO(2001-01-01): c\n"
        let locations = ExpiredTodoRule(options: options).validate(SourceFile(contents: code)).map(\.location)
        XCTAssertEqual(locations, [Location(line: 2, column: 4), Location(line: 3, column: 4),
                                   Location(line: 5, column: 14)])
    }

    /// `lint history` judges each snapshot on its own day from one reading: on every day, the
    /// dated violations that hold are where `validate` on that day reports.
    func testDatedViolationsHoldOnTheDaysValidateReportsThem() throws {
        let code = """
            // TODO(2025-03-01): one
            // FIXME: [03/05/2025] two
            // TODO(2025-02-30): no such day
            // TODO: undated
            """
        for approachingDays in [0, 3] {
            for offset in -2...8 {
                var options = ExpiredTodoRule.Options()
                options.today = Day(ordinal: try day("2025-02-27").ordinal + offset)
                options.approachingDays = approachingDays
                let rule = ExpiredTodoRule(options: options)
                let file = SourceFile(contents: code)
                let validated = rule.validate(file).map(\.location)
                let dated = rule.datedViolations(in: file).filter { $0.holds(on: rule.today) }.map(\.violation.location)
                XCTAssertEqual(dated, validated, "day \(rule.today), approaching \(approachingDays)")
            }
        }
    }
}
