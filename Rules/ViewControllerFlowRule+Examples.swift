import LintCore

extension ViewControllerFlowRule {
    enum Examples {
        /// The essay's excerpt has no Swift code for this: it says, in prose, that with coordinators
        /// "it's no longer necessary to have view controllers that know about each other" and that
        /// "view controller initalization is only done inside of Coordinators". This is that sentence
        /// as code, with the essay's own names (`ItemListViewController`, `ItemFetcher`), marked so
        /// the essay's case is tested like the others.
        static let essay = [
            Example("""
                class ItemListViewController: UIViewController {
                    let itemFetcher: ItemFetcher

                    func didSelect(_ item: Item) {
                        let detail = ItemDetailViewController(item: item, itemFetcher: itemFetcher)
                        navigationController?.↓pushViewController(detail, animated: true)
                    }
                }
                class ItemDetailViewController: UIViewController {}
                """, fromEssay: true),
        ]

        static let triggering = essay + [
            // Made in the call, presented; the message suggests telling the coordinator `post`.
            Example("""
                class FeedViewController: UIViewController {
                    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        let post = posts[indexPath.row]
                        ↓present(PostViewController(post: post), animated: true)
                    }
                }
                class PostViewController: UIViewController {}
                """),
            // Through the project's own base class, from a storyboard, across lines, in an extension.
            Example("""
                class BaseScreen: UIViewController {}
                class Settings: BaseScreen {}
                class Profile: BaseScreen {}
                extension Profile {
                    @objc func openSettings() {
                        guard let settings = storyboard?
                            .instantiateViewController(withIdentifier: "Settings") as? Settings else { return }
                        self.navigationController?
                            .↓pushViewController(
                                settings,
                                animated: true
                            )
                    }
                }
                """),
            // Wrapped in a navigation controller, inside a closure, behind `#if`.
            Example("""
                final class InboxViewController: UITableViewController {
                    func compose() {
                        api.load { [weak self] draft in
                            #if os(iOS)
                            let editor = ComposeViewController(draft: draft)
                            let navigation = UINavigationController(rootViewController: editor)
                            self?.↓present(navigation, animated: true)
                            #endif
                        }
                    }
                }
                class ComposeViewController: UIViewController {}
                """),
            // `show`, `showDetailViewController`, `setViewControllers` on the navigation stack, a lazy property.
            Example("""
                class MasterViewController: UIViewController {
                    lazy var about = AboutViewController()

                    func open(_ note: Note) {
                        ↓showDetailViewController(NoteViewController(note: note), sender: self)
                    }
                    func openAbout() { ↓show(about, sender: nil) }
                    func restart() {
                        navigationController?.↓setViewControllers([WelcomeViewController()], animated: false)
                    }
                }
                class NoteViewController: UIViewController {}
                class AboutViewController: UIViewController {}
                class WelcomeViewController: UIViewController {}
                """),
            // A storyboard scene without a cast, and a segue whose destination `prepare` names.
            Example("""
                class LoginViewController: UIViewController {
                    func signUp() {
                        let signUp = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "SignUp")
                        ↓present(signUp, animated: true)
                    }
                    func forgot() { ↓performSegue(withIdentifier: "showReset", sender: self) }
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        (segue.destination as? ResetViewController)?.email = email
                    }
                }
                """),
            // A SwiftUI screen of the project in a hosting controller; the message names no dependency.
            Example("""
                struct ThemePicker: View { var body: some View { Text("") } }
                class AppearanceViewController: UIViewController {
                    func chooseTheme() {
                        let hosting = UIHostingController(rootView: ThemePicker(manager: themeManager))
                        ↓present(hosting, animated: true)
                    }
                }
                """),
            // A navigation stack rebuilt with a new screen; a segue named by an enum case.
            Example("""
                class AuthViewController: UIViewController {
                    func switchToLogin() {
                        let login = LoginViewController(mode: .password)
                        var stack = navigationController.viewControllers.filter { !($0 is AuthViewController) }
                        stack.append(login)
                        navigationController.↓setViewControllers(stack, animated: true)
                    }
                    func confirmed() { ↓performSegue(withIdentifier: Segue.showReceipt.rawValue, sender: nil) }
                }
                class LoginViewController: UIViewController {}
                """),
            // One decision, one warning: the same screen presented on iPad and pushed elsewhere. A
            // screen named Show is no verb: the delegate is told `settingsDidRequestShow()`.
            Example("""
                class SettingsViewController: UIViewController {
                    func openAbout() {
                        let about = AboutViewController()
                        if traitCollection.horizontalSizeClass == .regular {
                            ↓present(about, animated: true)
                        } else {
                            navigationController?.pushViewController(about, animated: true)
                        }
                    }
                    func openShow() { ↓show(ShowViewController(), sender: nil) }
                }
                class AboutViewController: UIViewController {}
                class ShowViewController: UIViewController {}
                """),
            // Generic factory of the project's screen.
            Example("""
                class ListViewController<Item>: UIViewController {
                    func open(_ item: Item) {
                        let detail: DetailViewController<Item> = .make(item)
                        navigationController?.↓pushViewController(detail, animated: true)
                    }
                }
                class DetailViewController<Item>: UIViewController {}
                """),
        ]

