import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A file to lint: the path reported for it and where its bytes come from.
public struct LintInput: Sendable {
    public var path: String
    public var contents: @Sendable () throws -> [UInt8]
    /// The file as it was at the revision a change is compared with, for revision rules.
    public var previous: PreviousVersion?

    /// A file's contents at a revision (`origin/main`), read on demand.
    public struct PreviousVersion: Sendable {
        public var revision: String
        public var contents: @Sendable () throws -> [UInt8]

        public init(revision: String, contents: @escaping @Sendable () throws -> [UInt8]) {
            self.revision = revision
            self.contents = contents
        }
    }

    public init(path: String, contents: @escaping @Sendable () throws -> [UInt8]) {
        self.path = path
        self.contents = contents
    }

    /// Reads the file at `path` from disk.
    public init(path: String, readingFrom diskPath: String) {
        self.path = path
        contents = { try FileReader.read(diskPath) }
    }
}

public struct FileFailure: Error, Sendable, Equatable {
    public var path: String
    public var reason: String
}

public struct LintResult: Sendable {
    /// Sorted by path, line, column, rule.
    public var violations: [Violation]
    public var failures: [FileFailure]
    public var lintedFileCount: Int
    /// The violations inline commands (`lint:` and the honoured `swiftlint:` ones) disabled in
    /// the linted files, sorted as `violations`: what the commands hide, counted in the summary.
    public var suppressed: [Violation]

    public init(violations: [Violation], failures: [FileFailure], lintedFileCount: Int, suppressed: [Violation] = []) {
        self.suppressed = suppressed
        self.violations = violations
        self.failures = failures
        self.lintedFileCount = lintedFileCount
    }
}

/// Runs the rules over all files in parallel, in four phases: **read** every file once (scan
/// it, run the rules that judge a file alone, take project-wide rules' summaries and
/// candidates), **index** the project for each project-wide rule, **confirm** each linted
/// file's candidates and apply its inline commands, and **merge** the files' violations in
/// path order.
public struct Linter: Sendable {
    public let rules: [ConfiguredRule]
    public let jobs: Int
    /// Files whose header says a tool generated them report nothing (they still count for
    /// project-wide rules: their declarations are real).
    public let skipsGeneratedFiles: Bool
    /// `// swiftlint:disable` commands disable the lint warnings standing for the SwiftLint
    /// rules they name.
    public let honorsSwiftLintCommands: Bool

    public init(
        rules: [ConfiguredRule], jobs: Int = ProcessInfo.processInfo.activeProcessorCount, skipsGeneratedFiles: Bool = false,
        honorsSwiftLintCommands: Bool = true
    ) {
        self.rules = rules
        self.jobs = max(1, jobs)
        self.skipsGeneratedFiles = skipsGeneratedFiles
        self.honorsSwiftLintCommands = honorsSwiftLintCommands
    }

    /// Why the engine reads a file.
    enum FileRole {
        /// Its violations are reported.
        case linted
        /// Project-wide rules learn from it; nothing in it is reported.
        case readForProject
    }

    /// Lints `inputs`. Project-wide rules collect from `project` too (every file the
    /// configuration includes), so linting one file still sees the whole project; an input
    /// replaces the project file with the same path (standard input, staged content).
    public func lint(_ inputs: [LintInput], project: [LintInput] = []) -> LintResult {
        Self.lint(inputs, groups: [self], groupOf: { _ in 0 }, project: project)
    }

