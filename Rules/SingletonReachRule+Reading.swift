import LintCore

extension SingletonReachRule {
    /// The names a shared instance goes by: `shared`, `default`, `current`, `instance`, `sharedController`.
    static func isAccessorName(_ name: String) -> Bool {
        accessorNames.contains(name) || (name.hasPrefix("shared") && name.count > 6)
    }

    /// `text` without the ASCII `characters` at either end.
    static func stripping(_ text: String, _ characters: String) -> String {
        let strip = characters.utf8
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !strip.contains($0) }),
              let last = utf8.lastIndex(where: { !strip.contains($0) }) else { return "" }
        if first == utf8.startIndex && utf8.index(after: last) == utf8.endIndex { return text }
        return String(text[first...last])
    }

    static let accessorNames: Set<String> = ["shared", "default", "current", "instance"]


    /// Each class or actor with the stored instance `var`s it keeps, neither `weak` nor `lazy`
    /// (a weak delegate is no state the class owns; a lazy one is a cached constant), and the
    /// constants holding a store of state (`let dbQueue: FMDatabaseQueue`, `let cache = NSCache()`).
    /// `held` lists the other constants with the class they hold, which the project may know as stateful.
    static func statefulClasses(in file: SourceFile) -> (state: [String: [String]], held: [String: [Held]]) {
        let types = file.declarations.types
        var state: [String: [String]] = [:]
        var held: [String: [Held]] = [:]
        var stores: [String: [String]] = [:]
        for property in file.declarations.properties {
            guard let parent = property.parent, types[parent].kind == .class || types[parent].kind == .actor,
                  property.isStored else { continue }
            let modifiers = property.modifiers
            guard !modifiers.contains(.static), !modifiers.contains(.class), !modifiers.contains(.weak),
                  !modifiers.contains(.unowned) else { continue }
            let owner = types[parent].name
            if !property.isLet && !modifiers.contains(.lazy) {
                // Kept in the system's storage (defaults, the keychain): a fresh instance reads the same.
                if !isPersisted(property, in: file) { state[owner, default: []].append(property.name) }
                continue
            }
            guard let type = heldType(of: property, in: file) else { continue }
            if storeSuffixes.contains(where: type.hasSuffix) {
                stores[owner, default: []].append(property.name)
            } else {
                held[owner, default: []].append(Held(property: property.name, type: type))
            }
        }
        // Its own variables first: they are what the message names.
        for (owner, names) in stores { state[owner, default: []] += names }
        return (state, held)
    }

    /// `public static let shared` with documentation above it: a library's entry point, which its
    /// users are told to call.
    static func isDocumentedEntryPoint(_ property: PropertyDeclaration, in file: SourceFile) -> Bool {
        guard property.modifiers.contains(.public) || property.modifiers.contains(.open) else { return false }
        let line = Int(file.tokens[property.firstToken].line)
        return file.commentBlocks.contains { $0.isDocumentation && $0.lines.last?.line == line - 1 }
    }

    /// A stored `var` written through to the system's storage: a property wrapper over it
    /// (`@UserDefault("theme")`, `@AppStorage`), or an observer that writes it there (`didSet {
    /// defaults.set(theme, forKey: …) }`).
    static func isPersisted(_ property: PropertyDeclaration, in file: SourceFile) -> Bool {
        if property.attributes.contains(where: { attribute in persistenceWords.contains { attribute.containsBytes($0) } }) {
            return true
        }
        guard property.accessors == .observers else { return false }
        var cursor = file.cursor(at: property.nameToken)
        while cursor.exists, !cursor.is(.leftBrace) { cursor = cursor.next }
        guard let close = cursor.matchingBracket else { return false }
        while cursor.exists, cursor.position < close.position {
            if cursor.isName, persistenceWords.contains(where: { cursor.text.containsBytes($0) }) { return true }
            cursor = cursor.next
        }
        return false
    }

    static let persistenceWords = ["UserDefault", "defaults", "Defaults", "AppStorage", "Keychain", "keychain",
                                   "KeyValueStore", "Preference"]

    /// A constant holding another object: its property name and the object's class.
    struct Held: Sendable {
        var property: String
        var type: String
    }

    /// Framework types that are stores of mutable state: a database, a cache, a persistent
    /// container, a managed object context, an operation queue.
    static let storeSuffixes = ["DatabaseQueue", "DatabasePool", "Database", "Cache", "Container", "ObjectContext",
                                "OperationQueue"]

    /// The class a property's annotation names, or its initializer calls (`= Cache()`).
    static func heldType(of property: PropertyDeclaration, in file: SourceFile) -> String? {
        if let type = property.type { return TypeReference.baseName(stripping(type.text, "?!")) }
        guard let value = initialValue(of: property, in: file), value.kind == .identifier, value.keyword == nil,
              value.next.is(.leftParen) || value.next.is(.leftAngle) else { return nil }
        return value.text
    }

    /// The shared instances the file declares: a type's static property holding an instance of the
    /// type, named like one, or a global `let` holding an instance of a class.
    static func accessors(in file: SourceFile) -> [Accessor] {
        let types = file.declarations.types
        let isScript = file.path.containsBytes(".playground/") || file.path.hasSuffix("main.swift")
        return file.declarations.properties.compactMap { property in
            guard property.isStored else { return nil }
            guard let parent = property.parent else {
                // A playground's or `main.swift`'s top level is a script: its `let`s are locals.
                guard property.isLet, !isScript, !property.modifiers.contains(.private),
                      !property.modifiers.contains(.fileprivate),  let owner = globalClass(of: property, in: file) else { return nil }
                return Accessor(owner: owner, reference: property.name, nameToken: property.nameToken)
            }
            let type = types[parent]
            guard type.kind == .class || type.kind == .actor || type.kind == .extension,
                  property.modifiers.contains(.static) || property.modifiers.contains(.class),
                  isAccessorName(property.name) else { return nil }
            let owner = TypeReference.baseName(type.name)
            guard holdsInstance(of: owner, property, in: file) else { return nil }
            return Accessor(
                owner: owner, reference: "\(owner).\(property.name)", nameToken: property.nameToken,
                isDocumentedEntryPoint: isDocumentedEntryPoint(property, in: file)
            )
        }
    }

    /// `static let shared = Session()`, `static let shared: Session = { … }()`, `= .init()`, `= Self()`.
    private static func holdsInstance(of owner: String, _ property: PropertyDeclaration, in file: SourceFile) -> Bool {
        if let type = property.type {
            let name = TypeReference.baseName(stripping(type.text, "?!"))
            return name == owner || name == "Self"
        }
        guard let value = initialValue(of: property, in: file) else { return false }
        if value.keyword == .selfType { return true }
        if value.is(.dot) { return value.next.isWord("init") }
        // `static let shared = { let store = try Store(); return store }()`: the closure makes one.
        if value.is(.leftBrace), let close = value.matchingBracket {
            var inside = value.next
            while inside.exists, inside.position < close.position {
                if inside.isName, inside.next.is(.leftParen) || inside.next.is(.dot),
                   inside.text == owner || inside.keyword == .selfType {
                    return true
                }
                inside = inside.next
            }
            return false
        }
        return value.isName && value.text == owner
    }

    /// `let session = Session()`, `let session: Session = …`: the class a global holds.
    private static func globalClass(of property: PropertyDeclaration, in file: SourceFile) -> String? {
        if let type = property.type {
            let name = TypeReference.baseName(stripping(type.text, "?!"))
            return name.first?.isUppercase == true ? name : nil
        }
        guard let value = initialValue(of: property, in: file), value.kind == .identifier, value.keyword == nil,
              value.next.is(.leftParen) else { return nil }
        let name = value.text
        return name.first?.isUppercase == true ? name : nil
    }

    /// The first token after the property's `=`.
    private static func initialValue(of property: PropertyDeclaration, in file: SourceFile) -> TokenCursor? {
        guard property.hasInitializer else { return nil }
        var cursor = file.cursor(at: property.nameToken + 1)
        var steps = 0
        while cursor.exists, steps < 64 {
            if cursor.is(TokenKind.operator), cursor.text == "=" { return cursor.next }
            if cursor.is(.leftBrace) { return nil }
            if cursor.is(.leftParen) || cursor.is(.leftBracket) || cursor.is(.leftAngle),
               let close = cursor.matchingBracket {
                cursor = close
            }
            cursor = cursor.next
            steps += 1
        }
        return nil
    }

    /// The names the file binds itself, as `NameSet` hashes: after `let`, `var`, `for`, `case`,
    /// before `:` (a parameter, a label) or `in` (a closure's parameter). Where the file binds a
    /// global's name, its uses are its own value's, not the global's.
    static func boundNames(in file: SourceFile) -> NameSet {
        let tokens = file.tokens
        // The file's own globals are what others reach, not names it binds for itself.
        let globals = Set(file.declarations.properties.filter { $0.parent == nil }.map(\.nameToken))
        var names = NameSet(minimumCapacity: tokens.count / 16)
        for position in tokens.indices.dropFirst().dropLast() {
            let token = tokens[position]
            guard token.kind == .identifier || token.kind == .escapedIdentifier, token.keyword == nil else { continue }
            let before = tokens[position - 1]
            let after = tokens[position + 1]
            let binds = before.keyword == .let || before.keyword == .var || before.keyword == .for
                || before.keyword == .case || after.kind == .colon || after.keyword == .in
                || (before.kind == .comma && after.kind == .rightParen)
            if binds && !globals.contains(position) { names.insert(hash: nameHash(of: token, in: file)) }
        }
        return names
    }

    /// The `NameSet` hash of an identifier's name, without its backticks: what `NameSet.hash(of:)`
    /// gives for the name. Every identifier of every file passes here, so no `String` is made.
    static func nameHash(of token: Token, in file: SourceFile) -> UInt64 {
        let trim = token.kind == .escapedIdentifier ? 1 : 0
        return NameSet.hash(of: Int(token.start) + trim..<Int(token.end) - trim, in: file.bytes)
    }

    /// Where the file names a shared instance (`Session.shared`) or a value (`session.`), how
    /// often, and the top-level types (or extended types) holding those places, keyed by the
    /// `NameSet` hash of the spelling (`Session.shared`, `session`).
    static func references(in file: SourceFile) -> [UInt64: Use] {
        let tokens = file.tokens
        let holders = file.declarations.types.filter { $0.parent == nil && $0.body?.close != nil }
            .map { (open: $0.body?.open ?? 0, close: $0.body?.close ?? 0, name: TypeReference.baseName($0.name)) }
        let bound = boundNames(in: file)
        var holderIndex = 0
        var found: [UInt64: (count: Int, holders: Set<Int>)] = [:]
        var position = 0
        while position + 2 < tokens.count {
            defer { position += 1 }
            let token = tokens[position]
            guard token.kind == .identifier || token.kind == .escapedIdentifier, tokens[position + 1].kind == .dot,
                  position == 0 || tokens[position - 1].kind != .dot || token.keyword == nil else { continue }
            let key: UInt64
            if Byte.isUppercase(file.bytes[Int(token.start)]) {
                let member = tokens[position + 2]
                guard member.kind == .identifier || member.kind == .escapedIdentifier else { continue }
                let memberName = stripping(file.text(of: member), "`")
                guard isAccessorName(memberName) else { continue }
                key = NameSet.hash(of: file.text(of: token) + "." + memberName)
            } else {
                guard token.keyword == nil, position == 0 || tokens[position - 1].kind != .dot else { continue }
                key = nameHash(of: token, in: file)
                if bound.contains(hash: key) { continue }
            }
            while holderIndex < holders.count, holders[holderIndex].close < position { holderIndex += 1 }
            var entry = found[key] ?? (0, [])
            entry.count += 1
            if holderIndex < holders.count, holders[holderIndex].open < position { entry.holders.insert(holderIndex) }
            found[key] = entry
        }
        return found.mapValues { Use(count: $0.count, holders: Set($0.holders.map { holders[$0].name })) }
    }

    /// How often a file names a reference, and the top-level types holding those places.
    struct Use: Sendable {
        var count: Int
        var holders: Set<String>
    }
}
