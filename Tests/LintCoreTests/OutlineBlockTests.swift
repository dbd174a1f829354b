@testable import LintCore
import XCTest

/// Each block's role, parent and owning declaration, for every shape a rule must read.
final class OutlineBlockTests: XCTestCase {
    /// The blocks as `role@line:introducer`, nested ones indented under their parent.
    private func blocks(_ source: String) -> [String] {
        let file = SourceFile(contents: source)
        let outline = file.outline
        return outline.blocks.map { block in
            var depth = 0
            var parent = block.parent
            while let next = parent {
                depth += 1
                parent = outline.blocks[next].parent
            }
            let line = Int(file.tokens[block.open].line) + 1
            return String(repeating: "  ", count: depth) + "\(block.role.rawValue)@\(line):" + file.text(of: file.tokens[block.introducer])
        }
    }

    func testDeclarationAndStatementBodies() {
        XCTAssertEqual(blocks("""
            final class FeedViewController: UIViewController {
                var items: [Item] = [] {
                    didSet { tableView.reloadData() }
                }
                var title2: String { "Feed" }
                var count: Int {
                    get { items.count }
                    set(value) { resize(value) }
                }
                deinit { stop() }
                func load(_ rows: [Row]) async throws -> Int {
                    guard let first = rows.first else { return 0 }
                    if first.isEmpty { print(1) } else if rows.count > 2 { print(2) } else { print(3) }
                    for (offset, row) in rows.enumerated() where offset < 3 { use(row) }
                    while running { step() }
                    repeat { step() } while running
                    do { try run() } catch let error as ParseError { log(error) } catch { log(error) }
                    defer { finish() }
                    rows.forEach { row in use(row) }
                    return 1
                }
            }
            """), [
                "type@1:class",
                "  accessorBlock@2:var",
                "    accessor@3:didSet",
                "  accessor@5:var",
                "  accessorBlock@6:var",
                "    accessor@7:get",
                "    accessor@8:set",
                "  function@10:deinit",
                "  function@11:func",
                "    guard@12:guard",
                "    if@13:if",
                "    if@13:if",
                "    else@13:else",
                "    for@14:for",
                "    while@15:while",
                "    repeat@16:repeat",
                "    do@17:do",
                "    catch@17:catch",
                "    catch@17:catch",
                "    defer@18:defer",
                "    closure@19:{",
            ])
    }

    func testElseIfIsTheIfsOwnAndGuardsElseIsTheGuards() {
        let file = SourceFile(contents: "guard let a = b else { return }\nif x { } else if y { }")
        XCTAssertEqual(file.outline.blocks.map(\.role), [.guard, .if, .if], "`else if` opens no block of its own: the second `if` does")
    }

    func testSwitchCasesAreBlocksUpToTheNextLabel() {
        XCTAssertEqual(blocks("""
            func mode() {
                switch state {
                case .loading, .idle:
                    if case .idle = state { reset() }
                    spin()
                case let .loaded(items) where !items.isEmpty:
                    show(items)
                @unknown default:
                    break
                }
            }
            """), [
                "function@1:func",
                "  switch@2:switch",
                "    switchCase@3:case",
                "      if@4:if",
                "    switchCase@6:case",
                "    switchCase@8:default",
            ])
        let file = SourceFile(contents: "switch a {\ncase 1: x()\ndefault: y()\n}")
        let outline = file.outline
        XCTAssertEqual(file.text(of: file.tokens[outline.blocks[1].close]), "default", "a case ends at the next label")
        XCTAssertEqual(file.text(of: file.tokens[outline.blocks[2].close]), "}", "the last one at the switch's brace")
        XCTAssertEqual(outline.blocks[0].close, outline.blocks[2].close)
        let unknown = SourceFile(contents: "switch a {\ncase 1: return x\n@unknown default: y()\n}")
        let attribute = unknown.tokens.firstIndex { $0.kind == .attribute }!
        XCTAssertEqual(unknown.outline.blocks[1].close, attribute, "`@unknown default` ends the case before at its attribute")
        XCTAssertEqual(unknown.outline.block(containing: attribute), 2)
        XCTAssertEqual(unknown.outline.blocks[2].firstToken, attribute, "its label starts at the attribute")
        XCTAssertEqual(unknown.outline.blocks[1].firstToken, unknown.outline.blocks[1].open)
        XCTAssertEqual(unknown.outline.statements(in: 1).map { unknown.code($0.range) }, ["return x"])
    }

    func testEnumCasesAreNoSwitchCases() {
        XCTAssertEqual(blocks("enum Mode {\ncase a, b\ncase c(Int)\nfunc f() { switch self { case .a: break\ndefault: break } }\n}"), [
            "type@1:enum",
            "  function@4:func",
            "    switch@4:switch",
            "      switchCase@4:case",
            "      switchCase@5:default",
        ])
    }

    func testClosuresTrailingAndInArgumentsAndPropertyInitialisers() {
        XCTAssertEqual(blocks("""
            struct Screen {
                static let table: [String: Int] = {
                    var table = [:]
                    return table
                }()
                lazy var label = makeLabel { $0.text = "x" }
                func run() {
                    DispatchQueue.main.async(execute: { self.update() })
                    items.map { item in item.id }.filter { id in id > 0 }
                    let x = if ready { 1 } else { 2 }
                }
            }
            """), [
                "type@1:struct",
                "  closure@2:{",
                "  closure@6:{",
                "  function@7:func",
                "    closure@8:{",
                "    closure@9:{",
                "    closure@9:{",
                "    if@10:if",
                "    else@10:else",
            ])
    }

