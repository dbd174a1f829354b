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

    /// In a test target, a type implementing a role protocol (`SyncPausedStateManaging`) is a test
    /// double of the role's real type, whatever its prefix; outside one, the project's own role
    /// protocol imposes nothing.
    func testATestTargetsImplementationOfARoleIsADouble() {
        let code = "protocol SyncPausedStateManaging {}\nclass CapturingSyncPausedStateManager: SyncPausedStateManaging {}\n"
        let rules = [ConfiguredRule(ControllerNamingRule(options: .init()))]
        let inTests = SourceFile(path: "AppTests/CapturingSyncPausedStateManager.swift", contents: code)
        XCTAssertEqual(Linter.validate(inTests, rules: rules).map(\.message), [])
        let inApp = SourceFile(path: "App/CapturingSyncPausedStateManager.swift", contents: code)
        XCTAssertEqual(Linter.validate(inApp, rules: rules).count, 1)
    }

    /// A test target's stubs and fixtures are input for its tests: code copied from elsewhere.
    func testATestTargetsFixturesAreInput() {
        XCTAssertEqual(findings(in: "SourceryTests/Stub/Performance-Code/Kiosk/App/APIPingManager.swift"), [])
        XCTAssertEqual(findings(in: "AppTests/Fixtures/Sample.swift"), [])
        XCTAssertEqual(findings(in: "AppTests/Helpers/Sample.swift").count, 2)
    }
}
