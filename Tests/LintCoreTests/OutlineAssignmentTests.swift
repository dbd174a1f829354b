@testable import LintCore
import XCTest

/// Each assignment's target, operator, value, member, receiver and resolved receiver type.
final class OutlineAssignmentTests: XCTestCase {
    /// Each assignment as `target op value | member | receiver | Type(source)`.
    private func assignments(_ source: String) -> [String] {
        let file = SourceFile(contents: source)
        let tokens = file.tokens
        func text(_ range: Range<Int>) -> String {
            range.isEmpty ? "" : file.text(Int(tokens[range.lowerBound].start)..<Int(tokens[range.upperBound - 1].end))
        }
        return file.outline.assignments.map { assignment in
            let type = assignment.receiverType.map { "\($0.name)(\($0.source.rawValue))" } ?? "-"
            return "\(text(assignment.target)) \(assignment.kind.rawValue) \(text(assignment.value))"
                + " | \(assignment.member(in: file) ?? "-") | \(assignment.receiver.map(text) ?? "-") | \(type)"
                + (assignment.targetsLocal ? " | local" : "")
        }
    }

    func testPlainAndCompoundAssignmentsButNoComparisonsOrDeclarations() {
        XCTAssertEqual(assignments("""
            final class Counter {
                var count = 0
                var cache: [String: Int]?
                func step(by amount: Int = 1, label: String = "a = b") {
                    let start = count
                    var total: Int = 0, other = 2
                    count += amount
                    total -= 1; other *= 2
                    cache ??= [:]
                    flags &&= ready
                    bits <<= 2
                    bits >>= 1
                    if count == start || count != 3 || count >= 4 || count <= 5 || self === other || a !== b { reset() }
                    title = "x = [y]" // a comment = with an equals
                }
            }
            """), [
                "count += amount | count | - | Counter(enclosingType)",
                "total -= 1 | total | - | - | local",
                "other *= 2 | other | - | - | local",
                "cache ??= [:] | cache | - | Counter(enclosingType)",
                "flags &&= ready | flags | - | Counter(enclosingType)",
                "bits <<= 2 | bits | - | Counter(enclosingType)",
                "bits >>= 1 | bits | - | Counter(enclosingType)",
                "title = \"x = [y]\" | title | - | Counter(enclosingType)",
            ])
    }

    func testPatternsBindingsAndConditionsAreNoAssignments() {
        XCTAssertEqual(assignments("""
            func route(_ event: Event, value: Int?) {
                if let x = value, case .some(let y) = value, x == y { done = true }
                guard let z = value else { return }
                while var next = queue.popFirst() { next.count = z }
                switch event { case let .tap(point): last = point default: break }
                if case let .tap(p) = event { print(p) }
            }
            """), [
                "done = true | done | - | -",
                "next.count = z | count | next | -",
                "last = point | last | - | -",
            ])
    }

    func testValuesRunAcrossLinesAndKeepTheirTrailingClosure() {
        XCTAssertEqual(assignments("""
            func load() {
                total = first +
                    second
                name = user
                    .profile?
                    .name ?? ""
                handler = api.fetch(id) { result in
                    self.result = result
                }
                flag = !ready
                other = try await service.load()
                x = y; z = w
            }
            """), [
                "total = first +\n        second | total | - | -",
                "name = user\n        .profile?\n        .name ?? \"\" | name | - | -",
                "handler = api.fetch(id) { result in\n        self.result = result\n    } | handler | - | -",
                "self.result = result | result | self | -",
                "flag = !ready | flag | - | -",
                "other = try await service.load() | other | - | -",
                "x = y | x | - | -",
                "z = w | z | - | -",
            ])
    }

    func testSubscriptTupleOptionalChainAndForceUnwrapTargets() {
        XCTAssertEqual(assignments("""
            struct Grid {
                var rows: [[Int]] = []
                var user: User?
                mutating func fill() {
                    rows[0][1] = 2
                    (a, b) = (b, a)
                    user?.name = "A"
                    user!.age = 3
                    self.rows[0] = []
                    \\Grid.rows == path ? (x = 1) : (x = 2)
                }
            }
            """), [
                "rows[0][1] = 2 | - | - | -",
                "(a, b) = (b, a) | - | - | -",
                "user?.name = \"A\" | name | user? | User(storedProperty)",
                "user!.age = 3 | age | user! | User(storedProperty)",
                "self.rows[0] = [] | - | - | -",
                "x = 1 | x | - | Grid(enclosingType)",
                "x = 2 | x | - | Grid(enclosingType)",
            ])
    }

