/// A type as a declaration writes it (`[Item]?`, `UIKit.UIViewController<T>`, `(Int) -> Void`),
/// with what rules ask of it. Read from the text when asked: most are never asked.
public struct TypeReference: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The type's text, compacted the way Swift is usually written (`[String: Int]?`).
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    public init(stringLiteral text: String) {
        self.text = text
    }

    public var description: String { text }

    /// `UIKit.UIViewController<T>` → `UIViewController`.
    public var baseName: String { Self.baseName(text) }

    /// `T?`, `T!`, `Optional<T>` or `Swift.Optional<T>`.
    public var isOptional: Bool { wrapped != nil }

    /// `T!`.
    public var isImplicitlyUnwrapped: Bool { text.hasSuffix("!") }

    /// The type an optional wraps (`[Item]` of `[Item]?`), nil for any other type.
    public var wrapped: TypeReference? {
        if text.hasSuffix("?") || text.hasSuffix("!") { return TypeReference(String(text.dropLast())) }
        for prefix in ["Optional<", "Swift.Optional<"] where text.hasPrefix(prefix) && text.hasSuffix(">") {
            return TypeReference(String(text.dropFirst(prefix.count).dropLast()))
        }
        return nil
    }

    /// The type an optional wraps, or the type itself when it is none: what a value of it holds
    /// once unwrapped (`[Item]` of `[Item]?` and of `[Item]`).
    public var unwrapped: TypeReference { wrapped ?? self }

    public enum Collection: Sendable, Equatable {
        case array, dictionary, set
    }

    /// The standard collection the type is, in any spelling: `[T]`, `Array<T>`, `[K: V]`,
    /// `Dictionary<K, V>`, `Set<T>`, each also with `Swift.`; nil for any other type.
    public var collection: Collection? {
        var name = Substring(text)
        if name.hasPrefix("Swift.") { name = name.dropFirst(6) }
        if name.hasPrefix("["), name.hasSuffix("]"), Self.closing("[", "]", of: name) == name.index(before: name.endIndex) {
            return Self.topLevelColon(in: name.dropFirst().dropLast()) ? .dictionary : .array
        }
        guard name.hasSuffix(">") else { return nil }
        if name.hasPrefix("Array<") { return .array }
        if name.hasPrefix("Dictionary<") { return .dictionary }
        if name.hasPrefix("Set<") { return .set }
        return nil
    }

    /// The element type of an array in either spelling: `Row?` of `[Row?]`, `Row` of
    /// `Array<Row>` or `Swift.Array<Row>`; nil for any other type, an optional array included
    /// (read `wrapped` first).
    public var arrayElement: TypeReference? {
        guard collection == .array else { return nil }
        var name = Substring(text)
        if name.hasPrefix("Swift.") { name = name.dropFirst(6) }
        let element = name.hasPrefix("[") ? name.dropFirst().dropLast() : name.dropFirst("Array<".count).dropLast()
        return TypeReference(String(element))
    }

    /// `Void`, `()` or `Swift.Void`.
    public var isVoid: Bool { text == "Void" || text == "()" || text == "Swift.Void" }

    /// A function type: `(() -> Void)`, `@MainActor (Int) -> Void`, `((Int) -> ())`; an arrow
    /// outside any brackets once parentheses wrapping the whole type are gone (`[() -> Void]`
    /// is an array, `(Int, () -> Void)` a tuple).
    public var isFunction: Bool {
        // Read character by character below: most types, having no arrow, are told from their bytes.
        guard text.contains("->") else { return false }
        var text = Substring(text)
        while text.hasPrefix("("), Self.closing("(", ")", of: text) == text.index(before: text.endIndex) {
            text = text.dropFirst().dropLast()
        }
        var depth = 0
        var previous: Character = " "
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 0: return false
            case ">" where previous == "-": if depth == 0 { return true }
            case ">": depth -= 1
            default: break
            }
            previous = character
        }
        return false
    }

    /// Whether a function type anywhere in it labels a parameter `name`
    /// (`(_ elements: [Input]) -> T` labels `elements`).
    public func labelsFunctionParameter(_ name: String) -> Bool {
        let bytes = Array(text.utf8)
        let label = Array(name.utf8) + [UInt8(ascii: ":")]
        guard bytes.count > label.count, text.contains("->") else { return false }
        for start in 0...(bytes.count - label.count) where bytes[start..<start + label.count].elementsEqual(label) {
            if start == 0 || !Byte.isWord(bytes[start - 1]) { return true }
        }
        return false
    }

    /// `UIKit.UIViewController<T>` → `UIViewController`. Read on UTF-8: rules ask this of every
    /// type in the project.
    public static func baseName(_ typeText: String) -> String {
        let utf8 = typeText.utf8
        let end = utf8.firstIndex(of: UInt8(ascii: "<")) ?? utf8.endIndex
        var componentEnd = end
        var index = end
        while index > utf8.startIndex {
            let before = utf8.index(before: index)
            if utf8[before] == UInt8(ascii: ".") {
                if index < componentEnd { return String(decoding: utf8[index..<componentEnd], as: UTF8.self) }
                componentEnd = before
            }
            index = before
        }
        return String(decoding: utf8[index..<(index < componentEnd ? componentEnd : end)], as: UTF8.self)
    }

    /// A `:` outside any brackets: `K: V` is a dictionary's, `[K: V]` an element's.
    private static func topLevelColon(in text: Substring) -> Bool {
        var depth = 0
        var previous: Character = " "
        for character in text {
            switch character {
            case "[", "(", "<": depth += 1
            case ">" where previous == "-": break
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
            previous = character
        }
        return false
    }

    /// Where the `open` that starts `text` is closed.
    private static func closing(_ open: Character, _ close: Character, of text: Substring) -> String.Index? {
        var depth = 0
        for index in text.indices {
            if text[index] == open { depth += 1 }
            if text[index] == close {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
