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

        static func + (left: Reading, right: Reading) -> Reading {
            Reading(nilAsEmpty: left.nilAsEmpty + right.nilAsEmpty, tellsNilApart: left.tellsNilApart || right.tellsNilApart)
        }
    }

    /// Every read of a file that says something about nil, by the name it reads.
    public struct FileReadings: Sendable {
        /// Reads of a bare name or `self.name`: the type's own property (or a local of that name).
        var own: [String: Reading] = [:]
        /// Reads through another value (`model.items`): any type's property of that name.
        var members: [String: Reading] = [:]
        /// A store read as its accessor's empty fallback (`var items: [Item] { _items ?? [] }`):
        /// store name → accessor name.
        var accessors: [String: String] = [:]

        init(_ file: SourceFile) {
            let reader = UseReader(file)
            for use in reader.uses() { add(use, in: file, reader.outline) }
            for token in file.tokens where token.kind == .identifier && file.bytes[Int(token.start)] == UInt8(ascii: "$") {
                // `$items` hands the optional to another view, which may tell nil apart.
                own[String(file.text(of: token).dropFirst()), default: Reading()].tellsNilApart = true
            }
        }

        private mutating func add(_ use: UseReader.Use, in file: SourceFile, _ outline: SyntaxOutline) {
            // `car?.wheels ?? []`: the optional is the car's, not the property's.
            let last = use.expression.upperBound - 1
            guard !use.expression.isEmpty, outline.optionalChains(markedIn: use.expression).isEmpty,
                  let name = file.memberPath(of: last..<last + 1) else { return }
            // `self.items` is the type's own, `model.items` and `load().items` another value's.
            if file.memberPath(of: use.expression) != name {
                members[name] = (members[name] ?? Reading()) + use.reading
            } else if use.expression.count == 1, outline.isFunctionParameter(named: name, at: use.expression.lowerBound, in: file) {
                // There the name is the parameter; but compared with nil it shows that the value the
                // property stores can be nil on purpose.
                if use.reading.tellsNilApart { own[name, default: Reading()].tellsNilApart = true }
            } else {
                own[name] = (own[name] ?? Reading()) + use.reading
                if let accessor = use.accessor { accessors[name] = accessor }
            }
        }
    }
}
