@testable import LintCore
import XCTest

/// `SourceFile.isMember(at:)` and `SourceFile.literalShift(after:)`: a name read as a member, and
/// an operand shifted by an integer literal.
final class MemberAndShiftTests: XCTestCase {
    /// For each `i` of `source`: whether it is a member.
    private func members(_ source: String) -> [Bool] {
        let file = SourceFile(contents: source)
        return file.positions(ofName: "i").map(file.isMember(at:))
    }

    func testAMemberFollowsADot() {
        XCTAssertEqual(members("""
            func f(i: Int) {
                let a = self.i + pair?.i + pair!.i
                let b = (value as? Pair)?.i
                let c: Pair = .i
                let d = rows.map(\\.i)
                let e = rows[i] + 0..<i
                if let i { print(i) }
                let g = { (i: Int) in i }
                let s = \"\"\"
                    \\(pair
                        .i)
                    \"\"\"
                #if DEBUG
                let h = base.i
                #endif
            }
            """), [false, true, true, true, true, true, true, false, false, false, false, false, false, true, true])
    }

    /// For the first `i` of each line: `expression | shift`, or `nil`.
    private func shifts(_ lines: [String]) -> [String] {
        let file = SourceFile(contents: "func f() {\n" + lines.joined(separator: "\n") + "\n}")
        var seen = Set<Int32>()
        return file.positions(ofName: "i").filter { seen.insert(file.tokens[$0].line).inserted }.map { position in
            file.literalShift(after: position..<position + 1).map { "\(file.source($0.expression)) | \($0.shift)" } ?? "nil"
        }
    }

    func testAnIntegerLiteralAddedOrSubtracted() {
        XCTAssertEqual(shifts([
            "let a = rows[i + 1]",
            "let b = rows[i - 2]",
            "let c = rows[i+0x10]",
            "let d = rows[i - 1_000]",
            "let e = rows[i * 2]",
            "let g = rows[i + n]",
            "let h = i + 1.5",
            "if i + 1 < rows.count { }",
            "let k = rows[i]",
            "let m = items?[i\n    + 1]",
            "let n = { i - 0b11 }()",
            "let s = \"\\(i + 2)\"",
        ]), [
            "i + 1 | 1", "i - 2 | -2", "i+0x10 | 16", "i - 1_000 | -1000", "nil", "nil", "nil", "i + 1 | 1", "nil",
            "i\n    + 1 | 1", "i - 0b11 | -3", "i + 2 | 2",
        ])
    }

    func testTheMemberReadRightAfterAValue() {
        let file = SourceFile(contents: """
            func f() {
                let a = $0.offset + pair.0 + rows.count
                let b = $0 + rows?.count + rows[0].count + (pair as? P).x
                let s = \"\"\"
                    \\(pair.1)
                    \"\"\"
                #if DEBUG
                let c = pair
                    .element
                #endif
            }
            """)
        let found = file.tokens.indices.filter { ["$0", "pair", "rows"].contains(file.cursor(at: $0).text) }.map { value in
            file.memberName(after: value).map { file.cursor(at: $0).text } ?? "-"
        }
        XCTAssertEqual(found, ["offset", "0", "count", "-", "-", "-", "-", "1", "element"])
    }

    func testANameOnItsOwnAndAValueReadThroughAMember() {
        let file = SourceFile(contents: "let a = i + x.i + .i + pair.offset + pair.0 + pair.element + pair[0] + `pair`.offset")
        let names = file.positions(ofName: "i").map { file.standaloneName(at: $0).map(file.source) ?? "-" }
        XCTAssertEqual(names, ["i", "-", "-"])
        let accesses = file.positions(ofName: "pair").map { position in
            file.memberAccess(at: position) { $0.isWord("offset") || $0.text == "0" }.map(file.source) ?? "-"
        }
        // `positions(ofName:)` leaves the backticked `pair` out.
        XCTAssertEqual(accesses, ["pair.offset", "pair.0", "-", "-"])
        let escaped = file.tokens.indices.last { file.tokens[$0].kind == .escapedIdentifier }!
        XCTAssertEqual(file.memberAccess(at: escaped) { $0.isWord("offset") }.map(file.source), "`pair`.offset")
    }

    func testTheLinesOfCodeARangeSpans() {
        let file = SourceFile(contents: """
            func f() {
                // note
                let a = 1

                let s = \"\"\"
                    text
                    \"\"\"
                #if DEBUG
                g(a as? Int)
                #endif
            }
            """)
        XCTAssertEqual(file.codeLines(in: 0..<file.tokens.count).sorted(), [0, 2, 4, 7, 8, 9, 10])
        XCTAssertEqual(file.codeLines(in: 0..<0), [])
    }
}

