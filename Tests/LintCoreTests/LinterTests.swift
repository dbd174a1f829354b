@testable import LintCore
import XCTest

final class LinterTests: XCTestCase {
    /// Reports each type whose name is declared in no other file: a project-wide rule.
    private struct UniqueNameRule: ProjectWideRule {
        static let description = RuleDescription(
            identifier: "unique_name", name: "Unique", summary: "s", rationale: "r",
            triggeringExamples: [], nonTriggeringExamples: []
        )
        let options: SeverityOption

        func collect(_ file: SourceFile) -> [String] {
            file.declarations.types.map(\.name)
        }

        func index(_ summaries: [[String]]) -> [String] {
            summaries.flatMap { $0 }
        }

        func candidates(in file: SourceFile, summary _: [String]) -> [Candidate<String>] {
            file.declarations.types.map { type in
                Candidate(
                    violation(in: file, at: file.tokens[type.nameToken], message: "`\(type.name)` is declared twice"),
                    asking: type.name
                )
            }
        }

        func confirm(_ name: String, in all: [String]) -> Confirmation {
            Confirmation(all.filter { $0 == name }.count > 1)
        }
    }

    private struct EveryTypeRule: Rule {
        static let description = RuleDescription(
            identifier: "every_type", name: "Every", summary: "s", rationale: "r",
            triggeringExamples: [], nonTriggeringExamples: []
        )
        let options: SeverityOption
        func validate(_ file: SourceFile) -> [Violation] {
            file.declarations.types.map { violation(in: file, at: file.tokens[$0.nameToken], message: $0.name) }
        }
    }

    private func input(_ path: String, _ text: String) -> LintInput {
        LintInput(path: path) { Array(text.utf8) }
    }

    func testProjectWideRulesSeeEveryFile() {
        let linter = Linter(rules: [ConfiguredRule(UniqueNameRule(options: SeverityOption()))], jobs: 2)
        let result = linter.lint([input("a.swift", "class A {}\nclass B {}"), input("b.swift", "class A {}")])
        XCTAssertEqual(result.violations.map { "\($0.path):\($0.location)" }, ["a.swift:1:7", "b.swift:1:7"])
    }

    func testEachFileIsReadOnceEvenForProjectWideRules() {
        let reads = ReadCounter()
        func counted(_ path: String, _ text: String) -> LintInput {
            LintInput(path: path) { reads.record(path); return Array(text.utf8) }
        }
        let rules = [ConfiguredRule(UniqueNameRule(options: SeverityOption())), ConfiguredRule(EveryTypeRule(options: SeverityOption()))]
        let result = Linter(rules: rules, jobs: 2).lint(
            [counted("a.swift", "class A {}")], project: [counted("a.swift", "unused"), counted("b.swift", "class A {}")]
        )
        XCTAssertEqual(result.violations.map(\.message), ["A", "`A` is declared twice"])
        XCTAssertEqual(reads.paths.sorted(), ["a.swift", "b.swift"])
    }

    /// Two configuration groups (nested configurations): each file is read and scanned once, each
    /// group's rules report on its own files, and each group's project-wide rules see every file.
    func testEachFileIsReadOnceWhateverTheNumberOfGroups() {
        let reads = ReadCounter()
        func counted(_ path: String, _ text: String) -> LintInput {
            LintInput(path: path) { reads.record(path); return Array(text.utf8) }
        }
        let unique = Linter(rules: [ConfiguredRule(UniqueNameRule(options: SeverityOption()))], jobs: 2)
        let both = Linter(rules: [
            ConfiguredRule(UniqueNameRule(options: SeverityOption())), ConfiguredRule(EveryTypeRule(options: SeverityOption())),
        ], jobs: 2)
        let inputs = [counted("a.swift", "class A {}"), counted("b/b.swift", "class A {}\nclass B {}"), counted("c.swift", "class C {}")]
        let result = Linter.lint(inputs, groups: [unique, both], groupOf: { $0 == 1 ? 1 : 0 }, project: [counted("d.swift", "class C {}")])
        XCTAssertEqual(result.violations.map { "\($0.path):\($0.location) \($0.message)" }, [
            "a.swift:1:7 `A` is declared twice",
            "b/b.swift:1:7 A", "b/b.swift:1:7 `A` is declared twice", "b/b.swift:2:7 B",
            "c.swift:1:7 `C` is declared twice",
        ])
        XCTAssertEqual(reads.paths.sorted(), ["a.swift", "b/b.swift", "c.swift", "d.swift"])
    }

    func testProjectWideViolationsObeyInlineCommands() {
        let rules = [ConfiguredRule(UniqueNameRule(options: SeverityOption()))]
        let result = Linter(rules: rules, jobs: 1).lint([
            input("a.swift", "class A {} // lint:disable:this unique_name\nclass B {}"),
            input("b.swift", "class A {}\nclass B {}"),
        ])
        XCTAssertEqual(result.violations.map { "\($0.path):\($0.location)" }, ["a.swift:2:7", "b.swift:1:7", "b.swift:2:7"])
    }

