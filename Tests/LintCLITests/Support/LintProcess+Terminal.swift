import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LintProcess {
    /// One run with standard output on a pseudo-terminal, as a person at a terminal sees it
    /// (line ends as the terminal gets them, `\r\n`, read back as `\n`); standard error to a file.
    static func runInTerminal(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> RunResult {
        guard let binary else { throw NotFound() }
        let master = try PseudoTerminal.openMaster()
        let terminal = open(try PseudoTerminal.name(ofMaster: master), O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { throw TerminalUnavailable() }
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("lint-cli-terminal-\(UUID().uuidString)")
        try Data().write(to: errURL)
        defer { try? FileManager.default.removeItem(at: errURL) }
        let errHandle = try FileHandle(forWritingTo: errURL)

        let process = Self.process(
            binary, arguments, in: directory, environment: environment,
            output: FileHandle(fileDescriptor: terminal, closeOnDealloc: false), errors: errHandle
        )
        process.standardInput = FileHandle.nullDevice
        // The terminal's output is read as it comes: a full terminal buffer would stop the run.
        let reader = TerminalReader(master)
        let reading = Thread { reader.readToEnd() }
        reading.start()
        try process.run()
        process.waitUntilExit()
        close(terminal)
        reader.finished.wait()
        close(master)
        try? errHandle.close()
        let stdout = String(decoding: reader.bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        let stderr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        return RunResult(status: process.terminationStatus, stdout: stdout, stderr: stderr, timedOut: false)
    }

    struct TerminalUnavailable: Error {}
}

/// The C library's pseudo-terminal calls, looked up by name: Swift's Glibc module leaves them
/// out (they need `_XOPEN_SOURCE`).
private enum PseudoTerminal {
    private typealias OpenMaster = @convention(c) (Int32) -> Int32
    private typealias OnMaster = @convention(c) (Int32) -> Int32
    private typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    private static func function<T>(_ name: String, as type: T.Type) throws -> T {
        #if os(Linux)
        let everywhere: UnsafeMutableRawPointer? = nil
        #else
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)
        #endif
        guard let symbol = dlsym(everywhere, name) else { throw LintProcess.TerminalUnavailable() }
        return unsafeBitCast(symbol, to: type)
    }

    static func openMaster() throws -> Int32 {
        let master = try function("posix_openpt", as: OpenMaster.self)(O_RDWR | O_NOCTTY)
        guard master >= 0, try function("grantpt", as: OnMaster.self)(master) == 0,
              try function("unlockpt", as: OnMaster.self)(master) == 0
        else { throw LintProcess.TerminalUnavailable() }
        return master
    }

    static func name(ofMaster master: Int32) throws -> String {
        guard let name = try function("ptsname", as: Name.self)(master) else { throw LintProcess.TerminalUnavailable() }
        return String(cString: name)
    }
}

/// Reads a pseudo-terminal's master side until every writer has closed the terminal.
private final class TerminalReader: @unchecked Sendable {
    private let descriptor: Int32
    private(set) var bytes: [UInt8] = []
    let finished = DispatchSemaphore(value: 0)

    init(_ descriptor: Int32) { self.descriptor = descriptor }

    func readToEnd() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += buffer[..<count]
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        finished.signal()
    }
}
