import Foundation
import XCTest

extension CLITestCase {
    /// Commits everything in the work tree, dated `date` (`2024-01-31`, noon UTC) as author and committer.
    func commit(_ date: String, _ message: String = "change") throws {
        try git("add", "-A")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "--allow-empty", "-m", message]
        let stamp = date.contains("T") ? date : date + "T12:00:00Z"
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["GIT_AUTHOR_DATE": stamp, "GIT_COMMITTER_DATE": stamp], uniquingKeysWith: { $1 }
        )
        process.currentDirectoryURL = project
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git commit on \(date)")
    }
}
