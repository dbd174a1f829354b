@testable import LintCore
import XCTest

/// How the cross-reference finds the places a screen is made through bindings, casts and
/// factories: which calls make what, and what each sets.
final class CrossReferenceFactoryTests: XCTestCase {
    private func references(_ files: [String: String], unreadable: [String] = []) -> CrossReference {
        CrossReference(files.map { FileReferences(SourceFile(path: $0.key, contents: $0.value)) }, unreadable: unreadable)
    }

    private func creations(of type: String, in files: [String: String]) -> [Site<Creation>] {
        references(files).creations(of: type).known ?? []
    }

    /// A binding declared with its type (`if let screen: Screen = … as? Screen`) is followed
    /// as a bare one is.
    func testABindingWithATypeAnnotation() {
        let sites = creations(of: "UserProfileViewController", in: ["Members.swift": """
            func userPressed(_ member: Member) {
                if let profile: UserProfileViewController = board.instantiateViewController(withIdentifier: "U") as? UserProfileViewController {
                    profile.userID = member.id
                    next.value = profile
                }
                let other: UserProfileViewController = UserProfileViewController()
                other.userID = "1"
            }
            """])
        XCTAssertEqual(sites.map(\.value.binding), ["profile", "other"])
        XCTAssertEqual(sites.map(\.value.setMembers), [["userID"], ["userID"]])
    }

    /// Screens that each declare a factory of the same name (`static func instantiate(…)`) are
    /// made by the one called on them, with what its body sets; a function that returns an
    /// instance it keeps (`getEditor()`) makes none.
    func testFactoriesOfOneNameOnSeveralTypesAndAGetterThatMakesNothing() {
        let project = references(["Screens.swift": """
            final class PayViewController: UIViewController {
                var invoice: Invoice?
                static func instantiate(invoice: Invoice) -> PayViewController {
                    let screen = StoryboardScene.Pay.initial.instantiate()
                    screen.invoice = invoice
                    return screen
                }
            }
            final class InviteViewController: UIViewController {
                var inviter: Inviter?
                static func instantiate(inviter: Inviter) -> InviteViewController {
                    let screen = InviteViewController()
                    screen.inviter = inviter
                    return screen
                }
            }
            final class EditorViewController: UIViewController { var note: Note? }
            extension UIApplication {
                static func getEditor() -> EditorViewController { editor }
            }
            func open() {
                let pay = PayViewController.instantiate(invoice: current)
                show(pay)
                let invite = InviteViewController.instantiate(inviter: me)
                show(invite)
                let editor = UIApplication.getEditor()
                editor.note = note
            }
            """])
        XCTAssertEqual(project.creations(of: "PayViewController").known?.map(\.value.setMembers), [["invoice"]])
        XCTAssertEqual(project.creations(of: "InviteViewController").known?.map(\.value.setMembers), [["inviter"]])
        XCTAssertEqual(project.creations(of: "EditorViewController").known?.count, 0)
    }

    /// Overloads of a factory make their instance each their own way: a call is set up by the
    /// overload whose labels it passes.
    func testAFactorysOverloads() {
        let project = references(["Contact.swift": """
            final class NewContactViewController: UIViewController {
                var pubkey: String?
                var contact: Contact?
                static func instantiate(pubkey: String) -> NewContactViewController {
                    let screen = StoryboardScene.Contacts.newContact.instantiate()
                    screen.pubkey = pubkey
                    return screen
                }
                static func instantiate(contact: Contact) -> NewContactViewController {
                    let screen = StoryboardScene.Contacts.newContact.instantiate()
                    screen.contact = contact
                    return screen
                }
            }
            func scan(_ key: String) { let screen = NewContactViewController.instantiate(pubkey: key); show(screen) }
            func edit(_ contact: Contact) { let screen = NewContactViewController.instantiate(contact: contact); show(screen) }
            """])
        XCTAssertEqual(project.creations(of: "NewContactViewController").known?.map(\.value.setMembers), [["pubkey"], ["contact"]])
        let shared = references(["Contact.swift": """
            final class NewContactViewController: UIViewController {
                var pubkey: String?
                static func instantiate(root: Root, pubkey: String? = nil) -> NewContactViewController {
                    let screen = StoryboardScene.Contacts.newContact.instantiate()
                    screen.pubkey = pubkey
                    return screen
                }
            }
            func add() { let screen = NewContactViewController.instantiate(root: root); show(screen) }
            """])
        let site = shared.creations(of: "NewContactViewController").known?.first
        XCTAssertEqual(site?.value.maybeNilMembers, ["pubkey"], "an optional parameter the call may leave to its `nil` default")
    }

