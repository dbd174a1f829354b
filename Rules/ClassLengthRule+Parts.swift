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
            let type = declarations.types[position]
            // The type's own body, and those of its extensions in the file when it is not one itself.
            var bodies = [position]
            if type.kind != .extension { bodies += byType.extensionsByName[type.name] ?? [] }
            for owner in bodies {
                for index in byType.functionsByParent[owner] ?? [] {
                    let function = declarations.functions[index]
                    guard let close = function.body?.closeLine else { continue }
                    members.append(("`\(function.signature)`", lines(Int(file.tokens[function.firstToken].line), close)))
                }
                // A computed property is a part as a function is (a SwiftUI view's `body`).
                for index in byType.propertiesByParent[owner] ?? [] where declarations.properties[index].accessors == .computed {
                    let property = declarations.properties[index]
                    guard let brace = file.bodyBrace(from: property.nameToken + 1), let close = file.outline(.blocks).close(of: brace) else { continue }
                    members.append(("`var \(property.name)`", lines(Int(file.tokens[property.firstToken].line), Int(file.tokens[close].line))))
                }
                for index in byType.typesByParent[owner] ?? [] {
                    let nested = declarations.types[index]
                    guard let close = nested.body?.closeLine else { continue }
                    members.append(("`\(nested.name)`", lines(Int(file.tokens[nested.firstToken].line), close)))
                }
                let extended = declarations.types[owner]
                guard owner != position, let close = extended.body?.closeLine else { continue }
                let conformances = extended.inheritedTypes.map(\.text).joined(separator: ", ")
                members.append((
                    "`extension \(extended.name)\(conformances.isEmpty ? "" : ": " + conformances)`",
                    lines(Int(file.tokens[extended.firstToken].line), close)
                ))
            }
            members.sort { $0.lines != $1.lines ? $0.lines > $1.lines : $0.name < $1.name }
            for owner in bodies {
                guard let body = declarations.types[owner].body, let close = body.closeLine, close > body.openLine + 1 else { continue }
                marks += Self.marks(in: body.openLine + 1..<close, of: file, lines: lines)
            }
            marks.sort { $0.lines != $1.lines ? $0.lines > $1.lines : $0.name < $1.name }
        }

        /// `// MARK: - Networking` sections: from each mark to the next, or to the body's end.
        private static func marks(in range: Range<Int>, of file: SourceFile, lines: (Int, Int) -> Int) -> [(name: String, lines: Int)] {
            var found: [(name: String, line: Int)] = []
            for line in range {
                // A mark's line holds no code: the other lines are not made into text.
                let info = file.lines[line]
                guard !info.hasCode else { continue }
                let text = String(decoding: file.bytes[Int(info.start)..<Int(info.end)], as: UTF8.self).drop { $0 == " " || $0 == "\t" }
                guard text.hasPrefix("// MARK:") else { continue }
                let name = text.dropFirst(8).drop { $0 == " " || $0 == "-" }
                if !name.isEmpty { found.append((String(name), line)) }
            }
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
