/// What an operator token does, read from its spelling: the one set of operators the rules share.
public enum OperatorRole: Sendable, Equatable {
    /// `=`
    case assignment
    /// `+=`, `??=`, `<<=`: assigns what it computes.
    case compoundAssignment
    /// `==`, `!=`, `===`, `!==`: a test of identity or equality.
    case equality
    /// `<`, `>`, `<=`, `>=`: an order.
    case ordering
    /// `&&`, `||`
    case logical
    /// `??`
    case nilCoalescing
    /// `..<`, `...`
    case range
    /// `+`, `-`, `*`, `/`, `%`, `&`, `|`, `^`, `<<`, `>>`, `&+` and the like, and custom operators.
    case other

    /// Either kind of assignment: the left side is written.
    public var assigns: Bool { self == .assignment || self == .compoundAssignment }

    /// Equality or order: the operands are compared.
    public var compares: Bool { self == .equality || self == .ordering }

    public init(spelling: some Collection<UInt8>) {
        // Read in place: an operator is a few bytes, and copying them cost an allocation each.
        let count = spelling.count
        let first = spelling.first ?? 0
        let second = count > 1 ? spelling[spelling.index(after: spelling.startIndex)] : 0
        switch count {
        case 1:
            switch first {
            case UInt8(ascii: "="): self = .assignment
            case UInt8(ascii: "<"), UInt8(ascii: ">"): self = .ordering
            default: self = .other
            }
        case 2:
            switch (first, second) {
            case (UInt8(ascii: "="), UInt8(ascii: "=")), (UInt8(ascii: "!"), UInt8(ascii: "=")): self = .equality
            case (UInt8(ascii: "<"), UInt8(ascii: "=")), (UInt8(ascii: ">"), UInt8(ascii: "=")): self = .ordering
            case (UInt8(ascii: "&"), UInt8(ascii: "&")), (UInt8(ascii: "|"), UInt8(ascii: "|")): self = .logical
            case (UInt8(ascii: "?"), UInt8(ascii: "?")): self = .nilCoalescing
            case (_, UInt8(ascii: "=")): self = .compoundAssignment
            default: self = .other
            }
        default:
            let last = spelling[spelling.index(spelling.startIndex, offsetBy: count - 1)]
            let beforeLast = spelling[spelling.index(spelling.startIndex, offsetBy: count - 2)]
            if spelling.elementsEqual("===".utf8) || spelling.elementsEqual("!==".utf8) {
                self = .equality
            } else if spelling.elementsEqual("..<".utf8) || spelling.elementsEqual("...".utf8) {
                self = .range
            } else if last == UInt8(ascii: "="), beforeLast != UInt8(ascii: "=") {
                // `??=`, `<<=`, `&+=`: never `==` ended; a custom `<==>` does not end in `=`.
                self = .compoundAssignment
            } else {
                self = .other
            }
        }
    }
}

extension SourceFile {
    /// The role of the operator at `position`, or nil when the token is no operator. The scanner
    /// gives `<` and `>` tokens of their own, for generics: `a <= b` is `<` then `=`, read here as
    /// one ordering; a `<` or `>` with space before it (`count < limit`) is one too.
    public func operatorRole(at position: Int) -> OperatorRole? {
        guard position >= 0, position < tokens.count else { return nil }
        let token = tokens[position]
        switch token.kind {
        case .operator:
            let role = OperatorRole(spelling: bytes[token.range])
            guard role == .assignment, position > 0, isAngle(position - 1), tokens[position - 1].end == token.start else { return role }
            // `<<=` and `>>=` shift; `<=` and `>=` compare.
            let shifts = position > 1 && isAngle(position - 2) && tokens[position - 2].end == tokens[position - 1].start
            return shifts ? .compoundAssignment : .ordering
        case .leftAngle, .rightAngle:
            guard position > 0, tokens[position - 1].end < token.start else { return nil }
            let next = position + 1
            if next < tokens.count, tokens[next].start == token.end, tokens[next].kind == .operator || isAngle(next) { return nil }
            return .ordering
        default:
            return nil
        }
    }

    private func isAngle(_ position: Int) -> Bool {
        tokens[position].kind == .leftAngle || tokens[position].kind == .rightAngle
    }
}
