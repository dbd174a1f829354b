/// Bytes the rules look for when they read text.
enum Byte {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let backtick = UInt8(ascii: "`")
    static let lf = UInt8(ascii: "\n")
    static let cr = UInt8(ascii: "\r")

    static func isSpace(_ c: UInt8) -> Bool { c == space || c == tab }

    static func isWord(_ c: UInt8) -> Bool {
        (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c == 95 || c >= 0x80
    }
}
