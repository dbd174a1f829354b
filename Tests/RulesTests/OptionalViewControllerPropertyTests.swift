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

    func testARequiredDependencyNamesEveryCreationSite() {
        XCTAssertEqual(messages("""
            final class DetailViewController: UIViewController {
                var item: Item?
                override func viewDidLoad() { guard let item else { return }; title = item.name }
            }
            func open(_ item: Item) { let detail = DetailViewController(); detail.item = item; push(detail) }
            func openSegue(_ segue: UIStoryboardSegue) { (segue.destination as? DetailViewController)?.item = first }
            """), [
                "Every place that makes `DetailViewController` (App/Screens.swift:5 and App/Screens.swift:6) sets `item` "
                    + "before the screen is shown, and the screen never changes it, though `viewDidLoad()` branches on it: it "
                    + "is a required dependency. Make it a non-optional initializer parameter (from a storyboard, "
                    + "`instantiateViewController(identifier:creator:)`)",
            ])
    }

    /// A callback may run again (an observer's may): only a task's or an `await`'s one result is "set once".
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
                func load() { Task { self.report = try await api.report() } }
                func render() { if report == nil { spin() } }
            }
            """)
        XCTAssertTrue(inTask.joined().hasSuffix("or a promise, since it is set once"), "\(inTask)")
    }

    func testTheEssaysQuestionNamesTheBranchesAndClaimsNoSetter() {
        XCTAssertEqual(messages("""
            class LocationViewController: UIViewController {
                var notificationMessage: String?
                override func viewDidLoad() { if notificationMessage != nil { addBanner() } }
                override func viewDidLayoutSubviews() { guard let notificationMessage else { return }; layout(notificationMessage) }
            }
            """), [
                "`notificationMessage` is optional and `viewDidLoad()` and `viewDidLayoutSubviews()` branch on whether it is "
                    + "there. The project shows no place that makes `LocationViewController` or sets it. Ask what its nil "
                    + "means: if it is how the screen was opened, an `enum Mode` passed at initialisation, a case for each way "
                    + "in; if it has not arrived yet, a loading-state enum or a promise",
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
}
