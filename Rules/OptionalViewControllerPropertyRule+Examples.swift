import LintCore

enum OptionalViewControllerPropertyExamples {
    static let triggering = [
        // A mode: set by whoever opens the screen, and switched on in two members.
        Example("""
            final class ComposeViewController: UIViewController {
                var ↓replyTarget: Post?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let replyTarget {
                        title = "Reply to \\(replyTarget.author)"
                    }
                }

                func send() {
                    guard replyTarget != nil else { return post() }
                    reply()
                }
            }
            """),
        // A mode fixed at initialisation, tested through `self.`, `??` and `switch`, also in
        // an extension in the same file.
        Example("""
            class EditorViewController: UIViewController {
                private var ↓episode: Episode?

                init(episode: Episode?) {
                    self.episode = episode
                    super.init(nibName: nil, bundle: nil)
                }

                override func viewDidLoad() {
                    titleLabel.text = self.episode?.title ?? "New episode"
                }
            }

            extension EditorViewController {
                func save() {
                    switch episode {
                    case .some(let episode): update(episode)
                    case .none: create()
                    }
                }
            }
            """),
        // A moment in time: it arrives in a callback and is tested before use.
        Example("""
            class ProfileViewController: UIViewController {
                var ↓user: User?

                func load() {
                    api.fetchUser { [weak self] user in
                        self?.user = user
                    }
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    user == nil ? 0 : 3
                }
            }
            """),
        Example("""
            @MainActor
            final class FeedViewController<Item: Hashable>:
                UIViewController
            {
                private var ↓feed: Feed?

                func reload() async throws {
                    feed = try await client.feed()
                }

                func share() {
                    guard let feed else { return }
                    present(feed)
                }
            }
            """),
        Example("""
            class Feed: UITableViewController {
                var ↓delegate: FeedDelegate?

                func refresh() {
                    if let delegate { delegate.feedWillRefresh(self) }
                }

                func select(_ post: Post) {
                    if let delegate = self.delegate { delegate.feed(self, didSelect: post) }
                }
            }
            """),
        // Never assigned anywhere: the first read crashes.
        Example("""
            class BaseScreen: UIViewController {}
            class Detail: BaseScreen {
                var ↓formatter: DateFormatter!

                func render(_ date: Date) -> String { formatter.string(from: date) }
            }
            """),
        // `all_optionals` flags every optional stored property, evidence or not.
        Example("""
            class Feed: UITableViewController {
                private var ↓posts: [Post]? = nil
                var ↓selection: IndexPath! {
                    didSet { tableView.reloadData() }
                }
                private(set) var ↓token: Optional<String>
                var ↓cursor: Swift.Optional<String>
                var ↓first: Int?, ↓second: String?
                #if DEBUG
                var ↓debugOverlay: UIView?
                #endif
                var ↓region:
                    MKCoordinateRegion?
                var ↓handlers: [() -> Void]?
                var ↓pair: (Int, () -> Void)?
            }
            """, configuration: ["all_optionals": "true"]),
        Example("""
            class SettingsViewController: UIViewController {
                var ↓onDismiss: (() -> Void)?
                let ↓initialTab: Int?
            }
            """, configuration: ["all_optionals": "true", "include_closures": "true", "include_let": "true"]),
        Example("""
            class Clock: UIViewController {
                var ↓ticker: Timer?
            }
            """, configuration: ["all_optionals": "true", "ignored_types": "[]"]),
    ]

