import LintCore

extension CommentedOutCodeRule {
    /// A candidate for commented-out code: a run of `//` lines that stand alone on consecutive
    /// lines (one blank line inside does not end it), or one block comment, as the text of
    /// each line without its comment markers.
    struct Candidate {
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
