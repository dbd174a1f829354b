/// Counts of violations in one group (a rule, a file), for the reports that summarise.
struct Tally {
    var warnings = 0
    var errors = 0
    var paths: Set<String> = []

    var total: Int { warnings + errors }

    mutating func add(_ violation: Violation) {
        if violation.severity == .error { errors += 1 } else { warnings += 1 }
        paths.insert(violation.path)
    }

    /// One tally per key, the largest first, then by key.
    static func grouped(_ violations: [Violation], by key: (Violation) -> String) -> [(key: String, tally: Tally)] {
        var tallies: [String: Tally] = [:]
        for violation in violations { tallies[key(violation), default: Tally()].add(violation) }
        return tallies.map { (key: $0.key, tally: $0.value) }.sorted {
            $0.tally.total != $1.tally.total ? $0.tally.total > $1.tally.total : $0.key < $1.key
        }
    }

    static func of(_ violations: [Violation]) -> Tally {
        var tally = Tally()
        for violation in violations { tally.add(violation) }
        return tally
    }
}

extension Violation {
    /// How many of `violations` each rule has.
    public static func countsByRule(_ violations: [Violation]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for violation in violations { counts[violation.ruleIdentifier, default: 0] += 1 }
        return counts
    }

    /// "class_length 10, controller_naming 4": the most first, then by rule, as the summaries order them.
    public static func countsText(_ counts: [String: Int]) -> String {
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
}
