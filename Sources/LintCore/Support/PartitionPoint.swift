extension RandomAccessCollection {
    /// The index of the first element `isAtOrPast` holds for, in a collection where it holds
    /// for a suffix (the end index when it holds for none): a binary search. The index that
    /// keeps a rule's per-element lookups from growing with the square of a file.
    @inlinable
    public func partitionPoint(where isAtOrPast: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if isAtOrPast(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
