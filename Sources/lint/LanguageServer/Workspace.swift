#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LintCore
import Rules

/// The project an editor has open: its configuration, its rules and the warm index of every
/// file. Paths are the files' paths from the workspace's root, as `lint` run there reports them.
final class Workspace: @unchecked Sendable {
    let root: String
    let configuration: Configuration
    private let projects: WarmProjects
    private let context: ReportContext
    private let excluded: [Glob]
    /// The configuration's `baseline`: the editor hides what it records, as `lint` does.
    private var baseline: Baseline?

    init(root: String, configuration: Configuration, rules: [ConfiguredRule] = [], log: (String) -> Void = { _ in }) {
        self.root = root
        self.configuration = configuration
        projects = WarmProjects(top: configuration, rules: rules)
        context = ReportContext(currentDirectory: root)
        excluded = configuration.excluded.map { Glob($0, root: configuration.rootDirectory) }
        reloadBaseline(log: log)
    }

    /// Reads the configuration's baseline again (after `lint --write-baseline`); one that cannot
    /// be read is logged, and nothing is hidden meanwhile.
    func reloadBaseline(log: (String) -> Void) {
        guard let path = configuration.baselinePath else { return }
        do {
            baseline = try Baseline.load(path: path)
        } catch {
            baseline = nil
            log("\(error.description); showing every warning until it is fixed")
        }
    }

    /// Whether `path` is the configured baseline's file.
    func isBaseline(_ path: String) -> Bool {
        configuration.baselinePath.map { context.absolutePath($0) == context.absolutePath(path) } ?? false
    }

    /// Where the server was started: the workspace when the client names none.
    static var startingDirectory: String { FileManager.default.currentDirectoryPath }

    /// The workspace at `root` with its `.swiftlint-style.yml`; a configuration that cannot be
    /// read is logged, and the defaults serve meanwhile.
    static func load(root: String, log: (String) -> Void) -> Workspace {
        _ = FileManager.default.changeCurrentDirectoryPath(root)
        var configuration = Configuration(rootDirectory: root)
        do {
            if let path = Configuration.discover(from: root) { configuration = try Configuration.load(path: path) }
        } catch {
            log("\(error); using the default rules until it is fixed")
        }
        let rules = (try? RuleSelection.resolve(configuration, factories: RuleRegistry.all).rules)
            ?? ((try? RuleSelection.resolve(Configuration(rootDirectory: root), factories: RuleRegistry.all).rules) ?? [])
        return Workspace(root: root, configuration: configuration, rules: rules, log: log)
    }

    /// Reads every file the configuration includes into the warm project; returns how many, and
    /// why each file that could not be read was not.
    func index(progress: (_ done: Int, _ total: Int) -> Void) -> (count: Int, failures: [String]) {
        let discovery = FileDiscovery(configuration: configuration, forceExclude: false, jobs: 1)
        let inputs = (try? discovery.discover(nil, defaultRoot: root).inputs) ?? []
        // Every rule set the files' configurations give is known before any file is read.
        for input in inputs { _ = projects.project(for: context.absolutePath(input.path)) }
        var failures: [String] = []
        for (done, input) in inputs.enumerated() {
            do {
                projects.update(path: relative(input.path), bytes: try input.contents())
            } catch {
                failures.append("\(input.path): \(error)")
            }
            if done % 200 == 199 { progress(done + 1, inputs.count) }
        }
        return (inputs.count, failures)
    }

    /// The file at `path` as it is on disk now (gone when it cannot be read).
    func reload(_ path: String) {
        projects.update(path: relative(path), bytes: try? FileReader.read(path))
    }

    /// An open document's violations, by the configurations that apply to its folder; none
    /// when one excludes it.
    func lint(path: String, bytes: [UInt8]) -> [Violation] {
        let absolute = context.absolutePath(path)
        guard !excluded.contains(where: { $0.matches(absolute) }), let project = projects.project(for: absolute) else { return [] }
        let violations = project.lint(path: relative(path), bytes: bytes)
        return baseline?.filter(violations, context: context) ?? violations
    }

    /// Nested configuration files that could not be read since last asked.
    func takeProblems() -> [String] {
        projects.takeProblems()
    }

    private func relative(_ path: String) -> String {
        context.relativePath(context.absolutePath(path))
    }
}

/// `file://` URIs and paths.
enum DocumentURI {
    static func path(_ uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var path = String(uri.dropFirst("file://".count))
        if !path.hasPrefix("/"), let slash = path.firstIndex(of: "/") { path = String(path[slash...]) }  // file://host/path
        return percentDecoded(path)
    }

    private static func percentDecoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
               let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
