@testable import LintCore
import XCTest

/// What a creation sets on some paths only, through a local declared before it, or from a
/// local whose value may be nil.
final class CrossReferenceSetUpPathsTests: XCTestCase {
    private func setUps(_ member: String, of type: String, in source: String) throws -> [SetUp] {
        let project = CrossReference([FileReferences(SourceFile(path: "Screens.swift", contents: source), parts: .all)])
        let sites = try XCTUnwrap(project.creations(of: type).known)
        return sites.map { project.setUp(of: member, at: $0, of: type) }
    }

    func testAMemberSetInABranchBegunAfterTheCreationIsSetMaybe() throws {
        let source = """
            final class RepoViewController: UIViewController { var repo: Repo? }
            final class ListViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let screen = segue.destination as? RepoViewController {
                        if let path = tableView.indexPathForSelectedRow {
                            screen.repo = repos[path.row]
                        }
                    }
                }
                func inTheIfLetThatBindsIt() {
                    if let screen = storyboard?.instantiateViewController(withIdentifier: "R") as? RepoViewController {
                        screen.repo = repos[0]
                        show(screen, sender: nil)
                    }
                }
                func inALoop() {
                    let screen = RepoViewController()
                    for repo in repos where repo.isStarred { screen.repo = repo }
                    show(screen, sender: nil)
                }
                func inASwitch(_ kind: Kind) {
                    let screen = RepoViewController()
                    switch kind {
                    case .first: screen.repo = repos[0]
                    case .none: break
                    }
                    show(screen, sender: nil)
                }
                func inADoBlock() {
                    let screen = RepoViewController()
                    do { screen.repo = try store.first() } catch { return }
                    show(screen, sender: nil)
                }
                func inAGuardLet() {
                    guard let screen = storyboard?.instantiateViewController(withIdentifier: "R") as? RepoViewController else { return }
                    screen.repo = repos[0]
                    show(screen, sender: nil)
                }
            }
            """
        XCTAssertEqual(try setUps("repo", of: "RepoViewController", in: source), [.maybe, .set, .maybe, .maybe, .set, .set])
    }

    func testAMemberSetInEveryBranchOfAnIfElseChainIsSet() throws {
        let source = """
            final class ReasonViewController: UIViewController { var reason: String? }
            final class PanelViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let screen = segue.destination as? ReasonViewController {
                        if let reason = lastReason {
                            screen.reason = reason
                        } else if isOffline {
                            screen.reason = "Offline"
                        } else {
                            screen.reason = "Unknown"
                        }
                    }
                }
                func withoutAFinalElse() {
                    let screen = ReasonViewController()
                    if let reason = lastReason { screen.reason = reason } else if isOffline { screen.reason = "Offline" }
                    show(screen, sender: nil)
                }
                func notInEveryBranch() {
                    let screen = ReasonViewController()
                    if let reason = lastReason { screen.reason = reason } else { log("none") }
                    show(screen, sender: nil)
                }
                func nestedInOneBranch() {
                    let screen = ReasonViewController()
                    if let reason = lastReason {
                        if reason.isEmpty { screen.reason = "Empty" }
                    } else {
                        screen.reason = "Unknown"
                    }
                    show(screen, sender: nil)
                }
                func withAClosureInTheCondition() {
                    let screen = ReasonViewController()
                    if reasons.contains(where: { $0.isEmpty }) { screen.reason = "Empty" } else { screen.reason = reasons[0] }
                    show(screen, sender: nil)
                }
            }
            """
        XCTAssertEqual(try setUps("reason", of: "ReasonViewController", in: source), [.set, .maybe, .maybe, .maybe, .set])
    }

    func testACreationBoundInABranchToALocalDeclaredBeforeIt() throws {
        let source = """
            final class CameraViewController: UIViewController { var printer: String?; var url: URL? }
            final class CamerasViewController: UIViewController {
                func camera(for url: URL, reuse existing: UIViewController?) -> UIViewController {
                    let controller: CameraViewController
                    if let reused = existing as? CameraViewController {
                        controller = reused
                    } else {
                        controller = CameraViewController()
                    }
                    controller.url = url
                    if isShared { controller.printer = "shared" }
                    return controller
                }
                func later() {
                    let screen = CameraViewController()
                    screen.url = URL(string: "a")
                    show(screen, sender: nil)
                }
            }
            """
        XCTAssertEqual(try setUps("url", of: "CameraViewController", in: source), [.set, .set],
                       "set after the branch that made it")
        XCTAssertEqual(try setUps("printer", of: "CameraViewController", in: source), [.maybe, .leftOut])
    }

    func testALocalPassedOnMayBeNilAsItsValueMay() throws {
        let source = """
            final class CheckInViewController: UIViewController {
                var event: Event?; var subEvent: SubEvent?; var list: List?; var draft: Draft?; var note: Note?; var tag: Tag?
            }
            final class EventsViewController: UIViewController {
                func subEvent(for path: IndexPath) -> SubEvent? { subEvents[path.row] }
                func event(for path: IndexPath) -> Event { events[path.row] }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let screen = segue.destination as? CheckInViewController, let path = selectedPath else { return }
                    let selectedEvent = event(for: path)
                    let selectedSubEvent = subEvent(for: path)
                    let list = lists.first?.value
                    var draft: Draft? = nil
                    if let note = notes.first { screen.note = note }
                    let tag = tag
                    screen.event = selectedEvent
                    screen.subEvent = selectedSubEvent
                    screen.list = list
                    screen.draft = draft
                    screen.tag = tag
                }
            }
            """
        let members = ["event", "subEvent", "list", "draft", "note", "tag"]
        let found = try members.map { try setUps($0, of: "CheckInViewController", in: source).first }
        XCTAssertEqual(found, [.set, .maybe, .maybe, .maybe, .maybe, .set],
                       "a local from an optional-returning call, an optional chain or declared optional may be nil")
    }

    func testAFallbackOrAMethodPassedAValueThatMayBeNil() throws {
        let source = """
            final class AddFeedViewController: UIViewController {
                var urlString: String?; var name: String?; var article: Article?; var folder: Folder?; var header: String?
                func setArticle(_ article: Article?) { self.article = article }
                func setFolder(_ folder: Folder) { self.folder = folder }
                func configure(header: String?, done: @escaping () -> Void) { self.header = header }
            }
            final class FeedsViewController: UIViewController {
                var pasteboardURL: String?
                func add(_ urlString: String?, article: Article?, folder: Folder) {
                    let screen = AddFeedViewController()
                    screen.urlString = urlString ?? pasteboardURL
                    screen.name = urlString ?? ""
                    screen.setArticle(article)
                    screen.setFolder(folder)
                    screen.configure(header: nil) { reload() }
                    show(screen, sender: nil)
                }
            }
            """
        let found = try ["urlString", "name", "article", "folder", "header"].map {
            try setUps($0, of: "AddFeedViewController", in: source).first
        }
        XCTAssertEqual(found, [.maybe, .set, .maybe, .set, .maybe], "a fallback that may be nil; a method given an optional or nil")
    }
}
