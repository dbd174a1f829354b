import LintCore

extension OptionalViewControllerPropertyRule {
    /// What the project shows about one optional of a view controller, read from the
    /// cross-reference: who creates the screen and what each sets, which initializer sets it,
    /// where it is filled, which optionals go with it. The message names what was found.
    struct ProjectEvidence {
        let question: Question
        let references: CrossReference
        /// An AppKit screen (an `NSViewController`'s or `NSWindowController`'s subclass): its
        /// storyboard hands an initializer its values through another call.
        var isAppKit = false

        private var property: OwnEvidence { question.property }
        private var owner: String { question.owner.name }

        /// The warning's message, or nil when the project shows it is none of the essay's cases.
        var message: String? {
            let creations = creationSites()
            if let initializers = initializerMode() { return modeMessage(initializers) }
            if references.setsAtStart(property.name, in: owner) { return nil }
            if let group = group() { return group.names.first == property.name ? groupMessage(group) : nil }
            // Every creator gives it, and the screen keeps it: a dependency, branched on or not.
            if let creations, isGivenByEveryCreator(creations) { return keptDependency(creations) }
            guard !property.branchingMembers.isEmpty else { return nil }
            if let creations, !creations.isEmpty {
                if let mode = creationMode(creations) { return mode }
                // What a creator passes in is not waited for. Every creator gives it a value, some
                // one that may be nil (an optional passed on): a dependency or a mode, as the app runs.
                if creations.contains(where: { setState(of: property.name, at: $0) != .leftOut }) {
                    let mayBeNil = creations.allSatisfy { setState(of: property.name, at: $0) != .leftOut }
                    return mayBeNil && !changesItself(creations) && keptInstanceFills.isEmpty ? questionMessage : nil
                }
            }
            if let moment = momentMessage() ?? outsideFill(creations).flatMap(outsideMomentMessage) { return moment }
            // Given a value by the screen itself (on input, from an observer) or by code that keeps it: state it keeps.
            let writes = references.assignments(to: property.name, in: owner) + keptInstanceFills
            guard writes.isEmpty, !property.isPrivate, creations?.isEmpty ?? true else { return nil }
            // A member no code sets holds nothing but its initial value: there is no nil to ask about.
            return references.mayBeSetFromOutside(property.name) ? questionMessage : nil
        }

        /// A collaborator's warning (a view model, a service): no mode or moment, only a
        /// dependency every creator gives and the screen keeps.
        var dependencyOnly: String? {
            guard let creations = creationSites(), !references.setsAtStart(property.name, in: owner),
                  isGivenByEveryCreator(creations) else { return nil }
            return keptDependency(creations)
        }

        private func isGivenByEveryCreator(_ creations: [Site<Creation>]) -> Bool {
            !creations.isEmpty && !isMadeOutOfSight && creations.allSatisfy { setState(of: property.name, at: $0) == .set }
        }

        /// The dependency's message, unless the screen or another object changes it once it is open.
        private func keptDependency(_ creations: [Site<Creation>]) -> String? {
            let changed = changesItself(creations) || !keptInstanceFills.isEmpty || references.mayBeChangedFromOutside(property.name)
            return changed ? nil : dependencyMessage(creations)
        }

        /// Changes the screen makes to what the optional holds, not through it: a field set on
        /// an object the project declares as a class leaves the optional as it was.
        private var changesInPlace: [Site<InPlaceChange>] {
            let held = TypeReference.baseName(String(ScreenData.elementType(property.wrapped)))
            let isObject = references.declaresClass(held)
            return references.changesInPlace(of: property.name, in: owner).filter { !$0.value.throughField || !isObject }
        }

        private var keptInstanceFills: [Site<MemberAssignment>] {
            references.assignments(to: property.name, onInstancesOf: owner)
        }

