/// One test the code branches on: an element of an `if`, `guard` or `while` condition list
/// (SwiftSyntax's `ConditionElement`), a ternary's condition, the left side of `??`, or a nil
/// comparison anywhere else (`isLoaded = x != nil`, `x == nil || x!.isEmpty`).
///
/// Positions are token indexes into `SourceFile.tokens`.
public struct ConditionElement: Sendable, Equatable {
    public var kind: ConditionKind
    /// The whole element: `let vc = segue.destination as? ShopViewController`, `x != nil`.
    public var range: Range<Int>
    /// What is tested: a binding's value (its name for `if let x`), a pattern's matched
    /// expression, the side of a nil comparison that is not `nil`, the left side of `??`, a
    /// boolean expression without its prefix `!`.
    public var tested: Range<Int>
    /// The tested expression when it is a name or member path, with `self.`, `?` and `!`
    /// dropped: `items`, `user.name`. Nil for any other expression.
    public var testedPath: String?
    /// The name a binding introduces; nil for a tuple pattern.
    public var boundToken: Int?
    /// What an optional binding binds (SwiftSyntax's `OptionalBindingCondition.pattern`): the
    /// name in `if let x = y`, the tuple in `guard let (i, _) = pair`; nil for other elements.
    public var pattern: Range<Int>? = nil
    /// `if var`, `guard var`.
    public var bindsVariable: Bool
    /// The type of a binding to `… as? T`.
    public var castType: String?
    /// The block the condition guards: the `if` or `while` body, the `guard`'s `else` block;
    /// nil for a ternary and `??`.
    public var guardedBlock: Int?
    /// The `if`, `guard`, `while`, ternary `?` or `??` token; the `==` or `!=` of a nil
    /// comparison outside a condition list and a ternary's condition.
    public var introducer: Int
    /// Whether the guarded code runs when the tested value is absent or false: `if x == nil`,
    /// `if !done`, `guard x != nil else`, `guard let x = y else`.
    public var isNegated: Bool

    /// A binding without `= value`: `if let items`.
    public var isShorthand: Bool { kind == .optionalBinding && boundToken.map { tested == $0..<$0 + 1 } == true }
}

public enum ConditionKind: String, Sendable {
    /// `if let x = y`, `if let x`, `guard var x = y`.
    case optionalBinding
    /// `if case .some(let x) = y`.
    case casePattern
    /// `x == nil`, `x != nil`, `nil != x`.
    case nilComparison
    /// `x ?? fallback`.
    case nilCoalescing
    /// `#available(iOS 17, *)`, `#unavailable`.
    case availability
    /// Any other expression.
    case boolean
}

extension SyntaxOutline {
    /// The conditions in `block` (at any depth) whose tested path is `path` (`items`,
    /// `user.name`).
    public func conditions(testing path: String, in block: Int) -> [ConditionElement] {
        let range = blocks[block].open..<blocks[block].close
        var found: [ConditionElement] = []
        var index = conditions.partitionPoint { $0.range.lowerBound >= range.lowerBound }
        while index < conditions.count, conditions[index].range.lowerBound < range.upperBound {
            if conditions[index].testedPath == path { found.append(conditions[index]) }
            index += 1
        }
        return found
    }

    /// The conditions whose guarded block is `block`.
    public func conditions(guarding block: Int) -> [ConditionElement] {
        let open = blocks[block].introducer
        var found: [ConditionElement] = []
        var index = conditions.partitionPoint { $0.range.lowerBound >= open }
        while index < conditions.count, conditions[index].range.lowerBound < blocks[block].open {
            if conditions[index].guardedBlock == block { found.append(conditions[index]) }
            index += 1
        }
        return found
    }

    /// The binding the name `name` means at `position`: the latest one holding there, found
    /// by walking the blocks around `position` outwards. Nil when the name is no local there
    /// (a member, a global, or unknown).
    public func binding(named name: String, at position: Int, in file: SourceFile) -> LocalBinding? {
        // The bindings of the name, in the order of `bindings`: by scope, then where each starts to hold.
        guard let named = bindingsByName[NameSet.hash(of: name)] else { return nil }
        var scope = block(containing: position)
        while true {
            let key = scope ?? -1
            let start = named.partitionPoint { (bindings[Int($0)].scope ?? -1) >= key }
            var index = named.partitionPoint { (bindings[Int($0)].scope ?? -1, bindings[Int($0)].validFrom) > (key, position) }
            while index > start {
                index -= 1
                if bindings[Int(named[index])].name(in: file) == name { return bindings[Int(named[index])] }
            }
            guard let current = scope else { return nil }
            scope = blocks[current].parent
        }
    }

    /// The optional binding of `name` an earlier element of the condition list holding
    /// `position` makes (`nav` in `guard let nav = … as? UINavigationController, let top =
    /// nav.topViewController as? T`): in scope there, though `binding(named:at:in:)` sees it
    /// only in the body.
    public func conditionBinding(named name: String, at position: Int, in file: SourceFile) -> ConditionElement? {
        let after = conditions.partitionPoint { $0.range.lowerBound > position }
        guard after > 0, conditions[after - 1].range.contains(position), let block = conditions[after - 1].guardedBlock else {
            return nil
        }
        for element in conditions(guarding: block).reversed()
        where element.kind == .optionalBinding && element.range.upperBound <= position {
            if let bound = element.boundToken, OutlineText.name(at: bound, in: file) == name { return element }
        }
        return nil
    }

    /// The assignments whose operator lies in `block`, at any depth.
    public func assignments(in block: Int) -> ArraySlice<AssignmentExpr> {
        let start = assignments.partitionPoint { $0.operatorToken >= blocks[block].open }
        let end = assignments.partitionPoint { $0.operatorToken >= blocks[block].close }
        return assignments[start..<max(start, end)]
    }

    /// The assignment whose operator starts at `position`.
    public func assignment(at position: Int) -> AssignmentExpr? {
        let index = assignments.partitionPoint { $0.operatorToken >= position }
        return index < assignments.count && assignments[index].operatorToken == position ? assignments[index] : nil
    }
}
