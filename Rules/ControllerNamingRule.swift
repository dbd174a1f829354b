import LintCore

public struct ControllerNamingRule: ProjectWideRule {
    public struct Options: RuleOptions {
        public var severity: Severity = .warning
        public var suffixes = ["Controller", "Manager"]
        public var allowedNames: [String] = []
        /// Established names for exactly one job: flow control, key and package management, UIKit's
        /// transition roles (`animationController(forPresented:presenting:source:)`) and WatchKit's
        /// table rows (`WKInterfaceTable.rowController(at:)`).
        public var allowedSuffixes = [
            "FlowController", "WindowManager", "KeyManager", "PackageManager", "AnimationController",
            "InteractionController", "RowController",
        ]

        public static let declarations: [OptionDeclaration<Self>] = [
            .strings("suffixes", \.suffixes, summary: "Name endings that say nothing about a type's role (case-sensitive)."),
            .strings("allowed_names", \.allowedNames, summary: "Type names that may keep such an ending."),
            .strings(
                "allowed_suffixes", \.allowedSuffixes,
                summary: "Name endings that are established terms for one job (flow control, key and package "
                    + "management, UIKit's transition animation and interaction, WatchKit's table rows)."
            ),
        ]

        public init() {}
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    /// The advice every warning gives, printed once in a terminal.
    static let remedy = "name it for the one role it plays (a Library, a Player, a Queue), or break it up if no such name fits"

