#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LintCore
import Rules

/// Exit codes, as SwiftLint's.
enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let violations: Int32 = 2
}

struct RunError: Error {
    var message: String

    /// A subcommand's reporter (`table` when none is named), or the error naming the ones it has.
    static func checkReporter(_ named: String?, of command: String, among identifiers: [String]) throws -> String {
        let reporter = named ?? "table"
        guard identifiers.contains(reporter) else {
            throw RunError(
                message: "\(command) has no reporter `\(reporter)`" + NameSuggestion.hint(for: reporter, in: identifiers)
                    + "; available: " + identifiers.joined(separator: ", ")
            )
        }
        return reporter
    }
}

enum CommandLineTool {
    static let version = LintVersion.current

    static func run(_ words: [String]) -> Int32 {
        let arguments: Arguments
        do {
            arguments = try Arguments.parse(words)
        } catch {
            Console.error("error: \(error.message)\nRun `lint --help` for usage.")
            return ExitCode.failure
        }
        do {
            switch arguments.command {
            case .help:
                try Console.output(Arguments.usage + "\n")
                return ExitCode.success
            case .version:
                try Console.output(version + "\n")
                return ExitCode.success
            case .rules where arguments.markdown:
                try Console.output(RuleRegistry.markdownTable)
                return ExitCode.success
            case .rules:
                let configuration = try loadConfiguration(arguments)
                try Console.output(arguments.json ? RuleCatalog.json(configuration: configuration)
                    : RuleCatalog.table(configuration: configuration))
                return ExitCode.success
            case .explain(let identifier):
                try Console.output(RuleCatalog.explain(identifier, allExamples: arguments.allExamples))
                return ExitCode.success
            case .initialize:
                Console.error(try RuleCatalog.writeStarterConfiguration(at: Configuration.fileName))
                return ExitCode.success
            case .languageServer:
                return LanguageServer().run()
            case .history:
                return try HistoryCommand(arguments: arguments).run()
            case .hotspots:
                return try HotspotsCommand(arguments: arguments).run()
            case .lint:
                _ = try LintDate.today()
                var arguments = arguments
                if arguments.usesScriptInputFiles || arguments.usesScriptInputFileLists {
                    arguments.paths = try ScriptInputs(environment: ProcessInfo.processInfo.environment)
                        .swiftFiles(files: arguments.usesScriptInputFiles, lists: arguments.usesScriptInputFileLists)
                    // No paths would mean the current directory: a phase without Swift inputs lints nothing.
                    guard !arguments.paths.isEmpty else {
                        if !arguments.quiet { Console.error("note: no Swift files among the Run Script phase's inputs") }
                        return ExitCode.success
                    }
                }
                return try LintCommand(arguments: arguments, configuration: loadConfiguration(arguments)).run()
            }
        } catch let error as ConfigurationError {
            Console.error("error: \(error)")
        } catch let error as LintDateError {
            Console.error("error: \(error)")
        } catch let error as RunError {
            Console.error("error: \(error.message)")
        } catch {
            Console.error("error: \(error)")
        }
        return ExitCode.failure
    }

    static func loadConfiguration(_ arguments: Arguments) throws -> Configuration {
        let currentDirectory = FileManager.default.currentDirectoryPath
        let path = arguments.configPath
            ?? Configuration.discover(from: configurationSearchStart(named: arguments.paths, currentDirectory: currentDirectory))
        var configuration = try path.map { try Configuration.load(path: $0) } ?? Configuration(rootDirectory: currentDirectory)
        if arguments.strict { configuration.strict = true }
        if let path, path.hasSuffix("/\(SwiftLintCarryOver.fileName)") || path == SwiftLintCarryOver.fileName {
            configuration.warnings.append(ConfigurationWarning(
                message: "this is SwiftLint's configuration: lint reads the keys the two tools share, and the limits "
                    + "`lint init` carries over, and says what it does not read; `lint init` writes a .swiftlint-style.yml "
                    + "that carries over what applies",
                file: path
            ))
            try SwiftLintCarryOver.read(path)?.apply(to: &configuration)
        }
        if case .only(let named) = arguments.commandLineRules {
            let identifiers = RuleRegistry.all.map(\.identifier)
            for name in named where !identifiers.contains(name) {
                throw RunError(
                    message: "`--only-rule` names unknown rule `\(name)`" + NameSuggestion.hint(for: name, in: identifiers)
                        + "; `lint rules` lists the identifiers"
                )
            }
        }
        configuration.commandLineRules = arguments.commandLineRules
        return configuration
    }

    /// Where the nearest configuration is looked for: the current folder, or, when every path
    /// named lies outside it (`lint ~/Code/App/Sources` run from another project), the folder that
    /// holds them all: an app's own configuration applies to it wherever lint is run from.
    static func configurationSearchStart(named paths: [String], currentDirectory: String) -> String {
        let current = URL(fileURLWithPath: currentDirectory).standardizedFileURL.pathComponents
        let folders = paths.map { path -> [String] in
            let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true))
                .standardizedFileURL
            return (FileSystem.isDirectory(url.path) == true ? url : url.deletingLastPathComponent()).pathComponents
        }
        guard let first = folders.first, !folders.contains(where: { $0.starts(with: current) }) else { return currentDirectory }
        let common = folders.dropFirst().reduce(first) { shared, folder in Array(zip(shared, folder).prefix { $0 == $1 }.map(\.0)) }
        return common.count <= 1 ? "/" : "/" + common.dropFirst().joined(separator: "/")
    }
}

/// Standard output for reports, standard error for everything about the run. A report that
/// cannot be written (a full disk, a reader gone) fails the run: CI must not pass without it.
/// A message about the run that cannot be written has nowhere else to go.
enum Console {
    static func output(_ text: String) throws {
        guard FileSystem.write(Array(text.utf8), to: 1) else {
            throw RunError(message: "cannot write to standard output: \(FileSystem.systemError())")
        }
    }

    static func error(_ text: String) {
        _ = FileSystem.write(Array((text.hasSuffix("\n") ? text : text + "\n").utf8), to: 2)
    }
}

extension RunError: CustomStringConvertible {
    var description: String { message }
}
