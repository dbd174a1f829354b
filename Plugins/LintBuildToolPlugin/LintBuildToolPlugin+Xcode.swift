#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same lint for a target of an Xcode project (Build Phases › Run Build Tool Plug-ins): its
/// Swift source files, from the project's directory, where its `.swiftlint-style.yml` lives.
extension LintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }
        let project = context.xcodeProject.directoryURL
        return try LintCommand(targetName: target.displayName, files: files.map(\.url), directory: project)
            .commands(lint: context.tool(named: "lint").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
