import LintCore

extension MisusedEnumeratedRule {
    enum Examples {
        static let triggering = [
            // A closure written with `$0`/`$1` that uses one half of the pair.
            Example("list.↓enumerated().map { $1 }"),
            Example("""
                list.↓enumerated().forEach {
                    let (i, _) = $0
                    print(i)
                }
                """),
            // The essay's samples: a partner looked up by offset, and neighbours walked by offset
            // (its `imageView[offset - 1]` means `imageViews`, as its `zip` rewrite shows).
            Example("""
                for (offset, model) in models.↓enumerated() {
                \tlet viewController = viewControllers[offset]
                \tviewController.model = model
                }
                """, fromEssay: true),
            Example("""
                for (offset, imageView) in imageViews.↓enumerated() {
                \tif offset == 0 {
                \t\timageView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor).isActive = true
                \t} else {
                \t\tlet imageToAnchor = imageView[offset - 1]
                \t\timageView.leadingAnchor.constraint(equalTo: imageToAnchor.trailingAnchor).isActive = true
                \t}
                }
                """, fromEssay: true),
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
                for (_, row) in model.rows.↓enumerated() where row.isOn {
                    render(row)
                }
                """, fixed: """
                for row in model.rows where row.isOn {
                    render(row)
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
            // A neighbour behind a check that lets the first (or last) element through: pairs and
            // the end element served apart, as the essay's own sample does.
            Example("""
                for (i, model) in models.↓enumerated() {
                    if i > 0 && !models[i - 1].isComment {
                        objects.append(Spacer())
                    }
                    objects.append(model)
                }
                """),
            Example("""
                for (index, attributes) in layoutAttributes.↓enumerated() {
                    guard attributes.representedElementCategory == .cell else { continue }
                    if index > 0 {
                        let previous = layoutAttributes[index - 1]
                        attributes.frame.origin.x = previous.frame.maxX + spacing
                    }
                    rows.append(attributes)
                }
                """),
            Example("""
                for (index, file) in files.↓enumerated() {
                    if index > 0 && file == files[index - 1] {
                        continue
                    }
                    configs[index] = parse(file)
                }
                """),
            Example("""
                for (index, chapter) in chapters.↓enumerated() {
                    let duration: Double
                    if index == chapters.endIndex - 1 {
                        duration = total - chapter.start
                    } else {
                        duration = chapters[index + 1].start - chapter.start
                    }
                    result.append(Chapter(start: chapter.start, duration: duration, number: index + 1))
                }
                """),
            Example("""
                for (index, (_, data)) in sortedChapters.↓enumerated() {
                    if index < sortedChapters.count - 1, let next = sortedChapters[index + 1].value.time {
                        durations.append(next - data.time)
                    }
                }
                """),
            // A bounds check is what `zip` makes unnecessary: it stops at the shorter collection.
            Example("""
                for (offset, playerIndex) in playerIndexes.↓enumerated() {
                    guard offset < children.count,
                          let index = children[offset].index
                    else { continue }
                    map.set(playerIndex, for: index)
                }
                """),
            Example("""
                for (offset, stream) in streams.↓enumerated() {
                    guard let index = stream.index else { continue }
                    if offset < externalIndexes.count {
                        map.set(externalIndexes[offset], for: index)
                    }
                }
                """),
            Example("""
                for (index, photo) in photos.↓enumerated() {
                    if notes.indices.contains(index) { photo.note = notes[index] }
                }
                """),
            // Several parallel collections read at the offset are still pairs.
            Example("""
                oldWidths.↓enumerated().forEach { index, oldWidth in
                    if oldWidth != newWidths[index] {
                        notify(actions[index], buttons[index])
                    }
                }
                """),
            // Closures handed the pairs, whatever their parameters look like.
            Example("""
                let reduced = points.↓enumerated().compactMap { (index: Int, point: CGPoint) -> CGPoint? in
                    return keep[index] ? point : nil
                }
                """),
            Example("""
                let reload = cells.↓enumerated()
                    .compactMap { (arg) -> IndexPath? in
                        let (index, cell) = arg
                        return cell == nil ? indexPaths[index] : nil
                    }
                """),
            // A closure's signature ends at its `in`, however long its return type is.
            Example("""
                let rows = items.↓enumerated().map { pair -> (title: String, subtitle: String, detail: String, footnote: String, badge: Int, color: Color, icon: Image?, accessory: Accessory) in
                    (titles[pair.offset], pair.element.subtitle, pair.element.detail, "", 0, .red, nil, .none)
                }
                """),
            Example("""
                let rows = items.↓enumerated().map { (arg) -> (title: String, subtitle: String, detail: String, footnote: String, badge: Int, color: Color, icon: Image?, accessory: Accessory) in
                    let (index, item) = arg
                    return (titles[index], item.subtitle, item.detail, "", 0, .red, nil, .none)
                }
                """),
            Example("""
                let same = names.↓enumerated().allSatisfy { $0.element == expected[$0.offset] }
                let changed = rows.↓enumerated().contains { offset, row in row != previous[offset] }
                let wide = columns.↓enumerated().first(where: { widths[$0.offset] > $0.element.minimum })
                let kept = items.↓enumerated().filter { flags[$0.0] }.map(\\.element)
                """),
            Example("""
                for pair in names.↓enumerated() {
                    labels[pair.offset].text = pair.element
                }
                """),
            Example("""
                ForEach(Array(items.↓enumerated()), id: \\.element.id) { index, item in
                    Row(item, isSelected: selection[index])
                }
                """),
            // Helpers that check the bounds still take the offset for an index.
            Example("""
                for (index, title) in titles.↓enumerated() {
                    buttons[safe: index]?.setTitle(title, for: .normal)
                }
                for (index, title) in titles.↓enumerated() {
                    items.safeValue(index)?.title = title
                }
                for (i, name) in names.↓enumerated() {
                    print(name, list.element(at: i))
                }
                """),
            // A mutating call through the subscript writes.
            Example("""
                for (index, value) in values.↓enumerated() {
                    columns[index].append(value)
                }
                """),
            // Generic and attributed spellings of the same loop.
            Example("""
                for (i, value) in Array<Int>(values).↓enumerated() {
                    guard let label = labels[i] as UILabel? else { continue }
                    label.text = "\\(value)"
                }
                items.↓enumerated().forEach { @MainActor offset, item in
                    views[offset].configure(item)
                }
                """),
            // A slice's offsets are not its indices: `arraySlice[offset]` reads the wrong element.
            Example("""
                let arraySlice = array[2..<5]
                for (offset, letter) in arraySlice.↓enumerated() {
                    print(arraySlice[offset], letter)
                }
                """),
        ] + indexExamples

        static let nonTriggering = NonTriggeringExamples.all
    }
}
