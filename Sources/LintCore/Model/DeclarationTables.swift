/// A file's functions, types and stored properties by the spelling of the identifier that names
/// each, and its stored global variables by name, each table made the first time a rule asks
/// for one name's: asked at every use of a name, reading each of the name's mentions grew with
/// the file (a big file's uses times its mentions). A table keeps, for a spelling, the
/// declarations `functionDeclarations(named:)`, `typeDeclarations(named:)` and
/// `declaredType(ofName:at:)` would find from its mentions, in source order, so that a lookup
/// costs a hash and its few results. One object per file for them all: each is an allocation
/// every file pays for.
final class DeclarationTables: @unchecked Sendable {
    /// A declaration, by position in its family, and the identifier token that names it there.
    struct Entry {
        var index: Int32
        var token: Int32
    }

    typealias Table = [String: [Entry]]

    private let lock = Lock()
    private var functions: Table?
    private var types: Table?
    private var storedProperties: Table?
    /// The first stored global variable of each name, by position in the properties.
    private var globalVariables: [String: Int]?
    /// Declarations by their first token and the token naming them.
    private var declarationsByToken: [Int: DeclarationReference]?
    /// Each declaration's subject, made once: every warning about a declaration shares its
    /// string, so a function of thousands of parameters, each warned about, holds one copy of
    /// its signature rather than one per warning.
    private var subjects: [DeclarationReference: String] = [:]

    /// The functions a mention of `name` names (`SourceFile.functionDeclarations(named:)`).
    func functions(named name: String, in file: SourceFile) -> [Entry] {
        let table = lock.withLock {
            if functions == nil { functions = Self.functionTable(file) }
            return functions!
        }
        return Self.entries(table, name, file)
    }

    /// The types a mention of `name` names (`SourceFile.typeDeclarations(named:)`).
    func types(named name: String, in file: SourceFile) -> [Entry] {
        let table = lock.withLock {
            if types == nil { types = Self.typeTable(file) }
            return types!
        }
        return Self.entries(table, name, file)
    }

    /// The stored properties a mention of `name` names (a property of a type or a global).
    func storedProperties(named name: String, in file: SourceFile) -> [Entry] {
        let table = lock.withLock {
            if storedProperties == nil { storedProperties = Self.storedPropertyTable(file) }
            return storedProperties!
        }
        return Self.entries(table, name, file)
    }

    /// The first stored global variable named `name`, by position in the properties.
    func globalVariable(named name: String, in declarations: DeclarationIndex) -> Int? {
        lock.withLock {
            if globalVariables == nil {
                var table: [String: Int] = [:]
                for (index, property) in declarations.properties.enumerated() where property.parent == nil && property.isStored {
                    table[property.name] = table[property.name] ?? index
                }
                globalVariables = table
            }
            return globalVariables?[name]
        }
    }

    /// The declaration that starts at `token` (its first attribute, modifier or keyword) or that
    /// `token` names: what a warning there is about (`SourceFile.subject(at:)`).
    func declaration(at token: Int, in declarations: DeclarationIndex) -> DeclarationReference? {
        lock.withLock {
            if declarationsByToken == nil {
                var table: [Int: DeclarationReference] = [:]
                for (index, type) in declarations.types.enumerated() {
                    table[type.firstToken] = .type(index)
                    table[type.nameToken] = .type(index)
                }
                for (index, function) in declarations.functions.enumerated() { table[function.firstToken] = table[function.firstToken] ?? .function(index) }
                for (index, property) in declarations.properties.enumerated() {
                    table[property.firstToken] = table[property.firstToken] ?? .property(index)
                    table[property.nameToken] = table[property.nameToken] ?? .property(index)
                }
                declarationsByToken = table
            }
            return declarationsByToken?[token]
        }
    }

    /// `declaration`'s subject (`SourceFile.subject(at:)`), made by `make` the first time.
    func subject(of declaration: DeclarationReference, _ make: () -> String?) -> String? {
        if let subject = lock.withLock({ subjects[declaration] }) { return subject }
        guard let subject = make() else { return nil }
        return lock.withLock {
            if let made = subjects[declaration] { return made }
            subjects[declaration] = subject
            return subject
        }
    }

    /// A spelling's entries whose token is spelled `name` byte for byte, as the index of
    /// mentions compares them (a `String` key matches any canonically equivalent spelling).
    private static func entries(_ table: Table, _ name: String, _ file: SourceFile) -> [Entry] {
        guard let entries = table[name] else { return [] }
        return entries.filter { file.bytes[file.tokens[Int($0.token)].range].elementsEqual(name.utf8) }
    }

    /// Adds `index` under the spelling of `token` when that token is an identifier (keywords
    /// too; no backticked name), as the index of mentions lists it.
    private static func add(_ index: Int, token: Int, to table: inout Table, _ file: SourceFile) {
        guard token >= 0, token < file.tokens.count, file.tokens[token].kind == .identifier else { return }
        let spelling = String(decoding: file.bytes[file.tokens[token].range], as: UTF8.self)
        table[spelling, default: []].append(Entry(index: Int32(index), token: Int32(token)))
    }

    /// A function is named by the token after its `func`, or by its `init` or `subscript`
    /// keyword: each candidate mention is read as `functionDeclarations(named:)` reads one.
    private static func functionTable(_ file: SourceFile) -> Table {
        let functions = file.declarations.functions
        let candidates = Set(functions.flatMap { [$0.keywordToken, $0.keywordToken + 1] }).sorted()
        var table: Table = [:]
        for position in candidates {
            let index = functions.partitionPoint { $0.keywordToken >= position - 1 }
            guard index < functions.count, functions[index].keywordToken <= position else { continue }
            add(index, token: position, to: &table, file)
        }
        return table
    }

    private static func typeTable(_ file: SourceFile) -> Table {
        table(file.declarations.types.map(\.nameToken), file)
    }

    private static func storedPropertyTable(_ file: SourceFile) -> Table {
        let properties = file.declarations.properties
        return table(properties.map(\.nameToken), file) { properties[$0].isStored }
    }

    /// A family's declarations by name, `nameTokens` holding each one's name token in order:
    /// a mention finds the first declaration named at its token, if `keeps` keeps it.
    private static func table(_ nameTokens: [Int], _ file: SourceFile, keeps: (Int) -> Bool = { _ in true }) -> Table {
        var table: Table = [:]
        for position in Set(nameTokens).sorted() {
            let index = nameTokens.partitionPoint { $0 >= position }
            guard index < nameTokens.count, nameTokens[index] == position, keeps(index) else { continue }
            add(index, token: position, to: &table, file)
        }
        return table
    }
}
