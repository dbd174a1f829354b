import LintCore

public struct SingletonReachRule: ProjectWideRule {
    public struct Options: RuleOptions {
        public var severity: Severity = .warning
        public var maxFiles = 5

        public static let declarations: [OptionDeclaration<Self>] = [
            .int(
                "max_files", \.maxFiles, minimum: 0,
                summary: "Report a shared instance reached in place from more than this many other files."
            ),
        ]

        public init() {}
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    public static let description = RuleDescription(
        identifier: "singleton_reach",
        name: "Singleton Reach",
        summary: "A shared instance with mutable state, reached in place from many files, cannot be broken up.",
        rationale: """
            A singleton "reaches its tendrils into many different objects": every object that calls \
            `SessionController.shared` in place depends on all of its state, so its responsibilities cannot \
            be extracted and its callers cannot be tested without it. Give each caller a slice of the \
            responsibility as a protocol (`CurrentUserProvider`, `ItemFetcher`) that the singleton adopts, \
            pass it in (`init(itemFetcher: ItemFetcher)`), and the accessor can go.

            Flagged, at the accessor: a project class's (or actor's) `static let`/`var` named `shared`, \
            `default`, `current`, `instance` or `shared…` that holds an instance of the class, or a global \
            `let` holding one, when the class keeps mutable state of its own (a stored instance `var` that is \
            not `weak` nor `lazy`, or a constant holding a store of state: a database, a cache, a persistent \
            container, a managed object context, an operation queue, or a project object that keeps state) \
            and more than `max_files` other files reach it by name. A type in the \
            declaring file other than the class and its extensions counts as one more caller.

            Not flagged: classes without stored mutable state (formatters, constants, facades over other \
            stores, and variables written through to the system's storage: a `@UserDefault` or `@AppStorage` \
            wrapper, an observer that saves to the defaults or the keychain, where a fresh instance behaves \
            the same), a library's documented `public` entry point, a class declared under one name in \
            several files (a stand-in in a preview or mock target merged with the real one), value types, framework singletons (`UIApplication.shared`), loggers, tracers and \
            analytics trackers (`…Logger`, `…Log`, `…Trace…`, `…Analytics…`, `…Tracker`: their callers write to them and depend on \
            none of their state), test doubles (`MockSocket.shared`), private globals and the top-level \
            `let`s of a playground or `main.swift` (a script's locals), accessors declared in test code; \
            calls from test code are not counted, nor a global's name in a file that binds the same name \
            itself (a parameter, a local).
            """,
        isOptIn: true,
        category: .design,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    /// A shared instance the file declares.
    struct Accessor: Sendable {
        /// The class whose instance it holds.
        var owner: String
        /// How callers spell it: `SessionController.shared`, or a global's name.
        var reference: String
        var nameToken: Int
        var isDocumentedEntryPoint = false
    }

    public struct FileSummary: Sendable {
        var path: String
        var fileName: String
        /// Each class or actor with its stored mutable instance properties.
        var statefulClasses: [String: [String]]
        /// The classes and actors the file declares.
        var declaredClasses: [String]
        /// Each class's constants holding another class, which may keep state.
        var heldClasses: [String: [Held]]
        var accessors: [Accessor]
        /// Spelled references (`Type.shared`, `global.`), by the `NameSet` hash of the spelling,
        /// with how often they occur and the top-level types holding them.
        var references: [UInt64: Use]
    }

    public struct ProjectIndex: Sendable {
        var statefulClasses: [String: [String]]
        /// Classes declared under one name in several files: a stand-in in another target (a
        /// preview's, a mock's) would be merged with the real one.
        var declaredTwice: Set<String>
        /// For each spelled reference, the files reaching it: path, file name, count, holders.
        var reachers: [String: [(path: String, name: String, count: Int, holders: Set<String>)]]
    }

    public struct Question: Sendable {
        var owner: String
        var reference: String
        var path: String
        var key: String
        var isDocumentedEntryPoint: Bool
    }

    public func collect(_ file: SourceFile) -> FileSummary {
        let name = String(file.path.split(separator: "/").last ?? Substring(file.path))
        let isTest = TestCode.isTestFile(file)
        let classes = Self.statefulClasses(in: file)
        return FileSummary(
            path: file.path, fileName: name, statefulClasses: classes.state,
            declaredClasses: file.declarations.types.filter { $0.kind == .class || $0.kind == .actor }.map(\.name),
            heldClasses: classes.held,
            accessors: isTest ? [] : Self.accessors(in: file),
            references: isTest ? [:] : Self.references(in: file)
        )
    }

    public func index(_ summaries: [FileSummary]) -> ProjectIndex {
        var stateful: [String: [String]] = [:]
        var reachers: [String: [(path: String, name: String, count: Int, holders: Set<String>)]] = [:]
        var declared: Set<String> = []
        var declaredTwice: Set<String> = []
        for summary in summaries {
            for (name, properties) in summary.statefulClasses { stateful[name, default: []] += properties }
            for name in Set(summary.declaredClasses) where !declared.insert(name).inserted { declaredTwice.insert(name) }
        }
        // A class holding a project object that keeps state keeps that state too.
        var holding: [String: [String]] = [:]
        for summary in summaries {
            for (name, held) in summary.heldClasses {
                holding[name, default: []] += held.filter { stateful[$0.type] != nil }.map(\.property)
            }
        }
        for (name, properties) in holding where !properties.isEmpty { stateful[name, default: []] += properties }
        var wanted: [UInt64: String] = [:]
        for accessor in summaries.lazy.flatMap(\.accessors) { wanted[NameSet.hash(of: accessor.reference)] = accessor.reference }
        for summary in summaries {
            for (hash, use) in summary.references {
                guard let reference = wanted[hash] else { continue }
                reachers[reference, default: []].append((summary.path, summary.fileName, use.count, use.holders))
            }
        }
        return ProjectIndex(statefulClasses: stateful, declaredTwice: declaredTwice, reachers: reachers)
    }

    public func candidates(in file: SourceFile, summary: FileSummary) -> [Candidate<Question>] {
        summary.accessors.map { accessor in
            let message = "`\(accessor.reference)` is a shared instance"
            let question = Question(
                owner: accessor.owner, reference: accessor.reference, path: summary.path,
                key: accessor.reference, isDocumentedEntryPoint: accessor.isDocumentedEntryPoint
            )
            return Candidate(violation(in: file, at: file.tokens[accessor.nameToken], message: message), asking: question)
        }
    }

    public func confirm(_ question: Question, in project: ProjectIndex) -> Confirmation {
        guard let state = project.statefulClasses[question.owner], !state.isEmpty, !Self.isSink(question.owner),
              !TestCode.isDouble(question.owner), !question.isDocumentedEntryPoint,
              !project.declaredTwice.contains(question.owner)
        else { return .dismissed }
        var callers: [(name: String, path: String, count: Int)] = []
        for reacher in project.reachers[question.reference] ?? [] {
            let foreign = reacher.holders.subtracting([question.owner])
            if reacher.path == question.path {
                // In the declaring file, each other type reaching in is one more caller.
                callers += foreign.sorted().map { ($0, reacher.path, 1) }
            } else if !reacher.holders.isEmpty && foreign.isEmpty {
                continue
            } else {
                callers.append((reacher.name, reacher.path, reacher.count))
            }
        }
        guard callers.count > options.maxFiles else { return .dismissed }
        let top = callers.sorted { $0.count != $1.count ? $0.count > $1.count : $0.path < $1.path }.prefix(3)
        let names = top.map(\.name)
        let shown = top.map { caller in
            // Two callers of one name are told apart by their folder.
            let name = names.filter { $0 == caller.name }.count > 1 ? Self.folderAndName(caller.path) : caller.name
            return "\(name) (\(caller.count))"
        }.joined(separator: ", ")
        let shownState = state.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
        return .confirmedSaying(
            "`\(question.reference)` keeps mutable state (\(shownState)) and is reached in place from "
                + "\(callers.count) other files, most from \(shown): give each caller the slice of responsibility "
                + "it uses as a protocol, passed in, and drop the shared accessor"
        )
    }

    /// `Sources/Player/Queue.swift` → `Player/Queue.swift`.
    static func folderAndName(_ path: String) -> String {
        path.split(separator: "/").suffix(2).joined(separator: "/")
    }

    /// A logger or an analytics tracker: its callers only write to it and read none of its state,
    /// so they do not depend on what it keeps.
    static func isSink(_ name: String) -> Bool {
        sinkWords.contains { name.containsBytes($0) } || name.hasSuffix("Log")
    }

    static let sinkWords = ["Logger", "Logging", "Analytics", "Tracker", "Tracking", "Telemetry", "Trace"]

    public func duplicateKey(of candidate: Candidate<Question>) -> AnyHashable? {
        candidate.question?.key
    }
}
