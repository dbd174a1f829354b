import Foundation
import LintCore
import Rules
import XCTest

// README: file rule
/// A `Bool` property reads as a question: `isEnabled`, `hasChanges`.
public struct BooleanNameRule: Rule {
    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public static let description = RuleDescription(
        identifier: "boolean_name", name: "Boolean Name",
        summary: "A Bool property reads as a question.",
        rationale: "`if enabled` reads as an order; `if isEnabled` reads as the question it is.",
        isOptIn: true, category: .naming,
        triggeringExamples: [Example("struct A { var ↓enabled: Bool }")],
        nonTriggeringExamples: [Example("struct A { var isEnabled: Bool }"), Example("func f(enabled: Bool) {}")]
    )

    public func validate(_ file: SourceFile) -> [Violation] {
        file.declarations.properties.compactMap { property in
            guard property.type?.text == "Bool",
                  !["is", "has", "should", "can"].contains(where: property.name.hasPrefix) else { return nil }
            return violation(in: file, at: file.tokens[property.nameToken],
                             message: "`\(property.name)` is a Bool: name it as a question (`is…`, `has…`)")
        }
    }
}
// README: end

// README: project-wide rule
/// A protocol that no type of the project adopts is an abstraction nobody needed.
public struct UnadoptedProtocolRule: ProjectWideRule {
    public let options: SeverityOption
    public init(options: SeverityOption) { self.options = options }

    public static let description = RuleDescription(
        identifier: "unadopted_protocol", name: "Unadopted Protocol",
        summary: "A protocol has at least one adopter in the project.",
        rationale: "A protocol nobody adopts is an abstraction nobody needed; delete it.",
        isOptIn: true, category: .design,
        triggeringExamples: [Example("protocol ↓Loader {}")],
        nonTriggeringExamples: [Example("protocol Loader {}\nstruct DiskLoader: Loader {}")]
    )

    /// Every name the file's types and extensions inherit from.
    public func collect(_ file: SourceFile) -> [String] {
        file.declarations.types.flatMap { $0.inheritedTypes.map(\.baseName) }
    }

    public func index(_ summaries: [[String]]) -> Set<String> {
        Set(summaries.joined())
    }

    /// Each protocol the file declares, asking whether anything adopts it.
    public func candidates(in file: SourceFile, summary _: [String]) -> [Candidate<String>] {
        file.declarations.types.filter { $0.kind == .protocol }.map { type in
            let message = "protocol `\(type.name)` has no adopter in the project: delete it"
            return Candidate(violation(in: file, at: file.tokens[type.nameToken], message: message), asking: type.name)
        }
    }

    public func confirm(_ name: String, in adopted: Set<String>) -> Confirmation {
        Confirmation(!adopted.contains(name))
    }
}
// README: end

/// A rule is its own file and one registry line: nothing else in the project lists the rules.
final class NewRuleTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private static let newRules = [BooleanNameRule.factory, UnadoptedProtocolRule.factory]

    func testNewRulesPassTheirOwnExamples() throws {
        for factory in Self.newRules {
            for example in factory.description.triggeringExamples {
                let (code, expected) = example.markedLocations
                XCTAssertEqual(try ExampleRunner.violations(factory, example, code: code).map(\.location), expected)
            }
            for example in factory.description.nonTriggeringExamples {
                XCTAssertEqual(try ExampleRunner.violations(factory, example, code: example.code).count, 0)
            }
        }
    }

    /// Selected by configuration, run by the engine over every file of the project, reported
    /// by every reporter: all from the factory added to the registry.
    func testARegisteredProjectWideRuleRunsWithoutAnotherEdit() throws {
        let factories = RuleRegistry.all + Self.newRules
        let configuration = try Configuration.parse("only_rules: [unadopted_protocol, boolean_name]", file: nil, rootDirectory: "/")
        let selection = try RuleSelection.resolve(configuration, factories: factories)
        XCTAssertEqual(selection.rules.map(\.identifier), ["boolean_name", "unadopted_protocol"])
        XCTAssertEqual(selection.rules.map(\.isProjectWide), [false, true])
        let inputs = [
            LintInput(path: "a.swift") { Array("protocol Loader {}\nprotocol Cache {}\n".utf8) },
            LintInput(path: "b.swift") { Array("struct DiskLoader: Loader { var enabled: Bool }\n".utf8) },
        ]
        let result = Linter(rules: selection.rules, jobs: 2).lint(inputs)
        XCTAssertEqual(result.violations.map { "\($0.path):\($0.location.line) \($0.ruleIdentifier)" },
                       ["a.swift:2 unadopted_protocol", "b.swift:1 boolean_name"])
        let context = ReportContext(currentDirectory: "/", rules: selection.rules.map(\.description))
        for reporter in Reporters.all {
            XCTAssertFalse(reporter.report(result.violations, context: context).isEmpty, "\(type(of: reporter))")
        }
    }

    /// A file outside `Rules/` that named every rule would be a list to edit for each new one.
    func testNothingOutsideTheRegistryListsEveryRule() throws {
        let identifiers = RuleRegistry.all.map(\.identifier)
        let typeNames = RuleRegistry.all.map { factory in
            factory.identifier.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Rule"
        }
        var listing: [String] = []
        for folder in ["Sources", "Tests", "Benchmarks", "Fuzz", "Plugins", ".ci"] {
            let base = Self.root.appendingPathComponent(folder).path
            // The fuzzers' seeds and dictionaries are sample inputs, not lists anything reads.
            for path in try FileManager.default.subpathsOfDirectory(atPath: base).sorted()
            where !path.hasPrefix("corpus/") && !path.hasSuffix(".dict") {
                guard let text = try? String(contentsOfFile: base + "/" + path, encoding: .utf8) else { continue }
                if identifiers.allSatisfy(text.contains) || typeNames.allSatisfy(text.contains) {
                    listing.append("\(folder)/\(path)")
                }
            }
        }
        XCTAssertEqual(listing, [], "take the rules from RuleRegistry.all")
    }

    /// The README's two examples are this file's rules, word for word.
    func testReadmeShowsTheseRules() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        for marker in ["// README: file rule\n", "// README: project-wide rule\n"] {
            let start = try XCTUnwrap(source.range(of: marker))
            let end = try XCTUnwrap(source.range(of: "// README: end", range: start.upperBound..<source.endIndex))
            let indented = source[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            XCTAssertTrue(readme.contains(indented), "README shows the \(marker)")
        }
    }
}
