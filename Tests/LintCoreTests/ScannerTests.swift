@testable import LintCore
import XCTest

final class ScannerTests: XCTestCase {
    func testLineAndBlockComments() {
        XCTAssertEqual(classMap("let a = 1 // note"), ["cccccccccclllllll"])
        XCTAssertEqual(classMap("a /* b */ c"), ["ccbbbbbbbcc"])
        XCTAssertEqual(classMap("/// doc\n//// not doc"), ["ddddddd", "llllllllllll"])
        XCTAssertEqual(classMap("/** doc */ /**/ x"), ["DDDDDDDDDDcbbbbcc"])
    }

    func testNestedBlockCommentsSpanLines() {
        XCTAssertEqual(classMap("/* a /* b */\nstill */ x"), ["bbbbbbbbbbbb", "bbbbbbbbcc"])
        let file = SourceFile(contents: "/* a /* b */\nstill */ x")
        XCTAssertEqual(file.lines[1].state.context, .blockComment)
        XCTAssertEqual(file.comments.map(\.line), [0, 1])
    }

    func testStringsAndEscapes() {
        XCTAssertEqual(classMap(#"x = "a\"b" + y"#), ["ccccsssssscccc"])
        XCTAssertEqual(classMap(#""// not a comment""#), ["ssssssssssssssssss"])
        XCTAssertEqual(classMap(#""/* not a comment */" x"#), ["ssssssssssssssssssssscc"])
    }

    func testInterpolationIsCodeToAnyDepth() {
        XCTAssertEqual(classMap(#""a\(b)c""#), ["sssscsss"])
        XCTAssertEqual(classMap(#""\(f("\(g(1))"))""#), ["sssccsssccccsscss"])
        XCTAssertEqual(tokenTexts(#""\(f("\(g(1))"))""#), [#""\("#, "f", "(", #""\("#, "g", "(", "1", ")", #")""#, ")", #")""#])
    }

    func testRawStrings() {
        XCTAssertEqual(classMap(##"#"a "quoted" \n"# x"##), ["ssssssssssssssssscc"])
        XCTAssertEqual(classMap(##"#"a\#(b)c"#"##), ["sssssscssss"])
        XCTAssertEqual(classMap(###"##"a"#b"## x"###), ["sssssssssscc"])
    }

    func testMultilineStrings() {
        let source = "let s = \"\"\"\n  class Foo {\n  \"\"\"\nlet t = 1"
        XCTAssertEqual(classMap(source), ["ccccccccsss", "sssssssssssss", "sssss", "ccccccccc"])
        let file = SourceFile(contents: source)
        XCTAssertEqual(file.lines.map(\.state.context), [.code, .multilineString, .multilineString, .code])
        XCTAssertEqual(file.lines[1].state.braceDepth, 0, "braces in strings do not count")
        XCTAssertEqual(file.lines[3].state.braceDepth, 0)
    }

    func testRawMultilineStringWithInterpolation() {
        let source = "x = #\"\"\"\n\"\"\" still \\#(y)\n\"\"\"#\nz"
        XCTAssertEqual(classMap(source), ["ccccssss", "ssssssssssssscs", "ssss", "c"])
    }

    func testExtendedAndBareRegexLiterals() {
        XCTAssertEqual(classMap("let r = #/a/b/#"), ["ccccccccsssssss"])
        XCTAssertEqual(classMap("let r = /a+b/"), ["ccccccccsssss"])
        XCTAssertEqual(classMap("if x.contains(/[/]\\//) {}"), ["ccccccccccccccssssssscccc"])
        XCTAssertEqual(classMap("let r = #/\n  a // b\n/#"), ["ccccccccss", "ssssssss", "ss"])
    }

    /// A bare regex closes on its line: an escaped line break ends it, and the line table keeps
    /// every line (the outline fuzzer found a `/d\` that swallowed the line after it).
    func testABareRegexNeverSpansALineBreak() {
        let file = SourceFile(contents: "let d = /d\\\n+(/l\nx")
        XCTAssertEqual(file.lines.count, 3)
        XCTAssertEqual(file.tokens.last.map { Int($0.line) }, 2)
        XCTAssertFalse(file.tokens.contains { $0.kind == .regex })
    }

    func testDivisionIsNotARegex() {
        XCTAssertEqual(classMap("let x = a / b / c"), ["ccccccccccccccccc"])
        XCTAssertEqual(classMap("let x = (a) / 2 /* c */"), ["cccccccccccccccc" + "bbbbbbb"])
        XCTAssertEqual(classMap("x /= 2; y = / 2"), ["ccccccccccccccc"])
    }

    /// More tokens than the first guess of their count (one per four bytes): the file is
    /// scanned again, and the token before a `/` still decides whether it opens a regex.
    func testTokenDenseFilesAreScannedWhole() {
        let dense = String(repeating: "a,", count: 300)
        let tokens = tokenTexts(dense + "x /y/ z\nreturn /y/")
        XCTAssertEqual(tokens.count, 600 + 7)
        XCTAssertEqual(Array(tokens.prefix(4)), ["a", ",", "a", ","])
        XCTAssertEqual(Array(tokens.suffix(7)), ["x", "/", "y", "/", "z", "return", "/y/"])
    }

    func testRunsOfBlanksOfEveryLengthEndWhereCodeStarts() {
        // Indentation is skipped eight bytes at a time: runs shorter, longer and ending at the
        // file's end, with tabs inside, each stop at the first byte of code.
        for count in 0...19 {
            for blanks in [String(repeating: " ", count: count), String(repeating: " ", count: count) + "\t  ", "\t" + String(repeating: " ", count: count)] {
                let file = SourceFile(contents: "a" + blanks + "b\n" + blanks + "c" + blanks)
                XCTAssertEqual(file.tokens.map { file.text(of: $0) }, blanks.isEmpty ? ["ab", "c"] : ["a", "b", "c"])
                XCTAssertEqual(file.tokens.map(\.start).last, Int32(1 + blanks.utf8.count + 2 + blanks.utf8.count))
                XCTAssertEqual(file.lines.map(\.hasCode), [true, true])
            }
        }
    }

    func testADirectiveCountsOnlyFirstOnItsLine() {
        let source = """
            #if A
            class X {
            #else
            class X { #else
            #endif
            }
            """
        XCTAssertEqual(SourceFile(contents: source).lines.map(\.state.braceDepth), [0, 0, 1, 0, 1, 1])
    }

    func testBacktickedIdentifiers() {
        XCTAssertEqual(tokenTexts("let `class` = 1"), ["let", "`class`", "=", "1"])
        XCTAssertEqual(SourceFile(contents: "`class`").tokens.map(\.kind), [.escapedIdentifier])
    }

    func testConditionalCompilationBraceDepth() {
        let source = """
            #if os(iOS)
            class A: UIView {
            #else
            class A: NSView {
            #endif
                let x = 1
            }
            let y = 2
            """
        let depths = SourceFile(contents: source).lines.map(\.state.braceDepth)
        XCTAssertEqual(depths, [0, 0, 1, 0, 1, 1, 1, 0])
    }

    func testUnbalancedConditionalsStaySane() {
        let depths = SourceFile(contents: "#endif\n}\n#else\n{\n#if X\n{").lines.map(\.state.braceDepth)
        XCTAssertEqual(depths, [0, 0, 0, 0, 1, 1])
    }

    func testShebangByteOrderMarkAndLineEndings() {
        XCTAssertEqual(classMap("#!/usr/bin/swift\nx"), ["llllllllllllllll", "c"])
        let bom = SourceFile(path: "t.swift", bytes: [0xEF, 0xBB, 0xBF] + Array("class A {}".utf8))
        XCTAssertEqual(bom.tokens.count, 4)
        XCTAssertEqual(bom.location(of: bom.tokens[0]), Location(line: 1, column: 1), "the byte-order mark is not a column")
        let mixed = SourceFile(contents: "a\r\nb\rc\nd")
        XCTAssertEqual(mixed.lines.count, 4)
        XCTAssertEqual((0..<4).map { mixed.lineText($0) }, ["a", "b", "c", "d"])
    }

    func testUnterminatedConstructsRecover() {
        XCTAssertEqual(classMap("let s = \"open\nlet t = 1"), ["ccccccccsssss", "ccccccccc"])
        let comment = SourceFile(contents: "/* never closed\nclass A {}")
        XCTAssertEqual(comment.tokens, [])
        XCTAssertEqual(comment.lines[1].state.context, .blockComment)
        let multiline = SourceFile(contents: "let s = \"\"\"\nclass A {}")
        XCTAssertEqual(multiline.tokens.map(\.kind), [.identifier, .identifier, .operator, .string])
    }

    func testInvalidUTF8IsShownLossily() {
        let file = SourceFile(path: "t.swift", bytes: Array("let a = \"".utf8) + [0xFF, 0xFE] + Array("\" // \u{1}".utf8) + [0xC3])
        XCTAssertEqual(file.lines.count, 1)
        XCTAssertTrue(file.lineText(0).contains("\u{FFFD}"))
    }

    func testColumnsCountUnicodeScalars() {
        let file = SourceFile(contents: "let é = \"ü\"; class Foo {}")
        let foo = file.tokens.first { file.text(of: $0) == "Foo" }
        XCTAssertEqual(foo.map { file.location(of: $0) }, Location(line: 1, column: 20))
        let lines = SourceFile(contents: "let 🐶 = \"é\"\r\n  class Bar {}\n\t🐶; class Baz {}")
        let names = lines.tokens.filter { ["Bar", "Baz"].contains(lines.text(of: $0)) }
        XCTAssertEqual(names.map { lines.location(of: $0) }, [Location(line: 2, column: 9), Location(line: 3, column: 11)])
    }

    func testHasCodeIgnoresBlankAndCommentLines() {
        let file = SourceFile(contents: "a\n\n  // c\n/* b */\n\"\"\"\n  s\n    \n\n\"\"\"")
        XCTAssertEqual(file.lines.map(\.hasCode), [true, false, false, false, true, true, false, false, true])
    }

    /// The search for code stops at a line comment, but not at a block comment that ends
    /// before the line does.
    func testHasCodeAfterACommentOnlyWhenTheCommentEnds() {
        let file = SourceFile(contents: "/* a */ b\n  // c /* d */ e\n/* f\n g */ h\n/// i\n /** j */")
        XCTAssertEqual(file.lines.map(\.hasCode), [true, false, false, true, false, false])
    }
}
