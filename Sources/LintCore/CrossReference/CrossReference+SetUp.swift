/// How the code that makes an instance gives it a member before the instance is in use.
public enum SetUp: Int, Sendable, Comparable {
    /// The creation leaves the member out.
    case leftOut
    /// It sets it from a value that may be nil: an optional passed on, an optional chain, `as?`,
    /// `try?`. Whether it is set is decided as the app runs.
    case maybe
    case set

    public static func < (lhs: SetUp, rhs: SetUp) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension CrossReference {
    /// Whether the creation at `site` of `type` sets `member`: on the new instance directly,
    /// through a method it calls on it, through the initializer it calls (from a parameter only
    /// when it passes a value: `share: nil`, or leaving `share: Share? = nil` out, does not), or
    /// in a callback that passes the instance on only then.
    public func setUp(of member: String, at site: Site<Creation>, of type: String) -> SetUp {
        let setUp = sets(member, at: site, of: type)
        guard setUp == .set else { return setUp }
        if site.value.maybeNilMembers.contains(member) { return .maybe }
        if site.value.maybeNilCalls.contains(where: { membersSet(by: $0, in: type).contains(member) }) { return .maybe }
        return site.value.membersFromCalls.contains { source in
            source.member == member && (returnsOptional(source.function) || mayReadOptional(source.function, besides: type))
        } ? .maybe : .set
    }

    private func sets(_ member: String, at site: Site<Creation>, of type: String) -> SetUp {
        let creation = site.value
        if creation.setMembers.contains(member) { return .set }
        if creation.calledMembers.contains(where: { membersSet(by: $0, in: type).contains(member) }) { return .set }
        // Filled in a callback that passes the instance on only then: set before it is shown.
        if !creation.isPassedOnInPlace, fillsLater(member, at: site, of: type) { return .set }
        guard creation.kind == .initializer else { return .leftOut }
        for initializer in initializers(of: type) {
            guard let mapping = initializer.arguments(forLabels: creation.labels) else { continue }
            return assignments(to: member, in: type).map { site in
                let assignment = site.value
                guard assignment.place.function == initializer.signature, !assignment.context.contains(.closure),
                      assignment.value != .nilLiteral else { return .leftOut }
                guard let name = assignment.valueName,
                      let parameter = initializer.parameters.firstIndex(where: { $0.name == name }) else { return .set }
                let declared = initializer.parameters[parameter]
                guard let argument = mapping[parameter] else { return declared.defaultsToNil ? .leftOut : .set }
                guard argument < creation.arguments.count else { return .set }
                // An optional parameter passes on what the caller has, which may be nil.
                switch creation.arguments[argument] {
                case .nilLiteral: return .leftOut
                case .maybeNil: return declared.isOptional ? .maybe : .set
                case .expression:
                    guard declared.isOptional, argument < creation.argumentSources.count,
                          creation.argumentSources[argument] != 0 else { return .set }
                    let source = creation.argumentSources[argument]
                    return optionalReturning.contains(source) || mayReadOptional(hash: source, besides: type) ? .maybe : .set
                default: return .set
                }
            }.max() ?? .leftOut
        }
        return membersSet(by: "init(" + creation.labels.map { $0 + ":" }.joined() + ")", in: type).contains(member) ? .set : .leftOut
    }

    /// Whether the code that makes the instance gives it the member later, in a callback, a task
    /// or after an `await`: directly or through a method of `type` that sets it.
    public func fillsLater(_ member: String, at site: Site<Creation>, of type: String) -> Bool {
        site.value.laterMembers.contains(member)
            || site.value.laterCalledMembers.contains { membersSet(by: $0, in: type).contains(member) }
    }

    /// Whether `type` gives `member` a value as it starts, in place: in an initializer (unless
    /// from an optional parameter kept as it is, set or not as its caller chooses), `viewDidLoad`,
    /// `loadView` or `awakeFromNib`.
    public func setsAtStart(_ member: String, in type: String) -> Bool {
        assignments(to: member, in: type).contains { site in
            let assignment = site.value
            guard assignment.value != .nilLiteral, !assignment.context.isLater,
                  let function = assignment.place.functionBaseName else { return false }
            if function == "init", let name = assignment.valueName,
               let initializer = initializers(of: type).first(where: { $0.signature == assignment.place.function }),
               initializer.parameters.contains(where: { $0.name == name && ($0.isOptional || $0.defaultsToNil) }) {
                return false
            }
            return ["init", "viewDidLoad", "loadView", "awakeFromNib"].contains(function)
        }
    }
}
