import LintCore

/// A documented name that matches no parameter is most often the old name of one. A parameter
/// list is a handful of names, compared directly: unlike a typo of a project name, another form
/// of the word (`item`, `items`) is what a rename of a parameter looks like.
extension StaleCommentRule {
    /// The one undocumented parameter close to `name`; nil when none is, or several are.
    static func renamedParameter(for name: String, of function: FunctionDeclaration, documented: [String]) -> String? {
        let close = function.parameters.filter { parameter in
            parameter.internalName != "_" && !documented.contains(parameter.internalName)
                && !documented.contains(parameter.externalName ?? "_") && isRename(name, parameter.internalName)
        }
        return close.count == 1 ? close[0].internalName : nil
    }

    /// A slip of a letter or two (`itemsCollectionView`, `itemCollectionView`), or a word added or
    /// dropped (`easing`, `easingOption`; `cellStyle`, `style`). Short names are one edit from too
    /// many others: two edits only once the shorter has 8 letters, one once it has 4.
    static func isRename(_ old: String, _ new: String) -> Bool {
        let (oldLetters, newLetters) = (Array(old.lowercased()), Array(new.lowercased()))
        let shorter = min(oldLetters.count, newLetters.count)
        let allowed = shorter >= 8 ? 2 : shorter >= 4 ? 1 : 0
        if allowed > 0 && editDistance(oldLetters, newLetters) <= allowed { return true }
        let (oldWords, newWords) = (words(of: old), words(of: new))
        let (few, many) = oldWords.count < newWords.count ? (oldWords, newWords) : (newWords, oldWords)
        guard !few.isEmpty, few.count < many.count else { return false }
        return (0...(many.count - few.count)).contains { many[$0..<$0 + few.count].elementsEqual(few) }
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

    /// Letters added, dropped, replaced or two neighbours swapped.
    private static func editDistance(_ first: [Character], _ second: [Character]) -> Int {
        guard !first.isEmpty, !second.isEmpty else { return max(first.count, second.count) }
        var before = [Int](repeating: 0, count: second.count + 1)
        var previous = Array(0...second.count)
        for row in 1...first.count {
            var current = [row] + [Int](repeating: 0, count: second.count)
            for column in 1...second.count {
                let cost = first[row - 1] == second[column - 1] ? 0 : 1
                current[column] = min(previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost)
                if row > 1, column > 1, first[row - 1] == second[column - 2], first[row - 2] == second[column - 1] {
                    current[column] = min(current[column], before[column - 2] + 1)
                }
            }
            (before, previous) = (previous, current)
        }
        return previous[second.count]
    }
}
