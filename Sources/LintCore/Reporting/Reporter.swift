/// Turns the sorted violations of a run into one document. Reporters are pure.
public protocol Reporter: Sendable {
    static var identifier: String { get }
    static var summary: String { get }
    func report(_ violations: [Violation], context: ReportContext) -> String
}

public struct ReportContext: Sendable {
    /// Absolute path of the directory relative paths are printed against.
    public var currentDirectory: String
    /// Every rule that ran, for formats that describe their rules (SARIF, SonarQube, HTML).
    public var rules: [RuleDescription]
    public var toolVersion: String
    /// The configuration files the run read (absolute paths), the top one first, for formats
    /// with a place for them (SARIF's artifacts).
    public var configurationFiles: [String]
    /// The top configuration was named with `--config`, not found.
    public var configurationIsNamed: Bool
    /// Paths are printed whole: in a build run by Xcode, which opens a warning's file only
    /// from an absolute path.
    public var printsAbsolutePaths = false
    /// Each warning's line states its fact, and each rule's advice is printed once after the
    /// list: for a person at a terminal, who would otherwise read the same sentence on every line.
    public var statesRemediesOnce = false

    public init(
        currentDirectory: String, rules: [RuleDescription] = [], toolVersion: String = LintVersion.current,
        configurationFiles: [String] = [], configurationIsNamed: Bool = false
    ) {
        self.currentDirectory = currentDirectory.hasSuffix("/") && currentDirectory.count > 1
            ? String(currentDirectory.dropLast()) : currentDirectory
        self.rules = rules
        self.toolVersion = toolVersion
        self.configurationFiles = configurationFiles
        self.configurationIsNamed = configurationIsNamed
    }

    /// The description of the rule a violation belongs to, when it ran.
    public func rule(_ identifier: String) -> RuleDescription? {
        rules.first { $0.identifier == identifier }
    }

    /// The path relative to the current directory (`../` where it lies elsewhere).
    public func relativePath(_ path: String) -> String {
        // Paths from file discovery are already relative and clean; reports ask for one per violation.
        if Self.isCleanRelative(path) { return path }
        let target = Glob.normalizedComponents(absolutePath(path))
        let base = Glob.normalizedComponents(currentDirectory)
        var shared = 0
        while shared < min(target.count, base.count) && target[shared] == base[shared] { shared += 1 }
        if shared == 0 && !base.isEmpty { return absolutePath(path) }
        let parts = Array(repeating: "..", count: base.count - shared) + target[shared...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `Sources/App/Feed.swift`: relative, with no empty, `.` or `..` component. Read as
    /// contiguous bytes: a run asks it of every file's path, twice.
    private static func isCleanRelative(_ path: String, from start: Int = 0) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var componentLength = 0
            var dots = 0
            for byte in bytes[min(start, bytes.count)...] {
                if byte == UInt8(ascii: "/") {
                    if componentLength == 0 || componentLength == dots && dots <= 2 { return false }
                    componentLength = 0
                    dots = 0
                } else {
                    componentLength += 1
                    if byte == UInt8(ascii: ".") { dots += 1 }
                }
            }
            return componentLength > 0 && !(componentLength == dots && dots <= 2)
        }
    }

    public func absolutePath(_ path: String) -> String {
        // Discovery's paths below a clean working directory only need joining: normalizing
        // each of a run's files cost a twentieth of its time.
        if Self.isCleanRelative(path), currentDirectory.hasPrefix("/") {
            if currentDirectory == "/" { return "/" + path }
            if Self.isCleanRelative(currentDirectory, from: 1) { return currentDirectory + "/" + path }
        }
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        return "/" + Glob.normalizedComponents(joined).joined(separator: "/")
    }
}

public enum Reporters {
    public static let all: [any Reporter] = [
        XcodeReporter(),
        JSONReporter(),
        SarifReporter(),
        GitHubActionsReporter(),
        CheckstyleReporter(),
        JUnitReporter(),
        GitLabReporter(),
        SonarQubeReporter(),
        CSVReporter(),
        MarkdownReporter(),
        SummaryReporter(),
        HTMLReporter(),
    ]

    public static func named(_ identifier: String) -> (any Reporter)? {
        all.first { type(of: $0).identifier == identifier }
    }

    public static var identifiers: [String] { all.map { type(of: $0).identifier } }
}
