@testable import LintCore
import XCTest

/// The cases enums declare, with their associated values, raw values and enum.
final class OutlineEnumCaseTests: XCTestCase {
    func testCasesOfEveryShape() {
        let file = SourceFile(contents: """
            enum Route: String {
                case home, settings = "prefs"
                case detail(id: Int, String) // case fake
                @available(*, deprecated) case old
                indirect case tree(Route)
                case `default`
                #if DEBUG
                case debug
                #endif
                case negative = -1
                func mode() -> Int {
                    switch self { case .home: return 1
                    default: return 0 }
                }
                enum Inner { case a(Int) }
            }
            struct NotAnEnum { let a = 1 }
            """)
        XCTAssertNil(file.outline.brokenInvariant(in: file))
        let cases = file.outline.enumCases
        XCTAssertEqual(cases.map(\.name), ["home", "settings", "detail", "old", "tree", "default", "debug", "negative", "a"])
        XCTAssertEqual(cases.map { file.text(of: file.tokens[$0.nameToken]) }.last, "a")
        XCTAssertEqual(cases.map { $0.associatedValue.map(file.source) ?? "-" }, ["-", "-", "(id: Int, String)", "-", "(Route)", "-", "-", "-", "(Int)"])
        XCTAssertEqual(cases.map { $0.rawValue.map(file.source) ?? "-" }, ["-", "\"prefs\"", "-", "-", "-", "-", "-", "-1", "-"])
        XCTAssertEqual(cases.map(\.isIndirect), [false, false, false, false, true, false, false, false, false])
        XCTAssertEqual(cases.map { file.declarations.types[$0.enumType].name }, Array(repeating: "Route", count: 8) + ["Inner"])
        XCTAssertEqual(cases[0].caseKeyword, cases[1].caseKeyword, "one `case` lists both")
    }
}
