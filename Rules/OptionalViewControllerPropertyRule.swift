import LintCore

public struct OptionalViewControllerPropertyRule: ProjectWideRule {
    public struct Options: RuleOptions {
        public var severity: Severity = .warning
        public var viewControllerBases = FrameworkNames.viewControllerContainers
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
            An optional stored property on a view controller says "sometimes", and the screen's own \
            code shows it matters when it branches on whether the value is there (`if let`, `guard \
            let`, `== nil`, `switch`) in what it builds, lays out, shows or does. Only data can be a \
            mode, a moment or a group: \
            what the project declares the wrapped type to be decides (an enum, a `Codable` or \
            `Hashable` value, a Core Data object is data; an actor, a view, a view controller is \
            not), and its name where the declaration does not say. The message gives the remedy \
            the project's facts call for, naming each at file:line:

            - a **required dependency**: each place that makes the screen sets it before it is \
            shown (directly, through a method, the initializer, a factory or a protocol the screen \
            adopts), and the screen never changes it, branched on or not. Make it a non-optional \
            initializer parameter (from a storyboard or a segue, on iOS 13 and later, \
            `instantiateViewController(identifier:creator:)` or an `@IBSegueAction`; on macOS 10.15 and \
            later, `instantiateController(identifier:creator:)`). A collaborator \
            the screen is given (a view model, a service, a store; not a view, a screen or a \
            delegate) is reported only as such a dependency: it holds no mode or moment;
            - a **mode**: some of the places that make the screen set it and others do not (or one \
            initializer sets it and another does not). State it with an `enum Mode` passed at \
            initialisation, one case per way in, each holding its data;
            - a **moment**: it is filled later, in a callback (not one the function it is handed \
            to calls in place), a task, after an `await`, or by a stream a loading function \
            subscribes to, and the screen branches on whether it is there. State the wait with a \
            loading-state enum (`.loading`, `.loaded(User)`, `.failed(Error)`); a promise where a \
            task or an `await` gives it once, where the screen starts;
            - a **group**: two or more optionals set together and cleared together, standing for \
            one state the types do not name. One state enum, whose cases hold them, says which \
            combinations exist. One warning per group;
            - with no more evidence (no place the project shows makes the screen, or those that do \
            pass a value that may be nil), the essay's question, naming the branches and claiming \
            nothing about where the screen is made: what does its nil mean? Asked only where some \
            code sets the member: one set nowhere holds nothing but nil.

