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
        if looksBinary(bytes) { throw FileReadError(path: path, reason: "file looks binary, not Swift source (NUL and control bytes); not linted") }
        return bytes
    }

    /// Binary formats are full of NUL and control bytes; a text file with a stray NUL is still
    /// text, and is linted (the scanner takes any byte). Judged on the first 8 KB.
    static func looksBinary(_ bytes: [UInt8]) -> Bool {
        let sample = bytes.prefix(8192)
        guard !sample.isEmpty else { return false }
        var nul = 0
        var control = 0
        for byte in sample {
            if byte == 0 { nul += 1 }
            if byte < 0x09 || (byte > 0x0D && byte < 0x20) { control += 1 }
        }
        return (nul >= 2 && nul * 50 >= sample.count) || control * 10 >= sample.count
    }
}
