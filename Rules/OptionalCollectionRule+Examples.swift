import LintCore

extension OptionalCollectionRule {
    enum Examples {
        static let triggering = fromEssay + [
            Example("""
                final class FeedViewController: UIViewController {
                    private var ↓posts: [Post]?
                    var hasPosts: Bool { !(posts?.isEmpty ?? true) }
                }
                """),
            Example("""
                struct Index {
                    private let ↓entries: [String: Entry]?
                    func entry(_ key: String) -> Entry? { (entries ?? [:])[key] }
                }
                """),
            Example("""
                class Cache {
                    private static var ↓keys: Set<String>?
                    static func has(_ key: String) -> Bool { keys?.contains(key) == true }
                }
                """),
            Example("""
                final class ShareItem {
                    let ↓excluded: [ActivityType]?
                    func allows(_ type: ActivityType) -> Bool {
                        guard excluded?.contains(where: { $0 == type }) != true else { return false }
                        return true
                    }
                }
                """),
            Example("""
                class Store {
                    private var ↓items: Array<Item>? = nil
                    var count: Int { items?.count ?? 0 }
                }
                """),
            Example("""
                class Store {
                    private var ↓items: Swift.Optional<[Item]>
                    func all() -> [Item] { items ?? [] }
                }
                """),
            Example("""
                class Store {
                    private var ↓items: [Item]!
                    func first() -> Item? { items?.first }
                    func last() -> Item? { items?.last }
                }
                """),
            Example("""
                class Store {
                    fileprivate var ↓tags: Dictionary<String, [Tag]>?
                    func tags(for key: String) -> [Tag] { tags?[key] ?? [] }
                }
                """),
            // A class that is not itself Codable, next to one that is.
            Example("""
                struct Payload: Codable { var ids: [Int]? }
                final class Loader {
                    private var ↓ids: [Int]?
                    func load() { ids?.forEach(fetch) }
                    var isEmpty: Bool { ids?.isEmpty != false }
                }
                """),
            // A chain inside another's brackets ends at its own `??`, which tells nil apart.
            Example("""
                final class Store {
                    private var ↓items: [Int]?
                    private var tags: [String]?
                    func label() -> String { items?.map({ String($0) + (tags?.first ?? "none") })?.first?.lowercased() ?? "" }
                    var count: Int { items?.count ?? 0 }
                }
                """),
            Example("""
                class Editor {
                    private var ↓draft: String?
                    var isBlank: Bool { draft?.isEmpty ?? true }
                }
                """, configuration: ["emptiable_types": "[String]"]),
            Example("func load(↓ids: [Int]?) {}", configuration: ["include_functions": "true"]),
            Example("func ↓tags() -> [String]? { nil }", configuration: ["include_functions": "true"]),
            Example("""
                final class Picker {
                    private var ↓devices: [Device]?
                    func device(at i: Int) -> Device? { devices?[safe: i] }
                    var count: Int { devices?.count ?? 0 }
                }
                """),
            // Read anywhere in the project, not only in its file.
            Example("""
                final class FeedViewController: UIViewController {
                    var ↓posts: [Post]?
                    var hasPosts: Bool { !(posts?.isEmpty ?? true) }
                }
                """),
            Example("""
                final class Help: UIViewController { var ↓constraints: [NSLayoutConstraint]? }
                final class Animator {
                    func dismiss(_ help: Help) { container.removeConstraints(help.constraints ?? []) }
                }
                """),
            Example("""
                struct Parameters { var ↓addedRoomIds: [String]? { didSet { isModified = true } } }
                final class PostProcess {
                    func run(_ parameters: Parameters) {
                        if let ids = parameters.addedRoomIds, !ids.isEmpty { add(ids) }
                    }
                }
                """),
            Example("""
                struct RootView: View {
                    @State private var ↓libraries: [Library]?
                    var picker: some View { List(libraries ?? []) { Text($0.name) } }
                    var needsPicker: Bool {
                        guard let libraries, libraries.count > 1 else { return false }
                        return true
                    }
                }
                """),
            Example("""
                final class Store {
                    private var ↓items: [Item]?
                    var isEmpty: Bool { (items?.count ?? 0) == 0 }
                }
                """),
            Example("""
                final class Store {
                    private var ↓items: [Item]?
                    var hasItems: Bool { items != nil && !items!.isEmpty }
                }
                """),
            Example("""
                final class Store {
                    private var ↓items: [Item]?
                    func render() { if let items, !items.isEmpty { show(items) } else { showEmpty() } }
                }
                """),
            Example("""
                final class Store {
                    private var ↓items: [Item]?
                    var isEmpty: Bool { self.items == nil || self.items?.count == 0 }
                }
                """),
            Example("""
                struct Field {
                    let ↓arguments: [String: Argument]?
                    func key(_ variables: Variables) throws -> String {
                        if let values = try arguments?.evaluate(with: variables), !values.isEmpty { return "\\(name)(\\(values))" }
                        return name
                    }
                }
                """),
            // A store behind a non-optional accessor: the accessor's empty fallback is the stored value.
            Example("""
                final class Cart {
                    private var ↓_items: [Item]?
                    var items: [Item] { _items ?? [] }
                }
                """),
            Example("""
                final class Cart {
                    private var ↓_tags: [String: Tag]?
                    var tags: [String: Tag] {
                        get { return self._tags ?? [:] }
                        set { _tags = newValue }
                    }
                }
                """),
            // Attributes, #if, generics, a declaration over two lines, a read in an interpolation.
            Example("""
                final class Cache<Key: Hashable, Value> {
                    #if DEBUG
                    @objc
                    private var ↓entries: [Key: [Value]]?
                    #endif
                    var summary: String { "\\(entries?.count ?? 0) entries" }
                }
                """),
            Example("""
                final class Store {
                    private static var ↓seen:
                        Set<String>?
                    static func isNew(_ id: String) -> Bool { seen?.contains(id) != true }
                }
                """),
            // `self.devices` is the property, though a parameter has its name.
            Example("""
                final class Scene {
                    private var ↓devices: [Device]?
                    func connect(devices: [Device]?) {
                        self.devices = devices
                        self.devices?.forEach(register)
                    }
                    func refresh() { devices?.forEach(update) }
                }
                """),
            // An empty creation as the fallback, and a check for `[]` on another value.
            Example("""
                final class Store {
                    private var ↓tags: Set<String>?
                    func all() -> Set<String> { tags ?? .init() }
                }
                """),
            Example("""
                final class Feed { var ↓posts: [Post]? }
                func isEmpty(_ feed: Feed) -> Bool { feed.posts == [] }
                """),
        ]

        /// The essay's own checks of an optional array, each on a stored property.
        static let fromEssay = [
            "optionalArray == nil || optionalArray == []",
            "let array = optionalArray, array.isEmpty",
            "(optionalArray ?? []).isEmpty",
            "optionalArray?.isEmpty != false",
            "optionalArray?.isEmpty ?? false",
        ].map { check in
            Example("""
                final class Garage {
                    var ↓optionalArray: [Wheel]?
                    func check() {
                        if \(check) {
                            print("empty")
                        }
                    }
                }
                """, fromEssay: true)
        } + [
            Example("""
                final class Garage {
                    var ↓optionalArray: [Wheel]?
                    var isEmpty: Bool? { optionalArray?.isEmpty }
                }
                """, fromEssay: true),
        ]
    }
}
