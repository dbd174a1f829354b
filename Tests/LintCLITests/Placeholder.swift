import XCTest
final class LintCLITestsPlaceholder: XCTestCase {}
