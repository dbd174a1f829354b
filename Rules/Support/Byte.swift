import LintCore

/// Bytes the rules that read comment text look for, beside LintCore's.
extension Byte {
    static var backtick: UInt8 { UInt8(ascii: "`") }

    static func isSpace(_ c: UInt8) -> Bool { c == space || c == tab }

    static func isUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
}
