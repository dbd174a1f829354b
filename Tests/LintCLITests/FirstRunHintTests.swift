import XCTest

/// A first run on an existing codebase that reports more than a screenful names the way in, on
/// standard error only; a run that already uses a baseline or a revision, or a short run, does not.
final class FirstRunHintTests: CLITestCase {
    /// Outside a git repository there is no default branch to ask for.
    private let hint = FirstRunHintTests.hint(revision: "main")

    private static func hint(revision: String) -> String {
        "note: to adopt lint on existing code, record today's warnings with `--write-baseline "
            + "lint-baseline.json` and run `--baseline lint-baseline.json` in CI, or report only what a change makes "
            + "new with `--new-from-rev \(revision)`"
    }

    private func writeManagers(_ count: Int, in folder: String = "") throws {
        for index in 0..<count { try write(folder + "File\(index).swift", "class Item\(index)Manager {}\n") }
    }

    func testMoreThanAScreenfulNamesTheBaselineAndTheRevision() throws {
        try writeManagers(51)
        let result = try lint()
        XCTAssertEqual(result.stderrLines, [summary(warnings: 51, errors: 0, files: 51), hint])
        XCTAssertFalse(result.stdout.contains("note:"), "the hint is never part of a report")
        let json = try lint("--reporter", "json")
        XCTAssertEqual(try jsonObjects(json.stdout).count, 51)
        XCTAssertEqual(json.stderrLines.last, hint)
    }

    func testAScreenfulOrLessSaysNothingMore() throws {
        try writeManagers(50)
        XCTAssertEqual(try lint().stderrLines, [summary(warnings: 50, errors: 0, files: 50)])
    }

    func testARunWithABaselineOrQuietSaysNothingMore() throws {
        try writeManagers(51)
        XCTAssertEqual(try lint("--write-baseline", "baseline.json").stderrLines.contains(hint), false)
        XCTAssertEqual(try lint("--baseline", "baseline.json").stderrLines, [summary(warnings: 0, errors: 0, files: 51)])
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
        try writeManagers(51, in: "app/")
        XCTAssertEqual(try lint(in: "app").stderrLines.last, Self.hint(revision: "origin/develop"))

        let app = project.appendingPathComponent("app")
        try git("remote", "set-head", "origin", "--delete", in: app)
        try git("checkout", "-b", "fix", "--track", "origin/release", in: app)
        XCTAssertEqual(try lint(in: "app").stderrLines.last, Self.hint(revision: "origin/release"))

        try git("branch", "--unset-upstream", in: app)
        XCTAssertEqual(try lint(in: "app").stderrLines.last, Self.hint(revision: "main"))
    }
}