    /// A factory a protocol's extension declares returning `Self` makes the type it is called on.
    func testAFactoryReturningSelfMakesTheTypeItIsCalledOn() {
        let sites = creations(of: "AccountSettingsViewController", in: ["Settings.swift": """
            protocol StoryboardIdentifiable {}
            extension StoryboardIdentifiable where Self: UIViewController {
                static func instantiate(fromAppStoryboard board: AppStoryboard) -> Self { board.instantiate(Self.self) }
            }
            func open(_ account: Account) {
                let settings = AccountSettingsViewController.instantiate(fromAppStoryboard: .account)
                settings.account = account
                push(settings)
            }
            """])
        XCTAssertEqual(sites.map(\.value.kind), [.factory])
        XCTAssertEqual(sites.first?.value.setMembers, ["account"])
    }

    /// A project's generic helper coerced to the screen (`… as Name`) makes it as the storyboard
    /// does; a coercion of anything else (`value as Any`, `segue.destination as UIViewController`) does not.
    func testAGenericStoryboardHelperCoercedToTheType() {
        let sites = creations(of: "ScrollingViewController", in: ["Panel.swift": """
            final class PanelViewController: NSViewController {
                func open(row: Int) {
                    let screen = Utils.instantiateControllerFromStoryboard(withIdentifier: "Scrolling") as ScrollingViewController
                    screen.updateTarget(with: apps[row])
                    present(screen)
                    let shown = segue.destinationController as ScrollingViewController
                    let loaded = nib.instantiate(withOwner: nil) as ScrollingViewController
                    print(shown, loaded, row as Any)
                }
            }
            """])
        XCTAssertEqual(sites.map(\.value.kind), [.storyboard, .nib])
        XCTAssertEqual(sites.first?.value.calledMembers, ["updateTarget(with:)"])
    }

    func testFactoriesAreCreationSitesWhereTheyAreCalled() {
        let sites = creations(of: "ReaderViewController", in: [
            "Reader.swift": """
                final class ReaderViewController: UIViewController {
                    static func make(article: Article) -> ReaderViewController {
                        let reader = ReaderViewController()
                        reader.article = article
                        return reader
                    }
                }
                """,
            "List.swift": """
                final class ListViewController: UIViewController {
                    func open(_ article: Article) {
                        let reader = ReaderViewController.make(article: article)
                        reader.highlight = search
                        present(reader, animated: true)
                    }
                }
                """,
        ])
        XCTAssertEqual(sites.count, 1, "the factory's own instance is the one its caller receives")
        XCTAssertEqual(sites[0].path, "List.swift")
        XCTAssertEqual(sites[0].value.kind, .factory)
        XCTAssertEqual(sites[0].value.setMembers, ["article", "highlight"])
    }

    func testAFunctionReturningAPlatformTypeIsNoFactory() {
        let project = references(["Titles.swift": """
            final class Titles {
                func title(for article: Article) -> String { article.name }
                func icon() -> UIImage { UIImage() }
                func open() {
                    let name = title(for: article)
                    let image = icon()
                    show(name, image)
                }
            }
            """])
        XCTAssertEqual(project.creations(of: "String").known?.count, 0)
        XCTAssertEqual(project.creations(of: "UIImage").known?.count, 0)
    }
}
