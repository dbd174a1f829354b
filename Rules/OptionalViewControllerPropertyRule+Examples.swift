import LintCore

extension OptionalViewControllerPropertyRule {
    enum Examples {
        static let triggering = essay + [
            // Details that arrive with the value a callback is about are not reported: only the value.
            Example("""
                class PodcastViewController: UIViewController {
                    private var ↓podcast: Podcast?
                    private var summary: String?

                    func load() {
                        api.fetchPodcast { result in
                            self.podcast = result.podcast
                            self.summary = result.summary
                        }
                    }

                    func render() {
                        guard let podcast else { return }
                        title = podcast.title
                        label.text = summary ?? ""
                    }
                }
                """),
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
            // Two initializers, two ways the screen is used: each sets one of the optionals, and each
            // optional is reported.
            Example("""
                class GratitudeViewController: UIViewController {
                    var ↓podcast: Podcast?
                    var ↓bundleID: String?

                    init(podcast: Podcast) {
                        self.podcast = podcast
                        super.init(nibName: nil, bundle: nil)
                    }

                    init(bundleID: String) {
                        self.bundleID = bundleID
                        super.init(nibName: nil, bundle: nil)
                    }

                    override func viewDidLoad() {
                        if let podcast { title = podcast.title }
                    }

                    func signedIn() {
                        guard podcast != nil else { return loadBundle() }
                    }
                }
                """),
            // A moment in time, set through `self` under another name (`guard let strongSelf = self`).
            Example("""
                class IssueViewController: UIViewController {
                    private var ↓resultID: String?

                    func fetch() {
                        client.fetch { [weak self] result in
                            guard let strongSelf = self else { return }
                            strongSelf.resultID = result.id
                        }
                    }

                    func send() {
                        guard let id = resultID else { return }
                        post(id)
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
            // The class already states a mode: the optional belongs in it.
            Example("""
                class LocationViewController: UIViewController {
                    enum Mode { case browsing, editing }
                    var mode: Mode = .browsing
                    var ↓notificationMessage: String?

                    override func viewDidLoad() {
                        if let notificationMessage { banner.text = notificationMessage }
                    }
                }
                """),
            // A moment: filled by an escaping closure that captures `self` weakly.
            Example("""
                class UploadViewController: UIViewController {
                    private var ↓encoded: String?

                    override func viewDidLoad() {
                        image.compress { [weak self] data in
                            self?.encoded = data
                        }
                    }

                    func upload() {
                        guard let encoded else { return }
                        send(encoded)
                    }
                }
                """),
            // A mode passed in as an optional parameter: opened on a label, or on every issue.
            Example("""
                final class IssuesViewController: UIViewController {
                    private var ↓label: String?

                    init(client: Client, label: String? = nil) {
                        self.label = label
                        super.init(nibName: nil, bundle: nil)
                    }

                    override func viewDidLoad() {
                        showsTabs = label == nil
                    }
                }
                """),
            // An optional of the project's own enum that members switch on: nil is a case it does not name.
            Example("""
                enum AccountType { case local, cloud }
                class AccountViewController: UIViewController {
                    var ↓accountType: AccountType?
                    override func viewDidLoad() { if accountType == nil { return } }
                    func save() { guard let accountType else { return }; store(accountType) }
                }
                """),
            // The screen's own state, set as the user acts and switched on elsewhere.
            Example("""
                final class ReviewViewController: UIViewController {
                    private var ↓focusedReply: Reply?

                    func didSelect(_ reply: Reply) {
                        focusedReply = reply
                        messageView.isHidden = false
                    }

                    func didSend(_ text: String) {
                        guard let reply = focusedReply else { return }
                        client.send(text, inReplyTo: reply)
                    }
                }
                """),
            // Filled later through `self` renamed in an escaping closure, and read right there.
            Example("""
                class FulfillmentViewController: UINavigationController {
                    var ↓user: User!

                    func updateCredentials() -> Observable<Void> {
                        request.do(onNext: { [weak self] fullUser in
                            guard let me = self else { return }
                            me.user = fullUser
                            form.email = me.user.email
                        })
                    }
                }
                """),
            // Pushed in from outside and observed: the `didSet` is what a promise's or a signal's
            // observers would be, and nil is the time before the first value.
            Example("""
                class TimelineViewController: NSViewController {
                    var ↓representedObject: Feed? {
                        didSet { reload() }
                    }

                    func reload() { if representedObject == nil { clear() } }
                    func title() -> String { representedObject?.name ?? "" }
                }
                """),
            // A framework's mode is a value the screen is in, here one a callback fills.
            Example("""
                class EditDocumentViewController: QLPreviewController {
                    var ↓savingMode: QLPreviewItemEditingMode?

                    func dismissAnimated() {
                        if savingMode == nil {
                            requestSavingMode { [weak self] mode in self?.savingMode = mode }
                        }
                    }
                    func save() { guard let savingMode else { return }; write(savingMode) }
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

        static let nonTriggering = basics + exemptions

        static let basics = essayRemedies + objects + [
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
}
