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
        information(path, followingLinks: true).map { $0.st_mode & S_IFMT == S_IFDIR }
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
        information(path, followingLinks: followingLinks).flatMap(status(from:))
    }

    static func status(from info: stat) -> (Kind, Identity)? {
        let identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return (.directory, identity)
        case S_IFLNK: return (.link, identity)
        case S_IFREG: return (.file, identity)
        default: return nil
        }
    }

    private static func information(_ path: String, followingLinks: Bool) -> stat? {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        return status == 0 ? info : nil
    }

    public struct WriteError: Error, Sendable {
        public var reason: String
    }

    /// Writes every byte, through partial writes and interruptions; false when a write fails
    /// (`errno` says why).
    public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written >= 0 {
                    offset += written
                } else if errno != EINTR {
                    return false
                }
            }
            return true
        }
    }

    /// Everything `descriptor` holds from here to its end; nil when a read fails (`errno` says
    /// why). The first read asks for `expectedSize` + 1 bytes straight into the array (no
    /// copy for a file whose size is known); a file that grows meanwhile is read to its end.
    public static func readToEnd(_ descriptor: Int32, expectedSize: Int = 65_535) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunkSize = max(expectedSize, 0) + 1
        while true {
            var failed = false
            let chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { buffer, count in
                var read = systemRead(descriptor, buffer.baseAddress, chunkSize)
                while read < 0 && errno == EINTR { read = systemRead(descriptor, buffer.baseAddress, chunkSize) }
                failed = read < 0
                count = max(read, 0)
            }
            if failed { return nil }
            if chunk.isEmpty { return bytes }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            chunkSize = 65_536
        }
    }

    /// `strerror` for `code`, by default the current `errno`.
    public static func systemError(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }
}

// `read(2)` and `write(2)`, named apart from the methods that would shadow them.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
