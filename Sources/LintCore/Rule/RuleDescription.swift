/// What a rule is, for `lint rules`, `lint explain`, the README table and the example tests.
public struct RuleDescription: Sendable {
    public var identifier: String
    public var name: String
    /// One sentence.
    public var summary: String
    /// Markdown: why the rule exists and what to write instead.
    public var rationale: String
    public var isOptIn: Bool
    /// What the rule guards, for reports that file issues by quality (SonarQube).
    public var category: RuleCategory
    public var triggeringExamples: [Example]
    public var nonTriggeringExamples: [Example]
    /// Which findings `lint --fix` fixes, in a sentence; nil when none can be fixed with certainty.
    public var fixes: String?
    /// The SwiftLint rule this one stands for, wholly or in part.
    public var swiftLintCounterpart: SwiftLintCounterpart?
    /// A SwiftLint rule this one is close to without standing for it (`todo` for `expired_todo`).
    public var swiftLintNearest: SwiftLintNearest?
    /// The advice the rule ends its messages with, the same whatever the code: a message ending
    /// in one gives it as its `Violation.remedy`, which a terminal prints once.
    public var remedies: [String]

    public init(
        identifier: String, name: String, summary: String, rationale: String, isOptIn: Bool = false,
        category: RuleCategory = .convention, fixes: String? = nil, swiftLintCounterpart: SwiftLintCounterpart? = nil,
        swiftLintNearest: SwiftLintNearest? = nil, remedies: [String] = [], triggeringExamples: [Example],
        nonTriggeringExamples: [Example]
    ) {
        self.remedies = remedies
        self.fixes = fixes
        self.swiftLintCounterpart = swiftLintCounterpart
        self.swiftLintNearest = swiftLintNearest
        self.identifier = identifier
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.isOptIn = isOptIn
        self.category = category
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

extension RuleDescription {
    /// The longest remedy `message` ends in, of those the rule declares ("update or remove it"
    /// over "remove it").
    public func remedy(ending message: String) -> String? {
        remedies.filter { message.hasSuffix($0) }.max { $0.count < $1.count }
    }
}

/// What a rule guards. Reporters that file issues by quality map it to their own terms.
public enum RuleCategory: Sendable {
    /// A type keeps to one job (its size).
    case focus
    /// A name says what the thing is for.
    case naming
    /// The design states what the code means (modes, states).
    case design
    /// The code does what it says, on every input (offsets that are not indices).
    case correctness
    /// Comments and commands tell the truth about the code.
    case clarity
    /// A promise with a date is kept.
    case followUp
    /// A convention about maintainability.
    case convention

    /// A design rule states an essay's opinion (`shared/essays/`) and is judged by it: its warning is
    /// right when it is an instance of what the essay criticizes. The others state facts.
    public var isDesign: Bool {
        switch self {
        case .focus, .naming, .design, .correctness: return true
        case .clarity, .followUp, .convention: return false
        }
    }
}

/// A code sample. In triggering examples each `↓` marks where a violation is reported.
public struct Example: Sendable {
    public var code: String
    /// Option values (as YAML text) the example runs with, e.g. `["warning": "3"]`.
    public var configuration: [String: String]
    /// Skip the wrapping checks (block comment, multi-line string, disable command) when
    /// the sample cannot be wrapped, e.g. when it contains `*/` or `"""` itself.
    public var skipWrappingTests: Bool
    /// For a rule comparing revisions: the file as it was at the revision.
    public var previous: String?
    /// The code once `lint --fix` has applied the example's fixes (markers removed); nil when
    /// nothing in it can be fixed with certainty.
    public var fixed: String?
    /// The sample is the rule's essay's own (`shared/essays/`): the essay criticizes it (a triggering
    /// example) or calls it fine (a non-triggering one). The rule must always get it right.
    public var isFromEssay: Bool
    public var file: StaticString
    public var line: UInt

    public init(
        _ code: String, configuration: [String: String] = [:], skipWrappingTests: Bool = false, previous: String? = nil,
        fixed: String? = nil, fromEssay: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) {
        self.code = code
        self.isFromEssay = fromEssay
        self.configuration = configuration
        self.skipWrappingTests = skipWrappingTests
        self.previous = previous
        self.fixed = fixed
        self.file = file
        self.line = line
    }

    public static let marker: Character = "↓"

    /// The code without markers, and the 1-based locations the markers stood at.
    public var markedLocations: (code: String, locations: [Location]) {
        var clean = ""
        var locations: [Location] = []
        var line = 1
        var column = 1
        for scalar in code.unicodeScalars {
            if scalar == "↓" {
                locations.append(Location(line: line, column: column))
                continue
            }
            clean.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (clean, locations)
    }
}
