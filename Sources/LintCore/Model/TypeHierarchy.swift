/// A type a file declares, with the type it names first after `:` (for a class, its
/// superclass if it has one). Project-wide rules collect these from every file.
public struct DeclaredType: Sendable {
    public let name: String
    public let firstInherited: String?
    /// `NameSet.hash(of: name)`, taken while the file is being read (in parallel).
    let nameHash: UInt64

    public init(name: String, firstInherited: String?) {
        self.name = name
        self.firstInherited = firstInherited
        nameHash = NameSet.hash(of: name)
    }

    public init(_ type: TypeDeclaration) {
        self.init(name: type.name, firstInherited: type.inheritedTypes.first.map(Self.baseName))
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
/// Two rules build one from every type of the project; names are found by their 64-bit
/// `NameSet` hash in an open-addressing table, not hashed again with SipHash (as with
/// `NameSet`, a collision could only make two names one).
public struct TypeHierarchy: Sendable {
    private let files: [[DeclaredType]]
    /// The first declaration of each name: its hash, and where it is in `files`.
    private var hashes: [UInt64] = []
    private var declarations: [(file: Int32, type: Int32)] = []
    /// Slot → position in `hashes` + 1; 0 marks an empty slot.
    private var slots: [Int32]

    /// The files' types, in file order: where a name is declared twice, the first wins.
    public init(_ files: [[DeclaredType]]) {
        self.files = files
        let count = files.reduce(0) { $0 + $1.count }
        slots = [Int32](repeating: 0, count: NameSet.tableSize(holding: count))
        hashes.reserveCapacity(count)
        declarations.reserveCapacity(count)
        for (fileIndex, types) in files.enumerated() {
            for (typeIndex, type) in types.enumerated() {
                let slot = slot(of: type.nameHash)
                guard slots[slot] == 0 else { continue }
                hashes.append(type.nameHash)
                declarations.append((Int32(fileIndex), Int32(typeIndex)))
                slots[slot] = Int32(hashes.count)
            }
        }
    }

    public func declares(_ name: String) -> Bool {
        position(of: name) != nil
    }

    /// `name`, its first inherited type, that one's, … (cycles and depth bounded).
    public func ancestors(startingAt name: String) -> [String] {
        var chain = [name]
        while chain.count < 16, let position = position(of: chain[chain.count - 1]),
              let next = firstInherited(at: position), !chain.contains(next) {
            chain.append(next)
        }
        return chain
    }

    private func firstInherited(at position: Int) -> String? {
        let (file, type) = declarations[position]
        return files[Int(file)][Int(type)].firstInherited
    }

    private func position(of name: String) -> Int? {
        let entry = slots[slot(of: NameSet.hash(of: name))]
        return entry == 0 ? nil : Int(entry) - 1
    }

    /// The slot holding `hash`, or the empty one where it would go.
    private func slot(of hash: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = NameSet.home(of: hash, mask: mask)
        while slots[slot] != 0 && hashes[Int(slots[slot]) - 1] != hash {
            slot = (slot + 1) & mask
        }
        return slot
    }
}