    public static let description = RuleDescription(
        identifier: "controller_naming",
        name: "Controller Naming",
        summary: "Name types for their role: \"Controller\" and \"Manager\" absolve a type of a single responsibility.",
        rationale: """
            Nothing is out of scope for a thing that "controls" or "manages", so such a type collects every job \
            nobody else took. Name it for what it does: a `Library`, a `Player`, a `Queue`, a `Cache`, a \
            `Session`. A name that states the role keeps the type to that role.

            Types whose superclass already ends in the suffix are exempt (`class SettingsViewController: \
            UIViewController`, `class GameViewController: CoreModule.GameViewController`), also through the \
            project's own base classes (`class Feed: BaseScreen` where \
            `BaseScreen: UIViewController`) and for framework protocols built on the word \
            (`struct ShareSheetController: UIViewControllerRepresentable`): the framework imposed the word. \
            So are types named after the framework type they build or wrap, as their declarations show: \
            a stored property (beside at most three other objects: past that the type has collected jobs of \
            its own), a method's signature, or, for a type that holds nothing, its body \
            (`MarkAsReadAlertController` making a `UIAlertController`, `SettingFetchedResultController` holding \
            an `NSFetchedResultsController`, `LocationManager` holding a \
            `CLLocationManager`, `VPNManager` holding an `NEVPNManager`) or after another module's type they \
            wrap (`InterlinkResultsController` holding a `ResultsController<Note>`), types adopting another module's protocol that ends in \
            the suffix, and project protocols adopted only by such exempt types (and test doubles); a value \
            about view controllers (a struct holding one, an enum of scenes or destinations), though not a \
            type whose methods merely take one; a \
            controller of a window or view in AppKit's and UIKit's own sense (`AddFeedController` running \
            an `AddFeedWindowController`, a view's delegate, a data source such as ClockKit's \
            `ComplicationController`), names mirroring AppKit's (`TreeController`), \
            and established terms for one job (`allowed_suffixes`: a networking `FlowController`; a bare \
            `WindowManager` names a kind of program). So are \
            test doubles named after a real type (`MockSessionManager` when `SessionManager` exists): \
            the warning belongs to the real type, and so does a copy of a type in a preview's or a mock's folder, \
            a stand-in for a framework type that adopts the project protocol the project makes that type adopt \
            (`SimulatorTunnelProviderManager` beside `extension NETunnelProviderManager: TunnelProviding`), \
            a test target's stubs and fixtures, a caseless enum grouping a framework type's values inside its \
            extension (`UIColor.AlertController.tintColor`), a type named exactly as a framework's own \
            (`FileManager`), a type implementing another module's role protocol under the role's name \
            (`VPNPrivacyConfigurationManager: PrivacyConfigurationManaging`), and a test target's implementation \
            of any role protocol (`CapturingSyncPausedStateManager: SyncPausedStateManaging`) \
            (`Preview Content/`, `Mocks/`). A type declared in several `#if` branches is reported once.
            """,
        category: .naming,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public struct FileSummary: Sendable {
        var path: String
        var types: [DeclaredType]
        /// The role-suffixed protocols the file declares.
        var roleProtocols: [String]
        /// Each type's or extension's inherited types that end in a suffix: the protocols it
        /// adopts with such names (and a class's superclass).
        var adoptions: [(type: DeclaredType, protocols: [String])]
        /// `extension NETunnelProviderManager: TunnelProviding`: protocols the file makes a
        /// framework type adopt, by that type.
        var frameworkConformances: [(framework: String, protocols: [String])] = []
        /// The names the file declares with `typealias`: a project's own protocol composition.
        var typealiases: [String] = []
    }

    public struct ProjectIndex: Sendable {
        var hierarchy: TypeHierarchy
        /// For each role-suffixed protocol, the types that adopt it.
        var adopters: [String: [DeclaredType]]
        /// The project's own role-suffixed protocols: adopting one is no framework's choice.
        var roleProtocols: Set<String>
        /// Names declared in more than one file: another target's copy, a preview's or a mock's.
        var declaredTwice: Set<String>
        /// For each protocol, the framework types the project makes adopt it.
        var frameworkAdopters: [String: [String]] = [:]
        var typealiases: Set<String> = []
    }

    /// Whether the project made the word the type's own choice: nothing it inherits from,
    /// no test double and no wrapped type of another module imposed it.
    public struct Question: Sendable {
        var type: DeclaredType
        var isProtocol: Bool
        /// Tells `#if` branches of one declaration apart from types of the same name elsewhere.
        var key: String
        /// Types named in its declaration whose whole name its own name ends with
        /// (`InterlinkResultsController` holding a `ResultsController<Note>`). One that another
        /// module declares is the type it wraps: its name was not the project's to choose.
        var wrappedCandidates: [String]
        /// The role-suffixed protocols it adopts after its first inherited type: one of another
        /// module imposed the word; the project's own (`struct APIManager: RequestManager`) did not.
        var adoptedRoles: [String]
        /// The file sits in a preview's or a mock's folder (`Preview Content/`, `Mocks/`).
        var inStandInFolder: Bool
        /// The protocol naming the role it implements (`PrivacyConfigurationManaging` for
        /// `VPNPrivacyConfigurationManager`): its owner named the role's types.
        var roleProtocol: String?
        /// A test target's file: a type there implementing a role protocol is a test double.
        var isTestCode: Bool
        /// Every protocol it adopts: one a framework type is also made to adopt makes it that
        /// type's stand-in when it carries its name (`SimulatorTunnelProviderManager`).
        var adoptedProtocols: [String] = []
        /// The word its name ends in (`Manager`).
        var suffix = ""
    }

    /// The types a file declares, with their first inherited type, so a subclass of a project
    /// class that is itself a view controller is recognised in any file.
    public func collect(_ file: SourceFile) -> FileSummary {
        let adoptions = file.declarations.types.compactMap { type -> (type: DeclaredType, protocols: [String])? in
            // Most inherited types carry no suffix: look at the bytes before taking base names.
            let protocols = type.inheritedTypes.filter { mentionsSuffix($0.text) }.map(\.baseName)
                .filter { roleSuffix(of: $0) != nil }
            return protocols.isEmpty ? nil : (DeclaredType(type), protocols)
        }
        let roleProtocols = file.declarations.types.filter { $0.kind == .protocol && roleSuffix(of: $0.name) != nil }.map(\.name)
        var summary = FileSummary(path: file.path, types: DeclaredType.all(in: file), roleProtocols: roleProtocols, adoptions: adoptions)
        summary.frameworkConformances = Self.frameworkConformances(in: file)
        summary.typealiases = file.declarations.typealiases
        return summary
    }

    public func index(_ summaries: [FileSummary]) -> ProjectIndex {
        var adopters: [String: [DeclaredType]] = [:]
        var declared: Set<String> = []
        var declaredTwice: Set<String> = []
        for summary in summaries {
            for name in Set(summary.types.map(\.name)) where !declared.insert(name).inserted { declaredTwice.insert(name) }
            for adoption in summary.adoptions {
                for name in adoption.protocols { adopters[name, default: []].append(adoption.type) }
            }
        }
        return ProjectIndex(
            hierarchy: TypeHierarchy(summaries.map(\.types)), adopters: adopters,
            roleProtocols: Set(summaries.flatMap(\.roleProtocols)), declaredTwice: declaredTwice,
            frameworkAdopters: Self.frameworkAdopters(summaries), typealiases: Set(summaries.flatMap(\.typealiases))
        )
    }

    /// Each type named with a role suffix that the framework did not impose.
    public func candidates(in file: SourceFile, summary _: FileSummary) -> [Candidate<Question>] {
        // A playground page is documentation: its `MyController` stands for the reader's type.
        guard !file.path.containsBytes(".playground/") else { return [] }
        var servesWebRoutes: Bool?
        let held = HeldTypes()
        return file.declarations.types.enumerated().compactMap { index, type in
            guard type.kind != .extension, let suffix = roleSuffix(of: type.name),
                  !type.attributes.contains("@propertyWrapper"),
                  !options.allowedNames.contains(type.name), !hasAllowedSuffix(type.name),
                  !playsFrameworkRole(type), !Self.isAboutViewControllers(type, at: index, held: held, in: file),
                  // Foundation's own `FileManager`, or a reimplementation under its name.
                  !Self.unprefixedFrameworkTypes.contains(type.name),
                  !Self.isValueGroupOfFrameworkType(type, in: file),
                  // A test target's stubs and fixtures are input for its tests, not the project's design.
                  !(TestCode.isTestFile(file) && Self.isStandInFolder(file.path))
            else { return nil }
            let words = Self.declaredTypeNames(endingIn: suffix, of: type, at: index, held: held, in: file)
            guard !namesWrappedFrameworkType(type.name, suffix: suffix, words: words) else { return nil }
            if suffix == "Controller" {
                let web = servesWebRoutes ?? file.importsAny(of: Self.serverFrameworks)
                servesWebRoutes = web
                if web { return nil }
            }
            let message = "`\(type.name)` ends in '\(suffix)', a word that lets a type take on any job; \(Self.remedy)"
            let question = Question(
                type: DeclaredType(type), isProtocol: type.kind == .protocol, key: "\(type.parent ?? -1) \(type.name)",
                wrappedCandidates: words.filter { $0.count < type.name.count && type.name.hasSuffix($0) },
                adoptedRoles: adoptedRoles(type), inStandInFolder: Self.isStandInFolder(file.path),
                roleProtocol: Self.roleProtocol(of: type, suffix: suffix), isTestCode: TestCode.isTestFile(file),
                adoptedProtocols: type.inheritedTypes.map(\.baseName), suffix: suffix
            )
            return Candidate(violation(in: file, at: file.tokens[type.nameToken], message: message, remedy: Self.remedy), asking: question)
        }
    }

    public func confirm(_ question: Question, in project: ProjectIndex) -> Confirmation {
        Confirmation(
            !inheritsRole(question.type, project) && !isTestDouble(question.type, project.hierarchy)
                && !question.adoptedRoles.contains(where: { !project.roleProtocols.contains($0) })
                && !(question.isProtocol && isAdoptedOnlyByExemptTypes(question.type.name, project))
                && !question.wrappedCandidates.contains(where: { !project.hierarchy.declares($0) })
                // A preview's or a mock target's copy of another target's type: the warning is the real one's.
                && !(question.inStandInFolder && project.declaredTwice.contains(question.type.name))
                // A stand-in for another module's implementation of its role, or a test double of one.
                && !(question.roleProtocol.map { role in
                    question.isTestCode || (!project.hierarchy.declares(role) && !project.typealiases.contains(role))
                } ?? false)
                && !Self.standsInForFrameworkType(question, project)
                && !Self.standsInForRole(question, suffix: question.suffix)
        )
    }

    /// A folder of stand-ins: `Preview Content/`, `Previews/`, `Mocks/`, `Fakes/`, `Stubs/`.
    static func isStandInFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            ["Preview", "Mock", "Fake", "Stub", "Fixture"].contains { folder.hasPrefix($0) || folder.hasSuffix($0 + "s") }
        }
    }

