@testable import LintCore
import XCTest

/// `SourceFile.isMember(at:)`: a name written after a dot.
final class MemberNameTests: XCTestCase {
    /// Each name of `code` that is no declaration keyword, and whether it is a member.
    private func members(_ code: String) -> [String] {
        let file = SourceFile(contents: code)
        let names = file.tokens.indices.filter { file.tokens[$0].kind == .identifier || file.tokens[$0].kind == .escapedIdentifier }
        return names.filter { ![.let, .var].contains(file.tokens[$0].keyword) }
            .map { file.text(of: file.tokens[$0]) + (file.isMember(at: $0) ? " member" : "") }
    }

    func testANameAfterADotIsAMember() {
        XCTAssertEqual(members("let a = model.items.count"), ["a", "model", "items member", "count member"])
        XCTAssertEqual(members("let b = L10n.title"), ["b", "L10n", "title member"])
    }

    func testOptionalChainsForceUnwrapsAndImplicitMembersAreMembers() {
        XCTAssertEqual(members("a?.b!.c"), ["a", "b member", "c member"])
        XCTAssertEqual(members("view.backgroundColor = .red"), ["view", "backgroundColor member", "red member"])
        XCTAssertEqual(members("let s = UIFont.systemFont(ofSize: 14, weight: .default)"),
                       ["s", "UIFont", "systemFont member", "ofSize", "weight", "default member"])
    }

    func testKeyPathsAndEscapedNames() {
        XCTAssertEqual(members("let k = \\.name; let e = x.`default`"), ["k", "name member", "e", "x", "`default` member"])
    }

    func testAChainSplitAcrossLinesAndAnIfConfig() {
        XCTAssertEqual(members("let v = list\n    .filter { $0 }\n#if DEBUG\n    .sorted()\n#endif"),
                       ["v", "list", "filter member", "$0", "DEBUG", "sorted member"])
    }

    func testNamesThatStandAloneOrAreNoNames() {
        XCTAssertEqual(members("print(items, \"a.b\") // c.d"), ["print", "items"])
        let file = SourceFile(contents: "x.1")
        XCTAssertFalse(file.isMember(at: 2), "a tuple element is a number")
        XCTAssertFalse(file.isMember(at: 0))
        XCTAssertFalse(file.isMember(at: 99))
    }

    /// `SourceFile.operatorAndMemberPositions`: the operators and members' names, and nothing
    /// a string, a comment, a cast's `?` or an unwrap's `!` holds.
    func testTheOperatorsAndMembersOfAFile() {
        let file = SourceFile(contents: #"""
            items += model.rows ?? []
            let k = (x as? Int)!.bitWidth == 0 ? a..<b : \.name
            let s = "a.b + c" // d.e = f
            let t = """
                \(x.`default`) - y
                """
            #if DEBUG
            view.backgroundColor = .red
            #endif
            func f() -> Int { -n }
            """#)
        XCTAssertEqual(file.operatorAndMemberPositions.map { file.text(of: file.tokens[$0]) }, [
            "+=", "rows", "??", "=", "bitWidth", "==", "..<", "name", "=", "=", "`default`", "backgroundColor", "=", "red", "-",
        ])
        XCTAssertEqual(Array(file.operatorAndMemberPositions),
                       file.tokens.indices.filter { file.tokens[$0].kind == .operator || file.isMember(at: $0) })
    }
}
