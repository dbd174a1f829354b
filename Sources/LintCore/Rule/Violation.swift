public enum Severity: String, Sendable, Comparable, CaseIterable {
    case warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

public struct Violation: Sendable, Hashable {
    public var ruleIdentifier: String
    public var ruleName: String
    public var severity: Severity
    public var path: String
    public var location: Location
    public var message: String
    /// Advice the rule gives every warning of its kind, the end of `message`: a terminal prints
    /// each rule's once, after the list, and each warning's line its `fact`.
    public var remedy: String?
    /// The text of the offending line, for baselines (which match on it, not on the line
    /// number) and reports that show the source.
    public var lineText: String
    /// A certain fix, when the rule can offer one.
    public var fix: Fix?
    /// For a violation about a declaration's body (its length), the body's signature: a baseline
    /// and `--new-from-rev` recognise the declaration by it after a rename.
    public var body: BodySignature?
    /// What the violation is about (`class FeedManager`, `func Feed.reload()`): a baseline and
    /// `--new-from-rev` recognise it by this, whatever its line's modifiers or position.
    public var subject: String?
    /// What in its subject the violation states a fact about (`parameter id`): two rules' violations
    /// about one topic of one subject are one warning (`Violation.mergingSharedTopics`).
    public var topics: [String] = []
    /// The SwiftLint rule that gives this warning too: a `// swiftlint:disable` naming it
    /// disables this one.
    public var swiftLintRule: String?

    public init(
        ruleIdentifier: String, ruleName: String, severity: Severity, path: String, location: Location,
        message: String, lineText: String = "", fix: Fix? = nil
    ) {
        self.fix = fix
        self.ruleIdentifier = ruleIdentifier
        self.ruleName = ruleName
        self.severity = severity
        self.path = path
        self.location = location
        self.message = message
        self.lineText = lineText
    }

    /// Reporters print violations in this order: path, line, column, rule.
    public static func ordered(_ lhs: Violation, _ rhs: Violation) -> Bool {
        if lhs.path != rhs.path { return lhs.path.precedesInUTF8(rhs.path) }
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.ruleIdentifier != rhs.ruleIdentifier { return lhs.ruleIdentifier < rhs.ruleIdentifier }
        return lhs.message < rhs.message
    }
}
