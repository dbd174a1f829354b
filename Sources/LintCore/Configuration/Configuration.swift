#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The effective configuration: SwiftLint's top-level keys plus one entry per configured rule.
public struct Configuration: Sendable {
    public static let fileName = ".swiftlint-style.yml"

    public var disabledRules: [String] = []
    public var optInRules: [String] = []
    public var onlyRules: [String]?
    /// Where `only_rules` is written, for the error when it names no known rule.
    public var onlyRulesLocation: YAMLLocation?
    /// Where each rule identifier in `disabled_rules`, `opt_in_rules` and `only_rules` is
    /// first written, for the warning when it names no rule.
    public var ruleNameLocations: [String: YAMLLocation] = [:]
    /// `--enable-all-rules` or `--only-rule`: the command line's choice of rules, over the
    /// file's `only_rules`, `opt_in_rules` and `disabled_rules`.
    public var commandLineRules: CommandLineRules?
    /// Paths and globs relative to `rootDirectory`.
    public var included: [String] = []
    public var excluded: [String] = []
    public var reporter: String?
    public var strict = false
    public var warningThreshold: Int?
    public var baseline: String?
    /// `baseline`'s path, from `rootDirectory` when it is relative.
    public var baselinePath: String? {
        baseline.map { $0.hasPrefix("/") ? $0 : rootDirectory + "/" + $0 }
    }
    /// Lint files whose header says a tool generated them (SwiftGen, Sourcery, protobuf…).
    public var lintGeneratedFiles = false
    /// `// swiftlint:disable type_body_length` disables `class_length` too, and likewise for
    /// every rule of lint that stands for one of SwiftLint's.
    public var honorsSwiftLintCommands = true
    /// The top-level keys the file writes, and where: a nested configuration changes only
    /// what it writes.
    public var writtenKeys: [String: YAMLLocation] = [:]
    /// The YAML node under each rule identifier, as written.
    public var ruleConfigurations: [String: YAMLNode] = [:]
    /// Where each of those keys stands in the file.
    public var ruleKeyLocations: [String: YAMLLocation] = [:]
    /// The directory `included`/`excluded` are relative to: the configuration file's.
    public var rootDirectory: String
    /// The configuration file, when one was found.
    public var path: String?
    public var warnings: [ConfigurationWarning] = []

    public init(rootDirectory: String) {
        self.rootDirectory = rootDirectory
    }

    static let topLevelKeys = [
        "disabled_rules", "opt_in_rules", "enabled_rules", "only_rules", "included", "excluded", "reporter", "strict",
        "warning_threshold", "baseline", "lint_generated_files", "honor_swiftlint_commands",
    ]

    /// `.swiftlint-style.yml` in `directory` or its nearest parent.
    public static func discover(from directory: String) -> String? {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName).path
            if FileSystem.isDirectory(candidate) == false { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    public static func load(path: String) throws(ConfigurationError) -> Configuration {
        guard let isDirectory = FileSystem.isDirectory(path) else {
            throw ConfigurationError("configuration file not found", file: path)
        }
        guard !isDirectory else { throw ConfigurationError("configuration path is a directory", file: path) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError("configuration file is not readable", file: path)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError("configuration file is not valid UTF-8", file: path)
        }
        let root = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        return try parse(text, file: path, rootDirectory: root)
    }

    public static func parse(_ text: String, file: String?, rootDirectory: String) throws(ConfigurationError) -> Configuration {
        let document: YAMLNode
        do {
            document = try YAMLParser.parse(text)
        } catch {
            throw ConfigurationError(error.message, file: file, at: error.location)
        }
        var configuration = Configuration(rootDirectory: rootDirectory)
        configuration.path = file
        if document.isNull { return configuration }
        guard let entries = document.mapping else {
            throw ConfigurationError(
                "expected a mapping of keys at the top level, found \(document.kindDescription)",
                file: file, at: document.location
            )
        }
        let reader = ConfigurationReader(file: file)
        for entry in entries {
            try reader.apply(entry, to: &configuration)
        }
        return configuration
    }
}
