import LintCore

extension SingletonReachRule {
    /// An example runs as one file: other types in the declaring file stand for other files.
    enum Examples {
        static let reach = ["max_files": "0"]

        static let triggering = [
            // The essay's singleton with three responsibilities, and a view controller reaching it in place.
            Example("""
                class SessionController {
                    static let ↓sharedController: SessionController
                    var currentUser: User
                    var cart: Cart
                    func addItemToCart(item: Item) { }
                    var fetchedItems: [Item]
                    var availableItems: [Item]
                    func fetchAvailableItems() { }
                }
                class ItemListViewController {
                    let sessionController = SessionController.sharedController
                }
                """, configuration: reach, fromEssay: true),
            Example("""
                final class Store {
                    static let ↓shared = Store()
                    private(set) var items: [Item] = []
                }
                struct CartView { func body() { Store.shared.items.count } }
                final class Checkout { func pay() { _ = Store.shared.items } }
                """, configuration: ["max_files": "1"]),
            // `default`, `current`, `.init()`, `Self()`, attributes, a multi-line declaration.
            Example("""
                @MainActor
                public final class Settings {
                    public static let ↓`default` = Settings()
                    @Published var theme: Theme = .light
                }
                enum Screen { static func draw() { Settings.default.theme = .dark } }
                """, configuration: reach),
            Example("""
                class Account {
                    static var ↓current: Account =
                        .init()
                    var token: String?
                }
                struct Header { let name = Account.current.token }
                """, configuration: reach),
            Example("""
                actor Downloads {
                    static let ↓instance = Self()
                    var running: [URL: Task<Data, Error>] = [:]
                }
                struct Row { func start() async { await Downloads.instance.running.count } }
                """, configuration: reach),
            // State kept in a database, a cache, or a project object that keeps state.
            Example("""
                final class DataManager {
                    static let ↓sharedManager = DataManager()
                    private let dbQueue: FMDatabaseQueue
                    let bookmarks = Bookmarks()
                }
                final class Bookmarks { private var unsaved: [Bookmark] = [] }
                final class ImageManager {
                    static let ↓sharedManager = ImageManager()
                    let bookmarks = Bookmarks()
                }
                struct Row { func load() { DataManager.sharedManager.load(); ImageManager.sharedManager.load() } }
                """, configuration: reach),
            // A closure that makes the instance.
            Example("""
                final class PresetsDatabase {
                    static let ↓shared = {
                        do { return try PresetsDatabase() } catch { fatalError() }
                    }()
                    var features: [String: Feature] = [:]
                }
                struct Row { let count = PresetsDatabase.shared.features.count }
                """, configuration: reach),
            // A global holding the one instance of a class.
            Example("""
                final class AppState { var user: User? }
                let ↓appState = AppState()
                struct Profile { var name: String? { appState.user?.name } }
                """, configuration: reach),
            // A shared instance declared in an extension.
            Example("""
                final class Player { var queue: [Track] = [] }
                extension Player { static let ↓shared = Player() }
                struct NowPlaying { let count = Player.shared.queue.count }
                """, configuration: reach),
            // A nested class, and a declaration in both branches of `#if`, reported once.
            Example("""
                enum Sync {
                    final class Engine {
                        #if DEBUG
                        static let ↓shared = Engine()
                        #else
                        static let shared = Engine()
                        #endif
                        var pending = 0
                    }
                }
                struct Badge { let count = Sync.Engine.shared.pending }
                """, configuration: reach),
        ]

