/// A type as a declaration writes it (`[Item]?`, `UIKit.UIViewController<T>`, `(Int) -> Void`).
public struct TypeReference: Sendable {
    /// The type's text, as written.
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    /// `UIKit.UIViewController<T>` → `UIViewController`.
    public var baseName: String { Self.baseName(text) }

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
}
