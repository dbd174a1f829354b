/// The cross-reference of a project kept between edits (an editor's) or snapshots (`lint
/// history`): each file's references by path, the whole rebuilt only once something changed.
/// Not thread-safe: its owner serializes calls.
final class WarmCrossReference: @unchecked Sendable {
    let parts: CrossReferenceParts
    private var files: [String: FileReferences] = [:]
    private var unreadable: Set<String> = []
    private var built: CrossReference?

    init(parts: CrossReferenceParts) {
        self.parts = parts
    }

    /// What `file` tells the project, from any thread, to `keep` later; nil when no rule reads it.
    func reading(_ file: SourceFile) -> FileReferences? {
        parts.isEmpty ? nil : FileReferences(file, parts: parts)
    }

    /// The references of the file at `path`; nil: the path is gone, or `unread`.
    func keep(_ references: FileReferences?, path: String, unread: Bool = false) {
        guard !parts.isEmpty else { return }
        files[path] = references
        if unread { unreadable.insert(path) } else { unreadable.remove(path) }
        built = nil
    }

    func update(path: String, file: SourceFile?) {
        keep(file.flatMap(reading), path: path)
    }

    /// The project's cross-reference as the kept files make it.
    func current() -> CrossReference {
        if let built { return built }
        let reference = parts.isEmpty ? CrossReference.empty : CrossReference(Array(files.values), unreadable: Array(unreadable))
        built = reference
        return reference
    }
}
