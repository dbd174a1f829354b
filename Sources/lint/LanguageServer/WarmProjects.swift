import LintCore
import Rules

/// The warm projects of a workspace, one per set of rules its configurations give: the top
/// `.swiftlint-style.yml` and the nested ones below it, as `lint` run at the root applies them.
/// Every project holds every file, so project-wide rules see the whole workspace whichever
/// folder a document is in.
final class WarmProjects: @unchecked Sendable {
    private let top: Configuration
    private let lock = Lock()
    private var nested: NestedConfigurations
    private var projects: [WarmProject]
    private var projectOfSignature: [String: WarmProject] = [:]
    private var projectOfChain: [[String]: WarmProject?] = [:]
    /// Nested files that could not be read, for the server to log from its own thread.
    private var problems: [String] = []

    init(top: Configuration, rules: [ConfiguredRule]) {
        self.top = top
        nested = NestedConfigurations(top: top)
        let project = WarmProject(rules: rules, honorsSwiftLintCommands: top.honorsSwiftLintCommands)
        projects = [project]
        projectOfChain[[]] = project
        // A nested file that changes nothing the rules see shares the workspace's project.
        if let (_, _, signature) = try? RuleGroups.ruleSet(top: top, chain: []) { projectOfSignature[signature] = project }
    }

    /// The project that lints the file at `absolutePath`; nil when a nested configuration
    /// excludes it.
    func project(for absolutePath: String) -> WarmProject? {
        lock.withLock {
            let chain: [Configuration]
            do {
                chain = try nested.chain(for: absolutePath)
            } catch {
                problems.append("\(error); using the workspace's configuration until it is fixed")
                return projects[0]
            }
            guard NestedConfigurations.admits(absolutePath, chain: chain) else { return nil }
            let key = chain.map { $0.path ?? "" }
            if let known = projectOfChain[key] { return known }
            // A nested file whose rules cannot be built lints as the workspace does.
            guard let (configuration, rules, signature) = try? RuleGroups.ruleSet(top: top, chain: chain) else {
                return projects[0]
            }
            let project = projectOfSignature[signature]
                ?? WarmProject(rules: rules, honorsSwiftLintCommands: configuration.honorsSwiftLintCommands)
            if projectOfSignature[signature] == nil {
                projectOfSignature[signature] = project
                projects.append(project)
            }
            projectOfChain[key] = project
            return project
        }
    }

    /// The problems found since last asked, each once.
    func takeProblems() -> [String] {
        lock.withLock {
            defer { problems = [] }
            var seen = Set<String>()
            return problems.filter { seen.insert($0).inserted }
        }
    }

    /// The file at `path` as every project now has it; nil: it is gone.
    func update(path: String, bytes: [UInt8]?) {
        for project in lock.withLock({ projects }) { project.update(path: path, bytes: bytes) }
    }
}
