import LintCore

extension ViewControllerFlowRule {
    /// A type named where the shown controller is made (`PostViewController(post: post)`).
    struct Made: Sendable, Equatable {
        var name: String
    }

    /// A call that shows a controller, with what the code around it says the controller is made of.
    struct ShowCall: Sendable {
        var method: String
        var token: Int
        /// Type names in the shown expression, and in the locals and properties it is made of, in order.
        var made: [Made]
        /// The identifier of a storyboard scene the controller is instantiated from.
        var storyboardScene: String?
        /// `performSegue(withIdentifier:)`'s identifier.
        var segue: String?
        /// In a `static` or `class` function.
        var isStatic = false
        /// The `func` keyword of the function that holds it: one decision per function and screen.
        var function = -1
        /// The expression that gives the segue's identifier when it is no literal string
        /// (`Segue.showReceipt.rawValue`): `segue` is then the name it ends in, not the identifier.
        var segueExpression: String?

        static let methods: Set<String> = [
            "pushViewController", "present", "show", "showDetailViewController", "setViewControllers", "performSegue",
        ]
        private static let methodSpellings = methods.sorted().map { Array($0.utf8) }

        /// Whether the token spells a show method, read from the bytes: every identifier of every
        /// view controller's bodies is asked, and making each a `String` took most of the rule's time.
        static func spellsMethod(_ token: Token, in file: SourceFile) -> Bool {
            let range = Int(token.start)..<Int(token.end)
            return methodSpellings.contains { $0.count == range.count && file.bytes[range].elementsEqual($0) }
        }

        /// Receivers that are a coordinator already, or the one to tell.
        static let delegatedWords = ["coordinator", "router", "navigator", "flow", "delegate", "wireframe"]

        /// Every show call in a function of a class or an extension, with the type or extension it is in.
        static func find(in file: SourceFile) -> [(DeclaredType, ShowCall)] {
            let declarations = file.declarations
            var seen = Set<Int>()
            var found: [(DeclaredType, ShowCall)] = []
            for function in declarations.functions {
                guard let parent = function.parent, let body = function.body, let close = body.close else { continue }
                let type = declarations.types[parent]
                guard type.kind == .class || type.kind == .extension else { continue }
                let owner = type.kind == .class ? DeclaredType(type) : DeclaredType(name: type.name, firstInherited: nil)
                let reader = Reader(file: file, owner: parent, body: body.open..<close)
                for position in body.open + 1..<close {
                    guard file.tokens[position].kind == .identifier, ShowCall.spellsMethod(file.tokens[position], in: file),
                          !seen.contains(position), var call = reader.showCall(at: position) else { continue }
                    seen.insert(position)
                    call.isStatic = function.modifiers.contains(.static) || function.modifiers.contains(.class)
                    call.function = function.keywordToken
                    found.append((owner, call))
                }
            }
            return found
        }
    }

    /// Reads a function body for show calls and what their controllers are made of.
    struct Reader {
        let file: SourceFile
        let owner: Int
        let body: Range<Int>
        var depthLimit = 3

        func showCall(at position: Int) -> ShowCall? {
            let cursor = file.cursor(at: position)
            let method = cursor.text
            guard ShowCall.methods.contains(method), cursor.next.is(.leftParen),
                  let close = cursor.next.matchingBracket, !cursor.previous.is(.func) else { return nil }
            if cursor.previous.is(.dot) {
                var receiver = cursor.previous.previous
                while receiver.is(.question) || receiver.is(.exclamation) { receiver = receiver.previous }
                // `.present(vc)`: an enum case handed to whoever shows it.
                guard receiver.isName || receiver.is(.rightParen) || receiver.is(.rightBracket)
                    || receiver.is(.selfValue) || receiver.is(.super) else { return nil }
                let word = receiver.text.lowercased()
                if ShowCall.delegatedWords.contains(where: word.contains) { return nil }
                // `parent.performSegue(…)`: another controller's segue, whose destination is its own.
                if method == "performSegue", !receiver.is(.selfValue) { return nil }
                // A page view controller's pages, a container's own children: containment, not flow.
                if method == "setViewControllers", Self.labels(in: cursor.next.position..<close.position, file).contains("direction") {
                    return nil
                }
            } else if method == "setViewControllers" {
                return nil
            }
            let arguments = cursor.next.position + 1..<close.position
            if method == "performSegue" {
                // `"showDetail"`, `Segue.showDetail.rawValue`, `.showDetail`: the literal or the case named.
                let first = firstArgument(arguments)
                let named = first.reversed().first { file.cursor(at: $0).isName && file.cursor(at: $0).text != "rawValue" }
                var identifier = Self.firstString(in: first, file) ?? named.map { file.cursor(at: $0).text }
                // `performSegue(identifier)`: a local chosen here, or a parameter a wrapper passes along.
                if let named, !file.cursor(at: named).previous.is(.dot), Self.firstString(in: first, file) == nil,
                   let initial = identifier?.utf8.first, !Byte.isUppercase(initial) {
                    guard let definition = localDefinition(of: file.cursor(at: named).text, before: position) else { return nil }
                    identifier = Self.firstString(in: definition, file)
                        ?? definition.last { file.cursor(at: $0).isName }.map { file.cursor(at: $0).text }
                }
                guard let identifier, !identifier.lowercased().contains("unwind") else { return nil }
                var call = ShowCall(method: method, token: position, made: segueDestinations(), segue: identifier)
                if Self.firstString(in: first, file) == nil { call.segueExpression = file.code(first) }
                return call
            }
            var argument = firstArgument(arguments)
            if method == "setViewControllers" { argument = arguments }
            var made: [Made] = []
            var scene: String?
            read(argument, before: position, depth: 0, made: &made, scene: &scene)
            guard !made.isEmpty || scene != nil else { return nil }
            return ShowCall(method: method, token: position, made: made, storyboardScene: scene)
        }