    /// A type declared in several `#if` branches is one type.
    public func duplicateKey(of candidate: Candidate<Question>) -> AnyHashable? {
        candidate.question?.key
    }

    /// `FadeAnimationController` names its one job; a bare `AnimationController` does not. A
    /// window manager, a key manager, a package manager is a kind of program: the bare term is its name.
    private func hasAllowedSuffix(_ name: String) -> Bool {
        options.allowedSuffixes.contains { allowed in
            name.hasSuffix(allowed) && (name.count > allowed.count || allowed.hasSuffix("Manager"))
        }
    }

    /// `class FakeVerifier: NSObject, KeyVerificationManager`: the protocols after the first
    /// inherited type that end in a suffix, which may have imposed the word.
    private func adoptedRoles(_ type: TypeDeclaration) -> [String] {
        type.inheritedTypes.dropFirst().filter { mentionsSuffix($0.text) }.map(\.baseName).filter { roleSuffix(of: $0) != nil }
    }

    private func mentionsSuffix(_ typeText: String) -> Bool {
        options.suffixes.contains { !$0.isEmpty && typeText.containsBytes($0) }
    }

    /// `MarkAsReadAlertController` builds a `UIAlertController`, `LocationManager` wraps a
    /// `CLLocationManager`: the name says which framework type it is about, which it uses.
    private func namesWrappedFrameworkType(_ name: String, suffix: String, words: [String]) -> Bool {
        let stemOfName = name.dropLast(suffix.count)
        return words.contains { word in
            // The type's own name is no framework type it wraps (`NCCallController` is the project's).
            guard word != name, word.count > suffix.count + 2 else { return false }
            // `AddFeedController` runs an `AddFeedWindowController`: it is that window's controller.
            if word == stemOfName + "Window" + suffix || word == stemOfName + "View" + suffix { return true }
            if Self.unprefixedFrameworkTypes.contains(word) { return name.hasSuffix(word) }
            // `VPNManager` holding an `NEVPNManager`: an acronym hides the prefix from the shape test.
            if word != name, let unprefixed = Self.withoutApplePrefix(word), unprefixed != suffix,
               name.hasSuffix(unprefixed) {
                return true
            }
            guard FrameworkNames.looksLikeFramework(word) else { return false }
            let stem = String(word.dropFirst(Self.prefixLength(of: word)))
            // Every screen mentions `UIViewController`: its stem names no particular type.
            return stem != suffix && stem != "View" + suffix && Self.singular(name).hasSuffix(Self.singular(stem))
        }
    }

