import LintCore

extension ExpiredTodoRule {
    /// Dates in 2001 have passed and dates in 2999 have not, whatever the clock says.
    enum Examples {
        static let triggering = [
            Example("// ↓TODO(2001-03-01): drop the iOS 12 workaround"),
            Example("// ↓TODO: [2001-03-01] drop the iOS 12 workaround"),
            Example("// ↓TODO: [03/01/2001] drop the iOS 12 workaround"),
            // The date on a later line of the note's comment.
            Example("""
                // ↓TODO: drop the iOS 12 workaround
                //       deadline: [2001-03-01]
                """),
            Example("// ↓TODO: drop the iOS 12 workaround [03/01/2001]"),
            Example("// ↓TODO(2001-03-01 alice): drop the iOS 12 workaround"),
            Example("// ↓TODO(alice, 2001-03-01): drop the iOS 12 workaround"),
            Example("// ↓TODO(alice: 2001-03-01): drop the iOS 12 workaround"),
            Example("// ↓FIXME(2001-03-01): the cache is never invalidated"),
            Example("let retries = 3 // ↓FIXME: [2001/03/01] read it from the configuration"),
            Example("/* ↓TODO(2001-03-01): remove the legacy path */"),
            Example("""
                /**
                 Loads the feed.

                 ↓TODO(2001-03-01): page through the results
                 */
                func loadFeed() {}
                """),
            Example("/// ↓TODO(2000-02-29): the leap day was a real day"),
            Example("""
                // ↓TODO(2001-03-01): migrate the settings
                let settings = Settings()
                // ↓FIXME: [12/31/2001] the timeout is a guess
                let timeout = 30
                """),
            Example("// ↓TODO(2001-03-01): one ↓TODO(2001-04-01): two"),
            Example("// ↓TODO(2999-01-01): remove the feature flag", configuration: ["approaching_days": "365000"]),
            Example("// ↓TODO(2025-13-45): a month that does not exist"),
            Example("// ↓TODO(2025-02-30): February has 28 days in 2025"),
            Example("// ↓TODO: [13/01/2025] day first, but this form puts the month first"),
            Example("// ↓TODO(01-03-2025): day first"),
            Example("// ↓FIXME(03/01/25): a two-digit year"),
        ]

        static let nonTriggering = [
            Example("// TODO: drop the iOS 12 workaround"),
            Example("// TODO(alice): drop the iOS 12 workaround"),
            Example("// TODO(2999-03-01): drop the iOS 12 workaround"),
            Example("// TODO: [12/31/2999] drop the iOS 12 workaround"),
            Example("// FIXME(2999-03-01): the cache is never invalidated"),
            Example("// TODO(2999-03-01): not soon enough to warn", configuration: ["approaching_days": "30"]),
            Example("""
                /// Loads the feed.
                ///
                /// - Todo: 2001-01-01 page through the results
                /// - TODO: [2001-01-01] page through the results
                func loadFeed() {}
                """),
            Example(#"let note = "TODO(2001-03-01): not a comment""#),
            Example(#"let note = "// TODO(2001-03-01): not a comment""#),
            Example("// TODOS for 2001-03-01 are in the tracker"),
            Example("// The TODO list of 2001-03-01 is in the tracker"),
            Example("// todo(2001-03-01): lower case is prose"),
            Example("// TODO(#1234): tracked as an issue"),
            Example("// TODO(1.2.3): do it in version 1.2.3"),
            Example("// TODO(2023.1.1): ship it with release 2023.1.1"),
            Example("// TODO(next week): not a date"),
            Example("// TODO(2026-07): a month is not a day"),
            Example("// TODO(20260318-00247): an identifier, not a date"),
            Example("// TODO: fix the tuple [1, 2, 3]"),
            Example("/// Write `TODO(2001-03-01)` or `TODO: [03/01/2001]` to give a TODO a deadline."),
            Example("// foo() // TODO(2001-03-01): commented-out code keeps its notes"),
            Example("""
                /*
                // TODO(2001-03-01): commented out together with its code
                /* TODO(2001-03-01): a nested comment is commented out too */
                */
                """),
        ]
    }
}
