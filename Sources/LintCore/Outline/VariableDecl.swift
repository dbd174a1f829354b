/// A local `let` or `var` (SwiftSyntax's `VariableDecl`) in a function's, accessor's,
/// closure's or statement's body: `let a = 1, b = 2`, `var (x, y): (Int, Int) = pair`.
/// Properties of types and globals are in `DeclarationIndex`; names bound by `if let`,
/// `guard let`, `case let` and `for` are not locals here.
public struct VariableDecl: Sendable, Equatable {
    /// The `let` or `var`.
    public var keyword: Int
    public var isLet: Bool
    /// The block it is declared in, by position in `SyntaxOutline.blocks`.
    public var block: Int
    public var bindings: [PatternBinding]
}

/// One binding of a `let` or `var` (SwiftSyntax's `PatternBinding`): `a = 1` and `b: Int`
/// in `let a = 1, b: Int`.
public struct PatternBinding: Sendable, Equatable {
    /// A name, or a tuple pattern `(a, b)`.
    public var pattern: Range<Int>
    public var names: [IdentifierPattern]
    /// The type annotation after `:`, nil when inferred.
    public var type: Range<Int>?
    /// The expression after `=` up to its end, across the lines that continue it
    /// (`podcasts\n    .filter { … }\n    .count`), nil when there is none.
    public var initializer: Range<Int>?
}

/// A file's locals in source order, with an index by name to find the one a use refers to.
public struct LocalVariables: RandomAccessCollection, Sendable, Equatable {
    var records: [VariableDecl] = []
    /// For each name: its bindings as (block, name token, declaration), sorted by block, then token.
    var byName: [String: [NameEntry]] = [:]

    struct NameEntry: Sendable, Equatable {
        var block: Int32
        var token: Int32
        var declaration: Int32
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }
    public subscript(position: Int) -> VariableDecl { records[position] }

    init() {}

    init(_ records: [VariableDecl]) {
        self.records = records
        for (index, record) in records.enumerated() {
            for binding in record.bindings {
                for name in binding.names {
                    byName[name.name, default: []].append(NameEntry(block: Int32(record.block), token: Int32(name.token), declaration: Int32(index)))
                }
            }
        }
        for (name, entries) in byName { byName[name] = entries.sorted { ($0.block, $0.token) < ($1.block, $1.token) } }
    }
}

extension SyntaxOutline {
    /// The local named `name` that a use at `position` refers to: the nearest declared
    /// before it in the blocks enclosing it, innermost first, up to the nearest type's body
    /// (a local type sees no locals around it). A binary search per enclosing block.
    public func local(named name: String, before position: Int) -> (declaration: Int, name: IdentifierPattern)? {
        guard let entries = locals.byName[name] else { return nil }
        for block in enclosingBlocks(of: position) {
            if blocks[block].role == .type { return nil }
            let key = Int32(block)
            let next = entries.partitionPoint { $0.block > key || $0.block == key && Int($0.token) >= position }
            guard next > 0, entries[next - 1].block == key else { continue }
            let entry = entries[next - 1]
            return (Int(entry.declaration), IdentifierPattern(name: name, token: Int(entry.token)))
        }
        return nil
    }
}
