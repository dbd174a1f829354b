import LintCore

public struct ViewControllerFlowRule: ProjectWideRule {
    public struct Options: RuleOptions {
        public var severity: Severity = .warning
        public var viewControllerBases = FrameworkNames.viewControllerContainers
        /// System controllers that are part of the screen's UI, not a step of the app's flow.
        public var interfaceControllers = [
            "UIAlertController", "UIActivityViewController", "SFSafariViewController", "UIImagePickerController",
            "PHPickerViewController", "UIDocumentPickerViewController", "UIDocumentBrowserViewController",
            "UIColorPickerViewController", "UIFontPickerViewController", "MFMailComposeViewController",
            "MFMessageComposeViewController", "CNContactPickerViewController", "CNContactViewController",
            "EKEventEditViewController", "QLPreviewController", "AVPlayerViewController",
            "SKStoreProductViewController", "UIReferenceLibraryViewController", "UIVideoEditorController",
            "ASWebAuthenticationSession", "UIPrintInteractionController", "UIDocumentInteractionController",
        ]

        /// Words in the name of one of the project's view controllers that make it part of the
        /// screen's UI, like the system's alerts and pickers.
        public var interfaceWords = ["Alert", "Confirmation", "ActionSheet", "Picker", "Chooser", "Selector", "Selection", "Dialog", "Popup", "PopUp",
            "Toast", "HUD", "Prompt", "Progress", "Overlay",
        ]

        public static let declarations: [OptionDeclaration<Self>] = [
            .strings(
                "view_controller_bases", \.viewControllerBases,
                summary: "Superclasses that make a class a view controller besides names ending in ViewController."
            ),
            .strings(
                "interface_controllers", \.interfaceControllers,
                summary: "System controllers that are the screen's UI rather than its flow (alerts, share sheets, "
                    + "Safari, pickers, composers): never reported, nor the project's subclasses of them."
            ),
            .strings(
                "interface_words", \.interfaceWords,
                summary: "Words that, as a word of a project view controller's name (`DeleteConfirmationViewController`), "
                    + "make it the screen's own alert, picker or dialog rather than a step of the flow."
            ),
        ]

