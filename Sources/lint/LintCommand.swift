#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LintCore
import Rules

/// `lint [PATH ...]`: discover files, lint them, report, and choose the exit code.
struct LintCommand {
    let arguments: Arguments
    let configuration: Configuration
    /// Set by Xcode for every Run Script phase and build it runs.
    static let xcodeBuildSetting = "XCODE_VERSION_ACTUAL"
    private var jobs: Int { arguments.jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    func run() throws -> Int32 {
        let selection = try RuleSelection.resolve(configuration, factories: RuleRegistry.all)
        guard reportWarnings(configuration.warnings + selection.warnings, strict: configuration.strict) else {
            return ExitCode.failure
        }
        let discovery = try inputs()
        for problem in discovery.problems { Console.error("error: \(problem)") }
        let currentDirectory = FileManager.default.currentDirectoryPath
        let layout = try ConfigurationLayout(
            top: configuration, inputs: discovery.inputs, named: arguments.forceExclude ? [] : namedPaths,
            nesting: arguments.configPath == nil,
            context: ReportContext(currentDirectory: currentDirectory), jobs: jobs
        )
        guard reportWarnings(layout.warnings, strict: layout.top.strict) else { return ExitCode.failure }
        if arguments.verbose { Console.error(layout.description(currentDirectory: currentDirectory)) }
        // A project linted from outside (`lint App`) is configured by its own file.
        let command = LintCommand(arguments: arguments, configuration: layout.top)
        return try command.lint(layout, problems: discovery.problems)
    }

    /// The paths named on the command line, as file discovery reports them.
    private var namedPaths: Set<String> {
        Set(arguments.paths.map { path in
            var path = Substring(path)
            while path.hasPrefix("./") { path = path.dropFirst(2) }
            while path.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
            return String(path)
        })
    }

    private func lint(_ layout: ConfigurationLayout, problems: [String]) throws -> Int32 {
        let reporterName = arguments.reporter ?? configuration.reporter ?? XcodeReporter.identifier
        guard let reporter = Reporters.named(reporterName) else {
            throw RunError(
                message: "unknown reporter `\(reporterName)`" + NameSuggestion.hint(for: reporterName, in: Reporters.identifiers)
                    + "; available: " + Reporters.identifiers.joined(separator: ", ")
            )
        }
        let groups = layout.groups
        let rules = groups.rules
        var context = ReportContext(
            currentDirectory: FileManager.default.currentDirectoryPath, rules: rules.map(\.description),
            configurationFiles: layout.files.compactMap(\.path), configurationIsNamed: arguments.configPath != nil
        )
        context.printsAbsolutePaths = ProcessInfo.processInfo.environment[Self.xcodeBuildSetting] != nil
        context.statesRemediesOnce = TerminalReport.statesRemediesOnce(
            reporter: reporter, writesToFile: arguments.outputPath != nil, verbose: arguments.verbose,
            inXcode: context.printsAbsolutePaths, standardOutputIsTerminal: TerminalReport.standardOutputIsTerminal
        )
        var plan = LintPlan(inputs: layout.inputs, project: try projectInputs(for: rules))
        let change = try changeSinceRevision(comparing: rules.contains(where: \.comparesRevisions))
        if let change { plan.compare(with: change, reportingOnlyChanged: arguments.newFromRevision != nil) }
        let result = groups.lint(plan.inputs, project: plan.project)
        for failure in result.failures { Console.error("error: \(failure.path): \(failure.reason)") }
        func newSinceRevision(_ found: [Violation]) -> [Violation] {
            guard let change, arguments.newFromRevision != nil else { return Violation.mergingSharedTopics(found) }
            return Violation.mergingSharedTopics(plan.newViolations(found, since: change, groups: groups, context: context))
        }
        var found = newSinceRevision(result.violations)
        if let path = arguments.writeBaselinePath {
            try writeBaseline(found, to: path, context: context)
            if !arguments.quiet { Console.error("Wrote \(counted(found.count, "violation")) to \(path).") }
            // The violations are recorded, not failed: adopting lint is not a failing build.
            return result.failures.isEmpty ? ExitCode.success : ExitCode.failure
        }
        let linted = Set(plan.inputs.map { context.absolutePath($0.path) })
        if arguments.fix {
            let changed = try FixCommand.apply(try applyBaselines(to: found, linted: linted, context: context, notes: false))
            if !changed.isEmpty {
                // Report what remains: the files the fixes changed are linted again as they are
                // now, in this process; the others' warnings stand as found.
                let relinted = groups.lint(
                    plan.inputs.filter { changed.contains($0.path) },
                    project: plan.inputs.filter { !changed.contains($0.path) } + plan.project
                )
                found = (found.filter { !changed.contains($0.path) } + newSinceRevision(relinted.violations))
                    .sorted(by: Violation.ordered)
            }
        }
        let violations = try applyBaselines(to: found, linted: linted, context: context)
        let report = reporter.report(violations, context: context)
        if let outputPath = arguments.outputPath {
            try AtomicFile.write(report, to: outputPath)
        } else {
            try Console.output(report)
        }
        if !arguments.quiet {
            Console.error(summary(violations, files: result.lintedFileCount, suppressed: result.suppressed))
            if let hint = FirstRunHint.line(
                violationCount: violations.count, arguments: arguments, configuration: configuration,
                directory: context.currentDirectory
            ) {
                Console.error(hint)
            }
        }
        if !problems.isEmpty || !result.failures.isEmpty { return ExitCode.failure }
        return exitCode(for: violations)
    }

    /// `--write-baseline`: every violation found, whatever a baseline already records.
    private func writeBaseline(_ violations: [Violation], to path: String, context: ReportContext) throws {
        let directory = URL(fileURLWithPath: context.absolutePath(path)).deletingLastPathComponent().path
        try AtomicFile.write(Baseline(violations: violations, directory: directory, context: context).serialized(), to: path)
    }

    /// Drops the violations `--baseline` (or the configuration's `baseline`) records, and says how
    /// many of its entries, for files this run linted or that are gone, match nothing any more.
    private func applyBaselines(
        to violations: [Violation], linted: Set<String>, context: ReportContext, notes: Bool = true
    ) throws -> [Violation] {
        guard let path = arguments.baselinePath ?? configuration.baselinePath else { return violations }
        let baseline: Baseline
        do {
            baseline = try Baseline.load(path: path)
        } catch {
            throw RunError(message: error.description)
        }
        let (new, unused) = baseline.match(violations, context: context)
        let stale = unused.filter { entry in
            let file = baseline.directory + "/" + entry.file
            return linted.contains(file) || !FileManager.default.fileExists(atPath: file)
        }
        // `--new-from-rev` leaves old warnings out before the baseline sees them: their entries
        // match nothing here, though nothing was fixed.
        if !stale.isEmpty, notes, !arguments.quiet, arguments.newFromRevision == nil {
            let shown = arguments.baselinePath ?? path
            let entries = stale.count == 1 ? "1 entry of \(shown) matches" : "\(stale.count) entries of \(shown) match"
            Console.error("note: \(entries) nothing any more (fixed, or the file is gone): refresh it with "
                + "`lint --write-baseline \(shown)`")
        }
        return new
    }

    private func inputs() throws -> FileDiscovery.Result {
        if arguments.staged {
            let currentDirectory = FileManager.default.currentDirectoryPath
            let staged = try StagedFiles.inputs(configuration: configuration, currentDirectory: currentDirectory)
            return FileDiscovery.Result(inputs: staged, problems: [], nothingIsExpected: true)
        }
        if arguments.useStdin {
            let path = arguments.stdinPath ?? "<stdin>"
            guard let bytes = FileSystem.readToEnd(0) else {
                throw RunError(message: "cannot read standard input: \(FileSystem.systemError())")
            }
            return FileDiscovery.Result(inputs: [LintInput(path: path) { bytes }], problems: [])
        }
        let discovery = FileDiscovery(configuration: configuration, forceExclude: arguments.forceExclude, jobs: jobs)
        let named = arguments.paths
        let result = try discovery.discover(named.isEmpty ? nil : named)
        if !result.missingNamedPaths.isEmpty {
            throw RunError(message: result.missingNamedPaths.map { "\($0): no such file or directory" }.joined(separator: "\nerror: "))
        }
        if result.inputs.isEmpty && result.problems.isEmpty && !result.nothingIsExpected {
            let paths = named.isEmpty ? (configuration.included.isEmpty ? ["."] : configuration.included) : named
            throw RunError(message: "no Swift files to lint at \(paths.joined(separator: ", "))")
        }
        return result
    }

    /// The change to compare with: since `--new-from-rev`, or since `HEAD` for `--staged` when a
    /// rule compares revisions and there is a commit to compare with.
    private func changeSinceRevision(comparing: Bool) throws -> ChangeSinceRevision? {
        let currentDirectory = FileManager.default.currentDirectoryPath
        if let revision = arguments.newFromRevision {
            return try ChangeSinceRevision(
                revision: revision, staged: arguments.staged, currentDirectory: currentDirectory, purpose: "`--new-from-rev`"
            )
        }
        guard arguments.staged, comparing,
              try GitRepository.containing(currentDirectory, for: "`--staged`").hasCommits else { return nil }
        return try ChangeSinceRevision(revision: "HEAD", staged: true, currentDirectory: currentDirectory, purpose: "`--staged`")
    }

    /// When only some files are linted (named paths, standard input), project-wide rules still
    /// learn from the rest of the project: the configuration's `included` when it sets one;
    /// else the configuration's folder when it was found by looking upward from here (the
    /// project it sits at the top of); else, for a configuration named with `--config` (which
    /// may be shared by unrelated projects), the current directory. Without a configuration
    /// file the linted files are all there is (never the current directory, which may be a
    /// home folder).
    private func projectInputs(for rules: [ConfiguredRule]) throws -> [LintInput] {
        guard rules.contains(where: \.isProjectWide), configuration.path != nil,
              arguments.useStdin || arguments.staged || !arguments.paths.isEmpty else { return [] }
        let root = arguments.configPath == nil ? configuration.rootDirectory : "."
        let discovery = FileDiscovery(configuration: configuration, forceExclude: false, jobs: jobs)
        return (try? discovery.discover(nil, defaultRoot: root).inputs) ?? []
    }

    private func exitCode(for violations: [Violation]) -> Int32 {
        if violations.contains(where: { $0.severity == .error }) { return ExitCode.violations }
        if configuration.strict && !violations.isEmpty { return ExitCode.violations }
        if let threshold = configuration.warningThreshold, violations.count >= threshold { return ExitCode.violations }
        return ExitCode.success
    }

    private func summary(_ violations: [Violation], files: Int, suppressed: [Violation]) -> String {
        let errors = violations.filter { $0.severity == .error }.count
        let warnings = violations.count - errors
        let found = "Found \(counted(warnings, "warning")), \(counted(errors, "error")) in \(counted(files, "file"))"
        guard !suppressed.isEmpty else { return found + "." }
        return found + "; inline commands suppressed \(suppressed.count) (\(Violation.countsText(Violation.countsByRule(suppressed))))."
    }

    private func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// Prints the configuration's warnings; false when the run stops: in a strict run, a rule
    /// list naming a rule lint does not have is an error, or CI would pass checking less than asked.
    private func reportWarnings(_ warnings: [ConfigurationWarning], strict: Bool) -> Bool {
        let failing = strict ? warnings.filter(\.namesUnknownRule) : []
        for warning in warnings {
            Console.error(warning.reportLine(severity: failing.contains(warning) ? "error" : "warning"))
        }
        guard failing.isEmpty else {
            Console.error("error: a strict run stops at a rule name lint does not know: CI would check less than "
                + "the configuration asks (`lint rules` lists the identifiers)")
            return false
        }
        return true
    }

}

extension ConfigurationWarning {
    /// `file:line:column: warning: message`, as compilers write it.
    func reportLine(severity: String = "warning") -> String {
        var place = file ?? ""
        if let location { place += ":\(location.line):\(location.column)" }
        return place.isEmpty ? "\(severity): \(message)" : "\(place): \(severity): \(message)"
    }
}

/// Writes through a temporary file in the same directory and a rename, so readers never see
/// a partial report and a failed write leaves nothing behind. Missing folders on the way are
/// made, as `mkdir -p` would: CI writes to `reports/ci/` in a fresh checkout.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws {
        try makeFolders(leadingTo: path)
        do {
            try FileSystem.replace(path, with: Array(text.utf8))
        } catch {
            throw RunError(message: "cannot write \(path): \(error.reason)")
        }
    }

    /// Each folder of `path` that is missing, outermost first; a part that is a file stops it.
    private static func makeFolders(leadingTo path: String) throws {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        var folder = ""
        for (index, part) in parts.enumerated() {
            folder += (index == 0 ? "" : "/") + part
            guard !folder.isEmpty, part != "." else { continue }
            switch FileSystem.isDirectory(folder) {
            case true?: continue
            case false?: throw RunError(message: "cannot write \(path): \(folder) is a file, not a folder")
            case nil:
                do {
                    try FileSystem.makeDirectory(folder)
                } catch {
                    throw RunError(message: "cannot write \(path): cannot create the folder \(folder): \(error.reason)")
                }
            }
        }
    }
}
