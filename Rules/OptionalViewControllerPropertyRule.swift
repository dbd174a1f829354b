import LintCore

public struct OptionalViewControllerPropertyRule: ProjectWideRule {
    public struct Options: RuleOptions {
        public var severity: Severity = .warning
        public var viewControllerBases = [
            "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
            "UIHostingController", "NSWindowController",
        ]
        public var includeLet = false
        public var includeClosures = false
        public var allOptionals = false
        /// Handles whose optionality says "running or not", not a mode of the screen.
        public var ignoredTypes = [
            "AnyCancellable", "Cancellable", "NSKeyValueObservation", "NSObjectProtocol", "Timer",
            "DispatchWorkItem", "DispatchSourceTimer", "CADisplayLink", "Task", "NSLayoutConstraint",
        ]

        public static let declarations: [OptionDeclaration<Self>] = [
            .strings(
                "view_controller_bases", \.viewControllerBases,
                summary: "Superclasses that make a class a view controller besides names ending in ViewController."
            ),
            .bool(
                "all_optionals", \.allOptionals,
                summary: "Flag every optional stored property, evidence of a mode or a moment or not."
            ),
            .bool("include_let", \.includeLet, summary: "Flag optional `let`s too."),
            .bool("include_closures", \.includeClosures, summary: "Flag optional closures such as `(() -> Void)?` too."),
            .strings(
                "ignored_types", \.ignoredTypes,
                summary: "Wrapped types never flagged (generic arguments ignored): subscription, timer and task "
                    + "handles, whose optionality says \"running or not\"."
            ),
        ]

