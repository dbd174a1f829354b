import LintCore
import XCTest

/// `Violation.mergingSharedTopics`: one warning per fact about one declaration.
final class SharedTopicTests: XCTestCase {
    private func violation(_ rule: String, line: Int, subject: String?, topics: [String], message: String = "m") -> Violation {
        var violation = Violation(
            ruleIdentifier: rule, ruleName: rule, severity: .warning, path: "Store.swift",
            location: Location(line: line, column: 5), message: message
        )
        violation.subject = subject
        violation.topics = topics
        return violation
    }

    func testTwoRulesStatingOneRenameAreOneWarning() {
        let merged = Violation.mergingSharedTopics([
            violation("doc_comment_not_updated", line: 2, subject: "func Store.load(identifier:)", topics: ["parameter id"],
                      message: "`load(identifier:)` renamed `id` to `identifier`: re-read it"),
            violation("stale_comment", line: 3, subject: "func Store.load(identifier:)", topics: ["parameter id"],
                      message: "the doc comment documents parameter `id`"),
        ])
        XCTAssertEqual(merged.map(\.ruleIdentifier), ["doc_comment_not_updated"])
        XCTAssertEqual(merged.first?.message,
                       "`load(identifier:)` renamed `id` to `identifier`: re-read it. Also stale_comment: the doc comment documents parameter `id`")
    }

    func testDifferentDeclarationsTopicsOrOneRuleStayApart() {
        let kept = [
            violation("doc_comment_not_updated", line: 2, subject: "func Store.load(identifier:)", topics: ["parameter id"]),
            violation("stale_comment", line: 9, subject: "func Store.save(user:)", topics: ["parameter id"]),
            violation("stale_comment", line: 3, subject: "func Store.load(identifier:)", topics: ["parameter cache"]),
            violation("doc_comment_not_updated", line: 4, subject: "func Store.load(identifier:)", topics: ["parameter id"]),
            violation("stale_comment", line: 5, subject: nil, topics: ["parameter id"]),
            violation("class_length", line: 1, subject: "class Store", topics: []),
        ]
        XCTAssertEqual(Violation.mergingSharedTopics(kept).count, kept.count)
    }

    /// The one stating more topics keeps its place, whichever comes first.
    func testTheWiderWarningKeepsItsPlace() {
        let merged = Violation.mergingSharedTopics([
            violation("stale_comment", line: 3, subject: "func f(b:d:)", topics: ["parameter a"], message: "a"),
            violation("doc_comment_not_updated", line: 2, subject: "func f(b:d:)", topics: ["parameter a", "parameter c"], message: "ac"),
            violation("stale_comment", line: 4, subject: "func f(b:d:)", topics: ["parameter c"], message: "c"),
        ])
        XCTAssertEqual(merged.map(\.message), ["ac. Also stale_comment: a. Also stale_comment: c"])
    }
}
