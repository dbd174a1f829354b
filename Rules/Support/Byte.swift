import LintCore

/// Bytes the rules that read comment text look for, beside LintCore's.
extension Byte {
    static var backtick: UInt8 { UInt8(ascii: "`") }

    static func isSpace(_ c: UInt8) -> Bool { c == space || c == tab }

    /// A byte of a word in prose: an identifier's, less `$`, which is punctuation there.
    static func isWord(_ c: UInt8) -> Bool { c != UInt8(ascii: "$") && isIdentifierPart(c) }
    static func isUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
}
