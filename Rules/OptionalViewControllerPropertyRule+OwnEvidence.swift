import LintCore

extension OptionalViewControllerPropertyRule {
    /// What a view controller's own file shows about one of its optionals: the members that
    /// branch on whether it is there, and the initializers the class declares.
    struct OwnEvidence: Sendable {
        var name: String
        var nameToken: Int
        /// The wrapped type as written (`User` for `User?`).
        var wrapped: String
        /// Members that branch on it: `if let`, `guard let`, `== nil`, `!= nil`, `switch`. A
        /// fallback (`?? ""`) or an optional chain only reads it.
        var branchingMembers: [String] = []
        /// The class's designated initializers in this file, the storyboard's `init(coder:)` aside.
        var initializers: [String] = []

        static func read(
            _ properties: [PropertyDeclaration], of owner: Int, in file: SourceFile, members: MembersByType
        ) -> [OwnEvidence] {
            let declarations = file.declarations
            let bodies = [owner] + (members.extensionsByName[declarations.types[owner].name] ?? [])
            var evidence = properties.map { property in
                OwnEvidence(
                    name: property.name, nameToken: property.nameToken,
                    wrapped: property.type?.wrapped?.text ?? property.type?.text ?? ""
                )
            }
            var positions: [String: Int] = [:]
            for (position, property) in evidence.enumerated() where positions[property.name] == nil {
                positions[property.name] = position
            }
            let lengths = Set(positions.keys.map(\.utf8.count))
            var initializers: [String] = []
            for function in bodies.flatMap({ members.functionsByParent[$0] ?? [] }).sorted().map({ declarations.functions[$0] }) {
                guard let body = function.body, let close = body.close else { continue }
                let member = function.signature
                if function.kind == .initializer, !function.modifiers.contains(.convenience), member != "init(coder:)" {
                    initializers.append(member)
                }
                for position in body.open + 1..<close {
                    let token = file.tokens[position]
                    guard token.kind == .identifier, token.keyword == nil, lengths.contains(Int(token.end - token.start)),
                          let index = positions[file.text(of: token)], branches(at: position, in: file),
                          !evidence[index].branchingMembers.contains(member) else { continue }
                    evidence[index].branchingMembers.append(member)
                }
            }
            for index in evidence.indices { evidence[index].initializers = initializers }
            return evidence
        }

        /// Whether the member named at `position` is tested for being there.
        private static func branches(at position: Int, in file: SourceFile) -> Bool {
            let name = file.cursor(at: position)
            var start = name
            if name.previous.is(.dot) {
                guard name.advanced(by: -2).is(.selfValue) else { return false }
                start = name.advanced(by: -2)
            }
            let next = name.next
            if next.is(TokenKind.operator), ["==", "!=", "===", "!=="].contains(next.text), next.next.is(.nil) { return true }
            if start.previous.is(.switch) { return true }
            let opensCondition: (TokenCursor) -> Bool = { $0.is(.if) || $0.is(.guard) || $0.is(.while) || $0.is(.comma) }
            // `if let user`, `guard let user = user`, `if let user = self.user`.
            if start.position == position, start.previous.is(.let) || start.previous.is(.var) {
                return opensCondition(start.advanced(by: -2))
            }
            guard start.previous.is(TokenKind.operator), start.previous.text == "=", !next.is(.dot), !next.is(.leftParen),
                  !next.is(.question), !next.is(.leftBracket) else { return false }
            let binder = start.advanced(by: -3)
            return (binder.is(.let) || binder.is(.var)) && opensCondition(binder.previous)
        }
    }
}
