import LintCore

/// What marks code as a test's: the names of test doubles and the files of test targets.
enum TestCode {
    /// `MockSession`, `FakeClock`, `StubbedStore`, `SpyDelegate`.
    static let doublePrefixes: Set<String> = ["Mock", "Mocked", "Fake", "Stub", "Stubbed", "Spy", "Dummy"]

    /// `SessionMock`, `ClockFake`, `StoreStub`, `DelegateSpy`.
    static let doubleSuffixes: Set<String> = ["Mock", "Fake", "Stub", "Spy", "Dummy"]

    static func isDouble(_ name: String) -> Bool {
        doublePrefixes.contains { name.hasPrefix($0) } || doubleSuffixes.contains { name.hasSuffix($0) }
    }

    /// A file of a test target: under a `Tests` folder, named `…Tests.swift`, or importing a
    /// test framework.
    static func isTestFile(_ file: SourceFile) -> Bool {
        let path = file.path
        return path.containsBytes("Tests/") || path.hasSuffix("Tests.swift") || path.hasSuffix("Test.swift")
            || file.importsAny(of: frameworks)
    }

    private static let frameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble"]
}
