import Foundation
import PackagePlugin

/// Lints each target's Swift files as part of the build (see `LintCommand`).
@main
struct LintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sources = target as? SourceModuleTarget else { return [] }
        let files = sources.sourceFiles(withSuffix: "swift").map(\.url)
        return try LintCommand(targetName: target.name, files: files, directory: context.package.directoryURL)
            .commands(lint: context.tool(named: "lint").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
