import Foundation
import XCTest

/// `--new-from-rev REV` and `doc_comment_not_updated`, in real git repositories.
final class NewFromRevisionTests: CLITestCase {
    private static let documentedLoad = """
        final class UserStore {
            /// Loads the user with the given identifier.
            /// - Parameter id: The user's identifier.
            /// - Returns: The user.
            func load(id: Int) -> User {
                cache[id]!
            }
        }

        """

    /// A repository whose first commit (tagged `v1`) holds `files`.
    private func repository(_ files: [String: String]) throws {
        try git("init", "-q")
        for (path, contents) in files { try write(path, contents) }
        try git("add", "-A")
        try git("commit", "-q", "-m", "first")
        try git("tag", "v1")
    }

    /// Commits the documented `load(id:)` as `v1`, then changes its signature to `signature` (and
    /// its summary to `summary`) in the work tree, and expects one warning with `message`.
    private func assertChangeReported(
        signature: String, summary: String? = nil, at location: String, message: String, line: UInt = #line
    ) throws {
        try repository(["Store.swift": Self.documentedLoad])
        var changed = Self.documentedLoad.replacingOccurrences(of: "func load(id: Int) -> User", with: signature)
        if let summary { changed = changed.replacingOccurrences(of: "Loads the user with", with: summary) }
        try write("Store.swift", changed)
        let result = try lint("--new-from-rev", "v1")
        XCTAssertEqual(result.violations.map(\.description), ["Store.swift:\(location): warning doc_comment_not_updated"], line: line)
        XCTAssertTrue(result.stdout.contains(message), result.stdout, line: line)
    }

    /// Dropping a conformance or adding `final` changes the line, not what the warning is about:
    /// the manager is as old as it was.
    func testAChangedDeclarationLineLeavesItsWarningOld() throws {
        try repository(["Managers.swift": "class UserManager: NSObject {}\nclass PlayerManager: NSObject {\n}\n"])
        try write("Managers.swift", "final class UserManager {}\n\nfinal class PlayerManager {\n}\nclass NewManager {}\n")
        XCTAssertEqual(try lint("--new-from-rev", "v1").violations.map(\.description), ["Managers.swift:5:7: warning controller_naming"])
    }

    func testASignatureChangedUnderUnchangedDocumentationIsReported() throws {
        try assertChangeReported(
            signature: "func load(id: Int, cachePolicy: Policy) throws -> User?", at: "2:5",
            message: "`load(id:cachePolicy:)` gained `cachePolicy`, now returns `User?` and now throws, but its "
                + "documentation is unchanged since v1: re-read it"
        )
    }

    /// A renamed parameter is one fact: `doc_comment_not_updated`'s warning names the field
    /// `stale_comment` finds naming nothing, and there is no second annotation.
    func testARenamedParameterGivesOneWarning() throws {
        try assertChangeReported(
            signature: "func load(identifier: Int) -> User", at: "2:5",
            message: "`load(identifier:)` renamed `id` to `identifier`, but its documentation is unchanged since v1: re-read it. "
                + "Also stale_comment: the doc comment documents parameter `id`, which `load(identifier:)` does not have"
        )
    }

    func testTheSameChangeWithItsDocumentationEditedIsNot() throws {
        try repository(["Store.swift": Self.documentedLoad])
        try write("Store.swift", Self.documentedLoad.replacingOccurrences(
            of: "func load(id: Int) -> User", with: "func load(id: Int, cachePolicy: Policy) -> User"
        ).replacingOccurrences(
            of: "/// - Parameter id: The user's identifier.",
            with: "/// - Parameters:\n    ///   - id: The user's identifier.\n    ///   - cachePolicy: Whether the cache may answer."
        ))
        assertWarnings(try lint("--new-from-rev", "v1"), [], files: 1)
    }

    /// Documentation edited with the change, but not for the parameter the change added.
    /// A parameter renamed so that it means the opposite: `--fix` writes the new name into the
    /// comment's field, and the description it holds, still the old one's, is reported all the same.
    func testFixingTheFieldsNameLeavesTheDescriptionToReRead() throws {
        let before = """
            final class FeedLoader {
                /// Loads the feed.
                /// - Parameter inBackground: Whether to load in the background, without showing progress.
                func load(inBackground: Bool) {}
            }

            """
        try repository(["Feed.swift": before])
        try write("Feed.swift", before.replacingOccurrences(of: "func load(inBackground: Bool)", with: "func load(activating: Bool = true)"))
        let renamed = try lint("--new-from-rev", "v1")
        XCTAssertEqual(renamed.violations.map(\.description), ["Feed.swift:2:5: warning doc_comment_not_updated"])
        XCTAssertTrue(renamed.stdout.contains("Also stale_comment: the doc comment documents parameter `inBackground`"), renamed.stdout)
        _ = try lint("--fix")
        XCTAssertTrue(try String(contentsOf: project.appendingPathComponent("Feed.swift"), encoding: .utf8)
            .contains("- Parameter activating: Whether to load in the background"))
        let after = try lint("--new-from-rev", "v1")
        XCTAssertEqual(after.violations.map(\.description), ["Feed.swift:2:5: warning doc_comment_not_updated"])
        XCTAssertTrue(after.stdout.contains("but for the parameter's name: re-read it"), after.stdout)
    }

