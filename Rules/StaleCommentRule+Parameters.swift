import LintCore

extension StaleCommentRule {
    /// A function's parameters as its doc comment's fields are checked against them, read once
    /// per function: asked of the parameter list field by field, a function with thousands of
    /// documented parameters took minutes.
    struct DocumentedParameters {
        let function: FunctionDeclaration
        let documented: [String]
        private let documentedSet: Set<String>
        private let internalNames: Set<String>
        /// The first parameter with each argument label.
        private let labelled: [String: Parameter]
        /// The labels of closure types among the parameters and the result (`(_ elements: [Input]) -> T`).
        private let closureLabels: Set<String>
        /// Documented names DocC gives to the unnamed (`_`) parameters.
        let unnamedDocumented: Set<String>
        let documentsNumberedParametersTogether: Bool
        /// Documented names that are no parameter's name or label, in order.
        let unknown: [String]
        /// Named parameters whose name is not documented.
        let undocumented: [Parameter]

        init(_ function: FunctionDeclaration, fields: [DocumentationComment.Field]) {
            self.function = function
            documented = fields.compactMap { field in
                if case .parameter(let name) = field.kind { return name }
                return nil
            }
            documentedSet = Set(documented)
            internalNames = Set(function.parameters.map(\.internalName))
            var labelled: [String: Parameter] = [:]
            for parameter in function.parameters {
                if let label = parameter.externalName, labelled[label] == nil { labelled[label] = parameter }
            }
            self.labelled = labelled
            closureLabels = Self.labels(in: function.parameters.map(\.type) + (function.returnType.map { [$0] } ?? []))
            unnamedDocumented = StaleCommentRule.namesForUnnamedParameters(fields, of: function)
            documentsNumberedParametersTogether = StaleCommentRule.documentsNumberedParametersTogether(fields, of: function)
            let (internalNames, unnamed) = (internalNames, unnamedDocumented)
            unknown = documented.filter { !unnamed.contains($0) && !internalNames.contains($0) && labelled[$0] == nil }
            let documentedSet = documentedSet
            undocumented = function.parameters.filter { $0.internalName != "_" && !documentedSet.contains($0.internalName) }
        }

        func isParameterName(_ name: String) -> Bool { internalNames.contains(name) }

        func parameter(labelled label: String) -> Parameter? { labelled[label] }

        func isClosureLabel(_ name: String) -> Bool {
            guard name.utf8.allSatisfy(Byte.isWord) else {
                return (function.parameters.map(\.type) + (function.returnType.map { [$0] } ?? [])).contains {
                    $0.labelsFunctionParameter(name)
                }
            }
            return closureLabels.contains(name)
        }

        /// The one named parameter documented by neither name nor label and close to `name`; nil
        /// when none is, or several are. Past a few documented names that match nothing, the
        /// comment describes another signature, not a renamed parameter, and none is offered.
        func renamedParameter(for name: String) -> String? {
            guard unknown.count <= 8 else { return nil }
            let close = function.parameters.filter { parameter in
                parameter.internalName != "_" && !documentedSet.contains(parameter.internalName)
                    && !documentedSet.contains(parameter.externalName ?? "_")
                    && StaleCommentRule.isRename(name, parameter.internalName)
            }
            return close.count == 1 ? close[0].internalName : nil
        }

        /// Each word followed by `:` in a type that has a function type: what
        /// `TypeReference.labelsFunctionParameter` finds, collected once.
        private static func labels(in types: [TypeReference]) -> Set<String> {
            var labels: Set<String> = []
            for type in types where type.text.contains("->") {
                let bytes = Array(type.text.utf8)
                for colon in bytes.indices where bytes[colon] == UInt8(ascii: ":") {
                    var start = colon
                    while start > 0 && Byte.isWord(bytes[start - 1]) { start -= 1 }
                    if start < colon { labels.insert(String(decoding: bytes[start..<colon], as: UTF8.self)) }
                }
            }
            return labels
        }
    }
}
