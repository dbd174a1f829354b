import LintCore
import Rules
import XCTest

/// Every rule's triggering examples report exactly at their `↓` markers and nowhere else;
/// non-triggering examples report nothing; wrapped triggering examples report nothing.
final class RuleExamplesTests: XCTestCase {
    func testTriggeringExamplesReportAtEveryMarker() throws {
        for factory in RuleRegistry.all {
            for example in factory.description.triggeringExamples {
                let (code, expected) = example.markedLocations
                XCTAssertFalse(expected.isEmpty, "\(factory.identifier): triggering example without ↓",
                               file: example.file, line: example.line)
                let found = try ExampleRunner.violations(factory, example, code: code)
                XCTAssertEqual(found.map(\.location), expected, "\(factory.identifier):\n\(code)",
                               file: example.file, line: example.line)
                XCTAssertTrue(found.allSatisfy { $0.ruleIdentifier == factory.identifier })
            }
        }
    }

    func testNonTriggeringExamplesReportNothing() throws {
        for factory in RuleRegistry.all {
            for example in factory.description.nonTriggeringExamples {
                XCTAssertFalse(example.code.contains("↓"), file: example.file, line: example.line)
                let found = try ExampleRunner.violations(factory, example, code: example.code)
                XCTAssertEqual(found.map(\.message), [], "\(factory.identifier):\n\(example.code)",
                               file: example.file, line: example.line)
            }
        }
    }

    func testWrappedTriggeringExamplesReportNothing() throws {
        for factory in RuleRegistry.all {
            for example in factory.description.triggeringExamples where !example.skipWrappingTests {
                let code = example.markedLocations.code
                for wrapping in ExampleRunner.wrappings(of: code, ruleIdentifier: factory.identifier) {
                    let found = try ExampleRunner.violations(factory, example, code: wrapping.code)
                    XCTAssertEqual(found.map(\.message), [], "\(factory.identifier) in \(wrapping.name):\n\(code)",
                                   file: example.file, line: example.line)
                }
            }
        }
    }

    func testEveryMessageNamesTheOffendingIdentifier() throws {
        for factory in RuleRegistry.all {
            for example in factory.description.triggeringExamples {
                let (code, _) = example.markedLocations
                let file = SourceFile(contents: code)
                for violation in try ExampleRunner.violations(factory, example, code: code) {
                    // A violation at a comment (commented_out_code) has no token to name.
                    guard let token = file.tokens.first(where: { file.location(of: $0) == violation.location })
                    else { continue }
                    let name = file.text(of: token).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                    XCTAssertTrue(violation.message.contains(name), "message should name `\(name)`: \(violation.message)",
                                  file: example.file, line: example.line)
                }
            }
        }
    }
}
