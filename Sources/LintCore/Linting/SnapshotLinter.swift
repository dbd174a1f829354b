/// A project linted snapshot after snapshot, as `lint history` walks a repository's past. A
/// file whose path and key (its blob) are the previous snapshot's is not read again: what the
/// rules took from it is kept, the project-wide rules' indexes are rebuilt from the kept
/// summaries, and day-dependent rules judge each snapshot on its own day. Only the current
/// snapshot's files are kept, so memory does not grow with the number of snapshots.
// The parallel phases only read: `kept` and the runs change between them, on the caller's thread.
public final class SnapshotLinter: @unchecked Sendable {
    public let rules: [ConfiguredRule]
    private let jobs: Int
    private let skipsGeneratedFiles: Bool
    private let measure: (@Sendable (SourceFile) -> FileMeasure)?
    /// The rule that measures types: a longest type whose warning of it an inline command
    /// suppresses is excused.
    private let measuredRule: String?
    private let plan: RulePlan
    private let datedRules: [any DayDependentRule]
    private let runs: [any WarmRunning]
    private let references: WarmCrossReference
    private var kept: [String: KeptFile] = [:]

    /// A file of a snapshot: its path as reported, what identifies its contents, and how to read
    /// them (only called when the key is new for the path). A file that does not `report` is
    /// read for the project-wide rules only (another configuration lints it).
    public struct File: Sendable {
        public var path: String
        public var key: String
        public var reports: Bool
        public var contents: @Sendable () throws -> [UInt8]

        public init(path: String, key: String, reports: Bool = true, contents: @escaping @Sendable () throws -> [UInt8]) {
            self.path = path
            self.key = key
            self.reports = reports
            self.contents = contents
        }
    }

    /// `measure`, when given, counts each file's code lines and finds its longest type.
    public init(
        rules: [ConfiguredRule], jobs: Int, skipsGeneratedFiles: Bool, honorsSwiftLintCommands: Bool = true,
        measure: (@Sendable (SourceFile) -> FileMeasure)? = nil
    ) {
        self.rules = rules
        self.jobs = max(1, jobs)
        self.skipsGeneratedFiles = skipsGeneratedFiles
        self.measure = measure
        measuredRule = rules.first { $0.rule is any TypeLengthMeasuring }.map { type(of: $0.rule).description.identifier }
        var plan = RulePlan(rules, honorsSwiftLintCommands: honorsSwiftLintCommands)
        let dated = rules.compactMap { $0.rule as? any DayDependentRule }
        let datedIdentifiers = Set(dated.map { type(of: $0).description.identifier })
        plan.local.removeAll { datedIdentifiers.contains(type(of: $0).description.identifier) }
        self.plan = plan
        datedRules = dated
        runs = plan.warmRuns.map { $0() }
        references = WarmCrossReference(parts: plan.crossReferenceParts)
    }

    /// Whether a project-wide rule runs: only then are other configurations' files worth reading.
    public var readsProject: Bool { !runs.isEmpty }

    /// Whether the file at `path` with `key` is kept from the previous snapshot, so it will not
    /// be read: the caller reads the others' contents in one batch.
    public func keeps(path: String, key: String, reports: Bool) -> Bool {
        kept[path].map { $0.key == key && $0.reports == reports } ?? false
    }

    /// The snapshot's violations (sorted), files that could not be read, and its size, judged
    /// on `day`.
    public func lint(_ files: [File], on day: Day) -> SnapshotResult {
        let paths = Set(files.map(\.path))
        let gone = kept.keys.filter { !paths.contains($0) }
        for path in gone {
            kept[path] = nil
            for run in runs { run.keep(nil, path: path) }
            references.keep(nil, path: path)
        }
        let changed = files.filter { !keeps(path: $0.path, key: $0.key, reports: $0.reports) }
        let readings = parallelMap(count: changed.count, jobs: jobs) { [self] index in read(changed[index]) }
        for (file, reading) in zip(changed, readings) {
            kept[file.path] = reading.kept
            for (run, taken) in zip(runs, reading.taken) { run.keep(taken, path: file.path) }
            references.keep(reading.references, path: file.path, unread: reading.kept.failure != nil)
        }
        if !changed.isEmpty || !gone.isEmpty { buildIndexes() }
        let current = files.filter(\.reports).compactMap { kept[$0.path] }
        let found = parallelMap(count: current.count, jobs: jobs) { [self] index in violations(of: current[index], on: day) }
        let longest = zip(current, found).compactMap { file, outcome in
            file.longestType.map { type in
                var type = type
                type.isExcused = outcome.suppressed.contains { $0.ruleIdentifier == measuredRule && $0.location.line == type.line }
                return type
            }
        }
        return SnapshotResult(
            violations: found.flatMap(\.kept).sorted(by: Violation.ordered),
            failures: current.compactMap(\.failure).sorted { $0.path.precedesInUTF8($1.path) },
            fileCount: current.count { $0.failure == nil },
            lineCount: current.reduce(0) { $0 + $1.lineCount },
            codeLineCount: current.reduce(0) { $0 + $1.codeLineCount },
            longestType: longest.max { ($0.lines, $1.path) < ($1.lines, $0.path) }
        )
    }

