import Foundation
import XCTest

/// A test case with a fresh project directory per test, removed in tearDown, and a way to
/// run the built `lint` binary in it.
class CLITestCase: XCTestCase {
    /// The project directory the binary runs in (symlinks resolved, so absolute paths compare).
    private(set) var project: URL!
    private var base: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        base = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
            .appendingPathComponent("lint-cli-tests-\(UUID().uuidString)")
        project = base.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try writeConfig("")
    }

    /// The rules these tests use as samples (`DataManager` for controller_naming) are opt-in:
    /// every project enables them, as a team adopting them would, unless a test writes its own
    /// list. A test that writes none gets a configuration that says only this.
    static let sampleRules = "controller_naming, misused_enumerated"

    override func tearDownWithError() throws {
        if let base { try? FileManager.default.removeItem(at: base) }
        try super.tearDownWithError()
    }

    /// A directory next to the project (not linted by a run in the project).
    var outside: URL { base.appendingPathComponent("outside") }

    /// Writes `contents` at `path` (relative to the project), creating folders on the way.
    @discardableResult
    func write(_ path: String, _ contents: String, under directory: URL? = nil) throws -> URL {
        let url = (directory ?? project).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
        return url
    }

    func writeConfig(_ yaml: String, at path: String = ".swiftlint-style.yml") throws {
        try write(path, Self.enablingSampleRules(yaml))
    }

    /// `yaml` with the sample rules added to its `opt_in_rules`, or a line that enables them.
    static func enablingSampleRules(_ yaml: String) -> String {
        if yaml.contains("only_rules") || yaml.contains("opt_in_rules: [") && yaml.contains(sampleRules) { return yaml }
        if let range = yaml.range(of: "opt_in_rules: [") {
            return yaml.replacingCharacters(in: range, with: "opt_in_rules: [\(sampleRules), ")
        }
        return "opt_in_rules: [\(sampleRules)]\n" + yaml
    }

    /// Leaves the project without a configuration file, as a project that never wrote one.
    func removeConfig() throws {
        try FileManager.default.removeItem(at: project.appendingPathComponent(".swiftlint-style.yml"))
    }

    func makeDirectory(_ path: String) throws {
        try FileManager.default.createDirectory(at: project.appendingPathComponent(path), withIntermediateDirectories: true)
    }

    /// Creates a symbolic link at `path` (relative to the project) whose target is `target`, as written.
    func symlink(_ path: String, to target: String) throws {
        let url = project.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    func contents(of path: String) throws -> String {
        try String(contentsOf: project.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: project.appendingPathComponent(path).path)
    }

    func absolute(_ path: String) -> String {
        project.appendingPathComponent(path).path
    }

    /// Runs `git ARGUMENTS` in the project (or `directory`), as a user named t; fails the test
    /// when git fails.
    func git(_ arguments: String..., in directory: URL? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "init.defaultBranch=main",
                             "-c", "protocol.file.allow=always"] + arguments
        process.currentDirectoryURL = directory ?? project
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments.joined(separator: " "))", file: file, line: line)
    }

    /// Runs `lint ARGUMENTS` in the project (or a folder of it); fails the test if it hangs.
    func lint(
        _ arguments: String..., in subdirectory: String? = nil, stdin: String? = nil,
        environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
    ) throws -> RunResult {
        let directory = subdirectory.map { project.appendingPathComponent($0) } ?? project!
        let result = try LintProcess.run(arguments, in: directory, stdin: stdin, environment: environment)
        if result.timedOut {
            XCTFail("`lint \(arguments.joined(separator: " "))` did not finish in time and was killed", file: file, line: line)
        }
        return result
    }

    /// Asserts the exit status, showing both streams when it differs.
    func assertStatus(_ result: RunResult, _ expected: Int32, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(
            result.status, expected, "exit status; stdout:\n\(result.stdout)\nstderr:\n\(result.stderr)",
            file: file, line: line
        )
    }

    /// Asserts a run that found only warnings: exit 0, the violations (`path:line:col: severity
    /// rule`) in order, and a summary counting them and the linted files.
    /// `suppressed`: what the summary says inline commands hid (`class_length 2`).
    func assertWarnings(
        _ result: RunResult, _ expected: [String], files: Int, suppressed: String? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        assertStatus(result, 0, file: file, line: line)
        XCTAssertEqual(result.violations.map(\.description), expected, file: file, line: line)
        var summary = summary(warnings: expected.count, errors: 0, files: files)
        if let suppressed { summary = summary.dropLast() + "; inline commands suppressed \(suppressed))." }
        XCTAssertEqual(result.stderrLines, [summary], file: file, line: line)
    }

    /// Parses a JSON report into its array of objects.
    func jsonObjects(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
        guard let array = parsed as? [[String: Any]] else {
            XCTFail("expected a JSON array of objects, got:\n\(text)", file: file, line: line)
            return []
        }
        return array
    }

    func summary(warnings: Int, errors: Int, files: Int) -> String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        return "Found \(counted(warnings, "warning")), \(counted(errors, "error")) in \(counted(files, "file"))."
    }
}

/// Swift sources that trigger (or do not trigger) the rules, one job each.
enum Source {
    /// `controller_naming` at 1:7.
    static func manager(_ name: String = "DataManager") -> String { "class \(name) {}\n" }

    /// A class with `lines` lines of code in its body, name at 1:7 (no other rule fires).
    static func longClass(_ name: String = "Cache", lines: Int) -> String {
        "class \(name) {\n" + (0..<lines).map { "    var value\($0) = \($0)\n" }.joined() + "}\n"
    }

    /// Triggers nothing.
    static let clean = "struct Point {\n    var x = 0\n}\n"
}
