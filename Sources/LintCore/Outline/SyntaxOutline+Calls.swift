/// A call: `items.filter { $0.isDone }`, `UIView(frame: .zero)`, `Foo.init(x)`, `handler?(x)`,
/// `f()()`, `{ … }()`. Named after SwiftSyntax's `FunctionCallExprSyntax`; a pattern such as
/// `case .loaded(let items)` is one too, as SwiftSyntax reads it. Declarations (`func load(`,
/// `init(`, `case loaded([Item])` in an enum), statements (`if (a)`), attributes, macros
/// (`#selector(…)`, `#if os(iOS)`), types and function references (`Foo.init(x:)`) are not.
public struct FunctionCallExpr: Sendable, Equatable {
    /// The called expression: `items.filter`, `UIView`, `Array<Int>`, `delegate?.did`, `f()` in `f()()`.
    public var calledExpression: Range<Int>
    /// The called name: `filter`, `UIView`, `init` in `Foo.init(…)`, `async` in
    /// `DispatchQueue.main.async { }`, `handler` in `handler?(x)`; nil when the called
    /// expression does not end in a name (`f()()`, `a[0]()`, `{ … }()`).
    public var name: Int?
    /// The postfix expression before the called name's `.` (`items` in `items.filter`,
    /// `delegate?` in `delegate?.did(x)`, `a[0]` in `a[0].f()`), across line breaks; nil for a
    /// bare call or an implicit member (`.init(…)`). `try` and `await` are never part of it.
    public var receiver: Range<Int>?
    /// The `(` and `)` of the argument list; nil when the call has only trailing closures
    /// (`)` is also nil when the file ends first).
    public var leftParen: Int?
    public var rightParen: Int?
    /// The arguments in the parentheses, in order (both branches of an `#if` inside them).
    public var arguments: [LabeledExpr]
    /// The trailing closures, by position in `SyntaxOutline.blocks`: the unlabeled one first,
    /// then the labeled ones (`} completion: { … }`); `closure(ofBlock:)` tells their labels.
    public var trailingClosures: [Int]
    /// The token that opens the call's arguments: its `(`, else its first trailing closure's
    /// `{`. `SyntaxOutline.calls` is sorted by it.
    public var opening: Int
}

/// One argument of a call: `label: expression` or just `expression`.
public struct LabeledExpr: Sendable, Equatable {
    /// The label's text (`completion`, without backticks), or nil for an unlabeled argument.
    public var label: String?
    public var labelToken: Int?
    /// The argument's tokens after any label and its colon, without the `,`.
    public var expression: Range<Int>
    /// The expression when it is a plain name or member path (`item`, `self.items`, `row.id`,
    /// `$0.offset`), as written without spaces; nil for any other expression.
    public var path: String?
}

/// A closure: one per `closure` block. Named after SwiftSyntax's `ClosureExprSyntax`.
public struct ClosureExpr: Sendable, Equatable {
    /// The closure's block, by position in `SyntaxOutline.blocks`.
    public var block: Int
    /// The `in` ending the signature, or nil when the closure has none.
    public var signatureIn: Int?
    /// The parameters named in the signature, in order, those in tuple patterns included.
    public var parameters: [ClosureParameter]
    /// The capture list's entries (`[weak self, unowned x = y]`).
    public var captures: [ClosureCaptureItem]
    /// The highest `n` of the shorthand parameters `$n` used in this closure itself (not in a
    /// closure nested in it), or nil when it uses none: `{ $1 }` reads only the second.
    public var highestShorthandParameter: Int?
    /// The tokens of those shorthand uses, in order.
    public var shorthandUses: [Int]
    /// The call this closure is an argument or trailing closure of, by position in
    /// `SyntaxOutline.calls`; nil for a closure that is no argument (`let f = { }`, `{ … }()`,
    /// `a ?? { }`).
    public var call: Int?
    /// The label it is passed under: `completion` for `completion: { }` or `} completion: {`;
    /// nil for an unlabeled argument or the first trailing closure.
    public var label: String?
    /// Whether it is a trailing closure rather than an argument in parentheses.
    public var isTrailing: Bool
}