        /// The first argument's tokens, without its label.
        private func firstArgument(_ arguments: Range<Int>) -> Range<Int> {
            var start = arguments.lowerBound
            if start + 1 < arguments.upperBound, file.cursor(at: start).isName, file.tokens[start + 1].kind == .colon {
                start += 2
            }
            var position = start
            while position < arguments.upperBound {
                let cursor = file.cursor(at: position)
                if cursor.is(.comma) { break }
                if let match = cursor.matchingBracket, [.leftParen, .leftBracket, .leftBrace].contains(cursor.kind) {
                    position = match.position + 1
                    continue
                }
                position += 1
            }
            return start..<min(position, arguments.upperBound)
        }

        /// Collects the type names an expression makes, following plain names to the locals and
        /// properties they are made of.
        private func read(_ range: Range<Int>, before limit: Int, depth: Int, made: inout [Made], scene: inout String?) {
            var position = range.lowerBound
            while position < range.upperBound {
                let cursor = file.cursor(at: position)
                defer { position += 1 }
                guard cursor.isName else { continue }
                let text = cursor.text
                if text == "instantiateViewController", cursor.next.is(.leftParen), scene == nil,
                   let close = cursor.next.matchingBracket {
                    scene = Self.firstString(in: cursor.next.position + 1..<close.position, file)
                }
                guard let first = text.utf8.first else { continue }
                if Byte.isUppercase(first) {
                    let next = cursor.next
                    let previous = cursor.previous
                    // A cast is a type check (`is`, `as? Detail`) unless what it casts is made here.
                    let cast = previous.is(.as)
                        || ((previous.is(.question) || previous.is(.exclamation)) && previous.previous.is(.as))
                    let typed = previous.is(.colon) || cast && instantiates(range)
                    // `Screen { … }` is a trailing closure; `if let x = y as? Screen {` opens the body.
                    let closure = next.is(.leftBrace) && next.position < range.upperBound
                    // `Screen.make(…)`, `Screen.init(…)`: a static call; `Locator.analytics.track()` reads a member.
                    let staticCall = next.is(.dot) && next.next.kind == .identifier && next.next.next.is(.leftParen)
                        || next.is(.dot) && next.next.is(.selfValue) && instantiates(range)
                    if next.is(.leftParen) || staticCall || closure || typed {
                        if !made.contains(where: { $0.name == text }) { made.append(Made(name: text)) }
                    }
                    continue
                }
                guard depth < depthLimit, cursor.kind == .identifier, cursor.keyword == nil,
                      !cursor.next.is(.colon), !cursor.next.is(.leftParen) else { continue }
                if cursor.previous.is(.dot) {
                    // `self.detail`: a property of the class.
                    guard cursor.previous.previous.is(.selfValue) else { continue }
                    if let initializer = propertyInitializer(text) {
                        read(initializer, before: limit, depth: depth + 1, made: &made, scene: &scene)
                    }
                    continue
                }
                if let definition = localDefinition(of: text, before: min(limit, position)) {
                    read(definition, before: definition.lowerBound, depth: depth + 1, made: &made, scene: &scene)
                    // `stack.append(detail)`: what a local array is given after it is declared.
                    for added in appended(to: text, in: definition.upperBound..<min(limit, position)) {
                        read(added, before: added.lowerBound, depth: depth + 1, made: &made, scene: &scene)
                    }
                } else if let initializer = propertyInitializer(text) {
                    read(initializer, before: limit, depth: depth + 1, made: &made, scene: &scene)
                }
            }
        }

        /// Whether the expression instantiates a controller from a storyboard or a nib.
        private func instantiates(_ range: Range<Int>) -> Bool {
            range.contains { position in
                let cursor = file.cursor(at: position)
                return cursor.isName && (cursor.text.hasPrefix("instantiate") || cursor.text == "loadNibNamed")
            }
        }

