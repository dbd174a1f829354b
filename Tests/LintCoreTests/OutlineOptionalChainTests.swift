@testable import LintCore
import XCTest

/// Optional chains with their bases and ends, nil comparisons outside condition lists, `else`
/// blocks, and the expression parts `SourceFile` names.
final class OutlineOptionalChainTests: XCTestCase {
    private func text(_ range: Range<Int>, in file: SourceFile) -> String {
        range.isEmpty ? "" : file.text(Int(file.tokens[range.lowerBound].start)..<Int(file.tokens[range.upperBound - 1].end))
    }

    /// Each chain as `base? → what follows the chain`, `(inner)` for a later mark of a chain.
    private func chains(_ source: String) -> [String] {
        let file = SourceFile(contents: source)
        return file.outline(.expressions).optionalChains.map { chain in
            let after = chain.chainEnd < file.tokens.count ? file.text(of: file.tokens[chain.chainEnd]) : "end"
            return text(chain.base, in: file) + "? → " + after + (chain.isInsideOptionalChain ? " (inner)" : "")
        }
    }

    func testChainsThroughMembersCallsSubscriptsAndCasts() {
        XCTAssertEqual(chains("""
            func f() {
                let n = items?.count ?? 0
                let m = car?.wheels?.first(where: { $0.isFront })?[0].size == nil
                let t = (cell as? Cell)?.title
                handler?(x)
                self.rows?[i] = row
            }
            """), [
                "items? → ??",
                "car? → ==", "car?.wheels? → == (inner)", "car?.wheels?.first(where: { $0.isFront })? → == (inner)",
                // A chain ends at the first token that does not go on with it, on the next line too.
                "(cell as? Cell)? → handler",
                "handler? → self",
                "self.rows? → =",
            ])
    }

    func testTypesCastsTriesAndTernariesAreNoChains() {
        XCTAssertEqual(chains("""
            var items: [Int]? = nil
            let a = x as? [Int]
            let b = try? load()
            let c = ready ? [1] : [2]
            func load(_ rows: [Row]?, done: (() -> Void)?) -> Int? { nil }
            """), [])
    }

    func testChainsInBindingsClosuresBranchesAndStrings() {
        XCTAssertEqual(chains("""
            if let first = items?.first, !first.isEmpty { use(first) }
            rows.map { $0?.name }
            #if DEBUG
            log(user?.name)
            #else
            log(account?.id)
            #endif
            let s = \"\"\"
                not?.a.chain
                \\(value?.text ?? "")
                \"\"\"
            """), [
                "items? → ,",
                "$0? → }",
                "user? → )",
                "account? → )",
                "value? → ??",
            ])
    }

    /// Each condition as `kind tested [path] introducer`.
    private func nilTests(_ source: String) -> [String] {
        let file = SourceFile(contents: source)
        return file.outline(.expressions).conditions.filter { $0.kind == .nilComparison }.map { condition in
            "\(text(condition.tested, in: file)) [\(condition.testedPath ?? "-")] \(file.text(of: file.tokens[condition.introducer]))"
                + (condition.isNegated ? " negated" : "")
        }
    }

    func testNilComparisonsAnywhere() {
        XCTAssertEqual(nilTests("""
            final class Entry {
                var isStacked: Bool { values != nil }
                init(values: [Double]?) { isLoaded = nil == self.values }
                func check() -> Bool {
                    if items == nil || items!.isEmpty { return true }
                    guard user != nil else { return false }
                    return (cell as? Cell)?.title == nil ? false : true
                }
            }
            """), [
                "values [values] !=",
                "self.values [values] == negated",
                "items [items] == negated",
                "user [user] guard negated",
                "(cell as? Cell)?.title [-] ? negated",
            ])
    }

    func testElseBlocksFollowIfBodiesButNotElseIf() throws {
        let file = SourceFile(contents: """
            func f() {
                if a { one() } else { two() }
                if b { one() } else if c { two() }
                if d { one() }
            }
            """)
        let outline = file.outline(.blocks)
        let ifs = outline.blocks.indices.filter { outline.blocks[$0].role == .if }
        XCTAssertEqual(ifs.count, 4)
        let elseBlock = try XCTUnwrap(outline.elseBlock(of: ifs[0]))
        XCTAssertEqual(outline.blocks[elseBlock].role, .else)
        XCTAssertNil(outline.elseBlock(of: ifs[1]), "an else if is an if of its own")
        XCTAssertNil(outline.elseBlock(of: ifs[3]))
    }

