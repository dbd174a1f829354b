import LintCore

public struct ClassLengthRule: Rule {
    public struct Options: RuleOptions {
        public enum ExtensionHandling: String, CaseIterable, Sendable {
            case sameFile = "same_file", separate, none
        }

        public var severity: Severity = .warning
        public var warning = 250
        /// Twice the essay's 250: a type this long holds at least two types' worth of code. SwiftLint's
        /// `type_body_length` errors at 350; a design rule on by default fails a build only where no
        /// reading of the essay could call the type short.
        public var error = 500
        public var kinds: [MeasuredKind] = [.class, .actor, .struct, .enum]
        public var extensions = ExtensionHandling.sameFile

        /// Named as `TypeKind` names them.
        public enum MeasuredKind: String, CaseIterable, Sendable {
            case `class`, actor, `struct`, `enum`
        }

        public static let acceptsSeverity = false
        public static let declarations: [OptionDeclaration<Self>] = [
            .int("warning", \.warning, minimum: 0, summary: "Warn above this many lines of code."),
            .int("error", \.error, minimum: 0, summary: "Error above this many lines of code."),
            .choices("kinds", \.kinds, summary: "Declaration kinds to measure."),
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
            A type that grows past a few hundred lines has collected several jobs. Spread the same code among \
            smaller types: there will be more types, each with one job, and each easy to name, test and read.

            Measured: the lines of code strictly between a type's opening `{` and its closing `}`, blank and \
            comment-only lines aside. Length is measured by what it does, whatever the kind of type: classes, \
            actors, structs and enums alike, since a SwiftUI view or a case-less enum holding a subsystem \
            collects jobs as a class does. Data gives a type no job, so its lines do not count: enum cases, \
            constants (`static let title = "Title"`, `let inset: CGFloat = 16`, a literal table), getters and \
            functions that only give back a constant (`var title: String { L10n.title }`), switch arms \
            that only map a case to one (`case .red: return "Red"`), initializers that only store their \
            parameters (`self.title = title`), and attributes on lines of their own (`@Published`), which \
            belong to the declaration below. Compiler directives (`#if DEBUG`) are no code either: they \
            choose which code is compiled; nor is a `{` on a line of its own, so that the same code is as \
            long in either brace style. A constant is built of literals, names, \
            type initializers, implicit members and static calls on types; a closure, an assignment or a \
            call on an instance makes it code. An enum of hundreds of localized strings or a table of cases \
            switched over ten times is data; the code around it still counts. Unlike SwiftLint's \
            `type_body_length`, which counts every line but blanks and comments, a body of constants is not \
            long here, and protocols, which declare no code, are not measured.

            Types nested in a type are measured on their own: nesting is one way to give a job its own \
            type. Extensions in the type's file add their lines to it (`extensions: same_file`); an \
            extension of a type declared elsewhere is measured on its own, as the type is at least that \
            long. Test targets (files under `Tests/` or a test-support folder such as `TestUtilities/`, named \
            `…Tests.swift` or importing XCTest, Testing, \
            Quick or Nimble) and test suites (`XCTestCase`, `QuickSpec` and `AsyncSpec` subclasses, \
            `@Suite` types) are not measured: their length counts tests, not jobs.

            The message says where the length is. Members that use the same stored property, or one \
            another, form a group; where two or more groups of real size (each a fifth of the lines or more) \
            share no stored property, initializers aside (a member counts as using a property it names alone \
            or reads on the instance: `items`, `self.items`, `strongSelf.items`), it names each by its state \
            and largest members, for a type that inherits no state (a struct, an enum, an actor, a class \
            with no superclass but `NSObject`; a view controller's `view` could join what its own \
            properties do not): \
            each is a job, and a type of its own; only then does it claim more than one job, since a long \
            type can still be one (a layout, a state machine). Where one member holds most of the lines, that \
            member is \
            what to split. Otherwise it names the largest parts (functions, initializers, subscripts, \
            computed properties such as a SwiftUI `body`, stored properties' observers, stored closures, the \
            extensions in the file); nested types are \
            measured on their own and are no part of it. `// MARK:` sections are not named: a section runs \
            to the next mark, and its label often no longer says what the code under it does.

            Past `error` lines (500 by default, twice the essay's 250: two types' worth of code in one) the \
            warning becomes an error; the message still names the `warning` limit, the length a type should \
            keep to.
            """,
        category: .focus,
        swiftLintCounterpart: SwiftLintCounterpart(rule: "type_body_length"),
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func validate(_ file: SourceFile) -> [Violation] {
        guard let measurement = measure(file, longerThan: options.warning) else { return [] }
        return measurement.types.map { measured in
            let parts = Parts(
                of: measured.position, in: file, members: measurement.members, own: measurement.own, lines: measurement.lines.lines
            )
            let jobs = Jobs(of: measured.position, in: file, members: measurement.members, lines: measurement.lines.lines)
            return report(measured, where: whereLengthIs(measured.lines, parts: parts, jobs: jobs), in: file)
        }
    }

    /// The file's longest measured type, however short, for `lint history`.
    public func codeLines(in file: SourceFile) -> Int {
        Self.codeLines(in: file, CodeLines(file))
    }

    private static func codeLines(in file: SourceFile, _ lines: CodeLines) -> Int {
        file.lines.isEmpty ? 0 : lines.lines(from: 0, through: file.lines.count - 1)
    }

    /// Both measures, the file's code lines found once.
    public func measures(of file: SourceFile) -> FileMeasure {
        let lines = CodeLines(file)
        return FileMeasure(codeLines: Self.codeLines(in: file, lines), longestType: longestType(in: file, lines: lines))
    }

    public func longestType(in file: SourceFile) -> TypeLength? {
        longestType(in: file, lines: nil)
    }

    private func longestType(in file: SourceFile, lines: CodeLines?) -> TypeLength? {
        let longest = measure(file, longerThan: 0, lines: lines)?.types.max { $0.lines < $1.lines }
        return longest.map { measured in
            let token = file.tokens[measured.type.nameToken]
            return TypeLength(name: measured.type.name, path: file.path, line: Int(token.line) + 1, lines: measured.lines)
        }
    }

    /// A type measured as the rule measures it: its own lines, with those of its extensions in
    /// the file.
    struct MeasuredType {
        var type: TypeDeclaration
        var position: Int
        var lines: Int
        var fromExtensions: Int
    }

    /// The file's measured types longer than `minimum` lines of code, with the counts,
    /// members and each type's own lines that measured them; nil when the file has none.
    func measure(
        _ file: SourceFile, longerThan minimum: Int, lines known: CodeLines? = nil
    ) -> (types: [MeasuredType], lines: CodeLines, members: MembersByType, own: [Int?])? {
        // A test target's types are suites and their fixtures: their length counts tests, not jobs.
        // No type has more lines of code than its file: most files are read no further.
        let index = file.declarations
        guard !TestCode.isTestFile(file), !index.types.isEmpty, file.lines.lazy.filter(\.hasCode).count > minimum else { return nil }
        let lines = known ?? CodeLines(file)
        let members = MembersByType(file)
        let own = ownLines(of: index, in: file, lines: lines)
        var measured: [MeasuredType] = []
        for (position, type) in zip(index.types.indices, index.types) {
            guard let count = own[position] else { continue }
            if type.kind == .extension {
                // An extension of a type declared elsewhere is at least as long as it is.
                if options.extensions == .separate || options.extensions == .sameFile && members.foreignExtensions.contains(position) {
                    measured.append(MeasuredType(type: type, position: position, lines: count, fromExtensions: 0))
                }
                continue
            }
            guard options.kinds.contains(where: { $0.rawValue == type.kind.rawValue }), !TestCode.isSuite(type, in: file)
            else { continue }
            let extensions = options.extensions == .sameFile ? members.extensionsByType[position] ?? [] : []
            let fromExtensions = extensions.reduce(0) { $0 + (own[$1] ?? 0) }
            measured.append(MeasuredType(type: type, position: position, lines: count + fromExtensions, fromExtensions: fromExtensions))
        }
        measured.removeAll { $0.lines <= minimum }
        return measured.isEmpty ? nil : (measured, lines, members, own)
    }

    /// Each type's own lines of code: its body's, less the data and the types nested in it,
    /// which are measured on their own. Nil for a body that never closes.
    private func ownLines(of index: DeclarationIndex, in file: SourceFile, lines: CodeLines) -> [Int?] {
        var own = index.types.map { lines.bodyLines($0.body) }
        for nested in index.types {
            guard let parent = nested.parent, own[parent] != nil, let closeLine = nested.body?.closeLine else { continue }
            let nestedLines = lines.lines(from: Int(file.tokens[nested.firstToken].line), through: closeLine)
            own[parent] = max(0, (own[parent] ?? 0) - nestedLines)
        }
        return own
    }

    /// Where the length is: two or more groups of members that share no state are its jobs;
    /// one member holding most of the lines is what to split; otherwise its largest parts. Only
    /// the groups claim more than one job: a long type may still be one (a layout, a state machine).
    private func whereLengthIs(_ total: Int, parts: Parts, jobs: Jobs) -> (text: String, remedy: String) {
        let separate = jobs.separate(ofTotal: total)
        if separate.count >= 2 {
            let remedy = Jobs.remedy
            return (": it does more than one job." + Jobs.description(of: separate, hasInitializer: jobs.hasInitializer) + ": " + remedy, remedy)
        }
        if let largest = parts.members.first(where: { $0.lines <= total }), largest.isCode, largest.lines * 2 > total {
            let remedy = "split the member that holds most of the length first"
            return (". Most of its length is one member: \(largest.name) holds \(largest.lines) of the \(total) lines; " + remedy, remedy)
        }
        let named = parts.description
        let remedy = named.isEmpty ? "Give each job it holds a smaller type, named for it" : "A part that does a job of its own is a type "
            + "of its own, named for it"
        return ("." + named + " " + remedy, remedy)
    }

    private func report(_ measured: MeasuredType, where located: (text: String, remedy: String), in file: SourceFile) -> Violation {
        let (type, lines, fromExtensions) = (measured.type, measured.lines, measured.fromExtensions)
        // Past `error` the severity rises; the limit a type should keep to stays the one named.
        let severity: Severity = lines > options.error ? .error : .warning
        let kind = type.kind.rawValue
        let what = type.kind == .extension ? "Extension of `\(type.name)`" : "\(kind.prefix(1).uppercased() + kind.dropFirst()) `\(type.name)`"
        let extensionNote = fromExtensions > 0 ? " (\(fromExtensions) of them in extensions in this file)" : ""
        let message = "\(what) has \(lines) lines of code\(extensionNote), over the limit of \(options.warning)\(located.text)"
        var found = violation(in: file, at: file.tokens[type.nameToken], severity: severity, message: message, remedy: located.remedy)
        // The body's lines recognise the type in a baseline, or at a revision, once it is renamed.
        if let body = type.body {
            let first = min(body.openLine + 1, file.lines.count)
            let lines = file.lines[first..<max(first, min(body.closeLine ?? file.lines.count, file.lines.count))]
            found.body = BodySignature(file.bytes, lines: lines.map { Int($0.start)..<Int($0.end) })
        }
        return found
    }
}

/// `lint history` charts the longest type as this rule counts it.
extension ClassLengthRule: TypeLengthMeasuring {}
