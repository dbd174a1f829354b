@testable import LintCore
import XCTest

/// Each call's called expression, name, receiver, arguments and trailing closures, for every
/// shape a rule must read.
final class OutlineCallTests: XCTestCase {
    /// The calls as `called(arguments) {} label: {} | name on receiver`, in order.
    private func calls(_ source: String) -> [String] {
        let file = SourceFile(contents: source)
        let outline = file.outline
        return outline.calls.map { call in
            var text = file.code(call.calledExpression)
            if call.leftParen != nil {
                let arguments = call.arguments.map { ($0.label.map { $0 + ": " } ?? "") + file.code($0.expression) }
                text += "(" + arguments.joined(separator: ", ") + ")"
            }
            for block in call.trailingClosures {
                let label = outline.closure(ofBlock: block).flatMap { outline.closures[$0].label }
                text += " " + (label.map { $0 + ": " } ?? "") + "{}"
            }
            text += " | " + (call.nameText(in: file) ?? "-")
            if let receiver = call.receiver { text += " on " + file.code(receiver) }
            return text
        }
    }

    func testMemberCallsTheirNamesAndReceivers() {
        XCTAssertEqual(calls("""
            items.filter { $0.isDone }
            let view = UIView(frame: .zero)
            let foo = Foo.init(x: 1)
            DispatchQueue.main.async { self.reload() }
            let e: Mode = .init(rawValue: 1)
            """), [
                "items.filter {} | filter on items",
                "UIView(frame: .zero) | UIView",
                "Foo.init(x: 1) | init on Foo",
                "DispatchQueue.main.async {} | async on DispatchQueue.main",
                "self.reload() | reload on self",
                ".init(rawValue: 1) | init",
            ])
    }

    func testChainsAcrossLinesOptionalChainsUnwrapsTryAndAwait() {
        XCTAssertEqual(calls("""
            let names = try await items
                // visible ones
                .filter { $0.isVisible }
                .map(\\.name)
            delegate?.did(select: row)
            let x = a!.b?.c(1)
            handler?(value)
            try? save()
            """), [
                "items.filter {} | filter on items",
                "items.filter{$0.isVisible}.map(\\.name) | map on items.filter{$0.isVisible}",
                "delegate?.did(select: row) | did on delegate?",
                "a!.b?.c(1) | c on a!.b?",
                "handler?(value) | handler",
                "save() | save",
            ])
    }

    func testGenericsSubscriptsCallsOfCallsAndCasts() {
        XCTAssertEqual(calls("""
            let a = Array<Int>(repeating: 0, count: 3)
            let d = Dictionary<String, [Int]>()
            let b = [Int](repeating: 1, count: 2)
            rows[0].reload()
            make()()
            let c = { 42 }()
            (view as? UILabel)?.setText("x")
            if a<b, c>(d) { }
            """), [
                "Array<Int>(repeating: 0, count: 3) | Array",
                "Dictionary<String, [Int]>() | Dictionary",
                "[Int](repeating: 1, count: 2) | -",
                "rows[0].reload() | reload on rows[0]",
                "make() | make",
                "make()() | -",
                "{42}() | -",
                "(view as?UILabel)?.setText(\"x\") | setText on (view as?UILabel)?",
                "a<b, c>(d) | a",
            ])
    }

    func testDeclarationsStatementsAttributesTypesAndMacrosAreNoCalls() {
        XCTAssertEqual(calls("""
            func load(_ rows: [Row]) async throws -> Int { 0 }
            func make<T>(_ type: T.Type) -> T { fatalError }
            struct Box<T> { init(value: T) { } }
            enum Mode { case loaded([Item]), failed(Error)
                case idle(Int) }
            if (ready) { }
            switch (mode) { default: break }
            while (running) { }
            @available(iOS 13, *)
            @objc(reloadWith:)
            let handler: (Int) -> Void = { _ in }
            let s = #selector(reload(_:))
            #if os(iOS) && canImport(UIKit)
            let t = (1, 2)
            #endif
            do { } catch (error) { }
            guard ready else { return }
            private(set) var count = 0
            var value: Int { get { 1 } set(newValue) { } }
            let f = Foo.init(x:)
            """), [])
    }

