import LintCore

/// Which collection an offset reaches, as the loop's declarations tell it: a slice of the walked
/// collection, a lookup inside a local function, a partner unwrapped from an optional.
extension MisusedEnumeratedRule {
    /// `xs[0..<n]`, `xs.prefix(n)`, `xs.dropLast()`: a slice of `xs` from its start, whose offsets
    /// are `xs`'s own; `xs.dropFirst()`, `xs.suffix(n)`, `xs[k...]`: one whose offsets are shifted.
    static func sliceBase(of receiver: String) -> (base: String, fromStart: Bool)? {
        let text = plain(receiver)
        if let bracket = text.firstIndex(of: "["), text.hasSuffix("]") {
            let inside = text[text.index(after: bracket)...]
            return (String(text[..<bracket]), inside.hasPrefix("0..") || inside.hasPrefix("..<") || inside.hasPrefix("..."))
        }
        for (method, fromStart) in [(".prefix(", true), (".dropLast(", true), (".dropFirst(", false), (".suffix(", false)] {
            guard text.hasSuffix(")"),
                  let start = text.indices.first(where: { text[$0...].hasPrefix(method) }) else { continue }
            return (String(text[..<start]), fromStart)
        }
        return nil
    }

    /// What a loop's body declares, read once per body however many subscripts it has: the
    /// names it binds, and those it unwraps (`if let topics`), from the outline's bindings.
    struct BodyDeclarations {
        let outline: SyntaxOutline
        var bound: Set<String> = []
        var unwrapped: Set<String> = []

        init(_ body: Range<Int>, in file: SourceFile) {
            outline = file.outline(.expressions)
            for local in outline.locals(declaredIn: body) {
                for binding in local.bindings { bound.formUnion(binding.names.map(\.name)) }
            }
            for condition in outline.conditions(startingIn: body) {
                guard condition.kind == .optionalBinding, let token = condition.boundToken else { continue }
                let name = file.cursor(at: token).text
                bound.insert(name)
                unwrapped.insert(name)
            }
        }

        /// Inside a `func` declared in the body: a lookup the body calls for, not its pairing.
        func isInLocalFunction(_ position: Int, body: Int?) -> Bool {
            outline.enclosingBlocks(of: position).prefix(while: { $0 != body }).contains { outline.blocks[$0].role == .function }
        }

        /// `messages[found].attachments`: a partner reached through a name the body binds changes
        /// with each element, so no `zip` before the loop pairs with it.
        func dependsOnBody(_ partner: Range<Int>, in file: SourceFile) -> Bool {
            file.subscriptsOrCalls(in: partner) && file.names(mentionedIn: partner).contains(where: bound.contains)
        }

        /// `if let topics`, `guard let topics = …`: the partner may be absent, so no `zip` pairs with it.
        func isUnwrapped(_ partner: String) -> Bool {
            unwrapped.contains(String(plain(partner).split(separator: ".").first ?? ""))
        }
    }
}
