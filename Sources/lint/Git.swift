import LintCore

/// A git repository, read by running the `git` executable: the change since a revision, and
/// file contents read from git objects in one `git cat-file --batch` process.
struct GitRepository {
    /// The work tree's top folder, absolute.
    let root: String

    /// The repository `directory` is in; `purpose` names the option that needs it.
    static func containing(_ directory: String, for purpose: String) throws -> GitRepository {
        guard let top = try? run(["rev-parse", "--show-toplevel"], in: directory) else {
            throw RunError(message: "\(purpose) needs a git repository, and \(directory) is not in one")
        }
        return GitRepository(root: String(decoding: top, as: UTF8.self).trimming(\.isNewline))
    }

    /// The commit `revision` names. A revision a shallow clone lacks gets advice on fetching it.
    func commit(_ revision: String, for purpose: String) throws -> String {
        if let commit = try? run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"]) {
            return String(decoding: commit, as: UTF8.self).trimming(\.isNewline)
        }
        let shallow = (try? run(["rev-parse", "--is-shallow-repository"])).map { String(decoding: $0, as: UTF8.self) }
        if shallow?.hasPrefix("true") == true {
            throw RunError(
                message: "\(purpose): `\(revision)` is not in this shallow clone; fetch more history "
                    + "(`fetch-depth: 0` in actions/checkout, or `git fetch --unshallow`)"
            )
        }
        throw RunError(message: "\(purpose): `\(revision)` is not a revision of the repository at \(root)")
    }

    /// Whether the repository has a commit yet (`HEAD` exists).
    var hasCommits: Bool {
        (try? run(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"])) != nil
    }

    /// How the Swift files of the work tree (or, `staged`, of the index) differ from `commit`,
    /// by their paths relative to `root`; renames are followed.
    func changes(since commit: String, staged: Bool = false) throws -> Changes {
        var arguments = ["diff", "--name-status", "-z", "-M", "--no-ext-diff"]
        if staged { arguments.append("--cached") }
        // Only Swift files: git need not read (or even have) the objects of the others.
        let fields = try run(arguments + [commit, "--", "*.swift"]).split(separator: 0, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        var changes = Changes()
        var index = 0
        while index < fields.count, let status = fields[index].first {
            if status == "R" || status == "C", index + 2 < fields.count {
                // A copy is a new file; a rename keeps its history.
                if status == "R" {
                    changes.previousPaths[fields[index + 2]] = fields[index + 1]
                } else {
                    changes.added.insert(fields[index + 2])
                }
                index += 3
                continue
            }
            guard index + 1 < fields.count else { break }
            let path = fields[index + 1]
            switch status {
            case "A": changes.added.insert(path)
            case "D": break
            default: changes.previousPaths[path] = path
            }
            index += 2
        }
        if !staged {
            let untracked = try run(["ls-files", "--others", "--exclude-standard", "-z", "--", "*.swift"]).split(separator: 0)
            changes.added.formUnion(untracked.map { String(decoding: $0, as: UTF8.self) })
        }
        return changes
    }

    /// The contents of objects such as `HEAD:Sources/A.swift` or `:Sources/A.swift` (the index),
    /// in one `git cat-file --batch` process; nil for a name git does not have.
    func objects(_ names: [String]) throws -> [String: [UInt8]] {
        guard !names.isEmpty else { return [:] }
        let request = Array(names.joined(separator: "\n").utf8) + [10]
        let output = try run(["cat-file", "--batch"], input: request)
        var contents: [String: [UInt8]] = [:]
        var position = 0
        for name in names {
            // "<object> <type> <size>\n<contents>\n", or "<name> missing\n".
            guard let headerEnd = output[position...].firstIndex(of: 10) else { break }
            let header = output[position..<headerEnd].split(separator: 32)
            position = headerEnd + 1
            guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)),
                  position + size <= output.count else { continue }
            if header[1].elementsEqual("blob".utf8) { contents[name] = Array(output[position..<position + size]) }
            position += size + 1
        }
        return contents
    }

    /// The contents of the files at `paths` (relative to `root`) in `commit`. Their objects are
    /// found in one listing of the commit's tree: git looks a `commit:path` name up by walking
    /// each folder's entries in turn, so naming each of thousands of files in one folder took
    /// seconds.
    func files(_ paths: Set<String>, at commit: String) throws -> [String: [UInt8]] {
        guard !paths.isEmpty else { return [:] }
        var objectByPath: [String: String] = [:]
        // "<mode> <type> <object>\t<path>\0" for each file of the tree.
        for entry in try run(["ls-tree", "-r", "-z", "--full-tree", commit]).split(separator: 0) {
            guard let tab = entry.firstIndex(of: 9) else { continue }
            let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            guard paths.contains(path) else { continue }
            let fields = entry[..<tab].split(separator: 32)
            if fields.count == 3, fields[1].elementsEqual("blob".utf8) {
                objectByPath[path] = String(decoding: fields[2], as: UTF8.self)
            }
        }
        let contents = try objects(Array(Set(objectByPath.values)).sorted())
        return objectByPath.compactMapValues { contents[$0] }
    }

    /// The files' paths relative to `root`, changed or added, and where each changed one was.
    struct Changes {
        /// Each modified or renamed file's path at the revision.
        var previousPaths: [String: String] = [:]
        /// Added since the revision, and untracked.
        var added: Set<String> = []
    }

    func run(_ arguments: [String], input: [UInt8] = []) throws -> [UInt8] {
        try Self.run(arguments, in: root, input: input)
    }

    /// Runs `git` in `directory` and returns its standard output; throws with git's own
    /// message on failure.
    static func run(_ arguments: [String], in directory: String, input: [UInt8] = []) throws -> [UInt8] {
        let result: Subprocess.Output
        do {
            result = try Subprocess.run(["git", "-C", directory] + arguments, input: input)
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
