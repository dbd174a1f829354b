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

    func testAssignmentsKeepTheReceiverTypeTheFileNames() {
        let code = """
            final class HomeViewController: UIViewController {
                let viewer: HistoryViewer
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? ShopViewController)?.shopIdentifier = identifier
                    if let vc = segue.destination as? CartViewController { vc.cart = cart }
                    let made = ReaderViewController()
                    made.article = article
                    self.title = "Home"
                    viewer.history = history
                    cell.title = "?"
                }
            }
            """
        let project = CrossReference([FileReferences(SourceFile(path: "Home.swift", contents: code), parts: [.assignments])])
        XCTAssertEqual(project.assignments(to: "shopIdentifier").map(\.value.resolvedReceiverType), ["ShopViewController"])
        XCTAssertEqual(project.assignments(to: "cart").map(\.value.resolvedReceiverType), ["CartViewController"])
        XCTAssertEqual(project.assignments(to: "article").map(\.value.resolvedReceiverType), ["ReaderViewController"])
        XCTAssertEqual(project.assignments(to: "title").map(\.value.resolvedReceiverType), ["HomeViewController", nil])
        XCTAssertEqual(project.assignments(to: "history").map(\.value.resolvedReceiverType), ["HistoryViewer"])
        XCTAssertEqual(project.assignments(to: "history").map(\.value.receiverType), ["HistoryViewer"])
        XCTAssertEqual(project.assignments(to: "cart").map(\.value.receiverType), [nil], "no kept instance")
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
