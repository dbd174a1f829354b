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
        let passing = CrossReference([FileReferences(SourceFile(path: "Keys.swift", contents: """
            final class KeysViewController: UIViewController {
                var node: Node!
                var draft: Draft?
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let destination = segue.destination as! ModelsViewController
                    destination.node = node
                    destination.draft = draft
                }
            }
            """), parts: .all)])
        let site = try XCTUnwrap(passing.creations(of: "ModelsViewController").known?.first)
        XCTAssertEqual(["node", "draft"].map { passing.setUp(of: $0, at: site, of: "ModelsViewController") }, [.set, .maybe],
                       "an implicitly unwrapped property passed on is declared there when used")
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
    /// A value from a call to a function the project declares returning an optional, or read
    /// from a property it declares optional (on its own or through `.map`), may be nil.
    func testAValueFromAFunctionReturningAnOptionalMayBeNil() throws {
        let project = CrossReference([
            FileReferences(SourceFile(path: "Links.swift", contents: """
                struct Post {
                    let author: String
                    let mnemonic: String?
                    var index: Int?
                    var elements: [Element]
                    var node: Node!
                }
                extension Post {
                    func link() -> URL? { url }
                    func title() -> String { name }
                }
                """), parts: .all),
            FileReferences(SourceFile(path: "Open.swift", contents: """
                final class LinkViewController: UIViewController {
                    var url: URL?; var heading: String?; var author: String?; var phrase: Phrase?; var index: Int?
                    var element: Element?; var node: Node?; var draft: Draft?
                }
                final class PostViewController: UIViewController {
                    var draft: Draft?
                    func open(_ post: Post) {
                        let screen = LinkViewController()
                        screen.url = post.link()
                        screen.heading = post.title()
                        screen.author = post.author
                        screen.phrase = post.mnemonic.map(Phrase.init)
                        screen.index = self.post.index
                        screen.element = post.elements[0]
                        screen.node = post.node
                        screen.draft = self.draft
                        show(screen)
                    }
                }
                """), parts: .all),
        ])
        let site = try XCTUnwrap(project.creations(of: "LinkViewController").known?.first)
        let members = ["url", "heading", "author", "phrase", "index", "element", "node", "draft"]
        XCTAssertEqual(members.map { project.setUp(of: $0, at: site, of: "LinkViewController") },
                       [.maybe, .set, .set, .maybe, .maybe, .set, .set, .maybe])
    }

    /// `ranges += more` changes the member as `=` does; `(root as? Tabs)?.connection = nil` clears a
    /// member of that name from outside; a factory called on its type is a creation passed
    /// straight on too.
    func testChangesTheCrossReferenceSeesBeyondPlainAssignments() throws {
        let project = CrossReference([FileReferences(SourceFile(path: "Screens.swift", contents: """
            final class RangesViewController: UIViewController {
                var ranges: [Range]!
                func add(_ more: [Range]) { ranges += more }
            }
            final class SnippetsViewController: UIViewController {
                var connection: Connection?
                static func make(connection: Connection) -> SnippetsViewController {
                    let screen = SnippetsViewController()
                    screen.connection = connection
                    return screen
                }
                static func make(manager: Manager) -> SnippetsViewController { SnippetsViewController() }
            }
            func reset() { (window.rootViewController as? TabsViewController)?.connection = nil }
            func open() { present(SnippetsViewController.make(manager: manager)) }
            func open(_ connection: Connection) { let screen = SnippetsViewController.make(connection: connection); show(screen) }
            """), parts: .all)])
        XCTAssertEqual(project.assignments(to: "ranges", in: "RangesViewController").map(\.value.place.line), [3])
        XCTAssertTrue(project.mayBeChangedFromOutside("connection"))
        XCTAssertFalse(project.mayBeChangedFromOutside("ranges"))
        let sites = try XCTUnwrap(project.creations(of: "SnippetsViewController").known)
        XCTAssertEqual(sites.map { $0.value.place.line }, [15, 16])
        XCTAssertEqual(sites.map { project.setUp(of: "connection", at: $0, of: "SnippetsViewController") }, [.leftOut, .set])
    }

    /// An initializer's optional parameter passes on what its caller has: a value that may be
    /// nil as written (an optional parameter of the caller's, an optional chain) may be nil.
    func testAnOptionalInitializerParameterGivenAValueThatMayBeNil() throws {
        let project = CrossReference([FileReferences(SourceFile(path: "Owners.swift", contents: """
            final class ReviewViewController: UIViewController {
                private var previousOwner: Address?
                init(owner: Address, previousOwner: Address?) {
                    self.previousOwner = previousOwner
                    super.init(nibName: nil, bundle: nil)
                }
            }
            func review(owner: Address, prevOwner: Address?) -> UIViewController {
                ReviewViewController(owner: owner, previousOwner: prevOwner)
            }
            func reviewFirst(owner: Address, owners: [Address]) -> UIViewController {
                ReviewViewController(owner: owner, previousOwner: owners.first?.next)
            }
            func reviewAfter(owner: Address, previous: Address) -> UIViewController {
                ReviewViewController(owner: owner, previousOwner: previous)
            }
            func reviewTransaction(_ transaction: Transaction) -> UIViewController {
                ReviewViewController(owner: transaction.owner, previousOwner: transaction.previous)
            }
            struct Transaction { let owner: Address; let previous: Address? }
            """), parts: .all)])
        let sites = try XCTUnwrap(project.creations(of: "ReviewViewController").known)
        XCTAssertEqual(sites.map { project.setUp(of: "previousOwner", at: $0, of: "ReviewViewController") },
                       [.maybe, .maybe, .set, .maybe])
    }

    /// A method a creation calls is the overload its labels name; one it calls leaving an
    /// argument to its default, or with a trailing closure, is any overload of that name.
    func testTheOverloadACreationCalls() throws {
        let project = CrossReference([FileReferences(SourceFile(path: "Details.swift", contents: """
            final class DetailsViewController: UIViewController {
                var podcast: Podcast?
                var episode: Episode?
                var lyrics: Lyrics?
                func display(podcast: Podcast) { self.podcast = podcast }
                func display(episode: Episode, animated: Bool = true) { self.episode = episode }
                func show(lyrics: Lyrics, done: () -> Void) { self.lyrics = lyrics }
            }
            func openPodcast(_ podcast: Podcast) { let details = DetailsViewController(); details.display(podcast: podcast); push(details) }
            func openEpisode(_ episode: Episode) { let details = DetailsViewController(); details.display(episode: episode); push(details) }
            func openLyrics(_ lyrics: Lyrics) { let details = DetailsViewController(); details.show(lyrics: lyrics) { }; push(details) }
            """), parts: .all)])
        let sites = try XCTUnwrap(project.creations(of: "DetailsViewController").known)
        let setUp = { (member: String) in sites.map { project.setUp(of: member, at: $0, of: "DetailsViewController") } }
        XCTAssertEqual(setUp("podcast"), [.set, .set, .leftOut], "`display(episode:)` is no declared signature: any overload")
        XCTAssertEqual(setUp("episode"), [.leftOut, .set, .leftOut])
        XCTAssertEqual(setUp("lyrics"), [.leftOut, .leftOut, .set])
    }
}
