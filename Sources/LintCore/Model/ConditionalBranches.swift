/// How a walk reads `#if` branches: each branch starts from the state at `#if`, and after
/// `#endif` the state at the end of the first branch goes on, as the compiler would see the
/// first configuration. The declaration index's scopes and the outline's open brackets follow it.
struct ConditionalBranches<State> {
    private var open: [(atIf: State, afterFirstBranch: State?)] = []

    /// Applies the directive at `position` (a `#if`, `#elseif`, `#else` or `#endif` first on its
    /// line) to `state`; `discarding` is given the state a branch after the first ends with,
    /// which nothing goes on from.
    mutating func apply(
        at position: Int, in reader: TokenReader, to state: inout State, discarding: (State) -> Void = { _ in }
    ) {
        guard position == 0 || reader.line(position - 1) != reader.line(position) else { return }
        if reader.isPound(position, "#if") {
            open.append((atIf: state, afterFirstBranch: nil))
        } else if reader.isPound(position, "#elseif") || reader.isPound(position, "#else") {
            guard var conditional = open.popLast() else { return }
            if conditional.afterFirstBranch == nil { conditional.afterFirstBranch = state } else { discarding(state) }
            state = conditional.atIf
            open.append(conditional)
        } else if reader.isPound(position, "#endif") {
            guard let conditional = open.popLast() else { return }
            if let firstBranch = conditional.afterFirstBranch {
                discarding(state)
                state = firstBranch
            }
        }
    }
}
