import LintCore

extension OptionalViewControllerPropertyRule {
    /// The enums a class already states its condition with: how it was opened (`Mode`) and where its
    /// loading stands (`State`). An optional is folded only into the one that means the same.
    struct StatedEnums {
        var mode: String?
        var state: String?
    }

    /// What the rule says of one candidate.
    enum Verdict: Equatable {
        case report(String)
        case silent
    }

    /// The candidate's verdict, stating its evidence: a mode (some ways of opening the screen set it,
    /// members switch on it) or a moment (a callback or task fills it later).
    func verdict(
        for candidate: (property: PropertyDeclaration, type: TypeReference), owner: String, _ evidence: Evidence,
        initializers: Set<String>, stated: StatedEnums
    ) -> Verdict {
        let name = candidate.property.name
        if options.allOptionals {
            return .report("`\(name): \(candidate.type)` is optional state on view controller `\(owner)`: a value that "
                + "may be missing hides a mode or a moment in time; state it with an `enum Mode`, a loading-state "
                + "enum, or pass it in at initialisation")
        }
        guard let wrappedType = candidate.type.wrapped, Self.isData(wrappedType), !Self.isTransient(name),
              !evidence.isAlwaysSetByInit else { return .silent }
        // Unwrapped and set back to nil where it is tested: a pending one-shot value.
        if !evidence.clearingMembers.isDisjoint(with: evidence.testingMembers) { return .silent }
        let wrapped = wrappedType.text
        let deciders = evidence.testingMembers.filter(evidence.decidingMembers.contains)
        if let setter = evidence.asynchronousAssignment {
            // Read where it arrives or elsewhere: a value nothing reads holds no moment.
            guard !evidence.readingMembers.isEmpty else { return .silent }
            let readers = evidence.readingMembers.subtracting([setter]).sorted()
            let uses = !evidence.testingMembers.isEmpty ? "tested in \(Self.list(evidence.testingMembers))"
                : readers.isEmpty ? "read there" : "read in \(Self.list(readers))"
            return .report("`\(name)` arrives later, in a callback in `\(setter)`, and is \(uses): until then "
                + "`\(owner)` is in a moment its type does not name; "
                + (stated.state.map { "fold the loading into `\($0)`" }
                    ?? (wrappedType.baseName.hasSuffix("Error")
                        ? "state it with a loading-state enum whose `.failed(\(wrapped))` case holds it"
                        : "state it with a loading-state enum (`.loading`, `.loaded(\(wrapped))`, `.failed(Error)`) or a promise")))
        }
        let setters = evidence.assigningMembers
        let initializerSetters = setters.filter { $0.hasPrefix("init(") }
        // Pushed in from outside and observed: the `didSet` is the block a promise or a signal would run
        // when the value comes, and nil is the time before it.
        let modifiers = candidate.property.modifiers
        if candidate.property.accessors == .observers && !modifiers.contains(.private) && !modifiers.contains(.fileprivate) {
            return .report("`\(name)` is pushed in from outside and observed with `didSet`: until it comes, `\(owner)` "
                + "is in a moment its type does not name; "
                + ((stated.state ?? stated.mode).map { "fold it into `\($0)`" }
                    ?? "a signal or a promise, whose observers run when the value comes, states it"))
        }
        let construct = stated.mode.map { "fold it into `\($0)`, the mode `\(owner)` already has" }
            ?? "state it as an `enum Mode` with a case per way the screen is opened"
            + (initializerSetters.isEmpty ? ", passed in at initialisation" : "")
        guard setters.count == initializerSetters.count else {
            // The screen sets it itself as the user acts: a state of the screen when another member
            // switches on it, else its own bookkeeping.
            let elsewhere = deciders.filter { !setters.contains($0) }
            guard !elsewhere.isEmpty else { return .silent }
            return .report("`\(name)` is set in \(Self.list(setters.sorted())) and decides behaviour in "
                + "\(Self.list(elsewhere)): until it is set, `\(owner)` is in a state its type does not name; "
                + ((stated.state ?? stated.mode).map { "fold it into `\($0)`" }
                    ?? "state the screen's states as an enum, with the value in the case that has it"))
        }
        let unsetBy = initializers.subtracting(initializerSetters).sorted()
        if !initializerSetters.isEmpty && !unsetBy.isEmpty {
            return .report("`\(name)` is set by \(Self.list(initializerSetters.sorted())) but not by "
                + "\(Self.list(unsetBy)): each initializer is a mode of `\(owner)`; \(construct)")
        }
        // An implicitly unwrapped value is injected and always there: a guard on it is defensive.
        if !deciders.isEmpty && !candidate.type.isImplicitlyUnwrapped {
            return .report("`\(name)` decides behaviour in \(Self.list(deciders)): whether it is there is a mode "
                + "of `\(owner)`; \(construct)")
        }
        // Nil stands for a default (`name ?? fallback`), or the value is injected and always there.
        if !evidence.testingMembers.isEmpty || candidate.type.isImplicitlyUnwrapped { return .silent }
        let message = "`\(name): \(candidate.type)` is there in some cases and not in others: its nil is a mode "
            + "(how `\(owner)` was opened) or a moment (not loaded yet) that nothing names; "
            + ((stated.mode ?? stated.state).map { "fold it into `\($0)`" }
                ?? "state it with an `enum Mode` or a loading-state enum")
        // Stored from an initializer and never read: nothing switches on it.
        if evidence.readingMembers.isEmpty && !setters.isEmpty { return .silent }
        return .report(message)
    }

    /// A selection, a previous value, a value waiting to be used: the screen's own passing state.
    static func isTransient(_ name: String) -> Bool {
        transientPrefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first.map { $0.isUppercase || $0 == "_" } ?? true
        }
    }

    static let transientPrefixes = ["selected", "last", "previous", "old", "pending", "temp", "tmp"]

    /// "`a`", "`a` and `b`", "`a`, `b` and `c`", "`a`, `b`, `c` and 2 more".
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        switch quoted.count {
        case 1: return quoted[0]
        case 2, 3: return quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
        default: return quoted.prefix(3).joined(separator: ", ") + " and \(quoted.count - 3) more"
        }
    }
}
