import LintCore

extension OptionalViewControllerPropertyRule.Examples {
        /// The essay's own samples: a message shown only when opened from a notification (a mode),
        /// a user loaded asynchronously (a moment).
        static let essay = [
            Example("""
                class LocationViewController: UIViewController {

                	var ↓notificationMessage: String?
                }
                """, fromEssay: true),
            Example("""
                class UserViewController: UIViewController {
                	// will be loaded asynchronously
                	var ↓user: User?
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
