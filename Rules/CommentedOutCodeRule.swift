import LintCore

public struct CommentedOutCodeRule: Rule {
    public struct Options: RuleOptions {
        public var severity: Severity = .warning
        public var minimumLines = 2

        public static let declarations: [OptionDeclaration<Self>] = [
            .int(
                "minimum_lines", \.minimumLines, minimum: 2,
                summary: "Report a comment once this many of its lines read as code (at least 2)."
            ),
        ]

        public init() {}
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    /// The advice every warning gives, printed once in a terminal.
    static let remedy = "code in comments rots silently; delete it, version control remembers it"

    public static let description = RuleDescription(
        identifier: "commented_out_code",
        name: "Commented-Out Code",
        summary: "Delete commented-out code: it rots silently, and version control remembers it.",
        rationale: """
            Code in a comment is never compiled, so it drifts from the code around it until nobody can tell \
            whether it still works or why it was kept. Delete it: version control remembers every line, and a \
            commit message says why it went better than a comment does.

            Flagged: a run of consecutive `//` lines, or one block comment, whose lines mostly read as Swift \
            statements (declarations, assignments, calls, control flow, braces). Never flagged: prose, license \
            headers, `MARK:`/`TODO:` lines, `lint:` and `swiftlint:` directives, doc comments (`///`, `/** */`, \
            where code examples belong), code a comment introduces as an example ("Usage:", "For example"), \
            code in a file's header comment (one that names the file, its author or its copyright), prose \
            that quotes a declaration (`didTap(_ item: _) is defined in BaseCell`), \
            switches kept on purpose ("Uncomment to enable logging"), a `NOTE:` about code left out, code a \
            note in or just above the block keeps on purpose ("kept for reference until …", "disabled for the \
            moment", a TODO or FIXME that names the code or says to restore or enable it; a TODO that gives \
            only a reason does not), \
            diagrams and timelines drawn in columns, sketches with `...`, formulas, `key=value` dumps and \
            JSON (a bracket alone opens data unless it is the brace of a code line above), and single lines. A blank \
            line or a blank `//` line ends a block unless more code follows it (or the code above left a multi-line \
            string open): the prose comment after disabled code is not part of it.
            """,
        isOptIn: true,
        category: .clarity,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func validate(_ file: SourceFile) -> [Violation] {
        let blocks = Candidate.all(in: file)
        return blocks.indices.compactMap { index in
            let block = blocks[index]
            guard block.lines.count >= options.minimumLines, !CommentIntent.keepsOnPurpose(block.lines),
                  let first = CodeReading.firstCodeLine(of: block.lines, minimumCodeLines: options.minimumLines),
                  !Candidate.isIntroduced(index, in: blocks, of: file),
                  !CommentIntent.noteKeeps(block.lines, above: block.commentAbove.map { blocks[$0].lines } ?? [])
            else { return nil }
            // The lines the block spans, not "an N-line comment": the comment around them may go on
            // past a `// MARK:` or a note that ends the block.
            let last = block.location.line + block.lastLine - block.firstLine
            let message = "Lines \(block.location.line)–\(last) hold commented-out code (`\(block.excerpt(first))`): \(Self.remedy)"
            return violation(in: file, at: block.location, message: message, remedy: Self.remedy)
        }
    }
}
