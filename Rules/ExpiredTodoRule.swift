#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LintCore

public struct ExpiredTodoRule: DayDependentRule {
    public struct Options: RuleOptions {
        public var severity: Severity = .warning
        public var approachingDays = 0
        /// Pins "today" for tests; nil: `LINT_TODAY`, else the clock (UTC).
        public var today: Day?

        public static let declarations: [OptionDeclaration<Self>] = [
            .int(
                "approaching_days", \.approachingDays, minimum: 0,
                summary: "Also warn this many days before a TODO's date (0: only once it is due)."
            ),
        ]

        public init() {}
    }

    public let options: Options
    public let today: Day

    /// An invalid `LINT_TODAY` falls back to the clock here; the command line rejects it first.
    public init(options: Options) {
        self.options = options
        today = options.today ?? (try? LintDate.today()) ?? LintDate.day(of: Date())
    }

    public static let description = RuleDescription(
        identifier: "expired_todo",
        name: "Expired TODO",
        summary: "A dated TODO or FIXME is a promise with a deadline: warns once the date has come.",
        rationale: """
            `TODO(2025-03-01)`, `TODO: [2025-03-01]` and SwiftLint's `TODO: [03/01/2025]` (month first) set a \
            deadline, the bracketed date anywhere in the note, on a later line of its comment too; `FIXME` \
            works the same. Unlike SwiftLint's `expiring_todo`, the warning stands at the `TODO`, not at the \
            date, and a date that names no day is a warning, not an error. Once the day comes (today or earlier), do the work, or give the \
            TODO a new date together with the reason it waits. With `approaching_days` the warning starts that \
            many days early. A date that is no real day (`TODO(2025-02-30)`, `TODO: [13/01/2025]`) is reported \
            too, so a typo cannot silence the deadline.

            "Today" is the `LINT_TODAY` environment variable (`YYYY-MM-DD`) when set, so CI runs are \
            reproducible, and otherwise the clock's date in UTC. TODOs without a date, `- Todo:` callouts in \
            documentation, strings, and TODOs inside commented-out comments (`// // TODO`, a comment nested in \
            a block comment) are left alone.
            """,
        category: .followUp,
        swiftLintCounterpart: SwiftLintCounterpart(rule: "expiring_todo"),
        swiftLintNearest: SwiftLintNearest(rule: "todo", difference: "warns only once a dated TODO's day has come"),
        remedies: [
            "do it now, or re-date it with the reason it waits", "do it before then, or re-date it with the reason it waits",
            "write a real day as yyyy-MM-dd or MM/dd/yyyy, or remove the date",
        ],
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func validate(_ file: SourceFile) -> [Violation] {
        var violations: [Violation] = []
        forEachDatedMarker(in: file) { marker, reading in
            guard let message = message(for: marker, reading) else { return }
            violations.append(violation(in: file, at: file.location(ofOffset: marker.start), message: message))
        }
        return violations
    }

    /// Each dated TODO from the day it comes due (less `approaching_days`), with the message a
    /// day past it gives; a malformed date whatever the day.
    public func datedViolations(in file: SourceFile) -> [DatedViolation] {
        var violations: [DatedViolation] = []
        forEachDatedMarker(in: file) { marker, reading in
            var from: Day?
            var judgedOn = today
            if case .day(let day) = reading.date {
                from = Day(ordinal: day.ordinal - options.approachingDays)
                judgedOn = Day(ordinal: day.ordinal + 1)
            }
            guard let message = message(for: marker, reading, today: judgedOn) else { return }
            violations.append(DatedViolation(violation(in: file, at: file.location(ofOffset: marker.start), message: message), from: from))
        }
        return violations
    }

    private func forEachDatedMarker(in file: SourceFile, _ body: (Marker, DateReading) -> Void) {
        for block in file.commentBlocks {
            // Inside a block comment, nested `/* */` comments are counted from line to line.
            var depth = block.form == .blockComment ? 1 : 0
            var markers: [Marker] = []
            for line in block.lines {
                markers += Self.markers(in: line, of: block, bytes: file.bytes, blockDepth: &depth)
            }
            // A note's `[date]` may stand on a later line of its comment (`//   deadline: [2025-03-01]`),
            // up to the next TODO of the comment.
            for position in markers.indices {
                let next = position + 1 < markers.count ? markers[position + 1].start : nil
                markers[position].scopeEnd = next ?? block.lines.last?.end ?? markers[position].scopeEnd
            }
            for marker in markers {
                if let reading = Self.date(after: marker, in: file.bytes) { body(marker, reading) }
            }
        }
    }

    private func message(for marker: Marker, _ reading: DateReading, today: Day? = nil) -> String? {
        let today = today ?? self.today
        let advice = "or re-date it with the reason it waits"
        switch reading.date {
        case .malformed(let reason):
            return "`\(marker.word)` carries the malformed date `\(reading.text)` (\(reason)): write a real day "
                + "as yyyy-MM-dd or MM/dd/yyyy, or remove the date"
        case .day(let day):
            let remaining = day - today
            if remaining < 0 {
                return "`\(marker.word)` dated \(reading.text) is past its date: do it now, \(advice)"
            } else if remaining == 0 {
                return "`\(marker.word)` dated \(reading.text) is due today: do it now, \(advice)"
            } else if remaining <= options.approachingDays {
                let days = remaining == 1 ? "1 day" : "\(remaining) days"
                return "`\(marker.word)` dated \(reading.text) is due in \(days): do it before then, \(advice)"
            }
            return nil
        }
    }

    // MARK: Dates

    public enum TodoDate: Sendable, Equatable {
        case day(Day)
        /// Looks like a date but names no day; the reason says why.
        case malformed(String)
    }

    /// Reads a year-first date (`2025-03-01`, `2025/3/1`) or SwiftLint's month-first `03/01/2025`.
    /// Nil when the text is no attempt at a date: that takes three runs of 1 to 4 digits split by
    /// `-` or `/`, one run four digits long (or all two digits long, `03/01/25`). Dots are left
    /// out: `2023.1.1` is as often a version as a day.
    public static func readDate<Text: StringProtocol>(_ text: Text) -> TodoDate? {
        // Read on bytes: only digits and two `-` or `/` can make a date.
        guard text.utf8.count <= 14 else { return nil }
        var numbers = [0, 0, 0]
        var lengths = [0, 0, 0]
        var separators: [UInt8] = []
        for byte in text.utf8 {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "/") {
                guard separators.count < 2 else { return nil }
                separators.append(byte)
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                numbers[separators.count] = numbers[separators.count] * 10 + Int(byte - UInt8(ascii: "0"))
                lengths[separators.count] += 1
            } else {
                return nil
            }
        }
        guard separators.count == 2, lengths.allSatisfy({ (1...4).contains($0) }),
              lengths.contains(4) || lengths.allSatisfy({ $0 == 2 }) else { return nil }
        let (year, month, day): (Int, Int, Int)
        if separators[0] == separators[1], lengths[0] == 4, lengths[1] <= 2, lengths[2] <= 2 {
            (year, month, day) = (numbers[0], numbers[1], numbers[2])
        } else if separators == [UInt8(ascii: "/"), UInt8(ascii: "/")], lengths[2] == 4, lengths[0] <= 2,
                  lengths[1] <= 2 {
            (year, month, day) = (numbers[2], numbers[0], numbers[1])
        } else {
            return .malformed("lint reads yyyy-MM-dd and MM/dd/yyyy")
        }
        if let problem = Day.problem(year: year, month: month, day: day) { return .malformed(problem) }
        return Day(year: year, month: month, day: day).map(TodoDate.day)
    }

