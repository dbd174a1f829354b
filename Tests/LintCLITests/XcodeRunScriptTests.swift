import Foundation
import XCTest

/// An Xcode Run Script phase: `--use-script-input-files` and `--use-script-input-file-lists`
/// lint the Swift files among the inputs Xcode hands the script in its environment, and in
/// Xcode's environment warnings name their files by absolute path.
final class XcodeRunScriptTests: CLITestCase {
    private var xcode: [String: String] { ["XCODE_VERSION_ACTUAL": "1600", "SRCROOT": project.path] }

    func testScriptInputFilesAreTheFilesLinted() throws {
        try write("App/SessionManager.swift", Source.manager("SessionManager"))
        try write("App/CacheManager.swift", Source.manager("CacheManager"))
        let environment = xcode.merging([
            "SCRIPT_INPUT_FILE_COUNT": "2",
            "SCRIPT_INPUT_FILE_0": absolute("App/SessionManager.swift"),
            "SCRIPT_INPUT_FILE_1": absolute(".swiftlint-style.yml"),
        ]) { $1 }
        let result = try lint("--use-script-input-files", environment: environment)
        assertWarnings(result, ["\(absolute("App/SessionManager.swift")):1:7: warning controller_naming"], files: 1)
    }

    func testInputFileListsAreReadWithTheirBuildSettings() throws {
        try write("App/SessionManager.swift", Source.manager("SessionManager"))
        try write("App/CacheManager.swift", Source.manager("CacheManager"))
        try write("App/Skipped.swift", Source.manager("SkippedManager"))
        try write("lint.xcfilelist", """
            # the files lint reads
            $(SRCROOT)/App/SessionManager.swift

            ${SRCROOT}/App/CacheManager.swift\r
            $SRCROOT/.swiftlint-style.yml
            """)
        let environment = xcode.merging([
            "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": absolute("lint.xcfilelist"),
        ]) { $1 }
        let result = try lint("--use-script-input-file-lists", environment: environment)
        assertWarnings(result, [
            "\(absolute("App/CacheManager.swift")):1:7: warning controller_naming",
            "\(absolute("App/SessionManager.swift")):1:7: warning controller_naming",
        ], files: 2)
    }

    /// A list naming the target's folders lints every Swift file in them, a file added since
    /// included: nothing to regenerate. `excluded` still applies inside them.
    func testAFolderInTheListLintsItsSwiftFiles() throws {
        try writeConfig("excluded: [App/Vendor]\nbaseline: lint-baseline.json\n")
        try write("lint-baseline.json", "[]\n")
        try write("App/SessionManager.swift", Source.manager("SessionManager"))
        try write("App/Feature/AddedLaterManager.swift", Source.manager("AddedLaterManager"))
        try write("App/Vendor/VendorManager.swift", Source.manager("VendorManager"))
        try write("Other/OtherManager.swift", Source.manager("OtherManager"))
        try write("lint.xcfilelist", "$(SRCROOT)/.swiftlint-style.yml\n$(SRCROOT)/lint-baseline.json\n$(SRCROOT)/App\n")
        let environment = xcode.merging([
            "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": absolute("lint.xcfilelist"),
        ]) { $1 }
        let result = try lint("--use-script-input-file-lists", "--force-exclude", environment: environment)
        assertWarnings(result, [
            "\(absolute("App/Feature/AddedLaterManager.swift")):1:7: warning controller_naming",
            "\(absolute("App/SessionManager.swift")):1:7: warning controller_naming",
        ], files: 2)
    }

    func testExcludedAppliesToInputsWithForceExclude() throws {
        try writeConfig("excluded: [Vendor]\n")
        try write("App/SessionManager.swift", Source.manager("SessionManager"))
        try write("Vendor/CacheManager.swift", Source.manager("CacheManager"))
        let environment = xcode.merging([
            "SCRIPT_INPUT_FILE_COUNT": "2",
            "SCRIPT_INPUT_FILE_0": absolute("App/SessionManager.swift"),
            "SCRIPT_INPUT_FILE_1": absolute("Vendor/CacheManager.swift"),
        ]) { $1 }
        let result = try lint("--use-script-input-files", "--force-exclude", environment: environment)
        assertWarnings(result, ["\(absolute("App/SessionManager.swift")):1:7: warning controller_naming"], files: 1)
    }

    func testAPhaseWithoutSwiftInputsLintsNothing() throws {
        try write("App/SessionManager.swift", Source.manager("SessionManager"))
        let result = try lint(
            "--use-script-input-files",
            environment: xcode.merging(["SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": absolute(".swiftlint-style.yml")]) { $1 }
        )
        assertStatus(result, 0)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderrLines, ["note: no Swift files among the Run Script phase's inputs"])
    }

    func testMissingOrBrokenInputsAreNamed() throws {
        let unset = try lint("--use-script-input-files", environment: ["SCRIPT_INPUT_FILE_COUNT": ""])
        assertStatus(unset, 1)
        XCTAssertTrue(unset.stderr.contains("SCRIPT_INPUT_FILE_COUNT is ``, not a count of inputs"), unset.stderr)
        let noCount = try lint("--use-script-input-file-lists")
        assertStatus(noCount, 1)
        XCTAssertTrue(noCount.stderr.contains("SCRIPT_INPUT_FILE_LIST_COUNT is not set"), noCount.stderr)
        let gap = try lint("--use-script-input-files", environment: ["SCRIPT_INPUT_FILE_COUNT": "1"])
        assertStatus(gap, 1)
        XCTAssertTrue(gap.stderr.contains("SCRIPT_INPUT_FILE_COUNT is 1 but SCRIPT_INPUT_FILE_0 is not set"), gap.stderr)
        try write("lint.xcfilelist", "App/A.swift\n  $(DERIVED_SOURCES)/B.swift\n")
        let setting = try lint(
            "--use-script-input-file-lists",
            environment: ["SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": absolute("lint.xcfilelist")]
        )
        assertStatus(setting, 1)
        XCTAssertTrue(setting.stderr.contains(
            "\(absolute("lint.xcfilelist")):2:3: the build setting `DERIVED_SOURCES` is not set in the environment"
        ), setting.stderr)
        let unreadable = try lint(
            "--use-script-input-file-lists",
            environment: ["SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": absolute("gone.xcfilelist")]
        )
        assertStatus(unreadable, 1)
        XCTAssertTrue(unreadable.stderr.contains("gone.xcfilelist: the input file list cannot be read"), unreadable.stderr)
        let withPaths = try lint("--use-script-input-files", "App")
        assertStatus(withPaths, 1)
        XCTAssertTrue(withPaths.stderr.contains("do not name paths, standard input or `--staged` with them"), withPaths.stderr)
    }

    /// Outside Xcode, paths stay relative to the current directory.
    func testPathsAreRelativeOutsideXcode() throws {
        try write("App/SessionManager.swift", Source.manager("SessionManager"))
        let result = try lint(
            "--use-script-input-files",
            environment: ["SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": absolute("App/SessionManager.swift")]
        )
        assertWarnings(result, ["App/SessionManager.swift:1:7: warning controller_naming"], files: 1)
    }
}
