import LintCore

extension SingleSubclassRule {
    enum Examples {
        static let triggering = [
            Example("""
                class ↓TimelineRow {
                    func configure() {}
                }
                final class PinnedTimelineRow: TimelineRow {
                    override func configure() {}
                }
                let rows = [TimelineRow(), PinnedTimelineRow()]
                """),
            // The essay's `LocationViewController` when its push-notification mode is written as the one
            // specialization: the normal mode is left implicit in the superclass, which is shown as itself.
            Example("""
                class ↓LocationViewController: UIViewController {
                }
                class NotificationLocationViewController: LocationViewController {
                    var notificationMessage: String
                }
                func browse() { show(LocationViewController()) }
                """, fromEssay: true),
            Example("""
                class ↓Cell {
                    func configure() {}
                }
                final class HighlightedCell: Cell {
                    override func configure() {}
                }
                let cells = [Cell(), HighlightedCell()]
                """),
            // Attributes, generics, a multi-line header, `#if`: one class, one subclass.
            Example("""
                @MainActor
                public class ↓Loader<Item>:
                    NSObject {
                    #if DEBUG
                    var log = true
                    #endif
                }
                final class FeedLoader: Loader<Post>, Sendable {
                    var showsPinnedFirst = true
                }
                let loader = Loader<Comment>()
                """),
            Example("""
                #if os(iOS)
                class ↓Screen { func layout() {} }
                #else
                class Screen { func layout() {} }
                #endif
                class Home: Screen { override func layout() {} }
                func make() -> Screen { .init() }
                let screen = Screen.init()
                """),
            // A nested class and its subclass elsewhere, written with its outer name; a registered cell.
            Example("""
                enum Feed {
                    class ↓Item {
                        var title = ""
                    }
                }
                final class Ad: Feed.Item {
                    let sponsor: String
                }
                func register() { table.register(Item.self) }
                """),
            // An extension is no subclass.
            Example("""
                class ↓Store {}
                class DiskStore: Store {
                    override func reset() {}
                }
                extension Store { func reset() {} }
                let store = Store()
                """),
        ]

        static let nonTriggering = [
            // Overriding only what the framework declares, or an initializer: a building block reused.
            Example("""
                class RoundedButton: UIButton {
                    func applyStyle() {}
                    override var intrinsicContentSize: CGSize { .zero }
                }
                final class PillButton: RoundedButton {
                    override func layoutSubviews() {}
                    override init(frame: CGRect) { super.init(frame: frame) }
                }
                let button = RoundedButton()
                """),
            // The base's own overrides of the framework are the framework's members, not its own.
            Example("""
                class ChooserViewController: UIViewController {
                    override func viewDidLoad() {}
                }
                final class FilterChooserViewController: ChooserViewController {
                    override func viewDidLoad() {}
                }
                let chooser = ChooserViewController()
                """),
            Example("""
                class CanvasView: NSView {
                    var strokes: [Stroke] = []
                }
                final class EditableCanvasView: CanvasView {
                    override func mouseDown(with event: NSEvent) {}
                }
                let canvas = CanvasView()
                """),
            // Only a conformance, or computed members: no second case.
            Example("""
                class Document {
                    var text = ""
                }
                final class SharedDocument: Document, Sendable {
                    var isEmpty: Bool { text.isEmpty }
                }
                let document = Document()
                """),
            // Another module's class of the same name: the project's own has no subclass.
            Example("""
                class GameViewController: UIViewController {
                    func pause() {}
                }
                final class DeltaGameViewController: DeltaCore.GameViewController {
                    override func pause() {}
                }
                let game = GameViewController()
                """),
            // The essay's remedy: the mode is an enum, and the superclass is the framework's.
            Example("""
                class LocationViewController: UIViewController {
                    enum Mode {
                        case fromNotification(message: String)
                        case normal
                    }
                    var mode: Mode
                }
                """, fromEssay: true),
            Example("""
                class UserViewController: UIViewController {
                    // will be loaded asynchronously
                    var user: User?
                }
                """, fromEssay: true),
            // Both cases explicit: two subclasses.
            Example("""
                class Shape {}
                final class Circle: Shape {}
                final class Square: Shape {}
                let shape = Shape()
                """),
            // An open class is subclassed outside the project.
            Example("""
                open class Renderer {}
                final class DefaultRenderer: Renderer {}
                let renderer = Renderer()
                """),
            // Framework superclasses are not the project's.
            Example("""
                final class Cell: UITableViewCell {}
                final class Session: NSObject {}
                """),
            // The other subclasses are test doubles or live in test code.
            Example("""
                class Store {}
                class DiskStore: Store {}
                class MockStore: Store {}
                let store = Store()
                """),
            Example("""
                class Clock {}
                class SystemClock: Clock {}
                class ClockFake: Clock {}
                final class ClockSpy: Clock {}
                class StubClock: Clock {}
                let clock = Clock()
                """),
            Example("""
                class Clock {}
                class ClockStub: Clock {}
                let clock = Clock()
                """),
            Example("""
                import XCTest
                class Store {}
                final class RecordingStore: Store {}
                final class StoreTests: XCTestCase { let store = Store() }
                """),
            // A base never made as itself is no case of its own: only the subclass is.
            Example("""
                class Cell {}
                final class TextCell: Cell {}
                let cell: Cell = TextCell()
                """),
            // The one subclass only binds a generic argument: a name for one use of the base, no mode.
            Example("""
                class MultiFetcher<Item> {
                    func fetch() -> [Item] { [] }
                }
                class ReportFetcher: MultiFetcher<ModMailItem> {}
                let fetcher = MultiFetcher<Post>()
                """),
            Example("""
                class Loader<Item> {}
                final class InboxLoader: Loader<Message> {
                    typealias Page = [Message]
                }
                let loader = Loader<Post>()
                """),
            // A composite holds parts of its own kind: its one subclass is a kind of part.
            Example("""
                class ShapeContainerLayer: CALayer {
                    private(set) var renderLayers = [ShapeContainerLayer]()
                    func rebuildContents() {}
                }
                final class ShapeRenderLayer: ShapeContainerLayer {
                    override func rebuildContents() {}
                }
                let container = ShapeContainerLayer()
                """),
            // The one subclass has subclasses of its own: a family, not one specialization.
            Example("""
                class Operation {}
                class ResultOperation: Operation {}
                final class FetchOperation: ResultOperation {}
                final class SaveOperation: ResultOperation {}
                let operation = Operation()
                """),
            // No subclass, or a final class, or a protocol's adopter.
            Example("""
                class Cache {}
                final class Disk {}
                protocol Loading {}
                final class Loader: Loading {}
                struct Value: Loading {}
                """),
        ]
    }
}
