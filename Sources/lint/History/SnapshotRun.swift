#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LintCore
import Rules

/// The linting of one snapshot after another, with one `SnapshotLinter` per set of rules (most
/// histories have one), kept while a snapshot still uses it, so that its files are kept too.
struct SnapshotRun {
    let repository: GitRepository
    let scope: HistoryScope
    let jobs: Int?
    let verbose: Bool
    private var linters: [String: SnapshotLinter] = [:]
    /// Every rule some snapshot counted.
    private var counted: Set<String> = []
    private var warned: Set<String> = []

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
        let blobs = try repository.files(at: commit.hash) { $0.hasSuffix(".swift") || configurations.isConfiguration($0) }
        let layout = configurations.layout(commit: commit.hash, blobs: blobs) { blob in try repository.objects([blob])[blob] }
        let label = "snapshot \(commit.hash.prefix(10)) (\(commit.day))"
        if case .unreadable(let problem) = layout.source {
            Console.error("error: \(label): \(problem)")
            return HistoryReport.Snapshot(commit: commit.hash, time: commit.time, configuration: layout.source)
        }
        // Each group lints its own files; its project-wide rules read the other groups' files too.
        let inputs = layout.groups.map { group in
            let linter = linter(for: group.rules)
            let own = Set(group.files.map(\.reported))
            let others = linter.readsProject && layout.groups.count > 1
                ? layout.groups.flatMap(\.files).filter { !own.contains($0.reported) } : []
            return (linter, group.files.map { input($0, blobs: blobs, reports: true) } + others.map { input($0, blobs: blobs, reports: false) })
        }
        let unread = Set(inputs.flatMap { linter, files in files.filter { !linter.keeps(path: $0.path, key: $0.blob, reports: $0.reports) }.map(\.blob) })
        let contents = try repository.objects(unread.sorted())
        var snapshot = HistoryReport.Snapshot(commit: commit.hash, time: commit.time, configuration: layout.source)
        for ((linter, files), group) in zip(inputs, layout.groups) {
            let result = linter.lint(files.map { $0.file(reading: contents) }, on: commit.day)
            for failure in result.failures { Console.error("error: \(label): \(failure.path): \(failure.reason)") }
            for rule in group.rules.rules where !rule.comparesRevisions { snapshot.counts[rule.identifier, default: 0] += 0 }
            for violation in result.violations { snapshot.counts[violation.ruleIdentifier, default: 0] += 1 }
            snapshot.fileCount += result.fileCount
            snapshot.lineCount += result.lineCount
            snapshot.unreadableFiles += result.failures.map(\.path)
            if let longest = result.longestType, longest.lines > snapshot.longestType?.lines ?? -1 { snapshot.longestType = longest }
            if verbose, warned.insert(group.rules.signature).inserted {
                for warning in group.rules.warnings { Console.error("warning: \(label): \(warning.message)") }
            }
        }
        let used = Set(layout.groups.map(\.rules.signature))
        linters = linters.filter { used.contains($0.key) }
        counted.formUnion(snapshot.counts.keys)
        return snapshot
    }

    /// A file to lint, and the blob it is read from.
    private struct Input {
        var path: String
        var blob: String
        var reports: Bool

        func file(reading contents: [String: [UInt8]]) -> SnapshotLinter.File {
            let bytes = contents[blob]
            let (path, blob) = (path, blob)
            return SnapshotLinter.File(path: path, key: blob, reports: reports) {
                guard let bytes else { throw FileReadError(path: path, reason: "git has no blob \(blob)") }
                return bytes
            }
        }
    }

    private func input(_ file: HistoryScope.File, blobs: [String: String], reports: Bool) -> Input {
        Input(path: file.reported, blob: blobs[file.pathFromTop] ?? "", reports: reports)
    }

    /// The linter for these rules: the one the last snapshot used when it had them, so that its
    /// files are kept.
    private mutating func linter(for rules: SnapshotConfigurations.RuleSet) -> SnapshotLinter {
        if let known = linters[rules.signature] { return known }
        var measure: (@Sendable (SourceFile) -> TypeLength?)?
        if let classLength = rules.rules.lazy.compactMap({ $0.rule as? ClassLengthRule }).first {
            measure = { classLength.longestType(in: $0) }
        }
        let created = SnapshotLinter(
            rules: rules.rules, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            skipsGeneratedFiles: !rules.configuration.lintGeneratedFiles, measure: measure
        )
        linters[rules.signature] = created
        return created
    }
}
