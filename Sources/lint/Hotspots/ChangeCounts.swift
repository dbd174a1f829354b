import LintCore

/// How often each file changed: the commits of the period that touched it, under any of its
/// names, from one `git log` pass (newest first, renames followed back to the old name).
struct ChangeCounts {
    /// Commits per file, by its path from the repository's top folder today.
    private(set) var commits: [String: Int] = [:]
    /// The commits of the period, merges aside.
    private(set) var commitCount = 0

    /// `files`: today's files, from the repository's top folder; `range`: `git log`'s
    /// arguments choosing the period (`--since=…` or `REV..HEAD`).
    init(repository: GitRepository, files: Set<String>, range: [String]) throws {
        let output = try repository.run(["log", "--no-merges", "-M", "--name-status", "-z", "--format=%x01%H"] + range)
        var current = Dictionary(uniqueKeysWithValues: files.map { ($0, $0) })
        for record in output.split(separator: 1) {
            commitCount += 1
            var touched = Set<String>()
            var fields = record.split(separator: 0, omittingEmptySubsequences: false).dropFirst().makeIterator()
            while let field = fields.next() {
                let status = field.drop { $0 == 10 }
                guard let kind = status.first else { continue }
                if kind == UInt8(ascii: "R") || kind == UInt8(ascii: "C") {
                    guard let old = fields.next().map(Self.path), let new = fields.next().map(Self.path) else { break }
                    guard let file = current[new] else { continue }
                    touched.insert(file)
                    // Before a rename, the file had its old name and the new one was not it.
                    if kind == UInt8(ascii: "R") {
                        current[new] = nil
                        current[old] = file
                    }
                } else {
                    guard let path = fields.next().map(Self.path), let file = current[path] else { continue }
                    touched.insert(file)
                    // Before it was added, a file of that name was another one.
                    if kind == UInt8(ascii: "A") { current[path] = nil }
                }
            }
            for file in touched { commits[file, default: 0] += 1 }
        }
    }

    private static func path(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
