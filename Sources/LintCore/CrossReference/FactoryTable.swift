/// The project's factories: functions that make and return one of its types. A call on the
/// declaring type (`Screen.instantiate(…)`) finds the factory that type declares, whatever other
/// types declare under the same name (of its overloads, the one whose labels the call passes);
/// an unqualified call (`makeScreen()`) finds the one factory of that name, if one return type
/// answers it project-wide.
struct FactoryTable {
    private var byName: [String: Factory] = [:]
    private var byOwner: [Key: [Factory]] = [:]

    private struct Key: Hashable {
        var owner: String
        var name: String
    }

    /// Where a type is made: in which function of which type.
    private struct Making: Hashable {
        var owner: String
        var function: String
        var type: String
    }

    static let makingVerbs: [StaticString] = ["make", "instantiate", "create", "build", "new"]

    /// A function returning a type counts as its factory when its body makes that type, or its
    /// name says it does (`make`, `instantiate`, `create`, `build`, `new`): `getEditor()`, which
    /// returns the one editor the app keeps, makes nothing.
    init(_ files: [FileReferences]) {
        let names = Set(files.lazy.flatMap(\.factories).map(\.name))
        var madeIn: Set<Making> = []
        for file in files {
            for creation in file.creations where creation.kind != .factory {
                guard let function = creation.place.functionBaseName, names.contains(function) else { continue }
                madeIn.insert(Making(owner: creation.place.type ?? "", function: function, type: creation.typeName))
            }
        }
        var ambiguous: Set<String> = []
        for file in files {
            for factory in file.factories {
                let owner = factory.owner ?? ""
                guard madeIn.contains(Making(owner: owner, function: factory.name, type: factory.returnType))
                    || Wording.startsWithVerb(factory.name, Self.makingVerbs) else { continue }
                if let known = byName[factory.name], known.returnType != factory.returnType { ambiguous.insert(factory.name) }
                byName[factory.name] = byName[factory.name] ?? factory
                byOwner[Key(owner: owner, name: factory.name), default: []].append(factory)
            }
        }
        for name in ambiguous { byName[name] = nil }
    }

    /// The factory a call names; nil where overloads leave it in doubt.
    func factory(calledBy creation: Creation) -> Factory? {
        if let owner = creation.staticReceiver, let overloads = byOwner[Key(owner: owner, name: creation.typeName)] {
            return overloads.count == 1 ? overloads[0] : overloads.first { $0.labels == creation.labels }
        }
        // `instantiate()` inside `static func instantiate(…)`: another type's accessor, not itself.
        guard creation.place.functionBaseName != creation.typeName else { return nil }
        return byName[creation.typeName]
    }

    /// The factory whose body is the function `signature` (`instantiate(message:)`) of `type`.
    func factory(declaredAs signature: String, base: String, in type: String?) -> Factory? {
        byOwner[Key(owner: type ?? "", name: base)]?.first { $0.signature == signature }
            ?? byName[base].flatMap { $0.signature == signature ? $0 : nil }
    }

    /// A factory's identity: its declaring type and signature.
    static func identity(of factory: Factory) -> String {
        (factory.owner ?? "") + "." + factory.signature
    }
}
