#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LintCore

/// Finds the `.swift` files under the named paths (or `included`), skipping build and
/// dependency folders and `excluded`. Symlinks to files are followed once; symlinked
/// directories are not entered, so link loops cannot hang the walk.
struct FileDiscovery {
    struct Result {
        var inputs: [LintInput]
        var problems: [String]
        /// Paths named on the command line that do not exist: a usage error, reported before
        /// anything is linted.
        var missingNamedPaths: [String] = []
        /// Finding no file is expected, not an error: every named file was left out by
        /// `--force-exclude`, or nothing is staged.
        var nothingIsExpected = false
    }

    static let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData"]

    /// Build products, dependencies, and DocC catalogs, whose Swift files are a tutorial's steps
    /// (`Documentation.docc/Resources/code/step_2.swift`), not code the package compiles.
    static func isSkippedDirectory(_ name: String) -> Bool {
        skippedDirectories.contains(name) || name.hasSuffix(".docc")
    }

    let configuration: Configuration
    let forceExclude: Bool
    /// Threads listing directories; the result does not depend on it.
    let jobs: Int
    private let excluded: [Glob]
    private let currentDirectory = FileManager.default.currentDirectoryPath

    init(configuration: Configuration, forceExclude: Bool, jobs: Int) {
        self.configuration = configuration
        self.forceExclude = forceExclude
        self.jobs = jobs
        excluded = configuration.excluded.map { Glob($0, root: configuration.rootDirectory) }
    }

    /// The files under the named paths; without any, under `included`, else under
    /// `defaultRoot` (the current directory when linting, the configuration's directory
    /// when gathering the whole project).
    func discover(_ namedPaths: [String]?, defaultRoot: String = ".") throws -> Result {
        let roots: [(path: String, named: Bool)]
        if let namedPaths {
            roots = namedPaths.map { ($0, true) }
        } else if !configuration.included.isEmpty {
            roots = configuration.included.map { (displayPath(absolute(configuration.rootDirectory, $0)), false) }
        } else {
            roots = [(defaultRoot, false)]
        }
        var walk = Walk()
        for root in roots {
            collect(root: root.path, named: root.named, into: &walk)
        }
        let inputs = walk.files.map { LintInput(path: $0.display, readingFrom: $0.path) }
        return Result(
            inputs: inputs, problems: walk.problems, missingNamedPaths: walk.missingNamedPaths,
            nothingIsExpected: walk.forceExcludedCount > 0
        )
    }

    /// What a walk found: each file once (by device and inode, so links and repeated roots
    /// count once; first display path in sorted order), in the order found.
    private struct Walk {
        var files: [(display: String, path: String)] = []
        var seen = Set<FileSystem.Identity>()
        var problems: [String] = []
        var missingNamedPaths: [String] = []
        var forceExcludedCount = 0

        mutating func add(display: String, path: String, identity: FileSystem.Identity) {
            if seen.insert(identity).inserted { files.append((display, path)) }
        }
    }

    private func collect(root: String, named: Bool, into walk: inout Walk) {
        // Display paths are relative to the current directory however the root was written,
        // so the same file found twice (named, and as part of the project) has one path.
        let rootDisplay = root.hasPrefix("/") ? displayPath(root) : normalized(root)
        let rootAbsolute = absolute(currentDirectory, root)
        guard let (kind, identity) = FileSystem.status(of: rootAbsolute, followingLinks: true) else {
            if named { walk.missingNamedPaths.append(root) } else { walk.problems.append("\(root): no such file or directory") }
            return
        }
        if (!named || forceExclude) && isExcluded(rootAbsolute) {
            if named { walk.forceExcludedCount += 1 }
            return
        }
        if kind == .file {
            if rootAbsolute.hasSuffix(".swift") { walk.add(display: rootDisplay, path: rootAbsolute, identity: identity) }
            return
        }
        let listings = listTree(at: rootAbsolute, display: rootDisplay)
        // Depth first, each directory's files in name order before its subdirectories'.
        var pending = [0]
        while let index = pending.popLast() {
            let listing = listings[index]
            if listing.isUnreadable { walk.problems.append("\(listing.display): directory is not readable") }
            for file in listing.files { walk.add(display: file.display, path: file.path, identity: file.identity) }
            pending += listing.subdirectories.reversed()
        }
    }

    /// What one directory holds that the walk wants, in name order.
    private struct Listing: Sendable {
        var display: String
        var files: [(display: String, path: String, identity: FileSystem.Identity)] = []
        /// Indexes of the subdirectories' listings.
        var subdirectories: Range<Int> = 0..<0
        var directories: [(path: String, display: String)] = []
        var isUnreadable = false
    }

    /// Every directory under `root`, listed a level at a time with the levels' directories
    /// spread over the cores (most of the time goes to the system calls). Listing 0 is the root's.
    private func listTree(at root: String, display: String) -> [Listing] {
        var listings: [Listing] = []
        var level = [(path: root, display: display)]
        while !level.isEmpty {
            let directories = level
            let listed = parallelMap(count: directories.count, jobs: jobs) { [self] index in
                list(directories[index].path, display: directories[index].display)
            }
            var next: [(path: String, display: String)] = []
            var childIndex = listings.count + listed.count
            for var listing in listed {
                listing.subdirectories = childIndex..<childIndex + listing.directories.count
                childIndex += listing.directories.count
                next += listing.directories
                listing.directories = []
                listings.append(listing)
            }
            level = next
        }
        return listings
    }

    private func list(_ directory: String, display: String) -> Listing {
        var listing = Listing(display: display)
        guard let handle = Directory(directory) else {
            listing.isUnreadable = true
            return listing
        }
        // The directory says what most entries are: a file or link that is not Swift is
        // left without a system call (and unsorted), a Swift file is asked for its identity.
        let wanted = handle.entries().filter { entry in
            (entry.kind == .directory || entry.kind == nil || entry.name.hasSuffix(".swift"))
                && (entry.kind == .file || !Self.isSkippedDirectory(entry.name))
        }
        for entry in wanted.sorted(by: { $0.name < $1.name }) {
            let isSwift = entry.name.hasSuffix(".swift")
            let path = Self.joined(directory, entry.name)
            let entryDisplay = display == "." ? entry.name : Self.joined(display, entry.name)
            guard !isExcluded(path) else { continue }
            if entry.kind == .directory {
                listing.directories.append((path, entryDisplay))
                continue
            }
            switch handle.status(of: entry.name, followingLinks: false) {
            case (.directory, _)?:
                listing.directories.append((path, entryDisplay))
            case (.file, let identity)? where isSwift:
                listing.files.append((entryDisplay, path, identity))
            case (.link, _)? where isSwift:
                guard case (.file, let identity)? = handle.status(of: entry.name, followingLinks: true) else { continue }
                listing.files.append((entryDisplay, path, identity))
            default:
                continue
            }
        }
        return listing
    }

    /// `folder/name`, made in one allocation: discovery joins two per file and folder.
    private static func joined(_ folder: String, _ name: String) -> String {
        var path = ""
        path.reserveCapacity(folder.utf8.count + 1 + name.utf8.count)
        path += folder
        path += "/"
        path += name
        return path
    }

    private func isExcluded(_ path: String) -> Bool {
        excluded.contains { $0.matches(path) }
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
