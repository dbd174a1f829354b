import LintCore

public struct OptionalCollectionRule: Rule {
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

            Flagged: private and fileprivate stored properties, instance or static, `var` or `let`, whose \
            type is an optional `Array`, `Dictionary` or `Set` in any spelling (`[T]?`, `[K: V]?`, \
            `Set<T>?`, `Array<T>?`, `Optional<[T]>`, `[T]!`), when their file reads nil as empty \
            (`posts?.count ?? 0`, `posts ?? []`, `posts?.forEach`) and never tells nil apart (`posts == nil`, \
            `if let posts { … } else { … }`, `posts = nil`, `posts = []`, `posts ?? defaults`). Only a \
            private property's every use is in its file; on real code, nil in a wider property usually \
            means something ("not loaded", "inherit", "use the default") that another file shows. \
            `emptiable_types` adds types such as `String` or `Data`, and `include_functions` adds \
            parameters and results.

            Not flagged: computed properties and locals; properties of types that encode or decode \
            themselves (a declared `Codable`, `Decodable` or `Encodable` conformance), where the optional \
            mirrors a wire format in which a missing list is not an empty one; `@NSManaged` properties and \
            Interface Builder outlets, which the frameworks fill; overrides; protocol requirements.
            """,
        isOptIn: true,
        category: .design,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func validate(_ file: SourceFile) -> [Violation] {
        // Test doubles and a manifest's optional settings mirror someone else's API.
        if file.path.hasSuffix("Package.swift") || TestCode.isTestFile(file) { return [] }
        let declarations = file.declarations
        var mirrorsWireFormat: [Int: Bool] = [:]
        var violations: [Violation] = []
        for property in declarations.properties where property.isStored {
            // Only a private property's every use is in its file, where the rule can read them.
            guard let type = property.type, let kind = emptiness(of: type), !isExempt(property.modifiers, property.attributes),
                  property.modifiers.contains(where: { ($0.keyword == .private || $0.keyword == .fileprivate) && $0.argument == nil })
            else { continue }
            if let parent = property.parent {
                if declarations.types[parent].kind == .protocol { continue }
                let mirrors = mirrorsWireFormat[parent] ?? Self.mirrorsWireFormat(parent, in: declarations, options)
                mirrorsWireFormat[parent] = mirrors
                if mirrors { continue }
            }
            guard Uses(of: property.name, isArray: type.wrapped?.collection == .array, in: file).treatNilAsEmpty
            else { continue }
            violations.append(violation(
                in: file, at: file.tokens[property.nameToken],
                message: "`\(property.name): \(type)` is an optional \(kind): nil and empty are two kinds of emptiness "
                    + "every caller must check; store an empty \(kind) instead, or an enum if \"not loaded\" differs "
                    + "from \"none\""
            ))
        }
        if options.includeFunctions { violations += functionViolations(in: file) }
        return violations
    }

    private func functionViolations(in file: SourceFile) -> [Violation] {
        var violations: [Violation] = []
        for function in file.declarations.functions where !isExempt(function.modifiers, function.attributes) {
            for parameter in function.parameters {
                guard let kind = emptiness(of: parameter.type) else { continue }
                violations.append(violation(
                    in: file, at: file.tokens[parameter.nameToken],
                    message: "parameter `\(parameter.internalName): \(parameter.type)` is an optional \(kind): take an "
                        + "empty \(kind) instead of nil, so the function checks one kind of emptiness"
                ))
            }
            if function.kind == .function, let result = function.returnType, let kind = emptiness(of: result) {
                violations.append(violation(
                    in: file, at: file.tokens[function.keywordToken + 1],
                    message: "`\(function.name)` returns an optional \(kind) (`\(result)`): return an empty \(kind) "
                        + "instead of nil, so callers check one kind of emptiness"
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

    private func isExempt(_ modifiers: [Modifier], _ attributes: [String]) -> Bool {
        // (`[String: Any]` is a record, not a list: see `emptiness(of:)`.)
        modifiers.contains(.override)
            || attributes.contains { $0.hasPrefix("@NSManaged") || $0.hasPrefix("@IBOutlet") }
    }

    /// Whether the type, or an extension of it in the same file, declares a wire-format conformance.
    private static func mirrorsWireFormat(_ type: Int, in declarations: DeclarationIndex, _ options: Options) -> Bool {
        let name = declarations.types[type].name
        return declarations.types.contains { candidate in
            (candidate.name == name || candidate.name.hasSuffix("." + name))
                && candidate.inheritedTypes.contains { options.wireFormatProtocols.contains($0.baseName) }
        }
    }
}
