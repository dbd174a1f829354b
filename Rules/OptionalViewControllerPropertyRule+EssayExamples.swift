import LintCore

extension OptionalViewControllerPropertyRule.Examples {
        /// The essay's own samples, with what its text says around them: a message set only when the
        /// screen is opened from a push notification, which the screen switches on (a mode); a user
        /// loaded asynchronously (a moment).
        static let essay = [
            Example("""
                class LocationViewController: UIViewController {

                	var ↓notificationMessage: String?

                	override func viewDidLoad() {
                		if let notificationMessage { showBanner(notificationMessage) }
                	}
                }
                func didReceive(_ notification: PushNotification) {
                	let location = LocationViewController()
                	location.notificationMessage = notification.message
                	window.rootViewController?.present(location, animated: true)
                }
                func browse() {
                	navigationController?.pushViewController(LocationViewController(), animated: true)
                }
                """, fromEssay: true),
            Example("""
                class UserViewController: UIViewController {
                	// will be loaded asynchronously
                	var ↓user: User?

                	override func viewDidLoad() {
                		api.fetchUser { [weak self] user in self?.user = user }
                	}
                	func render() {
                		guard let user else { return showSpinner() }
                		nameLabel.text = user.name
                	}
                }
                """, fromEssay: true),
        ]

        /// What the essay writes instead: the mode and the loading state stated as enums.
        static let essayRemedies = [
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
                enum LoadingState<Wrapped> {
                	case initial
                	case loading
                	case loaded(Wrapped)
                	case error(Error)
                }
                class UserViewController: UIViewController {
                	var user: LoadingState<User> = .initial
                }
                """, fromEssay: true),
        ]
}
