@testable import LintCore
import XCTest

/// Each condition element's kind, tested expression and path, binding, guarded block and negation.
final class OutlineConditionTests: XCTestCase {
    /// Each condition as `kind tested [path] bound:cast guarded-role negated`.
    private func conditions(_ source: String) -> [String] {
        let file = SourceFile(contents: source)
        let outline = file.outline
        func text(_ range: Range<Int>) -> String {
            range.isEmpty ? "" : file.text(Int(file.tokens[range.lowerBound].start)..<Int(file.tokens[range.upperBound - 1].end))
        }
        return outline.conditions.map { condition in
            var parts = [condition.kind.rawValue, text(condition.tested), "[\(condition.testedPath ?? "-")]"]
            if let bound = condition.boundToken {
                parts.append((condition.bindsVariable ? "var " : "let ") + text(bound..<bound + 1) + ":" + (condition.castType ?? "-"))
            }
            parts.append(condition.guardedBlock.map { outline.blocks[$0].role.rawValue } ?? "none")
            if condition.isNegated { parts.append("negated") }
            return parts.joined(separator: " ")
        }
    }

    func testBindingsPatternsNilComparisonsAndBooleans() {
        XCTAssertEqual(conditions("""
            func show(segue: Segue) {
                if let vc = segue.destination as? ShopViewController, var items, case .some(let x) = self.user?.name {
                    use(vc, items, x)
                }
                guard let shop = try? store.load() as! Module.Shop, self.items != nil, nil != user!.name else { return }
                if items == nil || other { reset() }
                if x == nil { reset() }
                if !self.ready { wait() }
                while true { break }
                guard ready, #available(iOS 17, *), count >= limit else { return }
                while let next = queue.first(where: { $0 == "a, b" }) { consume(next) }
            }
            """), [
                "optionalBinding segue.destination as? ShopViewController [-] let vc:ShopViewController if",
                "optionalBinding items [items] var items:- if",
                "casePattern self.user?.name [user.name] if",
                "optionalBinding try? store.load() as! Module.Shop [-] let shop:Shop guard negated",
                "nilComparison self.items [items] guard negated",
                "nilComparison user!.name [user.name] guard negated",
                "boolean items == nil || other [-] if",
                "nilComparison items [items] none negated",
                "nilComparison x [x] if negated",
                "boolean self.ready [ready] if negated",
                "boolean true [-] while",
                "boolean ready [ready] guard negated",
                "availability #available(iOS 17, *) [-] guard negated",
                "boolean count >= limit [-] guard negated",
                "optionalBinding queue.first(where: { $0 == \"a, b\" }) [-] let next:- while",
            ])
    }

    func testTernariesAndNilCoalescing() {
        XCTAssertEqual(conditions("""
            func label() -> String {
                let title = user?.name ?? "Guest"
                let count = items.isEmpty ? 0 : items.count
                return self.user == nil ? "none" : (flag ? "a" : "b")
            }
            """), [
                "nilCoalescing user?.name [user.name] none",
                "boolean items.isEmpty [items.isEmpty] none",
                "nilComparison self.user [user] none negated",
                "boolean flag [flag] none",
            ])
    }

    func testConditionLookupsAndBindingsInScope() throws {
        let source = """
            final class Feed {
                var items: [Item]?
                func load(_ segue: Segue) {
                    if self.items != nil { render() }
                    guard let vc = segue.destination as? ShopViewController else { return }
                    vc.shop = shop
                    if let vc = other as? CartViewController {
                        vc.cart = cart
                    }
                    vc.done = true
                }
            }
            """
        let file = SourceFile(contents: source)
        let outline = file.outline
        let function = try XCTUnwrap(outline.blocks.firstIndex { $0.role == .function })
        XCTAssertEqual(outline.conditions(testing: "items", in: function).map(\.kind), [.nilComparison])
        XCTAssertEqual(outline.conditions(testing: "user", in: function).count, 0)
        let ifBlock = try XCTUnwrap(outline.blocks.firstIndex { $0.role == .if })
        XCTAssertEqual(outline.conditions(guarding: ifBlock).map(\.testedPath), ["items"])

        func bindingType(of name: String, atLine line: Int) -> String? {
            let position = file.tokens.firstIndex { Int($0.line) == line - 1 && file.text(of: $0) == name } ?? -1
            return outline.binding(named: name, at: position, in: file).map { $0.type?.name ?? "unknown" }
        }
        XCTAssertEqual(bindingType(of: "vc", atLine: 6), "ShopViewController", "after the guard")
        XCTAssertEqual(bindingType(of: "vc", atLine: 8), "CartViewController", "inside the if, shadowing")
        XCTAssertEqual(bindingType(of: "vc", atLine: 10), "ShopViewController", "the if's binding ends with its body")
        XCTAssertEqual(bindingType(of: "segue", atLine: 5), "Segue")
        XCTAssertNil(bindingType(of: "items", atLine: 4), "a member, no local")
        XCTAssertEqual(outline.assignments(in: function).count, 3)
    }

    func testABindingAnEarlierElementOfTheSameConditionMakes() throws {
        let source = """
            func prepare(for segue: Segue) {
                guard let nav = segue.destination as? UINavigationController,
                      let top = nav.topViewController as? ShopViewController else { return }
                top.shop = shop
            }
            """
        let file = SourceFile(contents: source)
        let outline = file.outline
        let root = try XCTUnwrap(file.tokens.firstIndex { $0.line == 2 && file.text(of: $0) == "nav" })
        XCTAssertNil(outline.binding(named: "nav", at: root, in: file), "the guard's bindings hold after it")
        let element = try XCTUnwrap(outline.conditionBinding(named: "nav", at: root, in: file))
        XCTAssertEqual(element.castType, "UINavigationController")
        XCTAssertNil(outline.conditionBinding(named: "top", at: root, in: file), "bound after")
        let after = try XCTUnwrap(file.tokens.firstIndex { $0.line == 3 && file.text(of: $0) == "top" })
        XCTAssertEqual(outline.binding(named: "top", at: after, in: file)?.type?.name, "ShopViewController")
        XCTAssertEqual(outline.binding(named: "nav", at: after, in: file)?.type?.name, "UINavigationController")
    }
}
