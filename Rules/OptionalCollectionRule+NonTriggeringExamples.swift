import LintCore

extension OptionalCollectionRule.Examples {
    static let nonTriggering = [
        Example("class Store { private var items: [Item] = [] }"),
        // Two types' `stateUpdates`: `tabs.stateUpdates ?? []` reads one of them, the name does not say which.
        Example("""
            struct ButtonComponent: Hashable { let stateUpdates: [Update]? }
            struct TabsComponent { let stateUpdates: [Update]? }
            func apply(_ tabs: TabsComponent) { for update in tabs.stateUpdates ?? [] { run(update) } }
            """),
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
        Example("""
            enum Feed { struct Item { private var ids: [Int]?; var count: Int { ids?.count ?? 0 } } }
            extension Feed.Item: Codable {}
            """),
        Example("class Post: NSManagedObject { @NSManaged private var tags: Set<Tag>? }"),
        Example("class Cell: UITableViewCell { @IBOutlet private var labels: [UILabel]!; func hide() { labels?.forEach { $0.isHidden = true } } }"),
        Example("class Child: Parent { override private var items: [Item]? { didSet {} } }"),
        Example("protocol Listing { var items: [Item]? { get } }"),
        Example("class Editor { private var draft: String?; var isBlank: Bool { draft?.isEmpty ?? true } }"),
        Example("func load(ids: [Int]?) -> [String]? { nil }"),
        Example(#"let text = "var items: [Item]?""#),
        // The essay's fine cases: an array got from an optional object, or out of a dictionary.
        Example("""
            struct Car { var wheels: [Wheel] = [] }
            final class Garage {
                var optionalCar: Car?
                func count() -> Int {
                    let wheels = optionalCar?.wheels // expression has type [Wheel]?
                    return wheels?.count ?? 0
                }
            }
            """, fromEssay: true),
        Example("""
            final class Garage {
                private let wheelsByCar: [String: [Wheel]] = [:]
                func wheels(of car: String) -> [Wheel] { wheelsByCar[car] ?? [] }
            }
            """, fromEssay: true),
        // Wider properties: a reader elsewhere tells nil apart, or reads another object's optional.
        Example("""
            final class FeedViewController: UIViewController {
                var posts: [Post]?
                var hasPosts: Bool { !(posts?.isEmpty ?? true) }
            }
            final class Coordinator {
                func show(_ feed: FeedViewController) { if feed.posts == nil { showSpinner() } }
            }
            """),
        Example("""
            final class Car { var wheels: [Wheel]? }
            final class Garage {
                var car: Car?
                var count: Int { car?.wheels?.count ?? 0 }
                var all: [Wheel] { car?.wheels ?? [] }
            }
            """),
        // Another type's property of the same name, which is no optional collection.
        Example("""
            struct Metadata { let chapters: [Chapter]? }
            final class Book: NSManagedObject { @NSManaged var chapters: NSOrderedSet? }
            func isEmpty(_ book: Book) -> Bool { book.chapters?.count == 0 || book.chapters?.firstObject == nil }
            """),
        // nil on a branch of its own: "loading" is not "none".
        Example("""
            struct PollsView: View {
                let state: PollsState
                var body: some View {
                    if state.polls == nil { ProgressView() }
                    else if state.polls?.isEmpty == true { Text("No polls") }
                    else { ForEach(state.polls ?? []) { Row($0) } }
                }
            }
            struct PollsState { var polls: [Poll]? }
            """),
        // nil means "no requirement", empty "nothing passes".
        Example("""
            struct Trailer {
                let requiredComponents: [String]?
                func matches(_ url: URL) -> Bool {
                    if let requiredComponents { return requiredComponents.contains(url.path) } else { return true }
                }
            }
            """),
        // The rest of the function is the else branch: nil means "every rule", empty "none".
        Example("""
            struct Configuration { var onlyRules: [String]? }
            func isEnabled(_ rule: String, _ configuration: Configuration) -> Bool {
                if let only = configuration.onlyRules { return only.contains(rule) }
                return defaults.contains(rule) || (configuration.onlyRules ?? []).isEmpty
            }
            """),
        // A protocol decides the type of the property that implements it.
        Example("""
            protocol DetailsData { var genres: [String]? { get } }
            struct Details: DetailsData {
                let genres: [String]?
                var hasGenres: Bool { !(genres?.isEmpty ?? true) }
            }
            """),
        // Handed to subscribers, which may tell nil apart.
        Example("""
            final class Store: ObservableObject {
                @Published private var items: [Item]?
                func show() { items?.forEach(print) }
                func clear() { items?.forEach(remove) }
            }
            """),
        Example("""
            final class Store {
                private var items: [Item]?
                // var isEmpty: Bool { items?.isEmpty ?? true }
                let text = "items ?? []"
            }
            """),
        Example("""
            final class Entry {
                private var values: [Double]?
                var isStacked: Bool { values != nil }
                var stackSize: Int { values?.count ?? 1 }
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
        // Compared with nil on a value a call gives back.
        Example("""
            final class Config { var ids: [Int]?; var count: Int { ids?.count ?? 0 } }
            func isDefault() -> Bool { Config().ids == nil }
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
