#if canImport(Glibc)
import Glibc
private typealias DirectoryStream = OpaquePointer
#elseif canImport(Darwin)
import Darwin
private typealias DirectoryStream = UnsafeMutablePointer<DIR>
#endif

/// An open directory, for file discovery: its entries with the kind `readdir` reports, and
/// the status of an entry looked up from the directory itself. Discovery visits every
/// file of a project; `lstat` of each full path walked the path from the root again, and
/// most entries need no status at all.
public final class Directory {
    private let stream: DirectoryStream

    public struct Entry: Sendable {
        public var name: String
        /// What the directory says the entry is; nil when it does not say (some file
        /// systems) or for anything but a file, directory or link.
        public var kind: FileSystem.Kind?
    }

    /// Nil when `path` cannot be opened as a directory.
    public init?(_ path: String) {
        guard let stream = opendir(path) else { return nil }
        self.stream = stream
    }

    deinit {
        closedir(stream)
    }

    /// Every entry but `.` and `..`, in the order the file system gives.
    public func entries() -> [Entry] {
        var entries: [Entry] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != "." && name != ".." else { continue }
            entries.append(Entry(name: name, kind: Self.kind(ofEntryType: entry.pointee.d_type)))
        }
        return entries
    }

    /// The status of the entry `name`, as `FileSystem.status(of:followingLinks:)` gives it for
    /// the entry's full path.
    public func status(of name: String, followingLinks: Bool) -> (FileSystem.Kind, FileSystem.Identity)? {
        var info = stat()
        guard fstatat(dirfd(stream), name, &info, followingLinks ? 0 : AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return FileSystem.status(from: info)
    }

    private static func kind(ofEntryType type: UInt8) -> FileSystem.Kind? {
        switch Int32(type) {
        case Int32(DT_REG): return .file
        case Int32(DT_DIR): return .directory
        case Int32(DT_LNK): return .link
        default: return nil
        }
    }
}
