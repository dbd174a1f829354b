import XCTest

/// A first run on an existing codebase that reports more than 20 warnings names the way in, on
/// standard error only; a run that already uses a baseline or a revision, or a short run, does not.
final class FirstRunHintTests: CLITestCase {
    /// Outside a git repository there is no default branch to ask for.
    private let hint = FirstRunHintTests.hint(revision: "main")

    private static func hint(revision: String) -> String {
        "note: to adopt lint on existing code, record today's warnings with `--write-baseline "
            + "lint-baseline.json` and add `baseline: lint-baseline.json` to .swiftlint-style.yml, so that CI, the hooks "
            + "and the editor all leave them out; or report only what a change makes new with `--new-from-rev \(revision)`"
    }

    private func writeManagers(_ count: Int, in folder: String = "") throws {
        for index in 0..<count { try write(folder + "File\(index).swift", "class Item\(index)Manager {}\n") }
    }

    func testMoreThanTwentyWarningsNameTheBaselineAndTheRevision() throws {
        try writeManagers(21)
        let result = try lint()
        XCTAssertEqual(result.stderrLines, [summary(warnings: 21, errors: 0, files: 21), hint])
        XCTAssertFalse(result.stdout.contains("note:"), "the hint is never part of a report")
        let json = try lint("--reporter", "json")
        XCTAssertEqual(try jsonObjects(json.stdout).count, 21)
        XCTAssertEqual(json.stderrLines.last, hint)
    }

    func testTwentyOrFewerSayNothingMore() throws {
        try writeManagers(20)
        XCTAssertEqual(try lint().stderrLines, [summary(warnings: 20, errors: 0, files: 20)])
    }

    func testARunWithABaselineOrQuietSaysNothingMore() throws {
        try writeManagers(21)
        XCTAssertEqual(try lint("--write-baseline", "baseline.json").stderrLines.contains(hint), false)
        XCTAssertEqual(try lint("--baseline", "baseline.json").stderrLines, [summary(warnings: 0, errors: 0, files: 21)])
        XCTAssertEqual(try lint("--quiet").stderrLines, [])
    }

    /// Apps' default branches are `develop` or `master` as often as `main`: the hint names the
    /// one `git clone` recorded as the remote's default, else the branch's upstream, else `main`.
    func testTheRevisionIsTheRepositorysDefaultBranch() throws {
        let remote = outside.appendingPathComponent("remote.git")
        let seed = outside.appendingPathComponent("seed")
        try write("README.md", "app\n", under: seed)
        try git("init", "--bare", "--initial-branch=develop", remote.path, in: outside)
        try git("init", "--initial-branch=develop", in: seed)
        try git("add", ".", in: seed)
        try git("commit", "-m", "start", in: seed)
        try git("branch", "release", in: seed)
        try git("push", remote.path, "develop", "release", in: seed)
        try git("clone", remote.path, "app")
        try writeManagers(21, in: "app/")
        XCTAssertEqual(try lint(in: "app").stderrLines.last, Self.hint(revision: "origin/develop"))

        let app = project.appendingPathComponent("app")
        try git("remote", "set-head", "origin", "--delete", in: app)
        try git("checkout", "-b", "fix", "--track", "origin/release", in: app)
        XCTAssertEqual(try lint(in: "app").stderrLines.last, Self.hint(revision: "origin/release"))

        try git("branch", "--unset-upstream", in: app)
        XCTAssertEqual(try lint(in: "app").stderrLines.last, Self.hint(revision: "main"))
    }
}
