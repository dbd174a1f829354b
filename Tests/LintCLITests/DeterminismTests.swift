import Foundation
import LintCore
import Rules
import XCTest

/// The report does not depend on the number of jobs nor on the run: files are linted in
/// parallel, project-wide rules merge what every file contributes, and the output is sorted.
final class DeterminismTests: CLITestCase {
    private let today = ["LINT_TODAY": "2026-01-01"]

    func testOutputIsIdenticalWithOneTwoAndEightJobsRunAfterRun() throws {
        try writeProject(files: 40)
        let reference = try lint("--jobs", "1", environment: today)
        assertStatus(reference, 2)
        // Every rule but those comparing revisions, which need git.
        let comparing = try RuleRegistry.all.filter { factory in
            var warnings: [ConfigurationWarning] = []
            return try factory.makeRule(configuration: nil, warnings: &warnings).comparesRevisions
        }
        XCTAssertEqual(
            Set(reference.violations.map(\.rule)), Set(RuleRegistry.all.map(\.identifier)).subtracting(comparing.map(\.identifier))
        )
        XCTAssertGreaterThan(reference.violations.count, 200)
        for round in 1...3 {
            for jobs in ["1", "2", "8"] {
                let result = try lint("--jobs", jobs, environment: today)
                let run = "--jobs \(jobs), round \(round)"
                XCTAssertEqual(result.status, reference.status, run)
                XCTAssertEqual(result.stdout, reference.stdout, run)
                XCTAssertEqual(result.stderr, reference.stderr, run)
            }
        }
    }

    func testMachineReportsAreIdenticalWithOneTwoAndEightJobs() throws {
        try writeProject(files: 40)
        for reporter in ["json", "sarif", "html"] {
            let reference = try lint("--jobs", "1", "--reporter", reporter, environment: today)
            for jobs in ["2", "8"] {
                let result = try lint("--jobs", jobs, "--reporter", reporter, environment: today)
                XCTAssertEqual(result.stdout, reference.stdout, "--reporter \(reporter) --jobs \(jobs)")
            }
        }
    }

    /// `files` files in a few folders; each breaks some rules, and view controllers inherit
    /// across files, so the project-wide rules need every file. Every registered rule is on,
    /// and its first triggering example is a file of the project too, with its options.
    private func writeProject(files: Int) throws {
        var options: [String: [String: String]] = [
            "class_length": ["warning": "3", "error": "4"], "optional_view_controller_property": ["all_optionals": "true"],
        ]
        for factory in RuleRegistry.all {
            guard let example = factory.description.triggeringExamples.first else { continue }
            options[factory.identifier, default: [:]].merge(example.configuration) { mine, _ in mine }
            try write("Examples/\(factory.identifier).swift", example.markedLocations.code + "\n")
        }
        let ruleOptions = options.sorted { $0.key < $1.key }.map { rule, values in
            "\(rule): {" + values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        }
        let rules = RuleRegistry.all.map(\.identifier).joined(separator: ", ")
        try writeConfig("only_rules: [\(rules)]\n" + ruleOptions.joined(separator: "\n") + "\n")
        try write("Base/BaseScreen.swift", "class BaseScreen: UIViewController {}\n")
        for index in 0..<files {
            try write("Module\(index % 4)/Sub\(index % 3)/File\(index).swift", source(index))
        }
    }

    private func source(_ index: Int) -> String {
        var parts = [
            """
            class Store\(index)Manager {
                var a = 1
                var b = 2
                var c = 3
                let d = 4
                let e = \(index)
            }

            """,
            """
            /// - Parameter url: where to load it from.
            func load\(index)(from source: String) {
                for (position, item) in source.enumerated() {
                    print(other[position], item)
                }
            }

            """,
            "// TODO(2001-03-\(String(format: "%02d", index % 28 + 1))): drop the workaround \(index)\n",
            """
            class Screen\(index): \(index.isMultiple(of: 2) ? "BaseScreen" : "Screen\(index - 1)") {
                var pending\(index): String?
            }

            """,
        ]
        if index.isMultiple(of: 3) {
            parts.append("""
                func unused\(index)() {
                    // let data = try fetch(\(index))
                    // cache.store(data)
                    // render(data)
                }

                """)
        }
        if index.isMultiple(of: 5) {
            parts.append("// lint:disable:next controller_naming\nstruct Clean\(index) {}\n")
        }
        // Rotate, so that violations of one rule do not always come first in a file.
        let shift = index % parts.count
        return (parts[shift...] + parts[..<shift]).joined(separator: "\n")
    }
}
