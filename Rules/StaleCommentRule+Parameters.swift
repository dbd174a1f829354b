import LintCore

extension StaleCommentRule {
    /// A function's parameters as its doc comment's fields are checked against them, read once
    /// per function: asked of the parameter list field by field, a function with thousands of
    /// documented parameters took minutes.
    final class DocumentedParameters {
        /// Which name of a documented name and a parameter's one typo apart the code shows to be misspelled.
        enum Misspelling { case parameter, unclear }

        let function: FunctionDeclaration
        private let fields: [DocumentationComment.Field]
        /// A misplaced `- Returns:` or `- Throws:` documents no parameter.
        private lazy var parameterFields = fields.filter { misplacedSection($0) == nil }
        /// Whether the file's code uses a name.
        private let namedInFile: (String) -> Bool
        lazy var documented: [String] = parameterFields.compactMap { field in
            if case .parameter(let name) = field.kind { return name }
            return nil
        }
        private lazy var documentedSet = Set(documented)
        private lazy var internalNames = Set(function.parameters.map(\.internalName))
        /// The first parameter with each argument label.
        private lazy var labelled: [String: Parameter] = {
            var labelled: [String: Parameter] = [:]
            for parameter in function.parameters {
                if let label = parameter.externalName, labelled[label] == nil { labelled[label] = parameter }
            }
            return labelled
        }()
        /// The labels of closure types among the parameters and the result (`(_ elements: [Input]) -> T`).
        private lazy var closureLabels = Self.labels(in: function.parameters.map(\.type) + (function.returnType.map { [$0] } ?? []))
        /// Documented names DocC gives to the unnamed (`_`) parameters.
        lazy var unnamedDocumented = StaleCommentRule.namesForUnnamedParameters(parameterFields, of: function)
        lazy var documentsNumberedParametersTogether = StaleCommentRule.documentsNumberedParametersTogether(parameterFields, of: function)
        /// Documented names that are no parameter's name or label, in order.
        lazy var unknown: [String] = documented.filter {
            !unnamedDocumented.contains($0) && !isParameterName($0) && parameter(labelled: $0) == nil
        }
        /// Named parameters whose name is not documented.
        lazy var undocumented: [Parameter] = function.parameters.filter {
            $0.internalName != "_" && !documentedSet.contains($0.internalName)
        }

        /// Everything is read when first asked: most doc comments are checked field by field
        /// against a handful of parameters, and never ask most of it.
        init(_ function: FunctionDeclaration, fields: [DocumentationComment.Field], namedInFile: @escaping (String) -> Bool) {
            self.function = function
            self.fields = fields
            self.namedInFile = namedInFile
        }

        func isParameterName(_ name: String) -> Bool {
            function.parameters.count <= 16 ? function.parameters.contains { $0.internalName == name } : internalNames.contains(name)
        }

        func parameter(labelled label: String) -> Parameter? {
            function.parameters.count <= 16 ? function.parameters.first { $0.externalName == label } : labelled[label]
        }

        /// `- returns:` or `- throws:` inside `- Parameters:` that names no parameter: a misplaced section.
        func misplacedSection(_ field: DocumentationComment.Field) -> DocumentationComment.Field.Kind? {
            guard case .parameter(let name) = field.kind, !isParameterName(name), parameter(labelled: name) == nil else { return nil }
            return field.misplacedSection
        }

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
        func renamedParameter(for name: String) -> Parameter? {
            guard unknown.count <= 8 else { return nil }
            let close = function.parameters.filter { parameter in
                parameter.internalName != "_" && !documentedSet.contains(parameter.internalName)
                    && !documentedSet.contains(parameter.externalName ?? "_")
                    && StaleCommentRule.isRename(name, parameter.internalName)
            }
            return close.count == 1 ? close[0] : nil
        }

        /// Told without a dictionary, from what the code spells: a type that has the documented name
        /// and not the parameter's (`bunde: Bundle`) makes the parameter's the typo; a type that has
        /// both, or the documented name used in the file's code, leaves it open. Nil when the names
        /// are not one typo apart, or nothing in the code has the documented name. An argument
        /// label is a name in the code already: only the type tells which spelling is meant.
        func misspelling(of name: String, by parameter: Parameter) -> Misspelling? {
            // `textview` for `textView: UITextView`: a name that differs only in case is the
            // documentation's to fix, whatever the type spells.
            guard StaleCommentRule.isTypo(name, parameter.internalName), name.lowercased() != parameter.internalName.lowercased()
            else { return nil }
            let type = parameter.type.text.lowercased()
            let typeSpellsDocumented = type.contains(name.lowercased())
            if typeSpellsDocumented && !type.contains(parameter.internalName.lowercased()) { return .parameter }
            guard parameter.externalName != name else { return nil }
            return typeSpellsDocumented || namedInFile(name) ? .unclear : nil
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