    static let nonTriggering = [
        // An optional of the project's own enum: its cases already name the modes.
        Example("""
            enum AccountType { case local, cloud }
            class AccountViewController: UIViewController {
                var accountType: AccountType?
                override func viewDidLoad() { if accountType == nil { return } }
                func save() { guard let accountType else { return }; store(accountType) }
            }
            """),
        // A selection pushed in from outside and observed; a pending value consumed where it
        // is read; an optional collection, where nil and empty are the other rule's concern.
        Example("""
            class TimelineViewController: NSViewController {
                var representedObject: Feed? {
                    didSet { reload() }
                }
                private var pendingScrollY: CGFloat?
                private var rows: [Row]?

                func reload() { if representedObject == nil { clear() } }
                func title() -> String { representedObject?.name ?? "" }

                func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
                    if let y = pendingScrollY {
                        scroll(to: y)
                        pendingScrollY = nil
                    }
                }
                func restore() { guard pendingScrollY != nil else { return } }

                func count() -> Int { rows?.count ?? 0 }
                func first() -> Row? { guard let rows else { return nil }; return rows.first }
            }
            """),
        Example("""
            class ProfileViewController: UIViewController {
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet private var avatar: UIImageView?
                weak var delegate: ProfileDelegate?
                unowned(unsafe) var owner: Owner?
                let userID: String?
                lazy var formatter: DateFormatter? = DateFormatter()
                static var shared: ProfileViewController?
                class var last: ProfileViewController? { nil }
                var title2: String? { user?.name }
                var onDismiss: (() -> Void)?
                var completion: (@MainActor (Result<User, Error>) -> Void)?
                var refresh: ((UIRefreshControl) -> ())?
                var ticker: Timer?
                var loadTask: Task<Void, Never>?
                var observation: NSKeyValueObservation?
                var heightConstraint: NSLayoutConstraint?
                var mode: Mode = .compact
                var cache: [String: String?] = [:]
                @Binding var date: Date?
                @Published var badge: Int?
                override var tintColor: UIColor! { didSet { tint() } }
                var computed: String?
                {
                    user?.name
                }
            }
            """, configuration: ["all_optionals": "true"]),
        // Views and child controllers made in `viewDidLoad`: "not made yet", not a mode.
        Example("""
            class PlayerViewController: UIViewController {
                private var spinner: UIActivityIndicatorView?
                private var child: UIViewController?

                override func viewDidLoad() {
                    spinner = UIActivityIndicatorView()
                    if let spinner { view.addSubview(spinner) }
                    if child == nil { child = makeChild() }
                }

                func stop() {
                    spinner?.stopAnimating()
                    if let child { child.removeFromParent() }
                }
            }
            """),
        // Selection: nil means nothing is selected, and the screen itself changes it.
        Example("""
            class ListViewController: UIViewController {
                var selectedIndexPath: IndexPath?

                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    if selectedIndexPath == indexPath { return }
                    selectedIndexPath = indexPath
                }

                func delete() {
                    guard let selectedIndexPath else { return }
                    remove(at: selectedIndexPath)
                }
            }
            """),
        // A prefilled value used once, and a value set in a synchronous closure.
        Example("""
            class SearchViewController: UIViewController {
                var initialQuery: String?
                var lastResult: Result?

                override func viewDidLoad() {
                    searchField.text = initialQuery ?? ""
                    results.forEach { lastResult = $0 }
                }

                func show() {
                    if let lastResult { render(lastResult) }
                }
            }
            """),
        // Assigned from another type: not a latent crash.
        Example("""
            class DetailViewController: UIViewController {
                var item: Item!
                func render() { title = item.name }
            }
            func open(_ item: Item) {
                let detail = DetailViewController()
                detail.item = item
            }
            """),
        // Evidence outside a view controller does not count.
        Example("""
            class ComposeModel {
                var replyTarget: Post?
                func title() -> String { replyTarget == nil ? "New" : "Reply" }
                func send() { if let replyTarget { reply(to: replyTarget) } else { post() } }
            }
            """),
        Example("""
            class ProfileViewController: UIViewController {
                func load() {
                    var pending: Request? = nil
                    let handler = { (value: Int?) in print(value as Any) }
                }
                struct State {
                    var error: Error?
                }
            }
            """),
        Example("""
            class ProfileModel {
                var notificationMessage: String?
            }
            struct ProfileView: View {
                var message: String?
            }
            extension ProfileViewController {
                var message: String? { nil }
            }
            """),
        Example("""
            class Timed: UIViewController {
                var session: URLSession?
            }
            """, configuration: ["ignored_types": "[URLSession]"]),
        Example("""
            let text = "class A: UIViewController { var x: Int? }"
            // class B: UIViewController { var y: Int? }
            """),
    ]
}
