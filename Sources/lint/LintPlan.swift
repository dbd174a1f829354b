import LintCore

/// The files a run lints and the files it reads for the project, shaped by a change in git.
struct LintPlan {
    private(set) var inputs: [LintInput]
    private(set) var project: [LintInput]
    /// Files the change left alone: with `--new-from-rev` they report nothing, and are read
    /// only for the project.
    private var unchanged: [LintInput] = []

    init(inputs: [LintInput], project: [LintInput]) {
        self.inputs = inputs
        self.project = project
    }

    /// Gives each changed file its version at the revision; `reportingOnlyChanged` lints only
    /// the changed and added files, reading the rest for the project.
    mutating func compare(with change: ChangeSinceRevision, reportingOnlyChanged: Bool) {
        var touched: [LintInput] = []
        for var input in inputs {
            let status = change.status(of: input.path)
            if case .changed(let bytes) = status {
                input.previous = LintInput.PreviousVersion(revision: change.revision) { bytes }
            }
            if case .unchanged = status, reportingOnlyChanged { unchanged.append(input) } else { touched.append(input) }
        }
        inputs = touched
        project = unchanged + project
    }

    /// The violations the change made new: those the changed files did not have at the
    /// revision, matched as a baseline matches (file, rule and the offending line's text), the
    /// old versions linted against the files the change left alone. Only the files and rules
    /// with violations now are linted again, and the project only for a project-wide rule.
    func newViolations(
        _ violations: [Violation], since change: ChangeSinceRevision, groups: RuleGroups, context: ReportContext
    ) -> [Violation] {
        let reported = Set(violations.map(\.path))
        let previousVersions = inputs.compactMap { input -> LintInput? in
            guard reported.contains(input.path), case .changed(let bytes) = change.status(of: input.path) else { return nil }
            return LintInput(path: input.path) { bytes }
        }
        guard !previousVersions.isEmpty else { return violations }
        let found = Set(violations.map(\.ruleIdentifier))
        // An auditor's findings depend on what every other rule reports.
        let rerun = groups.restricted { linter in
            linter.rules.contains(where: { $0.auditsCommands && found.contains($0.identifier) })
                ? linter.rules : linter.rules.filter { found.contains($0.identifier) }
        }
        let before = rerun.lint(previousVersions, project: rerun.rules.contains(where: \.isProjectWide) ? unchanged : []).violations
        return Baseline(violations: before, directory: context.currentDirectory, context: context)
            .filter(violations, context: context)
    }
}
