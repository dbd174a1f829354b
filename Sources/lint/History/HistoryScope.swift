import LintCore

/// Which files of a snapshot `lint history` lints: the Swift files under the named paths (or
/// the snapshot configuration's `included`, or the current directory), less its `excluded`
/// and the folders file discovery skips. Paths are the work tree's, as if the snapshot were
/// checked out there.
struct HistoryScope {
    /// The repository's top folder, absolute.
    let root: String
    /// The current directory in the repository's terms (`root` plus the prefix git gives).
    let currentDirectory: String
    /// Absolute paths named on the command line; empty: from the configuration.
    let namedRoots: [String]

    init(repository: GitRepository, prefix: String, namedPaths: [String]) throws {
        root = repository.root
        currentDirectory = ReportContext(currentDirectory: repository.root).absolutePath(prefix)
        let context = ReportContext(currentDirectory: currentDirectory)
        namedRoots = try namedPaths.map { path in
            let absolute = context.absolutePath(path)
            guard absolute == repository.root || absolute.hasPrefix(repository.root + "/") else {
                throw RunError(message: "\(path): not in the repository at \(repository.root)")
            }
            return absolute
        }
    }

    var context: ReportContext { ReportContext(currentDirectory: currentDirectory) }

    /// The absolute path of a path from the top folder.
    func absolute(_ pathFromTop: String) -> String {
        root + "/" + pathFromTop
    }

    /// The path from the top folder of an absolute path inside the repository.
    func pathFromTop(_ absolute: String) -> String {
        absolute == root ? "" : String(absolute.dropFirst(root.count + 1))
    }

    /// The snapshot's files to lint, of those it has (paths from the top folder), by the path
    /// reported for each.
    /// A file of a snapshot: its path from the top folder, and the path reported for it.
    struct File {
        var pathFromTop: String
        var reported: String
    }

    func files(among paths: [String], configuration: Configuration) -> [File] {
        let roots = namedRoots.isEmpty
            ? (configuration.included.isEmpty
                ? [currentDirectory]
                : configuration.included.map(ReportContext(currentDirectory: configuration.rootDirectory).absolutePath))
            : namedRoots
        let excluded = configuration.excluded.map { Glob($0, root: configuration.rootDirectory) }
        let context = self.context
        return paths.compactMap { path in
            guard path.hasSuffix(".swift") else { return nil }
            let absolute = self.absolute(path)
            guard let under = roots.first(where: { absolute == $0 || absolute.hasPrefix($0 == "/" ? "/" : $0 + "/") }),
                  !Self.crossesSkippedFolder(String(absolute.dropFirst(under.count))),
                  !excluded.contains(where: { $0.matches(absolute) }) else { return nil }
            return File(pathFromTop: path, reported: context.relativePath(absolute))
        }.sorted { $0.reported.precedesInUTF8($1.reported) }
    }

    /// Build products and dependencies (`.build`, `Pods`, a DocC catalog) below the root.
    private static func crossesSkippedFolder(_ belowRoot: String) -> Bool {
        belowRoot.split(separator: "/").dropLast().contains { FileDiscovery.isSkippedDirectory(String($0)) }
    }
}
