import LintCore

extension OptionalViewControllerPropertyRule {
    enum Examples {
        static let triggering = essay + modes + initializerArguments + maybeNil + moments + momentsTogether + momentsFromOutside
            + groups + dependencies + collaborators + questions + dataByDeclaration

        static let nonTriggering = essayRemedies + dependenciesNotShown + setAtInitialisation + filledBeforeShown
            + keptByTheScreen + noEvidence + notData + objectsByDeclaration + keptCurrent + setNowhere + collaboratorsNotShown
            + collectionsAsked

        /// Set at some ways in and not at others, and branched on.
        static let modes = [
            Example("""
                final class ComposeViewController: UIViewController {
                    var ↓replyTarget: Post?
                    init(replyingTo post: Post) {
                        self.replyTarget = post
                        super.init(nibName: nil, bundle: nil)
                    }
                    init() {
                        super.init(nibName: nil, bundle: nil)
                    }
                    func send() {
                        if replyTarget != nil { reply() } else { post() }
                    }
                }
                """),
            Example("""
                class ProfileViewController: BaseViewController {
                    var ↓highlightedPost: Post.ID?
                    override func viewDidAppear(_ animated: Bool) {
                        guard let id = highlightedPost else { return }
                        scroll(to: id)
                    }
                }
                class BaseViewController: UIViewController {}
                extension FeedViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        if let profile = segue.destination as? ProfileViewController {
                            profile.highlightedPost = selectedPost
                        }
                    }
                    func openProfile() {
                        let profile = storyboard?.instantiateViewController(withIdentifier: "Profile") as! ProfileViewController
                        show(profile, sender: nil)
                    }
                }
                """),
            Example("""
                final class ReaderViewController<Source: ArticleSource>: UIViewController {
                    @objc
                    var ↓searchTerm: String?
                    static func make(article: Article) -> ReaderViewController { ReaderViewController() }
                    func layout() {
                        switch searchTerm {
                        case .some(let term): highlight(term)
                        case .none: break
                        }
                    }
                }
                func openFromSearch(_ term: String) {
                    let reader = ReaderViewController<Feed>.make(article: article)
                    reader.searchTerm = term
                    present(reader, animated: true)
                }
                func openFromList() {
                    let reader = ReaderViewController<Feed>.make(article: article)
                    present(reader, animated: true)
                }
                """),
        ]

        /// Passed to the initializer at some creation sites and left to its `nil` default at others;
        /// two optionals that come and go together are one mode, one warning.
        static let initializerArguments = [
            Example("""
                final class CategoryViewController: UIViewController {
                    private var ↓category: Category?
                    private var region: Region?
                    init(category: Category? = nil, region: Region? = nil, skip: Int = 0) {
                        self.category = category
                        self.region = region
                        super.init(nibName: nil, bundle: nil)
                    }
                    func load() {
                        guard let category, let region else { return loadAll() }
                        load(category, in: region)
                    }
                }
                func openCategory(_ category: Category) {
                    push(CategoryViewController(category: category, region: .current))
                }
                func openAll() {
                    push(CategoryViewController(skip: 3))
                }
                """),
        ]

        /// Given a value that may be nil where it is made: a mode or a dependency as the app runs,
        /// which the project does not show. The essay's question.
        static let maybeNil = [
            Example("""
                final class BookmarkViewController: UIViewController {
                    var ↓bookmark: Bookmark?
                    override func viewDidLoad() {
                        title = bookmark == nil ? "Add" : "Edit"
                    }
                }
                final class BookmarksViewController: UIViewController {
                    func show(_ bookmark: Bookmark?) {
                        let screen = BookmarkViewController()
                        screen.bookmark = bookmark
                        push(screen)
                    }
                }
                """),
        ]

        /// Filled later and branched on while nil.
        static let moments = [
            Example("""
                final class PromotionViewController: UIViewController {
                    private var ↓serverMessage: String?
                    override func viewDidLoad() {
                        PromoTask.validate(code: code, completion: { valid, message in
                            self.serverMessage = message
                        })
                    }
                    func updateMessage() { if let serverMessage { label.text = serverMessage } }
                }
                """),
            Example("""
                final class StatsViewController: UIViewController {
                    private var ↓report: Report?
                    func load() {
                        Task { self.report = try await api.report() }
                    }
                    func render() {
                        if report == nil { spinner.startAnimating() }
                    }
                }
                """),
            Example("""
                final class InvoiceViewController: UIViewController {
                    #if os(iOS)
                    var ↓invoice: Invoice?
                    #endif
                    func refresh() async {
                        let fetched = await store.invoice(id)
                        invoice = fetched
                        invoice = fetched.updated
                    }
                    func share() {
                        guard let invoice else { return }
                        present(ShareSheet(invoice), animated: true)
                    }
                }
                """),
            Example("""
                final class FavoritesViewController: UIViewController {
                    var ↓topics: [Topic]?
                    func refresh() {
                        api.request(.favorites).subscribe(onNext: { response in self.topics = response })
                    }
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                        guard let topics else { return 0 }
                        return topics.count
                    }
                }
                """),
        ]

