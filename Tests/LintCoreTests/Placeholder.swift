import XCTest
final class LintCoreTestsPlaceholder: XCTestCase {}
