import LintCore

extension OptionalViewControllerPropertyRule {
    /// What a view controller's own file shows about one of its optionals: the members that
    /// branch on whether it is there, and the initializers the class declares.
    struct OwnEvidence: Sendable {
        var name: String
        var nameToken: Int
        /// `private`, `fileprivate` or `private(set)`: only the screen's own file can set it.
        var isPrivate: Bool
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
                    isPrivate: property.modifiers.contains { $0.keyword == .private || $0.keyword == .fileprivate },
                    wrapped: property.type?.wrapped?.text ?? property.type?.text ?? ""
                )
            }
            let positions = Dictionary(evidence.enumerated().map { ($1.name, $0) }) { first, _ in first }
            var initializers: [String] = []
            let outline = file.outline(.blocks)
            for function in bodies.flatMap({ members.functionsByParent[$0] ?? [] }).sorted().map({ declarations.functions[$0] }) {
                guard let body = function.body, let block = outline.block(openedAt: body.open) else { continue }
                let member = function.signature
                if function.kind == .initializer, !function.modifiers.contains(.convenience), member != "init(coder:)" {
                    initializers.append(member)
                }
                for test in file.memberPresenceTests(in: block) {
                    guard let index = positions[test.member], !evidence[index].branchingMembers.contains(member) else { continue }
                    evidence[index].branchingMembers.append(member)
                }
            }
            for index in evidence.indices { evidence[index].initializers = initializers }
            return evidence
        }
    }
}
