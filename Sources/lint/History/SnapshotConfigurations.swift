import LintCore
import Rules

/// The configurations each snapshot is linted with: its own file at the path today's has (from
/// the top folder), else today's, and the nested files of the snapshot below it; `--config
/// FILE` alone for every snapshot. Each file is parsed once per folder it configures, and each
/// combination of files resolved to rules once, however many snapshots share them.
struct SnapshotConfigurations {
    /// The snapshot file's path from the top folder.
    let pathFromTop: String
    private let today: Configuration
    private let todayPath: String?
    private let isNamed: Bool
    private let commandLineRules: CommandLineRules?
    private let scope: HistoryScope
    /// Parsed files by blob and folder; a file that cannot configure a run holds its error.
    private var parsed: [String: Result<Configuration, ConfigurationError>] = [:]
    /// Rules by the files that make them (their blobs, or "today").
    private var resolved: [String: Result<RuleSet, ConfigurationError>] = [:]

    /// The rules one group of a snapshot's files is linted with.
    struct RuleSet {
        var configuration: Configuration
        var rules: [ConfiguredRule]
        var signature: String
        var warnings: [ConfigurationWarning]
    }

    /// A snapshot's files, grouped by the rules they are linted with; or why its configuration
    /// cannot be used.
    struct Layout {
        var source: HistoryReport.ConfigurationSource
        var groups: [(rules: RuleSet, files: [HistoryScope.File])] = []
    }

    init(today: Configuration, isNamed: Bool, scope: HistoryScope, commandLineRules: CommandLineRules?) {
        self.today = today
        self.isNamed = isNamed
        self.scope = scope
        self.commandLineRules = commandLineRules
        let absolute = today.path.map { scope.context.absolutePath($0) }
        todayPath = absolute.map { scope.context.relativePath($0) }
        if let absolute, absolute.hasPrefix(scope.root + "/") {
            pathFromTop = scope.pathFromTop(absolute)
        } else {
            pathFromTop = scope.pathFromTop(scope.context.absolutePath(Configuration.fileName))
        }
    }

    /// Whether `path` (from the top folder) is a configuration file a snapshot may use.
    func isConfiguration(_ path: String) -> Bool {
        path == Configuration.fileName || path.hasSuffix("/" + Configuration.fileName)
    }

    /// The layout of the snapshot `commit` whose files are `blobs` (by path from the top folder);
    /// `read` gives a blob's contents.
    mutating func layout(commit: String, blobs: [String: String], read: (String) throws -> [UInt8]?) -> Layout {
        let label = String(commit.prefix(10))
        guard !isNamed else {
            return grouped(Layout(source: .named(todayPath ?? pathFromTop)), top: today, topKey: "today", blobs: blobs, nesting: false)
        }
        guard let blob = blobs[pathFromTop] else {
            return grouped(Layout(source: .today(todayPath)), top: today, topKey: "today", blobs: blobs, label: label, read: read)
        }
        switch parse(blob, at: pathFromTop, label: label, read: read) {
        case .failure(let error): return Layout(source: .unreadable(error.description))
        case .success(let top):
            return grouped(Layout(source: .snapshot(pathFromTop)), top: top, topKey: blob, blobs: blobs, label: label, read: read)
        }
    }

    /// The snapshot's files under `top`, each with the nested files above it, grouped by rules.
    private mutating func grouped(
        _ layout: Layout, top: Configuration, topKey: String, blobs: [String: String], nesting: Bool = true, label: String = "",
        read: (String) throws -> [UInt8]? = { _ in nil }
    ) -> Layout {
        var layout = layout
        // Each nested file of the snapshot by its folder; an invalid one is an error only for
        // the files below it.
        var nestedFiles: [String: Result<Configuration, ConfigurationError>] = [:]
        for (path, blob) in blobs where nesting && isConfiguration(path) && path != pathFromTop {
            nestedFiles[scope.context.absolutePath(scope.absolute(path) + "/..")] = parse(blob, at: path, label: label, read: read)
        }
        var nested = NestedConfigurations(top: top) { [nestedFiles] folder throws(ConfigurationError) in
            try nestedFiles[folder]?.get()
        }
        var groupOfSignature: [String: Int] = [:]
        do {
            for file in scope.files(among: Array(blobs.keys), configuration: top) {
                let chain = nesting ? try nested.chain(for: scope.absolute(file.pathFromTop)) : []
                guard chain.isEmpty || NestedConfigurations.admits(scope.absolute(file.pathFromTop), chain: chain) else { continue }
                let key = ([topKey] + chain.map { ($0.path ?? "") }).joined(separator: "|")
                let rules = try ruleSet(key, chain.reduce(top, NestedConfigurations.merged)).get()
                if let group = groupOfSignature[rules.signature] {
                    layout.groups[group].files.append(file)
                } else {
                    groupOfSignature[rules.signature] = layout.groups.count
                    layout.groups.append((rules, [file]))
                }
            }
            if layout.groups.isEmpty { layout.groups = [(try ruleSet(topKey, top).get(), [])] }
        } catch {
            return Layout(source: .unreadable(error.description))
        }
        return layout
    }

    /// The file `blob` at `path`, parsed once; its messages name it `commit:path`.
    private mutating func parse(
        _ blob: String, at path: String, label: String, read: (String) throws -> [UInt8]?
    ) -> Result<Configuration, ConfigurationError> {
        let key = blob + " " + path
        if let known = parsed[key] { return known }
        let name = label + ":" + path
        let result: Result<Configuration, ConfigurationError>
        do {
            guard let bytes = try read(blob), let text = String(validating: bytes, as: UTF8.self) else {
                throw ConfigurationError("configuration file is not valid UTF-8", file: name)
            }
            let directory = scope.context.absolutePath(scope.absolute(path) + "/..")
            result = .success(try Configuration.parse(text, file: name, rootDirectory: directory))
        } catch let error as ConfigurationError {
            result = .failure(error)
        } catch {
            result = .failure(ConfigurationError("cannot read it: \(error)", file: name))
        }
        parsed[key] = result
        return result
    }

    /// The rules `configuration` enables, resolved once per `key`.
    private mutating func ruleSet(_ key: String, _ configuration: Configuration) -> Result<RuleSet, ConfigurationError> {
        if let known = resolved[key] { return known }
        var configuration = configuration
        configuration.commandLineRules = commandLineRules
        let result: Result<RuleSet, ConfigurationError>
        do {
            let selection = try RuleSelection.resolve(configuration, factories: RuleRegistry.all)
            result = .success(RuleSet(
                configuration: configuration, rules: selection.rules,
                signature: RuleGroups.signature(selection.rules, configuration), warnings: configuration.warnings + selection.warnings
            ))
        } catch {
            result = .failure(error)
        }
        resolved[key] = result
        return result
    }
}
