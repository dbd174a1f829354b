import LintCore

/// Offsets the loop's text shows to be positions, or buffers filled slot by slot: where `zip`
/// would not say the same thing.
extension MisusedEnumeratedRule {
    /// `if i > 0 { … xs[i - 1] … }` or `if i > 0 && x == xs[i - 1] { continue }`: the bounds check
    /// does not skip the first element's iteration, so the loop works on it too, which
    /// `zip(xs, xs.dropFirst())` would never visit. A `guard … else { continue }`, or an
    /// `if i == 0 { …; continue }` that serves the first element apart, leaves the pairs.
    static func servesFirstElement(neighbourAt neighbour: Int, bodyStart: Int, in reading: BodyReading) -> Bool {
        reading.comparedNumbers(from: bodyStart).contains {
            !skipsIteration(conditionHolding: $0.lowerBound, neighbour: neighbour, reading.file)
        }
    }

    /// `for (index, row) in rows.enumerated() { XCTAssertEqual(expected[index], row) }`: a test
    /// comparing two collections element by element, which `zip` would let pass when one is
    /// shorter; comparing them whole checks the lengths too. The loop must be that one assertion.
    static func assertsPairs(
        of use: EnumeratedUse, element: String, subscriptAt position: Int, body: Range<Int>, in file: SourceFile
    ) -> Bool {
        let outline = file.outline(.calls)
        guard use.form == .forLoop, use.whereClause == nil, let index = outline.call(closingAt: body.upperBound - 1),
              case let call = outline.calls[index], call.name == body.lowerBound,
              call.nameText(in: file) == "XCTAssertEqual", call.arguments.count >= 2 else { return false }
        let pair = call.arguments.prefix(2).map(\.expression)
        let elementAlone = pair.contains { $0.count == 1 && file.cursor(at: $0.lowerBound).text == element }
        return elementAlone && pair.contains { $0.contains(position) }
    }

    /// How much code outside the statement that reads the neighbour the end element would still
    /// need: serving it apart copies those lines. The essay's `if offset == 0 { … } else { … }`
    /// copies none; a long body shared by every element is not worth copying.
    static let servedApartLimit = 2

    /// Whether the lines of code in `body` outside the `if`/`guard` statement of the body block
    /// holding `position` are few enough to serve the end element apart.
    static func endServedCheaply(_ body: Range<Int>, holding position: Int, in file: SourceFile) -> Bool {
        let outline = file.outline(.blocks)
        guard let block = outline.block(containing: body.lowerBound), let holder = outline.statements(in: block).first(where: {
            $0.range.contains(position) && [.if, .guard].contains(file.tokens[$0.first].keyword)
        })?.range else { return false }
        return file.codeLines(in: body).subtracting(file.codeLines(in: holder)).count <= servedApartLimit
    }

    /// Whether the condition holding `position` ends the iteration before the neighbour is read:
    /// a `guard`, or an `if` apart from the neighbour whose block ends in `continue`.
    private static func skipsIteration(conditionHolding position: Int, neighbour: Int, _ file: SourceFile) -> Bool {
        let outline = file.outline(.expressions)
        guard let element = outline.condition(holding: position) else { return false }
        if file.tokens[element.introducer].keyword == .guard { return true }
        guard file.tokens[element.introducer].keyword == .if, let guarded = element.guardedBlock,
              !(element.introducer..<outline.blocks[guarded].open).contains(neighbour),
              let last = outline.statements(in: guarded).last else { return false }
        return file.tokens[last.first].keyword == .continue
    }
}
