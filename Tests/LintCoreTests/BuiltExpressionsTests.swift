@testable import LintCore
import XCTest

/// `SourceFile.builtExpressions(in:)`: what a block grows, shrinks or replaces.
final class BuiltExpressionsTests: XCTestCase {
    func testResizingCallsAssignmentsAndBindingsAtAnyDepth() {
        let file = SourceFile(contents: """
            func build() {
                for (i, row) in rows.enumerated() {
                    self.labels.append(row.title)
                    cache?.removeAll()
                    ids.reserveCapacity(3)
                    if i < notes.count, let note = notes[i] as? Note { total += note.count }
                    items.forEach { item in sections[0].rows.insert(item, at: 0); names[i] = item.name }
                    let text = \"""
                        rows.append(x)
                        \"""
                    #if DEBUG
                    debug = true
                    #endif
                    count -= 1
                    notes.contains(row)
                }
            }
            """)
        let outline = file.outline
        let loop = outline.blocks.indices.first { outline.blocks[$0].role == .for }!
        let built = Set(file.builtExpressions(in: loop).map { file.readable($0) })
        XCTAssertEqual(built, ["self.labels", "cache?", "ids", "note", "total", "sections[0].rows", "names[i]", "text", "debug"])
    }
}
