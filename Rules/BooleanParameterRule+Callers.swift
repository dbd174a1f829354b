import LintCore

extension BooleanParameterRule {
    /// A Bool parameter a body branches on, with what its callers need to be matched: the
    /// function's name as called (a type's name for an initializer), its labels and which
    /// parameters have defaults, and the default's value when it is a literal.
    public struct Question: Sendable {
        var signature: String
        var calledName: String
        var labels: [String]
        var hasDefault: [Bool]
        var position: Int
        var defaultValue: Bool?
        /// The warning's message, to which the call sites are added.
        var function: String
        var parameter: String
        var branch: String
    }

    /// Where callers pass the parameter `true` and where `false`, as bare literals (or leave it to
    /// a literal default): sites that vary it with literals the reader cannot tell apart.
    struct Callers {
        var withTrue: Site<Call>?
        var withFalse: Site<Call>?
        var passesLiteral = false

        init(_ question: Question, calls: [Site<Call>]) {
            for site in calls {
                guard let mapping = Self.arguments(site.value.labels, fitting: question.labels, defaults: question.hasDefault)
                else { continue }
                let value: Bool?
                if let argument = mapping[question.position] {
                    guard argument < site.value.arguments.count,
                          case .boolLiteral(let literal) = site.value.arguments[argument] else { continue }
                    value = literal
                    passesLiteral = true
                } else {
                    value = question.defaultValue
                }
                if value == true, withTrue == nil { withTrue = site }
                if value == false, withFalse == nil { withFalse = site }
            }
        }

        /// Both values reach the function from its callers, one of them at least as a literal.
        var vary: Bool { passesLiteral && withTrue != nil && withFalse != nil }

        /// For each parameter, the position of the call's argument for it, nil where the call
        /// leaves it to its default; nil when the call does not fit the labels.
        static func arguments(_ given: [String], fitting labels: [String], defaults: [Bool]) -> [Int?]? {
            var mapping: [Int?] = []
            var next = 0
            for (label, hasDefault) in zip(labels, defaults) {
                // A trailing closure is the last argument, whatever its parameter's label.
                let trailing = next == given.count - 1 && given[next] == "_" && mapping.count == labels.count - 1
                if next < given.count, given[next] == label || trailing {
                    mapping.append(next)
                    next += 1
                } else if hasDefault {
                    mapping.append(nil)
                } else {
                    return nil
                }
            }
            return next == given.count ? mapping : nil
        }
    }

    /// `_`, or a label that names no choice (`flag:`, `value:`): the call shows a bare `true`.
    static func isBareAtCalls(_ parameter: Parameter) -> Bool {
        let label = parameter.externalName ?? parameter.internalName
        return label == "_" || vagueLabels.contains(label.lowercased())
    }

    static let vagueLabels: Set<String> = ["flag", "value", "bool", "option", "mode", "b", "yes", "choice"]

    /// The literal a parameter defaults to (`_ compress: Bool = false`), if any.
    static func defaultValue(of parameter: Parameter, in file: SourceFile) -> Bool? {
        guard parameter.hasDefault else { return nil }
        var cursor = file.cursor(at: parameter.nameToken)
        while cursor.exists, !(cursor.kind == .operator && cursor.text == "="), !cursor.is(.comma), !cursor.is(.rightParen) {
            cursor = cursor.next
        }
        guard cursor.kind == .operator, cursor.text == "=" else { return nil }
        if cursor.next.keyword == .true { return true }
        if cursor.next.keyword == .false { return false }
        return nil
    }
}