        public init() {}
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    public static let description = RuleDescription(
        identifier: "optional_view_controller_property",
        name: "Optional View Controller Property",
        summary: "A view controller's optional data hides a mode or a moment in time: state it with an `enum Mode` "
            + "or a loading-state enum.",
        rationale: """
            An optional stored property on a view controller says "sometimes". The data a screen holds — a \
            model, an identifier, a message, a list of models — that is there in some cases and not in others \
            is a mode (opened from a notification, or by browsing) or a moment in time (not loaded yet) that \
            nowhere is written down: nil carries a meaning the type does not state, and a second optional soon \
            follows the first. State it: an `enum Mode` with a case per way the screen is opened, holding each \
            case's data, passed in at initialisation; or a loading-state enum (`.loading`, `.loaded(User)`, \
            `.failed(Error)`), or a promise, for a value that arrives later. Where the class already has a mode \
            enum, fold the optional into it.

            Each warning names its evidence: the initializers that set it and those that do not, the callback \
            that fills it, the members that switch on it, the member that sets it as the user acts while \
            another switches on it, the `didSet` that observes it when it is pushed in from outside (the \
            blocks a promise or a signal would run). A data optional with none of these is reported as the \
            essay's own sample is: there in some cases and not in others. An optional of the project's own enum that members switch on is reported \
            too: its nil is a case the enum does not name. Not reported: the objects a view controller works \
            with (views, child view controllers, presenters, services, view models, themes, handles such as \
            timers, tasks and subscriptions, whose optionality says "not made yet" or "injected later"), \
            geometry and flags (`CGFloat`, `IndexPath`, `Bool`), values that only fall back to a default \
            (`title ?? ""`), values every initializer sets, implicitly unwrapped values injected \
            once and only guarded, selections and one-shot values the screen consumes (`selectedItem`, \
            `pendingScroll` set back to nil), `weak` and \
            `unowned` references, `@IBOutlet`s, property wrappers, `override`s, `let`s, computed and `lazy` \
            properties, `static`/`class` properties, optional closures, and locals. `all_optionals: true` \
            flags every optional stored property instead, evidence or not.
            """,
        isOptIn: true,
        category: .design,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public struct FileSummary: Sendable {
        var types: [DeclaredType]
        var enums: [String]
    }

    public struct ProjectIndex: Sendable {
        var hierarchy: TypeHierarchy
        /// An optional of a project enum already names its cases: the mode is stated.
        var enums: Set<String>
    }

    /// Whether the owner is a view controller, through base classes in any file, and whether
    /// the rest of the project leaves the optional a mode or a moment.
    public struct Question: Sendable {
        var owner: DeclaredType
        /// The wrapped type's base name: an optional of a project enum already names its cases.
        var wrappedBase: String?
        /// What to say when the wrapped type is a project enum whose nil members switch on: nil is a
        /// case the enum does not name. Without it, an optional project enum is not reported.
        var enumMessage: String?
    }

    public func collect(_ file: SourceFile) -> FileSummary {
        FileSummary(
            types: DeclaredType.all(in: file), enums: file.declarations.types.filter { $0.kind == .enum }.map(\.name)
        )
    }

    public func index(_ summaries: [FileSummary]) -> ProjectIndex {
        ProjectIndex(
            hierarchy: TypeHierarchy(summaries.map(\.types)),
            enums: Set(summaries.flatMap(\.enums))
        )
    }

    /// Each optional stored in a class that the class's own code shows to be a mode or a
    /// moment, with the class: whether it is a view controller may depend on base classes
    /// declared in other files.
    public func candidates(in file: SourceFile, summary _: FileSummary) -> [Candidate<Question>] {
        // A test's stand-in for a screen keeps what the test sets, not a mode of the app.
        guard !TestCode.isTestFile(file) else { return [] }
        let declarations = file.declarations
        var candidatesByOwner: [Int: [(property: PropertyDeclaration, type: TypeReference)]] = [:]
        for property in declarations.properties {
            // Most properties are not optional: tell from the spelling's last byte before anything else.
            guard let parent = property.parent, let text = property.type?.text.utf8,
                  text.last == UInt8(ascii: "?") || text.last == UInt8(ascii: "!") || text.last == UInt8(ascii: ">"),
                  declarations.types[parent].kind == .class, let type = flaggedOptional(property) else { continue }
            // Given a value where it is declared (`var label: String? = L10n.close`): there from the start.
            if !options.allOptionals, property.hasInitializer, Self.hasInitialValue(property, in: file) { continue }
            // Only data can be a mode or a moment: the evidence of the rest is never read.
            if !options.allOptionals, !(type.wrapped.map(Self.isData) ?? false) || Self.isTransient(property.name)
                || Self.namesCollaborator(property.name) && !Self.isPlainValue(type.wrapped?.text ?? "") {
                continue
            }
            candidatesByOwner[parent, default: []].append((property, type))
        }
        return candidatesByOwner.keys.sorted().flatMap { owner in
            candidates(in: file, owner: owner, candidates: candidatesByOwner[owner] ?? [])
        }
    }

    private func candidates(
        in file: SourceFile, owner: Int, candidates: [(property: PropertyDeclaration, type: TypeReference)]
    ) -> [Candidate<Question>] {
        let type = file.declarations.types[owner]
        guard type.name.hasSuffix("ViewController") || type.inheritedTypes.first != nil else { return [] }
        var reader = EvidenceReader(file: file, candidates: candidates.map(\.property.name))
        if !options.allOptionals { reader.read(bodiesOf: Self.bodies(of: owner, in: file)) }
        let leaders = Self.leadingValuePerCallback(reader.evidence)
        let stated = Self.statedEnums(of: owner, in: file)
        return zip(candidates, reader.evidence).enumerated().compactMap { position, pair in
            let (candidate, evidence) = pair
            if evidence.asynchronousAssignment != nil && !leaders.contains(position) && evidence.testingMembers.count < 2 {
                return nil
            }
            let verdict = verdict(
                for: candidate, owner: type.name, evidence, initializers: reader.initializers, stated: stated
            )
            guard case .report(let message) = verdict else { return nil }
            let violation = violation(in: file, at: file.tokens[candidate.property.nameToken], message: message)
            let base = options.allOptionals ? nil : candidate.type.wrapped?.baseName
            let deciders = evidence.testingMembers.filter(evidence.decidingMembers.contains)
            return Candidate(violation, asking: Question(
                owner: DeclaredType(type), wrappedBase: base,
                enumMessage: deciders.isEmpty || base == nil ? nil : "`\(candidate.property.name)` decides behaviour in "
                    + "\(Self.list(deciders)): its nil is a case of `\(base ?? "")` that the enum does not name; add "
                    + "that case to `\(base ?? "")` and make the property non-optional"
            ))
        }
    }

    public func confirm(_ question: Question, in project: ProjectIndex) -> Confirmation {
        guard isViewController(question.owner, project.hierarchy) else { return .dismissed }
        if let base = question.wrappedBase, project.enums.contains(base) {
            return question.enumMessage.map(Confirmation.confirmedSaying) ?? .dismissed
        }
        return .confirmed
    }

    /// The mode and the state the class already states: nested enums named for them, or stored
    /// properties whose types are.
    static func statedEnums(of owner: Int, in file: SourceFile) -> StatedEnums {
        let declarations = file.declarations
        var names: [String] = declarations.types.lazy.filter { $0.parent == owner && $0.kind == .enum }.map(\.name)
        for property in declarations.properties where property.parent == owner && property.isStored {
            if let type = property.type, !type.isOptional { names.append(type.baseName) }
        }
        return StatedEnums(
            mode: names.first { $0.hasSuffix("Mode") }, state: names.first { $0.hasSuffix("State") }
        )
    }

    /// Several optionals filled by one callback arrive together: the one tested in the most
    /// members stands for the moment, and the rest are its details.
    static func leadingValuePerCallback(_ evidence: [Evidence]) -> Set<Int> {
        var leaders: [String: Int] = [:]
        for (position, value) in evidence.enumerated() {
            guard let setter = value.asynchronousAssignment else { continue }
            if let leader = leaders[setter], evidence[leader].testingMembers.count >= value.testingMembers.count {
                continue
            }
            leaders[setter] = position
        }
        return Set(leaders.values)
    }

    /// The class and its extensions in the same file, whose members are read for evidence.
    private static func bodies(of owner: Int, in file: SourceFile) -> [Int] {
        let types = file.declarations.types
        let name = types[owner].name
        return [owner] + types.indices.filter { index in
            types[index].kind == .extension && (types[index].name == name || types[index].name.hasSuffix("." + name))
        }
    }

    private func isViewController(_ type: DeclaredType, _ hierarchy: TypeHierarchy) -> Bool {
        hierarchy.isViewController(type, bases: options.viewControllerBases)
    }

    /// Whether the declaration's initializer gives a value other than `nil`.
    static func hasInitialValue(_ property: PropertyDeclaration, in file: SourceFile) -> Bool {
        guard let equals = file.initializerStart(after: property.nameToken), equals + 1 < file.tokens.count else { return false }
        return file.tokens[equals + 1].keyword != .nil
    }

    /// The property's type when the property is optional state this rule is about.
    private func flaggedOptional(_ property: PropertyDeclaration) -> TypeReference? {
        guard property.isStored, options.includeLet || !property.isLet,
              let type = property.type, let wrapped = type.wrapped else { return nil }
        if property.modifiers.contains(where: { [.weak, .unowned, .lazy, .static, .class, .override].contains($0.keyword) }) {
            return nil
        }
        if property.attributes.contains(where: Self.exemptsProperty) { return nil }
        if !options.includeClosures && wrapped.isFunction { return nil }
        if options.ignoredTypes.contains(wrapped.text) || options.ignoredTypes.contains(wrapped.baseName) {
            return nil
        }
        return type
    }

    /// `@IBOutlet`s are set by the storyboard; a property wrapper (`@Binding`, `@Published`,
    /// any capitalised attribute but the compiler's own) keeps storage that is not the optional.
    static func exemptsProperty(_ attribute: String) -> Bool {
        let name = attribute.dropFirst().prefix { $0 != "(" }
        if name.hasPrefix("IBOutlet") { return true }
        guard let first = name.first, first.isUppercase else { return false }
        return !["IBInspectable", "NSManaged", "NSCopying", "MainActor", "GKInspectable"].contains(String(name))
    }
}
