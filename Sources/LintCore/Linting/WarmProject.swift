/// A project kept in memory between edits, for an editor: each file's summaries for the
/// project-wide rules are kept, so linting an edited document reads that document alone and
/// rebuilds only the indexes its change made stale.
public final class WarmProject: @unchecked Sendable {
    public let rules: [ConfiguredRule]
    private let plan: RulePlan
    private let runs: [any WarmRunning]
    private let lock = Lock()

    public init(rules: [ConfiguredRule]) {
        self.rules = rules
        plan = RulePlan(rules)
        runs = plan.warmRuns.map { $0() }
    }

    /// The file at `path` as the project now has it; nil: it is gone.
    public func update(path: String, bytes: [UInt8]?) {
        let file = bytes.map { SourceFile(path: path, bytes: $0) }
        lock.withLock { runs.forEach { $0.update(path: path, file: file) } }
    }

    /// The violations of a document as it is being edited, against the rest of the project;
    /// the document becomes the project's version of its path.
    public func lint(path: String, bytes: [UInt8]) -> [Violation] {
        let file = SourceFile(path: path, bytes: bytes)
        let pending = Linter.judge(file, previous: nil, plan: plan)
        var found = pending.violations
        lock.withLock {
            for run in runs { found += run.violations(of: file) }
        }
        return Linter.applyingCommands(to: found, of: pending, plan: plan).sorted(by: Violation.ordered)
    }
}

/// One project-wide rule kept between edits.
@usableFromInline
package protocol WarmRunning: AnyObject {
    func update(path: String, file: SourceFile?)
    /// The file's confirmed violations, its summary taking its path's place first.
    func violations(of file: SourceFile) -> [Violation]
}

@usableFromInline
package final class WarmProjectWideRun<R: ProjectWideRule>: WarmRunning {
    @usableFromInline let rule: R
    @usableFromInline var summaries: [String: R.FileSummary] = [:]

    @inlinable
    package init(rule: R) {
        self.rule = rule
    }

    @inlinable
    package func update(path: String, file: SourceFile?) {
        summaries[path] = file.map(rule.collect)
    }

    @inlinable
    package func violations(of file: SourceFile) -> [Violation] {
        let summary = rule.collect(file)
        summaries[file.path] = summary
        // Files in path order, as a run over the project would give them.
        let project = rule.index(summaries.keys.sorted().compactMap { summaries[$0] })
        return rule.confirmed(rule.candidates(in: file, summary: summary), in: project)
    }
}
