import Foundation
import XCTest

/// `--output` and `--write-baseline` replace a regular file atomically and nothing else: a
/// FIFO (or a device) is written through, as a shell's redirection writes it, and a symbolic
/// link's target is replaced, never the link. A report that cannot be written fails the run.
final class OutputTargetTests: CLITestCase {
    func testAFifoIsWrittenThroughNotReplaced() throws {
        try write("Session.swift", Source.manager("SessionManager"))
        let fifo = absolute("report.fifo")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        // The test holds the read end, so lint's write (smaller than a pipe's buffer) never waits.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        let result = try lint("--reporter", "json", "--output", "report.fifo", "Session.swift")
        assertStatus(result, 0)
        var info = stat()
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the FIFO is still a FIFO")
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = read(reader, &buffer, buffer.count)
        XCTAssertGreaterThan(count, 0, "the reader got the report")
        XCTAssertEqual(try jsonObjects(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)).count, 1)
        XCTAssertEqual(try leftovers(), [], "no temporary file is left")
    }

    func testASymbolicLinksTargetIsReplacedNotTheLink() throws {
        try write("Session.swift", Source.manager("SessionManager"))
        try write("reports/lint.json", "old")
        try symlink("latest.json", to: "reports/lint.json")
        try symlink("baseline.json", to: "reports/missing-baseline.json")
        assertStatus(try lint("--reporter", "json", "--output", "latest.json", "Session.swift"), 0)
        assertStatus(try lint("--write-baseline", "baseline.json", "Session.swift"), 0)
        for (link, target) in [("latest.json", "reports/lint.json"), ("baseline.json", "reports/missing-baseline.json")] {
            XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: absolute(link)), target, "\(link) is still a link")
            XCTAssertTrue(try contents(of: target).contains("controller_naming"), "\(target) holds what was written")
        }
        XCTAssertEqual(try leftovers(), [])
    }

    func testAReportThatCannotBeWrittenFailsTheRun() throws {
        try write("Session.swift", Source.manager("SessionManager"))
        let full = try shell("\"$0\" --reporter json Session.swift > /dev/full", binary: LintProcess.binary!.path)
        XCTAssertEqual(full.status, 1, full.stderr)
        XCTAssertTrue(full.stderr.contains("error: cannot write to standard output: No space left on device"), full.stderr)
        try makeDirectory("report.json")
        let directory = try lint("--output", "report.json", "Session.swift")
        assertStatus(directory, 1)
        XCTAssertTrue(directory.stderr.contains("cannot write report.json:"), directory.stderr)
        XCTAssertEqual(try leftovers(), [])
    }

    /// CI writes into folders a fresh checkout lacks: they are made, and the write is still
    /// atomic. A folder that cannot be made (a file is in the way) fails the run, naming both.
    func testMissingFoldersAreMadeAndAFileInTheWayFailsTheRun() throws {
        try write("Session.swift", Source.manager("SessionManager"))
        assertStatus(try lint("--reporter", "sarif", "--output", "reports/ci/lint.sarif", "Session.swift"), 0)
        XCTAssertTrue(try contents(of: "reports/ci/lint.sarif").contains("controller_naming"))
        assertStatus(try lint("--write-baseline", "baselines/lint.json", "Session.swift"), 0)
        XCTAssertTrue(exists("baselines/lint.json"))
        XCTAssertEqual(try leftovers(), [])

        try write("build", "a file, not a folder\n")
        let blocked = try lint("--reporter", "sarif", "--output", "build/reports/lint.sarif", "Session.swift")
        assertStatus(blocked, 1)
        XCTAssertEqual(blocked.stderrLines.first, "error: cannot write build/reports/lint.sarif: build is a file, not a folder")
        XCTAssertEqual(try contents(of: "build"), "a file, not a folder\n")
    }

    /// A killed run leaves no temporary file beside its target: caught while it writes a large
    /// report (tried until a run is caught mid-write).
    func testAnInterruptedWriteLeavesNoTemporaryFile() throws {
        let types = (0..<20_000).map { "final class Session\($0)Manager {}\n" }.joined()
        try write("Sessions.swift", types)
        for _ in 0..<20 {
            let process = Process()
            process.executableURL = LintProcess.binary
            process.arguments = ["--reporter", "json", "--output", "report.json", "Sessions.swift"]
            process.currentDirectoryURL = project
            process.standardError = FileHandle.nullDevice
            try process.run()
            var caught = false
            while process.isRunning && !caught {
                caught = try !leftovers().isEmpty
                if caught { kill(process.processIdentifier, SIGTERM) }
            }
            process.waitUntilExit()
            guard caught else { continue }
            XCTAssertEqual(process.terminationReason, .uncaughtSignal)
            XCTAssertEqual(try leftovers(), [], "the temporary file is removed")
            return
        }
        throw XCTSkip("no run was caught while writing its report")
    }

    /// Temporary files beside the targets: `.name.XXXXXX`.
    private func leftovers() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: project.path).filter { path in
            let name = (path as NSString).lastPathComponent
            return name.hasPrefix(".") && name.count > 7 && name.dropLast(7).hasSuffix(".json") || name.contains(".fifo.")
        }
    }

    private func shell(_ script: String, binary: String) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, binary]
        process.currentDirectoryURL = project
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