            A value that may be nil as written (a caller's optional, an optional chain, a property \
            the project declares optional, a function returning one) sets the member maybe: no \
            dependency is claimed. No dependency either where a function makes the screen and \
            returns it unset, or two classes share its name, or the screen changes the member in \
            place (`ranges.remove(at:)`); an assertion (`assert(x != nil)`) is no branch.

            Assignments through `as?` casts, optional chains, `if let` bindings and a method the \
            creator calls count as the sets they are. Not reported: values set in `init` or \
            `viewDidLoad`, values the screen sets itself (a selection, user input, what an \
            observer keeps current), private optionals nothing sets, `weak`/`unowned` references, \
            `@IBOutlet`s, property wrappers, `let`s, computed and `lazy` properties, \
            `static`/`class` properties and optional closures. Where a file of the project could \
            not be read, creation sites are not counted as evidence. `all_optionals: true` flags every optional stored property instead, evidence or not.
            """,
        isOptIn: true,
        category: .design,
        remedies: [
            "State it with an `enum Mode` passed at initialisation, a case for each way in holding its data",
            "One state enum whose cases hold them says which combinations exist",
            ProjectEvidence.dependencyRemedy, ProjectEvidence.appKitDependencyRemedy, ProjectEvidence.questionRemedy,
        ],
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public struct FileSummary: Sendable {
        var types: [DeclaredType]
        /// What the file's declarations (types and extensions) say each type is, where they say.
        var roles: [(name: String, role: DeclaredRole)]
    }

    public struct ProjectIndex: Sendable {
        var hierarchy: TypeHierarchy
        var references: CrossReference
        var roles: [String: DeclaredRole]
    }

    /// One optional of a view controller, with what its own file shows: the project answers the
    /// rest (whether the class is a view controller, who creates it and sets what, who fills it).
    public struct Question: Sendable {
        var owner: DeclaredType
        var property: OwnEvidence
        /// The owner's other candidates, in declaration order, for the groups they form.
        var siblings: [OwnEvidence]
        /// The protocols the owner's declaration adopts: a screen set up through one
        /// (`(segue.destination as? AccountAware)?.account = …`) is made there too.
        var adopted: [String]
    }

    public static var crossReferenceParts: CrossReferenceParts { [.creations, .selfAssignments] }

    public func collect(_ file: SourceFile) -> FileSummary {
        var roles: [(name: String, role: DeclaredRole)] = []
        for index in file.declarations.types.indices {
            // Most types declare nothing a role is read from: told before a copy is made.
            let kind = file.declarations.types[index].kind
            guard kind == .enum || kind == .actor || !file.declarations.types[index].inheritedTypes.isEmpty else { continue }
            let role = DeclaredRole(file.declarations.types[index])
            if role != .undecided { roles.append((TypeReference.baseName(file.declarations.types[index].name), role)) }
        }
        return FileSummary(types: DeclaredType.all(in: file), roles: roles)
    }

    public func index(_ summaries: [FileSummary]) -> ProjectIndex {
        index(summaries, references: .empty)
    }

    public func index(_ summaries: [FileSummary], references: CrossReference) -> ProjectIndex {
        var roles: [String: DeclaredRole] = [:]
        for (name, role) in summaries.lazy.flatMap(\.roles) { roles[name] = roles[name].map { $0.joined(with: role) } ?? role }
        return ProjectIndex(hierarchy: TypeHierarchy(summaries.map(\.types)), references: references, roles: roles)
    }

    /// Each optional stored in a class, with the members of the class that branch on it.
    public func candidates(in file: SourceFile, summary _: FileSummary) -> [Candidate<Question>] {
        // A test's stand-in for a screen keeps what the test sets, not a mode of the app.
        guard !TestCode.isTestFile(file) else { return [] }
        let declarations = file.declarations
        var candidatesByOwner: [Int: [PropertyDeclaration]] = [:]
        for property in declarations.properties {
            // Most properties are not optional: tell from the spelling's last byte before anything else.
            guard let parent = property.parent, let text = property.type?.text.utf8,
                  text.last == UInt8(ascii: "?") || text.last == UInt8(ascii: "!") || text.last == UInt8(ascii: ">"),
                  declarations.types[parent].kind == .class, let type = flaggedOptional(property) else { continue }
            // Given a value where it is declared (`var label: String? = L10n.close`): there from the start.
            if !options.allOptionals, property.hasInitializer, file.givesValueOtherThanNil(property) { continue }
            // Only data can be a mode or a moment: a framework's objects are told apart here, the
            // project's types where the project is known.
            if !options.allOptionals, let wrapped = type.wrapped?.text,
               FrameworkNames.isPlatformType(TypeReference.baseName(String(ScreenData.elementType(wrapped)))),
               !ScreenData.isData(wrapped) {
                continue
            }
            candidatesByOwner[parent, default: []].append(property)
        }
        guard !candidatesByOwner.isEmpty else { return [] }
        let members = MembersByType(file)
        return candidatesByOwner.keys.sorted().flatMap { owner in
            candidates(in: file, owner: owner, properties: candidatesByOwner[owner] ?? [], members: members)
        }
    }

    private func candidates(
        in file: SourceFile, owner: Int, properties: [PropertyDeclaration], members: MembersByType
    ) -> [Candidate<Question>] {
        let type = file.declarations.types[owner]
        guard type.name.hasSuffix("ViewController") || type.inheritedTypes.first != nil else { return [] }
        let evidence = OwnEvidence.read(properties, of: owner, in: file, members: members)
        return evidence.map { property in
            let violation = violation(in: file, at: file.tokens[property.nameToken], message: "")
            let adopted = type.inheritedTypes.dropFirst().map(\.baseName)
            return Candidate(violation, asking: Question(owner: DeclaredType(type), property: property, siblings: evidence, adopted: adopted))
        }
    }

    public func confirm(_ question: Question, in project: ProjectIndex) -> Confirmation {
        guard project.hierarchy.isViewController(question.owner, bases: options.viewControllerBases) else { return .dismissed }
        if options.allOptionals {
            return .confirmedSaying("`\(question.property.name)` is optional state of a view controller: state what its nil "
                + "means with an `enum Mode` or a loading-state enum")
        }
        let property = question.property
        let evidence = ProjectEvidence(
            question: question, references: project.references, isAppKit: project.hierarchy.isAppKitScreen(question.owner.name)
        )
        if project.hierarchy.holdsData(property.wrapped, named: property.name, roles: project.roles) {
            return evidence.message.map(Confirmation.confirmedSaying) ?? .dismissed
        }
        guard project.hierarchy.holdsInjectedCollaborator(property.wrapped, named: property.name) else { return .dismissed }
        return evidence.dependencyOnly.map(Confirmation.confirmedSaying) ?? .dismissed
    }

    /// The property's type when the property is optional state this rule is about.
    private func flaggedOptional(_ property: PropertyDeclaration) -> TypeReference? {
        guard property.isStored, options.includeLet || !property.isLet,
              let type = property.type, let wrapped = type.wrapped else { return nil }
        if property.modifiers.contains(where: { [.weak, .unowned, .lazy, .static, .class, .override].contains($0.keyword) }) {
            return nil
        }
        if property.isOutletOrWrapped { return nil }
        if !options.includeClosures && wrapped.isFunction { return nil }
        if options.ignoredTypes.contains(wrapped.text) || options.ignoredTypes.contains(wrapped.baseName) {
            return nil
        }
        return type
    }
}
