@testable import LintCore
import XCTest

final class CrossReferenceTests: XCTestCase {
    private func references(_ files: [String: String], unreadable: [String] = []) -> CrossReference {
        CrossReference(files.map { FileReferences(SourceFile(path: $0.key, contents: $0.value)) }, unreadable: unreadable)
    }

    private func creations(of type: String, in files: [String: String]) -> [Site<Creation>] {
        references(files).creations(of: type).known ?? []
    }

    func testInitializerCallsWithTheMembersSetBeforeTheScreenIsShown() {
        let sites = creations(of: "DetailViewController", in: ["Feed.swift": """
            final class FeedViewController: UIViewController {
                func open(_ item: Item) {
                    let detail = DetailViewController(item: item, style: .plain)
                    current = detail
                    detail.message = item.note
                    detail.configure(with: theme)
                    navigationController?.pushViewController(detail, animated: true)
                    detail.title = "late"
                }
                func browse() {
                    present(DetailViewController.init(item: nil, style: .plain), animated: true)
                }
            }
            """])
        XCTAssertEqual(sites.count, 2)
        XCTAssertEqual(sites[0].value.kind, .initializer)
        XCTAssertEqual(sites[0].value.labels, ["item", "style"])
        XCTAssertEqual(sites[0].value.binding, "detail")
        XCTAssertEqual(sites[0].value.setMembers, ["message"], "kept in a property it is still set up; pushed, it is not")
        XCTAssertEqual(sites[0].value.calledMembers, ["configure(with:)"])
        XCTAssertEqual(sites[0].value.place, CodePlace(type: "FeedViewController", function: "open(_:)", line: 3))
        XCTAssertEqual(sites[1].value.setMembers, [])
        XCTAssertEqual(sites[1].value.place.function, "browse()")
    }

    func testStoryboardAndNibInstantiationAndSegueDestinationsCastToTheType() {
        let sites = creations(of: "ProfileViewController", in: ["Router.swift": """
            extension HomeViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let profile = segue.destination as? ProfileViewController {
                        profile.user = currentUser
                    }
                    guard let nav = segue.destination as? UINavigationController,
                          let top = nav.topViewController as? ProfileViewController else { return }
                }
                func showProfile() {
                    let profile = storyboard?.instantiateViewController(withIdentifier: "Profile") as! ProfileViewController
                    show(profile, sender: nil)
                    if presentedViewController is ProfileViewController { return }
                    let other = presentedViewController as? ProfileViewController
                    let loaded = UINib(nibName: "Profile", bundle: nil).instantiate(withOwner: nil).first as? ProfileViewController
                }
            }
            """])
        XCTAssertEqual(sites.map(\.value.kind), [.segue, .segue, .storyboard, .nib],
                       "a type check or a cast of what is shown is no creation; the top of the segue's navigation is")
        let contained = creations(of: "RecallViewController", in: ["Scenes.swift": """
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                let navigationController = segue.destination as! UINavigationController
                let viewController = navigationController.topViewController as! RecallViewController
                viewController.scene = selected
                let shown = self.navigationController!.topViewController as? RecallViewController
            }
            """])
        XCTAssertEqual(contained.map(\.value.kind), [.segue], "the screen a segue's container holds; not the one shown")
        XCTAssertEqual(contained.first?.value.setMembers, ["scene"])
        XCTAssertEqual(sites[0].value.setMembers, ["user"])
        XCTAssertEqual(sites[0].value.place.type, "HomeViewController")
        XCTAssertEqual(sites[1].value.binding, "top")
        XCTAssertEqual(sites[2].value.binding, "profile")
        XCTAssertEqual(sites.map(\.value.place.line), [3, 7, 10, 14])
    }

