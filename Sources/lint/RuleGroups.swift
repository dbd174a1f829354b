import LintCore
import Rules

/// The run's linters, one per distinct set of rules and options, and which file each lints.
/// Most runs have one. With nested configurations, each group's project-wide rules still
/// read every other file of the run for the project.
struct RuleGroups {
    private(set) var linters: [Linter]
    /// The group of each linted path; a path not listed is the first group's.
    private let groupOfPath: [String: Int]

    init(top: Configuration, inputs: [LintInput], chains: [[Configuration]], jobs: Int) throws {
        var linters: [Linter] = []
        var groupOfSignature: [String: Int] = [:]
        var groupOfChain: [[String]: Int] = [:]
        func group(for chain: [Configuration]) throws -> Int {
            let files = chain.map { $0.path ?? "" }
            if let known = groupOfChain[files] { return known }
            let (configuration, rules, signature) = try Self.ruleSet(top: top, chain: chain)
            let group = groupOfSignature[signature] ?? linters.count
            if group == linters.count {
                linters.append(Linter(
                    rules: rules, jobs: jobs, skipsGeneratedFiles: !configuration.lintGeneratedFiles,
                    honorsSwiftLintCommands: configuration.honorsSwiftLintCommands
                ))
                groupOfSignature[signature] = group
            }
            groupOfChain[files] = group
            return group
        }
        // The top configuration's group comes first, files or not: it is the run's default.
        _ = try group(for: [])
        var groupOfPath: [String: Int] = [:]
        for (input, chain) in zip(inputs, chains) where !chain.isEmpty {
            groupOfPath[input.path] = try group(for: chain)
        }
        self.linters = linters
        self.groupOfPath = groupOfPath
    }

    private init(linters: [Linter], groupOfPath: [String: Int]) {
        self.linters = linters
        self.groupOfPath = groupOfPath
    }

    /// Every rule that runs on some file, once, in the registry's order.
    var rules: [ConfiguredRule] {
        var seen = Set<String>()
        return linters.flatMap(\.rules).filter { seen.insert($0.identifier).inserted }
    }

    /// Lints each group's share of `inputs`, each file read once; a group's project-wide rules
    /// read the other groups' files and `project` too.
    func lint(_ inputs: [LintInput], project: [LintInput]) -> LintResult {
        guard linters.count > 1 else { return linters[0].lint(inputs, project: project) }
        return Linter.lint(inputs, groups: linters, groupOf: { groupOfPath[inputs[$0].path] ?? 0 }, project: project)
    }

    /// The same groups running only the rules `keep` keeps (each group's own).
    func restricted(_ keep: (Linter) -> [ConfiguredRule]) -> RuleGroups {
        RuleGroups(
            linters: linters.map {
                Linter(
                    rules: keep($0), jobs: $0.jobs, skipsGeneratedFiles: $0.skipsGeneratedFiles,
                    honorsSwiftLintCommands: $0.honorsSwiftLintCommands
                )
            },
            groupOfPath: groupOfPath
        )
    }

    /// The configuration `chain` gives over `top`, its rules, and their signature: files whose
    /// chains give one signature are linted alike.
    static func ruleSet(
        top: Configuration, chain: [Configuration]
    ) throws -> (configuration: Configuration, rules: [ConfiguredRule], signature: String) {
        let configuration = chain.reduce(top, NestedConfigurations.merged)
        let rules = try RuleSelection.resolve(configuration, factories: RuleRegistry.all).rules
        return (configuration, rules, signature(rules, configuration))
    }

    /// What makes two groups lint alike: the rules that run, their options as written, and
    /// whether generated files are linted. Places in the files do not count.
    static func signature(_ rules: [ConfiguredRule], _ configuration: Configuration) -> String {
        let options = rules.map { rule in
            rule.identifier + "=" + (configuration.ruleConfigurations[rule.identifier].map(canonical) ?? "")
        }
        return options.joined(separator: ";") + "|generated=\(configuration.lintGeneratedFiles)"
            + "|swiftlint=\(configuration.honorsSwiftLintCommands)"
    }

    private static func canonical(_ node: YAMLNode) -> String {
        switch node.value {
        case .null: return "~"
        case .scalar(let text, let quoted): return (quoted ? "'" : "") + JSON.string(text)
        case .sequence(let items): return "[" + items.map(canonical).joined(separator: ",") + "]"
        case .mapping(let entries): return "{" + entries.map { $0.key + ":" + canonical($0.value) }.joined(separator: ",") + "}"
        }
    }
}
