import LintCore
import Rules
import XCTest

/// `class_length` says where a long type's length is: groups of members that share no stored
/// property (its jobs), one member holding most of it, or else its largest functions, computed
/// properties and extensions in the file.
final class ClassLengthMessageTests: XCTestCase {
    private func messages(_ code: String, warning: Int = 10) -> [String] {
        var options = ClassLengthRule.Options()
        options.warning = warning
        options.error = 1000
        return ClassLengthRule(options: options).validate(SourceFile(contents: code)).map(\.message)
    }

    private func lines(_ count: Int, _ prefix: String) -> String {
        (0..<count).map { "        \(prefix)\($0)()" }.joined(separator: "\n")
    }

    func testTheLargestPartsWithTheirLengths() {
        let code = """
            final class Inbox {
                // MARK: - Syncing
                func sync() {
            \(lines(6, "fetch"))
                }
                // MARK: - Layout
                func layout() {
            \(lines(3, "place"))
                }
                struct Row {
                    let title: String
                }
            }
            extension Inbox: Sendable {
                func archive() {
            \(lines(2, "move"))
                }
            }
            """
        XCTAssertEqual(messages(code), [
            "Class `Inbox` has 17 lines of code (4 of them in extensions in this file), over the limit of 10. Its "
                + "largest parts are `sync()` (8 lines), `layout()` (5) and `archive()` (4). A part that does a job of "
                + "its own is a type of its own, named for it",
        ], "MARK sections are not named: their labels say less than the code under them")
    }

    func testAnExtensionIsAsLongAsItsOwnCodeNestedTypesAside() {
        let code = """
            final class Inbox {
                func sync() {
            \(lines(5, "fetch"))
                }
            }
            extension Inbox: Sequence {
                func archive() {
            \(lines(5, "move"))
                }
                func clear() {}
                struct Iterator: IteratorProtocol {
                    func next() -> Int? {
            \(lines(12, "step"))
                        return nil
                    }
                }
            }
            """
        XCTAssertEqual(messages(code), [
            "Class `Inbox` has 15 lines of code (8 of them in extensions in this file), over the limit of 10. Its "
                + "largest parts are `extension Inbox: Sequence` (8 lines) and `sync()` (7). A part "
                + "that does a job of its own is a type of its own, named for it",
            "Struct `Iterator` has 15 lines of code, over the limit of 10. Most of its length is one member: `next()` "
                + "holds 15 of the 15 lines; split the member that holds most of the length first",
        ])
    }

    func testAStoredClosureIsAPartAsAFunctionIs() {
        let code = """
            extension FormatRule {
                static let indent = FormatRule(help: "Indents.") { formatter in
            \(lines(9, "step"))
                }
                static let wrap = FormatRule(help: "Wraps.") { formatter in
            \(lines(4, "fold"))
                }
            }
            """
        XCTAssertEqual(messages(code), [
            "Extension of `FormatRule` has 17 lines of code, over the limit of 10. Most of its length is one member: "
                + "`let indent` holds 11 of the 17 lines; split the member that holds most of the length first",
        ])
    }

    func testAnExtensionMeasuredOnItsOwnSaysSo() {
        let code = """
            extension Inbox {
                func sync() {
            \(lines(12, "fetch"))
                }
            }
            """
        XCTAssertEqual(messages(code), [
            "Extension of `Inbox` has 14 lines of code, over the limit of 10. Most of its length is one member: `sync()` "
                + "holds 14 of the 14 lines; split the member that holds most of the length first",
        ])
    }

    func testAComputedPropertyIsAPartAsAFunctionIs() {
        let code = """
            struct SettingsView: View {
                var body: some View {
                    Form {
            \(lines(8, "row"))
                    }
                }
                func save() {
            \(lines(2, "store"))
                }
                var title: String { "Settings" }
            }
            """
        XCTAssertEqual(messages(code), [
            "Struct `SettingsView` has 16 lines of code, over the limit of 10. Most of its length is one member: "
                + "`var body` holds 12 of the 16 lines; split the member that holds most of the length first",
        ], "a constant getter is data: no part")
    }

    func testAStoredPropertysObserversAreAPart() {
        let code = """
            final class AccountCell {
                var account: Account? {
                    didSet {
            \(lines(8, "observe"))
                    }
                }
                func configure() {
            \(lines(4, "layout"))
                }
                func layout() {
            \(lines(5, "place"))
                }
            }
            """
        XCTAssertEqual(messages(code), [
            "Class `AccountCell` has 25 lines of code, over the limit of 10. Its largest parts are `var account` (12 lines), "
                + "`layout()` (7) and `configure()` (6). A part that does a job of its own is a type of its own, named for it",
        ], "a reader found the observers, the largest member, left out while smaller methods were named")
    }

