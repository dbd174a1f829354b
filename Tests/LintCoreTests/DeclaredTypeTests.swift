@testable import LintCore
import XCTest

/// `SourceFile.declaredType(ofName:at:)`: the type a name has where it is read, from the local,
/// parameter, stored property or global it means there.
final class DeclaredTypeTests: XCTestCase {
    /// The declared type of each `name` at the use marked by the comment `/*name*/` before it.
    private func types(_ source: String) -> [String: String] {
        let file = SourceFile(contents: source)
        var found: [String: String] = [:]
        for marker in source.components(separatedBy: "/*").dropFirst() {
            let label = String(marker.prefix { $0 != "*" })
            let name = String(label.prefix { $0 != "@" })
            let uses = file.positions(ofName: name).filter { position in
                let before = file.text(Int(file.tokens[position - 1].end)..<Int(file.tokens[position].start))
                return before.contains("/*\(label)*/")
            }
            XCTAssertEqual(uses.count, 1, label)
            found[label] = uses.first.flatMap { file.declaredType(ofName: name, at: $0)?.text } ?? "nil"
        }
        return found
    }

    func testLocalsByAnnotationOrCreation() {
        XCTAssertEqual(types("""
            func load() {
                let rows: [Row?] = []
                var labels = [UILabel]()
                let names = [String](repeating: "", count: 3)
                let counts = [String: Int]()
                let set = Set<Int>()
                let view = UIKit.UIView.init(frame: .zero)
                let built = [Row]().filter { $0.isOn }
                let loaded = load()
                let cast = thing as? [Row]
                let later = [Cell](unsafeUninitializedCapacity: 2) { buffer, count in count = 0 }
                use(/*rows*/rows, /*labels*/labels, /*names*/names, /*counts*/counts, /*set*/set, /*view*/view)
                use(/*built*/built, /*loaded*/loaded, /*cast*/cast, /*later*/later)
            }
            """), [
                "rows": "[Row?]", "labels": "[UILabel]", "names": "[String]", "counts": "[String: Int]", "set": "Set<Int>",
                "view": "UIKit.UIView", "built": "nil", "loaded": "nil", "cast": "nil", "later": "[Cell]",
            ])
    }

    func testParametersClosuresAndBindingsWithoutATypeWritten() {
        XCTAssertEqual(types("""
            func show(_ rows: [Row], at index: Int) {
                items.forEach { (item: Item?) in print(/*item@typed*/item) }
                items.forEach { item in print(/*item@bare*/item) }
                if let rows = cache { print(/*rows@bound*/rows) }
                for index in 0..<3 { print(/*index@loop*/index) }
                print(/*rows@parameter*/rows, /*index@parameter*/index)
            }
            """), [
                "item@typed": "Item?", "item@bare": "nil", "rows@bound": "nil", "index@loop": "nil",
                "rows@parameter": "[Row]", "index@parameter": "Int",
            ])
    }

    func testStoredPropertiesOfTheTypeAroundAndGlobals() {
        XCTAssertEqual(types("""
            let shared = [Item]()
            struct Other { var code: Int }
            final class Screen {
                var labels: [UILabel]?
                var code: String = ""
                lazy var rows = [Row]()
                var total: Int { labels?.count ?? 0 }
                func update() {
                    print(/*labels*/labels, /*code@screen*/code, /*rows*/rows, /*total*/total, /*shared*/shared)
                    #if DEBUG
                    let code = 1
                    print(/*code@shadowed*/code)
                    #endif
                }
            }
            extension Other {
                func read() { print(/*code@other*/code, /*missing*/missing) }
            }
            """), [
                "labels": "[UILabel]?", "code@screen": "String", "rows": "[Row]", "total": "nil", "shared": "[Item]",
                "code@shadowed": "nil", "code@other": "Int", "missing": "nil",
            ])
    }

    func testMultiLineStringsAndOptionalChainsAreNoDeclarations() {
        XCTAssertEqual(types("""
            struct Feed {
                let text = \"\"\"
                    rows: [Row]
                    \"\"\"
                var items: [Item]
                func first() -> Item? { self.model?.items.first ?? /*items*/items.first }
            }
            """), ["items": "[Item]"])
    }

