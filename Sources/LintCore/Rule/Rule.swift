/// A rule: a static description, typed options, and one function from a scanned file to
/// violations. Rules are values, created once per run from the configuration.
public protocol Rule: Sendable {
    associatedtype Options: RuleOptions
    static var description: RuleDescription { get }
    var options: Options { get }
    init(options: Options)
    func validate(_ file: SourceFile) -> [Violation]
}

/// A rule that needs the whole project: it collects a summary from every file first, then
/// validates each file knowing all summaries.
public protocol CollectingRule: Rule, ProjectWideRule {
    associatedtype FileSummary: Sendable
    func collect(_ file: SourceFile) -> FileSummary
    func validate(_ file: SourceFile, project: [FileSummary]) -> [Violation]
}

extension CollectingRule {
    public func validate(_ file: SourceFile) -> [Violation] {
        validate(file, project: [collect(file)])
    }
}

extension Rule {
    public var identifier: String { Self.description.identifier }

    /// A violation of this rule at a token, with the configured severity.
    public func violation(
        in file: SourceFile, at token: Token, severity: Severity? = nil, message: String
    ) -> Violation {
        violation(in: file, at: file.location(of: token), severity: severity, message: message)
    }

    public func violation(
        in file: SourceFile, at location: Location, severity: Severity? = nil, message: String
    ) -> Violation {
        Violation(
            ruleIdentifier: Self.description.identifier, ruleName: Self.description.name,
            severity: severity ?? options.severity, path: file.path, location: location, message: message
        )
    }
}
