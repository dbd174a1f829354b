import Foundation
import PackagePlugin

/// `swift package lint [--target NAME ...] [lint options]`: lints the package (or the named
/// targets) from the package's directory, so its `.swiftlint-style.yml` applies.
@main
struct LintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = try context.package.targets(named: targetNames)
        // A target's files are named one by one, so `excluded` must apply to them too.
        let files = targets.compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url.path) }
        let selection = targetNames.isEmpty ? [] : ["--force-exclude"] + files
        let status = try run(
            context.tool(named: "lint").url, arguments: extractor.remainingArguments + selection,
            in: context.package.directoryURL
        )
        if status != 0 {
            Diagnostics.error("lint exited with status \(status)")
            throw LintPluginError.failed(status: status)
        }
    }

    private func run(_ tool: URL, arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

enum LintPluginError: Error, CustomStringConvertible {
    case failed(status: Int32)

    var description: String {
        switch self {
        case .failed(let status): "lint exited with status \(status)"
        }
    }
}
