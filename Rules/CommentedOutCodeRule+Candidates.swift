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
