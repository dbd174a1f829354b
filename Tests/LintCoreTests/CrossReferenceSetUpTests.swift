@testable import LintCore
import XCTest

/// What each place that makes a screen gives its members before the screen is in use.
final class CrossReferenceSetUpTests: XCTestCase {
    func testEachWayACreationSetsAMember() throws {
        let project = CrossReference([FileReferences(SourceFile(path: "Open.swift", contents: """
            final class ShareViewController: UIViewController {
                var share: Share?
                var note: String?
                init(share: Share? = nil) {
                    self.share = share
                    super.init(nibName: nil, bundle: nil)
                }
                func configure(note: String) { self.note = note }
            }
            func direct() { let screen = ShareViewController(); screen.note = "Hi"; show(screen) }
            func throughMethod() { let screen = ShareViewController(); screen.configure(note: "Hi"); show(screen) }
            func throughInitializer() { show(ShareViewController(share: current)) }
            func passingNil() { show(ShareViewController(share: nil)) }
            func leavingTheDefault() { show(ShareViewController()) }
            func maybeNil() { let screen = ShareViewController(); screen.note = draft?.text; show(screen) }
            func inTheCallbackThatShowsIt() {
                let screen = ShareViewController()
                api.load { note in screen.note = note; self.show(screen) }
            }
            func afterShowingIt() {
                let screen = ShareViewController()
                show(screen)
                api.load { note in screen.note = note }
            }
            """), parts: .all)])
        let sites = try XCTUnwrap(project.creations(of: "ShareViewController").known)
        XCTAssertEqual(sites.map { project.setUp(of: "note", at: $0, of: "ShareViewController") },
                       [.set, .set, .leftOut, .leftOut, .leftOut, .maybe, .set, .leftOut])
        XCTAssertEqual(sites.map { project.setUp(of: "share", at: $0, of: "ShareViewController") },
                       [.leftOut, .leftOut, .set, .leftOut, .leftOut, .leftOut, .leftOut, .leftOut])
        XCTAssertEqual(sites.map { project.fillsLater("note", at: $0, of: "ShareViewController") },
                       [false, false, false, false, false, false, true, true])
        XCTAssertFalse(project.setsAtStart("share", in: "ShareViewController"), "an optional parameter kept as it is")
    }

    func testValuesGivenAsTheScreenStarts() {
        let project = CrossReference([FileReferences(SourceFile(path: "Map.swift", contents: """
            final class MapViewController: UIViewController {
                var region: Region?
                var pin: Pin?
                var route: Route?
                override func viewDidLoad() {
                    region = .default
                    api.pin { self.pin = $0 }
                }
                func pick(_ route: Route) { self.route = route }
            }
            """), parts: .all)])
        XCTAssertEqual(["region", "pin", "route"].map { project.setsAtStart($0, in: "MapViewController") }, [true, false, false])
    }

    /// A member set from a call to a function the project declares returning an optional, in
    /// any file, may be nil.
    func testAValueFromAFunctionReturningAnOptionalMayBeNil() throws {
        let project = CrossReference([
            FileReferences(SourceFile(path: "Links.swift", contents: """
                extension Post {
                    func link() -> URL? { url }
                    func title() -> String { name }
                }
                """), parts: .all),
            FileReferences(SourceFile(path: "Open.swift", contents: """
                final class LinkViewController: UIViewController { var url: URL?; var heading: String? }
                func open(_ post: Post) {
                    let screen = LinkViewController()
                    screen.url = post.link()
                    screen.heading = post.title()
                    show(screen)
                }
                """), parts: .all),
        ])
        let site = try XCTUnwrap(project.creations(of: "LinkViewController").known?.first)
        XCTAssertEqual(project.setUp(of: "url", at: site, of: "LinkViewController"), .maybe)
        XCTAssertEqual(project.setUp(of: "heading", at: site, of: "LinkViewController"), .set)
    }
}
