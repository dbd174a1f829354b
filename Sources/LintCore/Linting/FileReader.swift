import Foundation

public struct FileReadError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { reason }
}

/// Reads a whole file as bytes, refusing directories and binary content.
public enum FileReader {
    public static func read(_ path: String) throws -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw FileReadError(path: path, reason: exists ? "file is not readable" : "file does not exist")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw FileReadError(path: path, reason: "file could not be read: \(error.localizedDescription)")
        }
        let bytes = [UInt8](data)
        if looksBinary(bytes) { throw FileReadError(path: path, reason: "file looks binary (it contains NUL bytes); skipped") }
        return bytes
    }

    /// Swift source never contains NUL; a NUL in the first 8 KB marks a binary file.
    static func looksBinary(_ bytes: [UInt8]) -> Bool {
        bytes.prefix(8192).contains(0)
    }
}
