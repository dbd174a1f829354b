#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LintCore

/// The files an Xcode Run Script phase declares as its inputs, which Xcode hands the script
/// in its environment: `SCRIPT_INPUT_FILE_COUNT` and `SCRIPT_INPUT_FILE_0`…
/// (`--use-script-input-files`), and `SCRIPT_INPUT_FILE_LIST_COUNT` and
/// `SCRIPT_INPUT_FILE_LIST_0`…, each an `.xcfilelist` of one path per line
/// (`--use-script-input-file-lists`). SwiftLint's names, read as it reads them; only the Swift
/// files among the inputs are linted (a phase also declares the configuration it reads), and
/// the Swift files in a folder among them, so that a list naming the target's folders need not
/// be written again for every file added.
struct ScriptInputs {
    let environment: [String: String]

    /// The Swift files and folders among the inputs, in the order declared, each once.
    func swiftFiles(files: Bool, lists: Bool) throws -> [String] {
        var paths: [String] = []
        if files { paths += try declared("SCRIPT_INPUT_FILE", option: "--use-script-input-files") }
        if lists {
            for list in try declared("SCRIPT_INPUT_FILE_LIST", option: "--use-script-input-file-lists") {
                paths += try entries(ofList: list)
            }
        }
        var seen = Set<String>()
        return paths.filter { ($0.hasSuffix(".swift") || Self.isFolder($0)) && seen.insert($0).inserted }
    }

    private static func isFolder(_ path: String) -> Bool {
        if case (.directory, _)? = FileSystem.status(of: path, followingLinks: true) { return true }
        return false
    }

    /// `PREFIX_0`… up to `PREFIX_COUNT`.
    private func declared(_ prefix: String, option: String) throws -> [String] {
        let countName = prefix + "_COUNT"
        guard let written = environment[countName] else {
            throw RunError(message: "\(option) reads \(countName) and \(prefix)_0…, which Xcode sets in a Run Script "
                + "phase with inputs; \(countName) is not set")
        }
        guard let count = Int(written), count >= 0 else {
            throw RunError(message: "\(countName) is `\(written)`, not a count of inputs")
        }
        return try (0..<count).map { index in
            guard let path = environment["\(prefix)_\(index)"] else {
                throw RunError(message: "\(countName) is \(count) but \(prefix)_\(index) is not set")
            }
            return path
        }
    }

    /// The paths an `.xcfilelist` names: one a line, blank lines and `#` comments aside, with
    /// build settings (`$(SRCROOT)`, `${SRCROOT}`, `$SRCROOT`) taken from the environment, as
    /// Xcode resolves them.
    private func entries(ofList list: String) throws -> [String] {
        guard let data = FileManager.default.contents(atPath: list) else {
            throw RunError(message: "\(list): the input file list cannot be read")
        }
        var paths: [String] = []
        for (index, line) in String(decoding: data, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .enumerated() {
            let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
            let entry = String(line.drop(while: blank).reversed().drop(while: blank).reversed())
            if entry.isEmpty || entry.hasPrefix("#") { continue }
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            paths.append(try expanding(entry, at: "\(list):\(index + 1)", indent: indent))
        }
        return paths
    }

    private func expanding(_ entry: String, at place: String, indent: Int) throws -> String {
        var result = ""
        var rest = Substring(entry)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            rest = rest[rest.index(after: dollar)...]
            let (name, remainder) = Self.settingName(in: rest)
            guard !name.isEmpty else {
                result += "$"
                continue
            }
            guard let value = environment[name] else {
                let column = indent + entry.distance(from: entry.startIndex, to: dollar) + 1
                throw RunError(message: "\(place):\(column): the build setting `\(name)` is not set in the environment")
            }
            result += value
            rest = remainder
        }
        return result + rest
    }

    /// The setting named right after a `$`: `(NAME)`, `{NAME}` or `NAME`, and what follows it.
    private static func settingName(in text: Substring) -> (String, Substring) {
        let closing: Character? = text.first == "(" ? ")" : text.first == "{" ? "}" : nil
        let start = closing == nil ? text.startIndex : text.index(after: text.startIndex)
        let end = text[start...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? text.endIndex
        let name = String(text[start..<end])
        guard let closing else { return (name, text[end...]) }
        guard end < text.endIndex, text[end] == closing else { return ("", text) }
        return (name, text[text.index(after: end)...])
    }
}
