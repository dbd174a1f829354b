import LintCore

extension OptionalViewControllerPropertyRule.Examples {
    /// Every creation site sets it before the screen is shown and the screen never changes it:
    /// a required dependency, which wants a non-optional initializer parameter. Sets through a
    /// method the creator calls, an `as?` cast, an optional chain and a callback that shows the
    /// screen only once it has the value all count, and so do sets in every branch of an
    /// `if … else`.
    static let dependencies = [
        Example("""
            final class ReasonViewController: UIViewController {
                var ↓reason: String?
                override func viewDidLoad() { if let reason { label.text = reason } }
            }
            final class PanelViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let screen = segue.destination as? ReasonViewController {
                        if let lastReason {
                            screen.reason = lastReason
                        } else {
                            screen.reason = "Unknown"
                        }
                    }
                }
            }
            """),
        Example("""
            final class DetailViewController: UIViewController {
                var ↓item: Item?
                override func viewDidLoad() {
                    guard let item else { return }
                    title = item.name
                }
            }
            func open(_ item: Item) {
                let detail = DetailViewController()
                detail.item = item
                push(detail)
            }
            func openFirst() {
                let detail = DetailViewController()
                detail.configure(with: items[0])
                push(detail)
            }
            extension DetailViewController {
                func configure(with item: Item) { self.item = item }
            }
            """),
        Example("""
            final class Element { var name: String = "" }
            final class ElementViewController: UIViewController {
                var ↓element: Element?
                func rename(to name: String) { element?.name = name }
            }
            func open(_ element: Element) {
                let screen = ElementViewController()
                screen.element = element
                show(screen)
            }
            """),
        Example("""
            final class ShareViewController: UIViewController {
                var ↓share: Share?
                init(share: Share?) {
                    self.share = share
                    super.init(nibName: nil, bundle: nil)
                }
                func render() { if let share { show(share) } }
            }
            let first = ShareViewController(share: current)
            let second = ShareViewController(share: other)
            """),
        Example("""
            final class HistoryViewController: UIViewController {
                var ↓history: History?
                override func viewDidLoad() {
                    guard let history else { return }
                    render(history)
                }
            }
            func openHistory() {
                let viewer = HistoryViewController()
                History.load { history in
                    viewer.history = history
                    self.present(viewer, animated: true)
                }
            }
            """),
        Example("""
            final class ShopViewController: UIViewController {
                var ↓shopIdentifier: Shop.ID?
                override func viewDidLoad() {
                    if shopIdentifier == nil { showPicker() }
                }
            }
            final class MallViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? ShopViewController)?.shopIdentifier = selectedShop.id
                }
            }
            """),
        Example("""
            final class ProfileViewController: UIViewController {
                var ↓person: Person?
                override func viewWillAppear(_ animated: Bool) {
                    switch person {
                    case .some(let person): show(person)
                    case .none: showEmpty()
                    }
                }
            }
            final class ListViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let profile = segue.destination as? ProfileViewController {
                        profile.person = people[selectedRow]
                    }
                }
            }
            """),
        Example("""
            final class ChatViewController: NSViewController {
                var ↓conversation: Conversation!
                override func viewWillAppear() {
                    title = conversation.name
                }
            }
            func open(_ conversation: Conversation) {
                let chat = storyboard.instantiateController(withIdentifier: "Chat") as! ChatViewController
                chat.conversation = conversation
                window.contentViewController = chat
            }
            """),
    ]

    /// A collaborator every creator gives and the screen keeps (a view model, a service): a
    /// dependency to inject, as data is.
    static let collaborators = [
        Example("""
            final class OrderViewModel { init(order: Order) {} ; func load() {} }
            final class OrderViewController: UIViewController {
                var ↓viewModel: OrderViewModel?
                override func viewDidLoad() { viewModel?.load() }
            }
            func open(_ order: Order) {
                let screen = OrderViewController()
                screen.viewModel = OrderViewModel(order: order)
                push(screen)
            }
            """),
    ]

    /// A collaborator is no mode or moment, and what the screen calls back (a delegate) or shows
    /// (a child screen) is no dependency to inject.
    static let collaboratorsNotShown = [
        Example("""
            final class SyncService { func start() {} }
            final class SyncViewController: UIViewController {
                var service: SyncService?
                var delegate: SyncViewControllerDelegate?
                override func viewDidLoad() { if let service { service.start() } }
            }
            func open() {
                let screen = SyncViewController()
                screen.delegate = coordinator
                push(screen)
            }
            func openSyncing(_ service: SyncService) {
                let screen = SyncViewController()
                screen.service = service
                screen.delegate = coordinator
                push(screen)
            }
            """),
    ]

    /// Every creator sets it, but the screen changes it in place (a mutating call, a
    /// subscript's assignment), or two classes of the project share the screen's name, so
    /// which creations make which is unknown: no dependency is claimed.
    static let dependenciesNotShown = [
        Example("""
            final class EditRangesViewController: UIViewController {
                var ranges: [Range]?
                func delete(at index: Int) { ranges?.remove(at: index) }
                func rename(at index: Int, to name: String) { ranges?[index].name = name }
            }
            func edit(_ ranges: [Range]) {
                let editor = EditRangesViewController()
                editor.ranges = ranges
                show(editor)
            }
            """),
        Example("""
            #if os(iOS)
            final class TerminalViewController: UIViewController {
                var directory: String?
            }
            #else
            final class TerminalViewController: NSViewController {
                var directory: String?
            }
            #endif
            func open(_ path: String) {
                let terminal = TerminalViewController()
                terminal.directory = path
                show(terminal)
            }
            """),
    ]

