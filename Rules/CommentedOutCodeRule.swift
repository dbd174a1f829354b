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
            switches kept on purpose ("Uncomment to enable logging"), a `NOTE:` about code left out, \
            diagrams and timelines drawn in columns, sketches with `...`, formulas, `key=value` dumps and \
            JSON (a bracket alone opens data unless it is the brace of a code line above), and single lines. A run split by one blank line is one block.
            """,
        isOptIn: true,
        category: .clarity,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func validate(_ file: SourceFile) -> [Violation] {
        Candidate.all(in: file).compactMap { block in
            guard block.lines.count >= options.minimumLines, !CommentIntent.keepsOnPurpose(block.lines),
                  let first = CodeReading.firstCodeLine(of: block.lines, minimumCodeLines: options.minimumLines)
            else { return nil }
            let message = "This \(block.lines.count)-line comment is commented-out code (`\(block.excerpt(first))`): "
                + "code in comments rots silently; delete it, version control remembers it"
            return violation(in: file, at: block.location, message: message)
        }
    }
}

extension CommentedOutCodeRule {
    /// A candidate for commented-out code: a run of `//` lines that stand alone on consecutive
    /// lines (one blank line inside does not end it), or one block comment, as the text of
    /// each line without its comment markers.
    private struct Candidate {
        var location: Location
        var lines: [ArraySlice<UInt8>]
        var lastLine: Int

        func excerpt(_ index: Int) -> String {
            let text = String(decoding: lines[index], as: UTF8.self).trimmingWhitespace
            return text.count > 40 ? String(text.prefix(39)) + "…" : text
        }

        static func all(in file: SourceFile) -> [Candidate] {
            var candidates: [Candidate] = []
            var run: Candidate?
            for block in file.commentBlocks where !block.isDocumentation {
                if block.form == .blockComment {
                    candidates.append(Candidate(
                        location: file.location(ofOffset: block.start),
                        lines: block.lines.map { file.bytes[$0.range] }, lastLine: block.lines[block.lines.endIndex - 1].line
                    ))
                    continue
                }
                // A comment after code belongs to that code.
                guard block.standsAlone else { continue }
                for line in block.lines {
                    // `//// note` keeps its extra slashes: a comment in a comment.
                    let text = file.bytes[line.start - line.extraSlashes..<line.end]
                    // Directives and section marks belong to the code around them, not to a run.
                    guard !isDirective(text) else { continue }
                    if let last = run?.lastLine,
                       last == line.line - 1 || (last == line.line - 2 && file.lines[line.line - 1].isBlank(in: file)) {
                        run?.lines += Array(repeating: [], count: line.line - last - 1) + [text]
                        run?.lastLine = line.line
                    } else {
                        if let finished = run { candidates.append(finished) }
                        run = Candidate(
                            location: file.location(ofOffset: line.start - line.extraSlashes - 2), lines: [text],
                            lastLine: line.line
                        )
                    }
                }
            }
            if let finished = run { candidates.append(finished) }
            return candidates
        }

        private static func isDirective(_ text: ArraySlice<UInt8>) -> Bool {
            let body = text.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            return directivePrefixes.contains { body.starts(with: $0) }
        }

        private static let directivePrefixes = ["lint:", "swiftlint:", "MARK:", "sourcery:", "swift-format-ignore"]
            .map { Array($0.utf8) }
    }
}

private extension String {
    var trimmingWhitespace: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

private extension LineInfo {
    /// Nothing but spaces and tabs: no code, no comment.
    func isBlank(in file: SourceFile) -> Bool {
        !hasCode && file.bytes[Int(start)..<Int(end)].allSatisfy { $0 == Byte.space || $0 == Byte.tab }
    }
}

extension CommentedOutCodeRule {
    /// Comments that hold code on purpose, told by their words and layout, not by the code.
    enum CommentIntent {
        static func keepsOnPurpose(_ lines: [ArraySlice<UInt8>]) -> Bool {
            let texts = lines.map { String(decoding: $0, as: UTF8.self) }
            let trimmed = texts.map { $0.drop { $0 == " " || $0 == "\t" } }
            // "Uncomment this to enable logging": a switch the team flips, not forgotten code.
            if texts.contains(where: { $0.lowercased().containsBytes("uncomment") }) { return true }
            // "NOTE: `remove(at:)` is left out because …" explains what the code does not have.
            if let first = trimmed.first(where: { !$0.isEmpty }), first.hasPrefix("NOTE:") || first.hasPrefix("Note:") {
                return true
            }
            // A sketch (`configure(...)`) or an elided body is not code that compiled once.
            if trimmed.contains(where: { $0.hasSuffix("...") || $0.hasSuffix("…") }) { return true }
            let written = trimmed.filter { !$0.isEmpty }
            // `//.enableUpcomingFeature("X"),` between live entries: a list whose items are toggled.
            if written.allSatisfy({ $0.hasPrefix(".") && $0.hasSuffix(",") }) { return true }
            // `A.hasMany(B)` / `  .include(B1)`: a notation for a test's fixtures, not code.
            if written.allSatisfy({ startsWithPlaceholderType($0) || $0.hasPrefix(".") }),
               written.contains(where: startsWithPlaceholderType) {
                return true
            }
            return lines.contains(where: isDrawing)
        }

        /// `A`, `B1`, `C.hasMany(D)`: a capital letter standing for a type, maybe numbered.
        private static func startsWithPlaceholderType(_ text: Substring) -> Bool {
            guard let first = text.first, first.isASCII, first.isUppercase else { return false }
            let rest = text.dropFirst().drop { $0.isASCII && $0.isNumber }
            return rest.first.map { !($0.isLetter || $0 == "_") } ?? true
        }

        /// A timeline or table in columns (`Writer      Reader`), or an arrow on its own line.
        private static func isDrawing(_ line: ArraySlice<UInt8>) -> Bool {
            let text = line.drop { $0 == Byte.space || $0 == Byte.tab }
            if text.count == 1, let arrow = text.first, "<>^v|".utf8.contains(arrow) { return true }
            // A comment inside commented-out code belongs to that code, drawing or not.
            if text.starts(with: "//".utf8) { return false }
            var spaces = 0
            var sawText = false
            for index in text.indices {
                if text[index] == Byte.space {
                    spaces += 1
                    continue
                }
                // A trailing comment aligned in a column is code's own habit.
                let startsComment = text[index] == UInt8(ascii: "/") && text.index(after: index) < text.endIndex
                    && text[text.index(after: index)] == UInt8(ascii: "/")
                if sawText && spaces >= 6 && !startsComment { return true }
                sawText = true
                spaces = 0
            }
            return false
        }
    }
}
