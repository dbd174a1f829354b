/// The families of facts a syntax outline holds. Blocks and statements always; each other
/// family is read the first time a rule asks for it, then kept with the file.
public struct OutlineParts: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Blocks with their roles, bracket partners, statements.
    public static let blocks = OutlineParts([])
    /// Assignments with their resolved receivers, local bindings, and all of `.conditions`.
    public static let expressions = OutlineParts(rawValue: 1 << 0)
    /// Conditions (bindings, nil tests, `??`) and optional chains, without what `.expressions`
    /// resolves besides: a rule that reads only these need not pay for the rest.
    public static let conditions = OutlineParts(rawValue: 1 << 4)
    /// String, array and dictionary literals, with the lines of data.
    public static let literals = OutlineParts(rawValue: 1 << 1)
    /// Subscripts, for-in loops, locals, enum cases.
    public static let records = OutlineParts(rawValue: 1 << 2)
    /// Calls with their arguments and trailing closures; closures with their parameters.
    public static let calls = OutlineParts(rawValue: 1 << 3)
    public static let all: OutlineParts = [.expressions, .conditions, .literals, .records, .calls]
}

extension SourceFile {
    /// The file's syntax outline with every family of facts, built the first time a rule asks.
    public var outline: SyntaxOutline { outline(.all) }

    /// The file's syntax outline with at least `parts` (blocks and statements always): what a
    /// rule that reads only some families asks for, so that the others are not built.
    public func outline(_ parts: OutlineParts) -> SyntaxOutline { outlineCache.value(for: self, parts: parts) }
}

/// Holds a file's outline once built, with the families asked so far.
final class OutlineCache: @unchecked Sendable {
    private let lock = Lock()
    private var outline: SyntaxOutline?

    func value(for file: SourceFile, parts: OutlineParts) -> SyntaxOutline {
        lock.withLock {
            // Rules ask for the outline at every expression they read: most asks find it built.
            if let outline, outline.parts.isSuperset(of: parts) { return outline }
            let reader = TokenReader(bytes: file.bytes, tokens: file.tokens)
            var current: SyntaxOutline
            if let outline {
                // Readers of the outline built so far keep it as it is.
                current = outline.copy()
            } else {
                var builder = OutlineBuilder(reader: reader, declarations: file.declarations)
                current = builder.build()
            }
            let missing = parts.subtracting(current.parts)
            if missing.contains(.expressions) {
                current = AssignmentBuilder.adding(to: current, reader: reader, declarations: file.declarations)
                current.parts.insert(.conditions)
            } else if missing.contains(.conditions) {
                current = AssignmentBuilder.addingConditions(to: current, reader: reader, declarations: file.declarations)
            }
            if missing.contains(.literals) { OutlineRecords.fillLiterals(&current, reader: reader) }
            if missing.contains(.records) {
                OutlineRecords.fill(&current, reader: reader, declarations: file.declarations)
            }
            if missing.contains(.calls) { current.callsAndClosures = CallOutlineBuilder.calls(reader: reader, outline: current) }
            current.parts.formUnion(missing)
            outline = current
            return current
        }
    }
}
