/// A project kept in memory between edits, for an editor: each file's summaries for the
/// project-wide rules are kept, so linting an edited document reads that document alone and
/// rebuilds only the indexes its change made stale.
public final class WarmProject: @unchecked Sendable {
    public let rules: [ConfiguredRule]
    private let plan: RulePlan
    private let runs: [any WarmRunning]
    private let references: WarmCrossReference
    private let lock = Lock()

    public init(rules: [ConfiguredRule], honorsSwiftLintCommands: Bool = true) {
        self.rules = rules
        plan = RulePlan(rules, honorsSwiftLintCommands: honorsSwiftLintCommands)
        runs = plan.warmRuns.map { $0() }
        references = WarmCrossReference(parts: plan.crossReferenceParts)
    }

    /// The file at `path` as the project now has it; nil: it is gone.
    public func update(path: String, bytes: [UInt8]?) {
        let file = bytes.map { SourceFile(path: path, bytes: $0) }
        lock.withLock {
            runs.forEach { $0.update(path: path, file: file) }
            references.update(path: path, file: file)
        }
    }

    /// The violations of a document as it is being edited, against the rest of the project;
    /// the document becomes the project's version of its path.
    public func lint(path: String, bytes: [UInt8]) -> [Violation] {
        let file = SourceFile(path: path, bytes: bytes)
        let pending = Linter.judge(file, previous: nil, plan: plan)
        var found = pending.violations
        lock.withLock {
            references.update(path: path, file: file)
            let project = references.current()
            for run in runs { found += run.violations(of: file, references: project) }
        }
        return Linter.applyingCommands(to: found, of: pending, plan: plan).sorted(by: Violation.ordered)
    }
}

/// One project-wide rule kept between edits (an editor's) or snapshots (`lint history`): each
/// file's summary, by path, and for a snapshot its candidates and the project's index.
@usableFromInline
package protocol WarmRunning: AnyObject, Sendable {
    func update(path: String, file: SourceFile?)
    /// The file's confirmed violations, its summary taking its path's place first.
    func violations(of file: SourceFile, references: CrossReference) -> [Violation]
    /// What the rule takes from a file (its summary, and when `takingCandidates` its
    /// candidates), from any thread, to `keep` later.
    func reading(_ file: SourceFile, takingCandidates: Bool) -> any Sendable
    /// Keeps a `reading` as its path's; nil: the path is gone.
    func keep(_ reading: (any Sendable)?, path: String)
    /// Combines the kept summaries, in path order, for `confirmedViolations`.
    func buildIndex(references: CrossReference)
    /// The kept candidates of `path` that the last index confirms.
    func confirmedViolations(of path: String) -> [Violation]
}

@usableFromInline
package final class WarmProjectWideRun<R: ProjectWideRule>: WarmRunning, @unchecked Sendable {
    @usableFromInline let rule: R
    @usableFromInline var summaries: [String: R.FileSummary] = [:]
    @usableFromInline var candidates: [String: [Candidate<R.Question>]] = [:]
    @usableFromInline var index: R.ProjectIndex?

    @inlinable
    package init(rule: R) {
        self.rule = rule
    }

    @inlinable
    package func update(path: String, file: SourceFile?) {
        summaries[path] = file.map(rule.collect)
    }

    @inlinable
    package func violations(of file: SourceFile, references: CrossReference) -> [Violation] {
        let summary = rule.collect(file)
        summaries[file.path] = summary
        return rule.confirmed(rule.candidates(in: file, summary: summary), in: projectIndex(references: references))
    }

    @inlinable
    package func reading(_ file: SourceFile, takingCandidates: Bool) -> any Sendable {
        let summary = rule.collect(file)
        return Reading(summary: summary, candidates: takingCandidates ? rule.candidates(in: file, summary: summary) : [])
    }

    @inlinable
    package func keep(_ reading: (any Sendable)?, path: String) {
        let reading = reading as? Reading
        summaries[path] = reading?.summary
        candidates[path] = reading?.candidates.isEmpty == false ? reading?.candidates : nil
    }

    @inlinable
    package func buildIndex(references: CrossReference) {
        index = projectIndex(references: references)
    }

    @inlinable
    package func confirmedViolations(of path: String) -> [Violation] {
        guard let candidates = candidates[path], let index else { return [] }
        return rule.confirmed(candidates, in: index)
    }

    /// The index of the kept summaries, in path order, as a run over the project gives them.
    @inlinable
    func projectIndex(references: CrossReference) -> R.ProjectIndex {
        rule.index(summaries.keys.sorted().compactMap { summaries[$0] }, references: references)
    }

    @usableFromInline
    struct Reading: Sendable {
        @usableFromInline var summary: R.FileSummary
        @usableFromInline var candidates: [Candidate<R.Question>]

        @inlinable
        init(summary: R.FileSummary, candidates: [Candidate<R.Question>]) {
            self.summary = summary
            self.candidates = candidates
        }
    }
}
