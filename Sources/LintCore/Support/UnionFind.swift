/// Elements joined into disjoint groups, each named by its smallest element: members that
/// share what they read, blocks that share a scope. Path halving keeps every question
/// nearly constant in time.
public struct UnionFind: Sendable {
    private var parent: [Int] = []

    public init() {}

    /// A new element in a group of its own.
    public mutating func add() -> Int {
        parent.append(parent.count)
        return parent.count - 1
    }

    /// The smallest element of the group `element` is in.
    public mutating func root(_ element: Int) -> Int {
        var element = element
        while parent[element] != element {
            parent[element] = parent[parent[element]]
            element = parent[element]
        }
        return element
    }

    public mutating func union(_ first: Int, _ second: Int) {
        let (a, b) = (root(first), root(second))
        if a != b { parent[max(a, b)] = min(a, b) }
    }
}
