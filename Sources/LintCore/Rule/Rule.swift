/// A rule: a static description, typed options, and one function from a scanned file to
/// violations. Rules are values, created once per run from the configuration.
public protocol Rule: Sendable {
    associatedtype Options: RuleOptions
    static var description: RuleDescription { get }
    var options: Options { get }
    init(options: Options)
    func validate(_ file: SourceFile) -> [Violation]
}

/// A rule that needs the whole project to decide. It is four functions: `collect` takes a
/// summary from every file of the project, `index` combines the summaries, `candidates`
/// proposes violations in each linted file with the question only the project can answer,
/// and `confirm` answers one question against the index. The engine reads each file once,
/// keeps the summaries and candidates, and filters, de-duplicates and sorts.
///
/// Summaries and candidates must not keep the `SourceFile`: every file's would be held until
/// the index exists, several times the project's size in memory.
public protocol ProjectWideRule: Rule {
    associatedtype FileSummary: Sendable
    associatedtype ProjectIndex: Sendable
    associatedtype Question: Sendable
    func collect(_ file: SourceFile) -> FileSummary
    func index(_ summaries: [FileSummary]) -> ProjectIndex
    /// The parts of the project's cross-reference `index(_:references:)` reads; none by default.
    static var crossReferenceParts: CrossReferenceParts { get }
    /// The index, given the project's cross-reference (holding `crossReferenceParts`). By
    /// default, `index(summaries)`.
    func index(_ summaries: [FileSummary], references: CrossReference) -> ProjectIndex
    /// The file's possible violations. `summary` is what `collect` took from this file: what
    /// the file settles on its own needs no question.
    func candidates(in file: SourceFile, summary: FileSummary) -> [Candidate<Question>]
    func confirm(_ question: Question, in project: ProjectIndex) -> Confirmation
    /// Candidates with one key are one violation: the first confirmed is kept (a type
    /// declared in several `#if` branches is reported once). Nil, the default: never a duplicate.
    func duplicateKey(of candidate: Candidate<Question>) -> AnyHashable?
}

/// A violation a project-wide rule proposes, and what the project must answer first.
public struct Candidate<Question: Sendable>: Sendable {
    public var violation: Violation
    /// Nil: reported whatever the project holds.
    public var question: Question?

    public init(_ violation: Violation, asking question: Question? = nil) {
        self.violation = violation
        self.question = question
    }
}

/// The project's answer to a candidate's question.
public enum Confirmation: Sendable, Equatable {
    case dismissed
    case confirmed
    /// Confirmed, with a message only the whole project could give ("did you mean `title`?").
    case confirmedSaying(String)

    public init(_ isConfirmed: Bool) {
        self = isConfirmed ? .confirmed : .dismissed
    }
}

extension ProjectWideRule {
    public func duplicateKey(of candidate: Candidate<Question>) -> AnyHashable? { nil }

    public static var crossReferenceParts: CrossReferenceParts { [] }

    public func index(_ summaries: [FileSummary], references: CrossReference) -> ProjectIndex {
        index(summaries)
    }
}

/// A rule about the file's inline commands, run after every other rule, knowing what each
/// command suppressed.
public protocol CommandAuditingRule: Rule {
    func audit(_ file: SourceFile, commands: [InlineCommand], usage: CommandUsage) -> [Violation]
}

extension CommandAuditingRule {
    public func validate(_ file: SourceFile) -> [Violation] { [] }
}

/// A rule about how a file changed since a revision (`--new-from-rev`, `--staged`): it runs
/// only on files that existed at the revision, with the file as it was there.
public protocol RevisionRule: Rule {
    func compare(_ file: SourceFile, with previous: SourceFile, since revision: String) -> [Violation]
}

extension RevisionRule {
    public func validate(_ file: SourceFile) -> [Violation] { [] }
}

extension Rule {
    public var identifier: String { Self.description.identifier }

    /// A violation of this rule at a token, with the configured severity. `remedy`, the advice
    /// every warning of its kind gives, ends `message` (`Violation.remedy`).
    public func violation(
        in file: SourceFile, at token: Token, severity: Severity? = nil, message: String, remedy: String? = nil, fix: Fix? = nil
    ) -> Violation {
        violation(in: file, at: file.location(of: token), severity: severity, message: message, remedy: remedy, fix: fix)
    }

    public func violation(
        in file: SourceFile, at location: Location, severity: Severity? = nil, message: String, remedy: String? = nil,
        fix: Fix? = nil
    ) -> Violation {
        assert(remedy.map(message.hasSuffix) ?? true, "a remedy ends its message")
        var violation = Violation(
            ruleIdentifier: Self.description.identifier, ruleName: Self.description.name,
            severity: severity ?? options.severity, path: file.path, location: location, message: message,
            lineText: location.line >= 1 && location.line <= file.lines.count ? file.lineText(location.line - 1, limit: 1024) : "",
            fix: fix
        )
        violation.subject = file.subject(at: location)
        violation.remedy = remedy ?? Self.description.remedy(ending: message)
        if let counterpart = Self.description.swiftLintCounterpart, counterpart.part == nil {
            violation.swiftLintRule = counterpart.rule
        }
        return violation
    }
}

/// A rule whose verdict on a file depends on the day it is read: a dated TODO comes due.
/// `validate` judges the file today; `lint history` reads each file once and judges every
/// snapshot on its own day, with `datedViolations`.
public protocol DayDependentRule: Rule {
    /// Every violation the file could have, each with the first day it holds.
    func datedViolations(in file: SourceFile) -> [DatedViolation]
}

/// A violation that holds from a day on; nil: whatever the day (a date that is no day).
public struct DatedViolation: Sendable {
    public var violation: Violation
    public var from: Day?

    public init(_ violation: Violation, from: Day?) {
        self.violation = violation
        self.from = from
    }

    public func holds(on day: Day) -> Bool {
        from.map { $0 <= day } ?? true
    }
}
