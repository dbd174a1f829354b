import LintCore
@testable import Rules
import XCTest

final class MisusedEnumeratedTests: XCTestCase {
    private func messages(_ code: String) -> [String] {
        MisusedEnumeratedRule(options: .init()).validate(SourceFile(contents: code)).map(\.message)
    }

    /// Loops nested hundreds deep, each body longer than a lookup's worth: the one whose offset
    /// pairs another collection far inside is reported, the ones whose offsets go unnamed in
    /// their bodies are not; and a buffer declared far before its loop is still found.
    func testDeeplyNestedLoopsAreReadWhole() {
        let depth = 300
        var lines = ["func nested(rows: [[Int]], other: [Int]) {"]
        lines += (0..<depth).map { "for (offset\($0), row\($0)) in rows[\($0)].enumerated() { _ = row\($0)" }
        lines.append("print(other[offset0])")
        lines += Array(repeating: "}", count: depth) + ["}"]
        let found = MisusedEnumeratedRule(options: .init()).validate(SourceFile(contents: lines.joined(separator: "\n")))
        XCTAssertEqual(found.map(\.location.line), [2])
        XCTAssertTrue(found.first?.message.contains("`other[offset0]`") == true, found.first?.message ?? "")

        let filler = (0..<2_000).map { "let unrelated\($0) = \($0)" }.joined(separator: "\n")
        let buffer = "let values = UnsafeMutablePointer<Int>.allocate(capacity: 8)\n\(filler)\n"
            + "for (i, x) in xs.enumerated() { values[i] = x }\n"
        XCTAssertEqual(messages(buffer), [])
        XCTAssertEqual(messages(buffer.replacingOccurrences(of: "UnsafeMutablePointer<Int>.allocate(capacity: 8)", with: "[Int]()")).count, 1)
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

    /// A test that checks two collections element by element is told to compare them whole, which
    /// `zip` would not do: it lets a short collection pass. An element compared with itself, or an
    /// offset the assertion also prints, keeps its own message.
    func testElementwiseAssertionsAreToldToCompareWhole() {
        XCTAssertEqual(messages("for (index, row) in csv.rows.enumerated() {\n    XCTAssertEqual(expected[index], row)\n}"), [
            "`expected[index]` checks each `row` against its partner by `enumerated()` offset: compare the collections "
                + "whole, `XCTAssertEqual(Array(csv.rows), expected)`, which also fails when their lengths differ",
        ])
        let itself = messages("for (index, change) in changes.enumerated() { XCTAssertEqual(change, changes[index]) }")
        XCTAssertTrue(itself.first?.contains("that `enumerated()` already gives") == true, itself.first ?? "")
        let printed = messages("for (i, x) in xs.enumerated() { XCTAssertEqual(x, ys[i], \"at \\(i)\") }")
        XCTAssertTrue(printed.first?.contains("zip(xs, ys).enumerated()") == true, printed.first ?? "")
    }

    /// The essay's pair sample subscripts the element (`imageView[offset - 1]`) for the collection
    /// it walks: the suggestion names the collection, and serves the first element apart as the
    /// essay's rewrite does.
    func testTheEssaysPairsAreToldToZipWithDropFirst() {
        let code = """
            for (offset, imageView) in imageViews.enumerated() {
                if offset == 0 {
                    imageView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor).isActive = true
                } else {
                    let imageToAnchor = imageView[offset - 1]
                    imageView.leadingAnchor.constraint(equalTo: imageToAnchor.trailingAnchor).isActive = true
                }
            }
            """
        XCTAssertEqual(messages(code), [
            "`imageView[offset - 1]` uses an `enumerated()` offset as an index to reach a neighbour: walk adjacent "
                + "pairs with `zip(imageViews, imageViews.dropFirst())`, and serve the first element apart "
                + "(`imageViews.first`)",
        ])
    }

    /// A bounds check, or a helper that checks the bounds, is what `zip` makes unnecessary; it is
    /// not a use of the offset as a number to keep.
    func testBoundsChecksAndSafeHelpersAreNotNumbersToKeep() {
        let pairing = "uses an `enumerated()` offset as an index into another collection: pair them with "
        XCTAssertEqual(messages("for (i, x) in xs.enumerated() { guard i < ys.count else { break }; use(x, ys[i]) }"), [
            "`ys[i]` " + pairing + "`zip(xs, ys)`; `zip` stops at the shorter one as the bounds check does, and "
                + "elements past it, where the loop still needs them, are `xs.dropFirst(ys.count)`",
        ])
        XCTAssertEqual(messages("for (i, title) in titles.enumerated() { buttons[safe: i]?.setTitle(title) }"), [
            "`buttons[safe: i]` " + pairing + "`zip(titles, buttons)`",
        ])
        XCTAssertEqual(messages("for (i, title) in titles.enumerated() { items.safeValue(i)?.title = title }"), [
            "`items.safeValue(i)` " + pairing + "`zip(titles, items)`",
        ])
    }

    /// Several collections read at the offset are pairs too, named together.
    func testSeveralParallelCollectionsAreNamedTogether() {
        let code = "a.enumerated().forEach { i, x in use(x, b[i], c[i]) }"
        XCTAssertEqual(messages(code), [
            "`b[i]` uses an `enumerated()` offset as an index into another collection, as the body does into `c`: "
                + "pair the elements with `zip` (`zip(a, b)`, nested for more), or iterate `a.indices` if they "
                + "truly share its indices",
        ])
    }

    func testEnumeratedLoopsAndClosures() {
        let loops = SourceFile(contents: """
            for (offset, model) in models.enumerated() {
                controllers[offset].model = model
            }
            for (_, x) in self.items.enumerated() where x > 0 {}
            let rows = items.enumerated().map { (index, item) in index }
            items.enumerated().forEach { print($0.offset) }
            let total = values.enumerated().reduce(0) { sum, pair in sum + pair.offset }
            """)
        let uses = MisusedEnumeratedRule.EnumeratedUses.find(in: loops)
        XCTAssertEqual(uses.map(\.form), [
            .forLoop, .forLoop, .closure(method: "map"), .closure(method: "forEach"), .closure(method: "reduce"),
        ])
        XCTAssertEqual(uses.map(\.offsetName), ["offset", "_", "index", nil, "sum"])
        XCTAssertEqual(uses.map(\.elementName), ["model", "x", "item", nil, "pair"])
        XCTAssertEqual(loops.tokens[uses[0].open].line, 0)
        XCTAssertEqual(uses[0].close.map { loops.tokens[$0].line }, 2)
        // A script's first token may be the loop's `for`.
        let file = SourceFile(contents: "for (i, x) in self.items.enumerated() {}")
        let receiver = MisusedEnumeratedRule.EnumeratedUses.find(in: file)[0].receiver
        XCTAssertEqual(receiver.map { file.text(of: file.tokens[$0]) }.joined(), "self.items")
        XCTAssertTrue(MisusedEnumeratedRule.EnumeratedUses.find(in: SourceFile(contents: "import struct for.X")).isEmpty)
    }

    /// The bounds check the message names is one against the partner: a check against the walked
    /// collection's own count (`i + 1 < xs.count`) is no bounds check `zip` with `ys` replaces.
    func testTheBoundsCheckNamedIsThePartners() {
        let own = "for (i, x) in xs.enumerated() { if i + 1 < xs.count { print(ys[i], x) } }"
        XCTAssertEqual(messages(own), [
            "`ys[i]` uses an `enumerated()` offset as an index into another collection: pair them with `zip(xs, ys)`",
        ])
        let partner = "for (i, x) in xs.enumerated() { guard i < ys.count else { continue }; print(ys[i], x) }"
        XCTAssertEqual(messages(partner).first?.contains("as the bounds check does"), true)
    }

    /// Removing by offset while the loop goes on and removing what the loop found are told apart.
    func testRemovalsSayWhetherTheLoopGoesOn() {
        XCTAssertEqual(messages("for (i, t) in tabs.enumerated() { if t.isClosed { tabs.remove(at: i) } }"), [
            "`tabs.remove(at: i)` removes by an `enumerated()` offset while the loop goes on: each removal shifts "
                + "the elements after it, so later offsets miss theirs; remove them in one pass with "
                + "`tabs.removeAll(where:)`",
        ])
        XCTAssertEqual(messages("for (i, t) in tabs.enumerated() where t.id == id { tabs.remove(at: i); break }"), [
            "`tabs.remove(at: i)` removes at the `enumerated()` offset of the element the loop found, which is not "
                + "an index: `tabs.firstIndex(where:)` finds its index",
        ])
        // Found in one collection, removed from another (a reversed copy's offset): no index of it says so.
        XCTAssertEqual(messages("for (i, t) in reversed.enumerated() where t.id == id { tabs.remove(at: i); break }"), [])
    }

    /// An offset a search found is followed to the subscript that uses it.
    func testAnOffsetFoundBySearchIsFollowedToItsUse() {
        let code = """
            let i = rows.enumerated().first(where: { $0.element.isSelected })?.offset
            guard let i else { return }
            labels[i].text = title
            """
        XCTAssertEqual(messages(code), [
            "`labels[i]` uses `i`, the offset `rows.enumerated().first(where:)` found, as an index into another "
                + "collection, pairing the two by position: `zip(rows, labels).first(where:)` finds the partner with "
                + "the element",
        ])
    }

    /// A `where` clause that uses the offset keeps it in the suggested `zip`.
    func testAnOffsetInTheWhereClauseIsKept() {
        XCTAssertEqual(messages("for (i, x) in xs.enumerated() where i < 3 { print(ys[i], x) }"), [
            "`ys[i]` uses an `enumerated()` offset as an index into another collection: pair them with "
                + "`zip(xs, ys).enumerated()`, which keeps the offset for its other uses",
        ])
    }

    /// A write through an element's member changes the collection only if its elements are
    /// values: on objects (`[UILabel?]`) the partner is paired by `zip`; unknown, both are offered.
    func testAMemberWriteOnObjectsIsAPairing() {
        let code = """
            final class Segments {
                private var labels = [UILabel?]()
                func update() {
                    for (index, button) in buttons.enumerated() { labels[index]?.font = button.font }
                    for (index, button) in buttons.enumerated() { cells[index].title = button.title }
                }
            }
            """
        XCTAssertEqual(messages(code), [
            "`labels[index]` uses an `enumerated()` offset as an index into another collection: pair them with "
                + "`zip(buttons, labels)`",
            "`cells[index]` reaches a partner by `enumerated()` offset, which is not an index: pair them with "
                + "`zip(buttons, cells)` if its elements are objects, or iterate `zip(cells.indices, buttons)` if "
                + "they are values the loop changes in place",
        ])
    }

    /// Of a read and a write of the same collection, the write is told: `zip` cannot write.
    func testAWriteIsToldBeforeARead() {
        let code = "for (i, c) in chars.enumerated() { var mask = lookups[i]; mask.insert(c); lookups[i] = mask }"
        XCTAssertEqual(messages(code), [
            "`lookups[i]` writes through an `enumerated()` offset, which is not an index: iterate "
                + "`zip(lookups.indices, chars)` to change the collection in place",
        ])
    }
}