    func testReceiversResolvedThroughCastsBindingsCreationsSelfAndStoredProperties() {
        XCTAssertEqual(assignments("""
            final class HomeViewController: UIViewController {
                private let viewer: HistoryViewer
                var detail: DetailViewController?
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? ShopViewController)?.shopIdentifier = id
                    (segue.destination as! Module.CartViewController).cart = cart
                    if let vc = segue.destination as? ProfileViewController {
                        vc.user = user
                    }
                    vc.user = nil
                    guard let shop = storyboard?.instantiateViewController(withIdentifier: "x") as? ShopViewController else { return }
                    shop.shop = s
                    let made = ShopViewController()
                    made.shop = s
                    let other = ReaderViewController.init(nibName: nil, bundle: nil)
                    other.article = a
                    let typed: Generic<Int>.Kind? = nil
                    self.title = "Home"
                    self?.title = "Home"
                    viewer.x = 1
                    self.detail?.item = 2
                    segue.destination.title = "?"
                    unknown.value = 3
                }
            }
            """), [
                "(segue.destination as? ShopViewController)?.shopIdentifier = id | shopIdentifier"
                    + " | (segue.destination as? ShopViewController)? | ShopViewController(cast)",
                "(segue.destination as! Module.CartViewController).cart = cart | cart"
                    + " | (segue.destination as! Module.CartViewController) | CartViewController(cast)",
                "vc.user = user | user | vc | ProfileViewController(cast)",
                "vc.user = nil | user | vc | -",
                "shop.shop = s | shop | shop | ShopViewController(cast)",
                "made.shop = s | shop | made | ShopViewController(creation)",
                "other.article = a | article | other | ReaderViewController(creation)",
                "self.title = \"Home\" | title | self | HomeViewController(enclosingType)",
                "self?.title = \"Home\" | title | self? | HomeViewController(enclosingType)",
                "viewer.x = 1 | x | viewer | HistoryViewer(storedProperty)",
                "self.detail?.item = 2 | item | self.detail? | DetailViewController(storedProperty)",
                "segue.destination.title = \"?\" | title | segue.destination | -",
                "unknown.value = 3 | value | unknown | -",
            ])
    }

    func testBindingsAreScopedAndShadowed() {
        XCTAssertEqual(assignments("""
            final class Coordinator {
                let viewer: HistoryViewer
                func start(screen: DetailViewController, items: [Item]) {
                    screen.item = 1
                    viewer.title = "kept"
                    let viewer = Other.make()
                    viewer.title = "shadowed"
                    if let screen = next as? ShopViewController { screen.item = 2 }
                    screen.item = 3
                    items.forEach { screen in screen.item = 4 }
                    for screen in screens { screen.item = 5 }
                    let alias = screen
                    alias.item = 6
                    guard let strongSelf = self else { return }
                    strongSelf.viewer.title = "kept too"
                }
            }
            """), [
                "screen.item = 1 | item | screen | DetailViewController(parameter)",
                "viewer.title = \"kept\" | title | viewer | HistoryViewer(storedProperty)",
                "viewer.title = \"shadowed\" | title | viewer | -",
                "screen.item = 2 | item | screen | ShopViewController(cast)",
                "screen.item = 3 | item | screen | DetailViewController(parameter)",
                "screen.item = 4 | item | screen | -",
                "screen.item = 5 | item | screen | -",
                "alias.item = 6 | item | alias | DetailViewController(parameter)",
                "strongSelf.viewer.title = \"kept too\" | title | strongSelf.viewer | HistoryViewer(storedProperty)",
            ])
    }

    func testIfDirectivesAndPropertyInitialisersOutsideCode() {
        XCTAssertEqual(assignments("""
            final class Settings {
                var mode = Mode.light
                lazy var formatter: Formatter = {
                    let made = Formatter()
                    made.style = .short
                    return made
                }()
                func apply() {
                    #if DEBUG
                    mode = .dark
                    #else
                    mode = .light
                    #endif
                }
            }
            """), [
                "made.style = .short | style | made | Formatter(creation)",
                "mode = .dark | mode | - | Settings(enclosingType)",
                "mode = .light | mode | - | Settings(enclosingType)",
            ])
    }
}

extension OutlineAssignmentTests {
    func testSwitchCaseBodiesKeyPathsAndStringsWithBrackets() {
        XCTAssertEqual(assignments("""
            func handle(_ event: Event) {
                switch event {
                case .tap(let point):
                    last = point
                default: state = .idle
                }
                let path = \\Model.items[0]
                label.text = "(\\(count) = [x])"
                values[key, default: 0] += 1
            }
            """), [
                "last = point | last | - | -",
                "state = .idle | state | - | -",
                "label.text = \"(\\(count) = [x])\" | text | label | -",
                "values[key, default: 0] += 1 | - | - | -",
            ])
    }
}
