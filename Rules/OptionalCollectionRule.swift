import LintCore

public struct OptionalCollectionRule: ProjectWideRule {
    public struct Options: RuleOptions {
        public var severity: Severity = .warning
        /// Types with an empty value of their own, flagged like collections when optional.
        public var emptiableTypes: [String] = []
        /// Conformances that make a type mirror a wire format, where nil and empty differ.
        public var wireFormatProtocols = ["Codable", "Decodable", "Encodable"]
        public var includeFunctions = false

        public static let declarations: [OptionDeclaration<Self>] = [
            .strings(
                "emptiable_types", \.emptiableTypes,
                summary: "More types with an empty value (`String`, `Data`) to flag when optional."
            ),
            .strings(
                "wire_format_protocols", \.wireFormatProtocols,
                summary: "Conformances whose types mirror a wire format, where a missing list is not an empty one."
            ),
            .bool("include_functions", \.includeFunctions, summary: "Flag parameters and results of functions too."),
        ]

        public init() {}
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    public static let description = RuleDescription(
        identifier: "optional_collection",
        name: "Optional Collection",
        summary: "An optional collection has two kinds of emptiness: store an empty one instead.",
        rationale: """
            "Having to check two forms of emptiness is something I never want to do." A `[Post]?` can be \
            nil or empty, and every caller must ask both (`posts?.isEmpty ?? true`), usually to mean the \
            same thing. Store the empty collection (`var posts: [Post] = []`); when "not loaded yet" really \
            differs from "loaded, none", say so with an enum (`case loading, loaded([Post])`).

            Flagged: stored properties, instance or static, `var` or `let`, whose type is an optional \
            `Array`, `Dictionary` or `Set` in any spelling (`[T]?`, `[K: V]?`, `Set<T>?`, `Array<T>?`, \
            `Optional<[T]>`, `[T]!`), when their readers read nil as empty (`posts?.count ?? 0`, \
            `posts ?? []`, `posts?.isEmpty != false`, `if let posts, !posts.isEmpty`, \
            `posts == nil || posts!.isEmpty`) and none tells nil apart (`posts == nil` on a branch of its \
            own, `if let posts { … } else { … }`, `posts = nil`, `posts = []`, `posts ?? defaults`, \
            `$posts`). A private property is read in its file; a wider one anywhere in the project \
            (`feed.posts ?? []`), though not through an optional (`feed?.posts ?? []`: the optional may be \
            the feed's), nor, when another type's property has the same name and another type, as evidence \
            that nil is empty. A private store behind a non-optional accessor \
            (`var items: [Item] { _items ?? [] }`) is reported as such: store the empty collection in the \
            accessor's place. `emptiable_types` adds types such as `String` or `Data`, and \
            `include_functions` adds parameters and results.

            Not flagged: computed properties and locals; properties of types that encode or decode \
            themselves (a declared `Codable`, `Decodable` or `Encodable` conformance), where the optional \
            mirrors a payload in which a missing key is not an empty list; `@NSManaged` properties and \
            Interface Builder outlets, which the frameworks fill; property wrappers other than `@State` \
            (`@Published` hands the optional to subscribers); overrides; protocol requirements and the \
            properties that implement them, whose type the protocol decides.
            """,
        isOptIn: true,
        category: .design,
        swiftLintCounterpart: SwiftLintCounterpart(rule: "discouraged_optional_collection"),
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public struct FileSummary: Sendable {
        var readings: FileReadings
        /// Protocol requirements typed as optional collections, by name: their implementations
        /// take the protocol's type.
        var requirements: Set<String>
        /// Properties of any other type (`let items: [Item]`, `var items = Cache()`), by name.
        var otherlyTyped: Set<String>
        /// Stored optional collections, by name, once for each declaration.
        var optionalCollections: [String] = []
    }

    public struct ProjectIndex: Sendable {
        /// Every file's reads through another value (`model.items`), by name.
        var members: [String: Reading]
        var requirements: Set<String>
        /// Names whose reads through another value may be of another property: one that is no
        /// optional collection, or another type's optional collection of the same name.
        var otherlyTyped: Set<String>
    }

    /// A property read outside its file: its name, and how its own file reads it.
    public struct Question: Sendable {
        var name: String
        var ownReading: Reading
    }

    public func collect(_ file: SourceFile) -> FileSummary {
        let declarations = file.declarations
        let collections = declarations.properties.filter { $0.type.flatMap(emptiness) != nil }
        let requirements = collections.filter { $0.parent.map { declarations.types[$0].kind == .protocol } == true }
        let otherlyTyped = declarations.properties.filter { $0.type?.wrapped?.collection == nil }.map(\.name)
        return FileSummary(readings: FileReadings(file), requirements: Set(requirements.map(\.name)), otherlyTyped: Set(otherlyTyped),
                           optionalCollections: collections.filter(\.isStored).map(\.name))
    }

    public func index(_ summaries: [FileSummary]) -> ProjectIndex {
        var project = ProjectIndex(members: [:], requirements: [], otherlyTyped: [])
        var declared: Set<String> = []
        for summary in summaries {
            project.members.merge(summary.readings.members, uniquingKeysWith: +)
            project.requirements.formUnion(summary.requirements)
            project.otherlyTyped.formUnion(summary.otherlyTyped)
            // `component.stateUpdates ?? []` reads one of two types' `stateUpdates`: which, the name does not say.
            for name in summary.optionalCollections where !declared.insert(name).inserted { project.otherlyTyped.insert(name) }
        }
        return project
    }

    /// A private property's every use is in its file, which settles it; a wider one is read
    /// anywhere in the project (`model.items ?? []`), which the question asks.
    public func candidates(in file: SourceFile, summary: FileSummary) -> [Candidate<Question>] {
        // Test doubles and a manifest's optional settings mirror someone else's API.
        if file.path.hasSuffix("Package.swift") || TestCode.isTestFile(file) { return [] }
        let declarations = file.declarations
        let readings = summary.readings
        var wireFormatNames: Set<String>?
        var candidates: [Candidate<Question>] = []
        for property in declarations.properties where property.isStored {
            guard let type = property.type, let kind = emptiness(of: type), !isExempt(property.modifiers, property.attributes)
            else { continue }
            if let parent = property.parent {
                if declarations.types[parent].kind == .protocol { continue }
                let names = wireFormatNames ?? Self.wireFormatNames(in: declarations, options)
                wireFormatNames = names
                if names.contains(declarations.types[parent].name) { continue }
            }
            let name = property.name
            let own = readings.own[name] ?? Reading()
            let (message, remedy) = self.message(for: property, type, kind, accessor: readings.accessors[name])
            let found = violation(in: file, at: file.tokens[property.nameToken], message: message, remedy: remedy)
            if property.modifiers.contains(where: { ($0.keyword == .private || $0.keyword == .fileprivate) && $0.argument == nil }) {
                // Another value's property of the same name is not this one, unless it is compared with nil.
                let apart = readings.members[name]?.tellsNilApart == true
                if own.treatsNilAsEmpty && !apart { candidates.append(Candidate(found)) }
            } else if !own.tellsNilApart {
                candidates.append(Candidate(found, asking: Question(name: name, ownReading: own)))
            }
        }
        if options.includeFunctions { candidates += functionViolations(in: file).map { Candidate($0) } }
        return candidates
    }

    public func confirm(_ question: Question, in project: ProjectIndex) -> Confirmation {
        if project.requirements.contains(question.name) { return .dismissed }
        var members = project.members[question.name] ?? Reading()
        // `book.chapters?.count` may read another type's `chapters`; compared with nil, it still warns.
        if project.otherlyTyped.contains(question.name) { members.nilAsEmpty = 0 }
        return Confirmation((question.ownReading + members).treatsNilAsEmpty)
    }

    private func message(
        for property: PropertyDeclaration, _ type: TypeReference, _ kind: String, accessor: String?
    ) -> (message: String, remedy: String?) {
        let empty = kind == "dictionary" ? "[:]" : kind == "array" || kind == "set" ? "[]" : "an empty value"
        let declared = "`\(property.name): \(type)`"
        if let accessor {
            let stored = type.wrapped.map { "var \(accessor): \($0) = \(empty)" } ?? "the empty \(kind)"
            return ("\(declared) is read through `\(accessor)`, which turns nil into an empty \(kind): store `\(stored)` "
                + "in their place, so there is one kind of emptiness and no accessor", nil)
        }
        let remedy = "store an empty \(kind) (`\(empty)`) instead, so there is one kind of emptiness to check"
        return ("\(declared) is an optional \(kind) its readers treat as empty when nil: " + remedy, remedy)
    }

    private func functionViolations(in file: SourceFile) -> [Violation] {
        var violations: [Violation] = []
        for function in file.declarations.functions where !function.modifiers.contains(.override) {
            for parameter in function.parameters {
                guard let kind = emptiness(of: parameter.type) else { continue }
                let remedy = "take an empty \(kind) instead of nil, so the function checks one kind of emptiness"
                violations.append(violation(
                    in: file, at: file.tokens[parameter.nameToken],
                    message: "parameter `\(parameter.internalName): \(parameter.type)` is an optional \(kind): " + remedy, remedy: remedy
                ))
            }
            if function.kind == .function, let result = function.returnType, let kind = emptiness(of: result) {
                let remedy = "return an empty \(kind) instead of nil, so callers check one kind of emptiness"
                violations.append(violation(
                    in: file, at: file.tokens[function.keywordToken + 1],
                    message: "`\(function.name)` returns an optional \(kind) (`\(result)`): " + remedy, remedy: remedy
                ))
            }
        }
        return violations
    }

    /// What the optional type wraps, as the message names it: "array", "dictionary", "set" or
    /// an emptiable type's name; nil for any other type.
    private func emptiness(of type: TypeReference) -> String? {
        guard let wrapped = type.wrapped else { return nil }
        switch wrapped.collection {
        case .array: return "array"
        case .dictionary:
            // `[String: Any]` is a record (JSON, attributes), not a list that may be empty.
            let isRecord = [": Any]", ", Any>", ": AnyObject]", ", AnyObject>"].contains { wrapped.text.hasSuffix($0) }
            return isRecord ? nil : "dictionary"
        case .set: return "set"
        case nil: return options.emptiableTypes.contains(wrapped.text) ? "`\(wrapped.text)`" : nil
        }
    }
}
