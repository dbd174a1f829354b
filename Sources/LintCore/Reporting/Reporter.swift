/// Turns the sorted violations of a run into one document. Reporters are pure.
public protocol Reporter: Sendable {
    static var identifier: String { get }
    static var summary: String { get }
    func report(_ violations: [Violation], context: ReportContext) -> String
}

public struct ReportContext: Sendable {
    /// Absolute path of the directory relative paths are printed against.
    public var currentDirectory: String

    public init(currentDirectory: String) {
        self.currentDirectory = currentDirectory.hasSuffix("/") && currentDirectory.count > 1
            ? String(currentDirectory.dropLast()) : currentDirectory
    }

    /// The path relative to the current directory when it lies below it.
    public func relativePath(_ path: String) -> String {
        let absolute = absolutePath(path)
        let prefix = currentDirectory == "/" ? "/" : currentDirectory + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    public func absolutePath(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}

public enum Reporters {
    public static let all: [any Reporter] = [XcodeReporter(), JSONReporter()]

    public static func named(_ identifier: String) -> (any Reporter)? {
        all.first { type(of: $0).identifier == identifier }
    }

    public static var identifiers: [String] { all.map { type(of: $0).identifier } }
}
