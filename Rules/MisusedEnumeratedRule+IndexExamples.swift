import LintCore

extension MisusedEnumeratedRule.Examples {
    /// Offsets reaching an index by other roads than a subscript: methods that take one, searches,
    /// helpers, SwiftUI rows (issue 37).
    static let indexExamples = [
        // Offsets handed to methods that take an index: a removal shifts the elements after it,
        // so the next offset misses its element.
        Example("""
            for (i, tab) in tabs.↓enumerated() {
                if tab.isClosed { tabs.remove(at: i) }
            }
            for (i, tab) in tabs.↓enumerated() where tab.id == id {
                tabs.remove(at: i)
                break
            }
            for (i, item) in items.↓enumerated() where item.needsHeader {
                items.insert(Header(item), at: i)
            }
            for (i, card) in cards.↓enumerated() where card.isFaceDown {
                cards.swapAt(i, Int.random(in: 0..<cards.count))
            }
            """),
        // An offset turned into a `String` index, walking the string from its start each time.
        Example("""
            func hyphens(in word: String) -> [String.Index] {
                var marks: [String.Index] = []
                for (i, character) in word.↓enumerated() where character == "-" {
                    marks.append(word.index(word.startIndex, offsetBy: i))
                }
                return marks
            }
            """),
        // An offset a search found, kept, and used as an index further down.
        Example("""
            if let i = tabs.↓enumerated().first(where: { $0.element.id == id })?.offset {
                tabs[i].title = title
            }
            guard let row = rows.↓enumerated().first(where: { $0.element.isSelected })?.offset else { return }
            labels[row].text = title
            """),
        // A neighbour read through a helper of the same file that indexes the walked collection.
        Example("""
            final class WeekHeaders {
                var days: [Day] = []
                func headers() -> [Int] {
                    var starts: [Int] = []
                    for (i, day) in days.↓enumerated() where i + 1 < days.count {
                        if !isSameWeek(i, i + 1) { starts.append(day.number) }
                    }
                    return starts
                }
                private func isSameWeek(_ a: Int, _ b: Int) -> Bool {
                    days[a].week == days[b].week
                }
            }
            """),
        // Rows identified by the element, with the offset left unbound.
        Example("""
            ForEach(Array(ControlSize.allCases.↓enumerated()), id: \\.element) { _, size in
                Text(size.title)
            }
            """),
        // An offset handed to a helper that indexes the walked collection with it; a pair a
        // search found, taken apart further down.
        Example("""
            final class BadgeField {
                var badges: [Badge] = []
                func layout() {
                    for (index, badge) in badges.↓enumerated() {
                        if !place(badge, badgeIndex: index) { break }
                    }
                }
                private func place(_ badge: Badge, badgeIndex: Int) -> Bool {
                    badges[(badgeIndex + 1)...].isEmpty
                }
            }
            func expand(_ node: Reference) {
                let matched = parameters.↓enumerated().first { index, parameter in parameter.name == node.name }
                guard let (parameterIndex, _) = matched else { return }
                use(arguments[parameterIndex])
            }
            """),
        // A neighbour chained to the one before it, the first served apart; a literal position
        // (`views[0]`) is no position the body keeps.
        Example("""
            for (index, view) in messageViews.↓enumerated() {
                if index == 0 {
                    view.top = header.bottom
                } else {
                    view.top = messageViews[index - 1].bottom
                    view.height = messageViews[0].height - CGFloat(index * 8)
                }
            }
            """),
        // A helper that indexes another collection with the offset it is handed; a slice from
        // the start, whose offsets are the collection's own.
        Example("""
            struct Recorder {
                var messages: [String]
                func render(_ issues: [Issue]) {
                    for (issueIndex, issue) in issues.↓enumerated() { print(describe(issue, issueIndex)) }
                }
                func describe(_ issue: Issue, _ index: Int) -> String { messages[index] }
            }
            for (i, date) in dates[0..<dates.count - 1].↓enumerated() {
                check(date, sameDayAs: dates[i])
            }
            """),
        // A comparison in the loop's `where` clause is no generic's `<`: the body is read.
        Example("""
            for (i, x) in xs.↓enumerated() where i < 3 {
                print(ys[i], x)
            }
            """),
    ]
}
