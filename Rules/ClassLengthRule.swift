import LintCore

public struct ClassLengthRule: Rule {
    public struct Options: RuleOptions {
        public enum ExtensionHandling: String, CaseIterable, Sendable {
            case sameFile = "same_file", separate, none
        }

        public var severity: Severity = .warning
        public var warning = 250
        public var error = 400
        public var kinds: [MeasuredKind] = [.class, .actor]
        public var extensions = ExtensionHandling.sameFile

        public enum MeasuredKind: String, CaseIterable, Sendable {
            case `class`, actor, `struct`, `enum`

            var typeKind: TypeKind {
                switch self {
                case .class: .class
                case .actor: .actor
                case .struct: .struct
                case .enum: .enum
                }
            }
        }

        public static let acceptsSeverity = false
        public static let declarations: [OptionDeclaration<Self>] = [
            .int("warning", \.warning, minimum: 0, summary: "Warn above this many lines of code."),
            .int("error", \.error, minimum: 0, summary: "Error above this many lines of code."),
            .choices("kinds", \.kinds, summary: "Declaration kinds to measure (`struct` and `enum` too, for value types)."),
            .choice(
                "extensions", \.extensions,
                summary: "`same_file` adds extensions in the type's file to it; `separate` measures each extension "
                    + "on its own; `none` ignores extensions."
            ),
        ]

        public init() {}