    /// Lints `inputs`, each with the linter of its group (`groupOf` its position in `inputs`),
    /// reading and scanning each file once whatever the number of groups: every group's
    /// project-wide rules learn from every file, and report on their own group's.
    public static func lint(
        _ inputs: [LintInput], groups: [Linter], groupOf: (Int) -> Int, project: [LintInput] = []
    ) -> LintResult {
        let plans = groups.map { RulePlan($0.rules, honorsSwiftLintCommands: $0.honorsSwiftLintCommands) }
        let jobs = groups[0].jobs
        let linted = Set(inputs.map(\.path))
        let readsProject = plans.contains { !$0.projectWide.isEmpty }
        // Linted files come first: a file's position is its index in `inputs` too.
        let files = inputs.indices.map { (inputs[$0], FileRole.linted, groupOf($0)) }
            + (readsProject ? project.filter { !linted.contains($0.path) }.map { ($0, FileRole.readForProject, 0) } : [])
        let runs = plans.map { plan in plan.projectWide.map { $0(files.count) } }
        let outcomes = read(files, groups: groups, plans: plans, runs: runs, jobs: jobs)
        // Built once, when the first rule that reads it asks, for every group.
        var crossReference: CrossReference?
        for groupRuns in runs {
            buildIndexes(groupRuns, jobs: jobs) {
                if let crossReference { return crossReference }
                let built = Self.crossReference(of: outcomes, parts: plans.reduce([]) { $0.union($1.crossReferenceParts) })
                crossReference = built
                return built
            }
        }
        let confirmed = parallelMap(count: inputs.count, jobs: jobs) { index in
            let group = files[index].2
            guard let pending = outcomes[index].pending else { return CommandOutcome() }
            var outcome = Self.confirm(pending, at: index, plan: plans[group], runs: runs[group])
            outcome.kept.sort(by: Violation.ordered)
            outcome.suppressed.sort(by: Violation.ordered)
            return outcome
        }
        let violations = Self.merged(confirmed.map(\.kept), paths: inputs.map(\.path))
        let suppressed = Self.merged(confirmed.map(\.suppressed), paths: inputs.map(\.path))
        let failures = outcomes.prefix(inputs.count).compactMap(\.failure)
        // Every file's summaries and candidates (tens of thousands of objects) are freed on
        // another thread while the caller reports: freeing them took 10 ms on this one.
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime((outcomes, runs)) {} }
        return LintResult(
            violations: violations, failures: failures, lintedFileCount: inputs.count - failures.count, suppressed: suppressed
        )
    }

    /// Phase 1: each file read and scanned once, its summaries and candidates taken for every
    /// group's project-wide rules, and a linted file judged by its group's rules that need
    /// nothing else.
    private static func read(
        _ files: [(input: LintInput, role: FileRole, group: Int)], groups: [Linter], plans: [RulePlan],
        runs: [[any ProjectWideRunning]], jobs: Int
    ) -> [FileOutcome] {
        let parts = plans.reduce(CrossReferenceParts()) { $0.union($1.crossReferenceParts) }
        return parallelMap(count: files.count, jobs: jobs) { index -> FileOutcome in
            let (input, role, group) = files[index]
            let file: SourceFile
            do {
                file = try Self.load(input)
            } catch {
                let unread = FileOutcome(unreadable: parts.isEmpty ? nil : input.path)
                guard role == .linted else { return unread }
                return FileOutcome(failure: FileFailure(path: input.path, reason: Self.describe(error)), unreadable: unread.unreadable)
            }
            let reports = role == .linted && !(groups[group].skipsGeneratedFiles && GeneratedCode.isGenerated(file))
            for (other, groupRuns) in runs.enumerated() {
                for run in groupRuns { run.read(file, at: index, takingCandidates: reports && other == group) }
            }
            let references = parts.isEmpty ? nil : FileReferences(file, parts: parts)
            guard role == .linted else { return FileOutcome(references: references) }
            return FileOutcome(
                pending: reports ? Self.judge(file, previous: input.previous, plan: plans[group]) : PendingFile(),
                references: references
            )
        }
    }

    /// The project's cross-reference, when a rule reads it: built once, for every rule.
    private static func crossReference(of outcomes: [FileOutcome], parts: CrossReferenceParts) -> CrossReference {
        guard !parts.isEmpty else { return .empty }
        return CrossReference(outcomes.compactMap(\.references), unreadable: outcomes.compactMap(\.unreadable))
    }

    /// Phase 2: each project-wide rule's index, on a thread of its own when there are jobs to
    /// spare, so that the largest does not wait for the others. The rules that do not read the
    /// cross-reference start while it is built.
    private static func buildIndexes(_ runs: [any ProjectWideRunning], jobs: Int, crossReference: () -> CrossReference) {
        guard jobs > 1, runs.count > 1 else {
            let references = crossReference()
            return runs.forEach { $0.buildIndex(references: references) }
        }
        let group = DispatchGroup()
        func start(_ run: any ProjectWideRunning, _ position: Int, _ references: CrossReference) {
            DispatchQueue(label: "lint.index.\(position)").async(group: group) { run.buildIndex(references: references) }
        }
        for (position, run) in runs.enumerated() where !run.readsCrossReference { start(run, position, .empty) }
        let readers = runs.enumerated().filter { $0.element.readsCrossReference }
        if !readers.isEmpty {
            let references = crossReference()
            for (position, run) in readers { start(run, position, references) }
        }
        group.wait()
    }

    /// Phase 4: each file's violations, sorted, in the order of the files' paths: sorting 3,000 paths
    /// instead of every violation by its path. Two inputs with one path (never from file
    /// discovery) interleave, so they are sorted whole.
    private static func merged(_ sortedByFile: [[Violation]], paths: [String]) -> [Violation] {
        let order = paths.indices.sorted { paths[$0].precedesInUTF8(paths[$1]) }
        var violations = order.flatMap { sortedByFile[$0] }
        if zip(order, order.dropFirst()).contains(where: { paths[$0] == paths[$1] }) {
            violations.sort(by: Violation.ordered)
        }
        return violations
    }

    private static func load(_ input: LintInput) throws -> SourceFile {
        SourceFile(path: input.path, bytes: try input.contents())
    }

    /// The rules' violations in one file, less those its inline commands disable. The file
    /// is its own project.
    public static func validate(
        _ file: SourceFile, previous: LintInput.PreviousVersion? = nil, rules: [ConfiguredRule]
    ) -> [Violation] {
        let plan = RulePlan(rules)
        let runs = plan.projectWide.map { $0(1) }
        let references = CrossReference.of(file, parts: plan.crossReferenceParts)
        for run in runs {
            run.read(file, at: 0, takingCandidates: true)
            run.buildIndex(references: references)
        }
        return confirm(judge(file, previous: previous, plan: plan), at: 0, plan: plan, runs: runs).kept
    }

    /// Everything a file tells the rules that judge it alone (and, given its version at a
    /// revision, the rules that compare the two), taken while it is in memory.
    static func judge(_ file: SourceFile, previous: LintInput.PreviousVersion?, plan: RulePlan) -> PendingFile {
        var pending = PendingFile()
        for rule in plan.local { pending.violations += rule.validate(file) }
        // A version that cannot be read has nothing to compare with.
        if let previous, !plan.revisionRules.isEmpty, let bytes = try? previous.contents() {
            let old = SourceFile(path: file.path, bytes: bytes)
            for rule in plan.revisionRules { pending.violations += rule.compare(file, with: old, since: previous.revision) }
        }
        pending.commands = InlineCommand.parse(file)
        if !pending.commands.isEmpty { pending.file = file }
        return pending
    }

    /// Phase 3: the file's violations once the project is known, less those its inline
    /// commands disable.
    private static func confirm(
        _ pending: PendingFile, at index: Int, plan: RulePlan, runs: [any ProjectWideRunning]
    ) -> CommandOutcome {
        var found = pending.violations
        for run in runs { found += run.violations(at: index) }
        return sortingByCommands(found, of: pending, plan: plan)
    }

    /// A file's violations, kept or disabled by its inline commands.
    struct CommandOutcome {
        var kept: [Violation] = []
        var suppressed: [Violation] = []
    }

    /// `found` less what the file's inline commands disable, and the auditors' findings about
    /// the commands.
    static func applyingCommands(to found: [Violation], of pending: PendingFile, plan: RulePlan) -> [Violation] {
        sortingByCommands(found, of: pending, plan: plan).kept
    }

    /// `found` and the auditors' findings about the commands, kept or disabled by the file's
    /// inline commands.
    static func sortingByCommands(_ found: [Violation], of pending: PendingFile, plan: RulePlan) -> CommandOutcome {
        guard let file = pending.file else { return CommandOutcome(kept: found) }
        let commands = pending.commands
        let regions = DisableRegions(commands: commands, honoringSwiftLint: plan.honorsSwiftLintCommands)
        var usage = CommandUsage(ranRules: plan.identifiers)
        var outcome = CommandOutcome()
        for violation in found {
            let covering = regions.suppressingRegions(of: violation)
            for region in covering { usage.record(command: regions.regions[region].command, rule: violation.ruleIdentifier) }
            if covering.isEmpty { outcome.kept.append(violation) } else { outcome.suppressed.append(violation) }
        }
        // Only a command naming the auditing rule itself silences it: `all` would otherwise
        // hide the report that it is superfluous.
        for auditor in plan.auditors {
            for violation in auditor.audit(file, commands: commands, usage: usage) {
                let silenced = regions.suppressingRegions(of: violation).contains {
                    regions.regions[$0].rule == auditor.identifier && regions.regions[$0].tool == .lint
                }
                if silenced { outcome.suppressed.append(violation) } else { outcome.kept.append(violation) }
            }
        }
        return outcome
    }

    static func describe(_ error: Error) -> String {
        if let readError = error as? FileReadError { return readError.description }
        return "\(error)"
    }
}

