import LintCore

public struct StaleCommentRule: ProjectWideRule {
    public let options: SeverityOption

    public init(options: SeverityOption) {
        self.options = options
    }

    public static let description = RuleDescription(
        identifier: "stale_comment",
        name: "Stale Comment",
        summary: "Comments don't compile, so they drift: documentation of parameters, returns and throws the code "
            + "no longer has, and references to names that no longer exist.",
        rationale: """
            The compiler checks code, never comments, so a comment keeps describing the code as it was. Flagged \
            is only what has provably drifted: a doc comment that documents a parameter the function does not \
            have (DocC matches the parameter's internal name: `func f(with text:)` is documented as `text`), \
            `- Returns:` on a function that returns nothing, `- Throws:` on one that cannot throw, and a DocC \
            link (``` ``Type/member(_:)`` ```) or backticked call (`` `name()` ``) whose name appears nowhere \
            in the project's code. Update the comment to say what the code does now, or delete it.

            Missing documentation is not staleness and is never reported; nor are code blocks inside doc \
            comments, plain backticked words, `- Todo:` fields or string literals.
            """,
        category: .clarity,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    /// Every name the file's code declares or uses (hashed: this runs over every identifier
    /// of the project), and the types it declares. Summaries are kept until every file is
    /// read, so they hold compact lists, not the hash table (8 KB for a typical file).
    public func collect(_ file: SourceFile) -> FileNames {
        FileNames(
            hashes: NameSet(identifiersIn: file).hashes, types: file.declarations.types.map { NameSet.hash(of: $0.name) }
        )
    }

    /// Runs on one thread after every file: it reads compact hashes, not the files' tables.
    public func index(_ summaries: [FileNames]) -> ProjectNames {
        let largest = summaries.map(\.hashes.count).max() ?? 0
        var project = ProjectNames(all: NameSet(minimumCapacity: largest * 4), types: NameSet())
        for summary in summaries {
            project.all.formUnion(hashes: summary.hashes)
            project.types.formUnion(hashes: summary.types)
            project.mayContain.insert(summary.hashes)
        }
        return project
    }

    /// Drifted doc fields, and the references a comment makes to names the file's own code
    /// does not have: whether those are stale depends on the whole project.
    public func candidates(in file: SourceFile, summary: FileNames) -> [Candidate<SymbolReference>] {
        let documentation = DocumentationComments(file)
        var candidates: [Candidate<SymbolReference>] = []
        for function in file.declarations.functions {
            guard let fields = documentation.above(function.firstToken)?.fields else { continue }
            let unnamedDocumented = Self.namesForUnnamedParameters(fields, of: function)
            for field in fields {
                if case .parameter(let name) = field.kind, unnamedDocumented.contains(name)
                    || (!function.parameters.contains(where: { $0.internalName == name })
                        && Self.documentsNumberedParametersTogether(fields, of: function)) { continue }
                guard let message = staleness(of: field, for: function, in: file) else { continue }
                candidates.append(Candidate(violation(in: file, at: field.offset, message)))
            }
        }
        for reference in references(in: file, skipping: summary.hashes) {
            candidates.append(Candidate(violation(in: file, at: reference.offset, ""), asking: reference))
        }
        return candidates
    }

    /// A reference is stale when the project names nothing it could mean.
    public func confirm(_ reference: SymbolReference, in project: ProjectNames) -> Confirmation {
        staleness(of: reference, names: project).map(Confirmation.confirmedSaying) ?? .dismissed
    }

    /// One violation per comment line: the first one found there.
    public func duplicateKey(of candidate: Candidate<SymbolReference>) -> AnyHashable? {
        candidate.violation.location.line
    }

    private func violation(in file: SourceFile, at offset: Int, _ message: String) -> Violation {
        violation(in: file, at: file.location(ofOffset: offset), message: message)
    }

    private func staleness(
        of field: DocumentationComment.Field, for function: FunctionDeclaration, in file: SourceFile
    ) -> String? {
        var signature: String { Self.signature(of: function) }
        switch field.kind {
        case .parameter(let name):
            if function.parameters.contains(where: { $0.internalName == name }) { return nil }
            if Self.isClosureLabel(name, of: function) { return nil }
            if let labelled = function.parameters.first(where: { $0.externalName == name }) {
                // `tolerance _: TimeInterval` has no other name to document it by.
                if labelled.internalName == "_" { return nil }
                return "the doc comment documents `\(name)`, the argument label of \(signature); DocC documents "
                    + "the parameter name: write `\(labelled.internalName)`"
            }
            return "the doc comment documents parameter `\(name)`, which \(signature) does not have: update or remove it"
        case .returns:
            guard function.kind == .function, function.returnType?.isVoid ?? true,
                  !Self.saysNothingIsReturned(after: field.offset, in: file) else { return nil }
            return "`- Returns:` documents a result, but \(signature) returns nothing: remove it, or return what it says"
        case .throws:
            guard function.throwsClause == .none, !Self.hasThrowingGetter(function, in: file) else { return nil }
            return "`- Throws:` documents errors, but \(signature) cannot throw: remove it"
        }
    }

    private func references(in file: SourceFile, skipping known: [UInt64]) -> [SymbolReference] {
        var references: [SymbolReference] = []
        for block in file.commentBlocks {
            // References are in backticks: most comment lines have none.
            for line in block.lines where !line.isFencedCode && line.holdsBacktick(in: file.bytes) {
                references += SymbolReferences.find(
                    in: line, of: file.bytes, skipping: known, readingLinks: block.isDocumentation
                )
            }
        }
        return references
    }

    /// Why a reference to a name the project does not have is stale, or nil when it may well
    /// be another module's API (`layoutIfNeeded()`, `max(_:_:)`, `XCTAssertEqual(_:_:)`):
    /// a DocC link (DocC resolves them in the module), a member that a project type lacks
    /// (`Parser.parseAll()`), or a near-miss of a project name, which is a typo or a rename.
    private func staleness(of reference: SymbolReference, names project: ProjectNames) -> String? {
        guard !project.contains(reference.baseName) else { return nil }
        let qualifiers = reference.written.prefix { $0 != "(" }.split(whereSeparator: { $0 == "." || $0 == "/" })
            .dropLast()
        // `location.href.includes(…)` is another language's code when the project has no `href`.
        let qualifiersAreKnown = qualifiers.allSatisfy { $0 == "self" || $0 == "Self" || project.contains(String($0)) }
        // `super.setUp()` names what the superclass has, most often a framework class.
        if qualifiersAreKnown, !qualifiers.contains("super"), let typo = project.nearMiss(of: reference.baseName) {
            return "`\(reference.written)` names `\(reference.baseName)`, which the project does not have: did you "
                + "mean `\(typo)`?"
        }
        let isProjectMember = qualifiers.last.map { $0.first?.isUppercase == true && project.types.contains(String($0)) }
        guard reference.isDocLink || isProjectMember == true else { return nil }
        // Keywords written like calls (`unowned(unsafe)`, `private(set)`, `init(from:)`,
        // `super.init()`) name the language, not the project.
        if Keyword(spelling: reference.baseName) != nil { return nil }
        // Another module's symbol (`EncodingError`) is as unresolvable to DocC as a removed one.
        if reference.isDocLink && isProjectMember != true {
            return "``\(reference.written)`` links to `\(reference.baseName)`, which nothing in the project declares or "
                + "uses: DocC cannot resolve it. Link what the code names now, or write another module's symbol "
                + "in single backticks"
        }
        return "`\(reference.written)` refers to `\(reference.baseName)`, which nothing in the project declares or "
            + "uses any more: update the comment to name what the code does now, or remove it"
    }

    /// DocC gives documented names that match no parameter to the unnamed (`_`) parameters,
    /// in order: `func advanced(by _: Stride)` may document `n`.
    static func namesForUnnamedParameters(
        _ fields: [DocumentationComment.Field], of function: FunctionDeclaration
    ) -> Set<String> {
        let unnamed = function.parameters.filter { $0.internalName == "_" }.count
        guard unnamed > 0 else { return [] }
        let unknown = fields.compactMap { field -> String? in
            guard case .parameter(let name) = field.kind,
                  !function.parameters.contains(where: { $0.internalName == name || $0.externalName == name })
            else { return nil }
            return name
        }
        return Set(unknown.prefix(unnamed))
    }

    /// Numbered parameters of generated overloads (`_ arg1: A, _ arg2: B`), left out of the
    /// doc comment because one entry that is none of their names describes them together
    /// (`- arguments: List of 2 arguments`): that entry is not stale.
    static func documentsNumberedParametersTogether(
        _ fields: [DocumentationComment.Field], of function: FunctionDeclaration
    ) -> Bool {
        let documented = Set(fields.compactMap { field -> String? in
            if case .parameter(let name) = field.kind { return name }
            return nil
        })
        var numberedPerStem: [String: Int] = [:]
        for parameter in function.parameters where !documented.contains(parameter.internalName) {
            let name = parameter.internalName
            let stem = name.utf8.prefix { !Byte.isDigit($0) }
            guard !stem.isEmpty, stem.count < name.utf8.count, name.utf8.dropFirst(stem.count).allSatisfy(Byte.isDigit)
            else { continue }
            numberedPerStem[String(decoding: stem, as: UTF8.self), default: 0] += 1
        }
        return numberedPerStem.values.contains { $0 >= 2 }
    }

    /// A label of a closure type among the parameters or of a returned closure
    /// (`_ body: (_ elements: [Input]) -> T`, a curried `-> (_ count: Int) -> Void`): the
    /// doc describes what the closure receives.
    static func isClosureLabel(_ name: String, of function: FunctionDeclaration) -> Bool {
        (function.parameters.map(\.type) + (function.returnType.map { [$0] } ?? [])).contains {
            $0.labelsFunctionParameter(name)
        }
    }

    /// `subscript(i: Int) -> T { get throws { … } }`: a subscript throws through its getter.
    static func hasThrowingGetter(_ function: FunctionDeclaration, in file: SourceFile) -> Bool {
        guard function.kind == .subscript, let body = function.body else { return false }
        let end = min(body.close ?? file.tokens.count, file.tokens.count)
        var depth = 0
        for position in body.open + 1..<end {
            let token = file.tokens[position]
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket: depth += 1
            case .rightBrace, .rightParen, .rightBracket: depth -= 1
            case .identifier where depth == 0 && token.keyword == .get:
                var next = position + 1
                if next < end && file.tokens[next].keyword == .async { next += 1 }
                return next < end && file.tokens[next].keyword == .throws
            default: break
            }
        }
        // A body without `get` is the getter itself, which cannot be marked `throws`.
        return false
    }

