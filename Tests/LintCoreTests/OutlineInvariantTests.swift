@testable import LintCore
import XCTest

/// The invariants the outline fuzzer checks (Fuzz/OutlineFuzzer.swift), on every seed of the
/// scanner's corpus and on shapes cut short.
final class OutlineInvariantTests: XCTestCase {
    func testEveryScannerSeedKeepsTheInvariants() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fuzz/corpus/scanner").standardized
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        XCTAssertGreaterThan(names.count, 20)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: corpus.appendingPathComponent(name)))
            let file = SourceFile(path: name, bytes: bytes)
            XCTAssertNil(file.outline.brokenInvariant(in: file), name)
            // Every prefix cuts some shape short: a string, a pattern, a subscript.
            for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
                let cut = SourceFile(path: name, bytes: Array(bytes[..<length]))
                XCTAssertNil(cut.outline.brokenInvariant(in: cut), "\(name) cut at \(length)")
            }
        }
    }

    func testShapesCutShortOrUnbalanced() {
        for source in [
            "let a = \"x\\(", "let a = rows[", "for (a, (b", "for x in", "enum E { case a(", "enum E { case a =",
            "func f() { let (a, b", "func f() { let a = [1, \"\\(x]\")\"] }", "x]]]) = [[[(", "\"\\(\"\\(\"\\(",
            "func f() { rows[0]\n#if A\n}\n#else\n}}\n#endif\n", "let s = #\"\\#(a)\"#[0]", String(repeating: "[", count: 2_000),
            "for " + String(repeating: "(", count: 2_000) + "a in b {}",
            // The fuzzer's: a block opened in a later `#if` branch outlived its parent; so did one
            // of a first branch whose `#if` never ends.
            "class A {\nclass B {\n#if X\nfunc f() {\n#else\n}\n",
            // and one opened after its parent closed in an earlier branch.
            "class P {\n#if A\n}\n#else\nfunc f() { items.map { x in x } }\n}\n#endif\n",
            "#if A\nclass S {\n#else\n((((class S {\n#endif\nvar a = 0\n}\n",
            // The fuzzer's: an unterminated string ran to the file's last line break and a line past it.
            "let a = \"x\\(\"y\\(z, w)\n}\n",
            // The fuzzer's: `name:{` as the file's first tokens read as the labeled trailing closure
            // of a call before the file.
            "clas:{ for z in w { g { i() } } }",
            // The fuzzer's: a trailing closure closed by `)` took what it held as the call's arguments.
            "if let m = t.first(of: /a/) { print(m = t.first(of: /a/) { p.1 ) }",
        ] {
            let file = SourceFile(contents: source)
            XCTAssertNil(file.outline.brokenInvariant(in: file), source)
        }
    }
}
