@testable import LintCore
import XCTest

/// Each closure's signature, shorthand parameters, capture list and the call it is passed to;
/// and the outline on inputs large enough to show any walk that is not linear.
final class OutlineClosureTests: XCTestCase {
    /// The parameters as `name: type @indexPath`.
    private func parameters(_ closure: ClosureExpr, _ file: SourceFile) -> [String] {
        closure.parameters.map { parameter in
            XCTAssertEqual(file.text(of: file.tokens[parameter.token]), parameter.name)
            let type = parameter.type.map { ": " + file.code($0) } ?? ""
            return parameter.name + type + " @" + parameter.indexPath.map(String.init).joined(separator: ".")
        }
    }

    func testParametersNamesTypesAndTuplePatterns() {
        let file = SourceFile(contents: """
            let a = items.map { x in x }
            let b = zip(xs, ys).map { a, b in a + b }
            let c = handle { (a: Int, b) in a }
            let d = handle { (a, (b, c)) in a }
            let e = handle { _ in 0 }
            let f = handle { @MainActor (value: [String: Int], other: Result<A, B>, g: @escaping (Int) -> Void) async throws -> Int in 0 }
            let g = handle { print($0) }
            """)
        let closures = file.outline.closures
        XCTAssertEqual(closures.map { parameters($0, file) }, [
            ["x @0"],
            ["a @0", "b @1"],
            ["a: Int @0", "b @1"],
            ["a @0", "b @1.0", "c @1.1"],
            ["_ @0"],
            ["value: [String: Int] @0", "other: Result<A, B> @1", "g: @escaping (Int) -> Void @2"],
            [],
        ])
        XCTAssertEqual(closures.map { $0.signatureIn.map { file.text(of: file.tokens[$0]) } }, ["in", "in", "in", "in", "in", "in", nil])
        XCTAssertEqual(closures[5].signatureIn.map { Int(file.tokens[$0].line) }, 5)
        XCTAssertEqual(closures.map(\.isTrailing), [true, true, true, true, true, true, true])
    }

    func testAttributesBeforeTheSignature() {
        let file = SourceFile(contents: "Task { @MainActor in run() }\nlet f = { @Sendable (x: Int) in x }")
        let closures = file.outline.closures
        XCTAssertEqual(closures.map { $0.signatureIn.map { file.text(of: file.tokens[$0]) } }, ["in", "in"])
        XCTAssertEqual(closures.map { parameters($0, file) }, [[], ["x: Int @0"]])
        XCTAssertEqual(closures.map(\.call), [0, nil])
    }

    func testCaptureLists() {
        let file = SourceFile(contents: "load { [weak self, unowned x = y.z, unowned(unsafe) w, items] in self?.use(x) }")
        let captures = file.outline.closures[0].captures
        XCTAssertEqual(captures.map(\.specifier), [.weak, .unowned, .unownedUnsafe, nil])
        XCTAssertEqual(captures.map(\.name), ["self", "x", "w", "items"])
        XCTAssertEqual(captures.map { file.text(of: file.tokens[$0.nameToken]) }, ["self", "x", "w", "items"])
        XCTAssertEqual(captures.map { $0.initializer.map { file.code($0) } }, [nil, "y.z", nil, nil])
        XCTAssertEqual(file.outline.closures[0].parameters, [])
        XCTAssertNotNil(file.outline.closures[0].signatureIn)
    }

    func testShorthandParametersBelongToTheirOwnClosure() {
        let file = SourceFile(contents: """
            let g = pairs.map { $1 + { $0 * 2 }() + ($3) }
            let h = rows.filter { if $0.ok { return true }; return $viewModel }
            """)
        let closures = file.outline.closures
        XCTAssertEqual(closures.map(\.highestShorthandParameter), [3, 0, 0])
        XCTAssertEqual(closures.map { $0.shorthandUses.map { file.text(of: file.tokens[$0]) } }, [["$1", "$3"], ["$0"], ["$0"]])
        XCTAssertEqual(closures.map(\.call), [0, nil, 2], "an immediately called closure is passed to nothing")
        XCTAssertEqual(file.outline.calls.map { $0.nameText(in: file) }, ["map", nil, "filter"])
    }

    func testClosuresThatAreNoArguments() {
        let file = SourceFile(contents: """
            let f = { print(1) }
            let v = cached ?? { make() }()
            lazy var label: UILabel = {
                let label = UILabel()
                return label
            }()
            """)
        XCTAssertEqual(file.outline.closures.map(\.call), [nil, nil, nil])
        XCTAssertEqual(file.outline.closures.map(\.isTrailing), [false, false, false])
        XCTAssertEqual(file.outline.calls.map { $0.nameText(in: file) ?? "-" }, ["print", "make", "-", "UILabel", "-"])
    }

    func testEveryPrefixOfBrokenCodeBuildsAnOutline() {
        let source = """
            UIView.animate(withDuration: 0.3) { [weak self, unowned(unsafe) v = w] (a: [Int: (Int) -> Void], (b, c)) in
                self?.f(x: "\\(a[0]) (", \\.b, #selector(g(_:)), Array<Int>(repeating: $0, count: $1))
            } completion: { _ in
            #if os(iOS)
                .padding()
            #endif
            }
            """
        let characters = Array(source)
        for end in characters.indices {
            let outline = SourceFile(contents: String(characters[..<end])).outline
            XCTAssertEqual(outline.closures.count, outline.blocks.filter { $0.role == .closure }.count)
        }
    }

    // MARK: Large inputs: built correctly (timings are measured by hand, not here)

    func testDeeplyNestedClosures() {
        let depth = 10_000
        let source = (0..<depth).map { "f\($0) { x in\n" }.joined() + String(repeating: "}\n", count: depth)
        let file = SourceFile(contents: source)
        let outline = file.outline
        XCTAssertEqual(outline.calls.count, depth)
        XCTAssertEqual(outline.closures.count, depth)
        XCTAssertEqual(outline.closures.last?.call, depth - 1)
        XCTAssertEqual(outline.closures.last?.parameters.map(\.name), ["x"])
        XCTAssertEqual(outline.calls.last?.nameText(in: file), "f\(depth - 1)")
        XCTAssertEqual(outline.calls.last?.trailingClosures, [depth - 1])
        XCTAssertEqual(outline.call(holding: file.tokens.count - 1), nil)
        XCTAssertEqual(outline.call(holding: file.tokens.count - depth - 1), depth - 1)
    }

    func testLongCallChains() {
        let links = 20_000
        for separator in ["", "\n    "] {
            let file = SourceFile(contents: "let x = a" + String(repeating: separator + ".b(1)", count: links))
            let calls = file.outline.calls
            XCTAssertEqual(calls.count, links)
            XCTAssertEqual(calls.last?.receiver?.lowerBound, 3)
            XCTAssertEqual(calls.last.flatMap { $0.receiver?.upperBound }, calls.last.flatMap { $0.name.map { $0 - 1 } })
            XCTAssertEqual(calls.last?.arguments.map { file.code($0.expression) }, ["1"])
            XCTAssertEqual(calls.last?.calledExpression.lowerBound, 3)
        }
    }

    func testManyArguments() {
        let count = 20_000
        let file = SourceFile(contents: "f(" + (0..<count).map { "x\($0)" }.joined(separator: ",\n") + ")")
        let calls = file.outline.calls
        XCTAssertEqual(calls.count, 1)
        XCTAssertEqual(calls[0].arguments.count, count)
        XCTAssertEqual(calls[0].arguments.last?.path, "x\(count - 1)")
        XCTAssertEqual(calls[0].rightParen, file.tokens.count - 1)
    }
}
