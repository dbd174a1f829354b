import LintCore

extension ClassLengthRule {
    /// The parts of a long type a reader can name: its largest functions, initializers,
    /// subscripts and computed properties, the extensions of it in the file, and its `// MARK:`
    /// sections, each with its lines of code. Nested types are measured on their own, so they
    /// are no part of the length.
    struct Parts {
        struct Part {
            var name: String
            var lines: Int
            /// One member's code (a function, a getter), not an extension's or a section's.
            var isCode = true
        }

        var members: [Part] = []
        var marks: [Part] = []

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
                    members.append(Part(name: name, lines: lines(line(first), line(outline.blocks[member].close))))
                }
                marks += Self.marks(in: body.openLine + 1..<max(body.openLine + 1, close), of: file, lines: lines)
                guard owner != position else { continue }
                let conformances = type.inheritedTypes.map(\.text).joined(separator: ", ")
                let name = "`extension \(type.name)\(conformances.isEmpty ? "" : ": " + conformances)`"
                members.append(Part(name: name, lines: lines(line(type.firstToken), close), isCode: false))
            }
            members.sort { $0.lines != $1.lines ? $0.lines > $1.lines : $0.name < $1.name }
            marks.sort { $0.lines != $1.lines ? $0.lines > $1.lines : $0.name < $1.name }
        }

        /// The name and first token of the declaration whose own body `block` is: a function's,
        /// an initializer's, a subscript's or a computed property's (a SwiftUI view's `body`); nil
        /// for any other block, a nested type, a stored property's observers or a closure that
        /// initialises it.
        private static func part(_ block: CodeBlock, in declarations: DeclarationIndex) -> (String, Int)? {
            switch (block.role, block.declaration) {
            case (.function, .function(let index)?):
                ("`\(declarations.functions[index].signature)`", declarations.functions[index].firstToken)
            case (.accessor, .property(let index)?) where declarations.properties[index].accessors == .computed,
                 (.accessorBlock, .property(let index)?) where declarations.properties[index].accessors == .computed:
                ("`var \(declarations.properties[index].name)`", declarations.properties[index].firstToken)
            default: nil
            }
        }

        /// `// MARK: - Networking` sections: from each mark to the next, or to the body's end.
        private static func marks(in range: Range<Int>, of file: SourceFile, lines: (Int, Int) -> Int) -> [Part] {
            let found = file.sectionMarks(inLines: range)
            let ends = found.dropFirst().map { $0.line - 1 } + [range.upperBound - 1]
            return zip(found, ends).map { mark, end in Part(name: "`\(mark.name)`", lines: lines(mark.line, end), isCode: false) }
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

        private static func list(_ parts: [Part]) -> String {
            let shown = parts.enumerated().map { position, part in "\(part.name) (\(part.lines)\(position == 0 ? " lines" : ""))" }
            return shown.count > 1 ? shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1] : shown[0]
        }
    }
}
