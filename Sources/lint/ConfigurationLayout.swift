import LintCore
import Rules

/// Which configuration applies to each file of a run: the top one, and the nested
/// `.swiftlint-style.yml` files between it and the file. Files with the same effective rules
/// and options form one group, linted by one `Linter`.
struct ConfigurationLayout {
    /// Decides what applies to the whole run: reporter, strict, thresholds, baseline.
    private(set) var top: Configuration
    /// The nested files that apply to some linted file, outermost first, by path.
    private(set) var nestedFiles: [Configuration] = []
    /// The files kept: those no nested configuration excludes.
    private(set) var inputs: [LintInput]
    private(set) var groups: RuleGroups
    /// Problems in the files themselves (unknown keys and rules), each reported once.
    private(set) var warnings: [ConfigurationWarning] = []
    /// Linted files per nested configuration path, for `--verbose`.
    private(set) var fileCounts: [String: Int] = [:]
    /// How the top configuration was chosen, for `--verbose`.
    private let topOrigin: String

    /// Without `nesting` (a configuration named with `--config`), `top` is the whole
    /// configuration. When no configuration was found from the current directory and every
    /// file lies under one nested configuration (`lint App` from App's parent), that one is the
    /// top: the run is what it would be from inside App.
    /// A file in `named` was named on the command line: as with the top configuration's
    /// `excluded`, a nested one does not leave it out (unless `--force-exclude`, which empties it).
    init(
        top: Configuration, inputs: [LintInput], named: Set<String> = [], nesting: Bool, context: ReportContext, jobs: Int
    ) throws {
        self.top = top
        self.inputs = inputs
        var origin = nesting ? "found from the current directory" : "given with --config; nested files are not read"
        var chains = Array(repeating: [Configuration](), count: inputs.count)
        if nesting {
            var nested = NestedConfigurations(top: top)
            let paths = inputs.map { context.absolutePath($0.path) }
            for index in inputs.indices { chains[index] = try nested.chain(for: paths[index]) }
            let kept = inputs.indices.filter { index in
                chains[index].isEmpty || named.contains(inputs[index].path)
                    || NestedConfigurations.admits(paths[index], chain: chains[index])
            }
            self.inputs = kept.map { inputs[$0] }
            chains = kept.map { chains[$0] }
            if top.path == nil, let outermost = chains.first?.first,
               chains.allSatisfy({ $0.first?.path == outermost.path }) {
                self.top = outermost
                origin = "the linted files' own, as if linted from \(context.relativePath(outermost.rootDirectory))/"
                self.top.commandLineRules = top.commandLineRules
                self.top.strict = self.top.strict || top.strict
                chains = chains.map { Array($0.dropFirst()) }
                // The command checked the configuration it started with; this one is new.
                warnings = self.top.warnings + (try RuleSelection.resolve(self.top, factories: RuleRegistry.all).warnings)
            }
        }
        topOrigin = origin
        nestedFiles = try Self.validated(chains, commandLineRules: top.commandLineRules, warnings: &warnings)
        for chain in chains { if let path = chain.last?.path { fileCounts[path, default: 0] += 1 } }
        groups = try RuleGroups(top: self.top, inputs: self.inputs, chains: chains, jobs: jobs)
    }

    /// `--verbose`: each configuration file and what it applies to.
    func description(currentDirectory: String) -> String {
        let context = ReportContext(currentDirectory: currentDirectory)
        guard let topPath = top.path else {
            return (["configuration: none found; the defaults apply"] + nestedLines(context)).joined(separator: "\n")
        }
        return (["configuration: \(context.relativePath(topPath)) (\(topOrigin))"] + nestedLines(context)).joined(separator: "\n")
    }

    private func nestedLines(_ context: ReportContext) -> [String] {
        nestedFiles.map { nested in
            let count = fileCounts[nested.path ?? ""] ?? 0
            return "configuration: \(context.relativePath(nested.path ?? "")) (nested: applies to "
                + "\(context.relativePath(nested.rootDirectory))/, over its parent; \(count) file\(count == 1 ? "" : "s") here)"
        }
    }

    /// Every configuration file the run read, the top one first.
    var files: [Configuration] {
        (top.path == nil ? [] : [top]) + nestedFiles
    }

    /// Each nested file checked on its own, so that its mistakes are placed in it, once.
    private static func validated(
        _ chains: [[Configuration]], commandLineRules: CommandLineRules?, warnings: inout [ConfigurationWarning]
    ) throws -> [Configuration] {
        var seen = Set<String>()
        var files: [Configuration] = []
        for configuration in chains.joined() where seen.insert(configuration.path ?? "").inserted {
            var standalone = configuration
            standalone.commandLineRules = commandLineRules
            warnings += configuration.warnings + (try RuleSelection.resolve(standalone, factories: RuleRegistry.all).warnings)
            warnings += NestedConfigurations.runWideKeys(in: configuration)
            files.append(configuration)
        }
        return files.sorted { ($0.path ?? "") < ($1.path ?? "") }
    }
}