    private func read(_ input: File) -> (kept: KeptFile, taken: [(any Sendable)?], references: FileReferences?) {
        let file: SourceFile
        do {
            let bytes = try input.contents()
            try FileReader.check(bytes, path: input.path)
            file = SourceFile(path: input.path, bytes: bytes)
        } catch {
            let failure = FileFailure(path: input.path, reason: Linter.describe(error))
            return (KeptFile(key: input.key, path: input.path, reports: input.reports, failure: failure), runs.map { _ in nil }, nil)
        }
        guard input.reports else {
            return (
                KeptFile(key: input.key, path: input.path, reports: false), runs.map { $0.reading(file, takingCandidates: false) },
                references.reading(file)
            )
        }
        let reports = !(skipsGeneratedFiles && GeneratedCode.isGenerated(file))
        let measured = measure?(file)
        var kept = KeptFile(
            key: input.key, path: input.path, lineCount: Self.lineCount(file.bytes), codeLineCount: measured?.codeLines ?? 0,
            longestType: measured?.longestType
        )
        if reports {
            kept.pending = Linter.judge(file, previous: nil, plan: plan)
            kept.dated = datedRules.flatMap { $0.datedViolations(in: file) }
        }
        return (kept, runs.map { $0.reading(file, takingCandidates: reports) }, references.reading(file))
    }

    /// Lines as `wc -l` counts them, plus a last line that does not end in a line feed.
    static func lineCount(_ bytes: [UInt8]) -> Int {
        var count = 0
        for byte in bytes where byte == 10 { count += 1 }
        return count + (bytes.last.map { $0 == 10 ? 0 : 1 } ?? 0)
    }

    private func buildIndexes() {
        let project = references.current()
        _ = parallelMap(count: runs.count, jobs: jobs) { [runs] index in runs[index].buildIndex(references: project) }
    }

    private func violations(of file: KeptFile, on day: Day) -> Linter.CommandOutcome {
        guard let pending = file.pending else { return Linter.CommandOutcome() }
        var found = pending.violations
        for dated in file.dated where dated.holds(on: day) { found.append(dated.violation) }
        for run in runs { found += run.confirmedViolations(of: file.path) }
        return Linter.sortingByCommands(found, of: pending, plan: plan)
    }

    /// What the snapshot linter keeps of a file between snapshots.
    private struct KeptFile: Sendable {
        var key: String
        var path: String
        /// False: read for the project-wide rules only.
        var reports = true
        var pending: PendingFile?
        var dated: [DatedViolation] = []
        var lineCount = 0
        var codeLineCount = 0
        var longestType: TypeLength?
        var failure: FileFailure?
    }
}

/// A file's code lines and longest type, by the measure of the rule that limits types.
public struct FileMeasure: Sendable {
    public var codeLines: Int
    public var longestType: TypeLength?

    public init(codeLines: Int, longestType: TypeLength?) {
        self.codeLines = codeLines
        self.longestType = longestType
    }
}

/// One snapshot's findings and size.
public struct SnapshotResult: Sendable {
    public var violations: [Violation]
    public var failures: [FileFailure]
    public var fileCount: Int
    public var lineCount: Int
    /// Lines of code, as the measuring rule counts them (0 without one).
    public var codeLineCount: Int
    public var longestType: TypeLength?
}

/// How long a type is, by the measure of the rule that limits it.
public struct TypeLength: Sendable, Equatable {
    public var name: String
    public var path: String
    public var line: Int
    public var lines: Int
    /// An inline command suppresses the rule's warning about it: its length is excused, not fixed.
    public var isExcused = false

    public init(name: String, path: String, line: Int, lines: Int) {
        self.name = name
        self.path = path
        self.line = line
        self.lines = lines
    }
}
