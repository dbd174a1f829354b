#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LintCore
import Rules

/// `lint hotspots`: today's files, linted and measured, each with the commits that changed it
/// in the period (one `git log` pass), ranked by changes × code lines.
struct HotspotsCommand {
    let arguments: Arguments
    /// The period when `--since` is not given.
    static let defaultPeriod = "1 year ago"
    private var jobs: Int { arguments.jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    func run() throws -> Int32 {
        let reporter = try RunError.checkReporter(arguments.reporter, of: "`lint hotspots`", among: HotspotsReporters.identifiers)
        let currentDirectory = FileManager.default.currentDirectoryPath
        let repository = try GitRepository.containing(currentDirectory, for: "`lint hotspots`")
        guard repository.hasCommits else {
            throw RunError(message: "`lint hotspots`: the repository at \(repository.root) has no commits yet")
        }
        let (range, period) = try self.range(in: repository)
        let configuration = try CommandLineTool.loadConfiguration(arguments)
        for warning in configuration.warnings { Console.error(warning.reportLine()) }
        let discovery = try FileDiscovery(configuration: configuration, forceExclude: false, jobs: jobs)
            .discover(arguments.paths.isEmpty ? nil : arguments.paths)
        if !discovery.missingNamedPaths.isEmpty {
            throw RunError(message: discovery.missingNamedPaths.map { "\($0): no such file or directory" }.joined(separator: "\nerror: "))
        }
        for problem in discovery.problems { Console.error("error: \(problem)") }
        let context = ReportContext(currentDirectory: currentDirectory)
        let layout = try ConfigurationLayout(
            top: configuration, inputs: discovery.inputs, named: [], nesting: arguments.configPath == nil, context: context,
            jobs: jobs
        )
        let result = layout.groups.lint(discovery.inputs, project: [])
        for failure in result.failures { Console.error("error: \(failure.path): \(failure.reason)") }
        let measures = measure(discovery.inputs, with: measuringRule(layout.groups.rules))
        // The paths git names the files by, as `lint history` finds them.
        let scope = try HistoryScope(repository: repository, prefix: try repository.prefix(of: currentDirectory), namedPaths: arguments.paths)
        let fromTop = discovery.inputs.map { scope.pathFromTop(scope.context.absolutePath($0.path)) }
        let changes = try ChangeCounts(repository: repository, files: Set(fromTop), range: range)
        let warnings = Dictionary(grouping: result.violations, by: \.path)
        let suppressed = Dictionary(grouping: result.suppressed, by: \.path)
        var files: [HotspotsReport.File] = []
        // The inputs, their measures and their paths from the top folder share their indices.
        for index in discovery.inputs.indices {
            let input = discovery.inputs[index]
            guard let measured = measures[index] else { continue }
            let hidden = suppressed[input.path] ?? []
            files.append(HotspotsReport.File(
                path: context.relativePath(input.path), codeLines: measured.codeLines, changes: changes.commits[fromTop[index]] ?? 0,
                longestType: measured.longestType,
                longestTypeIsExcused: measured.longestType.map { type in
                    hidden.contains { $0.ruleIdentifier == ClassLengthRule.description.identifier && $0.location.line == type.line }
                } ?? false,
                warnings: Violation.countsByRule(warnings[input.path] ?? []), suppressed: Violation.countsByRule(hidden)
            ))
        }
        let report = HotspotsReport(period: period, commitCount: changes.commitCount, files: files)
        let text = HotspotsReporters.report(report, as: reporter) ?? ""
        if let outputPath = arguments.outputPath {
            try AtomicFile.write(text, to: outputPath)
        } else {
            try Console.output(text)
        }
        if !arguments.quiet {
            let shown = reporter == "table" ? "; the first \(min(files.count, HotspotsReport.tableRows)) shown" : ""
            Console.error("Ranked \(files.count) files by changes × code lines, over \(changes.commitCount) commits \(period)\(shown).")
        }
        return discovery.problems.isEmpty && result.failures.isEmpty ? ExitCode.success : ExitCode.failure
    }

    /// `git log`'s arguments for the period, and its description.
    private func range(in repository: GitRepository) throws -> (arguments: [String], description: String) {
        switch HistoryStart.parse(arguments.since ?? Self.defaultPeriod, today: try LintDate.today()) {
        case .day(let day):
            return (["--since=\(day)T00:00:00Z"], "since \(day)")
        case .revision(let revision):
            return (["\(try repository.commit(since: revision))..HEAD"], "since \(revision)")
        }
    }

    /// The rule that measures types, as configured; `class_length`'s defaults when the
    /// configuration turns it off.
    private func measuringRule(_ rules: [ConfiguredRule]) -> any TypeLengthMeasuring {
        rules.lazy.compactMap { $0.rule as? any TypeLengthMeasuring }.first ?? SnapshotRun.defaultMeasuring
    }

    /// Each file's code lines and longest type; nil for a file that cannot be read (the lint
    /// run has said so).
    private func measure(_ inputs: [LintInput], with rule: any TypeLengthMeasuring) -> [FileMeasure?] {
        parallelMap(count: inputs.count, jobs: jobs) { index in
            guard let bytes = try? inputs[index].contents() else { return nil }
            let file = SourceFile(path: inputs[index].path, bytes: bytes)
            return rule.measures(of: file)
        }
    }
}