        static let nonTriggering = [
            // A coordinator does exactly this.
            Example("""
                final class FeedCoordinator {
                    let navigationController: UINavigationController
                    func feedDidSelect(_ post: Post) {
                        navigationController.pushViewController(PostViewController(post: post), animated: true)
                    }
                }
                class PostViewController: UIViewController {}
                """),
            // The view controller tells the coordinator what happened.
            Example("""
                class FeedViewController: UIViewController {
                    weak var delegate: FeedViewControllerDelegate?
                    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        delegate?.feedDidSelect(posts[indexPath.row])
                    }
                }
                """),
            // System controllers that are the screen's UI: alerts, share sheets, Safari, pickers, composers.
            Example("""
                import SafariServices
                import MessageUI
                class ArticleViewController: UIViewController {
                    func share() {
                        present(UIActivityViewController(activityItems: [url], applicationActivities: nil), animated: true)
                    }
                    func openLink() { present(SFSafariViewController(url: url), animated: true) }
                    func confirm() {
                        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                    func pick() {
                        let picker = UIImagePickerController()
                        picker.delegate = self
                        present(picker, animated: true)
                    }
                    func mail() { present(MFMailComposeViewController(), animated: true) }
                }
                """),
            // The project's own subclass of a system alert is still an alert.
            Example("""
                class BrandedAlertController: UIAlertController {}
                class SettingsViewController: UIViewController {
                    func warn() { present(BrandedAlertController(), animated: true) }
                }
                """),
            // The project's own alerts, confirmations, pickers and dialogs, by name.
            Example("""
                class InboxViewController: UIViewController {
                    func delete() { present(DeleteConfirmationViewController(count: 3), animated: true) }
                    func chooseFolder() { navigationController?.pushViewController(FolderPickerController(), animated: true) }
                    func warn() { present(ErrorAlertViewController(error), animated: true) }
                }
                class DeleteConfirmationViewController: UIViewController {}
                class FolderPickerController: UIViewController {}
                class ErrorAlertViewController: UIViewController {}
                """),
            // A type check of a controller made elsewhere; a segue another controller performs.
            Example("""
                class PlayerViewController: UIViewController {
                    func restore(_ controller: UIViewController) {
                        if let detail = controller as? EpisodeDetailViewController {
                            present(detail, animated: true)
                        }
                    }
                    func finish() { parent?.performSegue(withIdentifier: "showSummary", sender: self) }
                }
                class EpisodeDetailViewController: UIViewController {}
                """),
            // A shared router: an extension of the framework's class, a static helper.
            Example("""
                extension UIViewController {
                    func presentLogin() {
                        let login = UIStoryboard.main.instantiateViewController(withIdentifier: "Login") as! LoginViewController
                        present(login, animated: true)
                    }
                }
                class HomeViewController: UIViewController {
                    static func openHelp(from host: UIViewController) {
                        host.present(HelpViewController(), animated: true)
                    }
                }
                class LoginViewController: UIViewController {}
                class HelpViewController: UIViewController {}
                """),
            // Child containment: children added, a page view controller's pages, a tab bar's own tabs.
            Example("""
                class ContainerViewController: UIViewController {
                    func embed() {
                        let child = ChartViewController()
                        addChild(child)
                        view.addSubview(child.view)
                        child.didMove(toParent: self)
                        pages.setViewControllers([PageViewController()], direction: .forward, animated: false)
                    }
                }
                class MainTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        setViewControllers([HomeViewController(), SearchViewController()], animated: false)
                    }
                }
                class ChartViewController: UIViewController {}
                class PageViewController: UIViewController {}
                class HomeViewController: UIViewController {}
                class SearchViewController: UIViewController {}
                """),
            // A controller passed in from elsewhere; calls on a coordinator or a router; an enum case.
            Example("""
                class RootViewController: UIViewController {
                    var coordinator: AppCoordinator?
                    func show(_ screen: UIViewController) { present(screen, animated: true) }
                    func next() {
                        coordinator?.present(NextViewController())
                        router.show(NextViewController())
                        route(.present(NextViewController()))
                    }
                }
                class NextViewController: UIViewController {}
                """),
            // Method names in strings and comments; declarations of those names; an unwind segue.
            Example("""
                class HelpViewController: UIViewController {
                    // present(DetailViewController(), animated: true)
                    let hint = "pushViewController(DetailViewController())"
                    func present(_ message: String) { label.text = message }
                    func close() { performSegue(withIdentifier: "unwindToRoot", sender: self) }
                }
                class DetailViewController: UIViewController {}
                """),
            // A screen's own factory, called by whoever decides to show it.
            Example("""
                class BusyViewController: UIViewController {
                    static func show(on host: UIViewController) {
                        let busy = BusyViewController()
                        host.present(busy, animated: true)
                    }
                }
                """),
            // A wrapper that performs whichever segue it is given: its callers decide.
            Example("""
                extension UIViewController {
                    func performSegue(_ identifier: SegueIdentifier) {
                        performSegue(withIdentifier: identifier.rawValue, sender: self)
                    }
                }
                """),
            // Outside view controllers: a view, an app delegate.
            Example("""
                class BannerView: UIView {
                    func tapped() { window?.rootViewController?.present(DetailViewController(), animated: true) }
                }
                class DetailViewController: UIViewController {}
                """),
        ]
    }
}