        public init() {}
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    public static let description = RuleDescription(
        identifier: "view_controller_flow",
        name: "View Controller Flow",
        summary: "A view controller that creates the next of the project's screens and shows it decides the "
            + "app's flow: leave that to a coordinator and tell it what happened.",
        rationale: """
            A view controller that makes another of the project's view controllers and pushes, presents or \
            shows it knows the screen that follows it, and everything that screen needs: the flow of the app \
            is spread over its screens, each tied to the next, none reusable elsewhere, and a dependency the \
            fourth screen needs is passed through the first three. A coordinator owns the flow: it creates \
            the view controllers and shows them, and a view controller only tells it what happened \
            (`delegate?.feedDidSelect(post)`).

            Reported at the call that shows the screen (`pushViewController`, `present`, `show`, \
            `showDetailViewController`, `setViewControllers`, `performSegue`) in a view controller (named \
            `…ViewController` or inheriting from one, through the project's classes), when what it shows is \
            made there: an initializer or factory of one of the project's view controllers, a storyboard \
            scene, or a local or a property made of one. Not reported: system controllers that are the \
            screen's UI rather than its flow (alerts, share sheets, Safari, pickers, composers, and the \
            project's subclasses of them and its own alerts, confirmations, pickers and dialogs by name), a \
            type check (`as? DetailViewController` of a controller made elsewhere), a segue another controller \
            performs, static helpers and extensions of the framework's classes (a shared router already), a \
            controller passed in from elsewhere, child containment \
            (`addChild`, a page view controller's pages, a container setting its own children), calls on a \
            coordinator, router or delegate, unwind segues, and code outside view controllers: a coordinator \
            does exactly this.
            """,
        isOptIn: true,
        category: .design,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public struct FileSummary: Sendable {
        var types: [DeclaredType]
    }

    public struct ProjectIndex: Sendable {
        var hierarchy: TypeHierarchy
    }

    /// A show call in a class or extension: whether the owner is a view controller and which of
    /// the names made in the shown expression are the project's view controllers depend on the
    /// project's classes.
    public struct Question: Sendable {
        var owner: DeclaredType
        var show: ShowCall
    }

    public func collect(_ file: SourceFile) -> FileSummary {
        FileSummary(types: DeclaredType.all(in: file))
    }

    public func index(_ summaries: [FileSummary]) -> ProjectIndex {
        ProjectIndex(hierarchy: TypeHierarchy(summaries.map(\.types)))
    }

    public func candidates(in file: SourceFile, summary _: FileSummary) -> [Candidate<Question>] {
        guard !TestCode.isTestFile(file) else { return [] }
        return ShowCall.find(in: file).map { owner, call in
            let placeholder = "`\(owner.name)` shows a screen it made with `\(call.method)`"
            return Candidate(violation(in: file, at: file.tokens[call.token], message: placeholder),
                             asking: Question(owner: owner, show: call))
        }
    }

    public func confirm(_ question: Question, in project: ProjectIndex) -> Confirmation {
        let hierarchy = project.hierarchy
        let owner = question.owner
        // An extension of `UIViewController` or a static helper is a shared router: whoever calls it decides.
        if FrameworkNames.prefix(of: owner.name) != nil || question.show.isStatic { return .dismissed }
        guard owner.firstInherited != nil || owner.name.hasSuffix("ViewController")
            ? hierarchy.isViewController(owner, bases: options.viewControllerBases)
            : isViewController(named: owner.name, hierarchy) else { return .dismissed }
        let call = question.show
        if call.method == "performSegue" {
            guard let segue = call.segue else { return .dismissed }
            // The class `prepare(for:sender:)` casts the destination to, unless it is only the container.
            let screen = call.made.first { hierarchy.declares($0.name) && !isContainer($0.name, hierarchy) }
            let named = call.segueExpression.map { "`\($0)`" } ?? "\"\(segue)\""
            let destination = screen.map { "`\($0.name)`" } ?? "the scene of segue \(named)"
            return .confirmedSaying(message(owner: owner.name, shown: destination, call: call,
                                            shownStem: Self.stem(screen?.name ?? segue)))
        }
        let made = call.made.filter { made in
            hierarchy.declares(made.name) && isViewController(named: made.name, hierarchy)
                && !isInterface(made.name, hierarchy)
        }
        // A container wrapping the screen (`NavigationController(rootViewController: Feed())`) is not the screen.
        let screen = made.first { !isContainer($0.name, hierarchy) } ?? made.first
        // A SwiftUI screen of the project in a hosting controller, the project's or the system's.
        if let hosting = call.made.first(where: { ["UIHostingController", "NSHostingController"].contains($0.name) }),
           let view = call.made.first(where: { hierarchy.declares($0.name) && !isViewController(named: $0.name, hierarchy) }),
           screen == nil || screen?.name == hosting.name {
            return .confirmedSaying(message(owner: owner.name, shown: "`\(view.name)` in a `\(hosting.name)`", call: call,
                                            shownStem: Self.stem(view.name)))
        }
        if let screen {
            return .confirmedSaying(message(owner: owner.name, shown: "`\(screen.name)`", call: call,
                                            shownStem: Self.stem(screen.name)))
        }
        guard let scene = call.storyboardScene else { return .dismissed }
        return .confirmedSaying(message(owner: owner.name, shown: "the storyboard scene \"\(scene)\"", call: call,
                                        shownStem: Self.stem(scene)))
    }

    /// Named `…ViewController`, or inheriting from a view controller through the project's classes.
    private func isViewController(named name: String, _ hierarchy: TypeHierarchy) -> Bool {
        hierarchy.ancestors(startingAt: name).contains { ancestor in
            ancestor.hasSuffix("ViewController") || options.viewControllerBases.contains(ancestor)
        }
    }

    private func isInterface(_ name: String, _ hierarchy: TypeHierarchy) -> Bool {
        hierarchy.ancestors(startingAt: name).contains(where: options.interfaceControllers.contains)
            || options.interfaceWords.contains { Self.hasWord($0, in: name) }
    }

    /// `Alert` in `DeleteAlertViewController`, not in `AlertsSettingsViewController`.
    static func hasWord(_ word: String, in name: String) -> Bool {
        var start = name.startIndex
        while start < name.endIndex {
            if name[start...].hasPrefix(word) {
                let end = name.index(start, offsetBy: word.count)
                if end == name.endIndex || name[end].isUppercase { return true }
            }
            start = name.index(after: start)
        }
        return false
    }

    /// One decision, one warning: the same screen shown by two calls of one function (`present`
    /// on iPad, `push` elsewhere) is one flow decision.
    public func duplicateKey(of candidate: Candidate<Question>) -> AnyHashable? {
        guard let show = candidate.question?.show else { return nil }
        let shown = show.made.map(\.name).joined(separator: ",") + ":" + (show.storyboardScene ?? show.segue ?? "")
        return "\(candidate.violation.path):\(show.function):\(shown)"
    }

    private func isContainer(_ name: String, _ hierarchy: TypeHierarchy) -> Bool {
        hierarchy.ancestors(startingAt: name).dropFirst().contains(where: options.viewControllerBases.contains)
    }

    /// The event suggested names what was asked for, not a value: what the screen was given is
    /// often a dependency handed along, not the user's choice.
    func message(owner: String, shown: String, call: ShowCall, shownStem: String) -> String {
        let suggestion = "delegate?.\(Self.stem(owner))DidRequest\(Self.capitalized(shownStem))()"
        let how = call.method == "performSegue"
            ? "`\(owner)` performs a segue to \(shown) with `performSegue`"
            : "`\(owner)` makes \(shown) and shows it with `\(call.method)`"
        return how + ": the view controller decides the app's flow and knows the screen that follows; "
            + "let a coordinator create and show it, and tell the coordinator what happened instead, e.g. `\(suggestion)`"
    }

    /// `FeedViewController` → `feed`, `PostDetailVC` → `postDetail`.
    private static let suffixes = ["ViewController", "Controller", "VC", "Screen", "Scene", "Segue"]

    static func stem(_ name: String) -> String {
        // `com.app.showDetail`: a segue identifier's last component names the step.
        var base = String(name.split(separator: ".").last ?? Substring(name))
        for prefix in ["show", "Show", "push", "Push", "present", "Present", "pushTo", "PushTo", "Pushto"]
            where base.hasPrefix(prefix) && base.count > prefix.count {
            let rest = base.dropFirst(prefix.count)
            // `ShowViewController` is a screen named "Show", not one that shows a view.
            if rest.first?.isUppercase ?? false, !suffixes.contains(String(rest)) { base = String(rest) }
        }
        for suffix in suffixes where base.hasSuffix(suffix) && base != suffix {
            base = String(base.dropLast(suffix.count))
            break
        }
        let words = base.split { !$0.isLetter && !$0.isNumber }
        base = words.map { capitalized(String($0)) }.joined()
        guard let first = base.first else { return "screen" }
        let upperRun = base.prefix { $0.isUppercase }
        if upperRun.count == base.count { return base.lowercased() }
        if upperRun.count > 1 && upperRun.count < base.count {
            return upperRun.dropLast().lowercased() + base.dropFirst(upperRun.count - 1)
        }
        return first.lowercased() + base.dropFirst()
    }

    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
