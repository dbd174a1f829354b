import LintCore

/// `for (i, day) in days.enumerated() { if isSameWeek(i, i + 1) { … } }` with
/// `func isSameWeek(_ a: Int, _ b: Int) -> Bool { days[a].week == days[b].week }`: a neighbour
/// read through a helper of the same file that subscripts the walked collection with the offset it
/// is handed.
extension MisusedEnumeratedRule {
    func helperMisuse(of use: EnumeratedUse, receiver: String, in file: SourceFile) -> String? {
        guard let close = use.close, !use.identifiesByOffset else { return nil }
        let walked = Self.plain(receiver)
        let collection = String(walked.split(separator: ".").last ?? "")
        guard !collection.isEmpty else { return nil }
        let offset = OffsetMentions(file, OffsetReference(use))
        let outline = offset.outline
        // Each call's arguments that are the offset (0) or a neighbour (1: `i + 1`, whatever the literal).
        var shifts: [Int: [Int: Int]] = [:]
        for mention in offset.mentions(in: use.open + 1..<close) {
            guard let (call, argument) = outline.callArgument(startingAt: mention.lowerBound),
                  let shift = offset.shift(of: outline.calls[call].arguments[argument].expression, mention: mention) else { continue }
            shifts[call, default: [:]][argument] = shift == 0 ? 0 : 1
        }
        for (index, shift) in shifts.sorted(by: { (outline.calls[$0.key].name ?? 0) < (outline.calls[$1.key].name ?? 0) }) {
            let call = outline.calls[index]
            // `other.helper(` is another value's method; `self.helper(` and `helper(` are this type's.
            guard let nameToken = call.name, let callClose = call.rightParen,
                  call.receiver.map({ $0.count == 1 && file.tokens[$0.lowerBound].keyword == .selfValue }) ?? true
            else { continue }
            let name = file.cursor(at: nameToken).text
            for function in file.functionDeclarations(named: name) where function.parameters.count == call.arguments.count {
                // A neighbour (`i + 1`) says more than the offset beside it.
                let pairs = zip(call.arguments.indices, function.parameters).sorted { (shift[$0.0] ?? 0) > (shift[$1.0] ?? 0) }
                for (argument, parameter) in pairs {
                    guard let shifted = shift[argument], let body = function.body, let bodyClose = body.close else { continue }
                    let call = file.readable(nameToken..<callClose + 1)
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

    /// `other[a]`, the whole subscript the parameter, on a collection the helper does not declare
    /// itself: the access and the collection.
    private static func partnerAccess(
        by parameter: String, in body: Range<Int>, _ file: SourceFile
    ) -> (access: String, partner: String)? {
        let outline = file.outline(.records)
        for record in outline.subscripts(openingIn: body) where record.index.count == 1
            && file.cursor(at: record.index.lowerBound).text == parameter {
            let partner = plain(file.readable(record.base))
            let root = String(partner.split(separator: ".").first ?? "")
            let local = outline.local(named: root, before: record.leftBracket)
            if local.map({ body.contains(outline.locals[$0.declaration].keyword) }) == true { continue }
            return (file.readable(record.tokens), partner)
        }
        return nil
    }

    /// `items[a]`, `self.items[a]`, `items[(a + 1)...]`: the helper's body subscripts the collection
    /// with the parameter.
    private static func subscriptAccess(
        of collection: String, by parameter: String, in body: Range<Int>, _ file: SourceFile
    ) -> String? {
        for record in file.outline(.records).subscripts(openingIn: body) where file.cursor(at: record.base.upperBound - 1).text == collection {
            // `items[index: a]` labels the argument, `items[a.row]` names another value's member.
            let usesParameter = file.positions(ofName: parameter, in: record.index).contains {
                !file.isMember(at: $0) && !file.cursor(at: $0).next.is(.colon)
            }
            if usesParameter { return file.readable(record.base.upperBound - 1..<record.rightBracket + 1) }
        }
        return nil
    }
}
