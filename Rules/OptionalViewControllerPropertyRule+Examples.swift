import LintCore

enum OptionalViewControllerPropertyExamples {
    static let triggering = [
        Example("""
            final class ProfileViewController: UIViewController {
                var ↓notificationMessage: String?
            }
            """),
        Example("""
            class Feed: UITableViewController {
                private var ↓posts: [Post]? = nil
                var ↓selection: IndexPath! {
                    didSet { tableView.reloadData() }
                }
                private(set) var ↓token: Optional<String>
            }
            """),
        Example("""
            class Tabs: UITabBarController {
                @Published var ↓badge: Int?
            }
            """),
        Example("""
            class BaseScreen: UIViewController {}
            class Detail: BaseScreen {
                var ↓item: Item?
            }
            """),
        Example("""
            @MainActor
            final class MapViewController<Annotation: MKAnnotation>:
                UIViewController,
                MKMapViewDelegate
            {
                #if DEBUG
                var ↓debugOverlay: UIView?
                #endif
                var ↓region:
                    MKCoordinateRegion?
            }
            """),
        Example("""
            class SettingsViewController: UIViewController {
                var ↓onDismiss: (() -> Void)?
                let ↓initialTab: Int?
            }
            """, configuration: ["include_closures": "true", "include_let": "true"]),
        Example("""
            class Player: NSViewController {
                var ↓handlers: [() -> Void]?
                var ↓pair: (Int, () -> Void)?
            }
            """),
        Example("""
            class Clock: UIViewController {
                var ↓ticker: Timer?
            }
            """, configuration: ["ignored_types": "[]"]),
    ]

    static let nonTriggering = [
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
            }
            """),
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
