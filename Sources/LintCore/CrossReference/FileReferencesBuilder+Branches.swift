/// Members a new instance is given on some paths only: in an `if`, a `switch`, a loop or a
/// `catch` begun after it was made (`if let path = selection { screen.repo = repos[path.row] }`).
/// Given in every branch of an `if … else` chain, a member is given on every path.
extension FileReferencesBuilder {
    struct BranchSet {
        var creation: Int
        var member: String
        var position: Int
        /// The `{` of the outermost body begun after the instance was made that may not run.
        var branch: Int
        /// Set in that body itself, not in a branch nested in it.
        var isDirect: Bool
    }

    /// The branch set at `position` on `bound`'s instance, or nil when the code there runs on
    /// every path from where the instance was made (the `if let` that binds it is no branch).
    func branchSet(of member: String, at position: Int, on bound: Binding) -> BranchSet? {
        guard scopes.count > bound.depth else { return nil }
        var outermost: Int?
        var count = 0
        for scope in scopes[bound.depth...] {
            guard let keyword = scope.branch, keyword > bound.position else { continue }
            if outermost == nil { outermost = scope.open }
            count += 1
        }
        return outermost.map { BranchSet(creation: bound.creation, member: member, position: position, branch: $0, isDirect: count == 1) }
    }

    /// After the walk: a member given in branches only is given maybe, unless each body of a
    /// complete `if … else` chain gives it directly.
    mutating func settleBranchSets() {
        var order: [String] = []
        var groups: [String: [BranchSet]] = [:]
        for set in branchSets {
            let key = "\(set.creation) \(set.member)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(set)
        }
        for key in order {
            guard let sets = groups[key], let set = sets.first else { continue }
            let direct = sets.filter(\.isDirect).map(\.position)
            let covered = Set(sets.map(\.branch)).contains { branch in
                braces.ifElseChain(openingAt: branch).map { bodies in
                    bodies.allSatisfy { body in direct.contains(where: body.contains) }
                } ?? false
            }
            if !covered { references.creations[set.creation].maybeNilMembers.append(set.member) }
        }
    }
}

extension BraceRoles {
    /// The bodies of the `if … else if … else` chain whose first body opens at `open`, when the
    /// chain ends in a plain `else`: one of them runs on every path. Nil for any other `{`.
    func ifElseChain(openingAt open: Int) -> [Range<Int>]? {
        guard var current = blockIndex(openingAt: open), blocks[current].role == .if,
              reader.keyword(blocks[current].introducer - 1) != .else else { return nil }
        var bodies = [blocks[current].contents]
        while reader.keyword(blocks[current].close + 1) == .else {
            let next = blocks[current].close + 2
            if reader.kind(next) == .leftBrace {
                guard let last = blockIndex(openingAt: next) else { return nil }
                return bodies + [blocks[last].contents]
            }
            guard reader.keyword(next) == .if, let body = blockIndex(introducedBy: next) else { return nil }
            bodies.append(blocks[body].contents)
            current = body
        }
        return nil
    }
}
