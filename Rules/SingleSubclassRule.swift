import LintCore

public struct SingleSubclassRule: ProjectWideRule {
    public let options: SeverityOption

    public init(options: SeverityOption) {
        self.options = options
    }

    public static let description = RuleDescription(
        identifier: "single_subclass",
        name: "Single Subclass",
        summary: "A class with exactly one subclass is one specialization: make both cases explicit.",
        rationale: """
            "There's never one specialization." A class with one subclass has two cases, the class \
            itself and its one variation, but only the variation is named: the base case hides in the \
            superclass, and every override is a sometimes-I-do-it-this-way. Make both cases explicit: \
            two subclasses of a base that is only the shared part, an enum of the cases with their data, \
            or composition (the varying part as a value the class holds).

            Flagged, at the superclass's name: a class of the project with exactly one subclass in the \
            project, made or registered as itself somewhere (`Cell()`, `Cell.init`, `Cell.self`), so it \
            is a case of its own, when the subclass varies it: it overrides members the class itself \
            declares (a variant of one thing), or, overriding nothing, it adds stored data (a mode, as \
            the essay's `LocationViewController` with a notification message). Not flagged: a subclass \
            that overrides only what the class inherits from a framework (`layoutSubviews`, \
            `mouseDown`) or its initializers, which is reuse of a building block, not a second case; one \
            that only adds conformances or computed members; one with subclasses of its own (a family); \
            one that only binds the base's generic argument (`class ReportFetcher: \
            MultiFetcher<ModMailItem> {}`); the one part-kind of a composite that holds a list of its own \
            kind (`[ShapeContainerLayer]`); a base made as itself in ten files or more (a building block); \
            a superclass from another module (`DeltaCore.GameViewController`), `open` classes, framework \
            superclasses, classes declared in test code, and classes whose other subclasses are test \
            doubles (`Mock…`, `…Mock`, `Fake`, `Stub`, `Spy`) or live in test code. A class declared \
            under one name in several files (two targets) is not judged.
            """,
        isOptIn: true,
        category: .design,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    struct DeclaredClass: Sendable {
        var name: String
        var superclass: String?
        /// A test double's name or a test file's class: a stand-in, not a case.
        var isStandIn: Bool
        /// `class ReportFetcher: MultiFetcher<ModMailItem> {}`: it binds its superclass's generic
        /// argument and declares nothing else, so it is a name for one use of the base, not a mode.
        var onlyBindsGenerics: Bool
        /// The class holds a list of its own kind (`[ShapeContainerLayer]`): a composite, whose
        /// subclass is one kind of part, not a mode of the whole.
        var holdsItsOwnKind: Bool
        /// `Module.Base` or `Outer.Base`: the first name, which is a module unless the project declares it.
        var superclassQualifier: String?
    }

    /// What a class or an extension declares and overrides, by member name.
    struct Members: Sendable {
        var declared: Set<String> = []
        var overridden: Set<String> = []
        var storesData = false

        func merged(with other: Members) -> Members {
            Members(
                declared: declared.union(other.declared), overridden: overridden.union(other.overridden),
                storesData: storesData || other.storesData
            )
        }
    }

    public struct FileSummary: Sendable {
        var path: String
        var classes: [DeclaredClass]
        /// Type names the file makes or registers as themselves: `Cell(`, `Cell.init(`, `Cell.self`.
        var instantiated: Set<String>
        /// The members of each class and extension in the file, by the type's name.
        var members: [String: Members]
        /// Every type the file declares: a qualifier naming none is another module.
        var typeNames: Set<String>
    }

    public struct ProjectIndex: Sendable {
        /// For each class name, the files declaring a class of that name.
        var declaringFiles: [String: Set<String>]
        /// For each superclass name, its subclasses' names and whether each is a stand-in.
        var subclasses: [String: [String: Bool]]
        /// For each type name, how many files make or register it as itself.
        var madeInFiles: [String: Int]
        /// Subclasses that only bind their superclass's generic arguments.
        var generics: Set<String>
        /// Classes that hold a list of their own kind.
        var composites: Set<String>
        /// What each class declares and overrides, its extensions included.
        var members: [String: Members]
    }

    public func collect(_ file: SourceFile) -> FileSummary {
        let isTest = TestCode.isTestFile(file)
        let declarations = file.declarations
        // Gathered by the position of the type that holds them: a name is made only for classes
        // and extensions that declare something.
        var byType = [Members?](repeating: nil, count: declarations.types.count)
        for function in declarations.functions where function.kind != .initializer {
            guard let parent = function.parent, Self.canSubclass(declarations.types[parent]) else { continue }
            Self.add(function.name, override: function.modifiers.contains(.override), stored: false, to: &byType[parent])
        }
        for property in declarations.properties {
            guard let parent = property.parent, Self.canSubclass(declarations.types[parent]),
                  !property.modifiers.contains(.static), !property.modifiers.contains(.class) else { continue }
            Self.add(property.name, override: property.modifiers.contains(.override), stored: property.isStored,
                     to: &byType[parent])
        }
        var members: [String: Members] = [:]
        for (gathered, type) in zip(byType, declarations.types) {
            guard let gathered else { continue }
            let name = Self.typeName(type)
            if let known = members[name] { members[name] = known.merged(with: gathered) } else { members[name] = gathered }
        }
        let classes = declarations.types.filter { $0.kind == .class }.map { type in
            let superclass = type.inheritedTypes.first
            let qualified = superclass?.text.split(separator: "<").first.map { $0.split(separator: ".") } ?? []
            return DeclaredClass(
                name: type.name, superclass: superclass?.baseName,
                isStandIn: isTest || TestCode.isDouble(type.name),
                onlyBindsGenerics: superclass?.text.contains("<") == true && Self.declaresNothing(type, in: file),
                holdsItsOwnKind: Self.holdsItsOwnKind(type, in: file),
                superclassQualifier: qualified.count > 1 ? qualified.first.map(String.init) : nil
            )
        }
        return FileSummary(
            path: file.path, classes: classes, instantiated: isTest ? [] : Self.instantiated(in: file),
            members: members, typeNames: Set(declarations.types.filter { $0.kind != .extension }.map(\.name))
        )
    }

    /// `Feed.Item` for an extension of it: the name a subclass's superclass is read by.
    private static func typeName(_ type: TypeDeclaration) -> String {
        String(type.name.split(separator: ".").last ?? "")
    }

    private static func canSubclass(_ type: TypeDeclaration) -> Bool {
        type.kind == .class || type.kind == .extension
    }

    private static func add(_ name: String, override: Bool, stored: Bool, to members: inout Members?) {
        if members == nil { members = Members() }
        if override {
            members?.overridden.insert(name)
        } else {
            members?.declared.insert(name)
            if stored { members?.storesData = true }
        }
    }

    public func index(_ summaries: [FileSummary]) -> ProjectIndex {
        var declaring: [String: Set<String>] = [:]
        var subclasses: [String: [String: Bool]] = [:]
        var generics: Set<String> = []
        var composites: Set<String> = []
        var members: [String: Members] = [:]
        let projectTypes = summaries.reduce(into: Set<String>()) { $0.formUnion($1.typeNames) }
        for summary in summaries {
            for (type, declared) in summary.members {
                if let known = members[type] { members[type] = known.merged(with: declared) } else { members[type] = declared }
            }
            for declared in summary.classes {
                declaring[declared.name, default: []].insert(summary.path)
                if declared.onlyBindsGenerics { generics.insert(declared.name) }
                if declared.holdsItsOwnKind { composites.insert(declared.name) }
                // `DeltaCore.GameViewController` is another module's class, whatever the project names its own.
                if let qualifier = declared.superclassQualifier, !projectTypes.contains(qualifier) { continue }
                if let superclass = declared.superclass, superclass != declared.name {
                    let standIn = subclasses[superclass]?[declared.name] ?? false
                    subclasses[superclass, default: [:]][declared.name] = standIn || declared.isStandIn
                }
            }
        }
        var madeInFiles: [String: Int] = [:]
        for summary in summaries {
            for name in summary.instantiated { madeInFiles[name, default: 0] += 1 }
        }
        // An override in an extension is an override of the class.
        generics.subtract(generics.filter { !(members[$0]?.overridden.isEmpty ?? true) })
        return ProjectIndex(
            declaringFiles: declaring, subclasses: subclasses, madeInFiles: madeInFiles,
            generics: generics, composites: composites, members: members
        )
    }

    /// Each class the file declares that others may subclass within the project.
    public func candidates(in file: SourceFile, summary: FileSummary) -> [Candidate<String>] {
        guard !TestCode.isTestFile(file) else { return [] }
        return file.declarations.types.compactMap { type in
            guard type.kind == .class, !type.modifiers.contains(.open), !type.modifiers.contains(.final),
                  !TestCode.isDouble(type.name) else { return nil }
            let message = "class `\(type.name)` has one subclass"
            return Candidate(violation(in: file, at: file.tokens[type.nameToken], message: message), asking: type.name)
        }
    }

    public func confirm(_ name: String, in project: ProjectIndex) -> Confirmation {
        guard project.declaringFiles[name]?.count == 1, let subclasses = project.subclasses[name],
              subclasses.count == 1, let (subclass, isStandIn) = subclasses.first, !isStandIn,
              // Its subclass's own subclasses make it a family, not one specialization.
              project.subclasses[subclass] == nil,
              // A base that is never made as itself is no case of its own: only the subclass is. One
              // made in many files is a building block (owncloud's `CollectionViewSection`).
              let madeIn = project.madeInFiles[name], madeIn < Self.componentFiles,
              // A subclass that only binds a generic argument names one use of the base: no mode.
              !project.generics.contains(subclass),
              // A composite's one subclass is a kind of part, not a mode of the whole.
              !project.composites.contains(name) else { return .dismissed }
        let base = project.members[name] ?? Members()
        let derived = project.members[subclass] ?? Members()
        let head = "class `\(name)` has one subclass, `\(subclass)`"
        let varied = derived.overridden.intersection(base.declared).sorted()
        if !varied.isEmpty {
            return .confirmedSaying(
                head + ", which overrides \(Self.list(varied)) of it: there's never one specialization, and `\(name)`'s own "
                    + "case is left implicit; make both cases explicit (two subclasses of a base holding only the shared "
                    + "part), or hold the varying behaviour as a value `\(name)` is given (composition)"
            )
        }
        // Overriding only what the framework declares, or initializers, reuses a building block.
        guard derived.overridden.isEmpty, derived.storesData else { return .dismissed }
        return .confirmedSaying(
            head + ", which adds stored data without overriding: there's never one specialization, and `\(name)`'s own "
                + "case is left implicit; make the mode explicit (an enum of the cases with their data, held by "
                + "`\(name)`, or two subclasses of a base holding only the shared part)"
        )
    }

    /// "`a`", "`a` and `b`", "`a`, `b` and 2 more".
    private static func list(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        switch quoted.count {
        case 1: return quoted[0]
        case 2: return quoted[0] + " and " + quoted[1]
        default: return quoted.prefix(2).joined(separator: ", ") + " and \(quoted.count - 2) more"
        }
    }

    /// A class declared in several `#if` branches is one class.
    public func duplicateKey(of candidate: Candidate<String>) -> AnyHashable? {
        candidate.question
    }

    /// Capitalised names followed by `(`, `<…>(`, `.init` or `.self`: the types the file makes or
    /// registers as themselves.
    static func instantiated(in file: SourceFile) -> Set<String> {
        let tokens = file.tokens
        var names: Set<String> = []
        for position in tokens.indices.dropLast(2) {
            let token = tokens[position]
            guard token.kind == .identifier, token.keyword == nil, Byte.isUppercase(file.bytes[Int(token.start)])
            else { continue }
            var next = position + 1
            if tokens[next].kind == .leftAngle {
                var depth = 0
                while next < tokens.count - 1, next < position + 24 {
                    if tokens[next].kind == .leftAngle { depth += 1 }
                    if tokens[next].kind == .rightAngle { depth -= 1 }
                    next += 1
                    if depth == 0 { break }
                }
            }
            guard next + 1 < tokens.count else { continue }
            let makes = tokens[next].kind == .leftParen
                || (tokens[next].kind == .dot && (tokens[next + 1].keyword == .initializer
                    || tokens[next + 1].keyword == .selfValue))
            if makes { names.insert(file.text(of: token)) }
        }
        return names
    }

    /// Made as itself in this many files, a class is a general-purpose component: on T, U, V and W
    /// the bases of true warnings are made in 1 to 8 files, or 32 with an overriding subclass
    /// (CovidCertificate's `Button`); owncloud's `CollectionViewSection`, 14, is a building block.
    static let componentFiles = 10

    /// Whether the class's body declares nothing but type aliases (`{}`, `{ typealias Item = Post }`).
    static func declaresNothing(_ type: TypeDeclaration, in file: SourceFile) -> Bool {
        guard let body = type.body, let close = body.close else { return false }
        let tokens = file.tokens
        for position in (body.open + 1)..<close {
            switch tokens[position].keyword {
            case .func, .var, .let, .initializer, .subscript, .deinit, .case, .override: return false
            default: continue
            }
        }
        return true
    }

    /// The class's body spells a list of its own kind, `[Name]`: it holds parts of its own kind.
    static func holdsItsOwnKind(_ type: TypeDeclaration, in file: SourceFile) -> Bool {
        guard let body = type.body, let close = body.close, close > body.open + 3 else { return false }
        let tokens = file.tokens
        for position in (body.open + 2)..<(close - 1)
        where tokens[position].kind == .identifier && tokens[position - 1].kind == .leftBracket
            && tokens[position + 1].kind == .rightBracket && file.text(of: tokens[position]) == type.name {
            return true
        }
        return false
    }

}
