import LintCore
import XCTest

final class TypeReferenceTests: XCTestCase {
    func testBaseNameDropsModulesAndGenericArguments() {
        XCTAssertEqual(TypeReference.baseName("UIKit.UIViewController<T>"), "UIViewController")
        XCTAssertEqual(TypeReference.baseName("UIViewController"), "UIViewController")
        XCTAssertEqual(TypeReference.baseName("Base<Swift.Int>"), "Base")
        XCTAssertEqual(TypeReference.baseName("A.B.C"), "C")
        XCTAssertEqual(TypeReference.baseName("Café.Ünïcode"), "Ünïcode")
    }

    /// Names written oddly (empty components, a `<` first, only dots) read as splitting on
    /// `.` without empty pieces would: the last piece, or everything before `<` if none.
    func testBaseNameOfDegenerateTextsMatchesSplittingOnDots() {
        let pieces = ["", ".", "..", "A", "Bc", "<", "<T>", ".x", "é", "😀"]
        var generator = SeededGenerator(state: 5)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
            let withoutGenerics = text.prefix { $0 != "<" }
            let expected = withoutGenerics.split(separator: ".").last.map(String.init) ?? String(withoutGenerics)
            XCTAssertEqual(TypeReference.baseName(text), expected, text)
        }
    }
}

final class TypeReferenceReadingTests: XCTestCase {
    func testOptionalsInEverySpelling() {
        let optionals: [TypeReference] = ["[Item]?", "Item!", "Optional<Item>", "Swift.Optional<[String: Int]>"]
        XCTAssertEqual(optionals.map(\.wrapped), ["[Item]", "Item", "Item", "[String: Int]"])
        XCTAssertEqual(optionals.map(\.isImplicitlyUnwrapped), [false, true, false, false])
        let plain: [TypeReference] = ["Item", "[Item?]", "Optional", "OptionalBox<T>"]
        XCTAssertTrue(plain.allSatisfy { !$0.isOptional })
        // One optional is removed, and a type that is none stays itself.
        XCTAssertEqual(optionals.map(\.unwrapped), ["[Item]", "Item", "Item", "[String: Int]"])
        XCTAssertEqual(plain.map(\.unwrapped), plain)
        XCTAssertEqual(TypeReference("Item??").unwrapped, "Item?")
    }

    func testCollectionsInEverySpelling() {
        let expected: [(TypeReference, TypeReference.Collection?)] = [
            ("[Item]", .array), ("Array<Item>", .array), ("Swift.Array<Int>", .array), ("[[Int]]", .array),
            ("[String: Int]", .dictionary), ("Dictionary<String, Int>", .dictionary), ("[String: [Int]]", .dictionary),
            ("[(a: Int, b: Int)]", .array), ("[() -> Void]", .array), ("[(Int) -> String]", .array),
            ("Set<Tag>", .set), ("Swift.Set<Tag>", .set),
            ("Item", nil), ("[Int]?", nil), ("[Int].Index", nil), ("[Int] -> [Int]", nil), ("OrderedSet<Int>", nil),
        ]
        for (type, collection) in expected {
            XCTAssertEqual(type.collection, collection, type.text)
        }
        XCTAssertEqual(TypeReference("[Item]?").wrapped?.collection, .array)
    }

    func testFunctionTypesAndWhatIsNotOne() {
        let functions: [TypeReference] = ["() -> Void", "(() -> Void)", "@MainActor (Int) -> Void", "((Int) -> ())"]
        XCTAssertTrue(functions.allSatisfy(\.isFunction))
        let others: [TypeReference] = ["[() -> Void]", "(Int, () -> Void)", "Result<Int, Error>", "Int"]
        XCTAssertTrue(others.allSatisfy { !$0.isFunction })
    }

    func testVoidAndFunctionParameterLabels() {
        XCTAssertEqual(["Void", "()", "Swift.Void", "Void?", "Int"].map { TypeReference($0).isVoid }, [true, true, true, false, false])
        let body: TypeReference = "(_ elements: [Input]) -> T"
        XCTAssertTrue(body.labelsFunctionParameter("elements"))
        XCTAssertFalse(body.labelsFunctionParameter("ments"))
        XCTAssertFalse(TypeReference("[elements: Int]").labelsFunctionParameter("elements"))
    }
}

final class TokenCursorTests: XCTestCase {
    func testReadsKindsKeywordsAndTextWithinBounds() {
        let file = SourceFile(contents: "for (i, `x`) in xs { print(i) }")
        let start = file.cursor(at: 0)
        XCTAssertTrue(start.is(.for))
        XCTAssertTrue(start.next.is(.leftParen))
        XCTAssertEqual(start.advanced(by: 4).text, "x")
        XCTAssertTrue(start.advanced(by: 4).isName)
        XCTAssertEqual(start.advanced(by: 6).keyword, .in)
        XCTAssertFalse(start.previous.exists)
        XCTAssertNil(start.previous.kind)
        XCTAssertEqual(start.previous.text, "")
        XCTAssertFalse(start.advanced(by: 100).is(.rightBrace))
        XCTAssertNil(start.advanced(by: -3).location)
        XCTAssertEqual(start.advanced(by: 7).isWord("xs"), true)
        XCTAssertEqual(start.advanced(by: 5).isWord("in"), false, "a keyword is not a word")
    }

    func testMatchingBracketsBothWaysAndText() throws {
        let file = SourceFile(contents: "f(a[0], { b })\nlet c = (")
        let open = file.cursor(at: 1)
        let close = try XCTUnwrap(open.matchingBracket)
        XCTAssertEqual(close.position, 10)
        XCTAssertEqual(close.matchingBracket?.position, 1)
        XCTAssertEqual(open.text(through: close), "(a[0], { b })")
        XCTAssertNil(file.cursor(at: file.tokens.count - 1).matchingBracket, "never closed")
        XCTAssertNil(file.cursor(at: 0).matchingBracket, "not a bracket")
        XCTAssertEqual(file.cursor(at: 11).location, Location(line: 2, column: 1))
    }
}