        /// Every creation site sets it before the screen is shown and the screen never changes it.
        /// The sites are named, not counted as all there are: a screen may be made where the
        /// cross-reference cannot follow.
        private func dependencyMessage(_ creations: [Site<Creation>]) -> String {
            let sites = Self.list(creations.map(\.location), quoted: false)
            return "`\(owner)` is made at \(sites), " + (creations.count == 1 ? "which sets" : "each setting") + " `\(property.name)` "
                + "before the screen is shown, and the screen never changes it"
                + (property.branchingMembers.isEmpty ? "" : ", though \(branchers) on it") + ": it is a required dependency. "
                + (isAppKit ? Self.appKitDependencyRemedy : Self.dependencyRemedy)
        }

        static let dependencyRemedy = "Make it a non-optional initializer parameter (from a storyboard or a segue, on iOS 13 and "
            + "later, `instantiateViewController(identifier:creator:)` or an `@IBSegueAction`)"

        static let appKitDependencyRemedy = "Make it a non-optional initializer parameter (from a storyboard or a segue, on "
            + "macOS 10.15 and later, `instantiateController(identifier:creator:)` or an `@IBSegueAction`)"

        /// No more evidence than the branches: the essay's question. Where the screen is made or
        /// set up is not claimed either way: it may be where the cross-reference cannot follow.
        /// Not of a collection: whether its nil means more than empty is the other emptiness essay's
        /// question (`optional_collection`), and readers found nil read as empty.
        private var questionMessage: String? {
            guard !ScreenData.isCollection(property.wrapped) else { return nil }
            return "`\(property.name)` is optional and \(branchers) on whether it is there. " + Self.questionRemedy
        }

        static let questionRemedy = "Ask what its nil means: if every place that makes the screen sets it, a non-optional "
            + "initializer parameter; if it is how the screen was opened, an `enum Mode` passed at initialisation, a case "
            + "for each way in; if it has not arrived yet, a loading-state enum or a promise"

        // MARK: Modes

        /// Some creation sites set it and others leave it out: one warning for the optionals that
        /// the same sites set and leave out. A site that sets it from a value that may be nil (an
        /// optional property passed on, a value given on some paths) is no second way in by
        /// itself: readers found those values always there as often as not. The site named is one
        /// that sets it for certain where there is one; else the message says it may not.
        /// Nil: no such mode; `.some(nil)`: a mode another member of its group reports.
        private func creationMode(_ creations: [Site<Creation>]) -> String?? {
            guard !changesItself(creations),
                  let setting = creations.first(where: { setState(of: property.name, at: $0) == .set })
                    ?? creations.first(where: { setState(of: property.name, at: $0) == .maybe }),
                  let other = creations.first(where: { setState(of: property.name, at: $0) == .leftOut }) else { return nil }
            let pattern = creations.map { setState(of: property.name, at: $0) }
            let together = question.siblings.filter { sibling in
                !sibling.branchingMembers.isEmpty && creations.map { setState(of: sibling.name, at: $0) } == pattern
            }
            if let first = together.first, first.name != property.name { return .some(nil) }
            let names = together.count > 1 ? Self.list(together.map(\.name)) + " are" : "`\(property.name)` is"
            let subject = together.count > 1 ? "`\(property.name)`: they stand" : "it: it stands"
            let made = "where `\(owner)` is made at \(setting.location)"
            let sites = setState(of: property.name, at: setting) == .set
                ? "set \(made) and not at \(other.location)"
                : "set \(made) on some paths or from a value that may be nil, and not at \(other.location)"
            return "\(names) \(sites), and \(branchers) on \(subject) for how the screen was opened. State it with "
                + "an `enum Mode` passed at initialisation, a case for each way in holding its data"
        }

        /// Whether the screen's own code gives the optional a value or clears it after it is
        /// opened (on user input, once it is used): then it is state the screen keeps, not how it
        /// was opened. Its initializers and the methods its creators call to set it up do not count.
        private func changesItself(_ creations: [Site<Creation>]) -> Bool {
            let setUp = Set(creations.flatMap(\.value.calledMembers).map(CodePlace.baseName))
            let places = references.assignments(to: property.name, in: owner).map(\.value.place) + changesInPlace.map(\.value.place)
            return places.contains { place in
                guard let function = place.functionBaseName else { return false }
                return function != "init" && !setUp.contains(function)
            }
        }

