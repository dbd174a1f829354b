import LintCore

/// A change in git, as `--new-from-rev REV` and `--staged` see it: which files it changed,
/// added or left alone since a revision, and the changed files as they were there.
struct ChangeSinceRevision {
    /// The revision as the user wrote it (`origin/main`), for messages.
    let revision: String
    private let changes: GitRepository.Changes
    /// Each changed file's contents at the revision, by its current path from the top folder.
    private let previous: [String: [UInt8]]
    /// The current directory's path from the repository's top folder (`Sources/`), or nil when
    /// it is the top folder itself.
    private let prefix: String
    private let context: ReportContext

    enum Status {
        case changed(previous: [UInt8])
        case added
        case unchanged
    }

    /// The change from `revision` to the work tree (or, `staged`, to the index), with the changed
    /// files' previous versions found in one `git ls-tree` and read in one `git cat-file --batch`.
    init(revision: String, staged: Bool, currentDirectory: String, purpose: String) throws {
        let repository = try GitRepository.containing(currentDirectory, for: purpose)
        let commit = try repository.commit(revision, for: purpose)
        self.revision = revision
        changes = try repository.changes(since: commit, staged: staged)
        let files = try repository.files(Set(changes.previousPaths.values), at: commit)
        previous = changes.previousPaths.compactMapValues { files[$0] }
        prefix = try repository.prefix(of: currentDirectory)
        context = ReportContext(currentDirectory: currentDirectory)
    }

    /// Whether the change touched the file reported as `path` (relative to the current directory,
    /// or absolute). A file git does not track counts as added.
    func status(of path: String) -> Status {
        guard let fromTop = pathFromTop(path) else { return .added }
        if let bytes = previous[fromTop] { return .changed(previous: bytes) }
        if changes.previousPaths[fromTop] != nil || changes.added.contains(fromTop) { return .added }
        return .unchanged
    }

    /// Nil for a path outside the repository.
    private func pathFromTop(_ path: String) -> String? {
        var components: [Substring] = []
        for component in (prefix + context.relativePath(context.absolutePath(path))).split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard components.popLast() != nil else { return nil }
            default: components.append(component)
            }
        }
        return components.joined(separator: "/")
    }
}

extension GitRepository {
    /// `directory`'s path from the top folder, ending in `/` (empty at the top).
    func prefix(of directory: String) throws -> String {
        String(decoding: try Self.run(["rev-parse", "--show-prefix"], in: directory), as: UTF8.self).trimming(\.isNewline)
    }
}
