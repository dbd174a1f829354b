/// `.swiftlint-style.yml` files in the folders between the run's configuration and the files
/// it lints, as SwiftLint's nested configurations: each applies to the files below its
/// folder, over its parent's, so a project linted from outside still uses its own file.
/// (With `--config FILE` there are none: that file is the whole configuration.)
public struct NestedConfigurations {
    /// The run's configuration: found upward from the current directory, or the defaults.
    public private(set) var top: Configuration
    /// The chain of each folder asked about: files in a folder share it, and each folder is
    /// looked at once.
    private var chains: [String: [Configuration]] = [:]
    /// Where the walk up from a file stops: the top configuration's folder.
    private let stop: String?

    /// Reads the configuration file of a folder, nil when it has none.
    public typealias Reader = (_ folder: String) throws(ConfigurationError) -> Configuration?
    private let read: Reader

    /// `read` finds each folder's file: on disk by default (`lint history` reads a snapshot's).
    public init(top: Configuration, read: @escaping Reader = NestedConfigurations.fromDisk) {
        self.top = top
        self.read = read
        stop = top.path == nil ? nil : top.rootDirectory
    }

    /// The configurations that apply to the file at `absolutePath` besides the top one,
    /// outermost first. A file that cannot be read or parsed stops the run, as the top one does.
    public mutating func chain(for absolutePath: String) throws(ConfigurationError) -> [Configuration] {
        guard let folder = Self.parent(of: absolutePath) else { return [] }
        return try chain(ofFolder: folder)
    }

    private mutating func chain(ofFolder folder: String) throws(ConfigurationError) -> [Configuration] {
        if let known = chains[folder] { return known }
        guard folder != stop else { return [] }
        var found: [Configuration] = []
        if let parent = Self.parent(of: folder) { found = try chain(ofFolder: parent) }
        if let configuration = try read(folder) { found.append(configuration) }
        chains[folder] = found
        return found
    }

    /// Whether the nested configurations of `chain` keep the file at `absolutePath`: none
    /// excludes it, and each that lists `included` includes it. Paths are relative to each
    /// file's own folder.
    public static func admits(_ absolutePath: String, chain: [Configuration]) -> Bool {
        chain.allSatisfy { configuration in
            let root = configuration.rootDirectory
            if configuration.excluded.contains(where: { Glob($0, root: root).matches(absolutePath) }) { return false }
            return configuration.included.isEmpty
                || configuration.included.contains { Glob($0, root: root).matches(absolutePath) }
        }
    }

    /// `child` over `parent`: its `opt_in_rules` add to the parent's (and re-enable what the
    /// parent disabled), its `disabled_rules` remove, its `only_rules` replace; a rule it
    /// configures takes its options; `lint_generated_files` when it writes it. What applies to
    /// the whole run (reporter, strict, warning_threshold, baseline) stays the parent's.
    public static func merged(_ parent: Configuration, _ child: Configuration) -> Configuration {
        var merged = parent
        merged.path = child.path
        merged.rootDirectory = child.rootDirectory
        merged.optInRules = parent.optInRules + child.optInRules
        merged.disabledRules = parent.disabledRules.filter { !child.optInRules.contains($0) } + child.disabledRules
        if let only = child.onlyRules {
            merged.onlyRules = only
        } else if let only = parent.onlyRules {
            merged.onlyRules = (only + child.optInRules).filter { !child.disabledRules.contains($0) }
        }
        merged.ruleConfigurations.merge(child.ruleConfigurations) { _, own in own }
        merged.ruleKeyLocations.merge(child.ruleKeyLocations) { _, own in own }
        if child.writtenKeys["lint_generated_files"] != nil { merged.lintGeneratedFiles = child.lintGeneratedFiles }
        if child.writtenKeys["honor_swiftlint_commands"] != nil {
            merged.honorsSwiftLintCommands = child.honorsSwiftLintCommands
        }
        return merged
    }

    /// Keys a nested file writes that only the top configuration decides: reported, not applied.
    public static func runWideKeys(in nested: Configuration) -> [ConfigurationWarning] {
        ["reporter", "strict", "warning_threshold", "baseline"].compactMap { key in
            guard let location = nested.writtenKeys[key] else { return nil }
            return ConfigurationWarning(
                message: "`\(key)` applies to the whole run: it is read from the configuration found from the "
                    + "current directory (or given with --config), not from a nested one",
                file: nested.path, location: location
            )
        }
    }

    public static func fromDisk(_ folder: String) throws(ConfigurationError) -> Configuration? {
        let path = (folder == "/" ? "" : folder) + "/" + Configuration.fileName
        return FileSystem.isDirectory(path) == false ? try Configuration.load(path: path) : nil
    }

    private static func parent(of path: String) -> String? {
        // By byte: a `Character` search walks grapheme clusters from the end, once per file linted.
        guard path != "/", let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