    func testAssignmentsWithTheirReceiverPlaceAndContext() {
        let project = references(["Screen.swift": """
            final class UserViewController: UIViewController {
                var user: User?
                func load() {
                    var count = 0
                    count = 1
                    user = nil
                    api.fetch { [weak self] result in
                        self?.user = result.user
                    }
                    api.fetch { [weak self] result in
                        guard let strongSelf = self else { return }
                        strongSelf.user = result.user
                    }
                    items.forEach { self.total = $0 }
                    Task {
                        self.user = try await api.user()
                    }
                }
                func refresh() async {
                    let fresh = await api.user()
                    self.user = fresh
                    child.title = "Hi"
                }
            }
            """])
        let users = project.assignments(to: "user", in: "UserViewController")
        XCTAssertEqual(users.map(\.value.place.line), [6, 8, 12, 16, 21])
        XCTAssertEqual(users[2].value.receiver, "self", "`strongSelf` is the instance")
        XCTAssertEqual(users[0].value.value, .nilLiteral)
        XCTAssertEqual(users[0].value.context, [])
        XCTAssertEqual(users[1].value.receiver, "self", "`self?.user` is the instance's own member")
        XCTAssertTrue(users[1].value.context.contains(.callback))
        XCTAssertTrue(users[3].value.context.contains(.task))
        XCTAssertEqual(users[4].value.context, .afterAwait)
        XCTAssertEqual(users[4].value.place.function, "refresh()")
        XCTAssertEqual(project.assignments(to: "count", in: "UserViewController").count, 0, "a local is no member")
        XCTAssertEqual(project.assignments(to: "total", in: "UserViewController").first?.value.context, .closure,
                       "`forEach` runs in place")
        XCTAssertEqual(project.assignments(to: "title", in: "UserViewController").count, 0, "another receiver's member")
    }

    func testWhatTheCodeThatMakesAnInstanceGivesItLaterAndWhetherItPassesItOnFirst() {
        let sites = creations(of: "HistoryViewController", in: ["Open.swift": """
            func openNow() {
                let viewer = HistoryViewController()
                viewer.title = "History"
                router.push(viewer, animated: true)
                viewer.subtitle = "too late for set-up"
                History.load { [weak viewer] history in
                    viewer?.history = history
                    viewer?.show(history.notes)
                }
            }
            func openWhenLoaded() {
                let viewer = HistoryViewController()
                History.load { history in
                    viewer.history = history
                    self.present(viewer, animated: true)
                }
            }
            func openAfterAwait() async {
                let viewer = HistoryViewController()
                let history = await History.load()
                viewer.history = history
                show(viewer)
            }
            """])
        XCTAssertEqual(sites.count, 3)
        XCTAssertEqual(sites[0].value.setMembers, ["title"])
        XCTAssertEqual(sites[0].value.laterMembers, ["history"], "a callback's fill, after the push")
        XCTAssertEqual(sites[0].value.laterCalledMembers, ["show(_:)"])
        XCTAssertTrue(sites[0].value.isPassedOnInPlace)
        XCTAssertEqual(sites[1].value.laterMembers, ["history"])
        XCTAssertFalse(sites[1].value.isPassedOnInPlace, "shown only in the callback, once the history is there")
        XCTAssertEqual(sites[2].value.laterMembers, ["history"])
        XCTAssertFalse(sites[2].value.isPassedOnInPlace, "shown after the await too")
    }

    func testAssignmentsToTheMembersOfAnInstanceKeptInAStoredProperty() {
        let code = """
            final class HistoryCoordinator {
                private let viewer: HistoryViewController
                var detail: DetailViewController?
                @IBOutlet weak var label: TitleLabel!
                let navigation: UINavigationController
                func start() {
                    label.history = nil
                    navigation.history = nil
                    History.load { [weak self] history in
                        self?.viewer.history = history
                        guard let strongSelf = self else { return }
                        strongSelf.detail?.item = history.first
                    }
                    viewer.title = "History"
                    let viewer = OtherViewController()
                    viewer.note = "a local shadows the property"
                    cell.history = nil
                }
            }
            """
        let project = CrossReference([FileReferences(SourceFile(path: "Coordinator.swift", contents: code), parts: [.selfAssignments])])
        let history = project.assignments(to: "history", onInstancesOf: "HistoryViewController")
        XCTAssertEqual(history.map(\.value.place.line), [10])
        XCTAssertEqual(history.first?.value.receiverType, "HistoryViewController")
        XCTAssertTrue(history.first?.value.context.contains(.callback) ?? false)
        XCTAssertEqual(project.assignments(to: "item", onInstancesOf: "DetailViewController").count, 1, "an optional property, through `strongSelf`")
        XCTAssertEqual(project.assignments(to: "title", onInstancesOf: "HistoryViewController").first?.value.context, [])
        XCTAssertEqual(project.assignments(to: "note", onInstancesOf: "HistoryViewController").count, 0)
        XCTAssertEqual(project.assignments(to: "history", onInstancesOf: "TitleLabel").count, 0, "an outlet holds a view")
        XCTAssertEqual(project.assignments(to: "history", onInstancesOf: "UINavigationController").count, 0, "no project type")
    }

