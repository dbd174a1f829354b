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
        /// The type or extension that declares the function: an unqualified call elsewhere is
        /// another type's function of the same name.
        var ownerType: String?
        /// What the message says of the function, the parameter and how the body branches on it.
        var function: String
        var parameter: String
        var branch: String
    }

    /// Where callers pass the parameter `true` and where `false`, as bare literals (or leave it to
    /// a literal default): sites that vary it with literals the reader cannot tell apart.
    struct Callers {
        var passingTrue: Site<Call>?
        var passingFalse: Site<Call>?
        /// A call that leaves the parameter to its default.
        var leavingDefault: Site<Call>?
        let defaultValue: Bool?

        init(_ question: Question, calls: [Site<Call>]) {
            defaultValue = question.defaultValue
            for site in calls {
                let call = site.value
                // `makeContentView()` in another type is that type's own function.
                if call.receiver == nil || call.receiver == "self", let owner = question.ownerType, call.place.type != owner {
                    continue
                }
                guard let mapping = Self.arguments(call.labels, fitting: question.labels, defaults: question.hasDefault)
                else { continue }
                guard let argument = mapping[question.position] else {
                    leavingDefault = leavingDefault ?? site
                    continue
                }
                guard argument < call.arguments.count, case .boolLiteral(let literal) = call.arguments[argument] else { continue }
                if literal { passingTrue = passingTrue ?? site } else { passingFalse = passingFalse ?? site }
            }
        }

        /// Both values reach the function from its callers, one of them at least as a literal:
        /// each as "`true` at File.swift:12" or "`false`, by default, at File.swift:40".
        var sites: (true: String, false: String)? {
            guard passingTrue != nil || passingFalse != nil else { return nil }
            let byDefault = leavingDefault.map { "`\(defaultValue == true)`, by default, at \(Self.place($0))" }
            let withTrue = passingTrue.map { "`true` at \(Self.place($0))" } ?? (defaultValue == true ? byDefault : nil)
            let withFalse = passingFalse.map { "`false` at \(Self.place($0))" } ?? (defaultValue == false ? byDefault : nil)
            guard let withTrue, let withFalse else { return nil }
            return (withTrue, withFalse)
        }

        private static func place(_ site: Site<Call>) -> String {
            "\(site.path):\(site.value.place.line)"
        }

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
