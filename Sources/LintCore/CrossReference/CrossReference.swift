/// The project's cross-reference, built once per run from every file's `FileReferences` and
/// shared by the rules that ask: where each type is created and what is set on each new
/// instance, and where each type's members are assigned. A question the
/// project cannot settle (a file could not be read) answers `.unknown`, never "none".
public struct CrossReference: Sendable {
    /// Project files that could not be read: what they hold is unknown.
    public let unreadable: [String]
    /// Every file's records, in path order: the tables below point into them rather than copy
    /// them, which would double the memory of a project's records.
    private let files: [FileReferences]
    /// Creations through a factory, with the type it returns and the factory's own set-up.
    private var resolved: [Site<Creation>] = []
    private var creationsByType: [String: [Reference]] = [:]
    /// Members each type's function sets on `self`, by type and function (signature and base name).
    private var selfSets: [MemberKey: Set<String>] = [:]
    /// Assignments to each type's own members on `self`, by type and member.
    private var selfAssignments: [MemberKey: [Reference]] = [:]
    /// Assignments to members of instances other code keeps in its properties, by the
    /// instances' type and the member.
    private var keptInstanceAssignments: [MemberKey: [Reference]] = [:]
    private var initializersByType: [String: [InitializerDeclaration]] = [:]
    /// The names of the functions the project declares returning an optional.
    private(set) var optionalReturning: Set<UInt64> = []
    /// The type (by name hash) that declares a property of that name optional, by name hash;
    /// `manyTypes` where two or more do.
    private var optionalProperties: [UInt64: UInt64] = [:]
    private static let manyTypes = UInt64.max
    private var changedFromOutside: Set<UInt64> = []
    private var membersSetOnOthers: Set<UInt64> = []
    private var inPlaceChanges: [MemberKey: [Site<InPlaceChange>]] = [:]
    private var declaredClasses: Set<String> = []
    private var declaredMethods: Set<UInt64> = []
    /// Functions (by name hash) that call a closure parameter in place, and never later.
    private var callsBackOnlyInPlace: Set<UInt64> = []
    /// Class names more than one declaration gives (one per target, or nested in two types).
    private var sharedClassNames: Set<String> = []

    /// A record: its file's position in `files` (-1: in `resolved`) and its position there.
    private struct Reference: Sendable {
        var file: Int32
        var index: Int32
    }

    public static let empty = CrossReference([])

    /// A file that is its own project (rule examples, one file linted alone); empty without parts.
    static func of(_ file: SourceFile, parts: CrossReferenceParts) -> CrossReference {
        parts.isEmpty ? .empty : CrossReference([FileReferences(file, parts: parts)])
    }

