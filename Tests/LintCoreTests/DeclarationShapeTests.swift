@testable import LintCore
import XCTest

/// `attributeOnlyLines`, `openingBracesOnLinesOfTheirOwn`, `storesOnlyItsParameters(_:)`,
/// `closureInitializer(of:in:)` and `UnionFind`: the shapes of declarations a length counts
/// apart, and groups joined by what they share.
final class DeclarationShapeTests: XCTestCase {
    func testAttributesOnLinesOfTheirOwn() {
        let file = SourceFile(contents: """
            final class Profile {
                @Published
                var name = ""
                @MainActor @objc
                @available(iOS 15, *)
                func load() {}
                @objc func save() {}
                var title: String { "@Published" }
                #if DEBUG
                @discardableResult
                #endif
                func debug() -> Int { 0 }
            }
            """)
        let lines = file.attributeOnlyLines.map { Int(file.tokens[$0.lowerBound].line) }
        XCTAssertEqual(lines, [1, 3, 4, 9], "`@objc func save()` and a string are none")
    }

    func testOpeningBracesOnLinesOfTheirOwn() {
        let file = SourceFile(contents: """
            final class Player
            {
                func play(_ items: [Int])
                {  // Allman, with a comment beside it
                    items.forEach
                    {
                        print("{", $0)
                    }
                    if items.isEmpty { return }
                }
                let label: Label = {
                    Label()
                }()
            }
            """)
        let lines = file.openingBracesOnLinesOfTheirOwn.map { Int(file.tokens[$0].line) }
        XCTAssertEqual(lines, [1, 3, 5], "braces ending a line of code, or opening one, and a brace in a string are none")
    }

    func testAnInitializerThatOnlyStoresItsParameters() {
        let file = SourceFile(contents: """
            struct Record {
                init(title: String, count: Int) {
                    self.title = title
                    self.count = count
                }
                init(title: String) {
                    self.title = title.uppercased()
                }
                init(other: Record) {
                    self.title = other
                    log()
                }
                init() {}
                init(count: Int) { self.total = total }
            }
            """)
        XCTAssertEqual(file.declarations.functions.map(file.storesOnlyItsParameters), [true, false, false, false, false])
    }

    func testAClosureInitializesAStoredProperty() {
        let file = SourceFile(contents: """
            extension FormatRule {
                static let indent = FormatRule(help: "Indents.") { formatter in
                    formatter.run()
                }
                lazy var table: UITableView = {
                    UITableView()
                }()
                let names = ["a", "b"].map { $0.uppercased() }
                let limit = 10
                var count: Int { 0 }
                var value = 0 { didSet { print(value) } }
            }
            """)
        let outline = file.outline(.blocks)
        let initializers = file.declarations.properties.map { outline.closureInitializer(of: $0, in: file).map { file.readable($0) } }
        XCTAssertEqual(initializers.map { $0 != nil }, [true, true, true, false, false, false])
        XCTAssertEqual(initializers[1], "={UITableView()}()")
    }

    func testUnionFindNamesEachGroupByItsSmallestElement() {
        var groups = UnionFind()
        for _ in 0..<6 { _ = groups.add() }
        groups.union(4, 1)
        groups.union(5, 4)
        groups.union(2, 3)
        XCTAssertEqual((0..<6).map { groups.root($0) }, [0, 1, 2, 2, 1, 1])
    }
}
