import LintCore

extension ClassLengthRule {
    /// The jobs a long type holds, told by the state its members share: members that use the
    /// same property, or one another, are one group; groups that share no property are separate
    /// jobs. Initializers set every property by nature and join nothing. A name is matched where
    /// the code reads it on the instance (`session`, `self.session`, `strongSelf.session`,
    /// `$query`), not on another value (`other.session`); one the type does not declare is
    /// inherited (a view controller's `view`) or global, and joins the members reading it too.
    struct Jobs {
        struct Group {
            var state: [String] = []
            var members: [(name: String, lines: Int)] = []
            var lines = 0
        }

        /// The groups that hold stored state, largest first.
        private(set) var groups: [Group] = []
        private(set) var hasInitializer = false

        init(of position: Int, in file: SourceFile, members byType: MembersByType, lines: (Int, Int) -> Int) {
            let declarations = file.declarations
            let outline = file.outline(.blocks)
            let owners = [position] + (declarations.types[position].kind == .extension ? [] : byType.extensionsByType[position] ?? [])
            var graph = Graph()
            var propertyNodes: [Int: Int] = [:]
            for owner in owners {
                for index in byType.propertiesByParent[owner] ?? [] where Self.isInstanceState(declarations.properties[index]) {
                    propertyNodes[index] = graph.add(declarations.properties[index].name, isState: true)
                }
            }
            var bodies: [(node: Int, tokens: Range<Int>)] = []
            for owner in owners {
                guard let body = declarations.types[owner].body, let block = outline.block(openedAt: body.open) else { continue }
                for member in outline.descendants(of: block) where outline.blocks[member].parent == block {
                    let code = outline.blocks[member]
                    guard code.close < file.tokens.count else { continue }
                    switch code.declaration {
                    case .function(let index)?:
                        let function = declarations.functions[index]
                        guard function.kind != .initializer else { hasInitializer = true; continue }
                        let name = function.kind == .subscript ? "subscript" : function.name
                        let node = graph.add(name, isState: false, shown: "`\(function.signature)`", lines: lines(Int(file.tokens[function.firstToken].line), Int(file.tokens[code.close].line)))
                        bodies.append((node, code.open..<code.close + 1))
                    case .property(let index)?:
                        let property = declarations.properties[index]
                        if let node = propertyNodes[index] {
                            bodies.append((node, code.open..<code.close + 1))
                        } else if property.accessors == .computed {
                            let node = graph.add(property.name, isState: false, shown: "`var \(property.name)`", lines: lines(Int(file.tokens[property.firstToken].line), Int(file.tokens[code.close].line)))
                            bodies.append((node, code.open..<code.close + 1))
                        }
                    default:
                        continue
                    }
                }
            }
            for (node, tokens) in bodies {
                for position in tokens where file.readsOwnMember(at: position) {
                    let name = file.cursor(at: position)
                    graph.join(node, named: name.text, mayBeInherited: file.tokens[position].keyword == nil && Self.mayBeInheritedState(name))
                }
            }
            groups = graph.groups()
        }

        /// A name the type does not declare that may still be state it shares: a lower-case name
        /// that is no call (`present(…)`), argument label (`animated:`), keyword or `$0`.
        private static func mayBeInheritedState(_ name: TokenCursor) -> Bool {
            guard let first = name.text.unicodeScalars.first, first.properties.isLowercase else { return false }
            return !name.next.is(.leftParen) && !name.next.is(.colon)
        }

        /// A stored property of the instance: a type's static ones are shared by every instance.
        private static func isInstanceState(_ property: PropertyDeclaration) -> Bool {
            property.isStored && !property.modifiers.contains(.static) && !property.modifiers.contains(.class)
        }

        /// The groups of real size: each at least a fifth of the type's lines.
        func separate(ofTotal total: Int) -> [Group] {
            groups.filter { $0.lines >= max(10, total / 5) }
        }

        /// "Its members fall into groups that share no stored property: `session`, `retries` with
        /// `fetchItems()`, `retry()` (120 lines); …: each is a job, and a type of its own."
        static func description(of groups: [Group], hasInitializer: Bool) -> String {
            let shown = groups.prefix(3).map { group in
                let state = group.state.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (group.state.count > 3 ? " and more" : "")
                let members = group.members.prefix(2).map(\.name).joined(separator: ", ") + (group.members.count > 2 ? "…" : "")
                return "\(state) with \(members) (\(group.lines) lines)"
            }
            let aside = hasInitializer ? ", initializers aside" : ""
            return " Its members fall into \(groups.count) groups that share no property\(aside): "
                + shown.joined(separator: "; ") + ": each is a job, and a type of its own, named for it"
        }
    }

    /// Members, stored properties and the inherited names members read, joined by what their
    /// code reads.
    private struct Graph {
        enum Kind { case state, member, inherited }

        private var names: [String] = []
        private var kinds: [Kind] = []
        private var shown: [String] = []
        private var lines: [Int] = []
        private var parent: [Int] = []
        private var nodesByName: [String: [Int]] = [:]

        mutating func add(_ name: String, isState: Bool, shown display: String = "", lines count: Int = 0) -> Int {
            add(name, kind: isState ? .state : .member, shown: display, lines: count)
        }

        private mutating func add(_ name: String, kind: Kind, shown display: String = "", lines count: Int = 0) -> Int {
            let node = names.count
            names.append(name)
            kinds.append(kind)
            shown.append(display)
            lines.append(count)
            parent.append(node)
            nodesByName[name, default: []].append(node)
            return node
        }

        /// `$query` is the projected value of `query`, `_query` its wrapper's storage. A name the
        /// type does not declare joins as inherited state where `mayBeInherited`.
        mutating func join(_ node: Int, named mention: String, mayBeInherited: Bool) {
            var name = Substring(mention)
            if name.hasPrefix("$") || name.hasPrefix("_") && nodesByName[String(name.dropFirst())] != nil { name = name.dropFirst() }
            if let others = nodesByName[String(name)] {
                for other in others { union(node, other) }
            } else if mayBeInherited {
                union(node, add(String(name), kind: .inherited))
            }
        }

        private mutating func root(_ node: Int) -> Int {
            var node = node
            while parent[node] != node {
                parent[node] = parent[parent[node]]
                node = parent[node]
            }
            return node
        }

        private mutating func union(_ first: Int, _ second: Int) {
            let (a, b) = (root(first), root(second))
            if a != b { parent[max(a, b)] = min(a, b) }
        }

        /// The connected groups holding stored state, largest first; members largest first.
        mutating func groups() -> [Jobs.Group] {
            var byRoot: [Int: Jobs.Group] = [:]
            for node in names.indices {
                let root = root(node)
                switch kinds[node] {
                case .state: byRoot[root, default: Jobs.Group()].state.append(names[node])
                case .member:
                    byRoot[root, default: Jobs.Group()].members.append((shown[node], lines[node]))
                    byRoot[root, default: Jobs.Group()].lines += lines[node]
                case .inherited: continue
                }
            }
            return byRoot.sorted { $0.key < $1.key }.map(\.value)
                .filter { !$0.state.isEmpty && !$0.members.isEmpty }
                .map { group in
                    var group = group
                    group.members.sort { $0.lines != $1.lines ? $0.lines > $1.lines : $0.name < $1.name }
                    return group
                }
                .sorted { $0.lines > $1.lines }
        }
    }
}
