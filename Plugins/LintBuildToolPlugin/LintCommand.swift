import Foundation
import PackagePlugin

/// The build command both conformances return for a target: lint its Swift files from
/// `directory` (the package's or the Xcode project's, where `.swiftlint-style.yml` lives).
/// Warnings show in the build log and never fail the build; error-severity violations (exit 2)
/// do. The declared output is an empty Swift file (a stamp the build system uses to know when
/// to lint again: when a source file, lint or the configuration changes); any other kind of
/// output would become a resource bundle.
struct LintCommand {
    let targetName: String
    let files: [URL]
    let directory: URL

    func commands(lint: URL, workDirectory: URL) -> [Command] {
        guard !files.isEmpty else { return [] }
        let stamp = workDirectory.appending(path: "\(targetName)+LintStamp.swift")
        // A shell runs lint from the directory, keeps its exit status, and touches the stamp
        // whatever the outcome.
        let script = "cd \"$1\" && shift && \"$0\" --quiet --force-exclude \"$@\"; status=$?; "
            + "touch \"\(stamp.path)\"; exit $status"
        return [
            .buildCommand(
                displayName: "Linting \(targetName)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, lint.path, directory.path] + files.map(\.path),
                inputFiles: files + [lint] + configuration,
                outputFiles: [stamp]
            ),
        ]
    }

    /// The directory's `.swiftlint-style.yml`, so editing it lints again.
    private var configuration: [URL] {
        let file = directory.appending(path: ".swiftlint-style.yml")
        return FileManager.default.fileExists(atPath: file.path) ? [file] : []
    }
}
