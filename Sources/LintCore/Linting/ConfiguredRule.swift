/// A rule built with its options, and how the engine runs it: decided once, where the
/// rule's type is known (its factory), never by casting an `any Rule` on the hot path (a cast
/// to a protocol searches every conformance the process has loaded).
public struct ConfiguredRule: Sendable {
    public let rule: any Rule
    @usableFromInline package let role: Role
    /// What the rule reads of the project's cross-reference.
    @usableFromInline package var crossReferenceParts: CrossReferenceParts = []

    @usableFromInline
    package enum Role: Sendable {
        /// Judges each file on its own.
        case file
        /// Needs the project: starts a run over a number of files.
        case projectWide(@Sendable (_ fileCount: Int) -> any ProjectWideRunning, warm: @Sendable () -> any WarmRunning)
        /// Runs after every other rule, on the file's inline commands.
        case commandAuditor(any CommandAuditingRule)
        /// Compares a file with its version at a revision, when there is one.
        case revision(any RevisionRule)
    }

    public init<R: Rule>(_ rule: R) {
        self.rule = rule
        role = .file
    }

    @inlinable
    public init<R: ProjectWideRule>(_ rule: R) {
        self.rule = rule
        role = .projectWide({ ProjectWideRun(rule: rule, fileCount: $0) }, warm: { WarmProjectWideRun(rule: rule) })
        crossReferenceParts = R.crossReferenceParts
    }

    public init<R: CommandAuditingRule>(_ rule: R) {
        self.rule = rule
        role = .commandAuditor(rule)
    }

    public init<R: RevisionRule>(_ rule: R) {
        self.rule = rule
        role = .revision(rule)
    }

    public var identifier: String { description.identifier }

    public var description: RuleDescription { type(of: rule).description }

    /// Whether the rule audits the other rules' inline commands.
    public var auditsCommands: Bool {
        if case .commandAuditor = role { return true }
        return false
    }

    /// Whether the rule compares files with their versions at a revision.
    public var comparesRevisions: Bool {
        if case .revision = role { return true }
        return false
    }

    /// Whether the rule reads the whole project, so linting some files needs the others too.
    public var isProjectWide: Bool {
        if case .projectWide = role { return true }
        return false
    }
}