    func testOwningDeclarationsAndLookups() {
        let file = SourceFile(contents: """
            class A {
                var b: Int { get { 1 } }
                func c() { items.forEach { if $0 { d() } } }
            }
            """)
        let outline = file.outline
        let declarations = outline.blocks.map(\.declaration)
        XCTAssertEqual(declarations, [.type(0), .property(0), .property(0), .function(0), .function(0), .function(0)])
        let call = file.tokens.firstIndex { file.text(of: $0) == "d" }!
        XCTAssertEqual(outline.block(containing: call).map { outline.blocks[$0].role }, .if)
        XCTAssertEqual(outline.enclosingBlocks(of: call).map { outline.blocks[$0].role }, [.if, .closure, .function, .type])
        XCTAssertEqual(outline.nearestBlock(of: call, in: [.function, .closure]).map { outline.blocks[$0].role }, .closure)
        XCTAssertEqual(outline.descendants(of: 3), 4..<6)
        XCTAssertTrue(outline.isBlock(5, inside: 3))
        XCTAssertFalse(outline.isBlock(2, inside: 3))
        let brace = outline.blocks[3].open
        XCTAssertEqual(outline.block(openedAt: brace), 3)
        XCTAssertEqual(outline.block(containing: brace), 0, "a block's own brace lies in its parent")
        XCTAssertEqual(outline.close(of: brace), outline.blocks[3].close)
        XCTAssertEqual(outline.open(of: outline.blocks[3].close), brace)
    }

    func testBracesInStringsCommentsAndInterpolationDoNotCount() {
        XCTAssertEqual(blocks("""
            func f() {
                let s = "{ not a block \\(items.map { $0 }) }"
                // { nor this
                let r = #"{"#
                let m = \"""
                    {
                    \"""
            }
            """), ["function@1:func", "  closure@2:{"])
    }

    func testUnbalancedBracesEndAtTheFileEnd() {
        let file = SourceFile(contents: "func f() {\n    if x {\n")
        XCTAssertEqual(file.outline.blocks.map(\.close), [file.tokens.count, file.tokens.count])
        let extra = SourceFile(contents: "}\n) func g() { }")
        XCTAssertEqual(extra.outline.blocks.map(\.role), [.function])
    }

    func testConditionalCompilationKeepsBlocksBalancedPerBranch() {
        XCTAssertEqual(blocks("""
            class A {
                #if DEBUG
                func debug() { log() }
                #else
                func release() { }
                #endif
            }
            """), ["type@1:class", "  function@3:func", "  function@5:func"])
    }

    func testABodyOpenedInTwoBranchesClosesOnceAsTheDeclarationIndexReadsIt() {
        let file = SourceFile(contents: """
            class A {
                #if os(iOS)
                func a() {
                #else
                func a(x: Int) {
                #endif
                    run()
                }
                func b() { }
            }
            """)
        let outline = file.outline
        XCTAssertEqual(outline.blocks.map(\.role), [.type, .function, .function, .function])
        XCTAssertEqual(outline.blocks[1].close, file.tokens.count - 8, "the first branch's body goes on after `#endif`")
        let endif = file.tokens.firstIndex { file.text(of: $0) == "#endif" }!
        XCTAssertEqual(outline.blocks[2].close, endif, "the other branch's ends with its branch")
        XCTAssertNil(outline.close(of: outline.blocks[2].open))
        XCTAssertNil(outline.brokenInvariant(in: file))
        XCTAssertEqual(outline.blocks[3].parent, 0)
        XCTAssertEqual(outline.blocks[0].close, file.tokens.count - 1)
        let run = file.tokens.firstIndex { file.text(of: $0) == "run" }!
        XCTAssertEqual(outline.block(containing: run), 1)
    }

    /// A family of facts is built when a rule first asks for it, and kept with the file.
    func testFamiliesAreBuiltWhenAskedAndKept() {
        let file = SourceFile(contents: "func f() {\n    let rows = [1, 2]\n    self.title = rows[0] == 1 ? \"a\" : \"b\"\n}")
        let blocks = file.outline(.blocks)
        XCTAssertEqual(blocks.parts, .blocks)
        XCTAssertEqual(blocks.blocks.count, 1)
        XCTAssertTrue(blocks.assignments.isEmpty && blocks.subscripts.isEmpty, "not asked: not built")
        let expressions = file.outline(.expressions)
        XCTAssertEqual(expressions.parts, [.expressions, .conditions], "the expressions hold the conditions")
        XCTAssertEqual(expressions.assignments.count, 1)
        XCTAssertTrue(expressions.subscripts.isEmpty)
        let all = file.outline
        XCTAssertEqual(all.parts, .all)
        XCTAssertEqual(all.assignments.count, 1)
        XCTAssertEqual(all.subscripts.count, 1)
        XCTAssertEqual(all.literals.count, 3)
        XCTAssertEqual(file.outline(.blocks).parts, .all, "what was built is kept")
    }

    /// Conditions and optional chains alone leave the assignments and bindings unread.
    func testConditionsAloneAreBuiltWithoutTheRestOfTheExpressions() {
        let file = SourceFile(contents: "func f() {\n    if let rows = model?.rows, rows.isEmpty { title = nil }\n}")
        let conditions = file.outline(.conditions)
        XCTAssertEqual(conditions.parts, .conditions)
        XCTAssertEqual(conditions.conditions.map(\.kind), [.optionalBinding, .boolean])
        XCTAssertEqual(conditions.optionalChains.count, 1)
        XCTAssertTrue(conditions.assignments.isEmpty && conditions.bindings.isEmpty, "not asked: not built")
        let expressions = file.outline(.expressions)
        XCTAssertEqual(expressions.assignments.count, 1)
        XCTAssertEqual(expressions.conditions, conditions.conditions, "built again, the same")
        XCTAssertEqual(expressions.optionalChains, conditions.optionalChains)
    }
}
