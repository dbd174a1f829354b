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
        summary: "A view controller's optional that its code switches on hides a mode or a moment in time: state "
            + "it with an `enum Mode` or a loading-state enum.",
        rationale: """
            An optional stored property on a view controller says "sometimes". When other code switches on \
            whether it is there, it encodes a mode (opened to edit an item or to create one) or a moment in \
            time (loaded or not yet) that is nowhere written down, and every method must guess which case it \
            is in. Say it instead: an `enum Mode` with a case per way the screen is opened, passed in at \
            initialisation, or a loading-state enum (`.loading`, `.loaded(Model)`, `.failed(Error)`).

            Flagged only on evidence in the class and its extensions in the same file: an input (set only \
            from outside or in `init`) whose presence is tested (`if let`, `guard let`, `== nil`, `!= nil`, \
            `??`, `switch`) in two or more members, a value assigned in a completion callback or from an \
            `await` and tested before use, or an implicitly unwrapped optional that nothing in the project \
            assigns. Not flagged: views, child view controllers and other objects the screen makes and keeps \
            (their optionality says "not made yet"), optional collections, optionals of the project's own \
            enums, observed (`didSet`) properties set from outside, one-shot values set back to `nil` where \
            they are read, `weak`/`unowned` references, `@IBOutlet`s, property wrappers, `override`s, `let`s, \
            computed and `lazy` properties, `static`/`class` properties, optional closures, and locals. \
            `all_optionals: true` flags every optional stored property instead, evidence or not.

            Opt-in: on real apps the rule was not tuned on, a maintainer would act on about half of its \
            warnings; a view controller's optionals are often plain domain values that may be missing (no \
            next chapter, a record never synced), which no evidence in one class tells from a hidden mode.
            """,
        isOptIn: true,
        category: .design,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public struct FileSummary: Sendable {
        var types: [DeclaredType]
        /// Members assigned through another value (`controller.item = …`): an implicitly
        /// unwrapped optional set from outside is not one that nothing assigns.
        var assignedMembers: Set<String>
        var enums: [String]
    }

    public struct ProjectIndex: Sendable {
        var hierarchy: TypeHierarchy
        var assignedMembers: Set<String>
        /// An optional of a project enum already names its cases: the mode is stated.
        var enums: Set<String>
    }

    /// Whether the owner is a view controller, through base classes in any file, and whether
    /// the rest of the project leaves the optional a mode or a moment.
    public struct Question: Sendable {
        var owner: DeclaredType
        /// Set for an implicitly unwrapped optional that its own file never assigns.
        var unassignedName: String?
        /// The wrapped type's base name, for a mode or a moment: nil for other findings.
        var wrappedBase: String?
    }

    public func collect(_ file: SourceFile) -> FileSummary {
        FileSummary(
            types: DeclaredType.all(in: file), assignedMembers: Self.assignedNames(in: file),
            enums: file.declarations.types.filter { $0.kind == .enum }.map(\.name)
        )
    }

    public func index(_ summaries: [FileSummary]) -> ProjectIndex {
        ProjectIndex(
            hierarchy: TypeHierarchy(summaries.map(\.types)),
            assignedMembers: summaries.reduce(into: []) { $0.formUnion($1.assignedMembers) },
            enums: Set(summaries.flatMap(\.enums))
        )
    }

    /// Each optional stored in a class that the class's own code shows to be a mode or a
    /// moment, with the class: whether it is a view controller may depend on base classes
    /// declared in other files.
    public func candidates(in file: SourceFile, summary _: FileSummary) -> [Candidate<Question>] {
        let declarations = file.declarations
        var candidatesByOwner: [Int: [(property: PropertyDeclaration, type: TypeReference)]] = [:]
        for property in declarations.properties {
            guard let parent = property.parent, declarations.types[parent].kind == .class,
                  let type = flaggedOptional(property) else { continue }
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
        return zip(candidates, reader.evidence).enumerated().compactMap { position, pair in
            let (candidate, evidence) = pair
            if evidence.asynchronousAssignment != nil && !leaders.contains(position) && evidence.testingMembers.count < 2 {
                return nil
            }
            let isUnassigned = candidate.type.isImplicitlyUnwrapped && !evidence.isAssigned
                && !candidate.property.hasInitializer
            guard let message = message(for: candidate, owner: type.name, evidence, isUnassigned: isUnassigned) else {
                return nil
            }
            let violation = violation(in: file, at: file.tokens[candidate.property.nameToken], message: message)
            return Candidate(violation, asking: Question(
                owner: DeclaredType(type),
                unassignedName: isUnassigned && !options.allOptionals ? candidate.property.name : nil,
                wrappedBase: isUnassigned || options.allOptionals
                    ? nil : candidate.type.wrapped?.baseName
            ))
        }
    }

    public func confirm(_ question: Question, in project: ProjectIndex) -> Confirmation {
        guard isViewController(question.owner, project.hierarchy) else { return .dismissed }
        if let name = question.unassignedName, project.assignedMembers.contains(name) { return .dismissed }
        if let base = question.wrappedBase, project.enums.contains(base) { return .dismissed }
        return .confirmed
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
        if type.name.hasSuffix("ViewController") { return true }
        guard let superclass = type.firstInherited else { return false }
        return hierarchy.ancestors(startingAt: superclass).contains { name in
            name != type.name && (name.hasSuffix("ViewController") || options.viewControllerBases.contains(name))
        }
    }

    /// The names assigned anywhere in the file (`item = …`, `controller.item = …`): an
    /// implicitly unwrapped optional may be set from another file or another type.
    static func assignedNames(in file: SourceFile) -> Set<String> {
        var names: Set<String> = []
        let tokens = file.tokens
        for position in tokens.indices.dropFirst(2) where tokens[position].kind == .operator {
            let name = tokens[position - 1]
            guard name.kind == .identifier, tokens[position].end - tokens[position].start == 1, file.bytes[Int(tokens[position].start)] == 61
            else { continue }
            names.insert(file.text(of: name))
        }
        return names
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