    /// `- Returns: Nothing.` is true of a function that returns nothing.
    static func saysNothingIsReturned(after keyword: Int, in file: SourceFile) -> Bool {
        let start = keyword + "returns:".utf8.count
        var end = start
        while end < file.bytes.count && file.bytes[end] != Byte.lf && file.bytes[end] != Byte.cr { end += 1 }
        let text = String(decoding: file.bytes[min(start, end)..<end], as: UTF8.self).lowercased()
            .filter { $0 != " " && $0 != "." && $0 != "*" && $0 != "/" }
        return ["nothing", "none", "void", "()"].contains(text)
    }

    /// `load(from:count:)`, `init(value:)`, `subscript(_:)`.
    static func signature(of function: FunctionDeclaration) -> String {
        let labels = function.parameters.map { ($0.externalName ?? "_") + ":" }.joined()
        return "`\(function.name)(\(labels))`"
    }
}

extension StaleCommentRule {
    /// What one file's code names: its identifiers and the types it declares, hashed.
    public struct FileNames: Sendable {
        let hashes: [UInt64]
        let types: [UInt64]
    }

    /// What the project's code names: every identifier, and the types it declares (hashed).
    public struct ProjectNames: Sendable {
        var all: NameSet
        var types: NameSet
        /// A one-bit-per-hash filter in front of `all` for the near-miss search, which asks about
        /// thousands of spellings a reference: most are answered from 128 KB, not from probes
        /// into a table as large as the project's vocabulary.
        var mayContain = HashFilter()

        func contains(_ name: String) -> Bool {
            all.contains(name)
        }

        /// A project name one edit from `name`, a typo or a rename. Another form of the same word
        /// (`includes`, `include`; `configure`, `configured`) is another word, not a typo, and so is
        /// the value named after a type (`contentInfo` for a type `ContentInfo`).
        func nearMiss(of name: String) -> String? {
            all.oneEditNeighbour(of: name, prefilter: mayContain) { candidate in
                !["s", "d"].contains { candidate + $0 == name || name + $0 == candidate }
                    && !(candidate.dropFirst() == name.dropFirst() && candidate.first != name.first)
            }
        }
    }
}

private extension CommentLine {
    static let backtick = ByteSearch(UInt8(ascii: "`"))

    /// Whether the line has a backtick, read eight bytes at a time.
    func holdsBacktick(in bytes: [UInt8]) -> Bool {
        Self.backtick.firstIndex(in: bytes, start..<end) < end
    }
}