    func testAssignmentsInASubscriptionRunEachTimeAValueChanges() {
        let project = references(["Screen.swift": """
            final class LabelViewController: UIViewController {
                func bind() {
                    model.$size.sink { [weak self] size in self?.size = size }.store(in: &bag)
                    center.addObserver(forName: .changed, object: nil, queue: .main) { _ in self.size = nil }
                    api.load { self.size = $0 }
                }
            }
            """])
        let contexts = project.assignments(to: "size", in: "LabelViewController").map(\.value.context)
        XCTAssertEqual(contexts.map { $0.contains(.subscription) }, [true, true, false])
        XCTAssertEqual(contexts.map { $0.contains(.loading) }, [false, false, true], "`load { … }` hands over a load's result")
        let completion = references(["Promo.swift": """
            final class PromoViewController: UIViewController {
                func viewDidLoad() {
                    Task.validate(code: code, completion: { message in self.message = message })
                    window.set(handler: { _ in self.escaped = true })
                }
            }
            """])
        XCTAssertEqual(["message", "escaped"].map { member in
            completion.assignments(to: member, in: "PromoViewController").first?.value.context.contains(.loading)
        }, [true, false], "a closure labelled `completion:` hands over a request's result; a handler may run on every event")
        XCTAssertTrue(contexts.allSatisfy(\.isLater))
    }

    func testAComparisonInAConditionIsNoGenericClause() {
        let project = references(["Keypad.swift": """
            final class Keypad {
                func append(_ digit: String) {
                    if entered.count < limit { code = entered + digit }
                    repeat { step() } while count > 0
                    done = true
                }
            }
            """])
        XCTAssertEqual(project.assignments(to: "code", in: "Keypad").first?.value.context, [], "the `if` body runs in place")
        XCTAssertEqual(project.assignments(to: "done", in: "Keypad").first?.value.context, [])
    }

    func testMembersAnInitializerSetsOnSelf() {
        let project = references(["Screen.swift": """
            final class LocationViewController: UIViewController {
                var message: String?
                init(message: String) {
                    self.message = message
                    super.init(nibName: nil, bundle: nil)
                }
                init() {
                    message = nil
                    super.init(nibName: nil, bundle: nil)
                }
            }
            """])
        XCTAssertEqual(project.membersSet(by: "init(message:)", in: "LocationViewController"), ["message"])
        XCTAssertEqual(project.membersSet(by: "init()", in: "LocationViewController"), [], "set to nil is not set")
        XCTAssertEqual(project.membersSet(by: "init", in: "LocationViewController"), ["message"])
    }

    func testInitializersWithTheArgumentsACreationLeavesToDefaults() throws {
        let project = references(["Share.swift": """
            final class ShareViewController: UIViewController {
                var share: Share?
                init(mode: Mode, share: Share? = nil, count: Int = 1, done: @escaping () -> Void) {
                    self.share = share
                }
            }
            func open() { let screen = ShareViewController(mode: .edit, share: nil, done: {}) }
            """])
        let initializer = try XCTUnwrap(project.initializers(of: "ShareViewController").first)
        XCTAssertEqual(initializer.signature, "init(mode:share:count:done:)")
        XCTAssertEqual(initializer.parameters.map(\.defaultsToNil), [false, true, false, false])
        XCTAssertEqual(initializer.parameters.map(\.isOptional), [false, true, false, false])
        XCTAssertEqual(initializer.arguments(forLabels: ["mode", "done"]) ?? [], [0, nil, nil, 1])
        XCTAssertNil(initializer.arguments(forLabels: ["share", "mode", "done"]), "labels out of order fit no initializer")
        XCTAssertNil(initializer.arguments(forLabels: ["mode"]), "`done` has no default")
        let creation = try XCTUnwrap(project.creations(of: "ShareViewController").known?.first?.value)
        XCTAssertEqual(creation.arguments, [.expression, .nilLiteral, .expression])
        XCTAssertEqual(project.assignments(to: "share", in: "ShareViewController").first?.value.valueName, "share")
    }

    func testApplesAndTheStandardLibrarysTypesAreNoProjectsCreations() {
        let project = references(["Feed.swift": """
            final class FeedViewController: UIViewController {
                func open() {
                    let color = UIColor(white: 0.5, alpha: 1)
                    let title = String(count)
                    let when = Date()
                    let detail = DetailViewController(color: color)
                    show(detail, sender: self)
                }
            }
            """])
        XCTAssertEqual(project.creations(of: "DetailViewController").known?.count, 1)
        for framework in ["UIColor", "String", "Date"] {
            XCTAssertEqual(project.creations(of: framework).known?.count, 0, framework)
        }
    }

