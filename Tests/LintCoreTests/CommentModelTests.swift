import LintCore
import XCTest

final class CommentModelTests: XCTestCase {
    private func texts(_ block: CommentBlock, in file: SourceFile) -> [String] {
        block.lines.map { file.text($0.range) }
    }

    func testLineCommentsRunOnConsecutiveLinesAndTrailingOnesStandApart() {
        let file = SourceFile(contents: """
            // one
            //// two
            let x = 1 // after code
            // three

            /// doc
            """)
        let blocks = file.commentBlocks
        XCTAssertEqual(blocks.map { texts($0, in: file) }, [[" one", " two"], [" after code"], [" three"], [" doc"]])
        XCTAssertEqual(blocks.map(\.standsAlone), [true, false, true, true])
        XCTAssertEqual(blocks.map(\.isDocumentation), [false, false, false, true])
        XCTAssertEqual(blocks[0].lines.map(\.extraSlashes), [0, 2])
        XCTAssertEqual(file.location(ofOffset: blocks[0].start), Location(line: 1, column: 1))
    }

    func testBlockCommentsLoseMarkersAndDecorationButNotNestedComments() {
        let file = SourceFile(contents: """
            /** Summary.

             * - Parameter x: the value
            /* nested */
               undecorated
             */
            """)
        let blocks = file.commentBlocks
        XCTAssertEqual(blocks.count, 1)
        XCTAssertEqual(blocks[0].form, .blockComment)
        // An undecorated line keeps its indentation: it nests list items.
        XCTAssertEqual(texts(blocks[0], in: file), [" Summary.", "", " - Parameter x: the value", "/* nested */", "   undecorated", " "])
    }

    func testFencedCodeIsMarkedWithItsFences() {
        let file = SourceFile(contents: "/// Use:\n/// ```swift\n/// `call()`\n/// ```\n/// After.\n")
        XCTAssertEqual(file.commentBlocks[0].lines.map(\.isFencedCode), [false, true, true, true, false])
    }

    func testDocumentationFieldsWithTheirLayoutAndPositions() throws {
        let file = SourceFile(contents: """
            /// Loads a user.
            /// Cached.
            ///
            /// - Parameters:
            ///   - id: The user's identifier.
            ///     - nested: a closure's argument, not a parameter
            ///   - `cachePolicy`: How to cache.
            /// - Parameter retries: How often.
            /// - Returns: The user.
            /// - Throws: A network error.
            /// ```
            /// - Parameter fenced: not a field
            /// ```
            func load(id: Int, cachePolicy: Int, retries: Int) throws -> User {}
            """)
        let function = file.declarations.functions[0]
        let documentation = try XCTUnwrap(DocumentationComments(file).above(function.firstToken))
        XCTAssertEqual(documentation.parameters, ["id", "cachePolicy", "retries"])
        XCTAssertEqual(documentation.fields.map(\.layout), [.grouped, .grouped, .separate, nil, nil])
        XCTAssertEqual(documentation.fields.suffix(2).map(\.kind), [.returns, .throws])
        XCTAssertEqual(file.text(documentation.fields[0].offset..<documentation.fields[0].offset + 2), "id")
        XCTAssertEqual(documentation.summary(in: file.bytes).map { file.text($0.range) }, [" Loads a user.", " Cached."])
        XCTAssertNil(DocumentationComments(SourceFile(contents: "// plain\nfunc f() {}")).above(3))
    }

    /// `- returns:` written as an item of `- Parameters:` is read as DocC reads it, a parameter,
    /// and knows the section it was meant to start; a separate `- Parameter returns:` does not.
    func testAnItemOfTheParametersListNamedLikeASectionKnowsItsSection() throws {
        let file = SourceFile(contents: """
            /// - Parameters:
            ///   - id: The identifier.
            ///   - return: The user.
            ///   - Returns: The user.
            ///   - THROW: A network error.
            /// - Parameter returns: a parameter so named.
            /// - Returns: The user.
            func load(id: Int, returns: Int) throws -> User {}
            """)
        let documentation = try XCTUnwrap(DocumentationComments(file).above(file.declarations.functions[0].firstToken))
        XCTAssertEqual(documentation.parameters, ["id", "return", "Returns", "THROW", "returns"])
        XCTAssertEqual(documentation.fields.map(\.misplacedSection), [nil, .returns, .returns, .throws, nil, nil])
    }
}
