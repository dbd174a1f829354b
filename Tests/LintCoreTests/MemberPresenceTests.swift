@testable import LintCore
import XCTest

/// Where a function branches on whether one of its instance's own members is there.
final class MemberPresenceTests: XCTestCase {
    /// `member@line` for each presence test in the body of the function named `function`.
    private func tests(_ source: String, in function: String) throws -> [String] {
        let file = SourceFile(contents: source)
        let declaration = try XCTUnwrap(file.declarations.functions.first { $0.name == function })
        let body = try XCTUnwrap(declaration.body)
        let block = try XCTUnwrap(file.outline(.blocks).block(openedAt: body.open))
        return file.memberPresenceTests(in: block).map { "\($0.member)@\(file.location(of: file.tokens[$0.token]).line)" }
    }

    func testBindingsComparisonsPatternsAndSwitches() throws {
        XCTAssertEqual(try tests("""
            final class ProfileViewController: UIViewController {
                var user: User?
                var note: String?
                var count: Int?
                var mode: Mode?
                func render() {
                    if let user { show(user) }
                    guard let text = self.note else { return }
                    if count == nil || nil != self?.mode { reset() }
                    if case .some(let value) = mode { use(value) }
                    switch self.user {
                    case .some: break
                    case .none: break
                    }
                    while let next = note, next.isEmpty { }
                }
            }
            """, in: "render"), ["user@7", "note@8", "count@9", "mode@9", "mode@10", "user@11", "note@15"])
    }

    func testReadsLocalsOtherValuesCastsAndChainsAreNoTests() throws {
        XCTAssertEqual(try tests(#"""
            final class ProfileViewController: UIViewController {
                var user: User?
                var note: String?
                func render(user: User?) {
                    if let user { show(user) }
                    let note = draft()
                    if note != nil { save() }
                    label.text = self.note ?? ""
                    let length = self.note?.count
                    if let name = account.user { greet(name) }
                    if let viewer = segue.destination as? ProfileViewController { viewer.note = "x" }
                    switch self.note! { case "": break; default: break }
                    if case .deepLink(let link) = self.user { open(link) }
                    let text = """
                        if let note { }
                        """
                    // if let note { }
                    print(text, length)
                }
            }
            """#, in: "render"), [])
    }

    /// An assertion that a member is there checks it; a comparison passed to another call,
    /// or assigned, still shows what the screen does with it.
    func testAssertionsAreNoBranches() throws {
        XCTAssertEqual(try tests("""
            final class DoneViewController: UIViewController {
                var text: String?
                var detail: String?
                override func viewDidLoad() {
                    assert(text != nil, "set text before showing \\(String(describing: detail))")
                    precondition((self.detail) != nil)
                    button.isHidden = text == nil
                    show(detail != nil)
                }
            }
            """, in: "viewDidLoad"), ["text@7", "detail@8"])
    }

    func testClosuresAndConditionalCompilationCount() throws {
        XCTAssertEqual(try tests("""
            final class FeedViewController: UIViewController {
                var latest: Post?
                func load() {
                    api.load { [weak self] in
                        guard let post = self?.latest else { return }
                        self?.show(post)
                    }
                    #if DEBUG
                    if latest == nil { log() }
                    #endif
                }
            }
            """, in: "load"), ["latest@5", "latest@9"])
    }

    func testDeclaredRoles() {
        let file = SourceFile(contents: """
            enum Tab { case home }
            struct Order: Codable {}
            struct Route {}
            final class Post: NSManagedObject {}
            final class Header: UIView {}
            class Service: NSObject {}
            actor Store {}
            protocol Feed {}
            protocol ExtensionContainer: Codable {}
            extension Route: Hashable {}
            """)
        XCTAssertEqual(file.declarations.types.map { "\($0.name) \(DeclaredRole($0))" }, [
            "Tab data", "Order data", "Route undecided", "Post data", "Header object", "Service undecided", "Store object",
            "Feed undecided", "ExtensionContainer data", "Route data",
        ])
        XCTAssertEqual(DeclaredRole.data.joined(with: .object), .object)
        XCTAssertEqual(DeclaredRole.undecided.joined(with: .data), .data)
    }

    func testScreenDataOpensCollectionsAndAsksTheDeclarationsFirst() {
        XCTAssertEqual(["[Post]?", "[String: Post]!", "Set<Tag>?", "Post?", "Result<[Post], Error>?"].map(ScreenData.isCollection),
                       [true, true, true, false, false])
        XCTAssertEqual(ScreenData.elementType("[String: Post]?"), "Post")
        XCTAssertEqual(ScreenData.elementType("Array<Post>!"), "Post")
        XCTAssertFalse(ScreenData.isData("UIImage"))
        XCTAssertTrue(ScreenData.isData("NSAttributedString"))
        XCTAssertFalse(ScreenData.isData("[PaymentOption]"))
        XCTAssertTrue(ScreenData.isData("[PaymentOption]") { $0 == "PaymentOption" ? .data : .undecided })
        XCTAssertFalse(ScreenData.isData("Order?") { _ in .object })
    }

    func testLoadingFunctionNames() {
        XCTAssertEqual(["load", "reloadData", "fetchPosts", "getData", "refresh", "loader", "getter", "bind", "loadView"].map(ScreenData.loads),
                       [true, true, true, true, true, false, false, false, true])
    }
}
