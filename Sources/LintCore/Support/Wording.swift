/// Lists in a warning's sentence, and the verbs names open with.
public enum Wording {
    /// Whether a camel-case name is one of `verbs` or opens with one before a capital (`load`,
    /// `loadUser`, not `loader`). `TokenReader.startsWithVerb` asks the same of a token's bytes.
    public static func startsWithVerb(_ name: String, _ verbs: [StaticString]) -> Bool {
        verbs.contains { verb in
            let verb = verb.description
            return name.hasPrefix(verb) && (name.count == verb.count
                || name[name.index(name.startIndex, offsetBy: verb.count)].isUppercase)
        }
    }

    /// "a", "a and b", "a, b and c"; past `limit` items, "a, b, c and 2 more".
    public static func list(_ items: [String], limit: Int = .max) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case ...limit: return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
        default: return items.prefix(limit).joined(separator: ", ") + " and \(items.count - limit) more"
        }
    }
}
