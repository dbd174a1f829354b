import LintCore

/// Optionals the rule leaves alone although a view controller's code tests them: each is a
/// pattern a maintainer would defend.
extension OptionalViewControllerPropertyRule.Examples {
    static let exemptions = [
        // An optional of the project's own enum that only falls back to a default: its cases name
        // the modes, and nil is the default one.
        Example("""
            enum AccountType { case local, cloud }
            class AccountViewController: UIViewController {
                var accountType: AccountType?
                override func viewDidLoad() { title = (accountType ?? .local).title }
            }
            """),
        // Made only through a convenience initializer that always sets it.
        Example("""
            final class OAuthViewController: UIViewController {
                var callbackURL: URL?

                convenience init(callbackURL: URL) {
                    self.init(nibName: nil, bundle: nil)
                    self.callbackURL = callbackURL
                }

                func webView(_ webView: WKWebView, decidePolicyFor action: WKNavigationAction) {
                    guard let callbackURL, action.request.url?.host == callbackURL.host else { return }
                    finish()
                }
            }
            """),
        // Given a value where it is declared: there from the start, whatever its type allows.
        Example("""
            class AuthViewController: UIViewController {
                var showMoreLabel: String? = NSLocalizedString("Show more", comment: "")
                var retries: Int? = 3

                func render() { if let showMoreLabel { button.accessibilityLabel = showMoreLabel } }
            }
            """),
        // A pending value consumed where it is read.
        Example("""
            class TimelineViewController: NSViewController {
                private var pendingScrollY: CGFloat?

                func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
                    if let y = pendingScrollY {
                        scroll(to: y)
                        pendingScrollY = nil
                    }
                }
                func restore() { guard pendingScrollY != nil else { return } }
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
        // Made by every initializer on every path, once `self` exists (a row whose closure
        // captures it) or from a non-optional parameter: always there, so not a mode.
        Example("""
            class BookmarkViewController: UIViewController {
                var nameRow: Row?
                var message: String?

                init(message: String) {
                    self.message = message
                    super.init(nibName: nil, bundle: nil)
                    nameRow = Row(action: { [weak self] in self?.save() })
                }

                required init?(coder: NSCoder) { fatalError() }

                func updateUI() {
                    if let field = nameRow?.field { field.text = message ?? "" }
                }

                func save() {
                    guard let message, let nameRow else { return }
                    store(message, nameRow.value)
                }
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
    ]

        /// Objects a view controller works with are not its data: their optionality says "not made
        /// yet" or "injected later", not a mode.
        static let objects = [
            Example("""
                class Feed: UITableViewController {
                    var delegate: FeedDelegate?

                    func refresh() {
                        if let delegate { delegate.feedWillRefresh(self) }
                    }

                    func select(_ post: Post) {
                        if let delegate = self.delegate { delegate.feed(self, didSelect: post) }
                    }
                }
                """),
            Example("""
                class BaseScreen: UIViewController {}
                class Detail: BaseScreen {
                    var formatter: DateFormatter!

                    func render(_ date: Date) -> String { formatter.string(from: date) }
                }
                """),
            Example("""
                class RoomViewController: UIViewController {
                    var theme: Theme!
                    var presenter: ActivityIndicatorPresenter!
                    var viewModel: RoomViewModelType!
                    private var keyboardAvoider: KeyboardAvoider?
                    private var client: GithubClient?
                    private var imageData: UIImage?
                    private var isEditingMode: Bool?
                    private var offset: CGFloat?
                    private var bag: DisposeBag?

                    func render() {
                        if let keyboardAvoider { keyboardAvoider.start() }
                        guard let client else { return }
                        client.fetch { [weak self] in self?.offset = 3 }
                    }
                    func layout() { if offset == nil || client == nil { return } }
                }
                """),
            // Injected and always there: a guard on an implicitly unwrapped value is defensive.
            Example("""
                final class ThreadViewController: UIViewController {
                    private(set) var threadId: String!

                    class func instantiate(withThreadId threadId: String) -> ThreadViewController {
                        let controller = ThreadViewController()
                        controller.threadId = threadId
                        return controller
                    }
                    var permalink: String? {
                        guard let threadId = threadId else { return nil }
                        return link(threadId)
                    }
                    override func viewDidAppear(_ animated: Bool) {
                        guard let threadId = threadId else { return }
                        markRead(threadId)
                    }
                }
                """),
            // A member of the optional is tested, not the optional.
            Example("""
                class ArtworkViewController: UIViewController {
                    var artwork: Artwork!
                    func setUp() {
                        if let medium = artwork.medium { label.text = medium }
                        hasLot = artwork.lotLabel != nil
                    }
                }
                """),
        ]
}
