import LintCore

/// A type a file declares, with the type it names first after `:` (for a class, its
/// superclass if it has one). Project-wide rules collect these from every file.
struct DeclaredType: Sendable {
    let name: String
    let firstInherited: String?
    /// `NameSet.hash(of: name)`, taken while the file is being read (in parallel).
    let nameHash: UInt64

    init(name: String, firstInherited: String?) {
        self.name = name
        self.firstInherited = firstInherited
        nameHash = NameSet.hash(of: name)
    }

    init(_ type: TypeDeclaration) {
        self.init(name: type.name, firstInherited: type.inheritedTypes.first?.baseName)
    }

    /// The types the file declares, extensions excluded.
    static func all(in file: SourceFile) -> [DeclaredType] {
        file.declarations.types.filter { $0.kind != .extension }.map(DeclaredType.init)
    }
}

/// Names declared anywhere in the project and the type each one inherits from first. Rules
/// build one from every type of the project.
struct TypeHierarchy: Sendable {
    private let files: [[DeclaredType]]
    /// The first declaration of each name: where it is in `files`.
    private var declarations: NameTable<(file: Int32, type: Int32)>

    /// The files' types, in file order: where a name is declared twice, the first wins.
    init(_ files: [[DeclaredType]]) {
        self.files = files
        declarations = NameTable(minimumCapacity: files.reduce(0) { $0 + $1.count })
        for (fileIndex, types) in files.enumerated() {
            for (typeIndex, type) in types.enumerated() {
                declarations.insertIfAbsent((Int32(fileIndex), Int32(typeIndex)), forHash: type.nameHash)
            }
        }
    }

    func declares(_ name: String) -> Bool {
        declarations[name] != nil
    }

    /// `name`, its first inherited type, that one's, … (cycles and depth bounded).
    func ancestors(startingAt name: String) -> [String] {
        var chain = [name]
        while chain.count < 16, let (file, type) = declarations[chain[chain.count - 1]],
              let next = files[Int(file)][Int(type)].firstInherited, !chain.contains(next) {
            chain.append(next)
        }
        return chain
    }

    /// Whether a type is a view controller: named `…ViewController`, or inheriting, through the
    /// project's classes, from one so named or from one of `bases` (`UINavigationController`).
    func isViewController(_ type: DeclaredType, bases: [String]) -> Bool {
        if type.name.hasSuffix("ViewController") { return true }
        guard let superclass = type.firstInherited else { return false }
        return ancestors(startingAt: superclass).contains { name in
            name != type.name && (name.hasSuffix("ViewController") || bases.contains(name))
        }
    }
}