    func testOutputIsSortedAndIdenticalForAnyJobCount() {
        let inputs = (0..<40).map { index in
            input("f\(39 - index).swift", (0..<(index % 5 + 1)).map { "class T\($0) {}" }.joined(separator: "\n"))
        }
        let rules = [ConfiguredRule(EveryTypeRule(options: SeverityOption()))]
        let single = Linter(rules: rules, jobs: 1).lint(inputs).violations
        XCTAssertEqual(single.count, 120)
        XCTAssertEqual(single, single.sorted(by: Violation.ordered))
        for jobs in [2, 8] {
            XCTAssertEqual(Linter(rules: rules, jobs: jobs).lint(inputs).violations, single)
        }
    }

    func testInputsSharingAPathAreSortedTogether() {
        let inputs = [
            input("b.swift", "class Z {}\n\nclass Y {}"), input("a.swift", "class A {}"), input("b.swift", "\nclass X {}"),
        ]
        let violations = Linter(rules: [ConfiguredRule(EveryTypeRule(options: SeverityOption()))], jobs: 1).lint(inputs).violations
        XCTAssertEqual(violations.map(\.message), ["A", "Z", "X", "Y"])
    }

    func testUnreadableFilesAreFailuresAndTheRestIsLinted() {
        struct Unreadable: Error {}
        let inputs = [input("a.swift", "class A {}"), LintInput(path: "b.swift") { throw Unreadable() }]
        let result = Linter(rules: [ConfiguredRule(EveryTypeRule(options: SeverityOption()))], jobs: 2).lint(inputs)
        XCTAssertEqual(result.violations.map(\.path), ["a.swift"])
        XCTAssertEqual(result.failures.map(\.path), ["b.swift"])
        XCTAssertEqual(result.lintedFileCount, 1)
    }

    func testBinaryFilesAreRefused() throws {
        let path = NSTemporaryDirectory() + "binary-\(UUID().uuidString).swift"
        try Data([0x63, 0x00, 0x01]).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertThrowsError(try FileReader.read(path)) { error in
            XCTAssertTrue("\(error)".contains("binary"))
        }
    }
}

final class GeneratedCodeTests: XCTestCase {
    func testHeaderMarkersOfCommonGenerators() {
        let generated = [
            "// swiftlint:disable all\n// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\nenum L10n {}",
            "// Generated using Sourcery 1.9.2\nextension A {}",
            "// DO NOT EDIT.\n// swift-format-ignore-file\n//\n// Generated by the Swift generator plugin\nstruct P {}",
            "import UIKit\n\n// **** AUTO GENERATED, DO NOT EDIT ****\nstruct ThemeColor {}",
            "/* @generated */\nstruct X {}",
            "// Fastlane.swift\n// Copyright (c) 2026 FastlaneTools\n\nimport Foundation\npublic func adb() {}",
            "/*\n * Licensed under Apache 2.0.\n */\n\nimport Foundation\n\n// This file was generated from JSON Schema. "
                + "Do not modify it directly.\n\npublic class objc_RUMViewEvent {}",
        ]
        for source in generated {
            XCTAssertTrue(GeneratedCode.isGenerated(SourceFile(contents: source)), source)
        }
    }

    func testGeneratedFilesByTheirFolderOrName() {
        let generated = ["App/Generated/Assets.swift", "Sources/generated/Strings.swift", "App/Resources/Assets.generated.swift",
                         "Proto/service.pb.swift", "Proto/service.grpc.swift"]
        for path in generated {
            XCTAssertTrue(GeneratedCode.isGenerated(SourceFile(path: path, contents: "struct X {}")), path)
        }
        let handWritten = ["App/Generated.swift", "App/GeneratedReports/Report.swift", "App/Codegen/Generator.swift", "Generated"]
        for path in handWritten {
            XCTAssertFalse(GeneratedCode.isGenerated(SourceFile(path: path, contents: "struct X {}")), path)
        }
    }

    func testHandWrittenFilesMentioningGeneration() {
        let handWritten = [
            "//\n//  Feed.swift\n//  Created by Ann on 1/2/24.\n//\nclass Feed {}",
            "/// Product generated using AI.\nstruct AIProduct {}",
            "import Foundation\n/// (possibly auto-generated) cost statistic id\nstruct Cost {}",
            "class Feed {}\n// Generated by hand, do not edit lightly\n",
        ]
        for source in handWritten {
            XCTAssertFalse(GeneratedCode.isGenerated(SourceFile(contents: source)), source)
        }
    }

    func testTheLinterSkipsGeneratedFilesWhenAsked() {
        struct EveryFile: Rule {
            static let description = RuleDescription(
                identifier: "every_file", name: "Every", summary: "s", rationale: "r",
                triggeringExamples: [], nonTriggeringExamples: []
            )
            let options: SeverityOption
            func validate(_ file: SourceFile) -> [Violation] {
                [violation(in: file, at: Location(line: 1, column: 1), message: "seen")]
            }
        }
        let inputs = [LintInput(path: "g.swift") { Array("// Generated using SwiftGen\nenum L {}".utf8) }]
        let rules = [ConfiguredRule(EveryFile(options: SeverityOption()))]
        XCTAssertEqual(Linter(rules: rules, jobs: 1, skipsGeneratedFiles: true).lint(inputs).violations.count, 0)
        XCTAssertEqual(Linter(rules: rules, jobs: 1, skipsGeneratedFiles: false).lint(inputs).violations.count, 1)
    }
}

private final class ReadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var read: [String] = []

    var paths: [String] { lock.withLock { read } }

    func record(_ path: String) {
        lock.withLock { read.append(path) }
    }
}
