/// Assignments to members, as the walk meets them.
extension FileReferencesBuilder {
    /// `member = value`, `self.member = value`, `screen.member = value`.
    mutating func assignment(at position: Int) {
        guard parts.contains(.selfAssignments), reader.isName(position - 1) else { return }
        let start = reader.postfixStart(endingBefore: position)
        let before = reader.keyword(start - 1)
        guard before != .let, before != .var, before != .case, !followsTypeAnnotation(start) else { return }
        var receiver = "self"
        var receiverType: String?
        if start < position - 1 {
            guard reader.kind(position - 2) == .dot else { return }
            var end = position - 2
            while reader.kind(end - 1) == .question || reader.kind(end - 1) == .exclamation { end -= 1 }
            guard start < end else { return }
            let isSelf = end == start + 1
                && (reader.keyword(start) == .selfValue || !selfAliases.isEmpty && selfAliases[reader.nameHash(start)] != nil)
            if !isSelf {
                receiverType = keptInstanceType(at: position)
                guard receiverType != nil else {
                    // `(window.rootViewController as? Tabs)?.connection = nil`: cleared from outside.
                    if reader.keyword(position + 1) == .nil { references.changedFromOutside.append(reader.nameHash(position - 1)) }
                    references.membersSetOnOthers.append(reader.nameHash(position - 1))
                    return
                }
                receiver = file.code(start..<end)
            }
        } else if isLocal(at: position - 1) {
            return
        }
        if receiverType == nil, placeNames[scopes.isEmpty ? 0 : scopes[scopes.count - 1].place].isValueType { return }
        let next = position + 1
        let single = next + 1 >= reader.count || reader.line(next + 1) != reader.line(next)
            || [.rightBrace, .semicolon, .rightParen, .comma].contains(reader.kind(next + 1))
        var value = single ? reader.valueKind(next..<next + 1) : .expression
        // An optional of this file's given a value that may be nil (`selectedPort = port`) may be cleared by it.
        if value == .expression, isOptionalProperty(reader.nameHash(position - 1)), mayBeNil(from: next) { value = .maybeNil }
        let assignment = MemberAssignment(
            member: reader.text(position - 1), receiver: receiver, place: place(at: position), context: currentContext,
            value: value,
            valueName: single && reader.isName(next) && reader.keyword(next) == nil ? reader.text(next) : nil,
            receiverType: receiverType, callee: scopes.isEmpty ? 0 : scopes[scopes.count - 1].callee
        )
        references.assignments.append(assignment)
    }

    /// Whether the target starting at `start` follows a `:` of the same statement: a type
    /// (`let user: User = …`), not a member after a `case …:` or `default:` label.
    private func followsTypeAnnotation(_ start: Int) -> Bool {
        guard reader.kind(start - 1) == .colon, reader.line(start - 1) == reader.line(start) else { return false }
        var first = start - 1
        while first > 0, reader.line(first - 1) == reader.line(start) { first -= 1 }
        return reader.keyword(first) != .case && reader.keyword(first) != .default
    }

    /// `(segue.destination as? ShopViewController)?.shopIdentifier = id`: the outline resolves
    /// the receiver to the cast that creates the screen, in the same statement, so the member
    /// is set as part of its set-up. A receiver bound to a name is followed by `followBinding`.
    mutating func setMemberThroughCast(at position: Int) {
        // Only a target holding a cast (`(… as? T)?.p = x`) is asked of the outline.
        guard reader.kind(position - 2) == .dot, targetHoldsCast(endingBefore: position),
              let assignment = file.outline(.expressions).assignment(at: position), assignment.kind == .assign,
              let member = assignment.memberToken, let receiver = assignment.receiver,
              let type = assignment.receiverType, receiver.contains(type.origin),
              let creation = creationsByToken[type.origin], reader.keyword(position + 1) != .nil else { return }
        let name = reader.text(member)
        guard !references.creations[creation].setMembers.contains(name) else { return }
        references.creations[creation].setMembers.append(name)
        if mayBeNil(from: position + 1) { references.creations[creation].maybeNilMembers.append(name) }
        if let function = valueSource(at: position + 1) {
            references.creations[creation].membersFromCalls.append(MemberFromCall(member: name, function: function))
        }
    }

    /// The declared type of the stored property the receiver of the assignment at `position`
    /// names (`viewer`, `self.viewer`, `self?.viewer`, `strongSelf.viewer`), as the outline
    /// resolves it: a property of the type around the code declared in this file with a type
    /// by name, not shadowed by a local, a parameter or a closure's parameter.
    private mutating func keptInstanceType(at position: Int) -> String? {
        // Most receivers name no typed stored property of the type around them: told from a
        // table, without building the outline.
        guard let type = placeNames[scopes.isEmpty ? 0 : scopes[scopes.count - 1].place].type,
              storedPropertyTypes()[type]?[reader.nameHash(receiverName(before: position))] != nil,
              let resolved = file.outline(.expressions).assignment(at: position)?.receiverType, resolved.source == .storedProperty else {
            return nil
        }
        return resolved.name
    }

    /// The last name of the receiver of the assignment at `position` (`viewer` in `self?.viewer.x = 1`).
    private func receiverName(before position: Int) -> Int {
        var name = position - 3
        while reader.kind(name) == .question || reader.kind(name) == .exclamation { name -= 1 }
        return name
    }

    /// The file's stored properties declared with a type by name (`HistoryViewer`,
    /// `HistoryViewer?`): by the type that holds each, then by name hash. Made when first asked.
    /// An outlet holds a view, and a framework's type (`UILabel`) is none the project declares:
    /// sets on them are not the project's screens' set-up, and would build the outline of
    /// nearly every UIKit file.
    private mutating func storedPropertyTypes() -> [String: [UInt64: String]] {
        if let keptTypes { return keptTypes }
        var table: [String: [UInt64: String]] = [:]
        let declarations = file.declarations
        for property in declarations.properties where property.isStored && !property.attributes.contains("@IBOutlet") {
            guard let parent = property.parent, let type = property.type else { continue }
            let base = type.unwrapped.baseName
            guard base.first?.isUppercase == true, !FrameworkNames.isPlatformType(base) else { continue }
            table[declarations.types[parent].name, default: [:]][reader.nameHash(property.nameToken)] = base
        }
        keptTypes = table
        return table
    }

    /// Whether the assignment target ending before `position` holds an `as` cast.
    private func targetHoldsCast(endingBefore position: Int) -> Bool {
        let start = reader.postfixStart(endingBefore: position)
        return (start..<position).contains { reader.keyword($0) == .as }
    }
}