        /// Filled together by one callback: one wait, one warning.
        static let momentsTogether = [
            Example("""
                final class PodcastViewController: UIViewController {
                    var ↓podcast: Podcast?
                    var summary: String?
                    func load(_ item: Item) {
                        api.podcasts(for: item) { [weak self] list in
                            guard let strongSelf = self else { return }
                            strongSelf.podcast = list.first
                            strongSelf.summary = list.description
                        }
                    }
                    func populate() {
                        guard let podcast else { return }
                        if let summary { show(summary) }
                    }
                }
                """),
        ]


        /// Set together and cleared together: one state.
        static let groups = [
            Example("""
                final class EditorViewController: UIViewController {
                    var ↓editingMessage: Message?
                    var editingAttachment: Attachment?
                    var draftText: String?
                    func beginEditing(_ message: Message) {
                        editingMessage = message
                        editingAttachment = message.attachment
                    }
                    func endEditing() {
                        editingMessage = nil
                        editingAttachment = nil
                    }
                    func send() {
                        if let editingMessage { update(editingMessage) } else { post(draftText) }
                    }
                }
                """),
            // Replaced alone sometimes, but started and ended together.
            Example("""
                final class OpenURLWindowController: NSWindowController {
                    var ↓item: MediaItem?
                    var loadingURL: String?
                    func showLoadingScreen(for item: MediaItem) {
                        self.item = item
                        loadingURL = item.url
                    }
                    func retry() {
                        item = MediaItem.reloaded()
                    }
                    func reset() {
                        item = nil
                        loadingURL = nil
                    }
                    func cancel() {
                        guard let item else { return }
                        stop(item)
                    }
                }
                """),
        ]

        /// Nothing in the project says mode, moment or group.
        static let noEvidence = [
            Example("""
                final class ModalViewController: UIViewController {
                    var urlToLoad: URL?
                    init(baseUrl: URL) {
                        urlToLoad = baseUrl
                        super.init(nibName: nil, bundle: nil)
                    }
                    init(content: Content) {
                        super.init(nibName: nil, bundle: nil)
                    }
                    func load() { if let urlToLoad { open(urlToLoad) } }
                }
                let modal = ModalViewController(content: item)
                """),
            Example("""
                final class MapViewController: UIViewController {
                    var region: Region?
                    override func viewDidLoad() {
                        region = Region.default
                        if let region { center(on: region) }
                    }
                }
                """),
            Example("""
                final class PickerViewController: UIViewController {
                    var selectedItem: Item?
                    var lastQuery: String?
                    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        selectedItem = items[indexPath.row]
                        if selectedItem != nil { doneButton.isEnabled = true }
                    }
                }
                """),
            Example("""
                final class BannerViewController: UIViewController {
                    var headline: String?
                    func load() {
                        api.headline { [weak self] text in self?.headline = text }
                    }
                    func render() { label.text = headline ?? "" }
                }
                """),
            Example("""
                final class PasscodeViewController: UIViewController {
                    var passcode: String?
                    var lastError: Error?
                    func append(_ digit: String) {
                        if let current = passcode {
                            if current.count < maximumLength { passcode = current + digit }
                        } else {
                            passcode = digit
                        }
                        api.check(passcode) { error in self.lastError = error }
                        if lastError != nil { shake() }
                    }
                }
                """),
            Example("""
                final class PluginsViewController: NSViewController {
                    var currentPlugin: Plugin?
                    func tableViewSelectionDidChange(_ notification: Notification) {
                        currentPlugin = plugins[tableView.selectedRow]
                    }
                    func update() {
                        currentPlugin?.update { [weak self] updated in self?.currentPlugin = updated }
                    }
                    func remove() { guard let currentPlugin else { return }; uninstall(currentPlugin) }
                }
                """),
            Example("""
                final class SearchViewController: UIViewController {
                    var query: String?
                    var scope: Scope?
                    func search(_ text: String, in scope: Scope) {
                        query = text
                        self.scope = scope
                    }
                }
                """),
            Example("""
                struct Row {
                    var user: User?
                    mutating func load() { Task { self.user = await api.user() } }
                    func render() { if user == nil { spin() } }
                }
                """),
        ]

        /// The objects a screen works with, and what the rule never reads.
        static let notData = [
            Example("""
                final class PlayerViewController: UIViewController {
                    weak var owner: Owner?
                    @IBOutlet var titleLabel: UILabel!
                    var timer: Timer?
                    var onDismiss: (() -> Void)?
                    var presenter: PlayerPresenter?
                    lazy var formatter: DateFormatter? = DateFormatter()
                    static var shared: PlayerViewController?
                    let initial: Track? = nil
                    var isPlaying: Bool?
                    func start() {
                        Task { self.presenter = await makePresenter() }
                        if presenter == nil { return }
                    }
                }
                """),
        ]
    }
}
