import LintCore

/// A note by the block that says it is kept on purpose: the team chose to keep it, and a
/// warning would only ask them to choose again.
extension CommentedOutCodeRule.Examples {
    static let keptByANote = [
        Example("""
            // Old layout, kept as reference until the redesign ships
            // stackView.axis = .vertical
            // stackView.spacing = 8
            """),
        // The note may stand above the block, across a blank line or a blank `//` line.
        Example("""
            // Keep for reference
            //
            // stackView.axis = .vertical
            // stackView.spacing = 8

            // TODO(#88): restore when the server supports it

            // client.enableCompression()
            // client.reconnect()
            """),
        // A switch note above a series of disabled blocks keeps them all.
        Example("""
            // UNCOMMENT ON DEMAND: Xcode fails to render every preview at once.

            // #Preview("Small") {
            //     WidgetView(size: .small)
            // }

            // #Preview("Large") {
            //     WidgetView(size: .large)
            // }
            """),
        // A TODO or FIXME that says to bring the code back, or names what it holds.
        Example("""
            // TODO: re-enable once the analytics SDK is fixed
            // analytics.track(.launch)
            // analytics.flush()

            // FIXME: testConcurrentWriteDuringBackup is flaky on CI
            // func testConcurrentWriteDuringBackup() throws {
            //     let source = try makeDatabasePool(filename: "source.sqlite")
            // }
            """),
        // Enabling it is what a TODO beside disabled code asks for; "disabled for the moment" says it comes back.
        Example("""
            // TODO: Enable when the music tab ships
            // musicTab.isHidden = false
            // tabs.append(musicTab)
            """),
        Example("""
            // FIXME: The size cache is disabled for the moment, waiting for a better hash
            // if let cached = heights[width] { return cached }
            // heights[width] = height
            """),
        Example("""
            #if DEBUG
            /* Kept for reference until the logger ships
            logger.level = .verbose
            logger.attach(console)
            */
            #endif
            """, skipWrappingTests: true),
    ]

    /// A TODO that neither names the code nor says to bring it back, a note two blank lines up,
    /// and "kept" about something else, do not say the code is kept.
    static let notKeptByANote = [
        Example("""
            ↓// TODO: delete after the migration
            // legacyStore.migrate()
            // legacyStore.close()
            """),
        Example("""
            // Kept for reference.


            ↓// stackView.axis = .vertical
            // stackView.spacing = 8
            """),
        Example("""
            ↓// The cache is kept in memory
            // cache.countLimit = 100
            // cache.totalCostLimit = 1_000
            """),
        Example("""
            ↓// Disabled: crashes on iOS 15
            // player.enablePictureInPicture()
            // player.start()
            """),
        // Restoring is said by a TODO, not by the code's own names.
        Example("""
            ↓// session.restore(from: "backup")
            // session.resume()
            """),
    ]
}
