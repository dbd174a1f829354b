import LintCore

extension ControllerNamingRule {
    enum Examples {
        static let triggering = [
            // A project's own prefix (`NC`, `UB`) is not a framework's: the type wraps nothing by its name.
            Example("""
                final class ↓NCCallController: NSObject {
                    static let shared = NCCallController()
                    func join(_ room: Room) {}
                }
                class ↓UBPushManager {
                    private let center: UNUserNotificationCenter
                    init(center: UNUserNotificationCenter) { self.center = center }
                }
                """),
            // The essay's own samples: a base class of every controller, and a controller of a library.
            // The essay's `@interface SKController : NSObject`, in Swift.
            Example("class ↓SKController: NSObject {}", fromEssay: true),
            Example("final class ↓MusicLibraryController {}", fromEssay: true),
            // A type adopting the project's own role-named protocol chose the word as much as the protocol.
            Example("""
                protocol ↓RequestManager {
                    func send(_ request: URLRequest) async throws -> Data
                }
                struct ↓APIManager: RequestManager {
                    func send(_ request: URLRequest) async throws -> Data { Data() }
                }
                final class ↓CacheManager: NSObject, RequestManager {}
                """),
            // A class holding a view controller is the controller the essay means.
            Example("""
                final class ↓PresentationController {
                    weak var host: UIViewController?
                    func present(_ viewController: UIViewController) {}
                }
                """),
            // Only "Controller" has a web sense.
            Example("""
                import Vapor

                final class ↓TokenManager {}
                """),
            // The project's own protocol only looks like a framework's.
            Example("""
                protocol UIStateControllerProviding: AnyObject {}
                final class ↓FeedStateController: UIStateControllerProviding {}
                """),
            // A protocol some ordinary type adopts is the project's own word.
            Example("""
                protocol ↓SyncManager: AnyObject {}
                final class Sync: NSObject, SyncManager {}
                """),
            // Mentioning `UIViewController` exempts nothing by itself.
            Example("""
                final class ↓SettingsController {
                    weak var host: UIViewController?
                }
                """),
            // Exemptions are read from declarations: a router whose methods take view controllers
            // is a router, and a type holding a `FileManager` among a file tree, an event stream and
            // observers has collected more than the one it wraps.
            Example("""
                struct ↓NavigationController {
                    func push(_ screen: UIViewController, from source: UIViewController) {
                        source.navigationController?.pushViewController(screen, animated: true)
                    }
                }
                final class ↓WorkspaceFileManager {
                    private let fileManager = FileManager.default
                    private var root: FileItem
                    private var flattened: [String: FileItem] = [:]
                    private var observers: [FileObserver] = []
                    private var eventStream: FileEventStream?
                    init(root: FileItem) { self.root = root }
                }
                """),
            // The project's own role protocol imposes nothing, nor does its own composition.
            Example("""
                protocol TabManaging: AnyObject {}
                final class ↓TabManager: TabManaging {}
                typealias PreferencesManaging = PreferencesWriting & PreferencesReading
                final class ↓PreferencesManager: PreferencesManaging {}
                """),
            Example("class ↓UserManager {}"),
            // Its own name is not a framework type it wraps, whatever its first letters.
            Example("final class ↓MPVController {}"),
            Example("class ↓AnimationManager {}", configuration: ["allowed_suffixes": "[WindowManager]"]),
            Example("struct ↓DataController {}"),
            Example("enum ↓NetworkManager {}"),
            Example("actor ↓DownloadManager {}"),
            Example("protocol ↓SessionManager: AnyObject {}"),
            Example("final class ↓ImageManager: NSObject {}"),
            Example("class ↓`DataController` {}"),
            Example("class ↓LocationManager: NSObject, CLLocationManagerDelegate {}"),
            Example("""
                @MainActor
                public final class ↓CacheManager<Key: Hashable>: Cache<Key> {}
                """),
            Example("""
                class ↓ProfileManager:
                    NSObject,
                    Codable {}
                """),
            Example("""
                struct Outer {
                    class ↓InnerManager {}
                }
                """),
            Example("""
                #if DEBUG
                class ↓DebugManager {}
                #else
                class ↓ReleaseManager {}
                #endif
                """),
            Example("class ↓StringHelper {}", configuration: ["suffixes": "[Helper]"]),
            Example("class ↓AnimationController: NSObject, UIViewControllerAnimatedTransitioning {}"),
            Example("""
                class ↓FeedManager: BaseStore {}
                class BaseStore: NSObject {}
                """),
            Example("""
                class ↓CycleManager: Loop {}
                class Loop: CycleManager {}
                """),
            Example("""
                protocol ↓SessionManager {}
                final class MockSessionManager: SessionManager {}
                final class ↓MockNetworkManager {}
                """),
            // The wrapped type is the project's own: both names are the project's to choose.
            Example("""
                final class ↓ResultsController<Model> {}
                final class ↓InterlinkResultsController {
                    private let results: ResultsController<Note>
                }
                """),
            Example("""
                #if os(iOS)
                final class ↓MotionManager {}
                #else
                final class MotionManager {}
                #endif
                """),
        ]

