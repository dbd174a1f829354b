import LintCore

extension CommentedOutCodeRule {
    /// A candidate for commented-out code: a run of `//` lines that stand alone on consecutive
    /// lines, or one block comment, as the text of each line without its comment markers. A blank
    /// line or a blank `//` line ends a run, unless more code follows it.
    struct Candidate {
        var location: Location
        var lines: [ArraySlice<UInt8>]
        var firstLine: Int
        var lastLine: Int
        var isBlockComment = false
        /// The index of the comment just above, across blank lines: a note about the block.
        var commentAbove: Int?

        func excerpt(_ index: Int) -> String {
            let text = String(decoding: lines[index], as: UTF8.self).trimmingWhitespace
            return text.count > 40 ? String(text.prefix(39)) + "…" : text
        }

        static func all(in file: SourceFile) -> [Candidate] {
            var candidates: [Candidate] = []
            var run: Candidate?
            func finishRun() {
                if let finished = run { candidates.append(finished) }
                run = nil
            }
            for block in file.commentBlocks where !block.isDocumentation {
                if block.form == .blockComment {
                    finishRun()
                    candidates.append(Candidate(
                        location: file.location(ofOffset: block.start), lines: block.lines.map { file.bytes[$0.range] },
                        firstLine: block.lines[block.lines.startIndex].line, lastLine: block.lines[block.lines.endIndex - 1].line,
                        isBlockComment: true
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
                    guard !text.allSatisfy(Byte.isBlank) else {
                        finishRun()
                        continue
                    }
                    if let last = run?.lastLine, last == line.line - 1 {
                        run?.lines.append(text)
                        run?.lastLine = line.line
                    } else {
                        finishRun()
                        run = Candidate(
                            location: file.location(ofOffset: line.start - line.extraSlashes - 2), lines: [text],
                            firstLine: line.line, lastLine: line.line
                        )
                    }
                }
            }
            finishRun()
            var joined = joiningCode(candidates, in: file)
            for index in joined.indices.dropFirst() where onlyBlankLines(between: joined[index - 1], and: joined[index], in: file) {
                joined[index].commentAbove = index - 1
            }
            return joined
        }

        /// Shown as an example: by the file header it is in, or by the comment just above, one that
        /// ends by introducing it ("Usage:") or is an example itself ("Usage:", a blank `//`, then
        /// examples split by blank `//` lines).
        static func isIntroduced(_ index: Int, in candidates: [Candidate], of file: SourceFile) -> Bool {
            if fileHeader(in: file)?.contains(candidates[index].firstLine) == true { return true }
            var current = index
            while let above = candidates[current].commentAbove {
                if CodeReading.endsWithIntroduction(candidates[above].lines) { return true }
                current = above
            }
            return false
        }

        /// The file's leading comment when it is a header, which names the file, its author or its
        /// copyright: code in it shows how to use what the file declares.
        private static func fileHeader(in file: SourceFile) -> ClosedRange<Int>? {
            guard let header = file.commentBlocks.first, !header.isDocumentation, let first = header.lines.first,
                  let last = header.lines.last, (0..<first.line).allSatisfy({ file.lines[$0].isBlank(in: file) })
            else { return nil }
            let marked = header.lines.contains { line in
                let text = String(decoding: file.bytes[line.range], as: UTF8.self).lowercased()
                return headerMarks.contains(where: text.contains)
            }
            return marked ? first.line...last.line : nil
        }

        private static let headerMarks = [".swift", "created by", "copyright", "©"]

        /// A blank line between two pieces of disabled code does not end the block: a run goes on
        /// with the next, across blank lines, when the next reads as code and the one above does
        /// too, or ends in code (a note above the code need not outweigh it), or left a bracket
        /// open; one that leaves a multi-line string open goes on with the next whatever it holds.
        /// Prose after a blank line is a comment of its own.
        private static func joiningCode(_ candidates: [Candidate], in file: SourceFile) -> [Candidate] {
            var joined: [Candidate] = []
            for index in candidates.indices {
                let candidate = candidates[index]
                guard var previous = joined.last, !previous.isBlockComment, !candidate.isBlockComment,
                      onlyBlankLines(between: previous, and: candidate, in: file),
                      CodeReading.leavesStringOpen(previous.lines) || (readsAsCode(candidate)
                        && (readsAsCode(candidates[index - 1]) || CodeReading.endsWithCode(previous.lines)
                            || CodeReading.leavesBracketsOpen(previous.lines)))
                else {
                    joined.append(candidate)
                    continue
                }
                previous.lines += Array(repeating: [], count: candidate.firstLine - previous.lastLine - 1) + candidate.lines
                previous.lastLine = candidate.lastLine
                joined[joined.count - 1] = previous
            }
            return joined
        }

        private static func readsAsCode(_ piece: Candidate) -> Bool {
            CodeReading.firstCodeLine(of: piece.lines, minimumCodeLines: 1) != nil
        }

        /// Nothing but blank `//` lines and one blank line at most between two comments: further
        /// apart, they are about different code.
        static func onlyBlankLines(between above: Candidate, and below: Candidate, in file: SourceFile) -> Bool {
            let gap = (above.lastLine + 1)..<max(above.lastLine + 1, below.firstLine)
            return gap.allSatisfy { file.lines[$0].isBlankOrEmptyComment(in: file) }
                && gap.filter { file.lines[$0].isBlank(in: file) }.count <= 1
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

private extension Byte {
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == cr
    }
}

private extension LineInfo {
    /// No code, and nothing but spaces and tabs.
    func isBlank(in file: SourceFile) -> Bool {
        !hasCode && file.bytes[Int(start)..<Int(end)].allSatisfy(Byte.isBlank)
    }

    /// No code, and nothing but spaces and tabs, or a `//` with nothing after it.
    func isBlankOrEmptyComment(in file: SourceFile) -> Bool {
        guard !hasCode else { return false }
        let text = file.bytes[Int(start)..<Int(end)].drop(while: Byte.isBlank)
        return text.allSatisfy(Byte.isBlank) || (text.starts(with: "//".utf8) && text.dropFirst(2).allSatisfy(Byte.isBlank))
    }
}
