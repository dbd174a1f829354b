/// Messages and rationales are markdown whose only markup that matters is the code span, so
/// reports that render them split them into plain text and code, the way CommonMark does: a
/// run of n backticks opens a span that the next run of exactly n backticks closes.
enum CodeSpans {
    enum Piece: Equatable {
        case text(String)
        case code(String)
    }

    static func split(_ markdown: String) -> [Piece] {
        let characters = Array(markdown)
        var pieces: [Piece] = []
        var plain = ""
        var index = 0
        while index < characters.count {
            guard characters[index] == "`" else {
                plain.append(characters[index])
                index += 1
                continue
            }
            let length = runLength(characters, at: index)
            guard let close = closingRun(characters, from: index + length, length: length) else {
                plain += String(repeating: "`", count: length)
                index += length
                continue
            }
            if !plain.isEmpty { pieces.append(.text(plain)) }
            plain = ""
            pieces.append(.code(content(characters[(index + length)..<close])))
            index = close + length
        }
        if !plain.isEmpty { pieces.append(.text(plain)) }
        return pieces
    }

    private static func runLength(_ characters: [Character], at start: Int) -> Int {
        var end = start
        while end < characters.count && characters[end] == "`" { end += 1 }
        return end - start
    }

    private static func closingRun(_ characters: [Character], from start: Int, length: Int) -> Int? {
        var index = start
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            let run = runLength(characters, at: index)
            if run == length { return index }
            index += run
        }
        return nil
    }

    /// Line breaks become spaces, and one space is stripped from each end when both ends have
    /// one, so `` `` `x` `` `` can show backticks.
    private static func content(_ characters: ArraySlice<Character>) -> String {
        var text = String(characters.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
        if text.count >= 2, text.first == " ", text.last == " ", text.contains(where: { $0 != " " }) {
            text = String(text.dropFirst().dropLast())
        }
        return text
    }
}
