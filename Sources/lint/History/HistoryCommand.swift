#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LintCore
import Rules

/// `lint history`: lints one commit per interval of the current branch's first-parent line,
/// each snapshot as it was (from git objects, with its own configuration), and reports every
/// rule's count per snapshot. Consecutive snapshots share most files: only files whose blob
/// changed are read and linted again.
struct HistoryCommand {
    let arguments: Arguments

    func run() throws -> Int32 {
        let reporter = arguments.reporter ?? "table"
        guard HistoryReporters.identifiers.contains(reporter) else {
            throw RunError(
                message: "`lint history` has no reporter `\(reporter)`" + NameSuggestion.hint(for: reporter, in: HistoryReporters.identifiers)
                    + "; available: " + HistoryReporters.identifiers.joined(separator: ", ")
            )
        }
        let currentDirectory = FileManager.default.currentDirectoryPath
        let repository = try GitRepository.containing(currentDirectory, for: "`lint history`")
        let walk = try HistoryWalk(repository: repository, arguments: arguments)
        let scope = try HistoryScope(
            repository: repository, prefix: try repository.prefix(of: currentDirectory), namedPaths: arguments.paths
        )
        var configurations = SnapshotConfigurations(
            today: try CommandLineTool.loadConfiguration(arguments), isNamed: arguments.configPath != nil, scope: scope,
            commandLineRules: arguments.commandLineRules
        )
        var run = SnapshotRun(repository: repository, scope: scope, jobs: arguments.jobs, verbose: arguments.verbose)
        let progress = HistoryProgress(total: walk.commits.count, enabled: !arguments.quiet)
        var snapshots: [HistoryReport.Snapshot] = []
        for (position, commit) in walk.commits.enumerated() {
            progress.show(position, commit.day)
            snapshots.append(try run.lint(commit, configurations: &configurations))
        }
        progress.finish()
        let report = HistoryReport(rules: run.countedRules, snapshots: snapshots, branch: walk.branch)
        let text = HistoryReporters.report(report, as: reporter) ?? ""
        if let outputPath = arguments.outputPath {
            try AtomicFile.write(text, to: outputPath)
        } else {
            Console.output(text)
        }
        if snapshots.allSatisfy({ $0.isLinted && $0.fileCount == 0 }) {
            let paths = arguments.paths.isEmpty ? "the linted folders" : arguments.paths.joined(separator: ", ")
            Console.error("warning: no snapshot has Swift files under \(paths)")
        }
        let failed = snapshots.filter { !$0.isLinted || !$0.unreadableFiles.isEmpty }
        if !arguments.quiet, let first = snapshots.first, let last = snapshots.last {
            let count = snapshots.count == 1 ? "1 snapshot" : "\(snapshots.count) snapshots"
            let problems = failed.isEmpty ? "" : "; \(failed.count) could not be linted in full (see above)"
            Console.error("Linted \(count) of \(walk.branch ?? "the history"), \(first.day) to \(last.day)\(problems).")
        }
        return failed.isEmpty ? ExitCode.success : ExitCode.failure
    }
}

/// The linting of one snapshot after another, keeping one `SnapshotLinter` while the rules stay
/// the same.
struct SnapshotRun {
    let repository: GitRepository
    let scope: HistoryScope
    let jobs: Int?
    let verbose: Bool
    private var linter: (signature: String, linter: SnapshotLinter)?
    /// Every rule some snapshot counted.
    private var counted: Set<String> = []
    private var warnedConfigurations: Set<String> = []

    init(repository: GitRepository, scope: HistoryScope, jobs: Int?, verbose: Bool) {
        self.repository = repository
        self.scope = scope
        self.jobs = jobs
        self.verbose = verbose
    }

    /// The rules some snapshot counted, in the registry's order.
    var countedRules: [String] {
        RuleRegistry.all.map(\.identifier).filter { counted.contains($0) }
    }

    mutating func lint(
        _ commit: GitRepository.StampedCommit, configurations: inout SnapshotConfigurations
    ) throws -> HistoryReport.Snapshot {
        let configurationPath = configurations.pathFromTop
        let blobs = try repository.files(at: commit.hash) { $0.hasSuffix(".swift") || $0 == configurationPath }
        let (source, resolution) = configurations.configuration(commit: commit.hash, blobs: blobs) { blob in
            try repository.objects([blob])[blob]
        }
        let label = "snapshot \(commit.hash.prefix(10)) (\(commit.day))"
        guard case .rules(let configuration, let rules, let signature, let warnings) = resolution else {
            if case .unreadable(let problem) = source { Console.error("error: \(label): \(problem)") }
            return HistoryReport.Snapshot(commit: commit.hash, time: commit.time, configuration: source)
        }
        if verbose, warnedConfigurations.insert(signature).inserted {
            for warning in warnings { Console.error("warning: \(label): \(warning.message)") }
        }
        let linter = linter(for: rules, signature: signature, configuration: configuration)
        let files = scope.files(among: Array(blobs.keys), configuration: configuration)
        let unread = files.filter { !linter.keeps(path: $0.reported, key: blobs[$0.pathFromTop] ?? "") }
        let contents = try repository.objects(unread.compactMap { blobs[$0.pathFromTop] })
        let inputs = files.map { file in
            let blob = blobs[file.pathFromTop] ?? ""
            let bytes = contents[blob]
            return SnapshotLinter.File(path: file.reported, key: blob) {
                guard let bytes else { throw FileReadError(path: file.reported, reason: "git has no blob \(blob)") }
                return bytes
            }
        }
        let result = linter.lint(inputs, on: commit.day)
        for failure in result.failures { Console.error("error: \(label): \(failure.path): \(failure.reason)") }
        var counts = Dictionary(uniqueKeysWithValues: rules.filter { !$0.comparesRevisions }.map { ($0.identifier, 0) })
        for violation in result.violations { counts[violation.ruleIdentifier, default: 0] += 1 }
        counted.formUnion(counts.keys)
        return HistoryReport.Snapshot(
            commit: commit.hash, time: commit.time, configuration: source, counts: counts, fileCount: result.fileCount,
            lineCount: result.lineCount, longestType: result.longestType, unreadableFiles: result.failures.map(\.path)
        )
    }

    /// The linter for these rules: the last one when they are the same, so its files are kept.
    private mutating func linter(for rules: [ConfiguredRule], signature: String, configuration: Configuration) -> SnapshotLinter {
        if let linter, linter.signature == signature { return linter.linter }
        var measure: (@Sendable (SourceFile) -> TypeLength?)?
        if let classLength = rules.lazy.compactMap({ $0.rule as? ClassLengthRule }).first {
            measure = { classLength.longestType(in: $0) }
        }
        let created = SnapshotLinter(
            rules: rules, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            skipsGeneratedFiles: !configuration.lintGeneratedFiles, measure: measure
        )
        linter = (signature, created)
        return created
    }
}
