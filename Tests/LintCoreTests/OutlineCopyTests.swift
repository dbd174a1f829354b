@testable import LintCore
import XCTest

/// `OutlineCache` adds a family to a copy of the outline built so far (`SyntaxOutline.copy()`,
/// which lists every stored field by hand): an outline grown family by family must equal one
/// built with all its families at once, field by field, so that a field `copy()` leaves out
/// fails here instead of going missing from the rules' outlines.
final class OutlineCopyTests: XCTestCase {
    private let sources = [
        #"""
        struct Table {
            var rows: [Row]? = nil
            subscript(i: Int) -> Row { rows![i] }
            func f(pair: (Int, String)) {
                for (i, row) in (rows ?? []).enumerated() where row.isOn {
                    guard let (a, _) = Optional(pair), let cast = row as? Cell else { continue }
                    rows?[i].title = "\(a) \(cast)"
                    let g = { [weak self] (x: Int) in self?.load(x) ?? 0 }
                }
            }
        }
        """#,
        #"""
        enum Kind: String { case a = "a", b
            #if DEBUG
            case c(Int)
            #endif
        }
        let s = """
            \(Kind.a) [not, a, literal]
            """ // rows[0] = nil
        var total = [1, 2, 3].map { $0 * 2 }.reduce(0, +)
        if let x = total as Int?, x != nil { total += x } else { total = 0 }
        """#,
        "func f() { let (a, b", "x]]]) = [[[(",
    ]

    /// Each stored field of the outline, by name, with its contents written out.
    private func fields(_ outline: SyntaxOutline) -> [String: String] {
        var fields: [String: String] = [:]
        for child in Mirror(reflecting: outline).children {
            fields[child.label ?? "?"] = describe(child.value)
        }
        return fields
    }

    /// A value's contents: a table's entries, a dictionary's in a fixed order, a record's
    /// fields by name; never an address.
    private func describe(_ value: Any) -> String {
        if let table = value as? Int32Table { return "table" + (0..<table.count).map { String(table[$0]) }.description }
        if value is String || value is Substring { return String(reflecting: value) }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case nil: return String(reflecting: value)
        case .enum? where mirror.children.isEmpty: return String(reflecting: value)
        case .dictionary?, .set?: return "{" + mirror.children.map { describe($0.value) }.sorted().joined(separator: ", ") + "}"
        default: return "(" + mirror.children.map { ($0.label ?? "") + ": " + describe($0.value) }.joined(separator: ", ") + ")"
        }
    }

    func testAnOutlineGrownFamilyByFamilyEqualsOneBuiltAtOnce() {
        let orders: [[OutlineParts]] = [
            [.blocks, .all], [.conditions, .all], [.expressions, .literals, .all], [.records, .calls, .all], [.calls, .all],
        ]
        for source in sources {
            let whole = fields(SourceFile(contents: source).outline(.all))
            XCTAssertGreaterThan(whole.count, 15)
            for order in orders {
                let file = SourceFile(contents: source)
                for parts in order { _ = file.outline(parts) }
                let grown = fields(file.outline(.all))
                XCTAssertEqual(Set(grown.keys), Set(whole.keys))
                for (name, contents) in whole {
                    XCTAssertEqual(grown[name], contents, "\(name) after \(order.map(\.rawValue))")
                }
            }
        }
    }

    /// The comparison tells outlines apart: one missing a family differs from one with it.
    func testTheComparisonSeesAMissingFamily() {
        let file = SourceFile(contents: sources[0])
        let blocksOnly = fields(SourceFile(contents: sources[0]).outline(.blocks))
        let whole = fields(file.outline(.all))
        XCTAssertEqual(whole["blocks"], blocksOnly["blocks"])
        XCTAssertNotEqual(whole["subscripts"], blocksOnly["subscripts"])
        XCTAssertNotEqual(whole["callsAndClosures"], blocksOnly["callsAndClosures"])
    }
}
