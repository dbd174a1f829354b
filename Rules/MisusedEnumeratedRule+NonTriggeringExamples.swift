import LintCore

extension MisusedEnumeratedRule {
    enum NonTriggeringExamples {
        static let all = [
            // SwiftLint's command for its `unused_enumerated` disables the unused-half warning.
            Example("""
                // swiftlint:disable:next unused_enumerated
                for (index, _) in rows.enumerated() {
                    reload(index)
                }
                """),
            // Rows identified by their offset: the offset is identity, which `zip` would not give.
            Example("""
                ForEach(Array(items.enumerated()), id: \\.offset) { index, item in
                    Row(item, isSelected: selection[index])
                }
                """),
            // `$0` passed whole is the pair: both halves used.
            Example("list.enumerated().forEach { print($0) }"),
            Example("list.enumerated().map { ($0.offset, $0.element) }"),
            // The essay's fine use, an offset used as a number, and its rewrites with `zip`.
            Example("""
                for (offset, view) in views.enumerated() {
                \tview.frame.origin.y = offset * view.frame.height
                }
                """, fromEssay: true),
            Example("""
                for (model, viewController) in zip(models, viewControllers) {
                \tviewController.model = model
                }
                """, fromEssay: true),
            Example("""
                imageViews.first?.leadingAnchor.constraint(equalTo: containerView.leadingAnchor).isActive = true
                for (left, right) in zip(imageViews, imageViews.dropFirst()) {
                \tleft.trailingAnchor.constraint(equalTo: right.leadingAnchor).isActive = true
                }
                """, fromEssay: true),
            // The essay's slice: offsets start from zero, indices do not; nothing is indexed by offset here.
            Example("""
                let array = ["a", "b", "c", "d", "e"]
                let arraySlice = array[2..<5]
                arraySlice[2] // => "c"
                arraySlice.enumerated().first // => (0, "c")
                arraySlice[0] // fatalError
                """, fromEssay: true),
            // C hands parallel arrays as pointers, which `zip` cannot pair.
            Example("""
                func callback(paths: [String], flags: UnsafePointer<FSEventStreamEventFlags>) {
                    for (index, path) in paths.enumerated() {
                        handle(path, flags[index])
                    }
                }
                """),
            // Memory just allocated, or lent by `withUnsafe…`, is filled slot by slot from zero.
            Example("""
                let values = UnsafeMutablePointer<UnsafeRawPointer?>.allocate(capacity: ids.count)
                for (i, id) in ids.enumerated() {
                    values[i] = UnsafeRawPointer(bitPattern: UInt(id))
                }
                """),
            Example("""
                memory.withUnsafeMutableBufferPointer(offset: start, count: count) { buffer in
                    for (index, byte) in bytes.enumerated() {
                        buffer[index] = byte
                    }
                }
                let table = allocator.allocateCatchTable(capacity: clauses.count)
                for (i, clause) in clauses.enumerated() {
                    table[i] = Entry(clause)
                }
                """),
            // The offset bounds a range: it is a row's position, not a partner's index.
            Example("""
                for (index, field) in fields.enumerated() where changes[field] == .added {
                    let row = isVisible[0 ..< index].filter { $0 }.count
                    added.append(IndexPath(row: row, section: section))
                    isVisible[index] = true
                }
                """),
            // The pairs are handed on: the offset is used after the closure.
            Example("""
                let index = tabs.enumerated().first(where: { (_, tab) in tab.title == title })?.offset
                """),
            // The collection is built in the loop: `zip` would iterate nothing.
            Example("""
                var widths: [Int] = []
                for row in rows {
                    for (column, cell) in row.enumerated() {
                        if widths.count <= column { widths.append(0) }
                        widths[column] = max(widths[column], cell.count)
                    }
                }
                """),
            // Lengths differ on purpose: an optional collection.
            Example("""
                for (index, photo) in photos.enumerated() {
                    photo.caption = captions?[index]
                }
                """),
            // A write from a closure the body hands on: `zip(results.indices, futures)` would not
            // reach what the closure captures.
            Example("""
                for (idx, future) in futures.enumerated() {
                    future.whenSuccess {
                        lock.withLock { results[idx] = true }
                    }
                }
                """),
            // An offset into two other collections, shifted or written, is a position in tables the
            // loop fills (a dynamic-programming row): `zip` pairs only two sequences.
            Example("""
                for (indexB, charB) in valueB.enumerated() {
                    let cost = charA == charB ? last[indexB] : min(last[indexB], last[indexB + 1]) + 1
                    current[indexB + 1] = cost
                }
                """),
            // The offset is a position the body keeps (`start:`): the neighbour is index arithmetic.
            Example("""
                for (lineIndex, line) in lines.enumerated() where line.hasPrefix("```") {
                    if let open = openFence {
                        let end = lines[lineIndex - 1].upperBound
                        blocks.append(lines[open.start].lowerBound..<end)
                        openFence = nil
                    } else {
                        openFence = Fence(start: lineIndex + 1)
                    }
                }
                """),
            Example("""
                for (offset, view) in views.enumerated() {
                    view.frame.origin.y = CGFloat(offset) * height
                }
                """),
            Example("""
                for (offset, item) in items.enumerated() {
                    print("\\(offset + 1). \\(item)")
                    let path = IndexPath(row: offset, section: 0)
                    if offset == items.count - 1 { finish(path) }
                }
                """),
            Example("""
                let list = [offset, 2]
                for (offset, item) in items.enumerated() {
                    let pair = [offset, item.id]
                    log(pair, list, offset * 2)
                }
                """),
            Example("""
                for (offset, item) in items.enumerated() {
                    for offset in 0..<3 {
                        print(other[offset], item)
                    }
                    let values = grid.map { offset in other[offset] }
                }
                """),
            Example("""
                for (offset, item) in items.enumerated() {
                    let text = "other[offset]"
                    // other[offset] is what we avoid
                    print(text, item, offset)
                }
                """),
            Example("""
                for (offset, item) in items.enumerated() {
                    let value = matrix[offset * 2]
                    let key = table[item.key]
                    print(value, key)
                }
                """),
            Example("""
                for i in items.indices {
                    other[i] = items[i]
                }
                """),
            Example("""
                let labels = titles.enumerated().map { "\\($0.offset): \\($0.element)" }
                let sum = values.enumerated().reduce(0) { _, pair in pair.offset }
                """),
            // Offsets as numbers handed to APIs that take positions, or kept as values.
            Example("""
                for (i, item) in items.enumerated() {
                    control.insertSegment(withTitle: item, at: i, animated: false)
                    guard let row = table.rowController(at: i + 1) as? Row else { continue }
                    row.cell = collection.cellForItem(at: i)
                    row.color = colors[i % colors.count]
                    map.setPlayerIndex(start + i, for: item.index)
                }
                for (index, character) in alphabet.enumerated() {
                    values[character] = index
                }
                """),
            Example("""
                for (index, size) in sizes.enumerated() {
                    if currentWidth + size.width > maxWidth {
                        rows.append(currentRow)
                        currentRow = []
                    }
                    currentRow.append(index)
                }
                var found: (index: Int, model: Model)?
                for (i, model) in models.enumerated() where model.kind == kind {
                    found = (i, model)
                    break
                }
                """),
            Example("""
                ForEach(Array(profiles.enumerated()), id: \\.offset) { _, profile in
                    ProfileRow(profile)
                }
                """),
            // A neighbour read while the end element still runs the rest of a long body: serving it
            // apart would copy that body. Neighbours on both sides are no pair `zip` walks.
            Example("""
                for (i, start) in starts.enumerated() {
                    let next = i + 1 < starts.count ? starts[i + 1] : yearEnd
                    let days = next.days(since: start)
                    let isLeap = days > 29
                    months.append(Month(start: start, days: days, leap: isLeap))
                    flags |= isLeap ? 1 << i : 0
                }
                ForEach(Array(items.enumerated()), id: \\.element.id) { index, element in
                    let previous = index > 0 ? items[index - 1] : nil
                    let next = index < items.count - 1 ? items[index + 1] : nil
                    content(previous, element, next, index)
                }
                """),
            // A lookup inside a local function, on a partner unwrapped from an optional; a slice whose
            // offsets are shifted; a `String.Index` walked on an array of characters.
            Example("""
                for (groupIndex, group) in groups.enumerated() {
                    func range() -> SourceRange? {
                        if let topics, topics.ranges.count > groupIndex {
                            return topics.ranges[groupIndex]
                        }
                        return nil
                    }
                    report(group, range())
                }
                for (i, date) in dates.dropFirst().enumerated() {
                    check(date, after: dates[i])
                }
                final class PinView {
                    var code: [Character?] = []
                    func update() {
                        for (index, view) in views.enumerated() {
                            view.text = index < code.count ? code[code.index(code.startIndex, offsetBy: index)] : nil
                        }
                    }
                }
                """),
            // A dictionary keyed by position; a partner reached through a name the body finds; a
            // partner read at the offset and beside it; a `reduce` whose result is the offset.
            Example("""
                final class Swipe {
                    var themeMap: [Int: ActionInfo] = [:]
                    func apply(_ views: [UIView]) {
                        for (index, view) in views.enumerated() { view.backgroundColor = themeMap[index]?.color }
                    }
                }
                for (index, attachment) in attachments.enumerated() {
                    let found = messages.firstIndex { $0.id == attachment.messageID } ?? 0
                    messages[found].attachments[index].isLoaded = true
                }
                for (index, config) in configs.enumerated() where index > 0 {
                    if files[index].name == files[index - 1].name { config.merge(files[index]) }
                }
                let dropped = frames.enumerated().reduce(nil) { found, pair in
                    pair.element.contains(point) ? pair.offset : found
                }
                """),
            // Removing from the end backwards shifts only what the loop has passed; inserting into
            // a collection the loop builds is placing, not indexing.
            Example("""
                for (i, tab) in tabs.enumerated().reversed() where tab.isClosed {
                    tabs.remove(at: i)
                }
                for (i, line) in lines.enumerated() {
                    numbered.insert(line, at: i)
                }
                """),
            // Searches hand the pairs on: the closure may ignore the offset it returns.
            Example("""
                let last = names.enumerated().last(where: { $0.element.hasPrefix("a") })?.offset
                let top = scores.enumerated().max(by: { $0.element < $1.element })?.offset
                print(last, top)
                """),
            // A helper handed the offset as a number, not to index the walked collection.
            Example("""
                final class Rows {
                    var rows: [Row] = []
                    func render() {
                        for (i, row) in rows.enumerated() {
                            draw(row, label: format(i + 1))
                        }
                    }
                    func format(_ number: Int) -> String { "\\(number)." }
                }
                """),
        ]
    }
}
