import LintCore

public struct OptionalViewControllerPropertyRule: CollectingRule {
    public struct Options: RuleOptions {
        public var severity: Severity = .warning
        public var viewControllerBases = [
            "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
            "UIHostingController", "NSWindowController",
        ]
        public var includeLet = false
        public var includeClosures = false
        /// Handles whose optionality says "running or not", not a mode of the screen.
        public var ignoredTypes = [
            "AnyCancellable", "Cancellable", "NSKeyValueObservation", "NSObjectProtocol", "Timer",
            "DispatchWorkItem", "DispatchSourceTimer", "CADisplayLink", "Task", "NSLayoutConstraint",
        ]

        public static let documentation = [
            OptionDocumentation(
                key: "view_controller_bases",
                defaultValue: "[UINavigationController, UITabBarController, UISplitViewController, "
                    + "UIPageViewController, UIHostingController, NSWindowController]",
                summary: "Superclasses that make a class a view controller besides names ending in ViewController."
            ),
            OptionDocumentation(key: "include_let", defaultValue: "false", summary: "Flag optional `let`s too."),
            OptionDocumentation(
                key: "include_closures", defaultValue: "false",
                summary: "Flag optional closures such as `(() -> Void)?` too."
            ),
            OptionDocumentation(
                key: "ignored_types",
                defaultValue: "[AnyCancellable, Cancellable, NSKeyValueObservation, NSObjectProtocol, Timer, "
                    + "DispatchWorkItem, DispatchSourceTimer, CADisplayLink, Task, NSLayoutConstraint]",
                summary: "Wrapped types never flagged (generic arguments ignored): subscription, timer and task "
                    + "handles, whose optionality says \"running or not\"."
            ),
        ]

        public init() {}

        public mutating func apply(_ reader: inout OptionReader) throws(ConfigurationError) {
            viewControllerBases = try reader.strings("view_controller_bases") ?? viewControllerBases
            includeLet = try reader.bool("include_let") ?? includeLet
            includeClosures = try reader.bool("include_closures") ?? includeClosures
            ignoredTypes = try reader.strings("ignored_types") ?? ignoredTypes
        }
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    public static let description = RuleDescription(
        identifier: "optional_view_controller_property",
        name: "Optional View Controller Property",
        summary: "View controllers should not keep optional state: an optional set \"in some cases\" hides a mode "
            + "or a moment in time.",
        rationale: """
            An optional stored property on a view controller says "sometimes": opened from a notification or \
            not, loaded or not yet. The cases it stands for are nowhere written down, and every method must \
            guess which one it is in. Say it instead: an `enum Mode` with a case per way the screen is opened, \
            a loading-state enum (`.loading`, `.loaded(Model)`, `.failed(Error)`), or pass the value in at \
            initialisation so it is never missing.

            A view controller is a class whose name ends in `ViewController`, or whose superclass ends in \
            `ViewController` or is one of `view_controller_bases` (also through the project's own base \
            classes). Exempt: `weak`/`unowned` references, `@IBOutlet`s, `let`s, computed and `lazy` \
            properties, `static`/`class` properties, optional closures, and locals.
            """,
        triggeringExamples: OptionalViewControllerPropertyExamples.triggering,
        nonTriggeringExamples: OptionalViewControllerPropertyExamples.nonTriggering
    )

    public func collect(_ file: SourceFile) -> [DeclaredType] {
        file.declaredTypes
    }

    public func index(_ summaries: [[DeclaredType]]) -> TypeHierarchy {
        TypeHierarchy(summaries)
    }

    /// Each flagged optional stored in a class, with the class: whether it is a view
    /// controller may depend on base classes declared in other files.
    public func findings(in file: SourceFile, summary _: [DeclaredType]) -> [(owner: DeclaredType, violation: Violation)] {
        let types = file.declarations.types
        return file.declarations.properties.compactMap { property in
            guard let parent = property.parent, types[parent].kind == .class,
                  let wrapped = flaggedOptional(property) else { return nil }
            let owner = types[parent]
            let message = "`\(property.name): \(wrapped)` is optional state on view controller "
                + "`\(owner.name)`: a value that may be missing hides a mode or a moment in time; state it "
                + "with an `enum Mode`, a loading-state enum, or pass it in at initialisation"
            return (DeclaredType(owner), violation(in: file, at: file.tokens[property.nameToken], message: message))
        }
    }

    public func violations(
        from findings: [(owner: DeclaredType, violation: Violation)], project hierarchy: TypeHierarchy
    ) -> [Violation] {
        findings.compactMap { isViewController($0.owner, hierarchy) ? $0.violation : nil }
    }

    private func isViewController(_ type: DeclaredType, _ hierarchy: TypeHierarchy) -> Bool {
        if type.name.hasSuffix("ViewController") { return true }
        guard let superclass = type.firstInherited else { return false }
        return hierarchy.ancestors(startingAt: superclass).contains { name in
            name != type.name && (name.hasSuffix("ViewController") || options.viewControllerBases.contains(name))
        }
    }

    /// The wrapped type's text when the property is optional state this rule is about.
    private func flaggedOptional(_ property: PropertyDeclaration) -> String? {
        guard property.isStored, options.includeLet || !property.isLet,
              let type = property.type, let wrapped = Self.wrappedType(of: type) else { return nil }
        let exemptModifiers: Set<String> = ["weak", "unowned", "lazy", "static", "class"]
        if property.modifiers.contains(where: { exemptModifiers.contains(String($0.prefix { $0 != "(" })) }) {
            return nil
        }
        if property.attributes.contains(where: { $0.hasPrefix("@IBOutlet") }) { return nil }
        if !options.includeClosures && Self.isClosure(wrapped) { return nil }
        if options.ignoredTypes.contains(wrapped) || options.ignoredTypes.contains(DeclaredType.baseName(wrapped)) {
            return nil
        }
        return type
    }

    /// `T?`, `T!` and `Optional<T>` → `T`; nil for a non-optional type.
    static func wrappedType(of type: String) -> String? {
        if type.hasSuffix("?") || type.hasSuffix("!") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<") && type.hasSuffix(">") { return String(type.dropFirst(9).dropLast()) }
        return nil
    }

    /// `(() -> Void)`, `(@MainActor (Int) -> Void)`, `((Int) -> ())`: an arrow outside any
    /// brackets once parentheses wrapping the whole type are gone (`[() -> Void]` is an array,
    /// `(Int, () -> Void)` a tuple).
    static func isClosure(_ type: String) -> Bool {
        var text = Substring(type)
        while text.hasPrefix("("), closingParenthesis(of: text) == text.index(before: text.endIndex) {
            text = text.dropFirst().dropLast()
        }
        var depth = 0
        var previous: Character = " "
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 0: return false
            case ">" where previous == "-": if depth == 0 { return true }
            case ">": depth -= 1
            default: break
            }
            previous = character
        }
        return false
    }

    private static func closingParenthesis(of text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
