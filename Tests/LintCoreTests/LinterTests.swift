@testable import LintCore
import XCTest

final class LinterTests: XCTestCase {
    /// Reports each type whose name is declared in no other file: a project-wide rule.
    private struct UniqueNameRule: CollectingRule {
        static let description = RuleDescription(
            identifier: "unique_name", name: "Unique", summary: "s", rationale: "r",
            triggeringExamples: [], nonTriggeringExamples: []
        )
        let options: SeverityOption

        func collect(_ file: SourceFile) -> [String] {
            file.declarations.types.map(\.name)
        }

        func validate(_ file: SourceFile, project: [[String]]) -> [Violation] {
            let all = project.flatMap { $0 }
            return file.declarations.types.filter { type in all.filter { $0 == type.name }.count > 1 }.map {
                violation(in: file, at: file.tokens[$0.nameToken], message: "`\($0.name)` is declared twice")
            }
        }
    }

    private struct EveryTypeRule: Rule {
        static let description = RuleDescription(
            identifier: "every_type", name: "Every", summary: "s", rationale: "r",
            triggeringExamples: [], nonTriggeringExamples: []
        )
        let options: SeverityOption
        func validate(_ file: SourceFile) -> [Violation] {
            file.declarations.types.map { violation(in: file, at: file.tokens[$0.nameToken], message: $0.name) }
        }
    }

    private func input(_ path: String, _ text: String) -> LintInput {
        LintInput(path: path) { Array(text.utf8) }
    }

    func testProjectWideRulesSeeEveryFile() {
        let linter = Linter(rules: [UniqueNameRule(options: SeverityOption())], jobs: 2)
        let result = linter.lint([input("a.swift", "class A {}\nclass B {}"), input("b.swift", "class A {}")])
        XCTAssertEqual(result.violations.map { "\($0.path):\($0.location)" }, ["a.swift:1:7", "b.swift:1:7"])
    }

    func testOutputIsSortedAndIdenticalForAnyJobCount() {
        let inputs = (0..<40).map { index in
            input("f\(39 - index).swift", (0..<(index % 5 + 1)).map { "class T\($0) {}" }.joined(separator: "\n"))
        }
        let rules: [any Rule] = [EveryTypeRule(options: SeverityOption())]
        let single = Linter(rules: rules, jobs: 1).lint(inputs).violations
        XCTAssertEqual(single.count, 120)
        XCTAssertEqual(single, single.sorted(by: Violation.ordered))
        for jobs in [2, 8] {
            XCTAssertEqual(Linter(rules: rules, jobs: jobs).lint(inputs).violations, single)
        }
    }

    func testUnreadableFilesAreFailuresAndTheRestIsLinted() {
        struct Unreadable: Error {}
        let inputs = [input("a.swift", "class A {}"), LintInput(path: "b.swift") { throw Unreadable() }]
        let result = Linter(rules: [EveryTypeRule(options: SeverityOption())], jobs: 2).lint(inputs)
        XCTAssertEqual(result.violations.map(\.path), ["a.swift"])
        XCTAssertEqual(result.failures.map(\.path), ["b.swift"])
        XCTAssertEqual(result.lintedFileCount, 1)
    }

    func testBinaryFilesAreRefused() throws {
        let path = NSTemporaryDirectory() + "binary-\(UUID().uuidString).swift"
        try Data([0x63, 0x00, 0x01]).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertThrowsError(try FileReader.read(path)) { error in
            XCTAssertTrue("\(error)".contains("binary"))
        }
    }
}