    func testAParameterAddedWithoutItsDocumentationIsReported() throws {
        try assertChangeReported(
            signature: "func load(id: Int, cachePolicy: Policy) -> User", summary: "Loads, maybe from the cache, the user with",
            at: "5:24",
            message: "`load(id:cachePolicy:)` gained `cachePolicy` since v1 without documentation, while its doc comment "
                + "documents its other parameters: document it"
        )
    }

    func testABodyOnlyChangeOrAMoveIsNot() throws {
        try repository(["Store.swift": Self.documentedLoad])
        let moved = Self.documentedLoad.replacingOccurrences(of: "cache[id]!", with: "cache[id] ?? fetch(id)")
            .replacingOccurrences(of: "final class UserStore {\n", with: "final class UserStore {\n    var count = 0\n")
        try write("Store.swift", moved)
        assertWarnings(try lint("--new-from-rev", "v1"), [], files: 1)
    }

    /// Violations the revision had stay quiet, in a changed file and in a renamed one; the
    /// change's own are reported, and so is everything in a file added since.
    func testOnlyViolationsTheChangeMadeNewAreReported() throws {
        try repository([
            "Sources/Feed.swift": "class FeedManager {}\nstruct Feed {}\n",
            "Sources/Old.swift": "class OldManager {}\n",
            "Sources/Untouched.swift": "class UntouchedManager {}\n",
        ])
        try write("Sources/Feed.swift", "// A new line above moves it.\nclass FeedManager {}\nclass FeedListManager {}\n")
        try git("mv", "Sources/Old.swift", "Sources/Renamed.swift")
        try write("Sources/New.swift", "class NewManager {}\n")
        let result = try lint("--new-from-rev", "v1")
        XCTAssertEqual(result.violations.map(\.description), [
            "Sources/Feed.swift:3:7: warning controller_naming",
            "Sources/New.swift:1:7: warning controller_naming",
        ])
        XCTAssertEqual(result.stderrLines.last, summary(warnings: 2, errors: 0, files: 3))
    }

    /// The configuration's baseline meets `--new-from-rev`: the old warnings its entries record
    /// are left out before it sees them, so nothing is said of entries that "match nothing".
    func testTheConfigurationsBaselineIsNotCalledStaleByARevisionRun() throws {
        try repository(["Sources/Feed.swift": "class FeedManager {}\n", "Sources/Old.swift": "class OldManager {}\n"])
        _ = try lint("--write-baseline", "lint-baseline.json")
        try writeConfig("baseline: lint-baseline.json\n")
        try write("Sources/Feed.swift", "final class FeedManager {}\nclass FeedListManager {}\n")
        let result = try lint("--new-from-rev", "v1")
        XCTAssertEqual(result.violations.map(\.description), ["Sources/Feed.swift:2:7: warning controller_naming"])
        XCTAssertEqual(result.stderrLines, [summary(warnings: 1, errors: 0, files: 1)])
    }

    func testItWorksWithPathsReportersAndStrict() throws {
        try repository(["Sources/Feed.swift": "struct Feed {}\n", "Tests/FeedTests.swift": "struct FeedTests {}\n"])
        try write("Sources/Feed.swift", "class FeedManager {}\n")
        try write("Tests/FeedTests.swift", "class TestManager {}\n")
        let result = try lint("--new-from-rev", "v1", "--reporter", "json", "--strict", "Sources")
        assertStatus(result, 2)
        let objects = try jsonObjects(result.stdout)
        XCTAssertEqual(objects.map { $0["file"] as? String }, [absolute("Sources/Feed.swift")])
        try write("Sources/Feed.swift", "struct Feed {}\n")
        assertStatus(try lint("--new-from-rev", "v1", "--strict", "Sources"), 0)
    }

