import LintCore
import Rules
import XCTest

/// SwiftLint's `unused_enumerated` examples, run through `misused_enumerated`, which reports the
/// same unused halves. Documented differences: lint reports at `enumerated`, SwiftLint at the
/// `_` of a loop or closure parameter; and `$0` passed whole (`print($0)`) is the pair, both
/// halves used, where SwiftLint counts it as the offset alone.
final class UnusedEnumeratedPeerTests: XCTestCase {
    private func count(_ code: String) -> Int {
        MisusedEnumeratedRule(options: .init()).validate(SourceFile(contents: "func f() {\n" + code + "\n}\n")).count
    }

    func testSwiftLintsNonTriggeringExamples() {
        let examples = [
            "for (idx, foo) in bar.enumerated() { }", "for (_, foo) in bar.enumerated().something() { }",
            "for (_, foo) in bar.something() { }", "for foo in bar.enumerated() { }", "for foo in bar { }",
            "for (idx, _) in bar.enumerated().something() { }", "for (idx, _) in bar.something() { }",
            "for idx in bar.indices { }", "for (section, (event, _)) in data.enumerated() {}",
            #"list.enumerated().map { idx, elem in "\(idx): \(elem)" }"#, "list.enumerated().map { $0 + $1 }",
            "list.enumerated().something().map { _, elem in elem }",
            "list.enumerated().map { ($0.offset, $0.element) }", "list.enumerated().map { ($0.0, $0.1) }",
            """
            list.enumerated().first {
                $0.element.0.isNumber &&
                $0.element.1.isNumber &&
                $0.element.0 != $0.element.1
            }?.offset
            """,
            """
            (list.enumerated().first {
                $0.element.isNumber
            })?.offset
            """,
            """
            list.enumerated().max {
                $0.element < $1.element
            }?.offset
            """,
            """
            list.enumerated().map {
                $1.enumerated().forEach { print($0, $1) }
                return $0
            }
            """,
            """
            list.enumerated().forEach {
                f($0)
                let (i, e) = $0
                print(i)
            }
            """,
            """
            rules.enumerated()
                .first { $0.element.isValid() == false }
                .flatMap { messages[$0.offset] }
            """,
        ]
        for example in examples { XCTAssertEqual(count(example), 0, example) }
    }

    func testSwiftLintsTriggeringExamples() {
        let examples = [
            "for (_, foo) in bar.enumerated() { }", "for (_, foo) in abc.bar.enumerated() { }",
            "for (_, foo) in abc.something().enumerated() { }", "for (idx, _) in bar.enumerated() { }",
            "list.enumerated().map { idx, _ in idx }", "list.enumerated().map { _, elem in elem }",
            "list.enumerated().map { $1 }",
            """
            list.enumerated().map {
                $1.enumerated().forEach { print($1) }
                return $0
            }
            """,
            """
            list.enumerated().map {
                $1.enumerated().forEach { print($0, $1) }
                return 1
            }
            """,
            """
            list.enumerated().map {
                $1.forEach { print($0) }
                return $1
            }
            """,
            """
            list.enumerated().forEach {
                let (i, _) = $0
            }
            """,
        ]
        for example in examples { XCTAssertEqual(count(example), 1, example) }
    }

    func testDocumentedDifferenceTheWholePairPassedOn() {
        XCTAssertEqual(count("list.enumerated().forEach { print($0) }"), 0, "SwiftLint: 1")
    }
}
