import LintCore

public struct StaleCommentRule: ProjectWideRule {
    public struct Options: RuleOptions {
        public var severity: Severity = .warning
        /// Measured at 92% on code it was not tuned on, below the 95% of a default: on where the
        /// team documents every parameter. A change's new undocumented parameters are
        /// `doc_comment_not_updated`'s, on by default.
        public var undocumentedParameters = false

        public static let declarations: [OptionDeclaration<Self>] = [
            .bool(
                "undocumented_parameters", \.undocumentedParameters,
                summary: "Also report parameters a doc comment leaves out while it documents the others."
            ),
        ]

        public init() {}
    }

    public let options: Options

    public init(options: Options) {
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
            have (DocC binds it to the parameter's name, not its label: `func f(with text:)` is documented \
            as `text`; when exactly one undocumented parameter is close to the name, the message offers it, \
            unless the code shows the parameter's name may be the typo: `bunde: Bundle` documented as \
            `bundle` is reported as a misspelled parameter, and where the file's code uses the documented \
            name neither spelling is blamed), `- Returns:` on a function that returns nothing, `- Throws:` \
            on one that cannot throw (also when written as an item of `- Parameters:`, which is otherwise \
            reported as a misplaced `- Returns:` or `- Throws:`, not as a parameter to remove), and a DocC \
            link (``` ``Type/member(_:)`` ```) to a name nothing in the project's code declares or uses. A \
            backticked call (`` `name()` ``, `` `name(label:)` ``) to a name the project lacks may be another \
            module's API (`layoutIfNeeded()`), so it is reported only when it names a member of a type the \
            project declares (`Feed.legacyReload()`), or is one edit from a name the project has (`relaod()` \
            for `reload()`, a typo or a rename, which the message offers). Update the comment to say what the \
            code does now, or delete it.

            With `undocumented_parameters`, a doc comment that documents some parameters but leaves \
            others out (a parameter added without its documentation) is reported once, naming them; \
            unnamed parameters, those the compiler fills in (`#filePath`, `#isolation`), type witnesses and \
            parameters the prose names in backticks are not, nor is a single note on one subtle \
            parameter. Otherwise missing documentation is not staleness and is never reported; nor are \
            code blocks inside doc comments, plain backticked words, `- Todo:` fields or string literals. \
            Unlike swift-format's `ValidateDocumentationComments`, no section is asked for, no style of them \
            (plural or singular parameter sections, their order) is checked, and an initializer's \
            `- Returns:` (the instance it makes) is left alone.
            """,
        category: .clarity,
        fixes: "a documented argument label becomes the parameter's name; and where exactly one documented name matches no parameter and exactly one parameter is undocumented, the name becomes that parameter's; never when the parameter's name may be the misspelled one.",
        swiftLintNearest: SwiftLintNearest(rule: "valid_docs", difference: "reports documentation the code no longer matches"),
        remedies: [
            "update or remove it", "remove it, or return what it says", "remove it", "make them agree",
            "correct the parameter's name, not the documentation", "update the comment to name what the code does now, or remove it",
            "document it with the others", "document them with the others",
            "Link what the code names now, or write another module's symbol in single backticks",
            "write it as `- Returns:` outside the list", "write it as `- Throws:` outside the list",
        ],
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
            guard let comment = documentation.above(function.firstToken) else { continue }
            let fields = comment.fields
            let parameters = DocumentedParameters(function, fields: fields) { summary.hashes.contains(NameSet.hash(of: $0)) }
            for field in fields {
                guard let message = staleness(of: field, for: parameters, in: file) else { continue }
                var found = violation(in: file, at: field.offset, message)
                found.fix = Self.renamingFix(field, of: parameters, in: file)
                if case .parameter(let name) = field.kind { found.topics = ["parameter \(name)"] }
                candidates.append(Candidate(found))
            }
            if options.undocumentedParameters, let missing = undocumentedParameters(of: function, documentation: comment, in: file) {
                let names = missing.map { "`\($0.internalName)`" }
                let message = "the doc comment documents parameters of \(Self.signature(of: function)) but not "
                    + (names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!)
                    + ": document " + (names.count == 1 ? "it" : "them") + " with the others"
                candidates.append(Candidate(violation(in: file, at: file.tokens[missing[0].nameToken], message: message)))
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
        of field: DocumentationComment.Field, for parameters: DocumentedParameters, in file: SourceFile
    ) -> String? {
        let function = parameters.function
        var signature: String { Self.signature(of: function) }
        switch field.kind {
        case .parameter(let name):
            if let section = parameters.misplacedSection(field) {
                var meant = field
                meant.kind = section
                let (title, subject) = section == .returns ? ("Returns", "the result") : ("Throws", "the errors")
                return staleness(of: meant, for: parameters, in: file)
                    ?? "`- \(name):` inside `- Parameters:` documents \(subject), not a parameter: write it as `- \(title):` outside the list"
            }
            if parameters.isParameterName(name) || parameters.isClosureLabel(name) || parameters.unnamedDocumented.contains(name)
                || parameters.documentsNumberedParametersTogether { return nil }
            if let labelled = parameters.parameter(labelled: name) {
                // `tolerance _: TimeInterval` has no other name to document it by.
                if labelled.internalName == "_" { return nil }
                let parameter = labelled.internalName
                return Self.misspelling(name, of: labelled, in: parameters) ?? "the doc comment documents `\(name)`, the "
                    + "argument label of \(signature); DocC binds a parameter's documentation to its parameter name, "
                    + "`\(parameter)`: write `\(parameter)`"
            }
            let renamed = parameters.renamedParameter(for: name)
            if let renamed, let misspelling = Self.misspelling(name, of: renamed, in: parameters) { return misspelling }
            let advice = renamed.map { "did you mean `\($0.internalName)`?" } ?? "update or remove it"
            return "the doc comment documents parameter `\(name)`, which \(signature) does not have: \(advice)"
        case .returns:
            guard function.kind == .function, function.returnType?.isVoid ?? true,
                  !Self.saysNothingIsReturned(after: field.offset, in: file) else { return nil }
            return "`- Returns:` documents a result, but \(signature) returns nothing: remove it, or return what it says"
        case .throws:
            guard function.throwsClause == .none, !Self.hasThrowingGetter(function, in: file) else { return nil }
            return "`- Throws:` documents errors, but \(signature) cannot throw: remove it"
        }
    }

    private func references(in file: SourceFile, skipping hashes: [UInt64]) -> [SymbolReference] {
        var known = KnownNames(hashes)
        var references: [SymbolReference] = []
        for block in file.commentBlocks {
            // References are in backticks: most comment lines have none.
            for line in block.lines where !line.isFencedCode && line.holdsBacktick(in: file.bytes) {
                references += SymbolReferences.find(
                    in: line, of: file.bytes, skipping: &known, readingLinks: block.isDocumentation
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

    /// The parameters a doc comment leaves out while it documents others: a parameter added
    /// without its documentation. Nil when it documents none (missing documentation is not
    /// staleness), or documents the numbered parameters of a generated overload together.
    private func undocumentedParameters(
        of function: FunctionDeclaration, documentation: DocumentationComment, in file: SourceFile
    ) -> [Parameter]? {
        let fields = documentation.fields
        let documented = Set(documentation.parameters)
        guard !documented.isEmpty, !Self.documentsNumberedParametersTogether(fields, of: function) else { return nil }
        // A documented name the function does not have is reported as stale already: most often
        // the old name of the parameter that now looks undocumented.
        let names = Set(function.parameters.flatMap { [$0.internalName, $0.externalName ?? "_"] })
        guard documented.isSubset(of: names) else { return nil }
        // An unnamed parameter (`_: Int`) has no name to document, one documented by its
        // argument label is reported as that, and one the prose names in backticks is described.
        let prose = documentation.lines.map { String(decoding: file.bytes[$0.range], as: UTF8.self) }.joined(separator: "\n")
        let missing = function.parameters.filter { parameter in
            parameter.internalName != "_" && !documented.contains(parameter.internalName)
                && !documented.contains(parameter.externalName ?? "") && !Self.isCallerContext(parameter, in: file)
                && !prose.contains("`\(parameter.internalName)`")
        }
        // One `- Parameter` note beside several undocumented parameters, with no summary, or on an
        // underscored helper explains a subtle one; it is a note, not a list a change left incomplete.
        if documented.count == 1,
           function.name.hasPrefix("_") || missing.count >= 2 || documentation.summary(in: file.bytes).isEmpty {
            return nil
        }
        return missing.isEmpty ? nil : missing
    }

    /// The documented name rewritten where the right one is certain: an argument label becomes
    /// its parameter's name; and where exactly one documented name matches no parameter and
    /// exactly one named parameter is undocumented, the one becomes the other.
    static func renamingFix(
        _ field: DocumentationComment.Field, of parameters: DocumentedParameters, in file: SourceFile
    ) -> Fix? {
        guard case .parameter(let name) = field.kind,
              field.offset + name.utf8.count <= file.bytes.count,
              file.bytes[field.offset..<field.offset + name.utf8.count].elementsEqual(name.utf8) else { return nil }
        let target = parameters.parameter(labelled: name)
            ?? (parameters.unknown == [name] && parameters.undocumented.count == 1 ? parameters.undocumented[0] : nil)
        // A parameter's name that may be the misspelled one is not written into its documentation.
        guard let target, target.internalName != "_", parameters.misspelling(of: name, by: target) == nil else { return nil }
        let replacement = target.internalName
        return Fix("write `\(replacement)`", edits: [
            Fix.Edit(range: field.offset..<field.offset + name.utf8.count, replacement: replacement, in: file),
        ])
    }

    /// `file: StaticString = #filePath`, `line: UInt = #line`, `isolation: isolated (any Actor)? =
    /// #isolation`: filled in by the compiler at the call, never written by a caller, and by
    /// convention left out of documentation; so is a type witness defaulted to `.self`.
    static func isCallerContext(_ parameter: Parameter, in file: SourceFile) -> Bool {
        guard parameter.hasDefault else { return false }
        var cursor = file.cursor(at: parameter.nameToken)
        while cursor.exists, !(cursor.is(TokenKind.operator) && cursor.text == "="), !cursor.is(.comma), !cursor.is(.rightParen) {
            cursor = cursor.next
        }
        // `input inputType: Input.Type = Input.self`: a type witness, there for inference.
        if parameter.type.text.hasSuffix(".Type"), cursor.advanced(by: 2).is(.dot), cursor.advanced(by: 3).is(.selfValue) {
            return true
        }
        return cursor.next.is(.pound)
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
        // `- return: Nothing.` written inside `- Parameters:` says it too.
        let start = (file.bytes[keyword...].firstIndex(of: UInt8(ascii: ":")) ?? keyword) + 1
        var end = start
        while end < file.bytes.count && file.bytes[end] != Byte.lf && file.bytes[end] != Byte.cr { end += 1 }
        let text = String(decoding: file.bytes[min(start, end)..<end], as: UTF8.self).lowercased()
            .filter { $0 != " " && $0 != "." && $0 != "*" && $0 != "/" }
        return ["nothing", "none", "void", "()"].contains(text)
    }

    /// What to say of a documented name one typo from `parameter`'s name where the code shows
    /// the documentation may be spelled right: fixing the documentation is then not the advice.
    static func misspelling(_ name: String, of parameter: Parameter, in parameters: DocumentedParameters) -> String? {
        guard let misspelling = parameters.misspelling(of: name, by: parameter) else { return nil }
        let (written, signature) = (parameter.internalName, Self.signature(of: parameters.function))
        return misspelling == .unclear
            ? "the documented `\(name)` and the parameter `\(written)` of \(signature) are one typo apart: make them agree"
            : "the parameter `\(written)` of \(signature) looks like a misspelling of the documented `\(name)`, which "
                + "its type `\(parameter.type.text)` spells: correct the parameter's name, not the documentation"
    }

    /// `load(from source:count:)`, `init(value:)`, `subscript(_ index:)`: the labels, and the
    /// parameter names the doc comment documents where they differ from the labels. Past sixteen
    /// parameters the rest are elided: every message about the function repeats its signature.
    static func signature(of function: FunctionDeclaration) -> String {
        let names = function.parameters.prefix(16).map { parameter in
            let label = parameter.externalName ?? "_"
            let name = parameter.internalName
            return (name == label || name == "_" ? label : label + " " + name) + ":"
        }
        let elided = function.parameters.count > 16 ? "…" : ""
        return "`\(function.name)(\(names.joined())\(elided))`"
    }
}

private extension CommentLine {
    static let backtick = ByteSearch(UInt8(ascii: "`"))

    /// Whether the line has a backtick, read eight bytes at a time.
    func holdsBacktick(in bytes: [UInt8]) -> Bool {
        Self.backtick.firstIndex(in: bytes, start..<end) < end
    }
}
