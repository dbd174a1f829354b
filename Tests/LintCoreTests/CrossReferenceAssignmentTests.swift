@testable import LintCore
import XCTest

/// The members a creation site sets through a cast or a binding to one, and each assignment's
/// receiver type as the outline resolves it.
final class CrossReferenceAssignmentTests: XCTestCase {
    private func creations(of type: String, in code: String) -> [Site<Creation>] {
        CrossReference([FileReferences(SourceFile(path: "Router.swift", contents: code))]).creations(of: type).known ?? []
    }

    func testMembersSetThroughACastABindingToOneAndAGuard() {
        let sites = creations(of: "ShopViewController", in: """
            final class HomeViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? ShopViewController)?.shopIdentifier = identifier
                    (segue.destination as! ShopViewController).title = nil
                    if let vc = segue.destination as? ShopViewController {
                        vc.shopIdentifier = identifier
                        vc.mode = .full
                    }
                }
                func open() {
                    guard let vc = storyboard?.instantiateViewController(withIdentifier: "Shop") as? ShopViewController else { return }
                    vc.shop = currentShop
                    (storyboard?.instantiateViewController(withIdentifier: "Shop") as? ShopViewController)?.note = note?.text
                    navigationController?.pushViewController(vc, animated: true)
                }
            }
            """)
        XCTAssertEqual(sites.map(\.value.kind), [.segue, .segue, .segue, .storyboard, .storyboard])
        XCTAssertEqual(sites.map(\.value.setMembers), [["shopIdentifier"], [], ["shopIdentifier", "mode"], ["shop"], ["note"]],
                       "`= nil` sets nothing")
        XCTAssertEqual(sites[4].value.maybeNilMembers, ["note"], "an optional chain may be nil")
        XCTAssertEqual(sites.map(\.value.place.line), [3, 4, 5, 11, 13])
    }

    /// A member set on a typed stored property (`viewer.history = …`) is another type's instance
    /// the code keeps; a screen set through a cast or a binding is a creation's set-up instead.
    func testAssignmentsKeepTheTypeOfAKeptInstance() {
        let code = """
            final class HomeViewController: UIViewController {
                let viewer: HistoryViewer
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let vc = segue.destination as? CartViewController { vc.cart = cart }
                    self.title = "Home"
                    viewer.history = history
                    cell.title = "?"
                }
            }
            """
        let project = CrossReference([FileReferences(SourceFile(path: "Home.swift", contents: code), parts: .all)])
        XCTAssertEqual(project.assignments(to: "history", onInstancesOf: "HistoryViewer").map(\.value.receiverType), ["HistoryViewer"])
        XCTAssertEqual(project.assignments(to: "title", in: "HomeViewController").map(\.value.receiver), ["self"])
        XCTAssertEqual(project.creations(of: "CartViewController").known?.first?.value.setMembers, ["cart"])
    }

    func testAParameterOrAClosuresParameterShadowsAKeptInstance() {
        let code = """
            final class Coordinator {
                private let viewer: HistoryViewController
                func show(viewer: OtherViewController) {
                    viewer.history = 1
                }
                func start() {
                    items.forEach { viewer in viewer.history = 2 }
                    for viewer in viewers { viewer.history = 4 }
                    viewer.history = 3
                }
            }
            """
        let project = CrossReference([FileReferences(SourceFile(path: "Coordinator.swift", contents: code), parts: [.selfAssignments])])
        XCTAssertEqual(project.assignments(to: "history", onInstancesOf: "HistoryViewController").map(\.value.place.line), [9])
    }

    /// A member changed in place is changed, though never assigned: a mutating call (through
    /// `self.`, an optional chain or inside a closure), a subscript's or a field's assignment,
    /// `+=` on a subscript; those through a field are told apart. A local of the same name, another value's member, a non-mutating
    /// call and a struct's own code are not the class's member changed.
    func testChangesInPlace() {
        let project = CrossReference([FileReferences(SourceFile(path: "Ranges.swift", contents: """
            final class EditRangesViewController: UIViewController {
                var ranges: [Range]?
                var draft: Draft?
                var totals: [String: Int]?
                func delete(at index: Int) {
                    ranges?.remove(at: index)
                    self.ranges!.append(contentsOf: [])
                    network.ranges.removeAll()
                    let sorted = ranges?.sorted()
                    if let first = ranges?.first { print(first) }
                    button.onTap = { [weak self] in self?.draft?.title = "x" }
                }
                func add(_ key: String) {
                    totals?[key] += 1
                    #if DEBUG
                    draft?.notes.append("added")
                    #endif
                    let ranges = [Range]()
                    ranges.append(Range())
                }
            }
            struct Editor {
                var ranges: [Range]?
                mutating func clear() { ranges?.removeAll() }
            }
            """))])
        let changes = { (member: String) in project.changesInPlace(of: member, in: "EditRangesViewController").map(\.value.place.line) }
        XCTAssertEqual(changes("ranges"), [6, 7])
        XCTAssertEqual(changes("draft"), [11, 16])
        XCTAssertEqual(changes("totals"), [14])
        let throughField = { (member: String) in
            project.changesInPlace(of: member, in: "EditRangesViewController").map(\.value.throughField)
        }
        XCTAssertEqual(throughField("ranges") + throughField("totals"), [false, false, false])
        XCTAssertEqual(throughField("draft"), [true, true])
        XCTAssertEqual(project.changesInPlace(of: "ranges", in: "Editor").count, 0)
    }

