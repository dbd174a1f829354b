/// Lists in a warning's sentence.
public enum Wording {
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
