import LintCore

extension ClassLengthRule {
    /// The jobs a long type holds, told by the state its members share: members that use the
    /// same stored property, or one another, are one group; groups that share no stored
    /// property are separate jobs. Initializers set every property by nature and join nothing.
    /// A member is matched where the code names it alone (`session`, `$query`; a local of the
    /// same name joins too, erring toward one job) or reads it on the instance (`self.session`,
    /// `strongSelf.session`), not on another value (`other.session`). Only a type that inherits
    /// no state is split so: a superclass's properties (a view controller's `view`) may join
    /// what its own do not.
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
            guard Self.inheritsNoState(declarations.types[position], in: declarations) else { return }
            let outline = file.outline(.blocks)
            let owners = [position] + byType.extensionsByType[position, default: []]
            var graph = Graph()
            var propertyNodes: [Int: Int] = [:]
            for owner in owners {
                for index in byType.propertiesByParent[owner] ?? [] where Self.isInstanceState(declarations.properties[index]) {
                    propertyNodes[index] = graph.add(declarations.properties[index].name, isState: true)
                }
            }
            // `lazy var table = { … self.rows … }()`: what a property's closure reads joins it.
            var bodies: [(node: Int, tokens: Range<Int>)] = propertyNodes.sorted { $0.key < $1.key }.compactMap { index, node in
                outline.closureInitializer(of: declarations.properties[index], in: file).map { (node, $0) }
            }
            for owner in owners {
                guard let body = declarations.types[owner].body, let block = outline.block(openedAt: body.open) else { continue }
                for member in outline.descendants(of: block) where outline.blocks[member].parent == block {
                    let code = outline.blocks[member]
                    guard code.close < file.tokens.count else { continue }
                    let span = lines(Int(file.tokens[code.open].line), Int(file.tokens[code.close].line))
                    switch code.declaration {
                    case .function(let index)?:
                        let function = declarations.functions[index]
                        guard function.kind != .initializer else { hasInitializer = true; continue }
                        let name = function.kind == .subscript ? "subscript" : function.name
                        let header = lines(Int(file.tokens[function.firstToken].line), Int(file.tokens[code.open].line) - 1)
                        bodies.append((graph.add(name, isState: false, shown: "`\(function.signature)`", lines: header + span), code.contents))
                    case .property(let index)?:
                        let property = declarations.properties[index]
                        if let node = propertyNodes[index] {
                            bodies.append((node, code.contents))
                        } else if property.accessors == .computed {
                            let header = lines(Int(file.tokens[property.firstToken].line), Int(file.tokens[code.open].line) - 1)
                            bodies.append((graph.add(property.name, isState: false, shown: "`var \(property.name)`", lines: header + span), code.contents))
                        }
                    default:
                        continue
                    }
                }
            }
            for (node, tokens) in bodies {
                for position in tokens where file.tokens[position].kind == .identifier {
                    // Most names are no member of the type: the instance is asked about the rest.
                    guard let others = graph.nodes(namedAt: position, in: file),
                          !file.isMember(at: position) || outline.readsOwnMember(ofMemberAt: position, in: file)
                    else { continue }
                    for other in others { graph.union(node, other) }
                }
            }
            groups = graph.groups()
        }

        /// A struct, an enum, an actor, or a class with no superclass (or `NSObject`, or a
        /// protocol this file declares first in its list): nothing it inherits holds state.
        private static func inheritsNoState(_ type: TypeDeclaration, in declarations: DeclarationIndex) -> Bool {
            switch type.kind {
            case .struct, .enum, .actor: return true
            case .class:
                guard let first = type.inheritedTypes.first?.baseName else { return true }
                return first == "NSObject" || declarations.types.contains { $0.kind == .protocol && $0.name == first }
            default: return false
            }
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
            return " Its members fall into \(groups.count) groups that share no stored property\(aside): " + shown.joined(separator: "; ")
        }

        /// What to do with the groups `description` names.
        static let remedy = "each is a job, and a type of its own, named for it"
    }

    /// Members and stored properties, found by their names' hashes, joined by what their code reads.
    private struct Graph {
        private var names: [String] = []
        private var isState: [Bool] = []
        private var shown: [String] = []
        private var lines: [Int] = []
        private var groupsOf = UnionFind()
        private var nodesByName: [UInt64: [Int]] = [:]

        mutating func add(_ name: String, isState state: Bool, shown display: String = "", lines count: Int = 0) -> Int {
            let node = names.count
            names.append(name)
            isState.append(state)
            shown.append(display)
            lines.append(count)
            _ = groupsOf.add()
            nodesByName[NameSet.hash(of: name), default: []].append(node)
            return node
        }

        /// The nodes the name token at `position` names: `$query` names `query` (its projected
        /// value), `_query` too (its wrapper's storage) when no member is named `_query`.
        func nodes(namedAt position: Int, in file: SourceFile) -> [Int]? {
            let token = file.tokens[position]
            let range = Int(token.start)..<Int(token.end)
            let first = file.bytes[range.lowerBound]
            if first == UInt8(ascii: "$") { return nodesByName[NameSet.hash(of: range.dropFirst(), in: file.bytes)] }
            if let nodes = nodesByName[NameSet.hash(of: range, in: file.bytes)] { return nodes }
            return first == UInt8(ascii: "_") ? nodesByName[NameSet.hash(of: range.dropFirst(), in: file.bytes)] : nil
        }

        mutating func union(_ first: Int, _ second: Int) { groupsOf.union(first, second) }

        /// The connected groups holding stored state, largest first; members largest first.
        mutating func groups() -> [Jobs.Group] {
            var byRoot: [Int: Jobs.Group] = [:]
            for node in names.indices {
                let root = groupsOf.root(node)
                if isState[node] {
                    byRoot[root, default: Jobs.Group()].state.append(names[node])
                } else {
                    byRoot[root, default: Jobs.Group()].members.append((shown[node], lines[node]))
                    byRoot[root, default: Jobs.Group()].lines += lines[node]
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
