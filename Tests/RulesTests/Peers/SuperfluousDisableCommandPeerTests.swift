import LintCore
import Rules
import XCTest

/// SwiftLint's `superfluous_disable_command` examples and command tests, in lint's terms:
/// `swiftlint:` is `lint:`, its `colon` and `nesting` are `controller_naming`, which
/// `class UserManager {}` violates and `let x = 1` does not. Documented differences: lint reads
/// commands in `//` comments only, so `/* lint:disable … */` is no command; and `disable all`
/// that disables nothing is itself superfluous, where SwiftLint lets it cover later commands.
final class SuperfluousDisableCommandPeerTests: XCTestCase {
    private func reported(_ code: String, ruleOn: Bool = true) throws -> [Violation] {
        var warnings: [ConfigurationWarning] = []
        let rules = try RuleRegistry.all
            .filter { !$0.description.isOptIn && (ruleOn || $0.identifier != "superfluous_disable_command") }
            .map { try $0.makeRule(configuration: nil, warnings: &warnings) }
        return Linter.validate(SourceFile(path: "Example.swift", contents: code), rules: rules)
            .filter { $0.ruleIdentifier == "superfluous_disable_command" }
    }

    func testSwiftLintsExamples() throws {
        XCTAssertEqual(try reported("class UserManager {} // lint:disable:this controller_naming\n").count, 0)
        XCTAssertEqual(try reported("""
            // lint:disable controller_naming
            class UserManager {}
            // lint:enable controller_naming

            """).count, 0)
        XCTAssertEqual(try reported("class Library {} // lint:disable:this controller_naming\n").count, 1)
        XCTAssertEqual(try reported("""
            // lint:disable controller_naming
            class Library {}
            // lint:enable controller_naming

            """).count, 1)
    }

    func testEveryScopeIsReportedWhenItDisablesNothing() throws {
        for code in ["// lint:disable controller_naming\nlet x = 1\n", "// lint:disable:next controller_naming\nlet x = 1\n",
                     "let x = 1 // lint:disable:this controller_naming\n", "let x = 1\n// lint:disable:previous controller_naming\n"] {
            XCTAssertEqual(try reported(code).count, 1, code)
            XCTAssertEqual(try reported(code.replacingOccurrences(of: "controller_naming", with: "controller_naming - a reason")).count,
                           1, "a reason after ` - ` changes nothing")
        }
    }

    func testNamesThatAreNoRule() throws {
        for code in ["// lint:disable controller_nameing\nlet x = 1\n", "// lint:disable:next controller_nameing\nlet x = 1\n",
                     "let x = 1 // lint:disable:this controller_nameing\n", "let x = 1\n// lint:disable:previous controller_nameing\n"] {
            XCTAssertEqual(try reported(code).count, 1, code)
        }
        XCTAssertEqual(try reported("// lint:disable controller_naming this is a comment\n").count, 5)
        XCTAssertEqual(try reported("// lint:disable this is a comment\n").count, 4)
    }

    func testACommandThatNamesTheRuleOrARunWithoutIt() throws {
        for code in ["// lint:disable superfluous_disable_command controller_naming\nlet x = 1\n",
                     "// lint:disable superfluous_disable_command\n// lint:disable controller_naming\nlet x = 1\n",
                     "// lint:disable:next superfluous_disable_command controller_naming\nlet x = 1\n",
                     "let x = 1 // lint:disable:this superfluous_disable_command controller_naming\n",
                     "let x = 1\n// lint:disable:previous superfluous_disable_command controller_naming\n"] {
            XCTAssertEqual(try reported(code).count, 0, code)
        }
        XCTAssertEqual(try reported("// lint:disable controller_naming\nlet x = 1\n", ruleOn: false).count, 0)
    }

    func testDocumentedDifferences() throws {
        XCTAssertEqual(try reported("/* lint:disable controller_naming */\n").count, 0, "SwiftLint: 1")
        XCTAssertEqual(try reported("// lint:disable all\n// lint:disable controller_naming\nlet x = 1\n").count, 2,
                       "SwiftLint: 0")
    }
}
