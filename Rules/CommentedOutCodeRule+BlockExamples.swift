import LintCore

/// Where a block of commented-out code starts and ends.
extension CommentedOutCodeRule.Examples {
    static let blockBoundaries = [
        // A blank line between two pieces of code does not end the block; its own comments may draw.
        Example("""
            ↓// func testCachedStatements() throws {
            //     // Writer                 Reader
            //     try db.execute(sql: "BEGIN")
            // }

            // func testReadOnly() throws {
            //     try db.execute(sql: "SELECT 1")
            // }
            """),
        // A blank `//` line ends the block before the live comment after it.
        Example("""
            ↓// Old layout
            // stackView.axis = .vertical
            // stackView.spacing = 8
            //
            // The new layout is in a stack view.
            """),
        // A blank line inside a body whose brace is still open does not end it.
        Example("""
            ↓// func reload() {
            //     items = []
            //
            //     tableView.reloadData()

            //     track(.reload)
            // }
            """),
        // A blank `//` line after code goes on with the code below, though the note above that code
        // outweighs it: the block starts at the note.
        Example("""
            ↓// The manual way, not localized
            // let now = Date()
            //
            // if now > date {
            //     return "later"
            // }
            """),
    ]

    static let introducedAcrossBlankLines = [
        // An introduction above a blank `//` line introduces the examples below it.
        Example("""
            // Usage:
            //
            // let cache = ImageCache()
            // cache.store(image, for: url)
            //
            // cache.removeAll()
            // cache.trim()
            """),
        // An introduction just above code introduces it across the blank `//` lines in it.
        Example("""
            // To do it manually (not localized):
            // let now = Date()
            //
            // if now > date {
            //     return "later"
            // }
            """),
    ]
}
