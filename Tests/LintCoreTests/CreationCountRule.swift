@testable import LintCore

/// Reports each class with the number of places the project creates it.
struct CreationCountRule: ProjectWideRule {
    var options = SeverityOption()

    init(options: SeverityOption = SeverityOption()) {
        self.options = options
    }

    static let description = RuleDescription(
        identifier: "creation_count", name: "Creation Count", summary: "", rationale: "",
        triggeringExamples: [], nonTriggeringExamples: []
    )
    static var crossReferenceParts: CrossReferenceParts { .creations }

    func collect(_ file: SourceFile) -> [String] { [] }
    func index(_ summaries: [[String]]) -> CrossReference { .empty }
    func index(_ summaries: [[String]], references: CrossReference) -> CrossReference { references }

    func candidates(in file: SourceFile, summary: [String]) -> [Candidate<String>] {
        file.declarations.types.filter { $0.kind == .class }.map { type in
            Candidate(violation(in: file, at: file.tokens[type.nameToken], message: ""), asking: type.name)
        }
    }

    func confirm(_ question: String, in project: CrossReference) -> Confirmation {
        .confirmedSaying(project.creations(of: question).known.map { "made in \($0.map(\.path))" } ?? "unknown")
    }
}
