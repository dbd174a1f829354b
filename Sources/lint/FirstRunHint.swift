import LintCore

/// The way into an existing codebase. The design rules are on by default, so a first run on a
/// large app reports hundreds of warnings; one line on standard error (never in a report) says
/// how to adopt `lint` without fixing them all first.
enum FirstRunHint {
    /// More than a terminal's screenful of report lines.
    static let threshold = 50

    static func line(violationCount: Int, arguments: Arguments, configuration: Configuration) -> String? {
        guard violationCount > threshold, arguments.baselinePath == nil, configuration.baseline == nil,
              arguments.writeBaselinePath == nil, arguments.newFromRevision == nil, !arguments.staged,
              !arguments.useStdin else { return nil }
        return "note: to adopt lint on existing code, record today's warnings with `--write-baseline lint-baseline.json` "
            + "and run `--baseline lint-baseline.json` in CI, or report only what a change makes new with "
            + "`--new-from-rev origin/main`"
    }
}