        static let nonTriggering = [
            // Settings kept in the system's storage: a fresh instance reads the same values.
            Example("""
                final class AppSettings {
                    static let shared = AppSettings()
                    @UserDefault("theme", default: .light) var theme: Theme
                    var fontSize: Int = UserDefaults.standard.integer(forKey: "fontSize") {
                        didSet { UserDefaults.standard.set(fontSize, forKey: "fontSize") }
                    }
                    var token: String? {
                        didSet { keychain.save(token, for: "token") }
                    }
                }
                struct Reader { func render() { _ = AppSettings.shared.theme } }
                """, configuration: reach),
            // A library's documented entry point: its users are told to call it.
            Example("""
                public final class ImagePipeline {
                    /// The pipeline every request goes through unless you make your own.
                    public static let shared = ImagePipeline()
                    var cache: [URL: Image] = [:]
                }
                struct Thumbnail { func load() { ImagePipeline.shared.cache.removeAll() } }
                """, configuration: reach),
            // The essay's way out: a slice of responsibility as a protocol, passed in; no accessor left.
            Example("""
                protocol ItemFetcher {
                    var fetchedItems: [Item] { get }
                    func fetchAvailableItems()
                }
                class SessionController: ItemFetcher {
                    var fetchedItems: [Item] = []
                    func fetchAvailableItems() { }
                }
                class ItemListViewController {
                    let itemFetcher: ItemFetcher
                    init(itemFetcher: ItemFetcher) {
                        self.itemFetcher = itemFetcher
                    }
                }
                """, configuration: reach, fromEssay: true),
            // Reached from no more files than `max_files`.
            Example("""
                final class Store {
                    static let shared = Store()
                    var items: [Item] = []
                }
                struct CartView { let count = Store.shared.items.count }
                """),
            // Stateless: a formatter, constants, a facade over other stores, only weak or lazy vars.
            Example("""
                final class DateFormatting {
                    static let shared = DateFormatting()
                    private let formatter = DateFormatter()
                    func string(from date: Date) -> String { formatter.string(from: date) }
                }
                struct Row { let text = DateFormatting.shared.string(from: Date()) }
                """, configuration: reach),
            Example("""
                final class Defaults {
                    static let standard = Defaults()
                    static let shared = Defaults()
                    var theme: String { UserDefaults.standard.string(forKey: "theme") ?? "" }
                    weak var delegate: DefaultsDelegate?
                    lazy var decoder = JSONDecoder()
                    static var launches = 0
                }
                struct Row { let theme = Defaults.shared.theme }
                """, configuration: reach),
            // Value types share no state.
            Example("""
                struct Theme {
                    static var current = Theme()
                    var tint: Color = .blue
                }
                enum Row { static let tint = Theme.current.tint }
                """, configuration: reach),
            // Framework singletons are not the project's.
            Example("""
                struct Row { func open() { UIApplication.shared.open(url); _ = FileManager.default } }
                """, configuration: reach),
            // A static of another type is no shared instance; a test's singleton is a fixture.
            Example("""
                final class API {
                    static let shared = URLSession(configuration: .default)
                    var retries = 0
                }
                struct Row { let session = API.shared }
                """, configuration: reach),
            Example("""
                import XCTest
                final class FakeStore {
                    static let shared = FakeStore()
                    var items: [Item] = []
                }
                final class StoreTests: XCTestCase { func test() { _ = FakeStore.shared.items } }
                """, configuration: reach),
            // A logger's and a tracker's callers read none of their state; a double stands in for a test.
            Example("""
                final class FileLog {
                    static let shared = FileLog()
                    private var buffer: [String] = []
                }
                final class AnalyticsTracker {
                    static let shared = AnalyticsTracker()
                    var pending: [Event] = []
                }
                final class MockSocket {
                    static let shared = MockSocket()
                    var queued: [Message] = []
                }
                struct Row { func tap() { FileLog.shared.write(); AnalyticsTracker.shared.track(); MockSocket.shared.send() } }
                """, configuration: reach),
            // A global that another type binds under its own name is not reached; a private one cannot be.
            Example("""
                final class AppState { var user: User? }
                let state = AppState()
                private let cache = Cache()
                struct Profile { func show(state: Profile) { _ = state.name } }
                """, configuration: reach),
            // Only the class itself reaches its instance.
            Example("""
                final class Store {
                    static let shared = Store()
                    var items: [Item] = []
                }
                extension Store { func reset() { Store.shared.items = [] } }
                """, configuration: reach),
        ]
    }
}
