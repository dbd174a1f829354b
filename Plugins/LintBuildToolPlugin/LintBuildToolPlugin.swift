import Foundation
import PackagePlugin

/// Lints each target's Swift files as part of the build. Warnings show in the build log and
/// never fail the build; error-severity violations (exit 2) do. The command's declared output
/// is an empty Swift file (a stamp the build system uses to know when to lint again: when a
/// source file or lint changes); any other kind of output would become a resource bundle.
@main
struct LintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sources = target as? SourceModuleTarget else { return [] }
        let files = sources.sourceFiles(withSuffix: "swift").map(\.url)
        guard !files.isEmpty else { return [] }
        let lint = try context.tool(named: "lint").url
        let stamp = context.pluginWorkDirectoryURL.appending(path: "\(target.name)+LintStamp.swift")
        // A shell runs lint from the package directory (where .swiftlint-style.yml lives),
        // keeps its exit status, and touches the stamp whatever the outcome.
        let script = "cd \"$1\" && shift && \"$0\" --quiet --force-exclude \"$@\"; status=$?; "
            + "touch \"\(stamp.path)\"; exit $status"
        return [
            .buildCommand(
                displayName: "Linting \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, lint.path, context.package.directoryURL.path] + files.map(\.path),
                inputFiles: files + [lint] + configuration(in: context.package.directoryURL),
                outputFiles: [stamp]
            ),
        ]
    }

    /// The package's `.swiftlint-style.yml`, so editing it lints again.
    private func configuration(in directory: URL) -> [URL] {
        let file = directory.appending(path: ".swiftlint-style.yml")
        return FileManager.default.fileExists(atPath: file.path) ? [file] : []
    }
}
