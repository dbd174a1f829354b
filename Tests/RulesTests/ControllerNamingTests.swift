import LintCore
import Rules
import XCTest

final class ControllerNamingTests: XCTestCase {
    private func findings(in path: String) -> [String] {
        let file = SourceFile(path: path, contents: "class MyController {}\nclass SessionManager {}\n")
        return Linter.validate(file, rules: [ConfiguredRule(ControllerNamingRule(options: .init()))]).map(\.message)
    }

    /// A playground page is documentation: `MyController` stands for the reader's own type.
    func testPlaygroundPagesAreDocumentation() {
        XCTAssertEqual(findings(in: "Sample-iOS.playground/Contents.swift"), [])
        XCTAssertEqual(findings(in: "Docs/Guide.playground/Pages/Start.xcplaygroundpage/Contents.swift"), [])
        XCTAssertEqual(findings(in: "Sources/App/Sample.swift").count, 2)
    }
}
