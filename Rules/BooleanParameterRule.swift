import LintCore

public struct BooleanParameterRule: ProjectWideRule {
    public struct Options: RuleOptions {
        public var severity: Severity = .warning
        /// The frameworks' own Boolean parameters: values of a state passed along, not choices.
        public var ignoredNames = ["animated", "animate", "animating", "animatingDifferences", "completed", "finished"]

        public static let declarations: [OptionDeclaration<Self>] = [
            .strings(
                "ignored_names", \.ignoredNames,
                summary: "Parameter names never reported: the frameworks' conventions (`animated`)."
            ),
        ]

        public init() {}
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    public static let description = RuleDescription(
        identifier: "boolean_parameter",
        name: "Boolean Parameter",
        summary: "A Bool parameter that picks one of two behaviours is better stated as an enum with two named cases.",
        rationale: """
            A function whose body branches on a `Bool` parameter does one of two things, and its callers write \
            `load(true)` or `load(false)`: the call says that something is switched, not what is \
            chosen, and a reader looks the function up to learn it. An enum with two named cases, named for \
            the choice (`enum Source { case cache, network }`), reveals the intention at every call, and the \
            compiler checks each `switch` over it; a third behaviour is a third case, not a second Bool.

            Reported at a `Bool` parameter whose calls do not say what it picks, when the project's callers \
            pass it both ways as bare literals: unlabelled (`export(items, true)` at one call, \
            `export(items, false)` at another) or under a label that names no choice \
            (`flag:`). A label that names the choice (`loadItems(fromCache: true)`), a flag no caller \
            varies, one only ever passed a caller's value, and one nobody in the project calls are not \
            reported: the calls either say what they pick or pick nothing. Among those, it is reported when \
            it is an option (`force`, `includeHidden`, `fromCache`) and the body branches on it (`if`, `guard`, `switch`, or a ternary picking one of two computations, not two \
            constants), and \
            at one that names a state (`isSelected`, `enabled`, `todoChanged`) when an `if` or a `switch` on \
            it has two branches that each do their own work. Not reported: a Bool that is only stored or \
            passed on (`isHidden = !visible`, `view.setEnabled(enabled)`, `label.isHidden = show ? false : \
            true`), compared, or for a state only picks a value (`alpha = visible ? 1 : 0`); a Bool the body \
            shows to be a state: kept in another object's property (`copyButton.isHidden = hidden`) or in a \
            value an initializer makes (`.init(xOob: xOob)`), or picking one of two members of one thing \
            (`makePublic ? api.makeRoomPublic : api.makeRoomPrivate`, `on ? .green : .red`); an `if` whose \
            two branches mirror each other, mostly the same calls and assignments given other constants \
            (`button.setImage(UIImage(named: "eye.slash"))` / `button.setImage(UIImage(named: "eye"))`); \
            a Bool naming a state (`isSelected`, `enabled`) given to an initializer or a setter, or with one \
            branch only (that state's consequence); a condition (`inserting(x, if: condition)`); \
            optional Bools; the frameworks' own conventions (`animated`, a delegate method such as \
            `scrollViewDidEndDragging(_:willDecelerate:)`); `override`s, `@objc` and `@IBAction` methods, \
            protocol requirements and the functions implementing the project's protocols, whose signatures \
            are not the function's to choose; closures; test code.
            """,
        isOptIn: true,
        category: .design,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public struct ProjectIndex: Sendable {
        var requirements: Set<String>
        var references: CrossReference
    }

    public static var crossReferenceParts: CrossReferenceParts { [.boolLiteralCalls] }

    /// The signatures (`load(fromCache:)`) the file's protocols require.
    public func collect(_ file: SourceFile) -> Set<String> {
        let declarations = file.declarations
        var requirements = Set<String>()
        for function in declarations.functions {
            guard let parent = function.parent, declarations.types[parent].kind == .protocol else { continue }
            requirements.insert(Self.signature(function))
        }
        return requirements
    }

    public func index(_ summaries: [Set<String>]) -> ProjectIndex {
        index(summaries, references: .empty)
    }

    public func index(_ summaries: [Set<String>], references: CrossReference) -> ProjectIndex {
        ProjectIndex(requirements: summaries.reduce(into: Set<String>()) { $0.formUnion($1) }, references: references)
    }

    /// Each Bool parameter its function branches on, asking whether a protocol of the project
    /// requires the function (then the signature is not the function's to choose).
    public func candidates(in file: SourceFile, summary _: Set<String>) -> [Candidate<Question>] {
        guard !TestCode.isTestFile(file) else { return [] }
        let declarations = file.declarations
        var found: [Candidate<Question>] = []
        for function in declarations.functions where function.kind != .subscript {
            // Most functions take no Bool: asked first, before the checks that read names.
            guard function.parameters.contains(where: { $0.type.text == "Bool" }), let body = function.body,
                  let close = body.close, !isExempt(function, in: declarations) else { continue }
            for (position, parameter) in function.parameters.enumerated() where parameter.type.text == "Bool" {
                let name = parameter.internalName
                let isState = Self.namesState(name)
                guard Self.isBareAtCalls(parameter), !options.ignoredNames.contains(name),
                      !options.ignoredNames.contains(parameter.externalName ?? ""),
                      !Self.isSubject(name, of: function), !Self.isOnOffSetter(function, name),
                      !Self.isCondition(parameter), !(isState && Self.takesState(function)),
                      let branch = Branching(file: file, body: body.open + 1..<close).branch(on: name, isState: isState)
                else { continue }
                let owner = function.kind == .initializer ? function.parent.map { declarations.types[$0].name } : function.name
                guard let calledName = owner else { continue }
                let question = Question(
                    signature: Self.signature(function), calledName: calledName,
                    labels: function.parameters.map { $0.externalName ?? $0.internalName },
                    hasDefault: function.parameters.map(\.hasDefault), position: position,
                    defaultValue: Self.defaultValue(of: parameter, in: file),
                    ownerType: function.kind == .initializer ? nil : function.parent.map { declarations.types[$0].name },
                    function: function.kind == .initializer ? "the initializer" : "`\(function.name)`",
                    parameter: name, branch: branch
                )
                let placeholder = "`\(name)` is a Bool that picks one of two behaviours"
                found.append(Candidate(violation(in: file, at: file.tokens[parameter.nameToken], message: placeholder),
                                       asking: question))
            }
        }
        return found
    }

    /// Reported when the project's callers pass it both values, as bare literals: a call reads
    /// `export(items, true)` and another `export(items, false)`, and neither says what it picks.
    public func confirm(_ question: Question, in project: ProjectIndex) -> Confirmation {
        guard !project.requirements.contains(question.signature),
              let calls = project.references.calls(to: question.calledName).known else { return .dismissed }
        guard let sites = Callers(question, calls: calls).sites else { return .dismissed }
        return .confirmedSaying(
            "`\(question.parameter)` is a Bool that picks one of two behaviours of \(question.function) (its body branches "
                + "on it with `\(question.branch)`), and its callers give it bare: \(sites.true) and \(sites.false), which "
                + "do not say what they choose; make it an enum with two cases, each named for what its branch does"
        )
    }

    /// Signatures not the function's to choose: overrides, Objective-C entry points, delegate methods.
    private func isExempt(_ function: FunctionDeclaration, in declarations: DeclarationIndex) -> Bool {
        if function.modifiers.contains(.override) || function.modifiers.contains(.dynamic) { return true }
        if function.attributes.contains(where: { $0.hasPrefix("@objc") || $0.hasPrefix("@IBAction") || $0.hasPrefix("@IBSegueAction") }) {
            return true
        }
        if let parent = function.parent {
            let type = declarations.types[parent]
            if type.kind == .protocol || type.attributes.contains(where: { $0.hasPrefix("@objc") }) { return true }
        }
        return Self.isDelegateMethod(function)
    }

    /// `scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate:)`, `tableView(_:…)`: named
    /// after the framework object it is first passed.
    static func isDelegateMethod(_ function: FunctionDeclaration) -> Bool {
        guard let first = function.parameters.first else { return false }
        let type = first.type.wrapped?.baseName ?? first.type.baseName
        let prefixLength = type.prefix { $0.isUppercase }.count - 1
        guard prefixLength >= 2 else { return false }
        let stem = type.dropFirst(prefixLength)
        // `URL`, `ID`: no framework prefix before a word.
        guard let initial = stem.first, stem.count > 1 else { return false }
        return function.name.hasPrefix(initial.lowercased() + stem.dropFirst())
    }

    /// `setFavorite(_ isFavorite: Bool)`, `updateLoading(_ loading: Bool)`: the Bool is the value the
    /// function sets, not a choice of how.
    static func isSubject(_ name: String, of function: FunctionDeclaration) -> Bool {
        let stem = words(name).drop { ["is", "has", "should", "was", "are"].contains($0) }.joined()
        return stem.count >= 4 && function.name.lowercased().contains(stem)
    }

    /// `setProBadge(_ show: Bool)`, `highlight(_ on: Bool)`, `toggleMenuItem(_ visible: Bool)`: the
    /// Bool is the state the function turns on or off, and `true` reads as on.
    static func isOnOffSetter(_ function: FunctionDeclaration, _ name: String) -> Bool {
        ["set", "toggle", "highlight", "enable", "disable"].contains { function.name.hasPrefix($0) }
            || onOffNames.contains(name.lowercased())
    }

    static let onOffNames: Set<String> = ["show", "visible", "hidden", "hide", "enabled", "enable", "on", "highlighted", "selected", "active"]

    /// `inserting(x, if: condition)`: whether to do the one thing the function does, not which of two.
    static func isCondition(_ parameter: Parameter) -> Bool {
        ["if", "when", "unless", "where"].contains(parameter.externalName ?? "") || parameter.internalName == "condition"
    }

    /// Initializers and setters take a state as data (`init(isActive:)`, `setupUpload(enabled:)`).
    static func takesState(_ function: FunctionDeclaration) -> Bool {
        function.kind == .initializer
            || ["set", "update", "configure", "apply", "toggle", "render"].contains { prefix in
                function.name.hasPrefix(prefix)
            }
    }

    /// `isSelected`, `hasChanges`, `starred`, `todoChanged`: a state of something, not an option to do
    /// something (`fetchIfMissing`, `includeHidden`, `force`).
    static func namesState(_ name: String) -> Bool {
        let parts = words(name)
        guard let first = parts.first, let last = parts.last else { return false }
        if ["is", "has", "was", "were", "are", "did", "can"].contains(first) { return true }
        // A Bool called a value is one: `setOption(_ value: Bool)`.
        if ["value", "newvalue", "flag", "state", "bool", "on", "off"].contains(name.lowercased()) { return true }
        let participle = { (word: String) in
            word.hasSuffix("ed") || word.hasSuffix("able") || word.hasSuffix("ible")
        }
        return participle(first) || (parts.count == 2 && participle(last))
    }

    /// `isScrollingEnabled` → `is`, `scrolling`, `enabled`.
    static func words(_ name: String) -> [String] {
        var parts: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase && !current.isEmpty {
                parts.append(current)
                current = ""
            }
            if character != "_" { current.append(character.lowercased()) }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    static func signature(_ function: FunctionDeclaration) -> String {
        function.name + "(" + function.parameters.map { ($0.externalName ?? $0.internalName) + ":" }.joined() + ")"
    }
}
