import Foundation
import XCTest

/// The pre-commit hook runs its `entry` on the staged Swift files, and pre-commit shows what it
/// prints (`verbose: true`) on every commit: a commit that passes clean prints nothing, and
/// warnings are still shown.
final class PreCommitHookTests: CLITestCase {
    /// The words of the hook's `entry` after its script (which builds lint and runs it with
    /// them), as the repository declares them.
    private func entryArguments() throws -> [String] {
        let hooks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".pre-commit-hooks.yaml")
        let text = try String(contentsOf: hooks, encoding: .utf8)
        let entry = text.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("entry:") }
        let words = entry.map { $0.split(separator: ":", maxSplits: 1)[1].split(separator: " ").map(String.init) } ?? []
        XCTAssertEqual(words.first, "Plugins/PreCommit/lint-hook", "the hook runs lint through its script")
        return Array(words.dropFirst())
    }

    private func runHook(on files: [String]) throws -> RunResult {
        try LintProcess.run(try entryArguments() + files, in: project, stdin: nil, environment: [:])
    }

    func testACleanCommitPrintsNothing() throws {
        try write("Point.swift", Source.clean)
        let result = try runHook(on: ["Point.swift"])
        assertStatus(result, 0)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "")
    }

    func testWarningsAreStillShown() throws {
        try write("Session.swift", Source.manager("SessionManager"))
        let result = try runHook(on: ["Session.swift"])
        assertStatus(result, 0)
        XCTAssertEqual(result.violations.map(\.description), ["Session.swift:1:7: warning controller_naming"])
    }
}
