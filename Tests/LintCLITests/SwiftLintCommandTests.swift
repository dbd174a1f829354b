import Foundation
import XCTest

/// A project that runs SwiftLint too: its `// swiftlint:disable` commands disable the lint
/// warnings that stand for the SwiftLint rules they name, unless `honor_swiftlint_commands:
/// false`; the others are SwiftLint's, never called superfluous.
final class SwiftLintCommandTests: CLITestCase {
    private let longClasses = """
        // swiftlint:disable:next type_body_length
        \(Source.longClass("Legacy", lines: 260))
        // swiftlint:disable type_body_length - old code, split next quarter
        \(Source.longClass("Importer", lines: 260))
        // swiftlint:enable type_body_length
        \(Source.longClass("Exporter", lines: 260))
        """

    func testTypeBodyLengthCommandsDisableClassLength() throws {
        try write("Types.swift", longClasses)
        let result = try lint("Types.swift")
        // Only the class after `enable` is reported.
        assertWarnings(result, ["Types.swift:530:7: warning class_length"], files: 1, suppressed: "2 (class_length 2")
    }

    /// The summary says how much the commands hide, lint's and SwiftLint's alike, by rule; a
    /// run they hide nothing in says nothing of them.
    func testTheSummaryCountsWhatInlineCommandsSuppressed() throws {
        try write("Types.swift", longClasses + "\n// lint:disable:next controller_naming\nfinal class CacheManager {}\n")
        let result = try lint("Types.swift")
        XCTAssertEqual(result.stderrLines.first, "Found 1 warning, 0 errors in 1 file; inline commands suppressed 3 "
            + "(class_length 2, controller_naming 1).")
        try write("Types.swift", Source.longClass("Exporter", lines: 260))
        XCTAssertEqual(try lint("Types.swift").stderrLines.first, "Found 1 warning, 0 errors in 1 file.")
    }

    func testUnusedEnumeratedDisablesOnlyTheUnusedHalfWarnings() throws {
        try write("Loops.swift", """
            func show(rows: [Int], sections: [String], viewControllers: [Screen]) {
                // swiftlint:disable unused_enumerated
                for (index, _) in rows.enumerated() {
                    reload(index)
                }
                for (offset, section) in sections.enumerated() {
                    viewControllers[offset].title = section
                }
                // swiftlint:enable unused_enumerated
                for (_, section) in sections.enumerated() {
                    render(section)
                }
            }
            """)
        let result = try lint("Loops.swift")
        assertWarnings(result, [
            "Loops.swift:6:39: warning misused_enumerated", "Loops.swift:10:34: warning misused_enumerated",
        ], files: 1, suppressed: "1 (misused_enumerated 1")
    }

    /// `all` and rules lint has no equivalent for are SwiftLint's alone: they disable nothing
    /// of lint's, and lint does not call them superfluous.
    func testOtherSwiftLintCommandsAreLeftToSwiftLint() throws {
        try write("Session.swift", """
            // swiftlint:disable all
            // swiftlint:disable:next line_length type_name
            class SessionManager {}
            let x = 1 // swiftlint:disable:this type_body_length
            // swiftlint:enable all
            """)
        let result = try lint("Session.swift")
        assertWarnings(result, ["Session.swift:3:7: warning controller_naming"], files: 1)
    }

    func testHonoringSwiftLintCommandsCanBeTurnedOff() throws {
        try writeConfig("honor_swiftlint_commands: false\n")
        try write("Types.swift", longClasses)
        let result = try lint("Types.swift")
        assertWarnings(result, [
            "Types.swift:2:7: warning class_length", "Types.swift:266:7: warning class_length",
            "Types.swift:530:7: warning class_length",
        ], files: 1)
        try writeConfig("honor_swiftlint_commands: yes please\n")
        let mistaken = try lint("Types.swift")
        assertStatus(mistaken, 1)
        XCTAssertTrue(mistaken.stderr.contains("`honor_swiftlint_commands` expects true or false"), mistaken.stderr)
    }

    /// A lint command and a SwiftLint command for the same lines: each is its own tool's.
    func testLintCommandsStillAnswerForThemselves() throws {
        try write("Types.swift", """
            // lint:disable:next class_length
            // swiftlint:disable:next type_body_length
            \(Source.longClass("Legacy", lines: 10))
            """)
        let result = try lint("Types.swift")
        assertStatus(result, 0)
        XCTAssertEqual(result.violations.map(\.description), ["Types.swift:1:22: warning superfluous_disable_command"])
    }
}
