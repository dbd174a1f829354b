import Foundation

/// A file to lint: the path reported for it and where its bytes come from.
public struct LintInput: Sendable {
    public var path: String
    public var contents: @Sendable () throws -> [UInt8]

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
}

/// Runs the rules over all files in parallel: files → scanner → rules → inline commands.
/// Project-wide rules get a first pass that collects a summary from every file.
public struct Linter: Sendable {
    public let rules: [any Rule]
    public let jobs: Int
    /// Files whose header says a tool generated them report nothing (they still count for
    /// project-wide rules: their declarations are real).
    public let skipsGeneratedFiles: Bool

    public init(
        rules: [any Rule], jobs: Int = ProcessInfo.processInfo.activeProcessorCount, skipsGeneratedFiles: Bool = false
    ) {
        self.rules = rules
        self.jobs = max(1, jobs)
        self.skipsGeneratedFiles = skipsGeneratedFiles
    }

    /// Lints `inputs`. Project-wide rules collect from `project` too (every file the
    /// configuration includes), so linting one file still sees the whole project; an input
    /// replaces the project file with the same path (standard input, staged content).
    public func lint(_ inputs: [LintInput], project: [LintInput] = []) -> LintResult {
        let projectRules = rules.compactMap { $0 as? any ProjectWideRule }
        var projectIndexes: [any Sendable] = []
        if !projectRules.isEmpty {
            let linted = Set(inputs.map(\.path))
            let collectedInputs = inputs + project.filter { !linted.contains($0.path) }
            let collected = parallelMap(count: collectedInputs.count, jobs: jobs) { index -> [any Sendable]? in
                guard let file = try? Self.load(collectedInputs[index]) else { return nil }
                return projectRules.map { $0.collectSummary(file) }
            }
            projectIndexes = projectRules.indices.map { ruleIndex in
                projectRules[ruleIndex].makeProjectIndex(collected.compactMap { $0?[ruleIndex] })
            }
        }
        let rules = rules
        let project = projectIndexes
        let skipsGenerated = skipsGeneratedFiles
        let outcomes = parallelMap(count: inputs.count, jobs: jobs) { index -> Result<[Violation], FileFailure> in
            do {
                let file = try Self.load(inputs[index])
                if skipsGenerated && GeneratedCode.isGenerated(file) { return .success([]) }
                return .success(Self.validate(file, rules: rules, project: project))
            } catch {
                return .failure(FileFailure(path: inputs[index].path, reason: Self.describe(error)))
            }
        }
        var violations: [Violation] = []
        var failures: [FileFailure] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let found): violations += found
            case .failure(let failure): failures.append(failure)
            }
        }
        violations.sort(by: Violation.ordered)
        return LintResult(violations: violations, failures: failures, lintedFileCount: inputs.count - failures.count)
    }

    private static func load(_ input: LintInput) throws -> SourceFile {
        SourceFile(path: input.path, bytes: try input.contents())
    }

    /// The rules' violations in one file, less those its inline commands disable.
    public static func validate(_ file: SourceFile, rules: [any Rule], project: [any Sendable] = []) -> [Violation] {
        var found: [Violation] = []
        var projectIndex = 0
        for rule in rules {
            if let projectRule = rule as? any ProjectWideRule, projectIndex < project.count {
                found += projectRule.validate(file, projectIndex: project[projectIndex])
                projectIndex += 1
            } else {
                found += rule.validate(file)
            }
        }
        let commands = InlineCommand.parse(file)
        guard !commands.isEmpty else { return found }
        let regions = DisableRegions(commands: commands)
        var usage = CommandUsage(ranRules: Set(rules.map(\.identifier)))
        var kept = found.filter { violation in
            let covering = regions.suppressingRegions(of: violation)
            for region in covering { usage.record(command: regions.regions[region].command, rule: violation.ruleIdentifier) }
            return covering.isEmpty
        }
        // Only a command naming the auditing rule itself silences it: `all` would otherwise
        // hide the report that it is superfluous.
        for auditor in rules.compactMap({ $0 as? any CommandAuditingRule }) {
            kept += auditor.audit(file, commands: commands, usage: usage).filter { violation in
                !regions.suppressingRegions(of: violation).contains { regions.regions[$0].rule == auditor.identifier }
            }
        }
        return kept
    }

    private static func describe(_ error: Error) -> String {
        if let readError = error as? FileReadError { return readError.description }
        return "\(error)"
    }
}
