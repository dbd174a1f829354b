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
        let bytes = Array(spelling)
        switch bytes.count {
        case 1:
            switch bytes[0] {
            case UInt8(ascii: "="): self = .assignment
            case UInt8(ascii: "<"), UInt8(ascii: ">"): self = .ordering
            default: self = .other
            }
        case 2:
            switch (bytes[0], bytes[1]) {
            case (UInt8(ascii: "="), UInt8(ascii: "=")), (UInt8(ascii: "!"), UInt8(ascii: "=")): self = .equality
            case (UInt8(ascii: "<"), UInt8(ascii: "=")), (UInt8(ascii: ">"), UInt8(ascii: "=")): self = .ordering
            case (UInt8(ascii: "&"), UInt8(ascii: "&")), (UInt8(ascii: "|"), UInt8(ascii: "|")): self = .logical
            case (UInt8(ascii: "?"), UInt8(ascii: "?")): self = .nilCoalescing
            case (_, UInt8(ascii: "=")): self = .compoundAssignment
            default: self = .other
            }
        default:
            if bytes == Array("===".utf8) || bytes == Array("!==".utf8) {
                self = .equality
            } else if bytes == Array("..<".utf8) || bytes == Array("...".utf8) {
                self = .range
            } else if bytes.last == UInt8(ascii: "="), bytes[bytes.count - 2] != UInt8(ascii: "=") {
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
