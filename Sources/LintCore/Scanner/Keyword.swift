/// A word Swift reserves, in declarations, statements, expressions or in context (`get`,
/// `didSet`, `lazy`). The scanner sets it on each identifier token spelled like one; whether a
/// contextual keyword acts as one (`var async = true`) is the reader's call. Cases that
/// would clash with Swift's own names are spelled differently; the raw value is the spelling.
public enum Keyword: String, CaseIterable, Sendable {
    // Declarations
    case actor, `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`
    case initializer = "init"
    case `inout`, `internal`, `let`, `nonisolated`, `open`, `operator`, `package`, `precedencegroup`
    case `private`, `protocol`, `public`, `static`, `struct`, `subscript`, `typealias`, `var`
    // Statements
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`, `for`
    case `guard`, `if`, `in`, `repeat`, `return`, `switch`, `throw`, `where`, `while`
    // Expressions and types
    case anyType = "Any", `as`, `await`, `false`, `is`, `nil`, `rethrows`, `super`, `throws`, `true`, `try`
    case selfValue = "self", selfType = "Self"
    // In context
    case `async`, `convenience`, `didSet`, `dynamic`, `final`, `get`, `indirect`, `isolated`, `lazy`
    case `mutating`, `nonmutating`, `optional`, `override`, `required`, `set`, `unowned`, `weak`, `willSet`
    case existential = "any", opaque = "some"
    case `borrowing`, `consuming`, `distributed`, `each`, `infix`, `macro`, `postfix`, `prefix`, `sending`, `unsafe`

    /// The keyword `text` spells, if any.
    public init?(spelling text: String) {
        var text = text
        let keyword = text.withUTF8 { KeywordTable.shared.keyword(in: $0, 0..<$0.count) }
        guard let keyword else { return nil }
        self = keyword
    }
}

/// Keywords by their spelling, in an open-addressing table keyed by the spelling's first
/// sixteen bytes and length: the scanner asks it about every identifier, and most are no keyword.
struct KeywordTable: Sendable {
    static let shared = KeywordTable()

    private struct Entry {
        var head: UInt64 = 0
        var tail: UInt64 = 0
        var length = 0
        var keyword: Keyword?
    }

    private static let slotCount = 512
    private var entries = [Entry](repeating: Entry(), count: slotCount)
    /// One bit per (length, first byte, last byte) that some keyword has, the bytes folded to
    /// five bits: most identifiers are turned away by one load, before any hashing.
    private var mayBeKeyword = [UInt32](repeating: 0, count: 16 * 32)

    private init() {
        for keyword in Keyword.allCases {
            var spelling = keyword.rawValue
            spelling.withUTF8 { bytes in
                let (head, tail) = Self.words(in: bytes, 0..<bytes.count)
                var slot = Self.slot(head: head, tail: tail, length: bytes.count)
                while entries[slot].keyword != nil { slot = (slot + 1) & (Self.slotCount - 1) }
                entries[slot] = Entry(head: head, tail: tail, length: bytes.count, keyword: keyword)
                mayBeKeyword[bytes.count << 5 | Int(bytes[0] & 31)] |= 1 << UInt32(bytes[bytes.count - 1] & 31)
            }
        }
    }

    /// The keyword `bytes[range]` spells. The longest keyword has fifteen bytes.
    @inline(__always)
    func keyword(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Keyword? {
        guard range.count >= 2 && range.count <= 15 else { return nil }
        let filter = mayBeKeyword.withUnsafeBufferPointer { $0[range.count << 5 | Int(bytes[range.lowerBound] & 31)] }
        guard filter & (1 << UInt32(bytes[range.upperBound - 1] & 31)) != 0 else { return nil }
        let (head, tail) = Self.words(in: bytes, range)
        var slot = Self.slot(head: head, tail: tail, length: range.count)
        return entries.withUnsafeBufferPointer { entries in
            while let keyword = entries[slot].keyword {
                let entry = entries[slot]
                if entry.head == head && entry.tail == tail && entry.length == range.count { return keyword }
                slot = (slot + 1) & (Self.slotCount - 1)
            }
            return nil
        }
    }

    @inline(__always)
    private static func words(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (UInt64, UInt64) {
        let head = ByteText.word(in: bytes, at: range.lowerBound, count: min(range.count, 8))
        let tail = range.count > 8 ? ByteText.word(in: bytes, at: range.lowerBound + 8, count: range.count - 8) : 0
        return (head, tail)
    }

    @inline(__always)
    private static func slot(head: UInt64, tail: UInt64, length: Int) -> Int {
        let mixed = (head ^ (tail &* 31) ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 55) & (slotCount - 1)
    }
}
