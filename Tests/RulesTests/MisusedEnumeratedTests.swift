import LintCore
import Rules
import XCTest

final class MisusedEnumeratedTests: XCTestCase {
    private func messages(_ code: String) -> [String] {
        MisusedEnumeratedRule(options: .init()).validate(SourceFile(contents: code)).map(\.message)
    }

    /// A receiver written over several lines is quoted compacted onto one, whatever ends its
    /// lines; one written on one line is quoted as written.
    func testMultilineReceiversAreQuotedOnOneLine() {
        let code = """
            func f() {
                for (i, x) in items
                    .filter(isValid)
                    .enumerated() {
                    other[i] = x
                }
            }
            """
        let expected = "`other[i]` writes through an `enumerated()` offset, which is not an index: iterate "
            + "`zip(other.indices, items.filter(isValid))` to change the collection in place"
        XCTAssertEqual(messages(code), [expected])
        XCTAssertEqual(messages(code.replacingOccurrences(of: "\n", with: "\r\n")), [expected])
        XCTAssertEqual(messages(code.replacingOccurrences(of: "\n", with: "\r")), [expected])
        let oneLine = "for (i, x) in items . filter(isValid).enumerated() { other[i] = x }"
        XCTAssertEqual(messages(oneLine), [expected.replacingOccurrences(of: "items.filter", with: "items . filter")])
    }

    /// The suggested `zip` keeps what the loop does: when the offset is also a number, the
    /// pairs keep it through `enumerated()`.
    func testSuggestionsKeepTheOffsetWhenTheBodyCountsWithIt() {
        let pairing = "`labels[i]` uses an `enumerated()` offset as an index into another collection: pair them with "
        XCTAssertEqual(messages("for (i, page) in pages.enumerated() { show(labels[i], page) }"), [
            pairing + "`zip(pages, labels)`",
        ])
        XCTAssertEqual(messages("for (i, page) in pages.enumerated() { show(labels[i], page, first: i == 0) }"), [
            pairing + "`zip(pages, labels).enumerated()`, which keeps the offset for its other uses",
        ])
        let closure = "let all = decls.enumerated().map { Descriptor(index: $0.offset, features: features[$0.offset]) }"
        XCTAssertEqual(messages(closure), [
            "`features[$0.offset]` uses an `enumerated()` offset as an index into another collection: pair them "
                + "with `zip(decls, features).enumerated()`, which keeps the offset for its other uses",
        ])
    }

    /// `!=` is scanned as `!` and `=`: a comparison is a read, not a write.
    func testComparingAnOffsetSubscriptIsAReadNotAWrite() {
        let code = """
            values.enumerated().forEach { offset, element in
                if names[offset] != "_" { context[names[offset]] = element }
            }
            """
        XCTAssertEqual(messages(code), [
            "`names[offset]` uses an `enumerated()` offset as an index into another collection: pair them with "
                + "`zip(values, names)`",
        ])
    }
}