/// A name bound by a closure's signature: `a` in `{ a, b in`, `{ (a: Int) in`, `{ (a, (b, c)) in`.
public struct ClosureParameter: Sendable, Equatable {
    /// The name's text (`_` for a discarded one).
    public var name: String
    public var token: Int
    /// The type's tokens after the colon, or nil when it has none.
    public var type: Range<Int>?
    /// Where it lies in the signature: `[0]` for the first parameter, `[1, 0]` for the first
    /// name of a tuple pattern in the second place (`b` in `{ (a, (b, c)) in`).
    public var indexPath: [Int]
}

/// One entry of a closure's capture list: `weak self`, `unowned(unsafe) x = y`, `items`.
public struct ClosureCaptureItem: Sendable, Equatable {
    public var specifier: ClosureCaptureSpecifier?
    /// The captured name (`self`, or the name given before `=`).
    public var name: String
    public var nameToken: Int
    /// The expression after `=`, or nil when the entry captures the name itself.
    public var initializer: Range<Int>?
}

/// How a capture list entry holds what it captures.
public enum ClosureCaptureSpecifier: String, Sendable, Hashable {
    case weak
    case unowned
    case unownedSafe = "unowned(safe)"
    case unownedUnsafe = "unowned(unsafe)"
}

/// The calls and closures of a file with what the lookups need.
struct CallsAndClosures: Sendable {
    var calls: [FunctionCallExpr] = []
    var closures: [ClosureExpr] = []
    /// For each token, the innermost call whose argument list or trailing closure holds it, or -1.
    var callOfToken: [Int32] = []
}

extension SyntaxOutline {
    /// Every call of the file, sorted by `opening`.
    public var calls: [FunctionCallExpr] { callsAndClosures.calls }
    /// Every closure of the file, in the order of their blocks.
    public var closures: [ClosureExpr] { callsAndClosures.closures }

    /// The innermost call whose argument list or trailing closure holds the token at
    /// `position` (not counting the call's own brackets), by position in `calls`.
    public func call(holding position: Int) -> Int? {
        let table = callsAndClosures.callOfToken
        guard position >= 0, position < table.count, table[position] >= 0 else { return nil }
        return Int(table[position])
    }

    /// The call whose `(` (or, with trailing closures only, first `{`) is at `position`, by
    /// position in `calls`: a binary search, calls being sorted by where they open.
    public func call(openingAt position: Int) -> Int? {
        let calls = callsAndClosures.calls
        let index = calls.partitionPoint { $0.opening >= position }
        return index < calls.count && calls[index].opening == position ? index : nil
    }

    /// The call that ends at the `)` at `position`, by position in `calls`.
    public func call(closingAt position: Int) -> Int? {
        open(of: position).flatMap(call(openingAt:)).flatMap { callsAndClosures.calls[$0].rightParen == position ? $0 : nil }
    }

    /// The closure whose block is `block`, by position in `closures`.
    public func closure(ofBlock block: Int) -> Int? {
        let closures = callsAndClosures.closures
        let index = closures.partitionPoint { $0.block >= block }
        return index < closures.count && closures[index].block == block ? index : nil
    }

    /// The calls whose `opening` lies inside `block` (at any depth), as positions in `calls`.
    public func calls(in block: Int) -> Range<Int> {
        let contents = blocks[block].contents
        let calls = callsAndClosures.calls
        let first = calls.partitionPoint { $0.opening >= contents.lowerBound }
        let end = calls[first...].partitionPoint { $0.opening >= contents.upperBound }
        return first..<end
    }
}

extension FunctionCallExpr {
    /// The called name's text (`filter`), or nil when the call has no name.
    public func nameText(in file: SourceFile) -> String? {
        name.map { TokenReader(bytes: file.bytes, tokens: file.tokens).text($0) }
    }
}
