import Foundation
import XCTest

/// `lint --fix`: certain fixes, written atomically, only where something changes.
final class FixTests: CLITestCase {
    private static let fixable = """
        /// - Parameter url: where to load it from.
        func load(from source: URL) {}
        // lint:disable:next controller_naming
        class Library {}
        func render(_ rows: [Int]) {
            for (_, row) in rows.enumerated() { print(row) }
        }
        class FeedManager {}

        """

    private static let fixed = """
        /// - Parameter source: where to load it from.
        func load(from source: URL) {}
        class Library {}
        func render(_ rows: [Int]) {
            for row in rows { print(row) }
        }
        class FeedManager {}

        """

    private func modificationDate(_ path: String) throws -> Date {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: absolute(path))[.modificationDate] as? Date)
    }

    func testFixesAreAppliedAndWhatRemainsIsReported() throws {
        try write("Feed.swift", Self.fixable)
        let result = try lint("--fix")
        XCTAssertEqual(try contents(of: "Feed.swift"), Self.fixed)
        XCTAssertTrue(result.stderr.contains("Feed.swift: fixed 3 (misused_enumerated, stale_comment, superfluous_disable_command)"),
                      result.stderr)
        // What cannot be fixed is reported as usual, with the usual exit code.
        assertStatus(result, 0)
        XCTAssertEqual(result.violations.map(\.description), ["Feed.swift:7:7: warning controller_naming"])
        XCTAssertEqual(result.stderrLines.last, summary(warnings: 1, errors: 0, files: 1))
    }

    /// Only the files the fixes changed are linted again: the others' warnings, and the baseline
    /// entries that hide theirs, stand as first found.
    func testWhatRemainsIsTheChangedFilesLintedAgainBesideTheOthersAsFound() throws {
        try write("Old.swift", "class LegacyManager {}\n")
        assertStatus(try lint("--write-baseline", "baseline.json"), 0)
        try write("Feed.swift", Self.fixable)
        try write("Other.swift", "class SyncManager {}\n")
        let result = try lint("--fix", "--baseline", "baseline.json")
        XCTAssertEqual(try contents(of: "Feed.swift"), Self.fixed)
        XCTAssertEqual(result.violations.map(\.description), [
            "Feed.swift:7:7: warning controller_naming", "Other.swift:1:7: warning controller_naming",
        ])
        XCTAssertFalse(result.stderr.contains("match nothing"), "the baseline still hides Old.swift's: \(result.stderr)")
        let plain = try lint("--baseline", "baseline.json")
        XCTAssertEqual(plain.violations.map(\.description), result.violations.map(\.description), "as a plain run after it says")
    }

    func testAFileWithoutFixesIsNotTouchedAndASecondRunChangesNothing() throws {
        try write("Feed.swift", Self.fixable)
        try write("Clean.swift", "struct Clean {}\n")
        let past = Date(timeIntervalSince1970: 1_600_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: absolute("Clean.swift"))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: absolute("Feed.swift"))
        assertStatus(try lint("--fix"), 0)
        XCTAssertEqual(try modificationDate("Clean.swift"), past)
        let permissions = try FileManager.default.attributesOfItem(atPath: absolute("Feed.swift"))[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o640)
        let fixedAt = try modificationDate("Feed.swift")
        let again = try lint("--fix")
        XCTAssertFalse(again.stderr.contains("fixed"), again.stderr)
        XCTAssertEqual(try contents(of: "Feed.swift"), Self.fixed)
        XCTAssertEqual(try modificationDate("Feed.swift"), fixedAt)
    }

    func testFixDoesNotGoWithStandardInputOrTheIndex() throws {
        for arguments in [["--fix", "--use-stdin"], ["--fix", "--staged"]] {
            let result = try LintProcess.run(arguments, in: project, stdin: "struct A {}\n", environment: [:])
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains("`--fix` rewrites files on disk"), result.stderr)
        }
    }
}
