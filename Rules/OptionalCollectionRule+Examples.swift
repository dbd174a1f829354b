import LintCore

extension OptionalCollectionRule {
    enum Examples {
        static let triggering = [
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
            Example("""
                class Store {
                    @Published private var ↓items: [Item]?
                    func show() { items?.forEach(print) }
                    func clear() { items?.forEach(remove) }
                }
                """),
        ]

        static let nonTriggering = [
            Example("class Store { private var items: [Item] = [] }"),
            Example("class Store { private var items: [Item]? { cache.items } }"),
            Example("func f() { var items: [Item]? = nil; print(items?.count ?? 0) }"),
            Example(#"class Store { private var item: Item?; var name: String { item?.name ?? "" } }"#),
            Example("class Store { private var items: [Item?] = [] }"),
            Example("class Store { private var handler: (([Item]) -> Void)? }"),
            Example("struct Payload: Codable { private var ids: [Int]?; var count: Int { ids?.count ?? 0 } }"),
            Example("struct Payload: Decodable { private let tags: [String: String]?; var any: Bool { tags?.isEmpty == false } }"),
            Example("""
                struct Payload { private var ids: [Int]?; var count: Int { ids?.count ?? 0 } }
                extension Payload: Encodable {}
                """),
            Example("class Post: NSManagedObject { @NSManaged private var tags: Set<Tag>? }"),
            Example("class Cell: UITableViewCell { @IBOutlet private var labels: [UILabel]!; func hide() { labels?.forEach { $0.isHidden = true } } }"),
            Example("class Child: Parent { override private var items: [Item]? { didSet {} } }"),
            Example("protocol Listing { var items: [Item]? { get } }"),
            Example("class Editor { private var draft: String?; var isBlank: Bool { draft?.isEmpty ?? true } }"),
            Example("func load(ids: [Int]?) -> [String]? { nil }"),
            Example(#"let text = "var items: [Item]?""#),
            // Only a private property's every use is in its file: others may tell nil apart elsewhere.
            Example("""
                final class FeedViewController: UIViewController {
                    var posts: [Post]?
                    var hasPosts: Bool { !(posts?.isEmpty ?? true) }
                }
                """),
            // Another object's property of the same name is not this one.
            Example("""
                final class Feed {
                    private var posts: [Post]?
                    func show(_ page: Page) { render(page.posts?.count ?? 0) }
                }
                """),
            // Reset to nil on purpose: nil is a state the type keeps ("not loaded").
            Example("""
                final class Feed {
                    private var posts: [Post]?
                    func reload() { posts = nil }
                    var count: Int { posts?.count ?? 0 }
                }
                """),
            // One bare read is not worth a change.
            Example("""
                final class OpenInSafari {
                    private var items: [Any]?
                    func url() -> URL? { items?.first as? URL }
                }
                """),
            // Handed on as a binding, or checked as a same-named parameter before it is stored.
            Example("""
                struct SourceView: View {
                    @State private var filters: [Filter]?
                    var body: some View { Header(filters: $filters); Text("\\(filters?.count ?? 0)") }
                }
                """),
            Example("""
                final class PickerModel {
                    private let participants: [Contact]?
                    let isLoaded: Bool
                    init(participants: [Contact]?) {
                        self.participants = participants
                        isLoaded = participants != nil
                    }
                    var count: Int { participants?.count ?? 0 }
                }
                """),
            // Nothing in the file reads it as an empty list: no evidence that nil and empty mean the same.
            Example("final class Feed { private var posts: [Post]? }"),
            // nil means something an empty list cannot: "all columns", "use the defaults", "not computed".
            Example("""
                struct Request {
                    private var columns: [String]?
                    private var sql: String { columns?.joined(separator: ", ") ?? "*" }
                }
                """),
            Example("""
                struct Options {
                    private var rules: [String]?
                    private var active: [String] { rules ?? defaultRules }
                    func first() -> String? { rules?.first }
                }
                """),
            Example("""
                final class Schema {
                    private var errors: [Error]?
                    func validate() -> [Error] {
                        if errors == nil { errors = check() }
                        return errors?.filter(isFatal) ?? []
                    }
                }
                """),
            Example("""
                struct Decoder {
                    private var trailers: [Header]?
                    func end() -> Part { .end(trailers.map(Headers.init)) ?? .none }
                    private var last: Header? { trailers?.last }
                }
                """),
            Example("""
                final class NetworkViewController {
                    private var podcasts: [Podcast]?
                    func reload() { guard podcasts != nil else { return }; show(podcasts?.count ?? 0) }
                }
                """),
            Example("""
                final class ServerManager {
                    private var connections: [Connection]?
                    func start() { connections = [] }
                    func accept(_ c: Connection) { connections?.append(c) }
                }
                """),
            Example("""
                final class PollsModel {
                    private var polls: [Poll]?
                    func failed() { polls = polls ?? [] }
                    private var count: Int { polls?.count ?? 0 }
                }
                """),
            // Indexing an empty array traps: `values?[i]` does not read nil as empty.
            Example("""
                struct Event {
                    private var values: [Value]?
                    func value(at i: Int) -> Value? { values?[i] }
                }
                """),
            Example("""
                struct ForeignKey {
                    private var columns: [String]?
                    init(columns: [String]?) { self.columns = columns; print(columns?.count ?? 0) }
                }
                """),
            Example("""
                struct BotsSection: View {
                    @State private var bots: [Bot]?
                    private var body: some View {
                        if let bots { Text("\\(bots.count)") } else { ProgressView() }
                        Text("\\(bots?.count ?? 0)")
                    }
                }
                """),
            Example("""
                final class OcsError {
                    private var data: [String: AnyObject]?
                    private var message: String? { data?["message"] as? String }
                }
                """),
            Example("""
                final class LinksView {
                    private var attributes: [NSAttributedString.Key: Any]?
                    func restore() { attributes?.forEach { apply($0) } }
                }
                """),
        ]
    }
}
