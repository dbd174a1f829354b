import LintCore

extension OptionalViewControllerPropertyRule.Examples {
        /// Filled later by the code that shows the screen: where it makes the screen, passes it
        /// on and fills it in a callback, or where it keeps the screen and fills it from a task.
        static let momentsFromOutside = [
            Example("""
                final class HistoryViewController: UIViewController {
                    var ↓history: History?
                    override func viewDidLoad() {
                        guard let history else { return showEmptyState() }
                        render(history)
                    }
                }
                final class HistoryCoordinator {
                    func start() {
                        let viewer = HistoryViewController()
                        router.push(viewer, animated: true)
                        History.load { history in
                            viewer.history = history
                        }
                    }
                }
                """),
            Example("""
                final class HistoryViewController: UIViewController {
                    var ↓history: History?
                    var releaseNotes: [Note]?
                    func render() {
                        if history == nil { spinner.startAnimating() }
                    }
                }
                final class HistoryCoordinator: Coordinator {
                    private let viewer: HistoryViewController
                    init(router: Router) {
                        viewer = HistoryViewController()
                    }
                    func start() {
                        Task { [weak self] in
                            let loaded = await History.load()
                            self?.viewer.history = loaded
                            self?.viewer.releaseNotes = loaded.notes
                        }
                        router.push(viewer, animated: true)
                    }
                }
                """),
            Example("""
                final class HistoryViewController: UIViewController {
                    var ↓history: History?
                    func render() {
                        if let history { show(history) }
                    }
                    func show(_ loaded: History) {
                        history = loaded
                    }
                }
                func openHistory() {
                    let viewer = HistoryViewController()
                    present(viewer, animated: true)
                    History.load { [weak viewer] loaded in viewer?.show(loaded) }
                }
                """),
        ]

        /// Set by a coordinator that keeps the screen and sets it in place: the rule cannot tell
        /// when, and says nothing.
        static let filledBeforeShown = [
            Example("""
                final class HistoryViewController: UIViewController {
                    var history: History?
                    func render() {
                        if history == nil { spinner.startAnimating() }
                    }
                }
                final class HistoryCoordinator {
                    private let viewer = HistoryViewController()
                    private let other: HistoryViewController
                    func start(with history: History) {
                        other.history = history
                        router.push(other, animated: true)
                    }
                }
                """),
        ]

        /// Given at some ways in, but changed by the screen itself once it is open (a target
        /// cleared once used, a value the user scans in): state it keeps, not how it was opened.
        /// And a mirror a subscription keeps current: a stream, not one value arriving. A value
        /// that may be nil (the user's choice of none) clears it too: no group with what is cleared
        /// only elsewhere.
        static let keptByTheScreen = [
            Example("""
                final class PaletteViewController: UIViewController {
                    var selectedPort: String?
                    var pings: [Ping]?
                    func handle(_ message: Message) {
                        selectedPort = message.port
                        pings = message.pings
                    }
                    func refresh() {
                        selectedPort = nil
                        pings = nil
                    }
                    func portChosen(_ port: String?) {
                        selectedPort = port
                    }
                    func render() {
                        if let selectedPort { label.text = selectedPort }
                        if pings == nil { spinner.startAnimating() }
                    }
                }
                """),
            Example("""
                final class ChatViewController: UIViewController {
                    var highlightedMessage: Int?
                    init(chatId: Int, highlightedMessage: Int? = nil) {
                        self.highlightedMessage = highlightedMessage
                        super.init(nibName: nil, bundle: nil)
                    }
                    override func viewWillAppear(_ animated: Bool) {
                        if let highlightedMessage {
                            scroll(to: highlightedMessage)
                            self.highlightedMessage = nil
                        }
                    }
                }
                func openFromSearch(_ result: SearchResult) {
                    push(ChatViewController(chatId: result.chat, highlightedMessage: result.message))
                }
                func openChat(_ id: Int) {
                    push(ChatViewController(chatId: id))
                }
                """),
            Example("""
                final class OnboardingViewController: UIViewController {
                    var providerCode: String?
                    override func loadView() {
                        if providerCode == nil { showDefaultProvider() }
                    }
                    func didScan(_ code: String) {
                        providerCode = code
                    }
                }
                func onboardWithCode(_ code: String) {
                    let onboarding = OnboardingViewController()
                    onboarding.providerCode = code
                    show(onboarding)
                }
                func onboard() {
                    show(OnboardingViewController())
                }
                """),
            Example("""
                final class PrintLabelViewController: UIViewController {
                    private var selectedPaperSize: PaperSize?
                    override func viewDidLoad() {
                        viewModel.$selectedPaperSize.removeDuplicates().sink { [weak self] size in
                            self?.selectedPaperSize = size
                        }.store(in: &subscriptions)
                    }
                    func print() {
                        guard let selectedPaperSize else { return }
                        printer.print(label, on: selectedPaperSize)
                    }
                }
                """),
        ]
}
