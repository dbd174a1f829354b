/// Comparing text with a lowercase ASCII word in any case, from its bytes: lowercasing a
/// `String` first made one for every word compared.
public enum ASCIICase {
    /// Whether `bytes` spell `word` (lowercase ASCII), in any case; with `prefix`, whether they
    /// start with it. Inlinable so that each caller gets it specialized for its byte
    /// collection: called unspecialized from the rules, it cost 680 instructions a word.
    @inlinable
    public static func matches<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ word: StaticString, prefix: Bool = false) -> Bool {
        let count = word.utf8CodeUnitCount
        guard prefix ? bytes.count >= count : bytes.count == count else { return false }
        return word.withUTF8Buffer { expected in
            zip(bytes, expected).allSatisfy { byte, letter in
                byte == letter || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") && byte | 0x20 == letter)
            }
        }
    }
}