    /// Branched on, set somewhere on a screen the project does not follow to where it is made
    /// (a parameter, a cast of another object's property): the essay's question.
    static let questions = [
        Example("""
            final class SettingsViewController: UIViewController {
                var ↓note: String?
                func render() { if let note { show(note) } }
            }
            func annotate(_ settings: SettingsViewController, with text: String) { settings.note = text }
            """),
        Example("""
            final class ReceiptViewController: NSViewController {
                #if os(macOS)
                var ↓total: Decimal?
                #endif
                override func viewDidLayout() {
                    guard let total = self.total else { return hideTotal() }
                    showTotal(total)
                }
            }
            func checkOut(_ cart: Cart) { (window.contentViewController as? ReceiptViewController)?.total = cart.total }
            """),
    ]

    /// An optional collection with no more evidence than its branches: whether nil means more
    /// than empty is `optional_collection`'s question, not a mode's.
    static let collectionsAsked = [
        Example("""
            final class DevicesViewController: UIViewController {
                var nodes: [Node]?
                func refresh() {
                    guard let nodes, !nodes.isEmpty else { return showEmpty() }
                    show(nodes)
                }
            }
            func bind(_ screen: DevicesViewController, _ nodes: [Node]) { screen.nodes = nodes }
            """),
    ]

    /// Branched on, but set nowhere in the project, on the screen or on any other receiver:
    /// it holds nothing but nil, so there is no nil to ask about.
    static let setNowhere = [
        Example("""
            final class CardViewController: UIViewController {
                var problemText: String?
                func render() { if let problemText { show(problemText) } }
            }
            """),
    ]

    /// A name that would say "collaborator" on a type the project declares as data.
    static let dataByDeclaration = [
        Example("""
            struct ShippingOption: Codable { var name: String }
            final class CheckoutViewController: UIViewController {
                var ↓shippingOption: ShippingOption?
                override func viewDidLoad() {
                    if let shippingOption { show(shippingOption) } else { askForShipping() }
                }
            }
            func reorder(_ order: Order) {
                let checkout = CheckoutViewController()
                checkout.shippingOption = order.shipping
                show(checkout)
            }
            func checkOut() { show(CheckoutViewController()) }
            """),
    ]

    /// Given in `init`: already an initializer's parameter.
    static let setAtInitialisation = [
        Example("""
            final class AccountViewController: UIViewController {
                var account: Account?
                init(account: Account) {
                    self.account = account
                    super.init(nibName: nil, bundle: nil)
                }
                func render() { if let account { show(account) } }
            }
            let screen = AccountViewController(account: current)
            """),
    ]

    /// A type the project declares as a view, an actor or a framework's object is no data,
    /// whatever its name; a private optional nothing sets and a local of its name are no evidence.
    static let objectsByDeclaration = [
        Example("""
            final class Banner: UIView {}
            final class Downloads: DownloadStore {}
            actor DownloadStore {}
            final class InboxViewController: UIViewController {
                var banner: Banner?
                var downloads: Downloads?
                override func viewDidLoad() {
                    if let banner { view.addSubview(banner) }
                    if downloads == nil { return }
                }
            }
            func open() {
                let inbox = InboxViewController()
                inbox.banner = Banner()
                inbox.downloads = Downloads()
                show(inbox)
            }
            func openQuietly() { show(InboxViewController()) }
            """),
        Example(#"""
            final class NotesViewController: UIViewController {
                private var draft: String?
                var filter: String?
                func render(filter: String?) {
                    if let draft { show(draft) }
                    if let filter { apply(filter) }
                    let note = """
                        if let filter { }
                        """
                    print(note)
                }
            }
            """#),
    ]

    /// Kept current by an observer or a stream, or set by a handler that runs on every event:
    /// neither a mode nor one value that arrives. A file handle is no data. A callback the
    /// function it is handed to calls in place has run when the call returns: nothing waits.
    static let keptCurrent = [
        Example("""
            final class Preferences {
                func getPin(completion: (String?) -> Void) {
                    guard let data = defaults.data(forKey: "pin") else { return completion(nil) }
                    completion(String(decoding: data, as: UTF8.self))
                }
            }
            final class SecurityViewController: UIViewController {
                var pin: String?
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    Preferences.shared.getPin { pin in self.pin = pin }
                }
                @IBAction func changePin() { if pin == nil { askForNewPin() } else { confirmOldPin() } }
            }
            """),
        Example("""
            final class InputViewController: NSViewController {
                private var escapedText: String?
                private var output: UnsafeMutablePointer<FILE>?
                override func viewDidAppear() {
                    window.set(handler: { [weak self] _ in self?.escapedText = self?.field.stringValue }, for: .escape)
                    api.loadOutput { self.output = $0 }
                }
                func render() {
                    if let escapedText { restore(escapedText) }
                    guard let output else { return }
                    flush(output)
                }
            }
            """),
        Example("""
            final class AccountViewController: UIViewController {
                var user: User?
                override func viewDidLoad() {
                    NotificationCenter.default.addObserver(forName: .userChanged, object: nil, queue: .main) { note in
                        self.user = note.object as? User
                    }
                    if user == nil { showSignIn() }
                }
            }
            """),
        Example("""
            final class FeedViewController: UIViewController {
                var latest: Post?
                func bind() {
                    store.latestPost.sink { [weak self] post in self?.latest = post }.store(in: &bag)
                }
                func render() { guard let latest else { return }; show(latest) }
            }
            """),
    ]
}
