import LintCore

extension MisusedEnumeratedRule {
    enum Examples {
        static let triggering = [
            // A test comparing two collections element by element: compare them whole.
            Example("""
                for (index, row) in csv.rows.↓enumerated() {
                    XCTAssertEqual(expected[index], row)
                }
                """),
            Example("""
                for (offset, model) in models.↓enumerated() {
                    viewControllers[offset].model = model
                }
                """),
            Example("""
                for (offset, imageView) in imageViews.↓enumerated() where offset > 0 {
                    imageView.leadingAnchor.constraint(equalTo: imageViews[offset - 1].trailingAnchor).isActive = true
                }
                """),
            Example("""
                for (index, item) in self.items.↓enumerated() {
                    print(self.items[index], item)
                }
                """),
            Example("""
                for (_, section) in sections.↓enumerated() {
                    render(section)
                }
                """, fixed: """
                for section in sections {
                    render(section)
                }
                """),
            Example("""
                for (index, _) in rows.↓enumerated() {
                    reload(index)
                }
                """),
            Example("""
                let titles = pages.↓enumerated().map { (offset, page) in
                    labels[offset].text ?? page.title
                }
                """),
            Example("""
                names.↓enumerated().forEach {
                    cells[$0.offset].textLabel?.text = $0.element
                }
                """),
            Example("""
                let total = prices.↓enumerated().reduce(0) { sum, pair in
                    sum + quantities[pair.offset] * pair.element
                }
                """),
            Example("""
                for (i, value) in values.↓enumerated() {
                    let label = "\\(titles[i + 1]): \\(value)"
                    print(label)
                }
                """),
            Example("""
                for (offset, model) in models.↓enumerated() {
                    #if DEBUG
                    log(offset)
                    #endif
                    self.pages[offset].configure(with: model)
                }
                """),
            Example("""
                for (offset, model) in models
                    .filter(\\.isVisible)
                    .↓enumerated()
                {
                    pages[offset].model = model
                }
                """),
            Example("""
                for (index, item) in rpcUrls.↓enumerated() where item.input.isEmpty {
                    rpcUrls[index].error = nil
                }
                """),
            Example("""
                for (index, phrase) in phrases.↓enumerated() {
                    newPhrases[index] = phrase.trimmed
                }
                """),
            // A bounds check is what walking pairs makes unnecessary.
            Example("""
                for (index, declaration) in body.↓enumerated() {
                    guard index != 0, let mark = self.index(of: .mark) else { continue }
                    let previous = body[index - 1]
                    previous.range = previous.range.lowerBound...mark
                }
                """),
            Example("""
                for (index, page) in pages.↓enumerated() where index > 0 {
                    XCTAssertEqual(page, expectedPages[index - 1])
                }
                """),
            // The first element is served apart; the rest walk pairs.
            Example("""
                for (index, attribute) in attributes.↓enumerated() {
                    if index == 0 {
                        attribute.frame.origin.x = 0
                        continue
                    }
                    let previous = attributes[index - 1]
                    attribute.frame.origin.x = previous.frame.maxX + spacing
                }
                """),
        ]

        static let nonTriggering = [
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
            // The bounds check does not skip the first element, which `dropFirst()` would.
            Example("""
                for (index, attributes) in layoutAttributes.enumerated() {
                    guard attributes.representedElementCategory == .cell else { continue }
                    if index > 0 {
                        let previous = layoutAttributes[index - 1]
                        attributes.frame.origin.x = previous.frame.maxX + spacing
                    }
                    rows.append(attributes)
                }
                """),
            Example("""
                for (index, file) in files.enumerated() {
                    if index > 0 && file == files[index - 1] {
                        continue
                    }
                    configs[index] = parse(file)
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
            // Lengths differ on purpose: an optional collection, or one checked against the offset.
            Example("""
                for (index, photo) in photos.enumerated() {
                    photo.caption = captions?[index]
                    if index < notes.count { photo.note = notes[index] }
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
            // An offset into two other collections is a position in parallel tables (a dynamic
            // programming row, views kept beside their actions): `zip` pairs only two.
            Example("""
                for (indexB, charB) in valueB.enumerated() {
                    let cost = charA == charB ? last[indexB] : min(last[indexB], last[indexB + 1]) + 1
                    current[indexB + 1] = cost
                }
                """),
            Example("""
                oldWidths.enumerated().forEach { index, oldWidth in
                    if oldWidth != newWidths[index] {
                        notify(actions[index], buttons[index])
                    }
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
        ]
    }
}
