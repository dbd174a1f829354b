import LintCore

extension OptionalCollectionRule {
    /// How code reads a name: whether it treats nil as one more empty collection
    /// (`items?.isEmpty ?? true`, `items ?? []`), or tells nil apart (`items == nil`,
    /// `items ?? defaults`, `items.map { … }`), which means nil says something empty cannot.
    public struct Reading: Sendable, Equatable {
        /// Reads that treat nil as empty, weighed: `items ?? []` and `items?.count ?? 0` say so
        /// outright (2); a bare chain, `items?.first`, only may (1).
        var nilAsEmpty = 0
        var tellsNilApart = false

        static let outright = Reading(nilAsEmpty: 2)
        static let perhaps = Reading(nilAsEmpty: 1)
        static let apart = Reading(tellsNilApart: true)

        /// Two bare chains or one outright read, and nothing telling nil apart: one `items?.last`
        /// alone is not worth a change.
        var treatsNilAsEmpty: Bool { nilAsEmpty >= 2 && !tellsNilApart }

        mutating func add(_ other: Reading) {
            nilAsEmpty += other.nilAsEmpty
            tellsNilApart = tellsNilApart || other.tellsNilApart
        }

        func adding(_ other: Reading) -> Reading {
            var sum = self
            sum.add(other)
            return sum
        }
    }

    /// Every optional-looking read of a file, by name, in one pass over its tokens.
    public struct FileReadings: Sendable {
        /// Reads of a bare name or `self.name`: the type's own property (or a local of that name).
        var own: [String: Reading] = [:]
        /// Reads through another value (`model.items`): any type's property of that name.
        var members: [String: Reading] = [:]
        /// A store read as its accessor's empty fallback (`var items: [Item] { _items ?? [] }`):
        /// store name → accessor name.
        var accessors: [String: String] = [:]

        init() {}

        init(_ file: SourceFile) {
            let tokens = file.tokens
            let bytes = file.bytes
            let parameters = Self.parameterScopes(in: file)
            var chains = UseReader.ChainEnds()
            for position in tokens.indices {
                let token = tokens[position]
                guard token.kind == .identifier || token.kind == .escapedIdentifier, token.keyword == nil else { continue }
                if bytes[Int(token.start)] == UInt8(ascii: "$") {
                    // `$items` hands the optional to another view, which may tell nil apart.
                    own[String(file.cursor(at: position).text.dropFirst()), default: Reading()].tellsNilApart = true
                    continue
                }
                // Most names cannot be a read about nil: ask the tokens around them before making a cursor.
                guard Self.mayTellAboutNil(at: position, in: file, tokens: tokens) else { continue }
                let use = file.cursor(at: position)
                guard let reading = UseReader.reading(of: use, chains: &chains) else { continue }
                let name = use.text
                let previous = use.previous
                let isMember = previous.is(.dot) && !previous.previous.is(.selfValue)
                if isMember {
                    // `car?.wheels ?? []`: the optional is the car's, not the property's.
                    if UseReader.isReachedThroughOptional(previous) { continue }
                    members[name, default: Reading()].add(reading)
                } else if parameters[name]?.contains(where: { $0.contains(position) }) == true {
                    // There the name is the parameter; but compared with nil it shows that the value the
                    // property stores can be nil on purpose.
                    if reading.tellsNilApart { own[name, default: Reading()].tellsNilApart = true }
                } else {
                    own[name, default: Reading()].add(reading)
                    if reading.nilAsEmpty > 0, let accessor = UseReader.accessor(returning: use) {
                        accessors[name] = accessor
                    }
                }
            }
        }

        /// Whether the tokens around a name can make it a read about nil (`items?`, `items ==`,
        /// `= items,`, `nil == items`, `items.map`): most names are followed by `(`, `.`, `:` or `)`.
        private static func mayTellAboutNil(at position: Int, in file: SourceFile, tokens: [Token]) -> Bool {
            guard position + 1 < tokens.count else { return false }
            let next = tokens[position + 1]
            switch next.kind {
            case .question, .exclamation, .operator, .comma, .leftBrace: return true
            case .identifier: return next.keyword == .else
            case .dot:
                guard position + 2 < tokens.count else { return false }
                return file.isWord(tokens[position + 2], "map") || file.isWord(tokens[position + 2], "flatMap")
            default: return position > 0 && tokens[position - 1].kind == .operator
            }
        }

        /// Bodies of functions by the names of their parameters: there the name is the parameter.
        private static func parameterScopes(in file: SourceFile) -> [String: [Range<Int>]] {
            var scopes: [String: [Range<Int>]] = [:]
            for function in file.declarations.functions {
                guard let body = function.body else { continue }
                for parameter in function.parameters {
                    scopes[parameter.internalName, default: []].append(body.open..<(body.close ?? file.tokens.count))
                }
            }
            return scopes
        }
    }
}
