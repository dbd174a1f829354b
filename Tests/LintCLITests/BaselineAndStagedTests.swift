import Foundation
import XCTest

/// `--write-baseline` / `--baseline` (and the configuration's `baseline`), and `--staged`.
final class BaselineTests: CLITestCase {
    func testBaselineHidesRecordedViolationsEvenWhenLinesMove() throws {
        try write("Feed.swift", "class UserManager {}\nclass DataManager {}\n")
        assertStatus(try lint("--write-baseline", "baseline.json"), 0)
        let recorded = try contents(of: "baseline.json")
        XCTAssertTrue(recorded.contains(#""line_text": "class UserManager {}""#), recorded)
        try write("Feed.swift", "\n\nclass UserManager {}\nclass DataManager {}\nclass NewManager {}\n")
        let result = try lint("--baseline", "baseline.json")
        XCTAssertEqual(result.violations.map(\.description), ["Feed.swift:5:7: warning controller_naming"])
    }

    /// A warning is matched by what it is about: `final`, an attribute or a conformance added on
    /// its line, or a move within the file, leaves it old; the baseline records the subject.
    func testAModifierOrAConformanceAddedLeavesAWarningOld() throws {
        try write("Feed.swift", "class UserManager {}\nclass DataManager {}\n")
        assertStatus(try lint("--write-baseline", "baseline.json"), 0)
        XCTAssertTrue(try contents(of: "baseline.json").contains(#""subject": "class UserManager""#))
        try write("Feed.swift", "@MainActor\nfinal class DataManager: NSObject {}\n\nfinal class UserManager: NSObject, Sendable {\n}\n")
        let result = try lint("--baseline", "baseline.json")
        XCTAssertEqual(result.violations.map(\.description), [])
        XCTAssertFalse(result.stderr.contains("match nothing"), result.stderr)
    }

    /// A baseline written before subjects were recorded still matches by the line's text.
    func testABaselineWithoutSubjectsStillMatchesByLine() throws {
        try write("Feed.swift", "class UserManager {}\nclass DataManager {}\n")
        try write("baseline.json", #"[{"file": "Feed.swift", "rule": "controller_naming", "line_text": "class UserManager {}"}]"# + "\n")
        XCTAssertEqual(try lint("--baseline", "baseline.json").violations.map(\.description), ["Feed.swift:2:7: warning controller_naming"])
    }

    /// Writing a baseline records the violations instead of failing on them, and says so.
    func testWritingABaselineSaysWhatItWroteAndSucceeds() throws {
        try write("Cache.swift", Source.longClass(lines: 600))
        try write("Feed.swift", "class UserManager {}\n")
        assertStatus(try lint(), 2)
        let result = try lint("--write-baseline", "baseline.json")
        assertStatus(result, 0)
        XCTAssertEqual(result.stdout, "", "the violations are recorded, not reported")
        XCTAssertEqual(result.stderrLines, ["Wrote 2 violations to baseline.json."])
        XCTAssertEqual(try lint("--baseline", "baseline.json").violations.map(\.description), [])
        try write("Cache.swift", "struct Cache {}\n")
        XCTAssertEqual(try lint("--write-baseline", "baseline.json").stderrLines, ["Wrote 1 violation to baseline.json."])
        XCTAssertEqual(try lint("--write-baseline", "baseline.json", "--quiet").stderr, "")
    }

    /// A baseline recognises a long type by its body after the type and its file are renamed; a
    /// different long type is new, and so is a copy beside a file that still holds the original.
    func testABaselineFollowsARenamedLongType() throws {
        try write("ViewModel.swift", NewFromRevisionTests.longType("ViewModel", lines: 0..<300))
        assertStatus(try lint("--write-baseline", "baseline.json"), 0)
        XCTAssertTrue(try contents(of: "baseline.json").contains(#""body": ""#))
        try FileManager.default.removeItem(at: project.appendingPathComponent("ViewModel.swift"))
        try write("EditorStore.swift", NewFromRevisionTests.longType("EditorStore", lines: 20..<300))
        XCTAssertEqual(try lint("--baseline", "baseline.json").violations.map(\.description), [])
        try write("Other.swift", NewFromRevisionTests.longType("Other", lines: 1000..<1300))
        XCTAssertEqual(try lint("--baseline", "baseline.json").violations.map(\.description), [
            "Other.swift:1:13: warning class_length",
        ])
        try write("ViewModel.swift", NewFromRevisionTests.longType("ViewModel", lines: 0..<300))
        try write("Copy.swift", NewFromRevisionTests.longType("Copy", lines: 0..<300))
        XCTAssertEqual(Set(try lint("--baseline", "baseline.json").violations.map(\.description)), [
            "Copy.swift:1:13: warning class_length", "EditorStore.swift:1:13: warning class_length",
            "Other.swift:1:13: warning class_length",
        ])
    }

    /// Entries that match nothing any more, in the files this run linted or in files that are gone,
    /// are counted on standard error with how to refresh; entries for files not linted are not.
    func testStaleEntriesAreCountedWithTheRefreshCommand() throws {
        try write("Sources/A.swift", "class UserManager {}\nclass DataManager {}\n")
        try write("Other/B.swift", "class PlayerManager {}\n")
        try write("Gone.swift", "class GoneManager {}\n")
        assertStatus(try lint("--write-baseline", "baseline.json"), 0)
        try write("Sources/A.swift", "class UserManager {}\n")
        try FileManager.default.removeItem(at: project.appendingPathComponent("Gone.swift"))
        let result = try lint("--baseline", "baseline.json", "Sources")
        XCTAssertEqual(result.violations.map(\.description), [])
        XCTAssertEqual(result.stderrLines, [
            "note: 2 entries of baseline.json match nothing any more (fixed, or the file is gone): refresh it with "
                + "`lint --write-baseline baseline.json`",
            summary(warnings: 0, errors: 0, files: 1),
        ])
        XCTAssertEqual(try lint("--baseline", "baseline.json", "--quiet", "Sources").stderr, "")
    }

    func testEachEntryAbsorbsOneViolation() throws {
        try write("A.swift", "class UserManager {}\n")
        assertStatus(try lint("--write-baseline", "b.json"), 0)
        try write("A.swift", "class UserManager {}\n#if X\nclass UserManager {}\n#endif\n")
        try write("B.swift", "class UserManager {}\n")
        XCTAssertEqual(try lint("--baseline", "b.json").violations.map(\.description), [
            "B.swift:1:7: warning controller_naming",
        ])
    }

    func testConfiguredBaselineIsRelativeToTheConfiguration() throws {
        try write("Sources/A.swift", "class UserManager {}\n")
        assertStatus(try lint("--write-baseline", "lint-baseline.json"), 0)
        try writeConfig("baseline: lint-baseline.json\n")
        XCTAssertEqual(try lint(in: "Sources").violations.map(\.description), [])
    }

    func testMissingOrMalformedBaselineIsAnError() throws {
        try write("A.swift", "class UserManager {}\n")
        let missing = try lint("--baseline", "nope.json")
        assertStatus(missing, 1)
        XCTAssertTrue(missing.stderr.contains("nope.json does not exist"), missing.stderr)
        try write("bad.json", "{\"not\": \"a list\"}")
        let malformed = try lint("--baseline", "bad.json")
        assertStatus(malformed, 1)
        XCTAssertTrue(malformed.stderr.contains("bad.json is not a baseline"), malformed.stderr)
        let entry = #"{"file": "A.swift", "rule": "controller_naming", "line_text": "class UserManager {}", "#
        try write("typed.json", "[\(entry)\"note\": [1, {}]}, {\"file\": 2, \"rule\": \"x\", \"line_text\": \"\"}]")
        let typed = try lint("--baseline", "typed.json")
        assertStatus(typed, 1)
        XCTAssertTrue(typed.stderr.contains("typed.json entry 2 lacks a string `file`, `rule` or `line_text`"), typed.stderr)
        try write("extra.json", "[\(entry)\"note\": [1, {}]}]")
        assertStatus(try lint("--baseline", "extra.json"), 0)
    }

    /// A folder that cannot be made (a file is in the way) fails the write, and nothing is left.
    func testWritingWhereAFolderCannotBeMadeLeavesNothing() throws {
        try write("A.swift", "class UserManager {}\n")
        try write("missing", "a file\n")
        assertStatus(try lint("--write-baseline", "missing/baselines/b.json"), 1)
        XCTAssertEqual(try contents(of: "missing"), "a file\n")
    }
}

final class StagedTests: CLITestCase {
    func testStagedContentIsLintedNotTheWorkingTree() throws {
        try git("init", "-q")
        try write("Sources/Feed.swift", "class FeedManager {}\n")
        try write("Sources/Clean.swift", "struct Clean {}\n")
        try git("add", "Sources/Feed.swift")
        try write("Sources/Feed.swift", "class Feed {}\n")
        let result = try lint("--staged")
        XCTAssertEqual(result.violations.map(\.description), ["Sources/Feed.swift:1:7: warning controller_naming"])
        XCTAssertEqual(result.stderrLines.last, summary(warnings: 1, errors: 0, files: 1))
    }

    /// Larger than a pipe's buffer: git's output is read while git writes it.
    func testLargeStagedFilesAreReadWhole() throws {
        try git("init", "-q")
        let filler = String(repeating: "// \(String(repeating: "x", count: 76))\n", count: 4_000)
        try write("Big.swift", filler + "class BigManager {}\n")
        try git("add", "Big.swift")
        let result = try lint("--staged")
        XCTAssertEqual(result.violations.map(\.description), ["Big.swift:4001:7: warning controller_naming"])
    }

    /// More object names than a pipe holds, and more contents back: git's answers are read while
    /// the names are still being written (a blocking write here once waited forever).
    func testManyStagedFilesAreReadInOneBatch() throws {
        try git("init", "-q")
        let folder = "Sources/" + String(repeating: "LongFolderName", count: 4)
        let body = "let text = \"\"\"\n" + String(repeating: String(repeating: "x", count: 76) + "\n", count: 25) + "\"\"\"\n"
        for index in 0..<2_000 {
            try write("\(folder)/File\(index)WithALongEnoughName.swift", body + "struct Value\(index) {}\n")
        }
        try write("\(folder)/Feed.swift", "class FeedManager {}\n")
        try git("add", "-A")
        let result = try lint("--staged")
        XCTAssertEqual(result.violations.map(\.description), ["\(folder)/Feed.swift:1:7: warning controller_naming"])
        XCTAssertEqual(result.stderrLines.last, summary(warnings: 1, errors: 0, files: 2_001))
    }

    func testNothingStagedPasses() throws {
        try git("init", "-q")
        try write("Feed.swift", "class FeedManager {}\n")
        assertStatus(try lint("--staged"), 0)
    }

    func testStagedOutsideARepositoryIsAnError() throws {
        try write("Feed.swift", "class FeedManager {}\n")
        let result = try lint("--staged", environment: ["GIT_CEILING_DIRECTORIES": project.deletingLastPathComponent().path])
        assertStatus(result, 1)
        XCTAssertTrue(result.stderr.contains("git repository"), result.stderr)
    }
}
