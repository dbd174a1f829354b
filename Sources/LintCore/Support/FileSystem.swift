#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file system calls lint makes, on the C library. lint imports FoundationEssentials,
/// not Foundation: on Linux, Foundation brings its internationalization library and ICU,
/// which took 3 ms of every run's start just to load and relocate.
public enum FileSystem {
    /// Whether `path` names a directory (following links); nil when nothing is there.
    public static func isDirectory(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR
    }

    public enum Kind: Sendable { case file, directory, link }

    /// Device and inode: one file however many paths lead to it.
    public struct Identity: Hashable, Sendable {
        public var device: UInt64
        public var inode: UInt64
    }

    /// What `path` is (nil for anything but a file, directory or link, or nothing), from
    /// `stat` or, not following a final link, `lstat`.
    public static func status(of path: String, followingLinks: Bool) -> (Kind, Identity)? {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return nil }
        let identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return (.directory, identity)
        case S_IFLNK: return (.link, identity)
        case S_IFREG: return (.file, identity)
        default: return nil
        }
    }

    public struct WriteError: Error, Sendable {
        public var reason: String
    }

    /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`: a reader
    /// sees the old file or the new one, never part of it, and a failure leaves no file.
    /// The file gets the permissions a new file would (0666 less the umask).
    public static func replace(_ path: String, with bytes: [UInt8]) throws(WriteError) {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array((directory + "." + name + ".XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw WriteError(reason: systemError()) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        let mask = umask(0)
        umask(mask)
        var failure: String?
        if fchmod(descriptor, 0o666 & ~mask) != 0 { failure = systemError() }
        var offset = 0
        bytes.withUnsafeBytes { buffer in
            while failure == nil && offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written >= 0 {
                    offset += written
                } else if errno != EINTR {
                    failure = systemError()
                }
            }
        }
        if close(descriptor) != 0 && failure == nil { failure = systemError() }
        if failure == nil && rename(temporary, path) != 0 { failure = systemError() }
        if let failure {
            unlink(temporary)
            throw WriteError(reason: failure)
        }
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}

/// `read(2)`, named apart from the `read` methods that would shadow it.
func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
