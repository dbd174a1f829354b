import LintCore

/// What `lint history` reads from git: the first-parent line of commits, each commit's files,
/// and whether a shallow clone cut the line short.
extension GitRepository {
    /// A commit on the first-parent line, with its committer time (seconds since 1970, UTC).
    struct StampedCommit: Equatable {
        var hash: String
        var time: Int

        var day: Day { Day(secondsSince1970: time) }
    }

    /// The first-parent line ending at `tip`, oldest first.
    func firstParentLine(to tip: String) throws -> [StampedCommit] {
        let output = try run(["rev-list", "--first-parent", "--timestamp", tip])
        var commits: [StampedCommit] = []
        for line in output.split(separator: 10) {
            let fields = line.split(separator: 32)
            guard fields.count == 2, let time = Int(String(decoding: fields[0], as: UTF8.self)) else { continue }
            commits.append(StampedCommit(hash: String(decoding: fields[1], as: UTF8.self), time: time))
        }
        return commits.reversed()
    }

    /// Whether `commit` is where a shallow clone's history stops (its parents were not fetched).
    func isShallowBoundary(_ commit: String) throws -> Bool {
        let shallowFile = String(decoding: try run(["rev-parse", "--git-path", "shallow"]), as: UTF8.self)
            .trimming(\.isNewline)
        let path = shallowFile.hasPrefix("/") ? shallowFile : root + "/" + shallowFile
        guard let bytes = try? FileReader.read(path) else { return false }
        return bytes.split(separator: 10).contains { $0.elementsEqual(commit.utf8) }
    }

    /// The blobs of `commit`'s files that `keep` keeps (given each path from the top folder),
    /// by path. Symbolic links and submodules are left out.
    func files(at commit: String, keeping keep: (String) -> Bool) throws -> [String: String] {
        let output = try run(["ls-tree", "-r", "-z", "--full-tree", commit])
        var blobs: [String: String] = [:]
        for entry in output.split(separator: 0) {
            // "<mode> blob <object>\t<path>"
            guard let tab = entry.firstIndex(of: 9) else { continue }
            let header = entry[entry.startIndex..<tab].split(separator: 32)
            guard header.count == 3, header[0].elementsEqual("100644".utf8) || header[0].elementsEqual("100755".utf8)
            else { continue }
            let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            if keep(path) { blobs[path] = String(decoding: header[2], as: UTF8.self) }
        }
        return blobs
    }

    /// The current branch's name, or nil on a detached HEAD.
    var branchName: String? {
        guard let name = try? run(["symbolic-ref", "--quiet", "--short", "HEAD"]) else { return nil }
        return String(decoding: name, as: UTF8.self).trimming(\.isNewline)
    }
}
