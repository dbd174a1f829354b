import LintCore

/// `for (i, day) in days.enumerated() { if isSameWeek(i, i + 1) { … } }` with
/// `func isSameWeek(_ a: Int, _ b: Int) -> Bool { days[a].week == days[b].week }`: a neighbour
/// read through a helper of the same file that subscripts the walked collection with the offset it
/// is handed.
extension MisusedEnumeratedRule {
    /// What a rule asks of the whole file, built the first time it asks: its functions by name,
    /// and its collections' element types by the collection's name.
    final class FileFacts {
        private var functionsByName: [String: [Int]]?
        private var elementTypes: [String: String]?
        private var declaredTypes: [String: String]?
        private var typeKinds: [String: TypeKind]?
        /// Each identifier's positions, by the hash of its spelling, and by name for the names asked.
        var identifierPositions: [UInt64: [Int]]?
        var positionsByName: [String: [Int]] = [:]
        /// For each name asked, the positions that decide whether it is a buffer, in order.
        var bufferDeclarations: [String: [(position: Int, isBuffer: Bool)]] = [:]

        /// The kind of the type this file declares under `name` (its first declaration), if any.
        func kind(ofTypeNamed name: String, in file: SourceFile) -> TypeKind? {
            if typeKinds == nil {
                var kinds: [String: TypeKind] = [:]
                for type in file.declarations.types where type.kind != .extension && kinds[type.name] == nil {
                    kinds[type.name] = type.kind
                }
                typeKinds = kinds
            }
            return typeKinds?[name]
        }

        func functions(named name: String, in file: SourceFile) -> [FunctionDeclaration] {
            if functionsByName == nil {
                var built: [String: [Int]] = [:]
                for (position, function) in file.declarations.functions.enumerated() {
                    built[function.name, default: []].append(position)
                }
                functionsByName = built
            }
            return (functionsByName?[name] ?? []).map { file.declarations.functions[$0] }
        }

        /// `name: [T]`, `name: [T?]`, `name = [T]()`: the element type's base name, when the file's
        /// declarations of `name` agree on it (empty when they do not).
        func elementType(of name: String, in file: SourceFile) -> String? {
            if elementTypes == nil { (elementTypes, declaredTypes) = Self.types(in: file) }
            return elementTypes?[name]
        }

        /// `name: T`: the type every declaration of `name` in the file gives it (`String` for
        /// `code: String`); empty when they differ.
        func declaredType(of name: String, in file: SourceFile) -> String? {
            if declaredTypes == nil { (elementTypes, declaredTypes) = Self.types(in: file) }
            return declaredTypes?[name]
        }

        private static func types(in file: SourceFile) -> ([String: String], [String: String]) {
            var types: [String: String] = [:]
            var declared: [String: String] = [:]
            for position in file.tokens.indices.dropLast(3) where file.tokens[position].kind == .identifier {
                let next = file.cursor(at: position + 1)
                guard next.is(.colon) || next.text == "=" else { continue }
                if next.is(.colon), next.next.is(.leftBracket), let close = next.next.matchingBracket,
                   (next.next.position..<close.position).contains(where: { file.tokens[$0].kind == .colon }) {
                    // `[Int: Info]`: a dictionary, keyed rather than positioned.
                    declared[file.text(of: file.tokens[position])] = MisusedEnumeratedRule.dictionaryMark
                } else if next.is(.colon), next.next.isName {
                    // Declared differently in two places (two types' `code`): unknown.
                    let name = file.text(of: file.tokens[position]), type = next.next.text
                    declared[name] = declared[name].map { $0 == type ? type : "" } ?? type
                }
                let bracket = next.next
                guard bracket.is(.leftBracket), bracket.next.isName else { continue }
                if !next.is(.colon) {
                    guard let close = bracket.matchingBracket, close.next.is(.leftParen) else { continue }
                }
                let after = bracket.next.next
                guard after.is(.rightBracket) || after.is(.question) || after.is(.exclamation) || after.is(.dot) else { continue }
                let name = file.text(of: file.tokens[position]), element = TypeReference.baseName(bracket.next.text)
                types[name] = types[name].map { $0 == element ? element : "" } ?? element
            }
            return (types, declared)
        }
    }

