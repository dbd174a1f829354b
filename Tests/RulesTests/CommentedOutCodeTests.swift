import LintCore
import Rules
import XCTest

final class CommentedOutCodeTests: XCTestCase {
    private func messages(_ code: String) throws -> [String] {
        var warnings: [ConfigurationWarning] = []
        let factory = try XCTUnwrap(RuleRegistry.all.first { $0.identifier == "commented_out_code" })
        let rule = try factory.makeRule(configuration: nil, warnings: &warnings)
        return Linter.validate(SourceFile(path: "Feed.swift", contents: code), rules: [rule]).map(\.message)
    }

    /// A blank line, or a blank `//` line, ends a block: the live comment after it is not counted
    /// as the disabled code's.
    func testABlockEndsAtABlankLine() throws {
        for separator in ["", "//", "    //  "] {
            let found = try messages("""
                // let total = items.count
                // let average = total / 2
                // print(average)
                \(separator)
                // Counts the items the user sees, after
                // the filter is applied.
                func count() {}
                """)
            XCTAssertEqual(found.count, 1, "separator '\(separator)'")
            XCTAssertTrue(found.first?.hasPrefix("Lines 1–3 hold commented-out code") == true, found.first ?? separator)
        }
    }

    /// A blank line inside a disabled body does not end it: the body's brackets are still open.
    func testABlankLineInsideAnOpenBodyDoesNotEndTheBlock() throws {
        let found = try messages("""
            // func reload() {
            //     items = []
            //
            //     tableView.reloadData()

            //     track(.reload)
            // }

            // Reloads the feed when it appears.
            func appear() {}
            """)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.hasPrefix("Lines 1–7 hold commented-out code") == true, found.first ?? "")
    }

    /// A blank `//` line between code lines does not split the block: one warning states its extent,
    /// from the note above the code, and quotes its first code line.
    func testABlankCommentLineBetweenCodeLinesDoesNotSplitTheBlock() throws {
        let found = try messages("""
            func age() -> String {
                return formatter.string(from: date)

                // The manual way, which is not
                // localized for other languages
            //    let now = Date()
            //
            //    if now > date {
            //        return "later"
            //    }
            }
            """)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.hasPrefix("Lines 4–10 hold commented-out code (`let now = Date()`)") == true, found.first ?? "")
    }

    /// A JSON object on one line is not code: the message quotes the Swift below it.
    func testAJSONLineIsNotQuotedAsCode() throws {
        let found = try messages("""
            // {"target": "posts/6178", "aps": {"alert": {"body": "Hello"}}}
            // controller.receive(userInfo: ["target": "posts/6178"])
            // controller.reload()
            """)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.hasPrefix("Lines 1–3 hold commented-out code (`controller.receive(") == true, found.first ?? "")
    }

    /// A blank line inside a disabled multi-line string is the string's: the block goes on.
    func testABlankLineInsideAnOpenStringDoesNotEndTheBlock() throws {
        let found = try messages(#"""
            // let query = """
            //     SELECT id FROM feed
            //
            //     WHERE id > 0
            //     """
            // database.run(query)

            // The feed is read on launch.
            func launch() {}
            """#)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.hasPrefix("Lines 1–6 hold commented-out code") == true, found.first ?? "")
    }

    /// The message quotes the first line of code that says something, not the end of a body or a
    /// call the block starts with.
    func testTheMessageQuotesCodeNotClosingPunctuation() throws {
        let blocks = [
            "func reload() {\n    //     }\n    // })\n    // tableView.reloadData()\n    // refreshControl.endRefreshing()\n}\n",
            "// preferredStyle: .alert\n// )\n// present(alert, animated: true)\n",
        ]
        let quotes = ["(`tableView.reloadData()`)", "(`present(alert, animated: true)`)"]
        for (code, quote) in zip(blocks, quotes) {
            let found = try messages(code)
            XCTAssertEqual(found.count, 1, code)
            XCTAssertTrue(found.first?.contains(quote) == true, found.first ?? code)
        }
    }
}