    /// A test makes a screen in whatever state it checks: no way into the app.
    func testATestsCreationsAreNoCreationSites() {
        let project = references([
            "App/Rating.swift": "func rate() { let screen = RatingViewController(); screen.selectedRating = 3; show(screen) }",
            "AppTests/RatingViewControllerTests.swift": "func testRating() { let screen = RatingViewController(); screen.load() }",
        ])
        XCTAssertEqual(project.creations(of: "RatingViewController").known?.map(\.path), ["App/Rating.swift"])
    }

    /// A project's generic helper given the type (`instantiateController(ofType: Screen.self)`)
    /// makes it; another call given a type (`register(Cell.self, …)`) does not.
    func testAGenericHelperGivenTheTypeMakesIt() throws {
        let project = references(["Coordinator.swift": """
            final class Coordinator {
                func showImage(_ image: UIImage) {
                    let screen = UIStoryboard.main.instantiateController(ofType: ImageViewController.self)
                    screen.image = image
                    present(screen)
                }
                func setUp() { tableView.register(ImageCell.self, forCellReuseIdentifier: "image") }
            }
            """])
        let site = try XCTUnwrap(project.creations(of: "ImageViewController").known?.first)
        XCTAssertEqual(site.value.kind, .storyboard)
        XCTAssertEqual(project.setUp(of: "image", at: site, of: "ImageViewController"), .set)
        XCTAssertEqual(project.creations(of: "ImageCell").known?.count, 0)
    }

    /// `delegate?.devices?.remove(at: 0)`: an optional of that name changed by another object.
    func testAnOptionalChangedInPlaceOnAnotherObject() {
        let project = references(["Devices.swift": """
            final class DevicesViewController: UIViewController {
                weak var delegate: DevicePopup?
                func connect() { delegate?.deviceArray?.remove(at: 0); delegate?.history.append(1) }
            }
            """])
        XCTAssertTrue(project.mayBeChangedFromOutside("deviceArray"))
        XCTAssertFalse(project.mayBeChangedFromOutside("history"), "not optional where it is changed")
    }

    func testSelfAssignmentsAloneLeaveOtherReceiversOut() {
        let code = """
            final class FeedViewController: UIViewController {
                var user: User?
                func load() {
                    user = store.user
                    cell.title = "Feed"
                }
            }
            struct FeedState {
                var user: User?
                let screen: FeedViewController
                mutating func load() {
                    user = store.user
                    screen.user = user
                }
            }
            extension FeedViewController {
                func reload() { user = nil }
            }
            """
        let file = SourceFile(path: "Feed.swift", contents: code)
        let selfOnly = CrossReference([FileReferences(file, parts: [.selfAssignments])])
        XCTAssertEqual(selfOnly.assignments(to: "user", in: "FeedViewController").count, 2, "the class's and its extension's")
        XCTAssertEqual(selfOnly.assignments(to: "user", in: "FeedState").count, 0, "a value type's own state is no screen's")
        XCTAssertEqual(selfOnly.assignments(to: "user", onInstancesOf: "FeedViewController").count, 1, "a kept screen's, from a struct")
    }

    func testAFileThatCouldNotBeReadMakesTheAnswersUnknown() {
        let project = references(["A.swift": "let a = Screen()"], unreadable: ["B.swift"])
        guard case .unknown = project.creations(of: "Screen") else { return XCTFail("B.swift may create a Screen") }
    }

    func testTheLinterBuildsItOnceFromEveryProjectFileAndSaysWhichCouldNotBeRead() {
        let linter = Linter(rules: [ConfiguredRule(CreationCountRule())], jobs: 2)
        let screen = LintInput(path: "Screen.swift") { Array("final class Screen {}".utf8) }
        let maker = LintInput(path: "Maker.swift") { Array("let screen = Screen()".utf8) }
        let broken = LintInput(path: "Broken.swift") { throw FileReadError(path: "Broken.swift", reason: "gone") }
        XCTAssertEqual(
            linter.lint([screen], project: [screen, maker]).violations.map(\.message), ["made in [\"Maker.swift\"]"],
            "a file read only for the project still tells where the type is made"
        )
        XCTAssertEqual(linter.lint([screen], project: [screen, maker, broken]).violations.map(\.message), ["unknown"])
        XCTAssertEqual(Linter.validate(SourceFile(path: "S.swift", contents: "class S {}\nlet s = S()"), rules: [
            ConfiguredRule(CreationCountRule()),
        ]).map(\.message), ["made in [\"S.swift\"]"])
    }
}
