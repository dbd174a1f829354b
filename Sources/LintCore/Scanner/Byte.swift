/// Bytes and byte classes of Swift source, for the scanner and for rules that read bytes.
public enum Byte {
    @inlinable public static var lf: UInt8 { UInt8(ascii: "\n") }
    @inlinable public static var cr: UInt8 { UInt8(ascii: "\r") }
    @inlinable public static var space: UInt8 { UInt8(ascii: " ") }
    @inlinable public static var tab: UInt8 { UInt8(ascii: "\t") }
    @inlinable public static var quote: UInt8 { UInt8(ascii: "\"") }
    @inlinable public static var hash: UInt8 { UInt8(ascii: "#") }
    @inlinable public static var backslash: UInt8 { UInt8(ascii: "\\") }
    @inlinable public static var slash: UInt8 { UInt8(ascii: "/") }
    @inlinable public static var star: UInt8 { UInt8(ascii: "*") }

    @inlinable public static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c == 95 || c == 36 || c >= 0x80
    }

    /// One bit per ASCII byte: `$`, digits, letters and `_`; every non-ASCII byte is part of a name.
    @inlinable public static func isIdentifierPart(_ c: UInt8) -> Bool {
        if c >= 0x80 { return true }
        let bits: UInt64 = c < 64 ? 0x03FF_0010_0000_0000 : 0x07FF_FFFE_87FF_FFFE
        return (bits >> UInt64(c & 63)) & 1 != 0
    }

    @inlinable public static func isASCIILetterOrUnderscore(_ c: UInt8) -> Bool {
        (c | 0x20) &- 97 < 26 || c == 95
    }

    @inlinable public static func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }

    /// A byte of a word in prose: an identifier's, less `$`, which is punctuation there.
    @inlinable public static func isWord(_ c: UInt8) -> Bool { c != UInt8(ascii: "$") && isIdentifierPart(c) }

    @inlinable public static func isOperatorPart(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "%"),
             UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }
}

/// Byte classes as tables the scanner indexes by byte, made once per process.
enum ByteTable {
    nonisolated(unsafe) static let identifierPart: UnsafePointer<Bool> = {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        for byte in 0...255 { table[byte] = Byte.isIdentifierPart(UInt8(byte)) }
        return UnsafePointer(table)
    }()
}
