#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LintCore

/// Finds the `.swift` files under the named paths (or `included`), skipping build and
/// dependency folders and `excluded`. Symlinks to files are followed once; symlinked
/// directories are not entered, so link loops cannot hang the walk.
struct FileDiscovery {
    struct Result {
        var inputs: [LintInput]
        var problems: [String]
    }

    static let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData"]

    let configuration: Configuration
    let forceExclude: Bool
    private let excluded: [Glob]
    private let currentDirectory = FileManager.default.currentDirectoryPath

    init(configuration: Configuration, forceExclude: Bool) {
        self.configuration = configuration
        self.forceExclude = forceExclude
        excluded = configuration.excluded.map { Glob($0, root: configuration.rootDirectory) }
    }

    func discover(_ namedPaths: [String]?) throws -> Result {
        let roots: [(path: String, named: Bool)]
        if let namedPaths {
            roots = namedPaths.map { ($0, true) }
        } else if !configuration.included.isEmpty {
            roots = configuration.included.map { (displayPath(absolute(configuration.rootDirectory, $0)), false) }
        } else {
            roots = [(".", false)]
        }
        var found: [String: String] = [:]
        var problems: [String] = []
        for root in roots {
            collect(root: root.path, named: root.named, into: &found, problems: &problems)
        }
        let inputs = found.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { display in
            LintInput(path: display, readingFrom: found[display] ?? display)
        }
        return Result(inputs: inputs, problems: problems)
    }

    private func collect(root: String, named: Bool, into found: inout [String: String], problems: inout [String]) {
        let rootDisplay = normalized(root)
        let rootAbsolute = absolute(currentDirectory, root)
        guard let kind = Self.kind(of: rootAbsolute, followingLinks: true) else {
            problems.append("\(root): no such file or directory")
            return
        }
        if kind == .file {
            let excludedHere = (!named || forceExclude) && isExcluded(rootAbsolute)
            if rootAbsolute.hasSuffix(".swift") && !excludedHere { found[rootDisplay] = rootAbsolute }
            return
        }
        if (!named || forceExclude) && isExcluded(rootAbsolute) { return }
        var pending = [(rootAbsolute, rootDisplay)]
        var seenFiles = Set<String>()
        while let (directory, display) = pending.popLast() {
            let entries: [String]
            do {
                entries = try FileManager.default.contentsOfDirectory(atPath: directory)
            } catch {
                problems.append("\(display): directory is not readable")
                continue
            }
            for entry in entries where !Self.skippedDirectories.contains(entry) {
                let path = directory + "/" + entry
                let entryDisplay = display == "." ? entry : display + "/" + entry
                switch Self.kind(of: path, followingLinks: false) {
                case .directory?:
                    if !isExcluded(path) { pending.append((path, entryDisplay)) }
                case .file?:
                    if entry.hasSuffix(".swift") && !isExcluded(path) { found[entryDisplay] = path }
                case .link?:
                    let target = Self.kind(of: path, followingLinks: true)
                    if target == .file, entry.hasSuffix(".swift"), !isExcluded(path),
                       seenFiles.insert(realPath(path)).inserted {
                        found[entryDisplay] = path
                    }
                case nil:
                    continue
                }
            }
        }
    }

    private func isExcluded(_ path: String) -> Bool {
        excluded.contains { $0.matches(path) }
    }

    enum Kind { case file, directory, link }

    static func kind(of path: String, followingLinks: Bool) -> Kind? {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFLNK: return .link
        case S_IFREG: return .file
        default: return nil
        }
    }

    private func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private func absolute(_ base: String, _ path: String) -> String {
        path.hasPrefix("/") ? path : base + "/" + path
    }

    private func normalized(_ path: String) -> String {
        var result = path
        while result.count > 1 && result.hasSuffix("/") { result.removeLast() }
        while result.hasPrefix("./") { result.removeFirst(2) }
        return result.isEmpty ? "." : result
    }

    private func displayPath(_ absolutePath: String) -> String {
        ReportContext(currentDirectory: currentDirectory).relativePath(absolutePath)
    }
}