    /// `isPointerMemory(named:at:)` for each name at its use marked `/*name*/`.
    func testPointerMemoryDeclaredAllocatedOrLent() {
        let source = """
            let table = allocator.allocateCatchTable(capacity: 4)
            final class Reader {
                var rows: [Row] = []
                func read(ids: [Int], flags: UnsafePointer<Flags>?, memory: [UInt8]) {
                    let values = UnsafeMutablePointer<UnsafeRawPointer?>.allocate(capacity: ids.count)
                    let copy = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
                    let names = ids.map { "\\($0)" }
                    memory.withUnsafeBufferPointer { buffer in use(/*buffer*/buffer) }
                    let made = [Int](unsafeUninitializedCapacity: 2) { slots, count in use(/*slots*/slots); count = 0 }
                    ids.forEach { id in use(/*id*/id) }
                    use(/*flags*/flags, /*values*/values, /*copy*/copy, /*names*/names, /*rows*/rows, /*table*/table, made)
                }
            }
            """
        let file = SourceFile(contents: source)
        var found: [String: Bool] = [:]
        for name in ["buffer", "slots", "id", "flags", "values", "copy", "names", "rows", "table"] {
            let use = file.positions(ofName: name).first { position in
                file.text(Int(file.tokens[position - 1].end)..<Int(file.tokens[position].start)).contains("/*\(name)*/")
            }
            found[name] = use.map { file.isPointerMemory(named: name, at: $0) }
        }
        XCTAssertEqual(found, [
            "buffer": true, "slots": true, "id": false, "flags": true, "values": true, "copy": true, "names": false,
            "rows": false, "table": true,
        ])
    }

    func testArrayElementsInEverySpelling() {
        let expected: [(TypeReference, String?)] = [
            ("[Row]", "Row"), ("[Row?]", "Row?"), ("Array<Row>", "Row"), ("Swift.Array<[Int]>", "[Int]"),
            ("[String: Int]", nil), ("[Row]?", nil), ("Set<Row>", nil), ("Row", nil),
        ]
        for (type, element) in expected {
            XCTAssertEqual(type.arrayElement?.text, element, type.text)
        }
    }
}

/// `SourceFile.functionDeclarations(named:)`, `typeDeclarations(named:)` and
/// `SyntaxOutline.subscripts(openingIn:)`.
final class DeclarationsByNameTests: XCTestCase {
    private let file = SourceFile(contents: """
        struct Row { func load(_ a: Int) -> Int { 0 } }
        extension Row {
            init(load: Int) { self.init() }
            func load() { let load = 1; func load(b: Int) { } }
            subscript(i: Int) -> Int { rows[i] }
        }
        #if DEBUG
        final class Row2 { enum Row { case a } }
        #endif
        extension Outer.Row { }
        let text = \"""
            func load()
            \"""
        func `load`() { }
        """)

    func testFunctionsByNameInSourceOrder() {
        XCTAssertEqual(file.functionDeclarations(named: "load").map { $0.parameters.map(\.internalName) }, [["a"], [], ["b"]])
        XCTAssertEqual(file.functionDeclarations(named: "init").count, 1)
        XCTAssertEqual(file.functionDeclarations(named: "subscript").map(\.kind), [.subscript])
        XCTAssertEqual(file.functionDeclarations(named: "rows").count, 0)
    }

    func testTypesByName() {
        XCTAssertEqual(file.typeDeclarations(named: "Row").map(\.kind), [.struct, .extension, .enum])
        XCTAssertEqual(file.typeDeclarations(named: "Row2").map(\.kind), [.class])
    }

    func testSubscriptsOpeningInARange() {
        let outline = file.outline(.records)
        let bracket = file.tokens.indices.first { file.tokens[$0].kind == .leftBracket }!
        XCTAssertEqual(outline.subscripts(openingIn: 0..<bracket).count, 0)
        XCTAssertEqual(outline.subscripts(openingIn: bracket..<bracket + 1).map { file.source($0.base) }, ["rows"])
        XCTAssertEqual(outline.subscripts(openingIn: 0..<file.tokens.count).count, 1)
    }
}
