/// A type a file declares, with the type it names first after `:` (for a class, its
/// superclass if it has one). Project-wide rules collect these from every file.
public struct DeclaredType: Sendable {
    public var name: String
    public var firstInherited: String?

    public init(name: String, firstInherited: String?) {
        self.name = name
        self.firstInherited = firstInherited
    }

    public init(_ type: TypeDeclaration) {
        self.init(name: type.name, firstInherited: type.inheritedTypes.first.map(Self.baseName))
    }

    /// The types `file` declares (extensions excluded).
    public static func all(in file: SourceFile) -> [DeclaredType] {
        file.declarations.types.filter { $0.kind != .extension }.map(DeclaredType.init)
    }

    /// `UIKit.UIViewController<T>` → `UIViewController`. Read on UTF-8: two rules ask this of
    /// every type in the project.
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

/// Names declared anywhere in the project and the type each one inherits from first.
public struct TypeHierarchy: Sendable {
    private var firstInherited: [String: String?] = [:]

    /// The files' types, in file order: where a name is declared twice, the first wins.
    public init(_ files: [[DeclaredType]]) {
        firstInherited.reserveCapacity(files.reduce(0) { $0 + $1.count })
        for types in files {
            for type in types where firstInherited.index(forKey: type.name) == nil {
                firstInherited[type.name] = type.firstInherited
            }
        }
    }

    public func declares(_ name: String) -> Bool {
        firstInherited[name] != nil
    }

    /// `name`, its first inherited type, that one's, … (cycles and depth bounded).
    public func ancestors(startingAt name: String) -> [String] {
        var chain = [name]
        while chain.count < 16, let next = firstInherited[chain[chain.count - 1]] ?? nil, !chain.contains(next) {
            chain.append(next)
        }
        return chain
    }
}
