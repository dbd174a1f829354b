/// One project-wide rule over one run, type-erased for the engine: every file is `read`
/// (from any thread, each index once), then `buildIndex` combines the summaries, then
/// `violations` may be asked for each index (from any thread).
@usableFromInline
package protocol ProjectWideRunning: AnyObject, Sendable {
    /// Collects the file's summary and, when `takingCandidates`, its candidates.
    func read(_ file: SourceFile, at index: Int, takingCandidates: Bool)
    func buildIndex(references: CrossReference)
    func violations(at index: Int) -> [Violation]
    /// Whether the rule's index reads the project's cross-reference: the others need not wait for it.
    var readsCrossReference: Bool { get }
}

/// A `ProjectWideRule`'s summaries and candidates, kept with their types: casting each one
/// back from `any Sendable` cost about a thousand instructions, several times per file.
/// Inlinable so that each rule's module specializes it for the rule's types: unspecialized,
/// gathering the summaries went through value witnesses, about 3,000 instructions a file.
@usableFromInline
package final class ProjectWideRun<R: ProjectWideRule>: ProjectWideRunning, @unchecked Sendable {
    @usableFromInline let rule: R
    @usableFromInline let fileCount: Int
    // Each slot is written by the one thread that reads its file, before `buildIndex` (the
    // engine waits for every reader first), and only read after it.
    @usableFromInline let summaries: UnsafeMutablePointer<R.FileSummary?>
    @usableFromInline let candidates: UnsafeMutablePointer<[Candidate<R.Question>]?>
    @usableFromInline var index: R.ProjectIndex?

    @inlinable
    package init(rule: R, fileCount: Int) {
        self.rule = rule
        self.fileCount = fileCount
        summaries = .allocate(capacity: fileCount)
        summaries.initialize(repeating: nil, count: fileCount)
        candidates = .allocate(capacity: fileCount)
        candidates.initialize(repeating: nil, count: fileCount)
    }

    @inlinable
    deinit {
        summaries.deinitialize(count: fileCount)
        summaries.deallocate()
        candidates.deinitialize(count: fileCount)
        candidates.deallocate()
    }

    @inlinable
    package func read(_ file: SourceFile, at index: Int, takingCandidates: Bool) {
        let summary = rule.collect(file)
        if takingCandidates { candidates[index] = rule.candidates(in: file, summary: summary) }
        summaries[index] = summary
    }

    @inlinable
    package var readsCrossReference: Bool { !R.crossReferenceParts.isEmpty }

    @inlinable
    package func buildIndex(references: CrossReference) {
        var collected: [R.FileSummary] = []
        collected.reserveCapacity(fileCount)
        for slot in 0..<fileCount {
            if let summary = summaries[slot] { collected.append(summary) }
        }
        index = rule.index(collected, references: references)
    }

    /// The file's candidates that the project confirms, the first of each duplicate key.
    @inlinable
    package func violations(at index: Int) -> [Violation] {
        guard let candidates = candidates[index], !candidates.isEmpty, let project = self.index else { return [] }
        return rule.confirmed(candidates, in: project)
    }
}

extension ProjectWideRule {
    /// The candidates the project confirms, with the messages it gives, the first of each
    /// duplicate key.
    @inlinable
    package func confirmed(_ candidates: [Candidate<Question>], in project: ProjectIndex) -> [Violation] {
        var violations: [Violation] = []
        var keys = Set<AnyHashable>()
        for candidate in candidates {
            var violation = candidate.violation
            if let question = candidate.question {
                switch confirm(question, in: project) {
                case .dismissed: continue
                case .confirmed: break
                case .confirmedSaying(let message):
                    violation.message = message
                    violation.remedy = Self.description.remedy(ending: message)
                }
            }
            if let key = duplicateKey(of: candidate), !keys.insert(key).inserted { continue }
            violations.append(violation)
        }
        return violations
    }
}

extension ProjectWideRule {
    /// A file on its own is its whole project (rule examples, single-file tests).
    public func validate(_ file: SourceFile) -> [Violation] {
        let run = ProjectWideRun(rule: self, fileCount: 1)
        run.read(file, at: 0, takingCandidates: true)
        run.buildIndex(references: .of(file, parts: Self.crossReferenceParts))
        return run.violations(at: 0)
    }
}
