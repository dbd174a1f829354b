import LintCore
import Rules
import XCTest

/// What the warnings of `optional_view_controller_property` claim: each fact the code shows,
/// nothing it does not.
final class OptionalViewControllerPropertyTests: XCTestCase {
    private func messages(_ code: String) -> [String] {
        let file = SourceFile(path: "App/Screens.swift", contents: code)
        return Linter.validate(file, rules: [ConfiguredRule(OptionalViewControllerPropertyRule(options: .init()))]).map(\.message)
    }

    /// The sites are named, never counted as all there are: a screen may be made where the
    /// cross-reference cannot follow (a generated storyboard accessor).
    func testARequiredDependencyNamesTheCreationSites() {
        XCTAssertEqual(messages("""
            final class DetailViewController: UIViewController {
                var item: Item?
                override func viewDidLoad() { guard let item else { return }; title = item.name }
            }
            func open(_ item: Item) { let detail = DetailViewController(); detail.item = item; push(detail) }
            func openSegue(_ segue: UIStoryboardSegue) { (segue.destination as? DetailViewController)?.item = first }
            """), [
                "`DetailViewController` is made at App/Screens.swift:5 and App/Screens.swift:6, each setting `item` "
                    + "before the screen is shown, and the screen never changes it, though `viewDidLoad()` branches on it: it "
                    + "is a required dependency. Make it a non-optional initializer parameter (from a storyboard or a "
                    + "segue, on iOS 13 and later, `instantiateViewController(identifier:creator:)` or an `@IBSegueAction`)",
            ])
    }

    /// A callback may run again (an observer's may), and so may a task a button starts: only a
    /// task's or an `await`'s one result, where the screen starts, is "set once".
    func testOnlyATaskOrAnAwaitIsSetOnce() {
        let inCallback = messages("""
            final class StatsViewController: UIViewController {
                private var report: Report?
                func load() { api.report { report in self.report = report } }
                func render() { if report == nil { spin() } }
            }
            """)
        XCTAssertEqual(inCallback.count, 1)
        XCTAssertFalse(inCallback.joined().contains("set once"), "\(inCallback)")
        let inTask = messages("""
            final class StatsViewController: UIViewController {
                private var report: Report?
                override func viewDidLoad() { Task { self.report = try await api.report() } }
                func render() { if report == nil { spin() } }
            }
            """)
        XCTAssertTrue(inTask.joined().hasSuffix("or a promise, since it is set once"), "\(inTask)")
        let onEveryTap = messages("""
            final class PairingViewController: UIViewController {
                private var version: Version?
                @IBAction func connect() { Task { self.version = try await device.version() } }
                func render() { if version == nil { spin() } }
            }
            """)
        XCTAssertEqual(onEveryTap.count, 1)
        XCTAssertFalse(onEveryTap.joined().contains("set once"), "a button's task may run again: \(onEveryTap)")
    }

    /// Where the screen is made is not claimed: it may be made where the cross-reference cannot
    /// follow (a protocol it adopts, a helper, Objective-C).
    func testTheEssaysQuestionNamesTheBranchesAndClaimsNothingMore() {
        XCTAssertEqual(messages("""
            class LocationViewController: UIViewController {
                var notificationMessage: String?
                override func viewDidLoad() { if notificationMessage != nil { addBanner() } }
                override func viewDidLayoutSubviews() { guard let notificationMessage else { return }; layout(notificationMessage) }
            }
            func notify(_ screen: LocationViewController, _ push: Push) { screen.notificationMessage = push.message }
            """), [
                "`notificationMessage` is optional and `viewDidLoad()` and `viewDidLayoutSubviews()` branch on whether it is "
                    + "there. Ask what its nil means: if every place that makes the screen sets it, a non-optional initializer "
                    + "parameter; if it is how the screen was opened, an `enum Mode` passed at initialisation, a case for each "
                    + "way in; if it has not arrived yet, a loading-state enum or a promise",
            ])
    }

    /// A screen that sets the optional itself keeps it as state: a selection is no mode.
    func testTheScreensOwnWritesAreState() {
        XCTAssertEqual(messages("""
            final class PickerViewController: UIViewController {
                var selection: Item?
                func pick(_ item: Item) { selection = item }
                func done() { if let selection { finish(selection) } }
            }
            """), [])
    }

    /// A screen set up through a protocol it adopts is made there.
    func testASetThroughAnAdoptedProtocolIsACreationSite() {
        XCTAssertEqual(messages("""
            protocol AccountAware: AnyObject { var account: Account? { get set } }
            final class SettingsViewController: UIViewController, AccountAware {
                var account: Account?
                func refresh() { guard let account else { return }; show(account) }
            }
            final class AccountsViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? AccountAware)?.account = selected
                }
            }
            """).map { $0.hasPrefix("`SettingsViewController` is made at App/Screens.swift:8, which sets `account` before") }, [true])
    }

    /// A mode names a site that sets the optional for certain: one that sets it on some paths, or
    /// from a value that may be nil, is neither the site that sets it nor the one that does not.
    func testAModeNamesOnlySitesThatSetItForCertain() {
        let screen = """
            final class RepoViewController: UIViewController {
                var repo: Repo?
                override func viewDidLoad() { title = repo == nil ? "All" : repo?.name }
            }

            """
        let prepare = """
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let screen = segue.destination as? RepoViewController {
                        if let path = tableView.indexPathForSelectedRow { screen.repo = repos[path.row] }
                    }
                }

            """
        let found = messages(screen + "final class ReposViewController: UIViewController {\n" + prepare + """
                func openFirst() { let screen = RepoViewController(); screen.repo = repos[0]; push(screen) }
                func openAll() { push(RepoViewController()) }
            }
            """)
        XCTAssertEqual(found.map { $0.hasPrefix("`repo` is set where `RepoViewController` is made at App/Screens.swift:11 and not at "
            + "App/Screens.swift:12,") }, [true])
        let onSomePaths = messages(screen + "final class ReposViewController: UIViewController {\n" + prepare + "}")
        XCTAssertEqual(onSomePaths.map { $0.hasPrefix("`repo` is optional and `viewDidLoad()` branches on whether it is there.") },
                       [true], "set on some paths: no dependency")
        let maybeMode = messages(screen + """
            final class ReposViewController: UIViewController {
                func open(_ selected: Repo?) { let screen = RepoViewController(); screen.repo = selected; push(screen) }
                func openAll() { push(RepoViewController()) }
            }
            """)
        XCTAssertEqual(maybeMode.map { $0.hasPrefix("`repo` is set where `RepoViewController` is made at App/Screens.swift:6 on some "
            + "paths or from a value that may be nil, and not at App/Screens.swift:7,") }, [true])
    }

    /// An AppKit screen's storyboard hands an initializer its values through AppKit's own call.
    func testAnAppKitScreensDependencyNamesAppKitsCall() {
        let found = messages("""
            final class InfoViewController: NSViewController {
                var uti: String?
                override func viewDidLoad() { guard let uti else { return }; show(uti) }
            }
            func open(_ uti: String) { let info = InfoViewController(); info.uti = uti; present(info) }
            """)
        XCTAssertEqual(found.map { $0.hasSuffix("(from a storyboard or a segue, on macOS 10.15 and later, "
            + "`instantiateController(identifier:creator:)` or an `@IBSegueAction`)") }, [true])
    }
}
