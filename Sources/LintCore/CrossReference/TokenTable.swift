/// Values by token position, for positions met in the order of a walk: appended in order and
/// found by a binary search, where a dictionary hashed and grew for each one.
struct TokenTable {
    private var positions: [Int] = []
    private var values: [Int] = []

    var isEmpty: Bool { positions.isEmpty }

    /// Sets the value at `position`, replacing any value set there before.
    mutating func set(_ value: Int, at position: Int) {
        if let last = positions.last, last >= position {
            let index = positions.partitionPoint { $0 >= position }
            if index < positions.count, positions[index] == position {
                values[index] = value
            } else {
                positions.insert(position, at: index)
                values.insert(value, at: index)
            }
        } else {
            positions.append(position)
            values.append(value)
        }
    }

    subscript(position: Int) -> Int? {
        let index = positions.partitionPoint { $0 >= position }
        return index < positions.count && positions[index] == position ? values[index] : nil
    }
}
