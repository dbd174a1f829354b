import LintCore
import XCTest

/// `SourceFile.subject(at:)`: what a warning at a location is about, as a baseline matches it.
final class SubjectTests: XCTestCase {
    private func subjects(_ code: String, at locations: [(Int, Int)]) -> [String?] {
        let file = SourceFile(contents: code)
        return locations.map { file.subject(at: Location(line: $0.0, column: $0.1)) }
    }

    func testADeclarationAtItsNameOrItsFirstToken() {
        let code = """
            @MainActor
            final class FeedManager: NSObject {
                private(set) var items: [Item]? = nil
                @objc func reload(animated: Bool) {}
                init(store: Store) {}
                subscript(index: Int) -> Item { items![index] }
            }
            """
        XCTAssertEqual(subjects(code, at: [(2, 13), (1, 1), (3, 22), (3, 5), (4, 16), (4, 5), (5, 5), (6, 5)]), [
            "class FeedManager", "class FeedManager", "property FeedManager.items", "property FeedManager.items",
            "func FeedManager.reload(animated:)", "func FeedManager.reload(animated:)", "initializer FeedManager.init(store:)",
            "subscript FeedManager.subscript(_:)",
        ])
    }

    /// Whatever modifiers, attributes or conformances the line gains, the subject stays.
    func testTheSubjectIgnoresModifiersAttributesAndConformances() {
        let before = subjects("class UserManager {}", at: [(1, 7)])
        let after = subjects("@objc public final class UserManager: NSObject, Sendable {}", at: [(1, 26)])
        XCTAssertEqual(before, ["class UserManager"])
        XCTAssertEqual(after, before)
    }

    func testInsideBodiesClosuresAndAccessors() {
        let code = """
            extension Outer.Feed {
                func load() {
                    items.enumerated().forEach { offset, item in
                        print(item)
                    }
                }
                var count: Int {
                    items.count
                }
                lazy var loader: Loader = {
                    Loader(session: .shared)
                }()
                struct Row {
                    let title: String
                }
            }
            """
        XCTAssertEqual(subjects(code, at: [(4, 13), (8, 9), (11, 9), (14, 13), (13, 5)]), [
            "func Outer.Feed.load()", "property Outer.Feed.count", "property Outer.Feed.loader",
            "property Outer.Feed.Row.title", "struct Outer.Feed.Row",
        ])
    }

    /// Switch cases, whose block opens at their label, `if let` bindings, a multi-line string and
    /// a `deinit` (which the index does not list) are walked out of to what holds them.
    func testSwitchCasesBindingsStringsAndDeinit() {
        let code = """
            final class Player {
                func render(_ state: State) -> String {
                    switch state {
                    case .idle:
                        if let title = state.title { return title }
                        return \"\"\"
                            idle
                            \"\"\"
                    default: return ""
                    }
                }
                deinit {
                    stop()
                }
            }
            """
        XCTAssertEqual(subjects(code, at: [(4, 9), (5, 20), (7, 17), (9, 18), (13, 9)]), [
            "func Player.render(_:)", "func Player.render(_:)", "func Player.render(_:)", "func Player.render(_:)", "class Player",
        ])
    }

    /// A documentation comment's warning is about the declaration it documents.
    func testADocumentationCommentIsAboutWhatItDocuments() {
        let code = """
            struct Store {
                /// Loads the user.
                /// - Parameter id: The identifier.
                func load(user: Int) {}
                #if DEBUG
                // TODO(2020-01-01): remove
                func debug() {}
                #endif
            }
            """
        XCTAssertEqual(subjects(code, at: [(3, 21), (6, 8)]), ["func Store.load(user:)", "func Store.debug()"])
    }

    func testTopLevelCodeHasNone() {
        XCTAssertEqual(subjects("let x = 1\nprint(x)\n", at: [(2, 1)]), [nil])
        XCTAssertEqual(subjects("func main() {\n    run()\n}\n", at: [(2, 5)]), ["func main()"])
        XCTAssertEqual(subjects("// a comment at the end\n", at: [(1, 1), (9, 1)]), [nil, nil])
    }

    /// Every token of a file with every kind of block has a subject, found by walking outwards.
    func testEveryTokenOfEveryKindOfBlockIsAnswered() {
        let code = """
            #if os(iOS)
            import UIKit
            #endif
            enum Mode { case a, b(Int) }
            protocol Loading { func load() }
            struct Feed<Item: Decodable>: Loading where Item: Sendable {
                @Published var items: [Item] = [] { didSet { print(oldValue) } }
                var count: Int { get { items.count } set { _ = newValue } }
                subscript(i: Int) -> Item { items[i] }
                func load() {
                    for (offset, item) in items.enumerated() where offset > 0 {
                        guard let x = item as? Int else { continue }
                        do { try run(x) } catch { print(error) }
                        repeat { } while false
                        let text = "\\(x) \\(items.map { "\\($0)" })"
                        defer { print(text) }
                    }
                }
            }
            precedencegroup Power { higherThan: AdditionPrecedence }
            let handler: () -> Void = { print("top") }
            """
        let file = SourceFile(contents: code)
        let answered = file.tokens.map { file.subject(at: file.location(of: $0)) }
        XCTAssertEqual(answered.count, file.tokens.count)
        XCTAssertEqual(file.subject(at: Location(line: 15, column: 25)), "func Feed.load()")
        XCTAssertEqual(file.subject(at: Location(line: 8, column: 30)), "property Feed.count")
    }
}