    func helperMisuse(
        of use: EnumeratedUse, receiver: String, functions: FileFacts, in file: SourceFile
    ) -> String? {
        guard let close = use.close, !use.identifiesByOffset else { return nil }
        let walked = Self.plain(receiver)
        let collection = String(walked.split(separator: ".").last ?? "")
        guard !collection.isEmpty else { return nil }
        let scan = OffsetScan(file: file, reference: OffsetReference(use))
        let tokens = file.tokens
        for position in use.open + 1..<max(use.open + 1, close - 1) where tokens[position].kind == .identifier
            && tokens[position + 1].kind == .leftParen && !isMemberOfOther(position, in: file) {
            guard let callClose = file.matchingClose(position + 1) else { continue }
            let arguments = Self.callArguments(position + 2..<callClose, in: file)
            let name = file.text(of: tokens[position])
            let shift = { (argument: Range<Int>) -> Int? in
                guard let end = scan.referenceEnd(at: argument.lowerBound) else { return nil }
                if end == argument.upperBound { return 0 }
                guard argument.upperBound - end == 2, ["+", "-"].contains(file.text(of: tokens[end])),
                      tokens[end + 1].kind == .number else { return nil }
                return 1
            }
            guard arguments.contains(where: { shift($0) != nil }) else { continue }
            for function in functions.functions(named: name, in: file) where function.parameters.count == arguments.count {
                // A neighbour (`i + 1`) says more than the offset beside it.
                let pairs = zip(arguments, function.parameters).sorted { (shift($0.0) ?? 0) > (shift($1.0) ?? 0) }
                for (argument, parameter) in pairs {
                    guard let shifted = shift(argument), let body = function.body, let bodyClose = body.close else { continue }
                    let call = file.readable(position..<callClose + 1)
                    guard let access = Self.subscriptAccess(
                        of: collection, by: parameter.internalName, in: body.open..<bodyClose, file
                    ) else {
                        // `testData.issueMessages[issueIndex]`: the helper pairs another collection by offset.
                        guard shifted == 0, let (access, partner) = Self.partnerAccess(
                            by: parameter.internalName, in: body.open..<bodyClose, file
                        ), partner != walked else { continue }
                        return "`\(call)` hands an `enumerated()` offset to `\(name)`, which indexes another collection "
                            + "with it, `\(access)`: pair them with `zip(\(receiver), \(partner))` and hand it the partner"
                    }
                    if shifted == 0 {
                        return "`\(call)` hands an `enumerated()` offset to `\(name)`, which uses it as an index: "
                            + "`\(access)`; hand it the index itself, from `zip(\(walked).indices, \(walked))`"
                    }
                    return "`\(call)` reads a neighbour by `enumerated()` offset through `\(name)`, which indexes "
                        + "`\(access)`: walk adjacent pairs with `zip(\(walked), \(walked).dropFirst())` and hand it "
                        + "the elements"
                }
            }
        }
        return nil
    }

    /// `other.helper(` is another value's method; `self.helper(` and `helper(` are this type's.
    private func isMemberOfOther(_ position: Int, in file: SourceFile) -> Bool {
        guard file.tokens[position - 1].kind == .dot else { return false }
        return file.tokens[position - 2].keyword != .selfValue
    }

    /// The arguments of a call, each without its label.
    private static func callArguments(_ range: Range<Int>, in file: SourceFile) -> [Range<Int>] {
        arguments(range, in: file).map { argument in
            argument.count > 2 && file.tokens[argument.lowerBound].kind == .identifier
                && file.tokens[argument.lowerBound + 1].kind == .colon
                ? argument.lowerBound + 2..<argument.upperBound : argument
        }
    }

    /// `other[a]`, the whole subscript the parameter, on a collection the helper does not declare
    /// itself: the access and the collection.
    private static func partnerAccess(
        by parameter: String, in body: Range<Int>, _ file: SourceFile
    ) -> (access: String, partner: String)? {
        let tokens = file.tokens
        for position in body.dropLast(2) where tokens[position].kind == .leftBracket
            && tokens[position + 2].kind == .rightBracket && file.text(of: tokens[position + 1]) == parameter
            && position > 0 && OffsetScan.endsExpression(tokens[position - 1], in: file) {
            let start = file.postfixStart(endingBefore: position)
            guard start < position else { continue }
            let partner = plain(file.readable(start..<position))
            let root = String(partner.split(separator: ".").first ?? "")
            let declaredHere = body.contains { index in
                file.tokens[index].kind == .identifier && file.text(of: file.tokens[index]) == root
                    && (file.tokens[index - 1].keyword == .let || file.tokens[index - 1].keyword == .var)
            }
            if declaredHere || partner.hasSuffix("?") { continue }
            return (file.readable(start..<position + 3), partner)
        }
        return nil
    }

    /// `items[a]`, `self.items[a]`, `items[(a + 1)...]`: the helper's body subscripts the collection
    /// with the parameter.
    private static func subscriptAccess(
        of collection: String, by parameter: String, in body: Range<Int>, _ file: SourceFile
    ) -> String? {
        let tokens = file.tokens
        for position in body.dropLast(2) where tokens[position].kind == .leftBracket
            && position > 0 && file.text(of: tokens[position - 1]) == collection {
            guard let close = file.matchingClose(position), close < body.upperBound,
                  (position + 1..<close).contains(where: {
                      tokens[$0].kind == .identifier && file.text(of: tokens[$0]) == parameter
                          && tokens[$0 - 1].kind != .dot && tokens[$0 + 1].kind != .colon
                  })
            else { continue }
            return file.readable(position - 1..<close + 1)
        }
        return nil
    }
}
