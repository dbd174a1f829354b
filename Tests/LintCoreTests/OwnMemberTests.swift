@testable import LintCore
import XCTest

/// `SourceFile.readsOwnMember(at:)`: a name read on the instance the code runs in, alone or
/// through `self` or a local bound to it, and not another value's member or a local.
final class OwnMemberTests: XCTestCase {
    /// For each `items` (or `$items`) of `source`, in order: whether it reads the instance's member.
    private func reads(_ source: String, name: String = "items") -> [Bool] {
        let file = SourceFile(contents: source)
        return file.positions(ofName: name).map(file.readsOwnMember(at:))
    }

    func testANameAloneOrOnSelfIsTheInstancesMember() {
        XCTAssertEqual(reads("""
            final class Feed {
                var items: [Item] = []
                func show() {
                    print(items, self.items, self?.items, self!.items)
                    if let items { print(items) }
                    guard let strongSelf = self else { return }
                    strongSelf.items.removeAll()
                    load { [weak self] in
                        guard let self else { return }
                        self.items = $0
                    }
                    #if DEBUG
                    dump(items)
                    #endif
                    let text = "\\(items.count)"
                }
            }
            """), [true, true, true, true, true, true, true, true, true, true, true], "its declaration names it too")
    }

    func testAnotherValuesMemberOrALocalIsNone() {
        XCTAssertEqual(reads("""
            final class Feed {
                func show(model: Model, items other: [Item]) {
                    print(model.items, model?.items, (model as? Feed)?.items, .items, \\.items)
                    let items = model.items
                    print(items)
                    rows.forEach { items in print(items) }
                    let copy = model
                    copy.items.removeAll()
                }
            }
            """), [true, false, false, false, false, false, false, false, false, false, false, false], "a label errs toward the instance")
    }

    func testAProjectedValueReadsTheWrappedProperty() {
        let file = SourceFile(contents: "struct Search: View { @State var query = \"\"\n var body: some View { TextField(text: $query) } }")
        XCTAssertEqual(file.positions(ofName: "$query").map(file.readsOwnMember(at:)), [true])
    }
}
