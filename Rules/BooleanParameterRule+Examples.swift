import LintCore

extension BooleanParameterRule {
    enum Examples {
        /// The essay's excerpt has no code for this: it asks, in prose, "do you have a bool parameter
        /// that's better expressed via an enum with two named cases?" This is that question as code, a
        /// Bool choosing between two behaviours, and the two-case enum the essay would rather see,
        /// marked so the essay's case is tested like the others.
        static let essay = [
            Example("""
                func loadItems(_ ↓fromCache: Bool) {
                    if fromCache {
                        items = cache.items()
                    } else {
                        api.fetchItems()
                    }
                }
                func viewDidAppear() { loadItems(true) }
                func pullToRefresh() { loadItems(false) }
                """, fromEssay: true),
        ]

        /// What the essay would rather see: the choice stated as an enum with two named cases.
        static let essayRemedy = [
            Example("""
                enum ItemSource { case cache, network }
                func loadItems(from source: ItemSource) {
                    switch source {
                    case .cache: items = cache.items()
                    case .network: api.fetchItems()
                    }
                }
                func viewDidAppear() { loadItems(from: .cache) }
                """),
        ]

        static let triggering = essay + [
            // An option whose branches share a log line but do their own work; an initializer's.
            Example("""
                final class TokenManager {
                    func authDictionary(_ ↓forceRefresh: Bool) -> Promise<Token> {
                        if forceRefresh {
                            log.info("forcing a refresh of token")
                            return refreshToken().map { $0.token }
                        } else {
                            log.info("using existing token")
                            return bearerToken
                        }
                    }
                    init(_ ↓useCircle: Bool) {
                        self.useCircle = useCircle
                        if useCircle { layer.cornerRadius = 22 } else { addBorder() }
                    }
                }
                let manager = TokenManager(true)
                let plain = TokenManager(false)
                func sign() { manager.authDictionary(false) }
                func retry() { manager.authDictionary(true) }
                """),
            // `guard`, a default value, generics, attributes; a label that names no choice.
            Example("""
                struct Exporter<Item: Codable> {
                    @discardableResult
                    func export(_ items: [Item], _ ↓compress: Bool = false) -> Data {
                        guard compress else { return encode(items) }
                        return compress(encode(items))
                    }
                    func open(_ url: URL, flag ↓isFromIntent: Bool) {
                        if isFromIntent {
                            frontend.openPanel(url)
                        } else {
                            frontend.open(inline: url)
                        }
                    }
                }
                func save(_ exporter: Exporter<Post>) {
                    exporter.export(posts, false)
                    exporter.export(drafts, true)
                    exporter.open(url, flag: true)
                    exporter.open(other, flag: false)
                }
                """),
            // An option picking one of two computations; a switch; in a closure, behind `#if`, across
            // lines, with a trailing closure at the call.
            Example("""
                final class Player {
                    func move(_ ↓next: Bool) {
                        let index = next ? current + 1 : current - 1
                        select(servers[index])
                    }
                    func stop(_ ↓clearQueue: Bool) {
                        switch clearQueue {
                        case true: queue.removeAll()
                        case false: break
                        }
                    }
                    func refresh(_ ↓force: Bool,
                                 completion: @escaping () -> Void) {
                        #if DEBUG
                        log("refresh")
                        #endif
                        api.load { items in
                            if force || items.isEmpty {
                                self.reloadEverything()
                            } else {
                                self.merge(items)
                            }
                            completion()
                        }
                    }
                    func controls() {
                        move(true); move(false)
                        stop(true); stop(false)
                        refresh(true) { done() }
                        refresh(false, completion: {})
                    }
                }
                """),
        ]