    struct DateReading {
        var text: String
        var date: TodoDate
    }

    /// The date of `TODO(2025-03-01)`, `TODO(2025-03-01 alice)`, `TODO: (…)`, or of the first
    /// `[…]` holding only a date later in the note, on its line or a later line of its comment
    /// (SwiftLint's `TODO: fix [03/01/2025]`).
    static func date(after marker: Marker, in bytes: [UInt8]) -> DateReading? {
        var index = marker.wordEnd
        if index < marker.commentEnd && bytes[index] == UInt8(ascii: ":") { index += 1 }
        while index < marker.commentEnd && (bytes[index] == Byte.space || bytes[index] == Byte.tab) { index += 1 }
        if index < marker.commentEnd && (bytes[index] == UInt8(ascii: "(") || bytes[index] == UInt8(ascii: "[")) {
            let close = bytes[index] == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]")
            let group = Self.group(from: index + 1, closing: close, before: marker.commentEnd, in: bytes)
            if let reading = firstDatedItem(bytes[group]) { return reading }
        }
        while index < marker.scopeEnd {
            if bytes[index] == UInt8(ascii: "[") {
                let group = Self.group(from: index + 1, closing: UInt8(ascii: "]"), before: marker.scopeEnd, in: bytes)
                if let reading = bracketedDate(bytes[group]) { return reading }
                index = group.upperBound
            }
            index += 1
        }
        return nil
    }

    /// The first item of `(2025-03-01 alice)` that is a date: items are split at `,`, `;`, `:`
    /// and white space. Non-ASCII text goes through Characters (it may hold Unicode spaces).
    private static func firstDatedItem(_ group: ArraySlice<UInt8>) -> DateReading? {
        guard group.allSatisfy({ $0 < 0x80 }) else {
            let items = String(decoding: group, as: UTF8.self)
                .split(whereSeparator: { $0 == "," || $0 == ";" || $0 == ":" || $0.isWhitespace })
            return items.lazy.compactMap(Self.reading).first
        }
        var itemStart = group.startIndex
        for index in group.startIndex...group.endIndex {
            let byte = index < group.endIndex ? group[index] : UInt8(ascii: " ")
            let separates = byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":")
                || byte == Byte.space || (byte >= 0x09 && byte <= 0x0D)
            guard separates else { continue }
            if index > itemStart, let reading = reading(group[itemStart..<index]) { return reading }
            itemStart = index + 1
        }
        return nil
    }

    /// `[03/01/2025]`, white space around the date allowed.
    private static func bracketedDate(_ group: ArraySlice<UInt8>) -> DateReading? {
        guard group.allSatisfy({ $0 < 0x80 }) else {
            return reading(String(decoding: group, as: UTF8.self).trimming { $0.isWhitespace && !$0.isNewline }[...])
        }
        var lower = group.startIndex
        var upper = group.endIndex
        while lower < upper && Byte.isSpace(group[lower]) { lower += 1 }
        while upper > lower && Byte.isSpace(group[upper - 1]) { upper -= 1 }
        return reading(group[lower..<upper])
    }

    /// Most bracketed words are no date: they are rejected on their bytes, without a String.
    private static func reading(_ bytes: ArraySlice<UInt8>) -> DateReading? {
        guard bytes.count <= 14, bytes.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 45 || $0 == 47 }) else {
            return nil
        }
        return reading(String(decoding: bytes, as: UTF8.self)[...])
    }

    private static func reading(_ text: Substring) -> DateReading? {
        readDate(text).map { DateReading(text: String(text), date: $0) }
    }

    private static func group(from start: Int, closing: UInt8, before end: Int, in bytes: [UInt8]) -> Range<Int> {
        var index = start
        while index < end && bytes[index] != closing { index += 1 }
        return start..<index
    }

    // MARK: Comments

    struct Marker {
        var word: String
        var start: Int
        var wordEnd: Int
        var commentEnd: Int
        /// Where the next TODO of the same comment starts: a later `[date]` belongs to it.
        var scopeEnd: Int
    }

    /// The `TODO` and `FIXME` words of a comment line that open a note of its own: not in
    /// a commented-out comment (after a nested `//` or inside a nested `/* */`), not quoted as
    /// code in backticks, not a `- Todo:` callout of documentation. `blockDepth` carries block
    /// comment nesting from one line of a block comment to the next: 1 is the comment itself.
    static func markers(
        in line: CommentLine, of block: CommentBlock, bytes: [UInt8], blockDepth depth: inout Int
    ) -> [Marker] {
        let end = line.end
        let isBlock = block.form == .blockComment
        var index = line.start
        let contentStart = index
        var commentedOut = false
        var inCodeSpan = false
        var markers: [Marker] = []
        while index < end {
            // Every byte of every comment passes here: skip those that can change nothing.
            index = Self.significant.firstIndex(in: bytes, index..<end)
            guard index < end else { break }
            switch (bytes[index], index + 1 < end ? bytes[index + 1] : 0) {
            case (Byte.slash, Byte.star) where isBlock:
                depth += 1
                index += 2
                continue
            case (Byte.star, Byte.slash) where isBlock:
                depth -= 1
                index += 2
                continue
            case (Byte.slash, Byte.slash), (Byte.slash, Byte.star):
                if index == contentStart || Byte.isSpace(bytes[index - 1]) { commentedOut = true }
            case (Byte.backtick, _):
                inCodeSpan.toggle()
            default:
                break
            }
            let opensWord = index == contentStart || !Byte.isWord(bytes[index - 1])
            if !commentedOut && !inCodeSpan && depth <= 1 && opensWord,
               let word = Self.words.first(where: { Self.spells(bytes, at: index, $0, before: end) }) {
                let wordEnd = index + word.utf8.count
                if !(block.isDocumentation && isCallout(bytes, contentStart..<index, colon: wordEnd, end: end)) {
                    markers.append(Marker(word: word, start: index, wordEnd: wordEnd, commentEnd: end, scopeEnd: end))
                }
                index = wordEnd
            } else {
                index += 1
            }
        }
        for position in markers.indices.dropLast() { markers[position].scopeEnd = markers[position + 1].start }
        return markers
    }

    private static let words = ["TODO", "FIXME"]
    private static let significant = ByteSearch(Byte.slash, Byte.star, Byte.backtick, UInt8(ascii: "T"), UInt8(ascii: "F"))

    private static func spells(_ bytes: [UInt8], at index: Int, _ word: String, before end: Int) -> Bool {
        let wordEnd = index + word.utf8.count
        guard wordEnd <= end, bytes[index..<wordEnd].elementsEqual(word.utf8) else { return false }
        return wordEnd == end || !Byte.isWord(bytes[wordEnd])
    }

    /// `/// - Todo: …` is a documentation callout (any case), not a dated promise.
    private static func isCallout(_ bytes: [UInt8], _ prefix: Range<Int>, colon: Int, end: Int) -> Bool {
        guard colon < end, bytes[colon] == UInt8(ascii: ":") else { return false }
        let decoration = bytes[prefix].drop { Byte.isSpace($0) || $0 == Byte.slash || $0 == Byte.star || $0 == 0x21 }
        guard let bullet = decoration.first, bullet == UInt8(ascii: "-") || bullet == UInt8(ascii: "+") else {
            return false
        }
        return decoration.dropFirst().allSatisfy(Byte.isSpace)
    }
}
