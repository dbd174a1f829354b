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
    /// class_length with its defaults, to count code lines where a snapshot's configuration
    /// turns it off.
    static let defaultMeasuring: any TypeLengthMeasuring = {
        var warnings: [ConfigurationWarning] = []
        // The defaults are valid options: making the rule from them cannot fail.
        return (try? ClassLengthRule.factory.makeRule(configuration: nil, warnings: &warnings).rule) as! any TypeLengthMeasuring
    }()
    /// Every rule some snapshot counted.
    private var counted: Set<String> = []
    /// What was said on standard error once: unreadable files, configurations' warnings.
    private var said: Set<String> = []

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
        let inputs = inputs(of: layout, blobs: blobs)
        let unread = inputs.flatMap { linter, files in files.filter { !linter.keeps(path: $0.path, key: $0.blob, reports: $0.reports) } }
        let contents = try repository.objects(Set(unread.map(\.blob)).sorted())
        var snapshot = HistoryReport.Snapshot(commit: commit.hash, time: commit.time, configuration: layout.source)
        for ((linter, files), group) in zip(inputs, layout.groups) {
            let result = linter.lint(files.map { $0.file(reading: contents) }, on: commit.day)
            add(result, of: group.rules, to: &snapshot, label: label)
        }
        let used = Set(layout.groups.map(\.rules.signature))
        linters = linters.filter { used.contains($0.key) }
        counted.formUnion(snapshot.counts.keys)
        return snapshot
    }

    /// Each group's linter and files: its own, and when its project-wide rules need them, the
    /// other groups' files, read for the project only.
    private mutating func inputs(
        of layout: SnapshotConfigurations.Layout, blobs: [String: String]
    ) -> [(linter: SnapshotLinter, files: [Input])] {
        layout.groups.map { group in
            let linter = linter(for: group.rules)
            var files = group.files.map { input($0, blobs: blobs, reports: true) }
            if linter.readsProject && layout.groups.count > 1 {
                let own = Set(group.files.map(\.reported))
                files += layout.groups.flatMap(\.files).filter { !own.contains($0.reported) }.map { input($0, blobs: blobs, reports: false) }
            }
            return (linter, files)
        }
    }

    /// A group's counts, sizes and longest type added to the snapshot's; an unreadable file and
    /// the group's configuration warnings (with `--verbose`) said once.
    private mutating func add(
        _ result: SnapshotResult, of rules: SnapshotConfigurations.RuleSet, to snapshot: inout HistoryReport.Snapshot,
        label: String
    ) {
        for rule in rules.rules where !rule.comparesRevisions { snapshot.counts[rule.identifier, default: 0] += 0 }
        for violation in result.violations { snapshot.counts[violation.ruleIdentifier, default: 0] += 1 }
        snapshot.fileCount += result.fileCount
        snapshot.lineCount += result.lineCount
        snapshot.codeLineCount += result.codeLineCount
        snapshot.unreadableFiles += result.failures.map(\.path)
        if let longest = result.longestType, longest.lines > snapshot.longestType?.lines ?? -1 { snapshot.longestType = longest }
        for failure in result.failures where said.insert("\(failure.path): \(failure.reason)").inserted {
            Console.error("error: \(label): \(failure.path): \(failure.reason)")
        }
        if verbose, said.insert(rules.signature).inserted {
            for warning in rules.warnings { Console.error("warning: \(label): \(warning.message)") }
        }
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
        // Code lines are counted as class_length counts them, whether it runs or not; the longest
        // type is charted only when it runs.
        let measuring = rules.rules.lazy.compactMap { $0.rule as? any TypeLengthMeasuring }.first
        let measure: @Sendable (SourceFile) -> FileMeasure = { file in
            measuring?.measures(of: file) ?? FileMeasure(codeLines: Self.defaultMeasuring.codeLines(in: file), longestType: nil)
        }
        let created = SnapshotLinter(
            rules: rules.rules, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            skipsGeneratedFiles: !rules.configuration.lintGeneratedFiles,
            honorsSwiftLintCommands: rules.configuration.honorsSwiftLintCommands, measure: measure
        )
        linters[rules.signature] = created
        return created
    }
}
