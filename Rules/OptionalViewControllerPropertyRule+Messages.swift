import LintCore

extension OptionalViewControllerPropertyRule {
    /// The message for a candidate, stating its evidence; nil when there is none.
    func message(
        for candidate: (property: PropertyDeclaration, type: TypeReference), owner: String, _ evidence: Evidence,
        isUnassigned: Bool
    ) -> String? {
        let name = candidate.property.name
        let wrapped = (candidate.type.wrapped ?? candidate.type).text
        if options.allOptionals {
            return "`\(name): \(candidate.type)` is optional state on view controller `\(owner)`: a value that may "
                + "be missing hides a mode or a moment in time; state it with an `enum Mode`, a loading-state enum, "
                + "or pass it in at initialisation"
        }
        if isUnassigned {
            return "`\(name): \(candidate.type)` is never assigned: the first read crashes; pass the value in at "
                + "initialisation, or make it non-optional"
        }
        if Self.isOwnedObject(wrapped) || wrapped.hasPrefix("[") { return nil }
        // A value pushed in again and again and observed is a selection, not a mode.
        let isPrivate = candidate.property.modifiers.contains(.private) || candidate.property.modifiers.contains(.fileprivate)
        if candidate.property.accessors == .observers && !isPrivate { return nil }
        // Unwrapped and set back to nil where it is tested: a pending one-shot value.
        if !evidence.clearingMembers.isDisjoint(with: evidence.testingMembers) { return nil }
        let testers = evidence.testingMembers
        let setters = evidence.assigningMembers
        let isInput = setters.allSatisfy { $0.hasPrefix("init(") }
        if testers.count >= 2 && isInput {
            let places = Self.list(testers)
            if TypeReference.baseName(wrapped).hasSuffix("Delegate") {
                return "`\(name)` is a strong optional reference tested in \(places): make it `weak`; a view "
                    + "controller should not own its delegate"
            }
            if evidence.isAlwaysSetByInit { return nil }
            if !setters.isEmpty {
                return "`\(name)` decides behaviour in \(places) but is only set in \(Self.list(setters.sorted())): "
                    + "pass the mode in and keep it in a `let` of an `enum Mode` with a case per way `\(owner)` is used"
            }
            return "`\(name)` decides behaviour in \(places): that is a mode of `\(owner)`; state it as an "
                + "`enum Mode` with a case per way the screen is opened, and pass it in at initialisation"
        }
        if let setter = evidence.asynchronousAssignment, !testers.isEmpty {
            let readers = evidence.readingMembers.subtracting([setter]).sorted()
            guard !readers.isEmpty else { return nil }
            return "`\(name)` is set in a callback in `\(setter)` and tested in \(Self.list(testers)): a value "
                + "that arrives later is a moment in time; state it with a loading-state enum (`.loading`, "
                + "`.loaded(\(wrapped))`, `.failed(Error)`)"
        }
        return nil
    }

    /// Views, child view controllers, presenters and the like: objects a view controller
    /// makes and keeps alive over its lifecycle, whose optionality says "not made yet".
    static func isOwnedObject(_ type: String) -> Bool {
        let base = TypeReference.baseName(type)
        return ownedObjectSuffixes.contains { base.hasSuffix($0) }
    }

    static let ownedObjectSuffixes = [
        "View", "Controller", "Button", "Label", "Field", "Recognizer", "Layer", "Window", "Presenter",
        "Coordinator", "DataSource", "Bar", "Cell", "Player", "Session",
    ]

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
