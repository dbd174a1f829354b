#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LintCore

/// How the default report reads for a person at a terminal: each warning's fact on its line,
/// each rule's advice once after the list. Xcode's build log, a file, a pipe (CI, pre-commit,
/// an editor) and every other format keep the whole message on every warning, as does `--verbose`.
enum TerminalReport {
    static func statesRemediesOnce(
        reporter: any Reporter, writesToFile: Bool, verbose: Bool, inXcode: Bool, standardOutputIsTerminal: Bool
    ) -> Bool {
        reporter is XcodeReporter && !writesToFile && !verbose && !inXcode && standardOutputIsTerminal
    }

    static var standardOutputIsTerminal: Bool { isatty(1) == 1 }
}
