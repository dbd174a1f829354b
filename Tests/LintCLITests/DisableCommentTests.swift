import Foundation
import XCTest

/// `// lint:disable` and `// lint:enable` in their file, `:next`, `:this`, `:previous` forms.
/// Every disable here suppresses something, so none is superfluous.
final class DisableCommentTests: CLITestCase {
    private func violations(of source: String, config: String? = nil) throws -> [String] {
        if let config { try writeConfig(config) }
        try write("Types.swift", source)
        let result = try lint()
        assertStatus(result, 0)
        return result.violations.map { "\($0.line):\($0.column) \($0.rule)" }
    }

    func testDisableSilencesTheRuleForTheRestOfTheFile() throws {
        let source = """
            class AManager {}
            // lint:disable controller_naming
            class BManager {}
            class CManager {}

            """
        XCTAssertEqual(try violations(of: source), ["1:7 controller_naming"])
    }

    func testEnableEndsTheDisabledRegion() throws {
        let source = """
            // lint:disable controller_naming
            class AManager {}
            // lint:enable controller_naming
            class BManager {}

            """
        XCTAssertEqual(try violations(of: source), ["4:7 controller_naming"])
    }

    func testDisableNextCoversOnlyTheNextLine() throws {
        let source = """
            // lint:disable:next controller_naming
            class AManager {}
            class BManager {}

            """
        XCTAssertEqual(try violations(of: source), ["3:7 controller_naming"])
    }

    func testDisableThisCoversOnlyItsOwnLine() throws {
        let source = """
            class AManager {} // lint:disable:this controller_naming
            class BManager {}

            """
        XCTAssertEqual(try violations(of: source), ["2:7 controller_naming"])
    }

    func testDisablePreviousCoversOnlyThePreviousLine() throws {
        let source = """
            class AManager {}
            // lint:disable:previous controller_naming
            class BManager {}

            """
        XCTAssertEqual(try violations(of: source), ["3:7 controller_naming"])
    }

    func testDisableAllSilencesEveryRule() throws {
        let source = """
            class Keep {}
            // lint:disable all
            class DataManager {
                var a = 1
                var b = 2
            }

            """
        XCTAssertEqual(try violations(of: source, config: "opt_in_rules: [class_length]\nclass_length: {warning: 1}\n"), [])
    }

    func testDisableNextAllSilencesEveryRuleOnOneLine() throws {
        let source = """
            // lint:disable:next all
            class AManager {
                var a = 1
                var b = 2
            }
            class BManager {}

            """
        XCTAssertEqual(try violations(of: source, config: "opt_in_rules: [class_length]\nclass_length: {warning: 1}\n"), ["6:7 controller_naming"])
    }

    func testDisablingOneRuleLeavesTheOthers() throws {
        let source = """
            // lint:disable:next class_length
            class DataManager {
                var a = 1
                var b = 2
            }

            """
        let found = try violations(of: source, config: "opt_in_rules: [class_length]\nclass_length: {warning: 1}\n")
        XCTAssertEqual(found, ["2:7 controller_naming"])
    }

    func testSeveralRulesAndATrailingComment() throws {
        let source = """
            // lint:disable:next class_length controller_naming - legacy API, renamed in 3.0
            class DataManager {
                var a = 1
                var b = 2
            }
            class BManager {}

            """
        XCTAssertEqual(try violations(of: source, config: "opt_in_rules: [class_length]\nclass_length: {warning: 1}\n"), ["6:7 controller_naming"])
    }

    func testCommandsApplyOnlyToTheirOwnFile() throws {
        try write("A.swift", "// lint:disable controller_naming\nclass AManager {}\n")
        try write("B.swift", Source.manager("BManager"))
        let result = try lint()
        assertStatus(result, 0)
        XCTAssertEqual(result.violations.map(\.description), ["B.swift:1:7: warning controller_naming"])
    }

    func testCommandsInsideStringsAreNotCommands() throws {
        let source = """
            let text = "// lint:disable controller_naming"
            class AManager {}

            """
        XCTAssertEqual(try violations(of: source), ["2:7 controller_naming"])
    }

    func testCommandsWorkOnStandardInput() throws {
        let source = "// lint:disable:next controller_naming\nclass AManager {}\nclass BManager {}\n"
        let result = try lint("--use-stdin", "--stdin-path", "Types.swift", stdin: source)
        assertStatus(result, 0)
        XCTAssertEqual(result.violations.map(\.description), ["Types.swift:3:7: warning controller_naming"])
    }
}