/// The rules sorted by how the engine runs them, once per run, not for every file.
struct RulePlan: Sendable {
    /// Rules that judge each file on its own.
    var local: [any Rule] = []
    /// How to start each project-wide rule's run over a number of files.
    var projectWide: [@Sendable (Int) -> any ProjectWideRunning] = []
    /// How to start each project-wide rule's run that an editor keeps from edit to edit.
    var warmRuns: [@Sendable () -> any WarmRunning] = []
    var auditors: [any CommandAuditingRule] = []
    var revisionRules: [any RevisionRule] = []
    let honorsSwiftLintCommands: Bool
    let identifiers: Set<String>
    /// What the project-wide rules read of the cross-reference, together.
    var crossReferenceParts: CrossReferenceParts = []

    init(_ rules: [ConfiguredRule], honorsSwiftLintCommands: Bool = true) {
        identifiers = Set(rules.map(\.identifier))
        self.honorsSwiftLintCommands = honorsSwiftLintCommands
        for configured in rules {
            crossReferenceParts.formUnion(configured.crossReferenceParts)
            switch configured.role {
            case .file: local.append(configured.rule)
            case .projectWide(let startRun, let warm):
                projectWide.append(startRun)
                warmRuns.append(warm)
            case .commandAuditor(let auditor): auditors.append(auditor)
            case .revision(let rule): revisionRules.append(rule)
            }
        }
    }
}

/// What reading one linted file gave: what its rules found, or why it could not be read.
/// (Project-wide runs keep what they take from each file.)
private struct FileOutcome: Sendable {
    var pending: PendingFile?
    var failure: FileFailure?
    /// What the file tells the cross-reference, when a rule reads it.
    var references: FileReferences?
    /// The path of a project file that could not be read, when a rule reads the cross-reference.
    var unreadable: String?
}

/// A linted file between reading and reporting. The file itself is kept only when it has
/// inline commands: auditing them needs its lines.
struct PendingFile: Sendable {
    var violations: [Violation] = []
    var commands: [InlineCommand] = []
    var file: SourceFile?
}
