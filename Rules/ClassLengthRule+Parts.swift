import LintCore

extension ClassLengthRule {
    /// The parts of a long type a reader can name: its largest functions, initializers,
    /// subscripts and computed properties, and the extensions of it in the file, each with its
    /// lines of code. Nested types are measured on their own, so they are no part of the
    /// length; nor are `// MARK:` sections named, whose labels readers found to say less than
    /// the code under them, which runs to the next mark.
    struct Parts {
        struct Part {
            var name: String
            var lines: Int
            /// One member's code (a function, a getter), not an extension's.
            var isCode = true
        }

        var members: [Part] = []

        init(of position: Int, in file: SourceFile, members byType: MembersByType, own: [Int?], lines: (Int, Int) -> Int) {
            let declarations = file.declarations
            let outline = file.outline(.blocks)
            func line(_ token: Int) -> Int { Int(file.tokens[token].line) }
            // The type's own body, and those of its extensions in the file when it is not one itself.
            let owners = [position] + (declarations.types[position].kind == .extension ? [] : byType.extensionsByType[position] ?? [])
            for owner in owners {
                let type = declarations.types[owner]
                guard let body = type.body, body.closeLine != nil, let block = outline.block(openedAt: body.open) else { continue }
                // The bodies directly in the type's: its functions' and computed properties'.
                for member in outline.descendants(of: block) where outline.blocks[member].parent == block {
                    guard outline.blocks[member].close < file.tokens.count,
                          let (name, first) = Self.part(outline.blocks[member], in: declarations) else { continue }
                    members.append(Part(name: name, lines: lines(line(first), line(outline.blocks[member].close))))
                }
                let closures = outline.descendants(of: block).filter { outline.blocks[$0].parent == block && outline.blocks[$0].role == .closure }
                members += Self.storedClosures(of: owner, opening: closures.map { outline.blocks[$0].open }, in: file, members: byType, lines: lines)
                guard owner != position else { continue }
                let conformances = type.inheritedTypes.map(\.text).joined(separator: ", ")
                let name = "`extension \(type.name)\(conformances.isEmpty ? "" : ": " + conformances)`"
                // Its own lines, as the type's length counts them: its nested types are measured apart.
                members.append(Part(name: name, lines: own[owner] ?? 0, isCode: false))
            }
            members.sort { $0.lines != $1.lines ? $0.lines > $1.lines : $0.name < $1.name }
        }

        /// `let indent = FormatRule { … }`, `lazy var table: UITableView = { … }()`: a stored
        /// property whose initializer holds a closure is code as a function is, from its first
        /// token to where its statement ends.
        private static func storedClosures(
            of owner: Int, opening closures: [Int], in file: SourceFile, members byType: MembersByType, lines: (Int, Int) -> Int
        ) -> [Part] {
            guard !closures.isEmpty else { return [] }
            let outline = file.outline(.blocks)
            return byType.propertiesByParent[owner, default: []].compactMap { index in
                let property = file.declarations.properties[index]
                guard property.accessors == .none, let equals = file.initializerStart(after: property.nameToken),
                      let end = outline.statementEnd(after: equals), closures.contains(where: { (equals..<end).contains($0) })
                else { return nil }
                let name = "`\(property.isLet ? "let" : "var") \(property.name)`"
                return Part(name: name, lines: lines(Int(file.tokens[property.firstToken].line), Int(file.tokens[end - 1].line)))
            }
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

        /// "Its largest parts are `a()` (64 lines) and `extension A: Codable` (40)."
        var description: String {
            let largest = members.prefix(3).filter { $0.lines > 0 }
            return largest.isEmpty ? "" : " Its largest parts are " + Self.list(largest) + "."
        }

        private static func list(_ parts: [Part]) -> String {
            let shown = parts.enumerated().map { position, part in "\(part.name) (\(part.lines)\(position == 0 ? " lines" : ""))" }
            return shown.count > 1 ? shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1] : shown[0]
        }
    }
}
