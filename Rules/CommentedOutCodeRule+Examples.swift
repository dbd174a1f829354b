import LintCore

extension CommentedOutCodeRule {
    /// Examples with real code around the comment set `skipWrappingTests`: wrapped in a block
    /// comment, that code is commented-out code in its turn. Pure `//` runs stay wrapped-tested:
    /// inside a block comment they are comments within a comment, not code.
    enum Examples {
        static let triggering = disabledWithReasons + blockBoundaries + notKeptByANote + quotesAndHeadersThatAreCode + [
            // A brace on its own line under a declaration (Allman style) is that declaration's; a
            // dictionary entry whose value is Swift is Swift.
            Example("""
                ↓// func reload()
                // {
                //     tableView.reloadData()
                // }
                """),
            Example("""
                let shortcuts = [
                    "hold": Shortcut("⌥"),
                ↓//    "vimCycleRight": ATShortcut(Shortcut(keyEquivalent: "l")!, .local),
                //    "vimCycleLeft": ATShortcut(Shortcut(keyEquivalent: "h")!, .local),
                ]
                """, skipWrappingTests: true),
            Example("""
                func load() {
                    ↓// let data = try fetch()
                    // cache.store(data)
                    // render(data)
                }
                """, skipWrappingTests: true),
            Example("""
                ↓// if user.isLoggedIn {
                //     showProfile()
                // }
                """),
            Example("""
                final class Feed {
                    ↓// func refresh() {
                    //     items = []
                    //     tableView.reloadData()
                    // }
                }
                """, skipWrappingTests: true),
            Example("""
                final class Player {
                    ↓// private var timer: Timer?
                    // @Published var isPlaying = false
                    let url: URL
                }
                """, skipWrappingTests: true),
            Example("""
                ↓// UIView.animate(withDuration: 0.3) { [weak self] in
                //     self?.view.alpha = 0
                // }
                """),
            Example("""
                ↓/*
                let request = URLRequest(url: url)
                session.dataTask(with: request).resume()
                */
                """),
            Example("""
                ↓/*
                 * let cache = NSCache<NSString, UIImage>()
                 * cache.countLimit = 100
                 */
                """),
            Example("""
                #if DEBUG
                ↓// logger.level = .verbose
                // logger.attach(console)
                #endif
                """, skipWrappingTests: true),
            Example("""
                func viewDidLoad() {
                        ↓//guard let self else { return }
                        //self.reload()
                }
                """, skipWrappingTests: true),
            Example("""
                var body: some View {
                    Text(title)
                    ↓//    .padding()
                    //    .background(Color.red)
                }
                """, skipWrappingTests: true),
            Example("""
                ↓// let alert = UIAlertController(
                //     title: title,
                //     message: message,
                //     preferredStyle: .alert
                // )
                """),
            Example("""
                switch state {
                ↓// case .loading:
                //     spinner.startAnimating()
                default:
                    break
                }
                """, skipWrappingTests: true),
            Example("""
                ↓// import Combine
                // import SwiftUI
                import UIKit
                """),
            Example("""
                ↓// reload()
                // track(.refresh)
                let count = 1
                ↓// count += 1
                // print(count)
                """),
            Example("""
                ↓// button.isEnabled = false
                // button.alpha = 0.5
                // button.setTitle(nil, for: .normal)
                """, configuration: ["minimum_lines": "3"]),
            Example("""
                ↓/*
                func testPurchase() throws {
                    helper.requestProductInfo()

                    XCTAssertTrue(helper.buy(.monthly))
                }
                */
                """),
        ]

        static let nonTriggering = basics + keptOnPurpose + introducedAcrossBlankLines + keptByANote + quotesAndHeaders
    }
}
