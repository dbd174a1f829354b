import LintCore

extension ClassLengthRule {
    /// The parts of a long type a reader can name: its largest functions, computed properties and
    /// nested types, the extensions of it in the file, and its `// MARK:` sections, each with its
    /// lines of code.
    struct Parts {
        var members: [(name: String, lines: Int)] = []
        var marks: [(name: String, lines: Int)] = []

        init(of position: Int, in file: SourceFile, members byType: MembersByType, lines: (Int, Int) -> Int) {
            let declarations = file.declarations
            let outline = file.outline(.blocks)
            func line(_ token: Int) -> Int { Int(file.tokens[token].line) }
            // The type's own body, and those of its extensions in the file when it is not one itself.
            let owners = [position] + (declarations.types[position].kind == .extension ? [] : byType.extensionsByType[position] ?? [])
            for owner in owners {
                let type = declarations.types[owner]
                guard let body = type.body, let close = body.closeLine, let block = outline.block(openedAt: body.open) else { continue }
                // The bodies directly in the type's: its functions', computed properties' and nested types'.
                for member in outline.descendants(of: block) where outline.blocks[member].parent == block {
                    guard outline.blocks[member].close < file.tokens.count,
                          let (name, first) = Self.part(outline.blocks[member], in: declarations) else { continue }
                    members.append((name, lines(line(first), line(outline.blocks[member].close))))
                }
                marks += Self.marks(in: body.openLine + 1..<max(body.openLine + 1, close), of: file, lines: lines)
                guard owner != position else { continue }
                let conformances = type.inheritedTypes.map(\.text).joined(separator: ", ")
                let name = "`extension \(type.name)\(conformances.isEmpty ? "" : ": " + conformances)`"
                members.append((name, lines(line(type.firstToken), close)))
            }
            members.sort { $0.lines != $1.lines ? $0.lines > $1.lines : $0.name < $1.name }
            marks.sort { $0.lines != $1.lines ? $0.lines > $1.lines : $0.name < $1.name }
        }

        /// The name and first token of the declaration whose own body `block` is: a function's, a
        /// computed property's (a SwiftUI view's `body`) or a nested type's; nil for any other
        /// block, a stored property's observers or a closure that initialises it.
        private static func part(_ block: CodeBlock, in declarations: DeclarationIndex) -> (String, Int)? {
            switch (block.role, block.declaration) {
            case (.function, .function(let index)?):
                ("`\(declarations.functions[index].signature)`", declarations.functions[index].firstToken)
            case (.type, .type(let index)?): ("`\(declarations.types[index].name)`", declarations.types[index].firstToken)
            case (.accessor, .property(let index)?) where declarations.properties[index].accessors == .computed,
                 (.accessorBlock, .property(let index)?) where declarations.properties[index].accessors == .computed:
                ("`var \(declarations.properties[index].name)`", declarations.properties[index].firstToken)
            default: nil
            }
        }

        /// `// MARK: - Networking` sections: from each mark to the next, or to the body's end.
        private static func marks(in range: Range<Int>, of file: SourceFile, lines: (Int, Int) -> Int) -> [(name: String, lines: Int)] {
            let found = file.sectionMarks(inLines: range)
            let ends = found.dropFirst().map { $0.line - 1 } + [range.upperBound - 1]
            return zip(found, ends).map { mark, end in ("`\(mark.name)`", lines(mark.line, end)) }
        }

        /// "Its largest parts are `a()` (64 lines) and `B` (40); its MARK sections `Networking` (88)."
        var description: String {
            let largest = members.prefix(3).filter { $0.lines > 0 }
            let sections = marks.prefix(3).filter { $0.lines > 0 }
            var text = ""
            if !largest.isEmpty { text += " Its largest parts are " + Self.list(largest) }
            if !sections.isEmpty { text += (text.isEmpty ? " Its MARK sections are " : "; its MARK sections ") + Self.list(sections) }
            return text.isEmpty ? "" : text + "."
        }

        private static func list(_ parts: [(name: String, lines: Int)]) -> String {
            let shown = parts.enumerated().map { position, part in "\(part.name) (\(part.lines)\(position == 0 ? " lines" : ""))" }
            return shown.count > 1 ? shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1] : shown[0]
        }
    }
}
