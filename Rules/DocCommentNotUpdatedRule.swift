import LintCore

public struct DocCommentNotUpdatedRule: RevisionRule {
    public let options: SeverityOption

    public init(options: SeverityOption) {
        self.options = options
    }

    public static let description = RuleDescription(
        identifier: "doc_comment_not_updated",
        name: "Doc Comment Not Updated",
        summary: "A signature changed under documentation that did not: re-read the comment.",
        rationale: """
            "Because code review diffs only show a few lines around the change, out-of-date comments can \
            only be found if the comment is close to the change itself." A linter sees the whole change: \
            when a documented function's signature moves and its documentation stays word for word what it \
            was, the comment describes the old function.

            Active when there is a revision to compare with (`--new-from-rev REV`, or `--staged`, which \
            compares the index with `HEAD`): a documented `func`, `init` or `subscript` whose parameters \
            (added, removed, renamed or retyped), effects (`async`, `throws`), result type or \
            generic constraints changed since the revision, while its doc comment is unchanged (or changed only \
            in a renamed parameter's field name, as `--fix` writes it: the description was not re-read). Reported at \
            the doc comment, naming what changed. Only what the comment's fields describe counts: \
            parameters gained, lost or renamed when it documents parameters, and a parameter's new type \
            when it names the old one; a result when it has `- Returns:` and the function starts or stops \
            returning a value, becomes or stops being optional, or returns another type the comment \
            names. Errors, effects and generic constraints are named beside such a change, never alone, \
            and how the language came to spell a type (`any`, `some`, `@Sendable`, `Sendable` \
            constraints, typed `throws` for `rethrows`) is no change. A summary alone describes what \
            the function does, which a new signature seldom changes. A parameter the change added \
            without documentation, to a comment that documents the others and was edited, is reported \
            at the parameter.

            Declarations are paired across the revisions by their enclosing type and name, then by \
            position among overloads; a declaration that only moved, or whose body changed, is not \
            reported, and neither is one that had no documentation before.
            """,
        category: .clarity,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    /// Parameters the change added to a function whose doc comment documents the others, and
    /// was edited, but not for them: reported at the first.
    private func undocumentedAddition(
        _ now: DocumentedFunction, _ then: DocumentedFunction, in file: SourceFile, _ revision: String
    ) -> Violation? {
        let described = now.describes
        guard described.parameters else { return nil }
        let before = Set(then.signature.parameters.map(\.name))
        let added = now.signature.parameters.filter { parameter in
            parameter.name != "_" && !before.contains(parameter.name) && !described.parameterNames.contains(parameter.name)
                && !described.parameterNames.contains(parameter.label ?? "_") && !described.text.contains("`\(parameter.name)`")
        }
        guard let first = added.first else { return nil }
        let names = added.map { "`\($0.name)`" }
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return violation(
            in: file, at: file.location(of: file.tokens[first.nameToken]),
            message: "`\(now.name)` gained \(list) since \(revision) without documentation, while its doc comment "
                + "documents its other parameters: document " + (names.count == 1 ? "it" : "them")
        )
    }

    /// The old documentation with each renamed parameter's field (`- Parameter old:`, `- old:`)
    /// written with the new name: parameters are paired by position.
    static func renamingFields(of lines: [String], from old: Signature, to new: Signature) -> [String] {
        guard old.parameters.count == new.parameters.count else { return lines }
        let renames = zip(old.parameters, new.parameters).filter { $0.name != $1.name }.map { ($0.name, $1.name) }
        guard !renames.isEmpty else { return lines }
        return lines.map { line in
            var line = line
            for (from, to) in renames {
                for (field, renamed) in [("- Parameter \(from):", "- Parameter \(to):"), ("- \(from):", "- \(to):")]
                where line.hasPrefix(field) {
                    line = renamed + line.dropFirst(field.count)
                }
            }
            return line
        }
    }

    public func compare(_ file: SourceFile, with previous: SourceFile, since revision: String) -> [Violation] {
        let current = DocumentedFunction.all(in: file)
        guard !current.isEmpty else { return [] }
        let before = Dictionary(grouping: DocumentedFunction.all(in: previous), by: \.key)
        return Dictionary(grouping: current, by: \.key).sorted { $0.key < $1.key }.flatMap { key, functions in
            DocumentedFunction.pairs(functions, before[key] ?? []).compactMap { now, then -> Violation? in
                // Only the renamed parameter's field follows the new name (as `--fix` writes it): the
                // description that field holds was not re-read.
                let renamedOnly = now.documentation != then.documentation
                    && now.documentation == Self.renamingFields(of: then.documentation, from: then.signature, to: now.signature)
                guard now.documentation == then.documentation || renamedOnly else {
                    return undocumentedAddition(now, then, in: file, revision)
                }
                let describing = renamedOnly ? then.describes : now.describes
                guard let changes = now.signature.changes(since: then.signature, describing: describing) else { return nil }
                let unchanged = renamedOnly ? "is unchanged since \(revision) but for the parameter's name" : "is unchanged since \(revision)"
                var found = violation(
                    in: file, at: file.location(ofOffset: now.documentationStart),
                    message: "`\(now.name)` \(changes), but its documentation \(unchanged): re-read it"
                )
                // The parameters it had and lost, which a field may still document (`stale_comment`'s fact).
                let names = Set(now.signature.parameters.map(\.name))
                found.topics = then.signature.parameters.map(\.name).filter { $0 != "_" && !names.contains($0) }.map { "parameter \($0)" }
                return found
            }
        }.sorted { $0.location < $1.location }
    }
}