    /// `--staged` compares the index with HEAD: what is staged, not what is in the work tree.
    func testStagedComparesTheIndexWithHead() throws {
        try repository(["Store.swift": Self.documentedLoad])
        let changed = Self.documentedLoad.replacingOccurrences(of: "func load(id: Int)", with: "func load(id: Int, force: Bool)")
        try write("Store.swift", changed)
        assertWarnings(try lint("--staged"), [], files: 0)
        try git("add", "Store.swift")
        try write("Store.swift", Self.documentedLoad)
        XCTAssertEqual(try lint("--staged").violations.map(\.description), ["Store.swift:2:5: warning doc_comment_not_updated"])
    }

    func testAnUnknownRevisionIsAnError() throws {
        try repository(["Feed.swift": "struct Feed {}\n"])
        let result = try lint("--new-from-rev", "no-such-branch")
        assertStatus(result, 1)
        XCTAssertTrue(result.stderr.contains("`no-such-branch` is not a revision of the repository"), result.stderr)
    }

    func testOutsideARepositoryIsAnError() throws {
        try write("Feed.swift", "struct Feed {}\n")
        let result = try lint(
            "--new-from-rev", "main", environment: ["GIT_CEILING_DIRECTORIES": project.deletingLastPathComponent().path]
        )
        assertStatus(result, 1)
        XCTAssertTrue(result.stderr.contains("`--new-from-rev` needs a git repository"), result.stderr)
    }

    func testAShallowCloneWithoutTheRevisionSaysToFetchMore() throws {
        try repository(["Feed.swift": "struct Feed {}\n"])
        try write("Feed.swift", "struct Feed { var a = 0 }\n")
        try git("commit", "-q", "-am", "second")
        let clone = outside.appendingPathComponent("clone")
        try git("clone", "-q", "--depth", "1", "file://" + project.path, clone.path, in: outside.deletingLastPathComponent())
        let result = try LintProcess.run(["--new-from-rev", "HEAD~1"], in: clone, stdin: nil, environment: [:])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("fetch more history (`fetch-depth: 0`"), result.stderr)
    }

    func testStandardInputHasNoHistory() throws {
        let result = try lint("--new-from-rev", "main", "--use-stdin", stdin: "struct A {}\n")
        assertStatus(result, 1)
        XCTAssertTrue(result.stderr.contains("standard input has none"), result.stderr)
    }

    /// A long type of `lines` functions, from `first` on, named `name`: `class_length` at 1:13.
    static func longType(_ name: String, lines: Range<Int>) -> String {
        "final class \(name) {\n" + lines.map { "    func step\($0)() { run(\($0)) }\n" }.joined() + "}\n"
    }

    /// A long class renamed and shrunk, in a file git sees renamed, is the class it was, as a
    /// reviewer reads it: nothing new. A different long class in its place is new.
    func testARenamedLongTypeIsNotNew() throws {
        try repository(["ViewModel.swift": Self.longType("ViewModel", lines: 0..<300)])
        try git("mv", "ViewModel.swift", "EditorStore.swift")
        try write("EditorStore.swift", Self.longType("EditorStore", lines: 20..<300))
        assertWarnings(try lint("--new-from-rev", "v1"), [], files: 1)
        try write("EditorStore.swift", Self.longType("EditorStore", lines: 1000..<1300))
        XCTAssertEqual(try lint("--new-from-rev", "v1").violations.map(\.description), [
            "EditorStore.swift:1:13: warning class_length",
        ])
    }

    /// The previous versions are found by path in one listing of the revision's tree: files in
    /// folders, one whose name has a space and a non-ASCII letter, and one renamed, each compared
    /// with its own previous version, and a file with no previous version compared with nothing.
    func testEachChangedFileIsComparedWithItsOwnPreviousVersion() throws {
        let paths = ["Sources/Store.swift", "Sources/Café Menu/Store.swift", "Old Name.swift"]
        try repository(Dictionary(uniqueKeysWithValues: paths.map { ($0, Self.documentedLoad) }))
        try git("mv", "Old Name.swift", "New Name.swift")
        let changed = Self.documentedLoad.replacingOccurrences(of: "load(id: Int)", with: "load(id: Int, cache: Bool)")
        for path in ["Sources/Store.swift", "Sources/Café Menu/Store.swift", "New Name.swift", "Added.swift"] {
            try write(path, changed)
        }
        XCTAssertEqual(try lint("--new-from-rev", "v1").violations.map(\.description).sorted(), [
            "New Name.swift:2:5: warning doc_comment_not_updated",
            "Sources/Café Menu/Store.swift:2:5: warning doc_comment_not_updated",
            "Sources/Store.swift:2:5: warning doc_comment_not_updated",
        ])
    }
}
