@testable import LintCore
import XCTest

/// `functionDeclarations(named:)`, `typeDeclarations(named:)` and the stored property
/// `declaredType(ofName:at:)` finds, read from per-file tables by name: the same answers as
/// reading each mention of the name, for every name of the samples.
final class DeclarationTablesTests: XCTestCase {
    private let samples = [
        """
        #if DEBUG
        final class Row2 { enum Row { case a } }
        #endif
        struct Row { func load(_ a: Int) -> Int { 0 } }
        func `load`() { }
        extension Outer.Row { }
        extension Row {
            subscript(i: Int) -> Int { rows[i] }
            func load() { let load = 1; func load(b: Int) { } }
            init(load: Int) { self.init() }
        }
        let text = "func load()"
        struct `Row3` { var `rows`: [Int] = []; func `init`() { } }
        """,
        """
        final class Table {
            var rows: [Row] = []
            let cells = [Cell]()
            var count: Int { rows.count }
            struct Table { var rows: Set<Int> = [] }
            func reload(rows: [Row]) { for (i, row) in self.rows.enumerated() { print(rows[i], row) } }
            // var rows: Int
            static func make() -> Table { Table() }
        }
        extension Table { func use() { _ = rows; _ = cells } }
        var rows: [String] = []
        let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 4)
        func free() { rows.removeAll(); pointer.deallocate() }
        """,
    ]

    /// Every identifier's spelling in `file`, once each.
    private func names(_ file: SourceFile) -> [String] {
        Array(Set(file.tokens.indices.filter { file.tokens[$0].kind == .identifier }.map { file.cursor(at: $0).text })).sorted()
    }

    /// The answers read from each mention of the name, as before the tables.
    private func functionsByMention(_ name: String, _ file: SourceFile) -> [Int] {
        let functions = file.declarations.functions
        return file.positions(ofName: name).compactMap { position in
            let index = functions.partitionPoint { $0.keywordToken >= position - 1 }
            guard index < functions.count, functions[index].keywordToken <= position, functions[index].name == name else { return nil }
            return functions[index].keywordToken
        }
    }

    private func typesByMention(_ name: String, _ file: SourceFile) -> [Int] {
        let types = file.declarations.types
        return file.positions(ofName: name).compactMap { position in
            let index = types.partitionPoint { $0.nameToken >= position }
            guard index < types.count, types[index].nameToken == position, types[index].name == name else { return nil }
            return types[index].nameToken
        }
    }

    func testFunctionsAndTypesByNameAsEachMentionReadsThem() {
        for source in samples {
            let file = SourceFile(contents: source)
            for name in names(file) + ["`load`", "Outer.Row", "Row3", ""] {
                XCTAssertEqual(file.functionDeclarations(named: name).map(\.keywordToken), functionsByMention(name, file), name)
                XCTAssertEqual(file.typeDeclarations(named: name).map(\.nameToken), typesByMention(name, file), name)
            }
        }
    }

    func testTheStoredPropertyOfTheTypeAroundAUse() {
        let file = SourceFile(contents: samples[1])
        let found = file.positions(ofName: "rows").map { position in
            "\(file.tokens[position].line):" + (file.declaredType(ofName: "rows", at: position)?.text ?? "-")
        }
        // Lines from 0. The loop's `self.rows` reads the class's, the extension's `rows` too,
        // `free()` the global; the nested `Table` finds the outer one's first, both named `Table`.
        XCTAssertEqual(found, ["1:[Row]", "3:[Row]", "4:[Row]", "5:[Row]", "5:[Row]", "5:[Row]", "9:[Row]", "10:[String]", "12:[String]"])
        XCTAssertTrue(file.isPointerMemory(named: "pointer", at: file.positions(ofName: "pointer").last!))
        XCTAssertFalse(file.isPointerMemory(named: "rows", at: file.positions(ofName: "rows").last!))
        XCTAssertEqual(file.declaredType(ofName: "rows", at: 0)?.text, "[String]")
        XCTAssertEqual(file.declaredType(ofName: "cells", at: file.positions(ofName: "cells").last!)?.text, "[Cell]")
    }
}