    func testTheNamedPartsNeverCountTheSameLinesTwice() {
        let code = """
            final class Pager {
                func layout() {
            \(lines(6, "place"))
                }
                func scroll() {
            \(lines(4, "move"))
                }
            }
            extension Pager: Delegate {
                func didSelect() {
            \(lines(7, "select"))
                }
                func didTap() {}
            }
            """
        XCTAssertEqual(messages(code), [
            "Class `Pager` has 24 lines of code (10 of them in extensions in this file), over the limit of 10. Its largest parts "
                + "are `extension Pager: Delegate` (10 lines), `layout()` (8) and `scroll()` (6). A part that does a job of its own "
                + "is a type of its own, named for it",
        ], "`didSelect()` (9) is inside the extension named: a reader found such parts overstate what they cover")
    }

    func testMembersThatShareNoStoredPropertyAreNamedAsJobs() {
        let code = """
            final class FeedScreen {
                private let session: Session
                private var retries = 0
                private let dateFormatter = DateFormatter()
                init(session: Session) {
                    self.session = session
                    dateFormatter.dateStyle = .short
                }
                func fetchItems() {
            \(lines(30, "request"))
                    session.load { self.retries += 1 }
                }
                func retry() {
                    if retries < 3 { fetchItems() }
                }
                func formatDate(_ date: Date) -> String {
            \(lines(25, "format"))
                    return dateFormatter.string(from: date)
                }
            }
            """
        XCTAssertEqual(messages(code, warning: 40), [
            "Class `FeedScreen` has 70 lines of code, over the limit of 40: it does more than one job. Its "
                + "members fall into 2 groups that share no stored property, initializers aside: `session`, `retries` with "
                + "`fetchItems()`, `retry()` (36 lines); `dateFormatter` with `formatDate(_:)` (28 lines): each is a job, "
                + "and a type of its own, named for it",
        ])
    }

    /// A screen whose fetching and formatting share no stored property, unless `extra` joins them.
    private func twoJobScreen(_ declaration: String = "final class FeedScreen", extra: String = "") -> String {
        """
        \(declaration) {
            private let session: Session
            private let dateFormatter = DateFormatter()\(extra)
            func fetchItems() {
        \(lines(30, "request"))
                session.load()
            }
            func formatDate(_ date: Date) -> String {
        \(lines(25, "format"))
                return dateFormatter.string(from: date)
            }
        }
        """
    }

    func testWhatALazyPropertysClosureReadsJoinsIt() {
        XCTAssertTrue(messages(twoJobScreen(), warning: 40)[0].contains("2 groups"), "apart, two jobs")
        let code = twoJobScreen(extra: """

                private lazy var loader: Loader = {
                    Loader(session: session, formatter: dateFormatter)
                }()
            """)
        XCTAssertEqual(messages(code, warning: 40).count, 1)
        XCTAssertFalse(messages(code, warning: 40)[0].contains("groups"), "`loader` reads both: one job")
    }

    func testATypeThatMayInheritStateMakesNoClaimOfSeparateJobs() {
        let code = twoJobScreen("final class FeedScreen: UIViewController")
        XCTAssertEqual(messages(code, warning: 40).count, 1)
        XCTAssertFalse(messages(code, warning: 40)[0].contains("groups"), "`view` and the like may join them")
    }

    func testMembersJoinedByOneAnotherOrByAProjectedValueAreOneJob() {
        let code = """
            struct SearchView: View {
                @State private var query = ""
                @State private var results: [Item] = []
                var body: some View {
                    List(results) { Row($0) }
                        .searchable(text: $query)
            \(lines(25, "modifier"))
                }
                func search() {
            \(lines(25, "lookup"))
                    _query.wrappedValue = ""
                }
            }
            """
        XCTAssertEqual(messages(code, warning: 40).count, 1)
        XCTAssertFalse(messages(code, warning: 40)[0].contains("groups"), "`$query` and `_query` name `query`: one job")
        XCTAssertFalse(messages(code, warning: 40)[0].contains("more than one job"), "one group: no second job claimed")
    }

    func testANestedTypeIsNoPartOfTheLength() {
        let code = """
            final class Inbox {
                func sync() {
            \(lines(6, "fetch"))
                }
                func layout() {
            \(lines(6, "place"))
                }
                struct Row {
                    func draw() {
            \(lines(20, "stroke"))
                    }
                }
            }
            """
        XCTAssertEqual(messages(code), [
            "Class `Inbox` has 16 lines of code, over the limit of 10. Its largest parts are `layout()` (8 lines) and "
                + "`sync()` (8). A part that does a job of its own is a type of its own, named for it",
            "Struct `Row` has 22 lines of code, over the limit of 10. Most of its length is one member: `draw()` holds "
                + "22 of the 22 lines; split the member that holds most of the length first",
        ])
    }
}
