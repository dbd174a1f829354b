import LintCore

/// The way into an existing codebase. The design rules are on by default, so a first run on a
/// large app reports hundreds of warnings; one line on standard error (never in a report) says
/// how to adopt `lint` without fixing them all first.
enum FirstRunHint {
    /// More warnings than a team fixes in one sitting.
    static let threshold = 20

    static func line(
        violationCount: Int, arguments: Arguments, configuration: Configuration, directory: String
    ) -> String? {
        guard violationCount > threshold, arguments.baselinePath == nil, configuration.baseline == nil,
              arguments.writeBaselinePath == nil, arguments.newFromRevision == nil, !arguments.staged,
              !arguments.useStdin else { return nil }
        // The baseline goes in the configuration, where CI, the hooks and the editor all read it:
        // given to CI alone, the pre-commit hook fails every commit touching an old warning.
        return "note: to adopt lint on existing code, record today's warnings with `--write-baseline lint-baseline.json` "
            + "and add `baseline: lint-baseline.json` to .swiftlint-style.yml, so that CI, the hooks and the editor all "
            + "leave them out; or report only what a change makes new with `--new-from-rev \(defaultBranch(in: directory))`"
    }

    /// The branch changes are merged into, for a command that works when pasted: teams' default
    /// branches are `develop` or `master` as often as `main`. The remote's default
    /// (`origin/HEAD`, set by `git clone`), else the current branch's upstream, else `main`.
    /// A hint never fails the run, so git's failures (or its absence) only lead to `main`.
    static func defaultBranch(in directory: String) -> String {
        let questions = [
            ["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"],
            ["rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{upstream}"],
        ]
        for question in questions {
            guard let answer = try? GitRepository.run(question, in: directory) else { continue }
            let branch = String(decoding: answer, as: UTF8.self).trimming(\.isWhitespace)
            if !branch.isEmpty { return branch }
        }
        return "main"
    }
}
