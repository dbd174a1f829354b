import LintCore
import XCTest

/// A warning's advice, given apart from its fact, is printed once per rule in a terminal.
final class RemedyTests: XCTestCase {
    private func violation(_ rule: String, _ message: String, remedy: String?, line: Int = 1) -> Violation {
        var violation = Violation(
            ruleIdentifier: rule, ruleName: rule, severity: .warning, path: "A.swift", location: Location(line: line, column: 1),
            message: message
        )
        violation.remedy = remedy
        return violation
    }

    func testTheFactIsTheMessageWithoutItsRemedyAndTheWordsLeadingToIt() {
        XCTAssertEqual(violation("r", "`FeedManager` ends in 'Manager'; name it for its role", remedy: "name it for its role").fact,
                       "`FeedManager` ends in 'Manager'")
        XCTAssertEqual(violation("r", "Class `A` has 300 lines (40). A part is a type", remedy: "A part is a type").fact,
                       "Class `A` has 300 lines (40)")
        XCTAssertEqual(violation("r", "Lines 3–9 hold code: delete it", remedy: "delete it").fact, "Lines 3–9 hold code")
    }

    /// A message that no longer ends in its remedy (two warnings merged into one) is a fact whole.
    func testAMessageNotEndingInItsRemedyIsAFactWhole() {
        let merged = violation("r", "x changed: re-read it. Also s: y is gone", remedy: "re-read it")
        XCTAssertEqual(merged.fact, merged.message)
        XCTAssertEqual(violation("r", "no remedy: here", remedy: nil).fact, "no remedy: here")
        XCTAssertEqual(violation("r", "delete it", remedy: "delete it").fact, "delete it")
        XCTAssertTrue(Violation.remedies(of: [merged, violation("r", "delete it", remedy: "delete it")]).isEmpty)
    }

    func testEachRulesRemediesOnceByRuleAndText() {
        let found = [
            violation("controller_naming", "`AManager` ends: name it", remedy: "name it"),
            violation("class_length", "Class `A` is long. Split it", remedy: "Split it", line: 2),
            violation("controller_naming", "`BManager` ends: name it", remedy: "name it", line: 3),
            violation("optional_collection", "`a` is optional: store []", remedy: "store []", line: 4),
            violation("optional_collection", "`b` is optional: store [:]", remedy: "store [:]", line: 5),
            violation("misused_enumerated", "`a[i]` indexes: zip(a, b)", remedy: nil, line: 6),
        ]
        XCTAssertEqual(Violation.remedies(of: found).map { "\($0.rule): \($0.remedy)" }, [
            "class_length: Split it", "controller_naming: name it", "optional_collection: store [:]", "optional_collection: store []",
        ])
    }

    func testTheXcodeReportStatesFactsAndEachRemedyOnceOnlyWhenAsked() {
        let found = [
            violation("controller_naming", "`AManager` ends in 'Manager'; name it for its role", remedy: "name it for its role"),
            violation("controller_naming", "`BManager` ends in 'Manager'; name it for its role", remedy: "name it for its role", line: 2),
            violation("misused_enumerated", "`a[i]` uses an offset: pair them with `zip(a, b)`", remedy: nil, line: 3),
        ]
        var context = ReportContext(currentDirectory: "/work")
        XCTAssertEqual(XcodeReporter().report(found, context: context), """
            A.swift:1:1: warning: `AManager` ends in 'Manager'; name it for its role (controller_naming)
            A.swift:2:1: warning: `BManager` ends in 'Manager'; name it for its role (controller_naming)
            A.swift:3:1: warning: `a[i]` uses an offset: pair them with `zip(a, b)` (misused_enumerated)

            """)
        context.statesRemediesOnce = true
        XCTAssertEqual(XcodeReporter().report(found, context: context), """
            A.swift:1:1: warning: `AManager` ends in 'Manager' (controller_naming)
            A.swift:2:1: warning: `BManager` ends in 'Manager' (controller_naming)
            A.swift:3:1: warning: `a[i]` uses an offset: pair them with `zip(a, b)` (misused_enumerated)

            What to do (`--verbose` repeats it on every warning):
              controller_naming: name it for its role

            """)
        XCTAssertEqual(XcodeReporter().report([found[2]], context: context), """
            A.swift:3:1: warning: `a[i]` uses an offset: pair them with `zip(a, b)` (misused_enumerated)

            """)
    }
}
