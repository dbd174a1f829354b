/// Changes a class's code makes to its own members in place, as the walk meets them: the
/// member keeps its name but not its value, which an assignment's record does not show.
extension FileReferencesBuilder {
    /// `ranges.remove(at: i)`, `self.ranges?.append(r)`, `draft?.notes.append(n)`: a call the
    /// standard library declares `mutating`, on a member of the class around the code or on
    /// its fields, at the member's name. On another object's member, a change from outside.
    mutating func mutatingCall(at position: Int) {
        var dot = position + 1
        var throughField = false
        while true {
            while reader.kind(dot) == .question || reader.kind(dot) == .exclamation { dot += 1 }
            guard reader.kind(dot) == .dot, reader.isName(dot + 1) else { return }
            if reader.kind(dot + 2) == .leftParen { break }
            dot += 2
            throughField = true
        }
        guard Self.standardMutations.contains(reader.nameHash(dot + 1)) else { return }
        guard isOwnMember(at: position) else {
            // `delegate?.devices?.remove(at: 0)`: another object's optional of that name, changed from outside.
            if reader.kind(position - 1) == .dot, !throughField, reader.kind(position + 1) == .question || reader.kind(position + 1) == .exclamation {
                references.changedFromOutside.append(reader.nameHash(position))
            }
            return
        }
        references.inPlaceChanges.append(InPlaceChange(
            member: reader.text(position), place: place(at: position), throughField: throughField
        ))
    }

    /// `ranges[i] = r`, `draft?.title = t`, `self.totals[key] += 1`: an assignment whose target
    /// runs on past a member of the class around the code, at the `=`.
    mutating func inPlaceAssignment(at position: Int) {
        let start = reader.postfixStart(endingBefore: position)
        let isSelf = reader.keyword(start) == .selfValue
            || !selfAliases.isEmpty && reader.isName(start) && selfAliases[reader.nameHash(start)] != nil
        var root = start
        if isSelf {
            root += 1
            while reader.kind(root) == .question || reader.kind(root) == .exclamation { root += 1 }
            guard reader.kind(root) == .dot else { return }
            root += 1
        }
        var next = root + 1
        while reader.kind(next) == .question || reader.kind(next) == .exclamation { next += 1 }
        guard next < position, reader.kind(next) == .dot || reader.kind(next) == .leftBracket,
              reader.keyword(start - 1) != .let, reader.keyword(start - 1) != .var,
              root == start ? isOwnMember(at: root) : isOwnMember(at: root, afterSelf: true) else { return }
        // `totals[key] += 1` changes an element; `items[i].name = n`, a field of one.
        let throughField = reader.kind(next) != .leftBracket || reader.kind(position - 1) != .rightBracket
        references.inPlaceChanges.append(InPlaceChange(
            member: reader.text(root), place: place(at: root), throughField: throughField
        ))
    }

    /// Whether the name at `position` is a member of the class around the running code: bare
    /// and not a local's, or after `self.`. Outlets and non-optional properties this file
    /// declares are not asked about (a view's fields are set on every screen): not kept.
    private mutating func isOwnMember(at position: Int, afterSelf: Bool = false) -> Bool {
        let around = placeNames[scopes.isEmpty ? 0 : scopes[scopes.count - 1].place]
        guard reader.isName(position), reader.keyword(position) == nil, !reader.startsUppercase(position),
              around.type != nil, !around.isValueType, !isUnasked(reader.nameHash(position)) else { return false }
        if afterSelf { return true }
        if reader.kind(position - 1) == .dot {
            var receiver = position - 2
            while reader.kind(receiver) == .question || reader.kind(receiver) == .exclamation { receiver -= 1 }
            return reader.keyword(receiver) == .selfValue && reader.kind(receiver - 1) != .dot
        }
        return !isLocal(at: position)
    }

    private mutating func isUnasked(_ name: UInt64) -> Bool {
        if unaskedMembers == nil {
            var names: Set<UInt64> = []
            var asked: Set<UInt64> = []
            for property in file.declarations.properties {
                let isOutlet = property.attributes.contains("@IBOutlet")
                if isOutlet || property.type.map({ !$0.isOptional }) ?? false {
                    names.insert(reader.nameHash(property.nameToken))
                } else if property.type != nil {
                    asked.insert(reader.nameHash(property.nameToken))
                }
            }
            unaskedMembers = names.subtracting(asked)
        }
        return unaskedMembers?.contains(name) ?? false
    }

    /// The standard library's mutating methods of collections, strings and sets.
    private static let standardMutations: Set<UInt64> = Set([
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "removeValue",
        "popFirst", "popLast", "replaceSubrange", "sort", "reverse", "shuffle", "swapAt", "merge", "updateValue",
        "formUnion", "formIntersection", "formSymmetricDifference", "subtract", "toggle",
    ].map { NameSet.hash(of: $0) })
}
