import LintCore
import Rules
import XCTest

/// SwiftLint's `expiring_todo` examples and tests, in lint's terms. SwiftLint reads
/// `[MM/dd/yyyy]` by default, as lint does besides `yyyy-MM-dd`; "today" is pinned.
/// Documented differences: lint reports at the `TODO` word, SwiftLint at the date; a date that
/// names no day is a warning here, an error there.
final class ExpiringTodoPeerTests: XCTestCase {
    private func lines(_ code: String, today: String = "2025-06-01", approachingDays: Int = 0) throws -> [Int] {
        var options = ExpiredTodoRule.Options()
        options.today = try XCTUnwrap(Day(iso: today))
        options.approachingDays = approachingDays
        return ExpiredTodoRule(options: options).validate(SourceFile(contents: code)).map(\.location.line)
    }

    func testSwiftLintsNonTriggeringExamples() throws {
        for code in ["// notaTODO:", "// notaFIXME:", "// TODO: [12/31/9999]", "// TODO(note)", "// FIXME(note)",
                     "/* FIXME: */", "/* TODO: */", "/** FIXME: */", "/** TODO: */"] {
            XCTAssertEqual(try lines(code), [], code)
        }
    }

    func testSwiftLintsTriggeringExamples() throws {
        for code in ["// TODO: [10/14/2019]", "// FIXME: [10/14/2019]", "// FIXME: [1/14/2019]", "// TODO: [9999/14/10]"] {
            XCTAssertEqual(try lines(code), [1], code)
        }
    }

    func testSwiftLintsTestsOfPlacesAndCounts() throws {
        XCTAssertEqual(try lines("fatalError() // TODO: [05/31/2025] Implement"), [1], "expired, after code")
        XCTAssertEqual(try lines("fatalError() // TODO: [06/01/2025] Implement"), [1], "due today counts as expired")
        XCTAssertEqual(try lines("// TODO: [06/10/2025]", approachingDays: 15), [1], "approaching")
        XCTAssertEqual(try lines("// TODO: [06/10/2025]"), [], "approaching, with no warning before the day")
        XCTAssertEqual(try lines("""
            fatalError() // TODO: [05/31/2025] Implement one
            fatalError() // TODO: Implement two by [05/31/2025]
            """), [1, 2])
        XCTAssertEqual(try lines("""
            // TODO: Implement one - without deadline
            fatalError()
            // TODO: Implement two by [05/31/2025]
            """), [3])
        XCTAssertEqual(try lines("""
            TODO()
            // TODO: Implement two by [05/31/2025]
            """), [2])
    }

    /// SwiftLint reads a date on a later line of the same comment; it reports the date's line
    /// (3), lint the note's (1).
    func testADateOnALaterLineOfTheSameComment() throws {
        XCTAssertEqual(try lines("""
            // TODO: Multi-line task
            //       for: @MATODOLU
            //       deadline: [05/31/2025]
            //       severity: fatal
            """), [1])
        XCTAssertEqual(try lines("""
            /* FIXME: the cache is rebuilt twice,
               once for each scene [2025-05-31] */
            """), [1])
        XCTAssertEqual(try lines("""
            // TODO: no deadline for this one
            // TODO: this one has [2025-05-31]
            """), [2], "a later date belongs to the later note")
        XCTAssertEqual(try lines("""
            // TODO: no deadline here

            // The release notes of [2025-05-31] say why.
            """), [], "another comment is another note")
    }
}