        /// The places the project creates the screen, and those that set the optional on a
        /// protocol the screen adopts; nil when a file could not be read. An instance a function
        /// makes and returns without setting the optional is set up by the callers, which the
        /// project may not show: it is left out unless it sets it.
        private func creationSites() -> [Site<Creation>]? {
            let throughProtocols = question.adopted.flatMap { references.creations(of: $0).known ?? [] }
            return references.creations(of: owner).known.map { own in
                (own + throughProtocols).filter { site in
                    let sets = setState(of: property.name, at: site) != .leftOut
                    return sets || !site.value.isReturned && site.value.typeName == owner
                }
            }
        }

        /// Whether a function makes the screen and returns it without setting the optional
        /// (`static var detail: DetailViewController { … }`): its callers set it up, or do not,
        /// where the cross-reference does not follow, so not every creator is known.
        private var isMadeOutOfSight: Bool {
            references.creations(of: owner).known?.contains { site in
                site.value.isReturned && site.value.typeName == owner && setState(of: property.name, at: site) == .leftOut
            } ?? true
        }

        private func setState(of member: String, at site: Site<Creation>) -> SetUp {
            references.setUp(of: member, at: site, of: owner)
        }

        /// One initializer sets it and another does not: two ways in.
        /// Where the project calls the screen's initializers, both must be called: an initializer
        /// nothing calls is no way in.
        private func initializerMode() -> (setting: String, other: String)? {
            let initializers = property.initializers.filter(isCalled)
            guard initializers.count > 1, !property.branchingMembers.isEmpty, !changesItself(creationSites() ?? []) else {
                return nil
            }
            let setting = initializers.first { references.membersSet(by: $0, in: owner).contains(property.name) }
            let other = initializers.first { !references.membersSet(by: $0, in: owner).contains(property.name) }
            guard let setting, let other else { return nil }
            return (setting, other)
        }

        private func isCalled(_ signature: String) -> Bool {
            guard let calls = references.creations(of: owner).known?.filter({ $0.value.kind == .initializer }), !calls.isEmpty,
                  let initializer = references.initializers(of: owner).first(where: { $0.signature == signature }) else { return true }
            return calls.contains { initializer.arguments(forLabels: $0.value.labels) != nil }
        }

        private func modeMessage(_ initializers: (setting: String, other: String)) -> String {
            "`\(initializers.setting)` sets `\(property.name)` and `\(initializers.other)` does not, and "
                + "\(branchers) on it: it stands for how the screen was opened. "
                + "State it with an `enum Mode` passed at initialisation, a case for each way in holding its data"
        }

        // MARK: Moments

        private func momentMessage() -> String? {
            let assignments = references.assignments(to: property.name, in: owner)
            let filled = assignments.filter { $0.value.value != .nilLiteral }
            guard let later = laterFill(of: property.name) else { return nil }
            // Optionals one callback fills arrive together: one wait, one warning at the first.
            let together = question.siblings.filter { sibling in
                !sibling.branchingMembers.isEmpty && laterFill(of: sibling.name).map { $0.value.place.function == later.value.place.function } ?? false
            }
            if let first = together.first, first.name != property.name { return nil }
            let how = Self.laterness(later.value.context)
            let function = later.value.place.function.map { " in `\($0)`" } ?? ""
            // A task's or an `await`'s result comes once; a callback may run again (an observer's),
            // and so may a task a button starts: once only from where the screen starts.
            let once = filled.count == 1 && assignments.count == 1 && changesInPlace.isEmpty
                && (later.value.context.contains(.task) || !later.value.context.contains(.callback))
                && ["init", "viewDidLoad", "loadView", "awakeFromNib"].contains(later.value.place.functionBaseName ?? "")
            let names = together.count > 1 ? Self.list(together.map(\.name)) + " arrive" : "`\(property.name)` arrives"
            let subject = together.count > 1 ? "`\(property.name)`" : "it"
            return "\(names) later, set \(how)\(function) at \(later.location), and "
                + "\(branchers) on whether \(subject) is there: state the wait with a "
                + "loading-state enum (`.loading`, `.loaded(\(property.wrapped))`, `.failed(Error)`)"
                + (together.count > 1 ? " holding what arrives together" : "")
                + (once && together.count == 1 ? ", or a promise, since it is set once" : "")
        }