    /// Two classes of one name (one per target) are not one type: where it is made is unknown.
    func testAClassNameTwoDeclarationsGiveHasUnknownCreations() {
        let files = ["Pisth/Terminal.swift": "final class TerminalViewController: UIViewController { var pwd: String? }",
                     "APT/Terminal.swift": "class TerminalViewController: UIViewController { var pwd: String? }",
                     "APT/Open.swift": "func open() { let t = TerminalViewController(); t.pwd = \"/\" }"]
        let project = CrossReference(files.map { FileReferences(SourceFile(path: $0.key, contents: $0.value)) })
        XCTAssertNil(project.creations(of: "TerminalViewController").known)
        let one = CrossReference(files.filter { $0.key != "APT/Terminal.swift" }.map { FileReferences(SourceFile(path: $0.key, contents: $0.value)) })
        XCTAssertEqual(one.creations(of: "TerminalViewController").known?.count, 1)
    }

    /// A callback handed to a function the project declares that calls its closure parameter
    /// only in its own body (directly or optionally chained) runs in place; one that calls it
    /// inside a closure of its own, on any path, or passes it on, may run later.
    func testCallbacksAFunctionCallsInPlace() {
        let prefs = """
            final class Preferences {
                func readPin(completion: @escaping (String?) -> Void) {
                    guard let data = defaults.data(forKey: "pin") else { return completion(nil) }
                    completion(String(decoding: data, as: UTF8.self))
                }
                func readName(_ handler: ((String) -> Void)?) { handler?("name") }
                func getPrice(callback: @escaping (Int?) -> Void) {
                    guard online else { callback(nil); return }
                    request { response in callback(response.price) }
                }
                func fetchUser(completion: @escaping (User) -> Void) { api.fetch(completion: completion) }
            }
            """
        let screen = """
            final class SettingsViewController: UIViewController {
                var pin: String?
                var name: String?
                var price: Int?
                var user: User?
                func refresh() {
                    prefs.readPin { pin in self.pin = pin }
                    prefs.readName { [weak self] in
                        DispatchQueue.main.async { self?.name = $0 }
                    }
                    prefs.getPrice(callback: { self.price = $0 })
                    prefs.fetchUser(completion: { self.user = $0 })
                }
            }
            """
        let project = CrossReference([FileReferences(SourceFile(path: "Preferences.swift", contents: prefs)),
                                      FileReferences(SourceFile(path: "Settings.swift", contents: screen))])
        let inPlace = { (member: String) in
            project.assignments(to: member, in: "SettingsViewController").map { project.runsInPlace($0.value) }
        }
        XCTAssertEqual(inPlace("pin"), [true])
        XCTAssertEqual(inPlace("name"), [false], "the inner callback is handed to `async`")
        XCTAssertEqual(inPlace("price"), [false])
        XCTAssertEqual(inPlace("user"), [false])
    }

    /// A member set on a receiver the file does not resolve (a parameter, a cast, a property of
    /// another object) may be set from outside; one set only on `self`, or nowhere, is not.
    func testMembersSetOnReceiversTheFileDoesNotResolve() {
        let project = CrossReference([FileReferences(SourceFile(path: "Open.swift", contents: """
            func open(_ screen: NoteViewController, text: String) {
                screen.note = text
                (window.rootViewController as? TabsViewController)?.badge = nil
                if let card = presented as? CardViewController { card.problem = text }
            }
            final class NoteViewController: UIViewController {
                var title2: String?
                func rename() { title2 = "x"; self.subtitle = "y" }
            }
            """))])
        XCTAssertEqual(["note", "badge", "problem", "title2", "subtitle"].map(project.mayBeSetFromOutside),
                       [true, true, true, false, false])
    }

    /// A member set first thing in a `case` or `default` body follows the label's colon, on
    /// the label's line or the next, and is set; a typed declaration's value (`let draft: Draft
    /// = …`) sets no member.
    func testAssignmentsRightAfterACaseLabel() {
        let project = CrossReference([FileReferences(SourceFile(path: "Profile.swift", contents: """
            final class ProfileViewController: UIViewController {
                var user: Account?
                var error: Error?
                var draft: Draft?
                func load() {
                    api.getProfile { result in
                        switch result {
                        case .success(let account):
                            self.user = account
                        case .failure(let failure): error = failure
                        default: draft = nil
                        }
                    }
                    let draft: Draft = Draft()
                    var error: Error? = nil
                }
            }
            """))])
        let lines = { (member: String) in project.assignments(to: member, in: "ProfileViewController").map(\.value.place.line) }
        XCTAssertEqual(lines("user"), [9])
        XCTAssertEqual(lines("draft"), [11])
        XCTAssertEqual(lines("error"), [10])
    }
}