        static let nonTriggering = essayRemedy + [
            // Another type's function of the same name, called unqualified in that type; on/off setters.
            Example("""
                final class AboutTab {
                    static func makeContentView(_ compact: Bool) -> View {
                        if compact { return smallView() } else { return largeView() }
                    }
                }
                final class SheetWindow {
                    func makeContentView(_ compact: Bool) -> View { View() }
                    func build() { _ = makeContentView(true); _ = makeContentView(false) }
                }
                final class Menu {
                    func setProBadge(_ show: Bool) {
                        if show { badge.add() } else { badge.remove() }
                    }
                    func highlight(_ on: Bool) {
                        if on { layer.add(glow) } else { layer.remove(glow) }
                    }
                    func refresh() { setProBadge(true); setProBadge(false); highlight(true); highlight(false) }
                }
                """),
            // The label names the choice at every call; no caller varies the flag; nobody calls it here.
            Example("""
                func loadItems(fromCache: Bool) {
                    if fromCache { items = cache.items() } else { api.fetchItems() }
                }
                func viewDidAppear() { loadItems(fromCache: true) }
                func pullToRefresh() { loadItems(fromCache: false) }
                func export(_ items: [Post], _ compress: Bool = false) -> Data {
                    guard compress else { return encode(items) }
                    return compress(encode(items))
                }
                func archive() { export(posts, true); export(drafts, true) }
                public func render(_ inline: Bool) {
                    if inline { drawInline() } else { drawBlock() }
                }
                """),
            // Passed a value, not a literal: the caller's own state, which the call names.
            Example("""
                func stop(_ clearQueue: Bool) {
                    if clearQueue { queue.removeAll() } else { pause() }
                }
                func quit() { stop(settings.clearsOnQuit) }
                func reset() { stop(true) }
                """),
            // Stored or passed on, or only picking a value: a value, not a choice of behaviour.
            Example("""
                class Banner {
                    func setVisible(_ visible: Bool) {
                        isHidden = !visible
                        button.setEnabled(visible)
                        alpha = visible ? 1 : 0
                    }
                    func configure(selected: Bool) {
                        if selected { tint = .blue } else { tint = .gray }
                    }
                }
                """),
            // A condition for the one thing the function does; states an initializer or a setup takes as data.
            Example("""
                extension Set {
                    func inserting(_ element: Element, if condition: Bool) -> Self {
                        if condition { return union([element]) } else { return self }
                    }
                }
                struct SessionRow {
                    init(name: String, isActive: Bool) {
                        if isActive { status = format(active) } else { status = format(lastSeen) }
                    }
                    func setupUpload(enabled: Bool) {
                        if enabled { uploader.start() } else { uploader.reset() }
                    }
                }
                """),
            // An option's pick stored in a property is its value.
            Example("""
                func layout(showTitle: Bool, inset: Bool, withBadge: Bool) -> CGFloat {
                    titleLabel.isHidden = showTitle ? false : true
                    textContainerInset = inset ? insets : .zero
                    return 36 + (withBadge ? 16 : 0)
                }
                func record(_ value: Bool) { let changed = value ? add() : remove() }
                """),
            // A state's own consequence, a setter's value, a comparison, a value picked by an `if` expression.
            Example("""
                final class Cell {
                    func render(isSelected: Bool) {
                        if isSelected { checkmark.show() }
                    }
                    func setFavorite(_ isFavorite: Bool) {
                        if isFavorite { api.markFavorite(id) } else { api.unmarkFavorite(id) }
                    }
                    func update(enabled: Bool) {
                        guard self.enabled != enabled else { return }
                        self.enabled = enabled
                        refresh()
                    }
                    func color(pressed: Bool) -> Color {
                        let base = if pressed { Color.dark.opacity(0.5) } else { Color.light }
                        return base
                    }
                }
                """),
            // A state in the body: kept in another object's property or an initializer's value, mirrored
            // into two branches doing the same thing with other constants, or picking one of two members.
            Example("""
                final class AccountView {
                    func toggleAccountVisibility(hide: Bool) {
                        if hide {
                            hideButton.setImage(UIImage(systemName: "eye.slash.fill"), for: .normal)
                            idLabel.addBlur(2)
                            idLabel.alpha = 0.7
                        } else {
                            hideButton.setImage(UIImage(systemName: "eye.fill"), for: .normal)
                            idLabel.alpha = 1
                        }
                    }
                    func updateCopyConstraints(copyButtonHidden: Bool) {
                        copyButton.isHidden = copyButtonHidden
                        if copyButtonHidden { return }
                        copyButton.remakeConstraints()
                    }
                    func startMomentum(velocity: CGPoint, xOob: Bool) {
                        let xVelo: CGFloat
                        if xOob { xVelo = offset.width - bound; reset() } else { xVelo = velocity.x }
                        momentum = .init(velocity: xVelo, xOob: xOob)
                    }
                    func setPublicPrivateState(to makePublic: Bool) {
                        let method = makePublic ? api().makeRoomPublic : api().makeRoomPrivate
                        method(room.token) { error in if makePublic { presentShareLink() } }
                    }
                    func addToUpNext(playFirst: Bool) {
                        if playFirst { logEvent("add_to_up_next_top") } else { logEvent("add_to_up_next_bottom") }
                    }
                }
                """),
            // The frameworks' conventions: `animated`, a delegate method, overrides, Objective-C entry points.
            Example("""
                class ListViewController: UIViewController, UIScrollViewDelegate {
                    func reload(animated: Bool) {
                        if animated { UIView.animate(withDuration: 0.3) { self.layout() } } else { layout() }
                    }
                    func addSections(_ sections: [Section], animated animateThis: Bool = false) {
                        if animateThis { tableView.performBatchUpdates { insert(sections) } } else { insert(sections) }
                    }
                    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
                        if !decelerate { snap() }
                    }
                    override func setEditing(_ editing: Bool, animated: Bool) {
                        if editing { showToolbar() }
                    }
                    @objc func toggle(_ on: Bool) { if on { start() } }
                    @IBAction func changed(_ isOn: Bool) { if isOn { start() } }
                }
                """),
            // A protocol's requirement, and a function implementing the project's protocol.
            Example("""
                protocol Syncing {
                    func sync(full: Bool)
                }
                struct Syncer: Syncing {
                    func sync(full: Bool) {
                        if full { resetAll() }
                        fetch()
                    }
                }
                """),
            // Optional Bools, closures, strings and comments that name the parameter, a rebound local.
            Example("""
                func apply(_ flag: Bool?) {
                    if flag == true { run() }
                }
                let handler = { (finished: Bool) in if finished { done() } }
                func describe(_ on: Bool) -> String {
                    // if on { run() }
                    let text = "if on { run() }"
                    print(text, on)
                    return text
                }
                func start(force: Bool) {
                    let force = force || settings.alwaysForce
                    if force { run() }
                }
                """),
        ]
    }
}
