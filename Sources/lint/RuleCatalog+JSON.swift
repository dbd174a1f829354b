import LintCore
import Rules

extension RuleCatalog {
    /// `lint rules --json`: each rule's identifier, name, default state, whether the
    /// configuration enables it, its summary, and every example: the code (↓ marks where a
    /// warning is reported), the option values it runs with, and for a rule comparing
    /// revisions the file as it was.
    static func json(configuration: Configuration) -> String {
        let rules = RuleRegistry.all.map { factory in
            let description = factory.description
            let fields = [
                ("identifier", JSON.string(factory.identifier)),
                ("name", JSON.string(description.name)),
                ("default", JSON.string(factory.defaultState)),
                ("enabled", RuleSelection.isEnabled(factory, in: configuration) ? "true" : "false"),
                ("summary", JSON.string(description.summary)),
                ("triggering_examples", examples(description.triggeringExamples)),
                ("non_triggering_examples", examples(description.nonTriggeringExamples)),
            ]
            return "  {\n" + fields.map { "    \(JSON.string($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n  }"
        }
        return "[\n" + rules.joined(separator: ",\n") + "\n]\n"
    }

    private static func examples(_ examples: [Example]) -> String {
        guard !examples.isEmpty else { return "[]" }
        let objects = examples.map { example in
            let configuration = example.configuration.sorted { $0.key < $1.key }
                .map { "\(JSON.string($0.key)): \(JSON.string($0.value))" }.joined(separator: ", ")
            return "      {\"code\": \(JSON.string(example.code)), \"configuration\": {\(configuration)}, "
                + "\"previous\": \(example.previous.map(JSON.string) ?? "null")}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n    ]"
    }
}
