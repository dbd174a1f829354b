import LintCore

/// A documented name that matches no parameter is most often the old name of one. A parameter
/// list is a handful of names, compared directly: unlike a typo of a project name, another form
/// of the word (`item`, `items`) is what a rename of a parameter looks like.
extension StaleCommentRule {
    /// A slip of a letter or two (`itemsCollectionView`, `itemCollectionView`), or a word added or
    /// dropped (`easing`, `easingOption`; `cellStyle`, `style`). Short names are one edit from too
    /// many others: two edits only once the shorter has 8 letters, one once it has 4.
    static func isRename(_ old: String, _ new: String) -> Bool {
        let (oldLetters, newLetters) = (Array(old.lowercased()), Array(new.lowercased()))
        let shorter = min(oldLetters.count, newLetters.count)
        let allowed = shorter >= 8 ? 2 : shorter >= 4 ? 1 : 0
        if allowed > 0 && isWithinEdits(allowed, oldLetters, newLetters) { return true }
        let (oldWords, newWords) = (words(of: old), words(of: new))
        let (few, many) = oldWords.count < newWords.count ? (oldWords, newWords) : (newWords, oldWords)
        guard !few.isEmpty, few.count < many.count else { return false }
        return (0...(many.count - few.count)).contains { many[$0..<$0 + few.count].elementsEqual(few) }
    }

    /// One letter added, dropped, replaced, or two swapped (`bunde`, `bundle`; `completoin`,
    /// `completion`), not another form of a word (`item`, `items`; `itemsView`, `itemView`).
    static func isTypo(_ first: String, _ second: String) -> Bool {
        guard min(first.count, second.count) >= 4,
              isWithinEdits(1, Array(first.lowercased()), Array(second.lowercased())) else { return false }
        return !zip(words(of: first), words(of: second)).contains { pair in
            pair.0 != pair.1 && ["s", "es", "d", "ed"].contains { pair.0 + $0 == pair.1 || pair.1 + $0 == pair.0 }
        }
    }

    /// `itemCollectionView` → item, collection, view; `baseURLString` → base, url, string.
    static func words(of name: String) -> [String] {
        let letters = Array(name)
        var words: [String] = []
        var current = ""
        for index in letters.indices {
            let letter = letters[index]
            if letter == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let previous = index > 0 ? letters[index - 1] : nil
            let next = index + 1 < letters.count ? letters[index + 1] : nil
            // A capital starts a word after a small letter, and ends a run of capitals before one (`URLSession`).
            let startsWord = letter.isUppercase && previous.map { !$0.isUppercase || next?.isLowercase == true } == true
            if startsWord && !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += letter.lowercased()
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Whether at most `bound` edits (letters added, dropped, replaced or two neighbours
    /// swapped) turn one into the other. Only the diagonals within `bound` of the main one can
    /// stay within it, so a row holds 2 × bound + 1 cells: the work grows with the length, not
    /// with its square (a 40,000-letter name took seconds).
    static func isWithinEdits(_ bound: Int, _ first: [Character], _ second: [Character]) -> Bool {
        guard abs(first.count - second.count) <= bound else { return false }
        guard !first.isEmpty, !second.isEmpty else { return max(first.count, second.count) <= bound }
        let (width, beyond) = (2 * bound + 1, bound + 1)
        // Row r's cell for column c is at c - r + bound.
        var before = [Int](repeating: beyond, count: width)
        var previous = [Int](repeating: beyond, count: width)
        var current = [Int](repeating: beyond, count: width)
        for column in 0...min(bound, second.count) { previous[column + bound] = column }
        for row in 1...first.count {
            var rowBest = beyond
            for slot in 0..<width { current[slot] = beyond }
            for column in max(0, row - bound)...min(second.count, row + bound) {
                let slot = column - row + bound
                var value = row
                if column > 0 {
                    let cost = first[row - 1] == second[column - 1] ? 0 : 1
                    let above = slot + 1 < width ? previous[slot + 1] : beyond
                    let left = slot > 0 ? current[slot - 1] : beyond
                    value = min(above + 1, left + 1, previous[slot] + cost)
                    if row > 1, column > 1, first[row - 1] == second[column - 2], first[row - 2] == second[column - 1] {
                        value = min(value, before[slot] + 1)
                    }
                }
                current[slot] = min(value, beyond)
                rowBest = min(rowBest, current[slot])
            }
            if rowBest > bound { return false }
            (before, previous, current) = (previous, current, before)
        }
        return previous[second.count - first.count + bound] <= bound
    }
}
