@testable import LintCore
import XCTest

/// Local `let`s and `var`s: their names, types, initialisers and blocks, and the lookup of
/// the local a name refers to.
final class OutlineLocalTests: XCTestCase {
    /// Each binding as `let name: Type = initialiser @role`, as the source spells them.
    private func locals(_ source: String) -> [String] {
        let file = SourceFile(contents: source)
        XCTAssertNil(file.outline.brokenInvariant(in: file))
        return file.outline.locals.flatMap { local in
            local.bindings.map { binding in
                for name in binding.names { XCTAssertEqual(file.text(of: file.tokens[name.token]).trimmingCharacters(in: ["`"]), name.name) }
                var text = (local.isLet ? "let " : "var ") + binding.names.map(\.name).joined(separator: ",")
                if let type = binding.type { text += ": " + file.source(type) }
                if let initializer = binding.initializer { text += " = " + file.source(initializer) }
                return text + " @" + file.outline.blocks[local.block].role.rawValue
            }
        }
    }

    func testBindingsTuplesListsAndTypes() {
        XCTAssertEqual(locals("""
            struct Feed {
                let stored = 1
                var computed: Int {
                    let a = 1, b: Int = 2
                    var (c, d): (Int, [String: Int]) = (3, [:])
                    return a + b
                }
                func load() {
                    lazy var e = make()
                    @Clamped var f = 5; let g = f
                    if let h = optional, var i = other { let j = h + i }
                    guard let k = value else { return }
                    switch mode { case .a: let l = 0
                    default: break }
                    items.forEach { item in let m = item }
                    let `default` = 0
                }
            }
            """), [
                "let a = 1 @accessor",
                "let b: Int = 2 @accessor",
                "var c,d: (Int, [String: Int]) = (3, [:]) @accessor",
                "var e = make() @function",
                "var f = 5 @function",
                "let g = f @function",
                "let j = h + i @if",
                "let l = 0 @switchCase",
                "let m = item @closure",
                "let default = 0 @function",
            ])
    }

    func testInitialisersRunAcrossTheLinesThatContinueThem() {
        XCTAssertEqual(locals("""
            func f() {
                let count = podcasts
                    .filter { $0.isNew }
                    .count
                let total = a +
                    b
                let flag = ready
                    && loaded
                let text = \"\"\"
                    {"json": [1, 2]}
                    \"\"\"
                let next = count
                -count
                let table = [
                    "a": 1,
                ]
            }
            """), [
                "let count = podcasts\n        .filter { $0.isNew }\n        .count @function",
                "let total = a +\n        b @function",
                "let flag = ready\n        && loaded @function",
                "let text = \"\"\"\n        {\"json\": [1, 2]}\n        \"\"\" @function",
                "let next = count @function",
                "let table = [\n        \"a\": 1,\n    ] @function",
            ])
    }

    func testLocalsInConditionalCompilationAndDeferredBodies() {
        XCTAssertEqual(locals("""
            func f() {
                #if DEBUG
                let level = 2
                #else
                let level = 0
                #endif
                defer { let done = true }
                do { let value = try load() } catch let error { let message = "\\(error)" }
            }
            """), [
                "let level = 2 @function",
                "let level = 0 @function",
                "let done = true @defer",
                "let value = try load() @do",
                "let message = \"\\(error)\" @catch",
            ])
    }

    func testTheLocalANameRefersTo() {
        let source = """
            func f() {
                let rows = 1
                if ready {
                    let rows = 2
                    use(rows)
                }
                use(rows)
                struct Inner { func g() { use(rows) } }
            }
            """
        let file = SourceFile(contents: source)
        let outline = file.outline
        let uses = file.tokens.indices.filter { file.text(of: file.tokens[$0]) == "rows" }
        XCTAssertEqual(uses.count, 5)
        XCTAssertEqual(outline.local(named: "rows", before: uses[2])?.name.token, uses[1], "the inner one in the `if`")
        XCTAssertEqual(outline.local(named: "rows", before: uses[3])?.name.token, uses[0], "the inner one is out of scope")
        XCTAssertNil(outline.local(named: "rows", before: uses[4]), "a local type sees no locals")
        XCTAssertNil(outline.local(named: "rows", before: uses[0]), "none before the first")
        XCTAssertEqual(outline.local(named: "rows", before: uses[2])?.declaration, 1)
        XCTAssertNil(outline.local(named: "missing", before: uses[2]))
    }
}
