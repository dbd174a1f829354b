import LintCore
import Rules

/// The configuration each snapshot is linted with: its own file at the path today's has (from
/// the top folder), else today's; `--config FILE` for every snapshot. Each file's contents are
/// read and resolved once, however many snapshots share them.
struct SnapshotConfigurations {
    /// The snapshot file's path from the top folder.
    let pathFromTop: String
    private let today: Configuration
    private let todayPath: String?
    private let isNamed: Bool
    private let commandLineRules: CommandLineRules?
    private let scope: HistoryScope
    private var resolved: [String: Resolution] = [:]

    /// A configuration and its rules, or why a snapshot's file cannot configure a run.
    enum Resolution {
        case rules(Configuration, [ConfiguredRule], signature: String, warnings: [ConfigurationWarning])
        case problem(String)
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
            pathFromTop = scope.pathFromTop(HistoryScope.normalized(scope.currentDirectory + "/" + Configuration.fileName))
        }
    }

    /// The configuration of the snapshot whose files are `blobs` (by path from the top folder),
    /// read with `read` when it is new.
    mutating func configuration(
        commit: String, blobs: [String: String], read: (String) throws -> [UInt8]?
    ) -> (HistoryReport.ConfigurationSource, Resolution) {
        if isNamed { return (.named(todayPath ?? pathFromTop), resolve("today", today)) }
        guard let blob = blobs[pathFromTop] else { return (.today(todayPath), resolve("today", today)) }
        if resolved[blob] == nil {
            let label = String(commit.prefix(10)) + ":" + pathFromTop
            do {
                guard let bytes = try read(blob), let text = String(validating: bytes, as: UTF8.self) else {
                    throw ConfigurationError("configuration file is not valid UTF-8", file: label)
                }
                let directory = HistoryScope.normalized(scope.absolute(pathFromTop) + "/..")
                resolved[blob] = resolve(blob, try Configuration.parse(text, file: label, rootDirectory: directory))
            } catch let error as ConfigurationError {
                resolved[blob] = .problem(error.description)
            } catch {
                resolved[blob] = .problem("\(label): \(error)")
            }
        }
        guard let resolution = resolved[blob] else { return (.today(todayPath), resolve("today", today)) }
        if case .problem(let problem) = resolution { return (.unreadable(problem), resolution) }
        return (.snapshot(pathFromTop), resolution)
    }

    private mutating func resolve(_ key: String, _ configuration: Configuration) -> Resolution {
        if let known = resolved[key] { return known }
        var configuration = configuration
        configuration.commandLineRules = commandLineRules
        let resolution: Resolution
        do {
            let selection = try RuleSelection.resolve(configuration, factories: RuleRegistry.all)
            resolution = .rules(
                configuration, selection.rules, signature: RuleGroups.signature(selection.rules, configuration),
                warnings: configuration.warnings + selection.warnings
            )
        } catch {
            resolution = .problem(error.description)
        }
        resolved[key] = resolution
        return resolution
    }
}
