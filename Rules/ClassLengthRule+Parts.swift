import LintCore

extension ClassLengthRule {
    /// The parts of a long type a reader can name: its largest functions, initializers,
    /// subscripts, computed properties and observed ones, and the extensions of it in the file,
    /// each with its lines of code. Nested types are measured on their own, so they are no part of the
    /// length; nor are `// MARK:` sections named, whose labels readers found to say less than
    /// the code under them, which runs to the next mark.
    struct Parts {
        struct Part {
            var name: String
            var lines: Int
            /// One member's code (a function, a getter), not an extension's.
            var isCode = true
            /// The lines it spans, to tell an extension from the members inside it.
            var span: ClosedRange<Int>
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
                    let span = line(first)...line(outline.blocks[member].close)
                    members.append(Part(name: name, lines: lines(span.lowerBound, span.upperBound), span: span))
                }
                for index in byType.propertiesByParent[owner, default: []] {
                    let property = declarations.properties[index]
                    guard let initializer = outline.closureInitializer(of: property, in: file) else { continue }
                    // `let indent = FormatRule { … }`: a stored closure is code as a function is.
                    let name = "`\(property.isLet ? "let" : "var") \(property.name)`"
                    let span = line(property.firstToken)...line(initializer.upperBound - 1)
                    members.append(Part(name: name, lines: lines(span.lowerBound, span.upperBound), span: span))
                }
                guard owner != position else { continue }
                let conformances = type.inheritedTypes.map(\.text).joined(separator: ", ")
                let name = "`extension \(type.name)\(conformances.isEmpty ? "" : ": " + conformances)`"
                // Its own lines, as the type's length counts them: its nested types are measured apart.
                let span = body.openLine...(body.closeLine ?? body.openLine)
                members.append(Part(name: name, lines: own[owner] ?? 0, isCode: false, span: span))
            }
            members.sort { $0.lines != $1.lines ? $0.lines > $1.lines : $0.name < $1.name }
        }

        /// The name and first token of the declaration whose own body `block` is: a function's,
        /// an initializer's, a subscript's, a computed property's (a SwiftUI view's `body`) or a
        /// stored property's observers; nil for any other block, a nested type or a closure that
        /// initialises a property.
        private static func part(_ block: CodeBlock, in declarations: DeclarationIndex) -> (String, Int)? {
            switch (block.role, block.declaration) {
            case (.function, .function(let index)?):
                ("`\(declarations.functions[index].signature)`", declarations.functions[index].firstToken)
            case (.accessor, .property(let index)?) where declarations.properties[index].accessors == .computed,
                 (.accessorBlock, .property(let index)?) where declarations.properties[index].accessors != .none:
                // A stored property's `willSet`/`didSet` act as a function does.
                ("`var \(declarations.properties[index].name)`", declarations.properties[index].firstToken)
            default: nil
            }
        }

        /// "Its largest parts are `a()` (64 lines) and `extension A: Codable` (40)." A member of an
        /// extension already named is not named again, nor an extension holding one named: the
        /// parts named never count the same lines twice.
        var description: String {
            var largest: [Part] = []
            for part in members where part.lines > 0 && largest.count < 3 {
                if !largest.contains(where: { $0.span.overlaps(part.span) }) { largest.append(part) }
            }
            return largest.isEmpty ? "" : " Its largest parts are " + Self.list(largest) + "."
        }

        private static func list(_ parts: [Part]) -> String {
            let shown = parts.enumerated().map { position, part in "\(part.name) (\(part.lines)\(position == 0 ? " lines" : ""))" }
            return shown.count > 1 ? shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1] : shown[0]
        }
    }
}