        /// The tokens after `let name` (its type and value) or `name =`, last before `limit`
        /// in the function body, to the end of the statement.
        private func localDefinition(of name: String, before limit: Int) -> Range<Int>? {
            var position = limit - 1
            while position > body.lowerBound {
                let cursor = file.cursor(at: position)
                defer { position -= 1 }
                // `self.detail = detail` sets a property; the local is declared further up.
                guard cursor.isName, cursor.text == name, !cursor.previous.is(.dot) else { continue }
                let declared = cursor.previous.is(.let) || cursor.previous.is(.var)
                let assigned = cursor.next.kind == .operator && cursor.next.text == "="
                guard declared || assigned else { continue }
                guard cursor.next.is(.colon) || (cursor.next.kind == .operator && cursor.next.text == "=") else {
                    return nil
                }
                let before = cursor.previous.previous
                let conditional = before.is(.if) || before.is(.guard) || before.is(.comma) || before.is(.while)
                return position + 1..<statementEnd(from: position + 1, limit: limit, conditional: conditional)
            }
            return nil
        }

        /// The arguments of `name.append(…)` and `name.insert(…)` in the range.
        private func appended(to name: String, in range: Range<Int>) -> [Range<Int>] {
            guard !range.isEmpty else { return [] }
            return range.compactMap { position in
                let cursor = file.cursor(at: position)
                guard cursor.isName, cursor.text == name, cursor.next.is(.dot),
                      cursor.next.next.isWord("append") || cursor.next.next.isWord("insert"),
                      cursor.next.next.next.is(.leftParen), let close = cursor.next.next.next.matchingBracket
                else { return nil }
                return cursor.next.next.next.position + 1..<close.position
            }
        }

        /// A stored property of the class, in this file, with a value given where it is declared.
        private func propertyInitializer(_ name: String) -> Range<Int>? {
            let declarations = file.declarations
            let ownerName = declarations.types[owner].name
            for property in declarations.properties where property.name == name && property.hasInitializer {
                guard let parent = property.parent, declarations.types[parent].name == ownerName,
                      let equals = file.initializerStart(after: property.nameToken) else { continue }
                return equals + 1..<statementEnd(from: equals + 1, limit: file.tokens.count)
            }
            return nil
        }

        /// Where a statement that starts at `start` ends: the first token, outside brackets, on a
        /// later line that does not continue it, or `else`; for an `if let`, its `{`.
        private func statementEnd(from start: Int, limit: Int, conditional: Bool = false) -> Int {
            var position = start
            var line = file.tokens[start].line
            while position < limit && position - start < 400 {
                let cursor = file.cursor(at: position)
                if cursor.is(.else) || cursor.is(.rightBrace) || cursor.is(.rightParen) || cursor.is(.rightBracket)
                    || cursor.is(.semicolon) || (conditional && cursor.is(.leftBrace)) {
                    return position
                }
                if cursor.token.map({ $0.line > line }) ?? false {
                    let previous = cursor.previous
                    let continues = cursor.is(.dot) || cursor.kind == .operator || cursor.is(.as) || cursor.is(.question)
                        || previous.kind == .operator || previous.is(.dot) || previous.is(.comma) || previous.is(.as)
                    if !continues { return position }
                }
                if let match = cursor.matchingBracket, [.leftParen, .leftBracket, .leftBrace].contains(cursor.kind) {
                    line = match.token?.line ?? line
                    position = match.position + 1
                    continue
                }
                position += 1
            }
            return min(position, limit)
        }

        /// The class `prepare(for:sender:)` casts a segue's destination to, when the file casts to one
        /// class and performs one segue: with several, which goes where is in the storyboard.
        private func segueDestinations() -> [Made] {
            var made: [Made] = []
            var segues = Set<String>()
            let tokens = file.tokens
            var position = 0
            while position < tokens.count {
                let cursor = file.cursor(at: position)
                position += 1
                if cursor.isWord("performSegue"), cursor.next.is(.leftParen), let close = cursor.next.matchingBracket {
                    segues.insert(file.code(cursor.next.position + 1..<close.position))
                    if segues.count > 1 { return [] }
                }
                guard cursor.isWord("destination") || cursor.isWord("destinationViewController") else { continue }
                var next = cursor.next
                if next.is(.as) {
                    next = next.next
                    if next.is(.question) || next.is(.exclamation) { next = next.next }
                    if next.isName, !made.contains(where: { $0.name == next.text }) { made.append(Made(name: next.text)) }
                }
            }
            return made.count == 1 ? made : []
        }

        static func labels(in range: Range<Int>, _ file: SourceFile) -> [String] {
            range.compactMap { position in
                let cursor = file.cursor(at: position)
                return cursor.isName && cursor.next.is(.colon) ? cursor.text : nil
            }
        }

        static func firstString(in range: Range<Int>, _ file: SourceFile) -> String? {
            for position in range where file.tokens[position].kind == .string {
                let text = file.cursor(at: position).text
                guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 else { return nil }
                return String(text.dropFirst().dropLast())
            }
            return nil
        }
    }
}