        /// `class_length: 300` sets the warning limit; `[300, 500]` sets both limits.
        public mutating func applyShorthand(_ node: YAMLNode, file: String?) throws(ConfigurationError) {
            let limits = node.sequence?.compactMap(\.int) ?? node.int.map { [$0] } ?? []
            guard (1...2).contains(limits.count), limits.count == (node.sequence?.count ?? 1) else {
                throw ConfigurationError(
                    "`class_length` expects a mapping, a warning limit or [warning, error], found \(node.kindDescription)",
                    file: file, at: node.location
                )
            }
            warning = limits[0]
            if limits.count == 2 { error = limits[1] }
        }
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    public static let description = RuleDescription(
        identifier: "class_length",
        name: "Class Length",
        summary: "Types should stay short: a type over 250 lines of code has more than one job.",
        rationale: """
            A class that grows past a few hundred lines has collected several jobs. Spread the same code among \
            smaller types: there will be more types, each with one job, and each easy to name, test and read.

            Counted: the lines of code strictly between a type's opening `{` and its closing `}`, including \
            nested types and multi-line string literals; blank and comment-only lines do not count (blank \
            lines inside multi-line strings neither). By default \
            extensions in the same file add their body lines to the type. Test suites (`XCTestCase` \
            subclasses, also through the project's own base case in a file importing XCTest, and `@Suite` \
            types) are not measured: their length counts tests, not jobs.

            Classes and actors are measured by default: a long one is the view controller or service that \
            collected jobs. Long structs and enums were mostly data models, state machines and namespaces \
            their maintainers would not split; add them to `kinds` to measure them too.

            Opt-in: on real code the rule was not tuned on, a maintainer would split about two classes in \
            five that it reports (40% and 42% on two new sets of apps and libraries): much length is data, \
            tables, state machines and single cohesive algorithms, not extra jobs. Past 500 lines the share \
            was five in six; raise `warning` to report only those.
            """,
        isOptIn: true,
        category: .focus,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func validate(_ file: SourceFile) -> [Violation] {
        let counter = CodeLineCounter(file)
        let index = file.declarations
        let extensionLines = options.extensions == .sameFile ? linesOfExtensions(in: index, counter: counter) : [:]
        var violations: [Violation] = []
        for (position, type) in zip(index.types.indices, index.types) {
            if type.kind == .extension {
                if options.extensions == .separate, let lines = counter.bodyLines(type.body) {
                    report(type, lines: lines, fromExtensions: 0, in: file, into: &violations)
                }
                continue
            }
            guard options.kinds.contains(where: { $0.typeKind == type.kind }), !Self.isTestSuite(type, in: file), let own = counter.bodyLines(type.body)
            else { continue }
            let fromExtensions = extensionLines[position, default: 0]
            report(type, lines: own + fromExtensions, fromExtensions: fromExtensions, in: file, into: &violations)
        }
        return violations
    }

    /// An `XCTestCase` or a Swift Testing `@Suite`: its length counts tests, not jobs. A subclass in
    /// a file importing XCTest is one too, through the project's own base case (`Test_Core`).
    static func isTestSuite(_ type: TypeDeclaration, in file: SourceFile) -> Bool {
        if type.attributes.contains(where: { $0.hasPrefix("@Suite") }) { return true }
        let bases = type.inheritedTypes.map(\.baseName)
        if bases.contains(where: { $0.hasSuffix("TestCase") }) || (type.name.hasSuffix("Tests") && !bases.isEmpty) {
            return true
        }
        return type.kind == .class && !bases.isEmpty && file.importsAny(of: testFrameworks)
    }

    private static let testFrameworks: Set<String> = ["XCTest"]

    /// Body lines of this file's extensions, by the position of the type each one extends
    /// (`extension Outer.Inner` finds `Inner` declared in `Outer`). Linear in the number of
    /// declarations, however deeply they nest.
    private func linesOfExtensions(in index: DeclarationIndex, counter: CodeLineCounter) -> [Int: Int] {
        let types = index.types
        let extensions = types.indices.filter { types[$0].kind == .extension }
        guard !extensions.isEmpty else { return [:] }
        let paths = extensions.map { Self.components(of: types[$0].name) }
        let extendedNames = Set(paths.compactMap { $0.last })
        var typesByName: [String: [Int]] = [:]
        for position in types.indices where types[position].kind != .extension && extendedNames.contains(types[position].name) {
            typesByName[types[position].name, default: []].append(position)
        }
        var lines: [Int: Int] = [:]
        for (candidate, components) in zip(extensions, paths) {
            guard let name = components.last, let extended = typesByName[name] else { continue }
            for position in extended where index.type(at: position, isNamed: components) {
                lines[position, default: 0] += counter.bodyLines(types[candidate].body) ?? 0
            }
        }
        return lines
    }

    /// `Outer.Inner` → `["Outer", "Inner"]`; most extended names have no dot.
    private static func components(of name: String) -> [String] {
        guard name.utf8.contains(UInt8(ascii: ".")) else { return [name] }
        return name.split(separator: ".").map(String.init)
    }

    private func report(
        _ type: TypeDeclaration, lines: Int, fromExtensions: Int, in file: SourceFile, into violations: inout [Violation]
    ) {
        let severity: Severity
        let limit: Int
        if lines > options.error {
            severity = .error
            limit = options.error
        } else if lines > options.warning {
            severity = .warning
            limit = options.warning
        } else {
            return
        }
        let what = type.kind == .extension ? "Extension of `\(type.name)`" : "\(type.kind.displayName) `\(type.name)`"
        let extensionNote = fromExtensions > 0 ? " (\(fromExtensions) of them in extensions in this file)" : ""
        let message = "\(what) has \(lines) lines of code\(extensionNote), over the limit of \(limit): a type this "
            + "long has more than one job; move each job into a smaller type of its own"
        violations.append(violation(
            in: file, at: file.tokens[type.nameToken], severity: severity, message: message
        ))
    }

}

extension ClassLengthRule {
    /// Counts code lines in line ranges in constant time, from prefix sums.
    private struct CodeLineCounter {
        private let prefix: [Int]

        init(_ file: SourceFile) {
            var sums = [0]
            sums.reserveCapacity(file.lines.count + 1)
            for line in file.lines { sums.append(sums[sums.count - 1] + (line.hasCode ? 1 : 0)) }
            prefix = sums
        }

        /// Code lines strictly between the body's brace lines; nil for bodies that never close.
        func bodyLines(_ body: Body?) -> Int? {
            guard let body, let closeLine = body.closeLine else { return nil }
            guard closeLine > body.openLine + 1 else { return 0 }
            return prefix[closeLine] - prefix[body.openLine + 1]
        }
    }
}

private extension TypeKind {
    var displayName: String {
        switch self {
        case .class: "Class"
        case .struct: "Struct"
        case .enum: "Enum"
        case .actor: "Actor"
        case .protocol: "Protocol"
        case .extension: "Extension"
        }
    }
}
