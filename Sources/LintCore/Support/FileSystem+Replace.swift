#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`: a reader
    /// sees the old file or the new one, never part of it, and a failure leaves no file.
    /// The file gets the permissions a new file would (0666 less the umask), or, `keepingMode`,
    /// those `path` has. A symbolic link is followed, and the file it names is replaced, never
    /// the link. What is not a regular file (a FIFO, a device such as `/dev/null` or a terminal)
    /// is written through, as a shell's redirection writes it: replacing it would destroy it.
    /// A temporary file left by a run that is interrupted (SIGINT, SIGTERM) is removed.
    public static func replace(_ path: String, with bytes: [UInt8], keepingMode: Bool = false) throws(WriteError) {
        let path = target(ofLinksAt: path)
        var existing = stat()
        let exists = stat(path, &existing) == 0
        if exists && existing.st_mode & S_IFMT != S_IFREG && existing.st_mode & S_IFMT != S_IFDIR {
            return try writeThrough(bytes, to: path)
        }
        let mode = keepingMode && exists ? existing.st_mode & 0o7777 : nil
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array((directory + "." + name + ".XXXXXX").utf8CString)
        let descriptor = InterruptedWrite.creatingTemporary(&template)
        guard descriptor >= 0 else { throw WriteError(reason: systemError()) }
        let mask = umask(0)
        umask(mask)
        var failure: String?
        if fchmod(descriptor, mode ?? (0o666 & ~mask)) != 0 || !write(bytes, to: descriptor) { failure = systemError() }
        if close(descriptor) != 0 && failure == nil { failure = systemError() }
        let renamed = failure == nil && template.withUnsafeBufferPointer { rename($0.baseAddress!, path) } == 0
        if failure == nil && !renamed { failure = systemError() }
        if failure != nil { template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) } }
        InterruptedWrite.finished()
        if let failure { throw WriteError(reason: failure) }
    }

    /// Makes the folder `path` (its parent must exist) with the permissions a new folder gets;
    /// one made meanwhile by another process is as good.
    public static func makeDirectory(_ path: String) throws(WriteError) {
        guard mkdir(path, 0o777) == 0 else {
            let failure = systemError()
            if isDirectory(path) == true { return }
            throw WriteError(reason: failure)
        }
    }

    /// The file a chain of symbolic links at `path` ends at, which may not exist yet; `path`
    /// itself when it is no link.
    static func target(ofLinksAt path: String) -> String {
        var current = path
        // As the kernel does, a chain of more than 40 links is given up on: the rename then fails
        // on the last link read, with its own error.
        for _ in 0..<40 {
            guard status(of: current, followingLinks: false)?.0 == .link else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, Int(PATH_MAX))
            guard length > 0 else { return current }
            let text = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("/") {
                current = text
            } else {
                let slash = current.utf8.lastIndex(of: UInt8(ascii: "/"))
                current = (slash.map { String(current[...$0]) } ?? "") + text
            }
        }
        return current
    }

    /// Opens what is at `path` for writing, without creating or truncating a regular file, and
    /// writes `bytes` into it.
    private static func writeThrough(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let descriptor = open(path, O_WRONLY | O_NOCTTY)
        guard descriptor >= 0 else { throw WriteError(reason: systemError()) }
        var failure = write(bytes, to: descriptor) ? nil : systemError()
        if close(descriptor) != 0 && failure == nil { failure = systemError() }
        if let failure { throw WriteError(reason: failure) }
    }
}

/// The temporary file an atomic write is filling, removed if SIGINT or SIGTERM ends the run
/// first: a killed run must not leave a report's worth of bytes beside its target.
private enum InterruptedWrite {
    /// The temporary's path, as the handler reads it: a signal handler may call `unlink` but
    /// not allocate, so the path is kept in a buffer of its own.
    nonisolated(unsafe) static var pending: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) static var handlersInstalled = false
    static let lock = Lock()

    /// `mkstemp` on `template`, with the path recorded for the handlers.
    static func creatingTemporary(_ template: inout [CChar]) -> Int32 {
        lock.withLock {
            installHandlers()
            let descriptor = mkstemp(&template)
            if descriptor >= 0 {
                let copy = UnsafeMutablePointer<CChar>.allocate(capacity: template.count)
                copy.initialize(from: template, count: template.count)
                pending = copy
            }
            return descriptor
        }
    }

    static func finished() {
        lock.withLock {
            let done = pending
            pending = nil
            done?.deallocate()
        }
    }

    private static func installHandlers() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber) { received in
                if let path = InterruptedWrite.pending { unlink(path) }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }
}
