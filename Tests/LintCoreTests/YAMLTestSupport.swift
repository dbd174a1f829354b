import LintCore
import XCTest

/// Builders for expected YAML trees and assertions shared by the YAML parser tests.
enum YAMLTestSupport {
    static func at(_ line: Int, _ column: Int) -> YAMLLocation {
        YAMLLocation(line: line, column: column)
    }

    static func plain(_ text: String, _ line: Int, _ column: Int) -> YAMLNode {
        YAMLNode(value: .scalar(text, quoted: false), location: at(line, column))
    }

    static func quoted(_ text: String, _ line: Int, _ column: Int) -> YAMLNode {
        YAMLNode(value: .scalar(text, quoted: true), location: at(line, column))
    }

    static func null(_ line: Int, _ column: Int) -> YAMLNode {
        YAMLNode(value: .null, location: at(line, column))
    }

    static func sequence(_ line: Int, _ column: Int, _ items: [YAMLNode]) -> YAMLNode {
        YAMLNode(value: .sequence(items), location: at(line, column))
    }

    static func mapping(_ line: Int, _ column: Int, _ entries: [YAMLEntry]) -> YAMLNode {
        YAMLNode(value: .mapping(entries), location: at(line, column))
    }

    static func entry(_ key: String, _ line: Int, _ column: Int, _ value: YAMLNode) -> YAMLEntry {
        YAMLEntry(key: key, keyLocation: at(line, column), value: value)
    }

    /// The parsed document, or nil after recording the unexpected error as a failure.
    static func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> YAMLNode? {
        do {
            return try YAMLParser.parse(text)
        } catch {
            XCTFail("unexpected error \(error) for \(describe(text))", file: file, line: line)
            return nil
        }
    }

    static func assertParses(
        _ text: String, to expected: YAMLNode, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let node = parse(text, file: file, line: line) else { return }
        XCTAssertEqual(node, expected, "for \(describe(text))", file: file, line: line)
    }

    /// Asserts that parsing fails with exactly this message at this 1-based line and column.
    static func assertError(
        _ text: String, _ message: String, at errorLine: Int, _ errorColumn: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        do {
            let node = try YAMLParser.parse(text)
            XCTFail("expected an error for \(describe(text)), parsed \(node.kindDescription)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.message, message, "for \(describe(text))", file: file, line: line)
            XCTAssertEqual(
                error.location, at(errorLine, errorColumn), "for \(describe(text))", file: file, line: line
            )
        }
    }

    /// The text as a Swift literal, shortened so that failures on huge inputs stay readable.
    static func describe(_ text: String) -> String {
        guard text.count > 120 else { return text.debugDescription }
        return String(text.prefix(120)).debugDescription + "… (\(text.count) characters)"
    }

    static func text(_ scalars: [Unicode.Scalar]) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// The text's lines as the parser counts them: split at LF, CRLF or CR, without a BOM.
    static func lines(of text: String) -> [[Unicode.Scalar]] {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var lines: [[Unicode.Scalar]] = [[]]
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "\n" || scalar == "\r" else {
                lines[lines.count - 1].append(scalar)
                continue
            }
            if scalar == "\r" && index < scalars.count && scalars[index] == "\n" { index += 1 }
            lines.append([])
        }
        return lines
    }
}
