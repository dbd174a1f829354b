import Foundation
import XCTest

/// Which files a run finds: recursion, skipped build and dependency folders, symlinks.
final class FileDiscoveryTests: CLITestCase {
    func testLintsSwiftFilesRecursivelyFromTheCurrentDirectory() throws {
        try write("Package.swift", Source.clean)
        try write("Sources/App/Deep/Nested/AManager.swift", Source.manager("AManager"))
        try write("Sources/App/README.md", "class NotSwiftManager {}\n")
        try write("Sources/App/BManager.swift.orig", Source.manager("BManager"))
        assertWarnings(try lint(), ["Sources/App/Deep/Nested/AManager.swift:1:7: warning controller_naming"], files: 2)
    }

    func testBuildAndDependencyFoldersAreSkipped() throws {
        for folder in [".build/checkouts/Lib", "Pods/Alamofire", ".git/hooks", ".swiftpm/xcode", "Carthage/Checkouts", "DerivedData/App",
                       "Sources/Lib/Documentation.docc/Resources/code"] {
            try write("\(folder)/VendorManager.swift", Source.manager("VendorManager"))
        }
        try write("App/Pods/Nested/NestedManager.swift", Source.manager("NestedManager"))
        try write("Sources/AppManager.swift", Source.manager("AppManager"))
        assertWarnings(try lint(), ["Sources/AppManager.swift:1:7: warning controller_naming"], files: 1)
    }

    func testSymlinkLoopDoesNotHang() throws {
        try write("Sources/AppManager.swift", Source.manager("AppManager"))
        try symlink("Sources/up", to: "..")
        try symlink("Sources/Inner/back", to: "../..")
        let result = try lint()
        XCTAssertFalse(result.timedOut)
        assertStatus(result, 0)
        XCTAssertEqual(result.violations.map(\.description), ["Sources/AppManager.swift:1:7: warning controller_naming"])

        let named = try lint("Sources")
        XCTAssertFalse(named.timedOut)
        assertStatus(named, 0)
        XCTAssertEqual(named.violations.count, 1, named.stdout)
    }

    func testSymlinkToASwiftFileIsLinted() throws {
        try write("Shared/SharedManager.swift", Source.manager("SharedManager"), under: outside)
        try write("Shared/OtherManager.swift", "\n" + Source.manager("OtherManager"), under: outside)
        try symlink("Sources/Linked.swift", to: outside.appendingPathComponent("Shared/SharedManager.swift").path)
        try symlink("Sources/Relative.swift", to: "../../outside/Shared/OtherManager.swift")
        let result = try lint("Sources")
        assertStatus(result, 0)
        XCTAssertEqual(
            result.violations.map(\.description),
            ["Sources/Linked.swift:1:7: warning controller_naming", "Sources/Relative.swift:2:7: warning controller_naming"]
        )
    }

    func testNamedSymlinkToAFileIsLinted() throws {
        try write("Shared/SharedManager.swift", Source.manager("SharedManager"), under: outside)
        try symlink("Link.swift", to: outside.appendingPathComponent("Shared/SharedManager.swift").path)
        let result = try lint("Link.swift")
        assertStatus(result, 0)
        XCTAssertEqual(result.violations.map(\.description), ["Link.swift:1:7: warning controller_naming"])
    }

    /// The walk takes kinds from the directory listing: a folder whose name ends in `.swift`
    /// is still a folder, a link to a folder is not entered even when its name ends in
    /// `.swift`, and two hard links to one file are one file (the first path in name order).
    func testKindsAndIdentitiesComeFromTheFileNotTheName() throws {
        try write("Sources/Folder.swift/InnerManager.swift", Source.manager("InnerManager"))
        try write("Elsewhere/HiddenManager.swift", Source.manager("HiddenManager"), under: outside)
        try symlink("Sources/Linked.swift", to: outside.appendingPathComponent("Elsewhere").path)
        let original = try write("Sources/AManager.swift", Source.manager("AManager"))
        try FileManager.default.linkItem(at: original, to: project.appendingPathComponent("Sources/BManager.swift"))
        assertWarnings(
            try lint(),
            ["Sources/AManager.swift:1:7: warning controller_naming", "Sources/Folder.swift/InnerManager.swift:1:7: warning controller_naming"],
            files: 2
        )
    }

    func testEachFileIsReportedOnceWhenNamedTwice() throws {
        try write("Sources/AManager.swift", Source.manager("AManager"))
        let result = try lint("Sources", "Sources/AManager.swift", "./Sources")
        assertStatus(result, 0)
        XCTAssertEqual(result.violations.map(\.description), ["Sources/AManager.swift:1:7: warning controller_naming"])
        XCTAssertEqual(result.stderrLines, [summary(warnings: 1, errors: 0, files: 1)])
    }

    /// Directories are listed on several threads; the walk still goes depth first in name
    /// order, so a file reached twice keeps the first path in that order, with any number of jobs.
    func testTheWalkOrderDoesNotDependOnJobs() throws {
        for directory in ["Sources/A/Deep", "Sources/B", "Sources/C/D/E", "Tests"] {
            let name = "\(directory.split(separator: "/").last!)Manager"
            try write("\(directory)/\(name).swift", Source.manager(name))
        }
        try write("Sources/B/Real.swift", Source.manager("RealManager"))
        try symlink("Sources/A/Alias.swift", to: "../B/Real.swift")
        let expected = [
            "Sources/A/Alias.swift:1:7: warning controller_naming",
            "Sources/A/Deep/DeepManager.swift:1:7: warning controller_naming",
            "Sources/B/BManager.swift:1:7: warning controller_naming",
            "Sources/C/D/E/EManager.swift:1:7: warning controller_naming",
            "Tests/TestsManager.swift:1:7: warning controller_naming",
        ]
        for jobs in ["1", "2", "5"] {
            let result = try lint("--jobs", jobs)
            assertStatus(result, 0)
            XCTAssertEqual(result.violations.map(\.description), expected, "--jobs \(jobs)")
            XCTAssertEqual(result.stderrLines, [summary(warnings: 5, errors: 0, files: 5)], "--jobs \(jobs)")
        }
    }
}
