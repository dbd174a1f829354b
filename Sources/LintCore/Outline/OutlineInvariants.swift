/// What must hold of any file's outline, whatever its bytes: the fuzzer (Fuzz/OutlineFuzzer.swift)
/// and the regression tests check it.
extension SyntaxOutline {
    /// The first invariant the outline of `file` breaks, described, or nil when all hold:
    /// blocks open before they close and nest in their parents; bracket partners are mutual;
    /// every record's tokens lie in the file and, for records in code, inside their block.
    public func brokenInvariant(in file: SourceFile) -> String? {
        let count = file.tokens.count
        for (index, block) in blocks.enumerated() {
            guard block.open >= 0, block.open < block.close, block.close <= count else { return "block \(index) spans \(block.open)..\(block.close)" }
            if let parent = block.parent {
                guard parent < index, blocks[parent].open < block.open, block.close <= blocks[parent].close else {
                    return "block \(index) is not inside its parent \(parent)"
                }
            }
        }
        for position in 0..<count {
            if let close = close(of: position), open(of: close) != position { return "partner of \(position) is not mutual" }
        }
        for (index, literal) in literals.enumerated() {
            guard isInFile(literal.tokens, count), isInOneBlock(literal.tokens) else { return "literal \(index) at \(literal.tokens)" }
            guard literal.lines.upperBound < max(1, file.lines.count) else { return "literal \(index) ends past the last line" }
        }
        for (index, record) in subscripts.enumerated() {
            let ranges = [record.base, record.index, record.tokens] + record.arguments.map(\.expression)
            guard ranges.allSatisfy({ isInFile($0, count) }), isInOneBlock(record.tokens),
                  record.arguments.allSatisfy({ $0.label.map { record.index.contains($0) } ?? true }) else { return "subscript \(index)" }
        }
        for (index, loop) in forLoops.enumerated() {
            let body = blocks[loop.body]
            let ranges = [loop.pattern, loop.sequence] + (loop.whereClause.map { [$0] } ?? [])
            guard loop.forKeyword < loop.inKeyword, loop.inKeyword < body.open, ranges.allSatisfy({ $0.upperBound <= body.open && $0.lowerBound > loop.forKeyword }),
                  loop.names.allSatisfy({ loop.pattern.contains($0.token) }) else { return "for loop \(index)" }
        }
        for (index, local) in locals.enumerated() {
            let block = blocks[local.block]
            for binding in local.bindings {
                let ranges = [binding.pattern] + [binding.type, binding.initializer].compactMap { $0 }
                guard ranges.allSatisfy({ $0.lowerBound > block.open && $0.upperBound <= block.close && isInFile($0, count) }),
                      binding.names.allSatisfy({ binding.pattern.contains($0.token) }) else { return "local \(index)" }
            }
        }
        for (index, enumCase) in enumCases.enumerated() {
            guard let open = file.declarations.types[enumCase.enumType].body?.open, let body = block(openedAt: open) else { return "enum case \(index) has no body" }
            let ranges = [enumCase.nameToken..<enumCase.nameToken + 1] + [enumCase.associatedValue, enumCase.rawValue].compactMap { $0 }
            guard ranges.allSatisfy({ $0.lowerBound > open && $0.upperBound <= blocks[body].close }) else { return "enum case \(index)" }
        }
        return nil
    }

    private func isInFile(_ range: Range<Int>, _ count: Int) -> Bool { range.lowerBound >= 0 && range.upperBound <= count }

    /// Whether the last token of `range` lies in the first's block or one nested in it.
    private func isInOneBlock(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return true }
        let first = block(containing: range.lowerBound)
        guard let last = block(containing: range.upperBound - 1) else { return first == nil }
        guard let first else { return true }
        return isBlock(last, inside: first)
    }
}
