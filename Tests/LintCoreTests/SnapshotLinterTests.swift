@testable import LintCore
import XCTest

/// `SnapshotLinter`, the engine of `lint history`: each snapshot finds what a fresh run finds,
/// reading only the files whose key changed.
final class SnapshotLinterTests: XCTestCase {
    /// Reports each type whose name another file declares too: a project-wide rule.
    private struct SharedNameRule: ProjectWideRule {
        static let description = RuleDescription(
            identifier: "shared_name", name: "Shared", summary: "s", rationale: "r", triggeringExamples: [], nonTriggeringExamples: []
        )
        let options: SeverityOption

        func collect(_ file: SourceFile) -> [String] { file.declarations.types.map(\.name) }
        func index(_ summaries: [[String]]) -> [String: Int] {
            summaries.reduce(into: [:]) { counts, names in for name in Set(names) { counts[name, default: 0] += 1 } }
        }
        func candidates(in file: SourceFile, summary _: [String]) -> [Candidate<String>] {
            file.declarations.types.map { type in
                Candidate(violation(in: file, at: file.tokens[type.nameToken], message: "shared"), asking: type.name)
            }
        }
        func confirm(_ name: String, in counts: [String: Int]) -> Confirmation { Confirmation(counts[name, default: 0] > 1) }
    }

    /// Reports `due` comments from the first of March 2024 on.
    private struct DueRule: DayDependentRule {
        static let description = RuleDescription(
            identifier: "due", name: "Due", summary: "s", rationale: "r", triggeringExamples: [], nonTriggeringExamples: []
        )
        let options: SeverityOption
        func validate(_ file: SourceFile) -> [Violation] { datedViolations(in: file).map(\.violation) }
        func datedViolations(in file: SourceFile) -> [DatedViolation] {
            file.commentBlocks.map { block in
                DatedViolation(violation(in: file, at: file.location(ofOffset: block.lines[0].start), message: "due"),
                               from: Day(year: 2024, month: 3, day: 1))
            }
        }
    }

    private let rules = [ConfiguredRule(SharedNameRule(options: SeverityOption())), ConfiguredRule(DueRule(options: SeverityOption()))]
    private let march = Day(year: 2024, month: 3, day: 10)!
    private let january = Day(year: 2024, month: 1, day: 10)!

    /// Counts the reads of each file, from any thread.
    private final class Reads: @unchecked Sendable {
        private var counts: [String: Int] = [:]
        private let lock = NSLock()
        func record(_ path: String) { lock.withLock { counts[path, default: 0] += 1 } }
        func count(_ path: String) -> Int { lock.withLock { counts[path, default: 0] } }
    }

    private func files(_ texts: [String: String], reads: Reads? = nil) -> [SnapshotLinter.File] {
        texts.sorted { $0.key < $1.key }.map { path, text in
            SnapshotLinter.File(path: path, key: String(text.hashValue)) {
                reads?.record(path)
                return Array(text.utf8)
            }
        }
    }

    private func fresh(_ texts: [String: String]) -> [Violation] {
        Linter(rules: rules, jobs: 2).lint(texts.sorted { $0.key < $1.key }.map { path, text in
            LintInput(path: path) { Array(text.utf8) }
        }).violations
    }

    func testEachSnapshotFindsWhatAFreshRunFindsAndReadsOnlyChangedFiles() {
        let snapshots: [[String: String]] = [
            ["A.swift": "class Feed {}\n", "B.swift": "class Queue {}\n"],
            ["A.swift": "class Feed {}\n", "B.swift": "class Queue {}\nclass Feed {}\n", "C.swift": "class Player {}\n"],
            ["A.swift": "class Feed {}\n", "C.swift": "class Player {}\n"],
            ["A.swift": "class Feed {} // lint:disable:this shared_name\n", "C.swift": "class Feed {}\n"],
        ]
        let reads = Reads()
        let linter = SnapshotLinter(rules: rules, jobs: 2, skipsGeneratedFiles: false)
        for (position, texts) in snapshots.enumerated() {
            let result = linter.lint(files(texts, reads: reads), on: march)
            XCTAssertEqual(result.violations, fresh(texts), "snapshot \(position)")
            XCTAssertEqual(result.fileCount, texts.count)
        }
        XCTAssertEqual(reads.count("A.swift"), 2, "read once, then again only when it changed")
        XCTAssertEqual(reads.count("B.swift"), 2)
        XCTAssertEqual(reads.count("C.swift"), 2)
    }

    /// A file read for the project only reports nothing, but what it declares counts.
    func testAFileReadForTheProjectOnlyInformsButReportsNothing() {
        let linter = SnapshotLinter(rules: rules, jobs: 1, skipsGeneratedFiles: false)
        let own = files(["A.swift": "class Feed {}\n"])
        let other = SnapshotLinter.File(path: "B.swift", key: "b", reports: false) { Array("class Feed {}\n".utf8) }
        let result = linter.lint(own + [other], on: march)
        XCTAssertEqual(result.violations.map(\.path), ["A.swift"])
        XCTAssertEqual(result.fileCount, 1)
        XCTAssertTrue(linter.keeps(path: "B.swift", key: "b", reports: false))
        XCTAssertFalse(linter.keeps(path: "B.swift", key: "b", reports: true), "a file that starts reporting is read again")
    }

    func testADayDependentRuleJudgesEachSnapshotOnItsDay() {
        let linter = SnapshotLinter(rules: rules, jobs: 1, skipsGeneratedFiles: false)
        let texts = ["A.swift": "// due\nclass Feed {}\n"]
        XCTAssertEqual(linter.lint(files(texts), on: january).violations.map(\.ruleIdentifier), [])
        XCTAssertEqual(linter.lint(files(texts), on: march).violations.map(\.ruleIdentifier), ["due"])
    }

    func testAFileThatCannotBeReadIsThatSnapshotsFailure() {
        let linter = SnapshotLinter(rules: rules, jobs: 1, skipsGeneratedFiles: false)
        let binary = SnapshotLinter.File(path: "Blob.swift", key: "1") { [UInt8](repeating: 0, count: 64) }
        let result = linter.lint([binary] + files(["A.swift": "class Feed {}\n"]), on: march)
        XCTAssertEqual(result.failures.map(\.path), ["Blob.swift"])
        XCTAssertEqual(result.fileCount, 1)
        XCTAssertEqual(result.lineCount, 1)
    }

    func testLinesAreCountedAsWcCountsThemPlusAnUnfinishedLastLine() {
        XCTAssertEqual(SnapshotLinter.lineCount(Array("a\nb\n".utf8)), 2)
        XCTAssertEqual(SnapshotLinter.lineCount(Array("a\nb".utf8)), 2)
        XCTAssertEqual(SnapshotLinter.lineCount([]), 0)
    }
}