        static let nonTriggering = [
            // A protocol only view controllers adopt, in extensions: UIKit's word.
            Example("""
                protocol PlayerController: AnyObject {
                    func play()
                }
                final class PlayerViewController: UIViewController {}
                extension PlayerViewController: PlayerController {
                    func play() {}
                }
                """),
            // The essay's decomposition of a MusicLibraryController, and a gesture recognizer named as such.
            Example("""
                final class MusicLibrary {
                    var items: [LibraryItem] = []
                }
                final class Player {}
                final class PlayQueue {}
                final class SwipeGestureRecognizer: UIGestureRecognizer {}
                final class LongPressRecognizer {}
                """, fromEssay: true),
            // About UIKit's view controllers: a storyboard's scenes, destinations, a value holding one,
            // a protocol only view controllers adopt.
            Example("""
                enum SettingsViewController: StoryboardType {
                    static let storyboardName = "Settings"
                }
                enum RootController {
                    case onboarding(OnboardingViewController)
                    case main(MainTabBarViewController)
                }
                struct PresentedController {
                    let viewController: UIViewController
                    let animated: Bool
                }
                enum SettingsController {
                    case account
                    case privacy(section: Int)
                    var title: String { "" }
                }
                protocol PrimaryViewController {}
                protocol RegistrationSubController: AnyObject {}
                final class RegistrationEmailViewController: UIViewController, RegistrationSubController {}
                final class RegistrationPasswordViewController: UIViewController, RegistrationSubController {}
                """),
            // No class inherits from itself: the superclass is another module's view controller.
            Example("class GameViewController: DeltaCore.GameViewController {}"),
            // A window manager is a kind of program: the bare term is its name.
            Example("final class WindowManager {}"),
            // An acronym after Apple's prefix: the type wraps `NEVPNManager`.
            Example("""
                final class VPNManager {
                    private var manager: NEVPNManager?
                }
                """),
            // A server app's controller groups routes: the web framework's own word.
            Example("""
                import Vapor

                final class PushController {
                    func send(_ request: Request) async throws -> HTTPStatus { .ok }
                }
                """),
            // A property wrapper is named for the value it wraps: `@UpdatingWindowController var controller`.
            Example("""
                @propertyWrapper
                struct UpdatingWindowController: DynamicProperty {
                    var wrappedValue: EditorWindowController? { nil }
                }
                """),
            // Named after another module's type it wraps (`ResultsController` comes from a framework).
            Example("""
                import SimplenoteFoundation

                final class InterlinkResultsController {
                    private let resultsController: ResultsController<Note>
                }
                """),
            // Adopted by a navigation controller and by a test stub: the framework gave the word.
            Example("""
                protocol FulfillmentController: AnyObject {}
                final class FulfillmentNavigationController: UINavigationController, FulfillmentController {}
                final class StubFulfillmentController: FulfillmentController {}
                """),
            // A double of another module's type copies that type's name.
            Example("final class MockPrivacyConfigurationManager: NSObject, PrivacyConfigurationManaging {}"),
            Example("final class NPMPackageManager: PackageManagerProtocol {}"),
            // UIKit's own names for a transition's roles.
            Example("""
                protocol InteractionControlling: UIViewControllerInteractiveTransitioning {}
                final class StandardInteractionController: NSObject, InteractionControlling {}
                final class FadeAnimationController: NSObject, UIViewControllerAnimatedTransitioning {}
                """),
            // A controller in the web sense: a group of route handlers.
            Example("""
                struct TodoController: RouteCollection {
                    func boot(routes: RoutesBuilder) throws {}
                }
                public protocol RouterController<Context> {
                    associatedtype Context
                }
                struct UserController: RouterController {}
                """),
            // The controller of a window or a view in AppKit's and UIKit's own sense.
            Example("""
                final class AddFeedController: AddFeedWindowControllerDelegate {
                    private var windowController: AddFeedWindowController?
                }
                protocol ScriptingWindowController: AnyObject {}
                final class VoiceMessageController: NSObject, VoiceMessageToolbarViewDelegate {}
                public final class TreeController {}
                enum ProtectedFileManager {
                    static func move(_ from: URL, to: URL) throws { try FileManager.default.moveItem(at: from, to: to) }
                }
                """),
            // A data source is a controller in Apple's own sense; WatchKit names a table's rows so.
            Example("""
                import ClockKit
                import WatchKit

                final class ComplicationController: NSObject, CLKComplicationDataSource {}
                final class LoadingRowController: NSObject {
                    @IBOutlet var label: WKInterfaceLabel!
                }
                """),
            // Established terms for one job.
            Example("""
                struct WatermarkedFlowController {}
                struct InboundWindowManager {}
                final class EncryptionKeyManager: NSObject {}
                """),
            // A simulator's stand-in for a framework type, both adopting one project protocol; a group
            // of a framework type's values named for a framework role; Foundation's own `FileManager`.
            Example("""
                import NetworkExtension

                protocol TunnelProviderManaging: Equatable {}
                extension NETunnelProviderManager: TunnelProviderManaging {}
                final class SimulatorTunnelProviderManager: NSObject, TunnelProviderManaging {
                    private let lock = NSLock()
                    private var tunnelInfo: TunnelInfo
                }
                extension UIColor {
                    enum AlertController {
                        static let tintColor = UIColor(red: 0.0, green: 0.59, blue: 1.0, alpha: 1)
                    }
                }
                open class FileManager: NSObject {}
                """),
            // A no-op stand-in for the role its protocol names; a stand-in for Foundation's `FileManager`.
            Example("""
                public protocol SessionProUIManagerType: AnyObject {}
                final class NoopSessionProUIManager: SessionProUIManagerType {}
                public protocol FileManagerType { func fileExists(atPath: String) -> Bool }
                public final class SessionFileManager: FileManagerType {
                    public func fileExists(atPath path: String) -> Bool { false }
                }
                """),
            // Another module's protocol names the role, and its real type: this is a stand-in for it.
            // A wrapper named in the singular still names the framework type it wraps.
            Example("""
                import BrowserServicesKit

                public final class VPNPrivacyConfigurationManager: PrivacyConfigurationManaging {
                    private let lock = NSLock()
                }
                public final class SettingFetchedResultController: NSObject {
                    let fetchedResultsController: NSFetchedResultsController<Setting>
                }
                """),
            // Named after the framework type it builds or wraps.
            Example("""
                struct MarkAsReadAlertController {
                    func make() -> UIAlertController {
                        UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    }
                }
                final class LocationManager: NSObject {
                    private let manager = CLLocationManager()
                }
                """),
            // Another module's type or protocol imposed the word.
            Example("""
                final class FakeKeyVerificationManager: NSObject, MXKeyVerificationManager {}
                class Feed: OtherModule.FeedController {}
                """),
            // A protocol adopted only by types the framework named.
            Example("""
                protocol ScriptingMainWindowController: AnyObject {}
                final class MainWindowController: NSWindowController, ScriptingMainWindowController {}
                private protocol AnyUIHostingViewController: AnyObject {}
                extension UIHostingController: AnyUIHostingViewController {}
                """),
            Example("class SettingsViewController: UIViewController {}"),
            Example("class FeedController: BaseViewController {}"),
            Example("class Feed: BaseViewController {}"),
            Example("class MyLocationManager: CLLocationManager {}"),
            Example("class DetailController: UIKit.UIViewController {}"),
            Example("class ListController<T>: BaseListController<T> {}"),
            Example("class ManagerTests: XCTestCase {}"),
            Example("protocol ControllerDelegate: AnyObject {}"),
            Example("class Remotecontroller {}"),
            Example("extension UserManager {}"),
            Example("typealias DataManager = Store"),
            Example("let manager = UserManager()"),
            Example("func makeManager() -> Library { Library() }"),
            Example("var dataController: Library?"),
            Example("let text = \"class UserManager {}\""),
            Example("// class UserManager {}"),
            Example("/* struct DataController {} */"),
            Example("class FetchedResultsController {}", configuration: ["allowed_names": "[FetchedResultsController]"]),
            Example("class UserManager {}", configuration: ["suffixes": "[Helper]"]),
            Example("""
                class BottomSheet: UIViewController {}
                class NotificationViewController: BottomSheet {}
                class ReminderViewController: NotificationViewController {}
                """),
            Example("struct ActivityViewController: UIViewControllerRepresentable {}"),
            Example("struct ResultsController: NSFetchedResultsControllerDelegate {}"),
        ]
    }
}
