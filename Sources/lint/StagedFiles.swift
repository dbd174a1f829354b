#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LintCore

/// `--staged`: the Swift files staged in git, read from the index (what will be committed),
/// reported under their working-tree paths.
enum StagedFiles {
    static func inputs(configuration: Configuration, currentDirectory: String) throws -> [LintInput] {
        guard let top = try? Git.run(["rev-parse", "--show-toplevel"], in: currentDirectory) else {
            throw RunError(message: "`--staged` needs a git repository, and \(currentDirectory) is not in one")
        }
        let root = String(decoding: top, as: UTF8.self).trimming(\.isNewline)
        let listing = try Git.run(["diff", "--cached", "--name-only", "--diff-filter=ACMR", "-z"], in: root)
        let excluded = configuration.excluded.map { Glob($0, root: configuration.rootDirectory) }
        let context = ReportContext(currentDirectory: currentDirectory)
        return listing.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            .filter { $0.hasSuffix(".swift") }
            .filter { path in !excluded.contains { $0.matches(root + "/" + path) } }
            .sorted()
            .map { path in
                LintInput(path: context.relativePath(root + "/" + path)) {
                    try Git.run(["show", ":" + path], in: root)
                }
            }
    }
}

enum Git {
    /// Runs `git` in `directory` and returns its standard output; throws with git's own
    /// message on failure.
    static func run(_ arguments: [String], in directory: String) throws -> [UInt8] {
        let result: Subprocess.Output
        do {
            result = try Subprocess.run(["git", "-C", directory] + arguments)
        } catch {
            throw RunError(message: "git \(arguments.first ?? "") failed: \(error)")
        }
        guard result.status == 0 else {
            let text = String(decoding: result.standardError, as: UTF8.self).trimming(\.isWhitespace)
            throw RunError(message: "git \(arguments.first ?? "") failed: \(text)")
        }
        return result.standardOutput
    }
}