    func testArgumentsLabelsAndPaths() {
        let file = SourceFile(contents: """
            update(item, self.items, row.id, count + 1, label: $0.offset, .red, "a(b) {", [1, 2], `in`: t.0, { x in x })
            """)
        let call = file.outline.calls[0]
        XCTAssertEqual(call.arguments.map(\.label), [nil, nil, nil, nil, "label", nil, nil, nil, "in", nil])
        XCTAssertEqual(call.arguments.map(\.path), ["item", "self.items", "row.id", nil, "$0.offset", nil, nil, nil, "t.0", nil])
        XCTAssertEqual(call.arguments.map { file.code($0.expression) }, [
            "item", "self.items", "row.id", "count+1", "$0.offset", ".red", "\"a(b) {\"", "[1, 2]", "t.0", "{x in x}",
        ])
        XCTAssertEqual(call.arguments[4].labelToken.map { file.text(of: file.tokens[$0]) }, "label")
        XCTAssertEqual(file.outline.calls.count, 1)
        XCTAssertEqual(file.outline.closures.map(\.call), [0])
        XCTAssertEqual(file.outline.closures.map(\.isTrailing), [false])
    }

    func testMultiLineArgumentsWithCommentsAndConditionalCompilation() {
        XCTAssertEqual(calls("""
            configure(
                title: "Feed (main)", // the (title,
                #if DEBUG
                debug: true,
                #else
                debug: false,
                #endif
                completion: { done() }
            )
            print("a(b) \\(name.uppercased()) {", terminator: "")
            """), [
                "configure(title: \"Feed (main)\", debug: true, debug: false, completion: {done()}) | configure",
                "done() | done",
                "print(\"a(b) \\(name.uppercased()) {\", terminator: \"\") | print",
                "name.uppercased() | uppercased on name",
            ])
        let file = SourceFile(contents: #"let s = "\(count) (rows)".uppercased()"#)
        XCTAssertEqual(file.outline.calls.map { $0.receiver.map { file.code($0) } }, [#""\(count) (rows)""#])
    }

    func testTrailingClosuresLabeledOnTheNextLineAndNotStatementBodies() {
        let source = """
            UIView.animate(withDuration: 0.3) {
                view.alpha = 0
            } completion: { _ in
                view.removeFromSuperview()
            }
            load()
            { print(1) }
            if ready { go() }
            guard ok else { return }
            Button(action: { save() }) { Text("Save") }
            func f() { var title: String? { name } }
            """
        XCTAssertEqual(calls(source), [
            "UIView.animate(withDuration: 0.3) {} completion: {} | animate on UIView",
            "view.removeFromSuperview() | removeFromSuperview on view",
            "load() {} | load",
            "print(1) | print",
            "go() | go",
            "Button(action: {save()}) {} | Button",
            "save() | save",
            "Text(\"Save\") | Text",
        ])
        let outline = SourceFile(contents: source).outline
        // The last: a local computed property's body, which the block walk reads as a closure, calls no `String`.
        XCTAssertEqual(outline.closures.map(\.call), [0, 0, 2, 5, 5, nil])
        XCTAssertEqual(outline.closures.map(\.label), [nil, "completion", nil, "action", nil, nil])
        XCTAssertEqual(outline.closures.map(\.isTrailing), [true, true, true, false, true, false])
        XCTAssertEqual(outline.calls[0].trailingClosures, [0, 1])
    }

    func testMembersAfterConditionalCompilationApplyToTheExpressionBeforeIt() {
        let file = SourceFile(contents: """
            Text("x")
                #if os(iOS)
                .navigationBarTitle("a")
                #else
                .frame(width: 1)
                #endif
                .padding()
            """)
        let calls = file.outline.calls
        XCTAssertEqual(calls.map { $0.nameText(in: file) }, ["Text", "navigationBarTitle", "frame", "padding"])
        XCTAssertEqual(calls.map { $0.receiver.map { file.code($0) } }, [nil, "Text(\"x\")", "Text(\"x\")", "Text(\"x\")"])
        XCTAssertEqual(calls.map(\.calledExpression.lowerBound), [0, 0, 0, 0])
    }

    func testKeyPathsAreNoCalls() {
        XCTAssertEqual(calls("""
            @Environment(\\.dismiss) var dismiss
            let path = \\Row.items.first?.count
            let names = rows.map(\\.name.count)
            """), ["rows.map(\\.name.count) | map on rows"])
    }

    func testContextualKeywordsThatNameThingsAndAccessorsThatDoNot() {
        XCTAssertEqual(calls("""
            struct Grid {
                subscript(i: Int) -> Int { get { items[i] } set(value) { store(value) } }
                open(set) var count = 0
                func f() { open(url); set(1); actor.run(); prefix(3) }
            }
            """), [
                "store(value) | store",
                "open(url) | open",
                "set(1) | set",
                "actor.run() | run on actor",
                "prefix(3) | prefix",
            ])
    }

    func testPatternsAreCallsAsSwiftSyntaxReadsThem() {
        XCTAssertEqual(calls("switch x { case .loaded(let items): show(items)\ndefault: break }"), [
            ".loaded(let items) | loaded",
            "show(items) | show",
        ])
    }

    func testLookups() {
        let file = SourceFile(contents: """
            func run() {
                load(items.map { $0.id }, done: { finish() })
            }
            """)
        let outline = file.outline
        func token(_ text: String) -> Int { file.tokens.firstIndex { file.text(of: $0) == text }! }
        XCTAssertEqual(outline.calls.map { $0.nameText(in: file) }, ["load", "map", "finish"])
        XCTAssertEqual(outline.call(holding: token("$0")), 1)
        XCTAssertEqual(outline.call(holding: token("items")), 0)
        XCTAssertEqual(outline.call(holding: token("finish")), 0, "a call's own name lies outside its arguments")
        XCTAssertEqual(outline.call(holding: token("run")), nil)
        XCTAssertEqual(outline.call(holding: token("load")), nil)
        XCTAssertEqual(outline.calls(in: 0), 0..<3)
        XCTAssertTrue(outline.calls(in: 1).isEmpty, "the call a closure trails opens outside it")
        XCTAssertEqual(outline.calls(in: 2), 2..<3)
        XCTAssertEqual(outline.closure(ofBlock: 2), 1)
        XCTAssertEqual(outline.closure(ofBlock: 0), nil)
        XCTAssertEqual(outline.calls[0].leftParen, token("load") + 1)
        XCTAssertEqual(outline.calls[1].opening, outline.blocks[1].open)
        XCTAssertNil(outline.calls[1].leftParen)
    }

    func testCallsAreFoundByWhereTheyOpenAndClose() {
        let file = SourceFile(contents: "for (i, x) in Array(rows.enumerated()) { use(x) }")
        let outline = file.outline(.calls)
        let names = outline.calls.map { $0.nameText(in: file) }
        let array = names.firstIndex(of: "Array")!
        let enumerated = names.firstIndex(of: "enumerated")!
        XCTAssertEqual(outline.call(openingAt: outline.calls[array].leftParen!), array)
        XCTAssertEqual(outline.call(closingAt: outline.calls[enumerated].rightParen!), enumerated)
        XCTAssertEqual(outline.call(closingAt: outline.calls[array].rightParen!), array)
        XCTAssertNil(outline.call(openingAt: 0))
        XCTAssertTrue(file.namesMember("enumerated"))
        XCTAssertFalse(file.namesMember("Array"), "a member, after a dot")
    }
}
