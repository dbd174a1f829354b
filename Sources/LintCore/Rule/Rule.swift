/// A rule: a static description, typed options, and one function from a scanned file to
/// violations. Rules are values, created once per run from the configuration.
public protocol Rule: Sendable {
    associatedtype Options: RuleOptions
    static var description: RuleDescription { get }
    var options: Options { get }
    init(options: Options)
    func validate(_ file: SourceFile) -> [Violation]
    /// The rule as the engine runs a project-wide rule; nil for one that judges each file
    /// alone. Answered by the protocol extensions, not asked with `as?`: a cast to a protocol
    /// searches every conformance the process has loaded, about 130,000 instructions the
    /// first time for each rule.
    var asProjectWide: (any ProjectWideRule)? { get }
    /// The rule as the engine runs a rule about inline commands; nil for any other.
    var asCommandAuditor: (any CommandAuditingRule)? { get }
}

/// A rule that needs the whole project. The engine reads each file once: from it the rule
/// collects a summary (every project file) and takes its findings (every linted file); once
/// all summaries are combined into an index, the findings become violations. Findings must
/// not keep the `SourceFile`: holding every scanned file until the index exists would cost
/// several times the project's size in memory.
public protocol CollectingRule: Rule, ProjectWideRule {
    associatedtype FileSummary: Sendable
    associatedtype ProjectIndex: Sendable
    associatedtype Findings: Sendable
    func collect(_ file: SourceFile) -> FileSummary
    func index(_ summaries: [FileSummary]) -> ProjectIndex
    /// What the file could be reported for, with the violations already made. `summary` is
    /// what `collect` took from this file: what the file settles on its own needs no finding.
    func findings(in file: SourceFile, summary: FileSummary) -> Findings
    /// The findings that the project confirms.
    func violations(from findings: Findings, project: ProjectIndex) -> [Violation]
    /// Whether the index takes long to build next to other rules' (it reads every name in
    /// the project): the engine starts such indexes first, so the others build beside them.
    static var buildsLargeIndex: Bool { get }
}

extension CollectingRule {
    public var asProjectWide: (any ProjectWideRule)? { self }

    public static var buildsLargeIndex: Bool { false }

    /// A file on its own is its whole project (rule examples, single-file tests).
    public func validate(_ file: SourceFile) -> [Violation] {
        let summary = collect(file)
        return violations(from: findings(in: file, summary: summary), project: index([summary]))
    }

    @inlinable
    public func startRun(fileCount: Int) -> any ProjectWideRun {
        CollectingRun(rule: self, fileCount: fileCount)
    }
}

/// A rule about the file's inline commands, run after every other rule, knowing what each
/// command suppressed.
public protocol CommandAuditingRule: Rule {
    func audit(_ file: SourceFile, commands: [InlineCommand], usage: CommandUsage) -> [Violation]
}

extension CommandAuditingRule {
    public var asCommandAuditor: (any CommandAuditingRule)? { self }

    public func validate(_ file: SourceFile) -> [Violation] { [] }
}

/// The type-erased face of a `CollectingRule`, so the engine can run any of them.
public protocol ProjectWideRule: Sendable {
    /// Storage for one run over `fileCount` files.
    func startRun(fileCount: Int) -> any ProjectWideRun
}

/// One project-wide rule over one run: every file is `read` (from any thread, each index
/// once), then `finishReading` builds the project index, then `violations` may be asked for
/// each index (from any thread).
public protocol ProjectWideRun: AnyObject, Sendable {
    /// Collects the file's summary and, when `takingFindings`, its findings.
    func read(_ file: SourceFile, at index: Int, takingFindings: Bool)
    func finishReading()
    func violations(at index: Int) -> [Violation]
    /// Whether `finishReading` takes long next to other runs'.
    var buildsLargeIndex: Bool { get }
}

/// A `CollectingRule`'s summaries and findings, kept with their types: casting each one
/// back from `any Sendable` cost about a thousand instructions, several times per file.
/// Inlinable so that each rule's module specializes it for the rule's types: unspecialized,
/// gathering the summaries went through value witnesses, about 3,000 instructions a file.
@usableFromInline
final class CollectingRun<R: CollectingRule>: ProjectWideRun, @unchecked Sendable {
    @usableFromInline let rule: R
    @usableFromInline let fileCount: Int
    // Each slot is written by the one thread that reads its file, before `finishReading`
    // (the engine waits for every reader first), and only read after it.
    @usableFromInline let summaries: UnsafeMutablePointer<R.FileSummary?>
    @usableFromInline let findings: UnsafeMutablePointer<R.Findings?>
    @usableFromInline var index: R.ProjectIndex?

    @inlinable
    init(rule: R, fileCount: Int) {
        self.rule = rule
        self.fileCount = fileCount
        summaries = .allocate(capacity: fileCount)
        summaries.initialize(repeating: nil, count: fileCount)
        findings = .allocate(capacity: fileCount)
        findings.initialize(repeating: nil, count: fileCount)
    }

    @inlinable
    deinit {
        summaries.deinitialize(count: fileCount)
        summaries.deallocate()
        findings.deinitialize(count: fileCount)
        findings.deallocate()
    }

    @inlinable
    func read(_ file: SourceFile, at index: Int, takingFindings: Bool) {
        let summary = rule.collect(file)
        if takingFindings { findings[index] = rule.findings(in: file, summary: summary) }
        summaries[index] = summary
    }

    @inlinable
    func finishReading() {
        var collected: [R.FileSummary] = []
        collected.reserveCapacity(fileCount)
        for slot in 0..<fileCount {
            if let summary = summaries[slot] { collected.append(summary) }
        }
        index = rule.index(collected)
    }

    @inlinable
    var buildsLargeIndex: Bool { R.buildsLargeIndex }

    @inlinable
    func violations(at index: Int) -> [Violation] {
        guard let findings = findings[index], let project = self.index else { return [] }
        return rule.violations(from: findings, project: project)
    }
}

extension Rule {
    public var asProjectWide: (any ProjectWideRule)? { nil }
    public var asCommandAuditor: (any CommandAuditingRule)? { nil }

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
            severity: severity ?? options.severity, path: file.path, location: location, message: message,
            lineText: location.line >= 1 && location.line <= file.lines.count ? file.lineText(location.line - 1, limit: 1024) : ""
        )
    }
}
