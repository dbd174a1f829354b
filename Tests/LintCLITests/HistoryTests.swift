import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// `lint history` over real git repositories with known histories: the counts of each
/// snapshot, the sampling, each snapshot's own configuration, and the errors.
final class HistoryTests: CLITestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try git("init", "-q")
    }

    private func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: project.appendingPathComponent(path))
    }

    /// The snapshots of a JSON history report.
    private func snapshots(_ result: RunResult, file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        guard let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
              let snapshots = report["snapshots"] as? [[String: Any]] else {
            XCTFail("not a history report:\n\(result.stdout)\n\(result.stderr)", file: file, line: line)
            return []
        }
        return snapshots
    }

    private func counts(_ snapshot: [String: Any], _ rule: String) -> Int? {
        (snapshot["counts"] as? [String: Int])?[rule]
    }

    private func dates(_ snapshots: [[String: Any]]) -> [String] {
        snapshots.map { String(($0["date"] as? String ?? "").prefix(10)) }
    }

    func testEachSnapshotIsCountedAsItWas() throws {
        try write("Sources/Data.swift", Source.manager("DataManager"))
        try commit("2024-01-10")
        try write("Sources/Sync.swift", Source.manager("SyncManager") + Source.longClass("Cache", lines: 260))
        try commit("2024-02-10")
        try remove("Sources/Data.swift")
        try commit("2024-03-10")
        let result = try lint("history", "--reporter", "json")
        assertStatus(result, 0)
        let snapshots = try snapshots(result)
        XCTAssertEqual(dates(snapshots), ["2024-01-10", "2024-02-10", "2024-03-10"])
        XCTAssertEqual(snapshots.map { counts($0, "controller_naming") }, [1, 2, 1])
        XCTAssertEqual(snapshots.map { counts($0, "class_length") }, [0, 1, 1])
        XCTAssertEqual(snapshots.map { $0["files"] as? Int }, [1, 2, 1])
        XCTAssertEqual(snapshots.map { $0["lines"] as? Int }, [1, 264, 263])
        let longest = snapshots.last?["longestType"] as? [String: Any]
        XCTAssertEqual(longest?["name"] as? String, "Cache")
        XCTAssertEqual(longest?["lines"] as? Int, 260)
        XCTAssertEqual(longest?["path"] as? String, "Sources/Sync.swift")
        XCTAssertEqual(longest?["line"] as? Int, 2)
        XCTAssertEqual(result.stderrLines, ["Linted 3 snapshots of main, 2024-01-10 to 2024-03-10."])
    }

    /// `--per-kloc`: each count per 1,000 code lines (as class_length counts them), to two
    /// decimals; the integer counts stay in JSON. It goes with `lint history` only.
    func testPerKlocDividesEachCountByTheCodeLines() throws {
        try write("Sources/Data.swift", "class DataManager {}\n")
        try commit("2024-01-10")
        try write("Sources/Cache.swift", Source.longClass("Cache", lines: 260))
        try commit("2024-02-10")
        let rated = try snapshots(lint("history", "--per-kloc", "--reporter", "json"))
        XCTAssertEqual(rated.map { $0["codeLines"] as? Int }, [1, 263])
        XCTAssertEqual(rated.map { counts($0, "controller_naming") }, [1, 1])
        XCTAssertEqual(rated.map { ($0["perKloc"] as? [String: Double])?["controller_naming"] }, [1000, 3.8])
        XCTAssertEqual(rated.map { ($0["perKloc"] as? [String: Double])?["class_length"] }, [0, 3.8])
        let table = try lint("history", "--per-kloc")
        XCTAssertTrue(table.stdoutLines.last?.contains("3.80") == true, table.stdout)
        let plain = try snapshots(lint("history", "--reporter", "json"))
        XCTAssertNil(plain.first?["perKloc"])
        let misplaced = try lint("--per-kloc")
        assertStatus(misplaced, 1)
        XCTAssertTrue(misplaced.stderr.contains("`--per-kloc` goes with `lint history`"), misplaced.stderr)
    }

    /// The longest type whose length warning an inline command suppresses is shown excused: the
    /// table names it while no warning does.
    func testAnExcusedLongestTypeIsMarked() throws {
        try write("Sources/Sync.swift", Source.longClass("Cache", lines: 260))
        try commit("2024-01-10")
        try write("Sources/Sync.swift", "// swiftlint:disable:next type_body_length\n" + Source.longClass("Cache", lines: 260))
        try commit("2024-02-10")
        let snapshots = try snapshots(lint("history", "--reporter", "json"))
        XCTAssertEqual(snapshots.map { counts($0, "class_length") }, [1, 0])
        XCTAssertEqual(snapshots.map { ($0["longestType"] as? [String: Any])?["excused"] as? Bool }, [false, true])
        let table = try lint("history")
        XCTAssertTrue(table.stdoutLines.last?.hasSuffix("Cache (260, excused)") == true, table.stdout)
    }

    /// One commit per interval, the last in it; `--every N` counts back from the tip.
    func testSamplingTakesTheLastCommitOfEachInterval() throws {
        for (index, date) in ["2024-01-03", "2024-01-20", "2024-01-31", "2024-02-05", "2024-03-01", "2024-03-02"].enumerated() {
            try write("Sources/File\(index).swift", Source.clean)
            try commit(date, "commit \(index)")
        }
        XCTAssertEqual(dates(try snapshots(lint("history", "--reporter", "json"))), ["2024-01-31", "2024-02-05", "2024-03-02"])
        XCTAssertEqual(
            dates(try snapshots(lint("history", "--reporter", "json", "--every", "week"))),
            ["2024-01-03", "2024-01-20", "2024-01-31", "2024-02-05", "2024-03-02"]
        )
        XCTAssertEqual(
            dates(try snapshots(lint("history", "--reporter", "json", "--every", "2"))), ["2024-01-20", "2024-02-05", "2024-03-02"]
        )
        XCTAssertEqual(
            dates(try snapshots(lint("history", "--reporter", "json", "--every", "day", "--since", "2024-02-01"))),
            ["2024-02-05", "2024-03-01", "2024-03-02"]
        )
        XCTAssertEqual(
            dates(try snapshots(lint("history", "--reporter", "json", "--since", "HEAD~2", "--until", "HEAD~1", "--every", "1"))),
            ["2024-02-05", "2024-03-01"]
        )
        for since in ["1 month ago", "30.days.ago", "2024-02"] {
            XCTAssertEqual(
                dates(try snapshots(lint("history", "--reporter", "json", "--since", since, environment: ["LINT_TODAY": "2024-03-05"]))),
                ["2024-02-05", "2024-03-02"], since
            )
        }
        let counted = try snapshots(lint("history", "--reporter", "json", "--every", "day"))
        XCTAssertEqual(counted.map { $0["files"] as? Int }, [1, 2, 3, 4, 5, 6])
    }

    /// A snapshot is linted with its own configuration; one without uses today's, and says so.
    func testEachSnapshotUsesItsOwnConfiguration() throws {
        try removeConfig()
        try write("Sources/Data.swift", Source.manager("DataManager"))
        try commit("2024-01-10")
        try write(".swiftlint-style.yml", "disabled_rules: [controller_naming]\n")
        try commit("2024-02-10")
        try write(".swiftlint-style.yml", "opt_in_rules: [optional_collection]\n")
        try commit("2024-03-10")
        // Today's file enables commented_out_code, which only the first snapshot (with none) uses.
        try write(".swiftlint-style.yml", "opt_in_rules: [commented_out_code]\n")
        let result = try lint("history", "--reporter", "json")
        assertStatus(result, 0)
        let snapshots = try snapshots(result)
        let sources = snapshots.map { ($0["configuration"] as? [String: String])?["source"] }
        XCTAssertEqual(sources, ["today", "snapshot", "snapshot"])
        XCTAssertEqual(snapshots.map { counts($0, "controller_naming") }, [1, nil, 1])
        XCTAssertEqual(snapshots.map { counts($0, "commented_out_code") }, [0, nil, nil])
        XCTAssertEqual(snapshots.map { counts($0, "optional_collection") }, [nil, nil, 0])
        let table = try lint("history")
        XCTAssertEqual(table.stdoutLines.first?.split(separator: " ", omittingEmptySubsequences: true).prefix(5),
                       ["date", "commit", "config", "files", "lines"])
        XCTAssertTrue(table.stdoutLines[2].contains(" snapshot "), table.stdout)
    }

    /// An invalid configuration in one snapshot is reported for that snapshot, with its commit,
    /// line and column; the walk goes on, the report is written, and the run exits 1.
    func testAnUnreadableSnapshotConfigurationIsReportedAndTheWalkGoesOn() throws {
        try write("Sources/Data.swift", Source.manager("DataManager"))
        try commit("2024-01-10")
        try write(".swiftlint-style.yml", "opt_in_rules: [controller_naming\n")
        try commit("2024-02-10")
        try writeConfig("")
        try commit("2024-03-10")
        let output = project.appendingPathComponent("history.csv").path
        let result = try lint("history", "--reporter", "csv", "--output", output)
        assertStatus(result, 1)
        let broken = try XCTUnwrap(result.stderrLines.first { $0.hasPrefix("error: snapshot ") })
        XCTAssertTrue(broken.contains("(2024-02-10): "), broken)
        XCTAssertTrue(broken.range(of: #":\.swiftlint-style\.yml:1:\d+: "#, options: .regularExpression) != nil, broken)
        let records = try contents(of: "history.csv").components(separatedBy: "\r\n").filter { !$0.isEmpty }
        XCTAssertEqual(records.count, 4)
        XCTAssertEqual(records.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false)[2] },
                       ["snapshot", "unreadable", "snapshot"])
    }

    /// A snapshot's nested configuration files apply below their folders, as in a plain run;
    /// the project-wide rules of each folder's rules still read every file of the snapshot.
    func testNestedConfigurationsOfEachSnapshotApplyBelowTheirFolders() throws {
        try write("Sources/Data.swift", Source.manager("DataManager"))
        try write("Sources/Queue.swift", "/// Hands each track to `Player.play()`.\nfinal class Queue {}\nfinal class Player {}\n")
        try write("Legacy/Sync.swift", Source.manager("SyncManager") + "extension Player {\n    func play() {}\n}\n")
        try write("Legacy/.swiftlint-style.yml", "disabled_rules: [controller_naming]\n")
        try commit("2024-01-10")
        try remove("Legacy/.swiftlint-style.yml")
        try commit("2024-02-10")
        try write("Legacy/.swiftlint-style.yml", "excluded: [Sync.swift]\n")
        try commit("2024-03-10")
        try write("Legacy/.swiftlint-style.yml", "opt_in_rules: [controller_naming\n")
        try commit("2024-04-10")
        let result = try lint("history", "--reporter", "json")
        assertStatus(result, 1)
        let snapshots = try snapshots(result)
        XCTAssertEqual(snapshots.map { counts($0, "controller_naming") }, [1, 2, 1, nil])
        XCTAssertEqual(snapshots.map { $0["files"] as? Int }, [3, 3, 2, 0])
        XCTAssertEqual(snapshots.prefix(2).map { counts($0, "stale_comment") }, [0, 0], "Player.play() is declared in Legacy")
        XCTAssertEqual(snapshots.map { ($0["configuration"] as? [String: String])?["source"] },
                       ["snapshot", "snapshot", "snapshot", "unreadable"])
        XCTAssertTrue(result.stderr.contains(":Legacy/.swiftlint-style.yml:"), result.stderr)
    }

    /// A file a snapshot holds in UTF-16 is named for that snapshot and not counted; the others are.
    func testAnUnreadableFileIsNamedForItsSnapshot() throws {
        try write("Sources/Data.swift", Source.manager("DataManager"))
        try Data([0xFF, 0xFE] + Array("class Wide {}\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
            .write(to: project.appendingPathComponent("Sources/Wide.swift"))
        try commit("2024-01-10")
        try write("Sources/Other.swift", Source.clean)
        try commit("2024-02-10")
        let result = try lint("history", "--reporter", "json")
        assertStatus(result, 1)
        let errors = result.stderrLines.filter { $0.hasPrefix("error: ") }
        XCTAssertEqual(errors.count, 1, "said once, for the first snapshot that has it: \(errors)")
        XCTAssertTrue(errors.first?.hasSuffix("(2024-01-10): Sources/Wide.swift: file is UTF-16 (little-endian); lint reads UTF-8, "
            + "as the Swift compiler does: convert it with `iconv -f UTF-16 -t UTF-8`") == true, result.stderr)
        let snapshots = try snapshots(result)
        XCTAssertEqual(snapshots.map { $0["files"] as? Int }, [1, 2])
        XCTAssertEqual(snapshots.map { $0["unreadableFiles"] as? [String] }, [["Sources/Wide.swift"], ["Sources/Wide.swift"]])
        XCTAssertEqual(snapshots.map { counts($0, "controller_naming") }, [1, 1])
    }

    /// Unchanged files are kept from one snapshot to the next, but what the project tells the
    /// project-wide rules about them is not: renaming a method makes an untouched file's
    /// reference to it stale.
    func testProjectWideRulesSeeTheWholeSnapshot() throws {
        try write("Sources/Player.swift", "final class Player {\n    func play() {}\n}\n")
        try write("Sources/Queue.swift", "/// Hands each track to `Player.play()`.\nfinal class Queue {}\n")
        try commit("2024-01-10")
        try write("Sources/Player.swift", "final class Player {\n    func start() {}\n}\n")
        try commit("2024-02-10")
        let snapshots = try snapshots(lint("history", "--reporter", "json"))
        XCTAssertEqual(snapshots.map { counts($0, "stale_comment") }, [0, 1])
    }

    /// A dated TODO counts from its day on, in the snapshots after it, not before.
    func testADatedTodoCountsOnceItsDayHasComeInTheSnapshot() throws {
        try write("Sources/Feed.swift", "// TODO(2024-02-15): drop the old feed\nstruct Feed {}\n")
        try commit("2024-01-10")
        try write("Sources/Other.swift", Source.clean)
        try commit("2024-02-10")
        try write("Sources/Third.swift", Source.clean)
        try commit("2024-03-10")
        let snapshots = try snapshots(lint("history", "--reporter", "json"))
        XCTAssertEqual(snapshots.map { counts($0, "expired_todo") }, [0, 0, 1])
    }

    /// The snapshots before the first Swift file under the linted paths are not drawn.
    func testSnapshotsBeforeTheFirstSwiftFileAreLeftOut() throws {
        try write("README.md", "An app\n")
        try commit("2024-01-10")
        try write("Notes.txt", "Plans\n")
        try commit("2024-02-10")
        try write("Sources/Data.swift", Source.manager("DataManager"))
        try commit("2024-03-10")
        let snapshots = try snapshots(lint("history", "--reporter", "json"))
        XCTAssertEqual(snapshots.map { $0["files"] as? Int }, [1])
        XCTAssertEqual(snapshots.map { counts($0, "controller_naming") }, [1])
    }

    func testNamedPathsLimitTheFiles() throws {
        try write("Sources/Data.swift", Source.manager("DataManager"))
        try write("Tools/Build.swift", Source.manager("BuildManager"))
        try commit("2024-01-10")
        let fromTools = try snapshots(lint("history", "Tools", "--reporter", "json"))
        XCTAssertEqual(fromTools.map { $0["files"] as? Int }, [1])
        XCTAssertEqual(fromTools.map { counts($0, "controller_naming") }, [1])
        let fromSources = try snapshots(lint("history", "--reporter", "json", in: "Sources"))
        XCTAssertEqual(fromSources.map { $0["files"] as? Int }, [1])
        let misspelled = try lint("history", "Tool", "--reporter", "json")
        assertStatus(misspelled, 0)
        XCTAssertEqual(misspelled.stderrLines.first, "warning: no snapshot has Swift files under Tool")
    }

    func testReportsAreWholeDocuments() throws {
        try write("Sources/Data.swift", Source.manager("DataManager"))
        try commit("2024-01-10")
        try write("Sources/Sync & <Co>.swift", Source.manager("SyncManager"))
        try commit("2024-02-10")
        let html = try lint("history", "--reporter", "html")
        assertStatus(html, 0)
        XCTAssertTrue(html.stdout.hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(html.stdout.components(separatedBy: "<svg ").count - 1, 2,
                       "a chart for controller_naming, the one rule that fired, and one of lines")
        XCTAssertTrue(html.stdout.contains("<title>2024-02-10 · "), "each point names its date and commit on hover")
        XCTAssertFalse(html.stdout.contains("<script"))
        let svg = try lint("history", "--reporter", "svg")
        let parser = XMLParser(data: Data(svg.stdout.utf8))
        XCTAssertTrue(parser.parse(), "the SVG is well-formed XML: \(String(describing: parser.parserError))")
        let csv = try lint("history", "--reporter", "csv")
        XCTAssertTrue(csv.stdout.hasPrefix("commit,date,configuration,files,lines,class_length,controller_naming,"), csv.stdout)
        XCTAssertEqual(try lint("history", "--reporter", "html").stdout, html.stdout, "byte for byte the same")
        XCTAssertEqual(try lint("history", "--reporter", "html", "--jobs", "1").stdout, html.stdout, "whatever the core count")
    }

    func testErrorsSayWhatIsWrongAndWriteNothing() throws {
        let output = project.appendingPathComponent("history.html").path
        let empty = try lint("history", "--output", output)
        assertStatus(empty, 1)
        XCTAssertTrue(empty.stderr.contains("has no commits yet"), empty.stderr)
        try write("Sources/Data.swift", Source.clean)
        try commit("2024-01-10")
        let late = try lint("history", "--since", "2030-01-01", "--output", output)
        assertStatus(late, 1)
        XCTAssertTrue(late.stderr.contains("no commit since 2030-01-01 on the first-parent line of main"), late.stderr)
        let badRevision = try lint("history", "--until", "nonexistent", "--output", output)
        assertStatus(badRevision, 1)
        XCTAssertTrue(badRevision.stderr.contains("`nonexistent` is not a revision"), badRevision.stderr)
        let badStart = try lint("history", "--since", "last-tuesday")
        assertStatus(badStart, 1)
        XCTAssertTrue(badStart.stderr.contains("`last-tuesday` is neither a day (2024-03-01, 2024-03, `6 months ago`) nor a revision"),
                      badStart.stderr)
        let badInterval = try lint("history", "--every", "fortnight")
        assertStatus(badInterval, 1)
        XCTAssertTrue(badInterval.stderr.contains("`--every` takes a number of commits"), badInterval.stderr)
        let badReporter = try lint("history", "--reporter", "xcode")
        assertStatus(badReporter, 1)
        XCTAssertTrue(badReporter.stderr.contains("`lint history` has no reporter `xcode`"), badReporter.stderr)
        assertStatus(try lint("--since", "2024-01-01"), 1)
        assertStatus(try lint("history", "--fix"), 1)
        XCTAssertFalse(exists("history.html"), "no report is written when the walk cannot start")
        let outsideResult = try LintProcess.run(["history"], in: outside.creatingDirectory(), stdin: nil, environment: [:])
        XCTAssertEqual(outsideResult.status, 1)
        XCTAssertTrue(outsideResult.stderr.contains("`lint history` needs a git repository"), outsideResult.stderr)
    }

    /// A shallow clone lacks the older history: the error says how to fetch it.
    func testAShallowCloneThatLacksTheRangeSaysHowToFetchIt() throws {
        for (index, date) in ["2024-01-10", "2024-02-10", "2024-03-10"].enumerated() {
            try write("Sources/File\(index).swift", Source.clean)
            try commit(date)
        }
        try git("clone", "-q", "--depth", "1", "file://" + project.path, outside.path, in: project.deletingLastPathComponent())
        let result = try LintProcess.run(["history"], in: outside, stdin: nil, environment: [:])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("shallow clone's history starts at 2024-03-10"), result.stderr)
        XCTAssertTrue(result.stderr.contains("git fetch --unshallow"), result.stderr)
        let recent = try LintProcess.run(["history", "--since", "2024-03-10", "--reporter", "csv"], in: outside, stdin: nil, environment: [:])
        XCTAssertEqual(recent.status, 0, recent.stderr)
    }
}

private extension URL {
    func creatingDirectory() throws -> URL {
        try FileManager.default.createDirectory(at: self, withIntermediateDirectories: true)
        return self
    }
}
