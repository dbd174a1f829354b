#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LintCore
import Rules

/// What `lint init` carries over from a `.swiftlint.yml` beside it: `included` and
/// `excluded` (relative to the same folder in both tools), and the limits of each SwiftLint
/// rule that one of lint's stands for wholly (`type_body_length`'s as `class_length`'s), in
/// the option keys both rules declare.
struct SwiftLintCarryOver {
    static let fileName = ".swiftlint.yml"

    var included: [String]?
    var excluded: [String]?
    /// The option values carried, as YAML text, by lint rule identifier.
    var options: [String: [(key: String, value: String)]] = [:]
    /// The SwiftLint rule each carried rule's values are from, by lint rule identifier.
    var sources: [String: String] = [:]
    /// What was carried, and what was not though it may seem to apply, a phrase each.
    var carried: [String] = []
    var notCarried: [String] = []

    /// nil when there is no `.swiftlint.yml` at `path`.
    static func read(_ path: String) throws -> SwiftLintCarryOver? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let document: YAMLNode
        do {
            document = try YAMLParser.parse(String(decoding: data, as: UTF8.self))
        } catch {
            throw ConfigurationError(error.message, file: path, at: error.location)
        }
        var carried = SwiftLintCarryOver()
        for entry in document.mapping ?? [] { carried.take(entry) }
        return carried
    }

    private mutating func take(_ entry: YAMLEntry) {
        switch entry.key {
        case "included", "excluded":
            let paths = entry.value.sequence?.compactMap(\.string) ?? entry.value.string.map { [$0] } ?? []
            if entry.key == "included" { included = paths } else { excluded = paths }
            carried.append("`\(entry.key)` (\(paths.count) path\(paths.count == 1 ? "" : "s"))")
        case "disabled_rules":
            for name in entry.value.sequence?.compactMap(\.string) ?? [] {
                guard let rule = Self.standIn(for: name) else { continue }
                notCarried.append("`disabled_rules` turns off `\(name)`: lint's `\(rule.identifier)` stays on (add it to "
                    + "`disabled_rules` in \(Configuration.fileName) if the team means to turn it off)")
            }
        default:
            guard let rule = Self.standIn(for: entry.key) else { return }
            let declared = Set(rule.documentedOptions.map(\.key))
            var values = Self.limits(entry.value, declared: declared)
            guard !values.isEmpty else {
                return notCarried.append("`\(entry.key)`'s options: none of them is one of `\(rule.identifier)`'s")
            }
            // SwiftLint measures each extension on its own: counted so, a type that passed its
            // limits passes lint's, which leave out what it counts and lint does not (data).
            if declared.contains("extensions") { values.append(("extensions", "separate")) }
            options[rule.identifier] = values
            sources[rule.identifier] = entry.key
            let written = values.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            carried.append("`\(entry.key)`'s limits as `\(rule.identifier)`'s (\(written))")
        }
    }

    /// lint's rule standing wholly for SwiftLint's rule `name`.
    private static func standIn(for name: String) -> RuleFactory? {
        RuleRegistry.all.first { $0.description.swiftLintCounterpart.map { $0.rule == name && $0.part == nil } ?? false }
    }

    /// `300`, `[300, 400]` or `{warning: 300, error: 400}`, as the keys lint's rule declares.
    private static func limits(_ node: YAMLNode, declared: Set<String>) -> [(key: String, value: String)] {
        let shorthand = node.sequence?.compactMap(\.int) ?? node.int.map { [$0] }
        if let shorthand {
            return zip(["warning", "error"], shorthand).filter { declared.contains($0.0) }.map { ($0.0, String($0.1)) }
        }
        return (node.mapping ?? []).compactMap { entry in
            guard declared.contains(entry.key), let value = entry.value.int else { return nil }
            return (entry.key, String(value))
        }
    }

    /// A `.swiftlint.yml` named with `--config` is read as `lint init` carries it over: SwiftLint's
    /// limits apply to lint's rule standing for SwiftLint's, unless the file configures lint's
    /// rule by its own name too.
    func apply(to configuration: inout Configuration) {
        for (identifier, values) in options.sorted(by: { $0.key < $1.key })
        where configuration.ruleConfigurations[identifier] == nil {
            guard let source = sources[identifier],
                  let node = try? YAMLParser.parse(values.map { "\($0.key): \($0.value)" }.joined(separator: "\n"))
            else { continue }
            configuration.ruleConfigurations[identifier] = node
            configuration.ruleConfigurations[source] = nil
            let location = configuration.ruleKeyLocations.removeValue(forKey: source)
            let written = values.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            configuration.warnings.append(ConfigurationWarning(
                message: "`\(source)`'s limits apply as `\(identifier)`'s (\(written)), as `lint init` carries them over",
                file: configuration.path, location: location
            ))
        }
    }

    /// The configuration's comment on what it carries, on a line of its own; empty for nothing.
    var headerLine: String {
        carried.isEmpty ? "" : "\n# Carried over from \(Self.fileName): " + carried.joined(separator: "; ") + "."
    }

    /// What `lint init` says, after what it wrote.
    var summary: String {
        guard !carried.isEmpty || !notCarried.isEmpty else { return " \(Self.fileName) has nothing lint reads." }
        var text = carried.isEmpty ? " Nothing in \(Self.fileName) applies to lint." : " From \(Self.fileName):"
        text += carried.map { "\n  - " + $0 }.joined()
        if !notCarried.isEmpty { text += "\nNot carried over:" + notCarried.map { "\n  - " + $0 }.joined() }
        return text + "\nSwiftLint's other rules check style, which lint leaves to it; SwiftLint goes on reading \(Self.fileName)."
    }

    /// A list of paths as YAML, each quoted: globs and spaces stay text.
    static func yamlList(_ paths: [String]) -> String {
        guard !paths.isEmpty else { return " []" }
        return paths.map { path in
            "\n  - \"" + path.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
        }.joined()
    }
}
