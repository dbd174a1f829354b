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
        let repository = try GitRepository.containing(currentDirectory, for: "`--staged`")
        let root = repository.root
        let listing = try GitRepository.run(["diff", "--cached", "--name-only", "--diff-filter=ACMR", "-z"], in: root)
        let excluded = configuration.excluded.map { Glob($0, root: configuration.rootDirectory) }
        let context = ReportContext(currentDirectory: currentDirectory)
        let paths = listing.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            .filter { $0.hasSuffix(".swift") }
            .filter { path in !excluded.contains { $0.matches(root + "/" + path) } }
            .sorted()
        // Every staged file from one `git cat-file --batch`.
        let staged = try repository.objects(paths.map { ":" + $0 })
        return paths.map { path in
            LintInput(path: context.relativePath(root + "/" + path)) {
                guard let bytes = staged[":" + path] else { throw RunError(message: "git has no staged version of \(path)") }
                return bytes
            }
        }
    }
}