    /// `files` in any order: sites are kept in path order, then line order.
    public init(_ files: [FileReferences], unreadable: [String] = []) {
        self.unreadable = unreadable.sorted { $0.precedesInUTF8($1) }
        // The engine gives them in path order already: checked in one pass, sorted only if not.
        let isSorted = files.indices.dropFirst().allSatisfy { !files[$0].path.precedesInUTF8(files[$0 - 1].path) }
        self.files = isSorted ? files : files.sorted { $0.path.precedesInUTF8($1.path) }
        let factories = FactoryTable(self.files)
        // What each factory sets on its own instance, and which of those from a value that may be
        // nil (its optional parameter, which a call may leave to a `nil` default).
        var setUpInFactories: [String: (set: [String], maybeNil: [String])] = [:]
        var madeThroughFactories: Set<String> = []
        // Records are read in place, field by field: copying each one retained every field.
        for file in self.files {
            for index in file.creations.indices where file.creations[index].kind == .factory {
                if let factory = factories.factory(calledBy: file.creations[index]) {
                    madeThroughFactories.insert(FactoryTable.identity(of: factory))
                }
            }
        }
        var callsBackLater: Set<UInt64> = []
        for (fileIndex, file) in self.files.enumerated() {
            callsBackOnlyInPlace.formUnion(file.callsBackInPlace)
            callsBackLater.formUnion(file.callsBackLater)
            for index in file.creations.indices {
                let typeName = file.creations[index].typeName
                if file.creations[index].kind == .factory {
                    guard let factory = factories.factory(calledBy: file.creations[index]) else {
                        // A factory's own instance, made by a call the project cannot follow (a
                        // generated storyboard accessor's `instantiate()`): set up as the factory's.
                        let place = file.creations[index].place
                        if file.creations[index].isReturned, let function = place.function, let base = place.functionBaseName,
                           let owner = factories.factory(declaredAs: function, base: base, in: place.type),
                           madeThroughFactories.contains(FactoryTable.identity(of: owner)) {
                            setUpInFactories[FactoryTable.identity(of: owner), default: ([], [])].set += file.creations[index].setMembers
                            setUpInFactories[FactoryTable.identity(of: owner), default: ([], [])].maybeNil
                                += file.creations[index].maybeNilMembers
                        }
                        continue
                    }
                    var creation = file.creations[index]
                    creation.typeName = factory.returnType == "Self" ? creation.staticReceiver ?? "Self" : factory.returnType
                    creation.factory = FactoryTable.identity(of: factory)
                    creationsByType[creation.typeName, default: []].append(Reference(file: -1, index: Int32(resolved.count)))
                    resolved.append(Site(path: file.path, value: creation))
                } else if file.creations[index].isReturned, let function = file.creations[index].place.function,
                          let base = file.creations[index].place.functionBaseName,
                          let factory = factories.factory(declaredAs: function, base: base, in: file.creations[index].place.type),
                          factory.returnType == typeName || factory.returnType == "Self",
                          madeThroughFactories.contains(FactoryTable.identity(of: factory)) {
                    // A factory's own instance is set up further where the factory is called.
                    setUpInFactories[FactoryTable.identity(of: factory), default: ([], [])].set += file.creations[index].setMembers
                    setUpInFactories[FactoryTable.identity(of: factory), default: ([], [])].maybeNil
                        += file.creations[index].maybeNilMembers
                } else {
                    creationsByType[typeName, default: []].append(Reference(file: Int32(fileIndex), index: Int32(index)))
                }
            }
            for initializer in file.initializers { initializersByType[initializer.type, default: []].append(initializer) }
            optionalReturning.formUnion(file.optionalReturning)
            for property in file.optionalProperties {
                if let known = optionalProperties[property.name], known != property.type {
                    optionalProperties[property.name] = Self.manyTypes
                } else {
                    optionalProperties[property.name] = property.type
                }
            }
            changedFromOutside.formUnion(file.changedFromOutside)
            membersSetOnOthers.formUnion(file.membersSetOnOthers)
            for change in file.inPlaceChanges {
                guard let type = change.place.type else { continue }
                inPlaceChanges[Self.key(type, change.member), default: []].append(Site(path: file.path, value: change))
            }
            for name in file.declaredClasses where !declaredClasses.insert(name).inserted { sharedClassNames.insert(name) }
            declaredMethods.formUnion(file.declaredMethods)
            for index in file.assignments.indices {
                let member = file.assignments[index].member
                let reference = Reference(file: Int32(fileIndex), index: Int32(index))
                if let type = file.assignments[index].receiverType {
                    keptInstanceAssignments[Self.key(type, member), default: []].append(reference)
                }
                guard file.assignments[index].isOnSelf, let type = file.assignments[index].place.type else { continue }
                selfAssignments[Self.key(type, member), default: []].append(reference)
                guard let function = file.assignments[index].place.function,
                      !file.assignments[index].context.contains(.closure), file.assignments[index].value != .nilLiteral
                else { continue }
                selfSets[Self.key(type, function), default: []].insert(member)
                if let base = file.assignments[index].place.functionBaseName, base != function {
                    selfSets[Self.key(type, base), default: []].insert(member)
                }
            }
        }
        callsBackOnlyInPlace.subtract(callsBackLater)
        for index in resolved.indices {
            if let factory = resolved[index].value.factory, let setUp = setUpInFactories[factory] {
                resolved[index].value.setMembers = setUp.set + resolved[index].value.setMembers
                resolved[index].value.maybeNilMembers = setUp.maybeNil + resolved[index].value.maybeNilMembers
            }
        }
    }

    private func creation(_ reference: Reference) -> Site<Creation> {
        reference.file < 0 ? resolved[Int(reference.index)]
            : Site(path: files[Int(reference.file)].path, value: files[Int(reference.file)].creations[Int(reference.index)])
    }

    private func assignment(_ reference: Reference) -> Site<MemberAssignment> {
        Site(path: files[Int(reference.file)].path, value: files[Int(reference.file)].assignments[Int(reference.index)])
    }

    /// A type's member or function: a key of two names, not one joined String per record.
    private struct MemberKey: Hashable, Sendable {
        var type: String
        var name: String
    }

    private static func key(_ type: String, _ name: String) -> MemberKey {
        MemberKey(type: type, name: name)
    }

