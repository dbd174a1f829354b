import LintCore

/// The commits `lint history` lints: the first-parent line of `--until` (HEAD), from `--since`,
/// one per `--every` interval.
struct HistoryWalk {
    let commits: [GitRepository.StampedCommit]
    /// What the walk follows, for titles: the branch, or the revision `--until` names.
    let branch: String?

    init(repository: GitRepository, arguments: Arguments) throws {
        guard repository.hasCommits || arguments.until != nil else {
            throw RunError(message: "`lint history`: the repository at \(repository.root) has no commits yet")
        }
        let tip = try repository.commit(arguments.until ?? "HEAD", for: "`--until`")
        branch = arguments.until ?? repository.branchName
        let line = try repository.firstParentLine(to: tip)
        let inRange = try Self.range(of: line, since: arguments.since, in: repository)
        guard !inRange.isEmpty else {
            let start = arguments.since.map { " since \($0)" } ?? ""
            throw RunError(
                message: "`lint history`: no commit\(start) on the first-parent line of \(branch ?? String(tip.prefix(10))) "
                    + "(its tip is \(tip.prefix(10)), \(line.last?.day.description ?? "no date"))"
            )
        }
        commits = (arguments.every ?? .month).sample(inRange)
    }

    /// The commits of `line` from `since` on. A shallow clone that lacks part of the range is
    /// an error that says how to fetch it.
    private static func range(
        of line: [GitRepository.StampedCommit], since: String?, in repository: GitRepository
    ) throws -> [GitRepository.StampedCommit] {
        let start = try since.map { HistoryStart.parse($0, today: try LintDate.today()) }
        if case .revision(let revision) = start {
            let commit = try repository.commit(since: revision)
            let after = Set(
                String(decoding: try repository.run(["rev-list", "--first-parent", "\(commit)..\(line.last?.hash ?? commit)"]), as: UTF8.self)
                    .split(separator: "\n").map(String.init)
            )
            return line.filter { after.contains($0.hash) || $0.hash == commit }
        }
        if let oldest = line.first, try repository.isShallowBoundary(oldest.hash) {
            let reaches = start.map { start -> Bool in
                if case .day(let day) = start { return day >= oldest.day }
                return true
            } ?? false
            if !reaches {
                throw RunError(
                    message: "`lint history`: this shallow clone's history starts at \(oldest.day) (\(oldest.hash.prefix(10)))"
                        + (since.map { ", after \($0)" } ?? "") + "; fetch the rest with `git fetch --unshallow` "
                        + "(`fetch-depth: 0` in actions/checkout), or start later with `--since`"
                )
            }
        }
        guard case .day(let day) = start else { return line }
        return line.filter { $0.day >= day }
    }
}
