/// A name a pattern binds (SwiftSyntax's `IdentifierPattern`): `row` in `for (offset, row) in`,
/// `x` in `case let .some(x)`, `a` in `let (a, b) = pair`.
public struct IdentifierPattern: Sendable, Equatable {
    /// Without backticks.
    public var name: String
    public var token: Int
}

/// Reads the names a pattern binds, without recursion (a pattern nested a thousand
/// parentheses deep is one walk). Every name binds in a plain pattern (`for (i, (a, b)) in`,
/// `let (a, b)`); in a `case` pattern only those under `let` or `var` (`case (let a, b)` binds
/// `a`; `case let .some(x)` binds `x`). Enum case names (`.some(`, `Foo.bar`), tuple labels,
/// `_`, and the types after `:` (at the top level), `as` and `is` bind nothing.
struct PatternReader {
    let reader: TokenReader
    let outline: SyntaxOutline

    func names(in pattern: Range<Int>, bindsByDefault: Bool) -> [IdentifierPattern] {
        var result: [IdentifierPattern] = []
        // For each open parenthesis: whether its elements bind before any `let` of their own.
        var inherited: [Bool] = []
        var binds = bindsByDefault
        var position = pattern.lowerBound
        while position < pattern.upperBound {
            let token = reader.tokens[position]
            switch token.kind {
            case .leftParen:
                inherited.append(binds)
            case .rightParen:
                binds = inherited.popLast() ?? bindsByDefault
            case .comma:
                binds = inherited.last ?? bindsByDefault
            case .leftBracket, .leftBrace:
                position = OutlineReading(reader: reader, outline: outline).skipping(position)
            case .colon where inherited.isEmpty:
                // `for x: Int in`: a type annotation ends the pattern.
                return result
            case .identifier, .escapedIdentifier:
                switch token.keyword {
                case .let?, .var?:
                    binds = true
                case .as?, .is?:
                    position = max(position, reader.typeEnd(from: position + 1) - 1)
                default:
                    if binds, bindsName(at: position, insideParentheses: !inherited.isEmpty) { result.append(IdentifierPattern(name: reader.text(position), token: position)) }
                }
            default:
                break
            }
            position += 1
        }
        return result
    }

    private func bindsName(at position: Int, insideParentheses: Bool) -> Bool {
        if reader.kind(position) == .identifier {
            guard reader.keyword(position) == nil || OutlineReading.isExpressionName(reader.keyword(position)),
                  reader.keyword(position) != .selfValue, !reader.isWord(position, "_") else { return false }
        }
        switch reader.kind(position - 1) {
        case .dot?: return false
        default: break
        }
        switch reader.kind(position + 1) {
        case .dot?, .leftParen?: return false
        // A label: `(x: a, y: b)`; at the top level a type annotation follows the name.
        case .colon?: return !insideParentheses
        default: return true
        }
    }
}
