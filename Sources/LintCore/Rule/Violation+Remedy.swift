extension Violation {
    /// `message` without its `remedy` and the punctuation that leads to it: what the warning
    /// states. The whole message where it does not end in the remedy (a merged warning's).
    public var fact: String {
        guard let remedy, !remedy.isEmpty, message.hasSuffix(remedy), message.count > remedy.count else { return message }
        var fact = message.dropLast(remedy.count)
        while let last = fact.last, last == " " || last == ":" || last == ";" || last == "," || last == "." {
            fact = fact.dropLast()
        }
        return fact.isEmpty ? message : String(fact)
    }

    /// Each rule's remedies that `violations` state once their facts are printed alone, by rule
    /// and then by text: the remedies of the violations whose message ends in theirs.
    public static func remedies(of violations: [Violation]) -> [(rule: String, remedy: String)] {
        var seen = Set<[String]>()
        var remedies: [(rule: String, remedy: String)] = []
        for violation in violations {
            guard let remedy = violation.remedy, violation.fact != violation.message,
                  seen.insert([violation.ruleIdentifier, remedy]).inserted else { continue }
            remedies.append((violation.ruleIdentifier, remedy))
        }
        return remedies.sorted { ($0.rule, $0.remedy) < ($1.rule, $1.remedy) }
    }
}