    func testPostfixExpressionsMemberPathsAndEffects() throws {
        let file = SourceFile(contents: "let x = try await self.model?.items!.first(where: { $0.ok })?[0].name + .init() - list.count")
        let outline = file.outline(.blocks)
        func start(_ word: String) throws -> Int { try XCTUnwrap(file.tokens.firstIndex { file.text(of: $0) == word }) }
        XCTAssertEqual(text(outline.postfixExpression(startingAt: try start("self"), in: file), in: file),
                       "self.model?.items!.first(where: { $0.ok })?[0].name")
        XCTAssertEqual(text(outline.postfixExpression(startingAt: try start("init") - 1, in: file), in: file), ".init()")
        XCTAssertEqual(text(outline.postfixExpression(startingAt: try start("+"), in: file), in: file), "")
        let items = try start("items")
        XCTAssertEqual(file.memberPath(of: try start("self")..<items + 2), "model.items")
        XCTAssertEqual(file.memberPath(of: outline.postfixExpression(startingAt: try start("list"), in: file)), "list.count")
        XCTAssertNil(file.memberPath(of: outline.postfixExpression(startingAt: try start("self"), in: file)), "a call is no path")
        let center = SourceFile(contents: "NotificationCenter.default.post(name)")
        let post = center.tokens.firstIndex { center.text(of: $0) == "post" }!
        XCTAssertEqual(center.outline(.blocks).postfixExpression(endingBefore: post - 1, in: center), 0..<3,
                       "a keyword after a dot names a member")
        XCTAssertEqual(center.memberPath(of: 0..<3), "NotificationCenter.default")
        let value = try start("try")..<file.tokens.count
        XCTAssertEqual(file.droppingEffects(value).lowerBound, try start("self"))
    }

    func testSubscriptLookupByItsBracket() throws {
        let file = SourceFile(contents: "let a = rows?[safe: i]; let b = rows[0]")
        let outline = file.outline(.records)
        let brackets = file.tokens.indices.filter { file.tokens[$0].kind == .leftBracket }
        XCTAssertNotNil(try XCTUnwrap(outline.subscriptCall(openingAt: brackets[0])).arguments.first?.label)
        XCTAssertNil(try XCTUnwrap(outline.subscriptCall(openingAt: brackets[1])).arguments.first?.label)
        XCTAssertNil(outline.subscriptCall(openingAt: 0))
    }

    func testEmptyCollectionsWrittenOut() throws {
        let file = SourceFile(contents: """
            let a = [], b = [:], c = Set<Int>(), d: T = .init(), e = Array(), f = [1], g = Set(x), h = Foo(), i = "", j = Foo.init()
            """)
        let outline = file.outline(.blocks)
        var found: [String] = []
        for position in file.tokens.indices where outline.isEmptyCollection(at: position, in: file) {
            found.append(file.text(of: file.tokens[position]))
        }
        XCTAssertEqual(found, ["[", "[", ".", "Array"], "`Set<Int>()` is left to the type checker")
        XCTAssertEqual(file.outline(.literals).literals.filter(\.isEmptyCollection).count, 2)
    }

    /// Each function body's returned expression, or `-`, and whether control leaves it.
    func testReturnedExpressionsAndControlTransfers() {
        let file = SourceFile(contents: """
            func a() -> Int { 1 }
            func b() -> Int { return items?.count ?? 0 }
            func c() { log(); return }
            func d() {
                #if DEBUG
                log()
                #endif
            }
            func e() { return }
            func f() -> String {
                \"\"\"
                text
                \"\"\"
            }
            func g() { for x in xs { if x { break } } }
            func h() -> Int { if ready { 1 } else { 2 } }
            """)
        let outline = file.outline(.blocks)
        let bodies = outline.blocks.indices.filter { outline.blocks[$0].role == .function }
        XCTAssertEqual(bodies.map { body in
            outline.returnedExpression(of: body, in: file).map { text($0, in: file).replacingOccurrences(of: "\n", with: " ") } ?? "-"
        }, ["1", "items?.count ?? 0", "-", "-", "-", "\"\"\"     text     \"\"\"", "-", "if ready { 1 } else { 2 }"])
        XCTAssertEqual(bodies.map { outline.transfersControl(outOf: $0, in: file) }, [false, true, true, false, true, false, false, false],
                       "a break in a nested block leaves that block, not the function's")
    }

    func testFunctionParametersAroundAPosition() throws {
        let file = SourceFile(contents: """
            final class Feed {
                var items: [Int]?
                init(items: [Int]?) { self.items = items }
                func load(_ rows: [Int]) { rows.forEach { row in show(row, items) } }
            }
            """)
        let outline = file.outline(.blocks)
        func position(_ word: String, _ nth: Int) -> Int {
            file.tokens.indices.filter { file.text(of: file.tokens[$0]) == word }[nth]
        }
        XCTAssertTrue(outline.isFunctionParameter(named: "items", at: position("items", 3), in: file), "in the initializer")
        XCTAssertTrue(outline.isFunctionParameter(named: "rows", at: position("row", 1), in: file), "in a closure inside")
        XCTAssertFalse(outline.isFunctionParameter(named: "items", at: position("items", 4), in: file), "in another function")
        XCTAssertFalse(outline.isFunctionParameter(named: "row", at: position("row", 1), in: file), "a closure's parameter")
    }
}
