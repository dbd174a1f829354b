/// What marks code as a test's: the names of test doubles and the files of test targets.
/// Defined once for every rule.
public enum TestCode {
    /// `MockSession`, `FakeClock`, `StubbedStore`, `SpyDelegate`.
    public static let doublePrefixes: Set<String> = ["Mock", "Mocked", "Fake", "Stub", "Stubbed", "Spy", "Dummy"]

    /// `SessionMock`, `ClockFake`, `StoreStub`, `DelegateSpy`.
    public static let doubleSuffixes: Set<String> = ["Mock", "Fake", "Stub", "Spy", "Dummy"]

    /// Stand-ins for a real type beside test doubles: `NullLogger`, `NoopTracker`,
    /// `TestableClock`, `PreviewStore`.
    public static let standInPrefixes: Set<String> = doublePrefixes.union(["Null", "Noop", "Testable", "Test", "Preview"])

    public static func isDouble(_ name: String) -> Bool {
        doublePrefixes.contains { name.hasPrefix($0) } || doubleSuffixes.contains { name.hasSuffix($0) }
    }

    /// A file of a test target: under a `Tests` folder or a test-support one (`TestUtilities`,
    /// `MyAppTestSupport`), named `…Tests.swift`, `…Test.swift` or `…Spec.swift`, or importing a
    /// test framework.
    public static func isTestFile(_ file: SourceFile) -> Bool {
        file.isTestCode
    }

    static func isTestFile(path: String, tokens: [Token], bytes: [UInt8]) -> Bool {
        path.containsBytes("Tests/") || path.hasSuffix("Tests.swift") || path.hasSuffix("Test.swift")
            || path.hasSuffix("Spec.swift") || isInTestSupportFolder(path)
            || SourceFile.importsAny(of: frameworks, tokens: tokens, bytes: bytes)
    }

    /// The folders test targets share their matchers, builders and fixtures from.
    static func isInTestSupportFolder(_ path: String) -> Bool {
        guard path.containsBytes("Test") else { return false }
        return path.split(separator: "/").dropLast().contains { folder in
            testSupportFolderSuffixes.contains { folder.hasSuffix($0) }
        }
    }

    private static let testSupportFolderSuffixes = ["TestSupport", "TestUtilities", "TestUtils", "TestHelpers", "TestKit"]

    private static let frameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble"]

    /// A test suite: an `XCTestCase` (`…TestCase`), a Quick spec, a Swift Testing `@Suite`, a
    /// `…Tests` type that inherits, or any subclass in a file importing XCTest (through the
    /// project's own base case, `Test_Core`).
    public static func isSuite(_ type: TypeDeclaration, in file: SourceFile) -> Bool {
        if type.attributes.contains(where: { $0.hasPrefix("@Suite") }) { return true }
        let bases = type.inheritedTypes.map(\.baseName)
        if bases.contains(where: { $0.hasSuffix("TestCase") || specBases.contains($0) })
            || (type.name.hasSuffix("Tests") && !bases.isEmpty) {
            return true
        }
        return type.kind == .class && !bases.isEmpty && file.importsAny(of: ["XCTest"])
    }

    private static let specBases: Set<String> = ["QuickSpec", "AsyncSpec", "QuickConfiguration"]
}