        private func fillsLater(_ member: String, at site: Site<Creation>) -> Bool {
            references.fillsLater(member, at: site, of: owner)
        }

        /// Another type's code that gives the optional a value later, after the screen is in use,
        /// when the screen itself gives it one only later too (or never): where it makes the
        /// screen, passes it on and fills it in a callback, or where it keeps the screen in a
        /// property and fills it from a callback, a task or after an `await`.
        private func outsideFill(_ creations: [Site<Creation>]?) -> (evidence: String, together: [OwnEvidence])? {
            let ownFills = references.assignments(to: property.name, in: owner)
            let site = creations?.first { $0.value.isPassedOnInPlace && fillsLater(property.name, at: $0) }
            // The screen's own method that the outside calls later fills it later.
            let calledLater = Set((site?.value.laterCalledMembers ?? []).map(CodePlace.baseName))
            guard fillsOnlyLater(ownFills.filter { !calledLater.contains($0.value.place.functionBaseName ?? "") }) else {
                return nil
            }
            if let site {
                let together = question.siblings.filter { !$0.branchingMembers.isEmpty && fillsLater($0.name, at: site) }
                return ("after the screen is passed on: the code that makes `\(owner)` at \(site.location) passes it on, "
                    + "then sets \(Self.names(together, or: property.name)) in a callback, a task or after an `await`", together)
            }
            let kept = references.assignments(to: property.name, onInstancesOf: owner)
            guard !kept.isEmpty, fillsOnlyLater(kept), let fill = kept.first(where: { $0.value.value != .nilLiteral }) else {
                return nil
            }
            let together = question.siblings.filter { sibling in
                !sibling.branchingMembers.isEmpty && references.assignments(to: sibling.name, onInstancesOf: owner).contains {
                    $0.path == fill.path && $0.value.place.function == fill.value.place.function && $0.value.context.isLater
                }
            }
            let function = fill.value.place.function.map { "`\($0)`" } ?? "code"
            return ("later: \(function) keeps `\(owner)` in a property and sets \(Self.names(together, or: property.name)) "
                + "\(Self.laterness(fill.value.context)) at \(fill.location)", together)
        }

        private func fillsOnlyLater(_ fills: [Site<MemberAssignment>]) -> Bool {
            fills.allSatisfy { $0.value.value == .nilLiteral || arrivesLater($0) }
        }

        /// Given a value later than the code that asks for it, as a load's result: in a task, after
        /// an `await`, in a callback handed to a load (`api.loadUser { … }`) or written in one
        /// (`refresh()`, `fetchPosts()`). Another callback may run on every event (a key handler,
        /// an observer): what it sets is state the screen keeps. A callback the function it is
        /// handed to calls in place has run when that call returns.
        private func arrivesLater(_ fill: Site<MemberAssignment>) -> Bool {
            let context = fill.value.context
            guard context.isLater else { return false }
            if context.contains(.task) || !context.contains(.callback) { return true }
            if references.runsInPlace(fill.value) { return false }
            if context.contains(.loading) { return true }
            return ScreenData.loads(fill.value.place.functionBaseName ?? "")
        }

