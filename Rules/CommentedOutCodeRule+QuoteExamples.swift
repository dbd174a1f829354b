import LintCore

/// Code-like text that is not disabled code: prose that quotes a declaration, and the usage
/// examples of a file header.
extension CommentedOutCodeRule.Examples {
    static let quotesAndHeaders = [
        // A signature quoted outside a declaration, and `is` followed by a word rather than a type.
        Example("""
            // didTap(_ item: _) is defined in BaseCell,
            // reload(_ items:animated:) in FeedCell

            // reload() is defined in BaseViewController
            // update() is defined in FeedViewController
            """),
        // The file header documents the file: code in it shows how to use it.
        Example("""
            //
            //  Player.swift
            //  MyApp
            //
            //  let player = Player(url: url)
            //  player.play()
            //  player.stop()
            //

            import AVFoundation
            """),
        Example("""
            /*
             * Player.swift
             * Created by Jane Doe on 12/03/2021.
             *
             * let player = Player(url: url)
             * player.play()
             * player.stop()
             */
            import AVFoundation
            """, skipWrappingTests: true),
        Example("""
            //
            //  Player.swift
            //  Created by Jane Doe on 12/03/2021.
            //
            //  Plays one URL at a time.
            //
            //      let player = Player(url: url)
            //      player.play()
            //
            //  Call stop() before releasing it
            //      player.stop()
            //      player.seek(to: .zero)
            //
            """),
    ]

    /// A declaration or a call is code; so is a type check; and a header ends at its blank line.
    static let quotesAndHeadersThatAreCode = [
        Example("""
            ↓// func didTap(_ item: Item) {
            //     if item is Header { return }
            //     open(item)
            // }
            """),
        Example("""
            ↓// init(_ items: [Item], animated: Bool) {}
            // case reload(_ items: [Item])
            """),
        // Parameters a function type or a closure lists are code.
        Example("""
            ↓// let handler: (_ item: Item) -> Void = { _ in }
            // items.forEach { (_ item: Item) in handler(item) }
            """),
        Example("""
            //
            //  Player.swift
            //

            ↓// import Combine
            // import SwiftUI
            import AVFoundation
            """),
    ]
}