    /// `NEVPNManager` → `VPNManager`, `MPMusicPlayerController` → `MusicPlayerController`: a name
    /// after one of Apple's two-letter framework prefixes.
    static func withoutApplePrefix(_ word: String) -> Substring? {
        let utf8 = word.utf8
        guard utf8.count > 3, FrameworkNames.prefixes.contains(String(word.prefix(2))),
              Byte.isUppercase(utf8[utf8.index(utf8.startIndex, offsetBy: 2)]) else { return nil }
        return word.dropFirst(2)
    }

    /// Foundation's types without a prefix that a project wraps under their own name.
    static let unprefixedFrameworkTypes: Set<String> = ["FileManager", "UndoManager"]

    /// AppKit's controllers of data, which a library mirroring them names the same way.
    static let mirroredFrameworkNames: Set<String> = [
        "TreeController", "ArrayController", "ObjectController", "DictionaryController", "UserDefaultsController",
        "DocumentController",
    ]

    /// In a file that imports a server framework, a controller is one in the web sense: it
    /// handles a group of routes (`PushController` with `app.post("push", use: push.handle)`).
    static let serverFrameworks: Set<String> = ["Vapor", "Hummingbird", "HummingbirdRouter", "Kitura"]

    /// Server frameworks' controllers in the web sense: a group of route handlers
    /// (Vapor's `struct TodoController: RouteCollection`, Hummingbird's `RouterController`).
    static let routeGroupProtocols: Set<String> = ["RouteCollection", "RouterController"]