        private func outsideMomentMessage(_ fill: (evidence: String, together: [OwnEvidence])) -> String? {
            let together = fill.together.count > 1 ? fill.together : []
            if let first = together.first, first.name != property.name { return nil }
            let names = together.isEmpty ? "`\(property.name)` arrives" : Self.list(together.map(\.name)) + " arrive"
            let subject = together.isEmpty ? "it" : "`\(property.name)`"
            return "\(names) \(fill.evidence); \(branchers) on whether \(subject) is there. State the wait with a "
                + "loading-state enum (`.loading`, `.loaded(\(property.wrapped))`, `.failed(Error)`)"
                + (together.isEmpty ? "" : " holding what arrives together")
        }

        /// "`a`", or the list of what arrives together when that is more than one.
        private static func names(_ together: [OwnEvidence], or name: String) -> String {
            together.count > 1 ? list(together.map(\.name)) : "`\(name)`"
        }

        private static func laterness(_ context: CodeContext) -> String {
            context.contains(.task) ? "in a task" : context.contains(.callback) ? "in a callback" : "after an `await`"
        }

        /// Where the optional is given a value later than the code that asks for it, when that is
        /// the only way it gets one: an optional the screen also sets in place (a selection, a
        /// value the user picks) and replaces from a callback is state, not a wait.
        private func laterFill(of member: String) -> Site<MemberAssignment>? {
            let filled = references.assignments(to: member, in: owner).filter { $0.value.value != .nilLiteral }
            guard filled.allSatisfy(arrivesLater) else { return nil }
            return filled.first
        }

        // MARK: Groups

        /// The owner's optionals cleared in the same members as this one and set together with it
        /// in at least one, in declaration order, when there are two or more and the screen
        /// branches on one: one may also be replaced alone (a new player for the same loading URL),
        /// but they start and end together. With the members that set them all.
        private func group() -> (names: [String], setIn: Set<String>)? {
            let signature = writes(of: property.name)
            guard !signature.sets.isEmpty, !signature.clears.isEmpty else { return nil }
            var setIn = signature.sets
            var names: [String] = []
            var branches = false
            for sibling in question.siblings {
                let other = writes(of: sibling.name)
                guard other.clears == signature.clears, !other.sets.isDisjoint(with: setIn) else { continue }
                setIn.formIntersection(other.sets)
                names.append(sibling.name)
                branches = branches || !sibling.branchingMembers.isEmpty
            }
            guard names.count > 1, branches else { return nil }
            // A value that may be nil, given where they are not set together, may clear one alone.
            guard names.allSatisfy({ writes(of: $0).maybeClears.isSubset(of: setIn) }) else { return nil }
            return (names, setIn)
        }

        private func writes(of member: String) -> (sets: Set<String>, clears: Set<String>, maybeClears: Set<String>) {
            var sets: Set<String> = []
            var clears: Set<String> = []
            var maybeClears: Set<String> = []
            for site in references.assignments(to: member, in: owner) {
                let function = site.value.place.function ?? ""
                switch site.value.value {
                case .nilLiteral: clears.insert(function)
                case .maybeNil:
                    sets.insert(function)
                    maybeClears.insert(function)
                default: sets.insert(function)
                }
            }
            return (sets, clears, maybeClears)
        }

        private func groupMessage(_ group: (names: [String], setIn: Set<String>)) -> String {
            // "Each", not "together": one function may set them in different branches (a switch's cases).
            "\(Self.list(group.names)) are each set in \(Self.list(group.setIn.sorted())) and each cleared only in "
                + "\(Self.list(writes(of: property.name).clears.sorted())): they stand for one state. One state enum whose "
                + "cases hold them says which combinations exist"
        }

        // MARK: Wording

        /// "`viewDidLoad()` branches", "`viewDidLoad()` and `render()` branch".
        private var branchers: String {
            Self.list(property.branchingMembers) + (property.branchingMembers.count == 1 ? " branches" : " branch")
        }

        /// "`a`", "`a` and `b`", "`a`, `b` and `c`", "`a`, `b`, `c` and 2 more".
        static func list(_ names: [String], quoted: Bool = true) -> String {
            Wording.list(quoted ? names.map { "`\($0)`" } : names, limit: 3)
        }
    }
}

