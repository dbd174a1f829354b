extension Violation {
    /// One warning per fact: where violations of two rules are about the same topics of the same
    /// declaration (a renamed parameter that `doc_comment_not_updated` reports as a change and
    /// `stale_comment` as a field naming nothing), the one stating the most topics keeps its place
    /// and names the other's fact too, with its rule; the other is dropped. A pull request then
    /// gets one annotation for one rename. The first violation's certain fix stays, else the other's.
    public static func mergingSharedTopics(_ violations: [Violation]) -> [Violation] {
        let candidates = violations.indices.filter { !violations[$0].topics.isEmpty && violations[$0].subject != nil }
        guard candidates.count > 1 else { return violations }
        var merged = violations
        var dropped = Set<Int>()
        let bySubject = Dictionary(grouping: candidates) { SubjectKey(path: violations[$0].path, subject: violations[$0].subject!) }
        // Only a declaration with two rules' violations has anything to merge.
        for indices in bySubject.values where Set(indices.map { violations[$0].ruleIdentifier }).count > 1 {
            // The widest first, then by rule and place: the same input merges the same way.
            let ordered = indices.sorted { lhs, rhs in
                let (left, right) = (violations[lhs], violations[rhs])
                if left.topics.count != right.topics.count { return left.topics.count > right.topics.count }
                if left.ruleIdentifier != right.ruleIdentifier { return left.ruleIdentifier < right.ruleIdentifier }
                return left.location < right.location
            }
            for (position, keeper) in ordered.enumerated() where !dropped.contains(keeper) {
                for other in ordered[(position + 1)...] where !dropped.contains(other) {
                    let (kept, absorbed) = (merged[keeper], violations[other])
                    guard kept.ruleIdentifier != absorbed.ruleIdentifier, Set(absorbed.topics).isSubset(of: kept.topics) else { continue }
                    merged[keeper].message = kept.message + ". Also \(absorbed.ruleIdentifier): " + absorbed.message
                    merged[keeper].fix = kept.fix ?? absorbed.fix
                    dropped.insert(other)
                }
            }
        }
        return merged.indices.filter { !dropped.contains($0) }.map { merged[$0] }
    }

    private struct SubjectKey: Hashable {
        var path: String
        var subject: String
    }
}
