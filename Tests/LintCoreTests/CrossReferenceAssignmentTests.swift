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
}