    /// Where instances of `type` are created, with what is set on each; unknown when a project
    /// file could not be read, or when two classes of the project have that name.
    public func creations(of type: String) -> Answer<[Site<Creation>]> {
        guard unreadable.isEmpty, !sharedClassNames.contains(type) else { return .unknown }
        return .known((creationsByType[type] ?? []).map(creation))
    }

    /// Whether the callback that holds `assignment` is handed to a function the project declares
    /// that calls its closures in place, never later (`prefs.readPin { pin in self.pin = pin }`):
    /// it has run by the time that call returns.
    public func runsInPlace(_ assignment: MemberAssignment) -> Bool {
        assignment.callee != 0 && callsBackOnlyInPlace.contains(assignment.callee)
    }

    /// Whether the project declares a class of that name: its instances are objects, referred to.
    public func declaresClass(_ name: String) -> Bool {
        declaredClasses.contains(name)
    }

    /// The changes `type`'s own code makes to its member `member` in place (`ranges.remove(at:)`,
    /// `ranges[i] = r`), in any file.
    public func changesInPlace(of member: String, in type: String) -> [Site<InPlaceChange>] {
        inPlaceChanges[Self.key(type, member)] ?? []
    }

    /// The assignments `type`'s own code (its body and its extensions, in any file) makes to its
    /// member `member` on `self`.
    public func assignments(to member: String, in type: String) -> [Site<MemberAssignment>] {
        (selfAssignments[Self.key(type, member)] ?? []).map(assignment)
    }

    /// The assignments other code makes to the member `member` of the instances of `type` it
    /// keeps in its stored properties (`viewer.history = …`).
    public func assignments(to member: String, onInstancesOf type: String) -> [Site<MemberAssignment>] {
        (keptInstanceAssignments[Self.key(type, member)] ?? []).map(assignment)
    }

    /// Whether code somewhere sets a member of that name to `nil`, or changes it in place, on a
    /// receiver it does not resolve: it may be this type's, changed from outside.
    public func mayBeChangedFromOutside(_ member: String) -> Bool {
        changedFromOutside.contains(NameSet.hash(of: member))
    }

    /// Whether code somewhere sets a member of that name on a receiver it does not resolve
    /// (a parameter, a cast, another object's property): it may be this type's, set from outside.
    public func mayBeSetFromOutside(_ member: String) -> Bool {
        membersSetOnOthers.contains(NameSet.hash(of: member))
    }

    /// Whether a type other than `type` declares a property of that name optional: a value read
    /// from one (`order.shipping`) may be nil. The screen's own optional of that name is not
    /// asked about, since a screen is so often given `x.user` for its own `user`.
    public func mayReadOptional(_ property: String, besides type: String) -> Bool {
        mayReadOptional(hash: NameSet.hash(of: property), besides: type)
    }

    func mayReadOptional(hash property: UInt64, besides type: String) -> Bool {
        guard let owner = optionalProperties[property] else { return false }
        return owner != NameSet.hash(of: type)
    }

    /// Whether a function of that name, somewhere in the project, returns an optional.
    public func returnsOptional(_ function: String) -> Bool {
        optionalReturning.contains(NameSet.hash(of: function))
    }

    /// The initializers `type` declares in its body and its extensions, in any file.
    public func initializers(of type: String) -> [InitializerDeclaration] {
        initializersByType[type] ?? []
    }

    /// The members `type`'s own function (`init(user:)`, `display(podcast:)`, or any overload of
    /// a base name such as `configure`) sets on `self` to a value, outside closures.
    public func membersSet(by function: String, in type: String) -> Set<String> {
        // A signature no declaration has (an argument left to its default) asks of every overload.
        if function.contains("("), !function.hasPrefix("init("), !declaredMethods.contains(NameSet.hash(of: type + "." + function)) {
            return selfSets[Self.key(type, CodePlace.baseName(function))] ?? []
        }
        return selfSets[Self.key(type, function)] ?? []
    }
}

/// A record of one file of the project, with the file's path.
public struct Site<Value: Sendable>: Sendable {
    public var path: String
    public var value: Value
}

/// A record of something the code does at a place: a creation, an assignment.
public protocol PlacedRecord { var place: CodePlace { get } }

extension Creation: PlacedRecord {}
extension MemberAssignment: PlacedRecord {}

extension Site where Value: PlacedRecord {
    /// `path:line`, as a message names it.
    public var location: String { "\(path):\(value.place.line)" }
}

/// What the project says, or that it cannot say.
public enum Answer<Value: Sendable>: Sendable {
    case known(Value)
    case unknown

    public var known: Value? {
        if case .known(let value) = self { return value }
        return nil
    }
}
