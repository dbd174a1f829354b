import Foundation
import XCTest

/// `lint hotspots` over a repository with a known history: the file both long and often changed
/// ranks first, a renamed file keeps the commits of its old name, the period is a day or a
/// revision, and inline commands' suppressions are counted.
final class HotspotsTests: CLITestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try git("init", "-q")
    }

    /// Feed: 60 lines, 3 commits. Small: 2 lines, 5 commits. Big: 300 lines, 1 commit. Old.swift,
    /// renamed Renamed.swift in the fourth commit: 40 lines, 5 commits under its two names.
    private func knownHistory() throws {
        try write("Sources/Feed.swift", Source.longClass("Feed", lines: 60))
        try write("Sources/Small.swift", Source.clean)
        try write("Sources/Big.swift", "// lint:disable:next class_length\n" + Source.longClass("Big", lines: 300))
        try write("Sources/Old.swift", Source.longClass("Store", lines: 40))
        try commit("2024-01-01")
        for (index, day) in ["2024-01-02", "2024-01-03"].enumerated() {
            try write("Sources/Feed.swift", Source.longClass("Feed", lines: 60) + "// \(index)\n")
            try write("Sources/Small.swift", Source.clean + "// \(index)\n")
            try write("Sources/Old.swift", Source.longClass("Store", lines: 40) + "// \(index)\n")
            try commit(day)
        }
        try git("mv", "Sources/Old.swift", "Sources/Renamed.swift")
        try write("Sources/Small.swift", Source.clean + "// 3\n")
        try commit("2024-01-04", "rename")
        try write("Sources/Small.swift", Source.clean + "// 4\n")
        try write("Sources/Renamed.swift", Source.longClass("Store", lines: 40) + "// 4\n")
        try commit("2024-01-05")
    }

    private func files(_ result: RunResult, file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        assertStatus(result, 0, file: file, line: line)
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return try XCTUnwrap(report?["files"] as? [[String: Any]], result.stdout + result.stderr, file: file, line: line)
    }

    func testTheLongFileChangedOftenRanksFirstAndARenamedFileKeepsItsHistory() throws {
        try knownHistory()
        let files = try files(lint("hotspots", "--since", "2023-12-01", "--reporter", "json"))
        XCTAssertEqual(files.map { $0["path"] as? String }, [
            "Sources/Big.swift", "Sources/Renamed.swift", "Sources/Feed.swift", "Sources/Small.swift",
        ])
        XCTAssertEqual(files.map { $0["changes"] as? Int }, [1, 5, 3, 5])
        XCTAssertEqual(files.map { $0["codeLines"] as? Int }, [302, 42, 62, 3])
        let big = try XCTUnwrap(files.first)
        XCTAssertEqual(big["suppressed"] as? [String: Int], ["class_length": 1])
        XCTAssertEqual(big["warnings"] as? [String: Int], [:])
        let longest = try XCTUnwrap(big["longestType"] as? [String: Any])
        XCTAssertEqual(longest["name"] as? String, "Big")
        XCTAssertEqual(longest["excused"] as? Bool, true)
    }

    /// From a revision, the commits after it; the table shows the ranking and the summary says
    /// what was counted.
    func testTheRevisionStartsThePeriodAndTheTableRanks() throws {
        try knownHistory()
        try git("tag", "renamed", "HEAD~1")
        let files = try files(lint("hotspots", "--since", "renamed", "--reporter", "json"))
        XCTAssertEqual(files.prefix(2).map { $0["path"] as? String }, ["Sources/Renamed.swift", "Sources/Small.swift"])
        XCTAssertEqual(files.map { $0["changes"] as? Int }, [1, 1, 0, 0])

        let table = try lint("hotspots", "--since", "2023-12-01")
        assertStatus(table, 0)
        XCTAssertEqual(table.stdoutLines.first?.split(separator: " ", omittingEmptySubsequences: true).prefix(4), [
            "rank", "changes", "code", "lines",
        ])
        XCTAssertTrue(table.stdoutLines[1].contains("Sources/Big.swift"), table.stdout)
        XCTAssertTrue(table.stdoutLines[1].contains("Big (300, excused)"), table.stdout)
        XCTAssertEqual(table.stderrLines, ["Ranked 4 files by changes × code lines, over 5 commits since 2023-12-01; the first 4 shown."])
    }

    func testErrorsSayWhatIsWrong() throws {
        try knownHistory()
        let reporter = try lint("hotspots", "--reporter", "csv")
        assertStatus(reporter, 1)
        XCTAssertTrue(reporter.stderr.contains("`lint hotspots` has no reporter `csv`"), reporter.stderr)
        let revision = try lint("hotspots", "--since", "no-such-tag")
        assertStatus(revision, 1)
        XCTAssertTrue(revision.stderr.contains("`no-such-tag` is neither a day"), revision.stderr)
        let missing = try lint("hotspots", "Nowhere")
        assertStatus(missing, 1)
        XCTAssertTrue(missing.stderr.contains("Nowhere: no such file or directory"), missing.stderr)
        let option = try lint("hotspots", "--baseline", "b.json")
        assertStatus(option, 1)
        XCTAssertTrue(option.stderr.contains("`--baseline` does not go with `lint hotspots`"), option.stderr)
    }
}
