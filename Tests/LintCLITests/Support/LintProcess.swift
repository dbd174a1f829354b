import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one run of the `lint` binary produced.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var timedOut: Bool

    var stdoutLines: [String] { Self.lines(stdout) }
    var stderrLines: [String] { Self.lines(stderr) }

    /// The violations of an xcode-format report, in the order printed.
    var violations: [ReportedViolation] { stdoutLines.compactMap(ReportedViolation.init(xcodeLine:)) }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}

/// One line of the xcode reporter, `path:line:col: severity: message (rule_id)`, reduced to
/// what tests compare: `path:line:col: severity rule_id`.
struct ReportedViolation: Equatable, CustomStringConvertible {
    var path: String
    var line: Int
    var column: Int
    var severity: String
    var rule: String
    var message: String

    init?(xcodeLine text: String) {
        let parts = text.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
        guard parts.count == 5, let line = Int(parts[1]), let column = Int(parts[2]),
              text.hasSuffix(")"), let open = text.range(of: " (", options: .backwards) else { return nil }
        path = String(parts[0])
        self.line = line
        self.column = column
        severity = parts[3].trimmingCharacters(in: .whitespaces)
        rule = String(text[open.upperBound..<text.index(before: text.endIndex)])
        let rest = parts[4].dropFirst()
        message = String(rest.prefix(max(0, rest.count - rule.count - 3)))
    }

    var description: String { "\(path):\(line):\(column): \(severity) \(rule)" }
}

/// Finds the built `lint` executable and runs it as a child process.
enum LintProcess {
    private final class BundleMarker {}

    static let binary: URL? = locateBinary()

    /// Root reads files whatever their permissions.
    static var runsAsRoot: Bool { geteuid() == 0 }

    /// `LINT_BINARY` when set; otherwise the products directory of the running test bundle
    /// (where SwiftPM builds the `lint` dependency); otherwise the package's scratch paths.
    private static func locateBinary() -> URL? {
        if let explicit = ProcessInfo.processInfo.environment["LINT_BINARY"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        var directories: [URL] = []
        let anchors = [
            Bundle(for: BundleMarker.self).bundleURL, Bundle.main.bundleURL,
            URL(fileURLWithPath: CommandLine.arguments.first ?? "/"),
        ]
        for anchor in anchors {
            directories += [anchor, anchor.deletingLastPathComponent()]
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        directories += [".build-cli", ".build"].map { packageRoot.appendingPathComponent($0).appendingPathComponent("debug") }
        for directory in directories {
            let candidate = directory.appendingPathComponent("lint")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return nil
    }

    struct NotFound: Error, CustomStringConvertible {
        var description: String { "the built `lint` binary was not found next to the test bundle; set LINT_BINARY" }
    }

    /// 20 s, or `LINT_TEST_TIMEOUT` seconds: sanitizer builds run several times slower.
    static let defaultTimeout = ProcessInfo.processInfo.environment["LINT_TEST_TIMEOUT"].flatMap(TimeInterval.init) ?? 20

    /// Runs `lint` with `arguments` in `directory`. Standard input is empty unless `stdin` is
    /// given. Output goes to temporary files, so a chatty child cannot block on a full pipe.
    /// After `timeout` seconds the child is terminated (then killed) and `timedOut` is set.
    /// The binary's process, with this process's environment and `environment` on top.
    static func process(
        _ binary: URL, _ arguments: [String], in directory: URL, environment: [String: String], output: FileHandle,
        errors: FileHandle
    ) -> Process {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardOutput = output
        process.standardError = errors
        return process
    }

    static func run(
        _ arguments: [String], in directory: URL, stdin: String? = nil, environment: [String: String] = [:],
        timeout: TimeInterval = defaultTimeout
    ) throws -> RunResult {
        guard let binary else { throw NotFound() }
        let ioDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("lint-cli-io-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: ioDirectory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: ioDirectory) }
        let outURL = ioDirectory.appendingPathComponent("stdout")
        let errURL = ioDirectory.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)

        let process = Self.process(binary, arguments, in: directory, environment: environment, output: outHandle, errors: errHandle)
        let inputPipe = stdin.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice

        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        if let inputPipe, let stdin {
            inputPipe.fileHandleForWriting.write(Data(stdin.utf8))
            try? inputPipe.fileHandleForWriting.close()
        }
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            if finished.wait(timeout: .now() + 2) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
        }
        try? outHandle.close()
        try? errHandle.close()
        let stdout = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        return RunResult(status: process.terminationStatus, stdout: stdout, stderr: stderr, timedOut: timedOut)
    }
}