    /// A type named for the framework's role: a mirror of an AppKit controller, a protocol for a
    /// view or window controller, a controller that is a view's delegate (UIKit's own MVC sense),
    /// or a web controller grouping routes.
    private func playsFrameworkRole(_ type: TypeDeclaration) -> Bool {
        if Self.mirroredFrameworkNames.contains(type.name) || Self.routeGroupProtocols.contains(type.name) {
            return true
        }
        if type.inheritedTypes.contains(where: { Self.routeGroupProtocols.contains($0.baseName) }) {
            return true
        }
        if type.kind == .protocol && (type.name.hasSuffix("ViewController") || type.name.hasSuffix("WindowController")) {
            return true
        }
        return type.name.hasSuffix("Controller") && type.inheritedTypes.contains { inherited in
            inherited.text.hasSuffix("ViewDelegate") || inherited.text.hasSuffix("DataSource")
        }
    }

    /// `UIAlertController` → 2, `CLLocationManager` → 2, `NSFetchedResultsController` → 2.
    static func prefixLength(of word: String) -> Int {
        let uppercase = word.prefix { $0.isUppercase }.count
        return max(0, uppercase - 1)
    }

    /// A project protocol whose every adopter is exempt (`protocol ScriptingMainWindowController`
    /// adopted by a `MainWindowController: NSWindowController`) carries the framework's word too.
    private func isAdoptedOnlyByExemptTypes(_ name: String, _ project: ProjectIndex) -> Bool {
        guard let adopters = project.adopters[name], !adopters.isEmpty else { return false }
        // A test double stands in for the real adopters; it says nothing of the word's origin.
        let real = adopters.filter { !TestCode.isDouble($0.name) }
        // `extension UIHostingController: AnyHostingController` adopts it for a framework type.
        return !real.isEmpty && real.allSatisfy { adopter in
            (adopter.firstInherited != name && inheritsRole(adopter, project))
                || (roleSuffix(of: adopter.name) != nil && !project.hierarchy.declares(adopter.name))
                // `extension PlayerViewController: PlayerController`: the class the extension adopts it for.
                || project.hierarchy.ancestors(startingAt: adopter.name).dropFirst().contains {
                    $0 != name && roleSuffix(of: $0) != nil
                }
        }
    }

    private func roleSuffix(of name: String) -> String? {
        options.suffixes.first { !$0.isEmpty && name.hasSuffix($0) }
    }

    /// The framework imposed the word: the superclass position holds a type ending in a suffix
    /// (directly, or through project classes up the chain), or a framework protocol built on
    /// one (`UIViewControllerRepresentable`).
    private func inheritsRole(_ type: DeclaredType, _ project: ProjectIndex) -> Bool {
        guard let first = type.firstInherited, !project.roleProtocols.contains(first) else { return false }
        let hierarchy = project.hierarchy
        // `class GameViewController: DeltaCore.GameViewController`: no class inherits from itself,
        // so the superclass is another module's, which chose the word.
        if first == type.name { return roleSuffix(of: first) != nil }
        // A project protocol that only looks like a framework's (`URLSessionController`) imposed nothing.
        if FrameworkNames.looksLikeFramework(first) && !hierarchy.declares(first)
            && options.suffixes.contains(where: { !$0.isEmpty && first.containsBytes($0) }) {
            return true
        }
        return hierarchy.ancestors(startingAt: first).contains { $0 != type.name && roleSuffix(of: $0) != nil }
    }

    /// `MockSessionManager` copies the name of the real `SessionManager`, which carries the warning;
    /// `MockConfigurationManager: ConfigurationManaging` doubles another module's type, not the project's to rename.
    private func isTestDouble(_ type: DeclaredType, _ hierarchy: TypeHierarchy) -> Bool {
        TestCode.standInPrefixes.contains { prefix in
            type.name.hasPrefix(prefix)
                && (hierarchy.declares(String(type.name.dropFirst(prefix.count)))
                    || (type.firstInherited != nil && TestCode.doublePrefixes.contains(prefix)))
        }
    }
}
