@testable import LintCore
import XCTest

final class InlineCommandTests: XCTestCase {
    /// A rule that reports every `flag` identifier, to watch commands work.
    private struct FlagRule: Rule {
        static let description = RuleDescription(
            identifier: "flag_rule", name: "Flag", summary: "s", rationale: "r",
            triggeringExamples: [], nonTriggeringExamples: []
        )
        let options: SeverityOption
        func validate(_ file: SourceFile) -> [Violation] {
            file.tokens.filter { file.isWord($0, "flag") }.map { violation(in: file, at: $0, message: "flag") }
        }
    }

    private func flaggedLines(_ source: String) -> [Int] {
        let rule = FlagRule(options: SeverityOption())
        return Linter.validate(SourceFile(contents: source), rules: [ConfiguredRule(rule)]).map(\.location.line)
    }

    func testDisableAndEnableRegions() {
        XCTAssertEqual(flaggedLines("flag\n// lint:disable flag_rule\nflag\n// lint:enable flag_rule\nflag"), [1, 5])
        XCTAssertEqual(flaggedLines("// lint:disable all\nflag\nflag"), [])
        XCTAssertEqual(flaggedLines("// lint:disable other_rule\nflag"), [2])
    }

    func testSingleLineForms() {
        XCTAssertEqual(flaggedLines("// lint:disable:next flag_rule\nflag\nflag"), [3])
        XCTAssertEqual(flaggedLines("flag // lint:disable:this flag_rule\nflag"), [2])
        XCTAssertEqual(flaggedLines("flag\n// lint:disable:previous flag_rule\nflag"), [3])
    }

    func testCommandStartsWhereItStands() {
        XCTAssertEqual(flaggedLines("flag // lint:disable flag_rule\nflag"), [1])
    }

    func testTrailingCommentAndMultipleRules() {
        let commands = InlineCommand.parse(SourceFile(contents: "// lint:disable:next a b - because reasons\nx"))
        XCTAssertEqual(commands.map(\.rules), [["a", "b"]])
        XCTAssertEqual(commands.map(\.scope), [.next])
        XCTAssertEqual(commands.first?.ruleLocations, [Location(line: 1, column: 22), Location(line: 1, column: 24)])
    }

    func testCommandsOnlyInLineComments() {
        XCTAssertEqual(flaggedLines("let s = \"// lint:disable flag_rule\"\nflag"), [2])
        XCTAssertEqual(flaggedLines("/* lint:disable flag_rule */\nflag"), [2])
        XCTAssertEqual(flaggedLines("// lint:disable:sometimes flag_rule\nflag"), [2])
        XCTAssertEqual(flaggedLines("// lint:disable\nflag"), [2])
    }

    /// Commands are found from their bytes before any text is decoded: any run of spaces and
    /// tabs may follow the slashes, and nothing else.
    func testCommandPrefixSpacing() {
        XCTAssertEqual(flaggedLines("//lint:disable flag_rule\nflag"), [])
        XCTAssertEqual(flaggedLines("// \t  lint:disable flag_rule\nflag"), [])
        XCTAssertEqual(flaggedLines("// x lint:disable flag_rule\nflag"), [2])
        XCTAssertEqual(flaggedLines("// lint disable flag_rule\nflag"), [2])
        XCTAssertEqual(flaggedLines("// lint:"), [])
        XCTAssertEqual(flaggedLines("// lin"), [])
    }

    func testRegionsRememberTheirCommand() {
        let file = SourceFile(contents: "// lint:disable flag_rule\nflag\n// lint:disable:next all\nx")
        let regions = DisableRegions(commands: InlineCommand.parse(file))
        XCTAssertEqual(regions.regions.map(\.command).sorted(), [0, 1])
    }
}
