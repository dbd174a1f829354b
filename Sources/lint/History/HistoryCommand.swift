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
        let reporter = try RunError.checkReporter(arguments.reporter, of: "`lint history`", among: HistoryReporters.identifiers)
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
        // A history that begins before the app's first Swift file would open on a flat line of
        // empty snapshots; they are left out, unless every snapshot is empty (said below).
        let beforeSwift = snapshots.prefix { $0.isLinted && $0.fileCount == 0 }.count
        if beforeSwift < snapshots.count { snapshots.removeFirst(beforeSwift) }
        var report = HistoryReport(rules: run.countedRules, snapshots: snapshots, branch: walk.branch)
        report.perKiloLine = arguments.perKiloLine
        let text = HistoryReporters.report(report, as: reporter) ?? ""
        if let outputPath = arguments.outputPath {
            try AtomicFile.write(text, to: outputPath)
        } else {
            try Console.output(text)
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
