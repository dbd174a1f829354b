import LintCore

/// Where "Disable RULE for this line" writes its command. As its own line above the flagged
/// line (`disable:next`), unless that line would come between a doc comment and what it
/// documents: swift-format then finds no documentation, and SwiftLint calls the comment
/// orphaned. There the command goes at the end of the flagged line (`disable:this`).
struct DisableCommandPlacement {
    let file: SourceFile

    /// The bytes to replace and their replacement; nil when the line is inside a doc comment (below
    /// its first line), or ends where a `//` command cannot follow: any command that silences
    /// exactly that line would split the doc comment.
    func edit(disabling rule: String, line number: Int) -> (range: Range<Int>, text: String)? {
        let index = number - 1
        guard file.lines.indices.contains(index) else { return nil }
        if isDocComment(index) {
            return index > 0 && isDocComment(index - 1) ? nil : above(index, rule)
        }
        var previous = index - 1
        while previous >= 0, isBlank(previous) || isAttribute(previous) { previous -= 1 }
        return previous >= 0 && isDocComment(previous) ? atEnd(index, rule) : above(index, rule)
    }

    private func above(_ index: Int, _ rule: String) -> (range: Range<Int>, text: String) {
        let line = file.lines[index]
        let start = Int(line.start)
        let indent = file.bytes[start..<Int(line.end)].prefix { $0 == Byte.space || $0 == Byte.tab }
        let terminator = index + 1 < file.lines.count ? file.text(Int(line.end)..<Int(file.lines[index + 1].start)) : "\n"
        return (start..<start, "\(String(decoding: indent, as: UTF8.self))// lint:disable:next \(rule)\(terminator)")
    }

    private func atEnd(_ index: Int, _ rule: String) -> (range: Range<Int>, text: String)? {
        let end = Int(file.lines[index].end)
        if index + 1 < file.lines.count {
            let next = file.lines[index + 1].state
            guard next.context == .code, next.nesting == 0 else { return nil }
        }
        // A block comment closed on the line leaves the end of the line to code.
        guard let comment = file.comments.last(where: { Int($0.line) == index && Int($0.end) == end }),
              comment.kind == .lineComment || comment.kind == .docLineComment else {
            return (end..<end, " // lint:disable:this \(rule)")
        }
        guard comment.kind == .lineComment else { return nil }
        let start = Int(comment.start)
        if let command = InlineCommand.parse(file).first(where: { $0.range.lowerBound == start }) {
            // Another kind of command there would become the new command's remark and stop working.
            guard command.action == .disable, command.scope == .this, let last = command.ruleRanges.last else { return nil }
            return (last.upperBound..<last.upperBound, " \(rule)")
        }
        // The remark stays, after ` - `, where a command keeps its reason.
        var remark = start + 2
        while remark < end, file.bytes[remark] == Byte.space || file.bytes[remark] == Byte.tab { remark += 1 }
        return (start..<remark, remark == end ? "// lint:disable:this \(rule)" : "// lint:disable:this \(rule) - ")
    }

    /// Holds a doc comment and no code.
    private func isDocComment(_ index: Int) -> Bool {
        !file.lines[index].hasCode && file.comments.contains { Int($0.line) == index && $0.kind.isDocComment }
    }

    private func isBlank(_ index: Int) -> Bool {
        let line = file.lines[index]
        return line.state.context == .code
            && file.bytes[Int(line.start)..<Int(line.end)].allSatisfy { $0 == Byte.space || $0 == Byte.tab }
    }

    private func isAttribute(_ index: Int) -> Bool {
        let line = file.lines[index]
        return line.state.context == .code
            && file.bytes[Int(line.start)..<Int(line.end)].first { $0 != Byte.space && $0 != Byte.tab } == UInt8(ascii: "@")
    }
}
