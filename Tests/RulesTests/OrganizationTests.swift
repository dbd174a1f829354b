import Foundation
import LintCore
import Rules
import XCTest

/// The boundary between the engine and the rules, in the manner of SwiftFormat's
/// CodeOrganizationTests: rules read Swift concepts from LintCore, keep unsafe code out,
/// and keep their helpers to themselves, so adding a rule never means editing another.
final class OrganizationTests: XCTestCase {
    private static let rulesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Rules")

    /// Every Swift file under Rules/, scanned, by its path relative to Rules/.
    private func ruleSources() throws -> [(path: String, file: SourceFile)] {
        let root = Self.rulesDirectory.path
        let paths = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: root)).filter { $0.hasSuffix(".swift") }
        return try paths.sorted().map { path in
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            return (path, SourceFile(path: path, contents: text))
        }
    }

    /// `MisusedEnumeratedRule+Mentions.swift` → `MisusedEnumerated`; nil for the registry and for
    /// what Rules/Support/ shares.
    private static func rule(of path: String) -> String? {
        guard !path.contains("/") else { return nil }
        let stem = path.split(separator: "+").first.map(String.init) ?? path
        let name = stem.hasSuffix(".swift") ? String(stem.dropLast(".swift".count)) : stem
        guard name.hasSuffix("Rule"), name.count > "Rule".count else { return nil }
        return String(name.dropLast("Rule".count))
    }

    func testRulesUseNoUnsafeCode() throws {
        var found: [String] = []
        for (path, file) in try ruleSources() {
            for token in file.tokens where token.kind == .identifier {
                let word = file.text(of: token)
                if word.hasPrefix("Unsafe") || word.hasPrefix("withUnsafe") || word.hasPrefix("unsafe") {
                    found.append("\(path):\(token.line + 1): \(word)")
                }
            }
        }
        XCTAssertEqual(found, [], "unsafe code belongs in LintCore, behind an API rules can read")
    }

    /// A rule's helper types are nested in it, and what it adds to another module's types is
    /// private to its file: nothing of one rule is in reach of another without naming it.
    func testEachRuleKeepsItsHelpersToItself() throws {
        var found: [String] = []
        for (path, file) in try ruleSources() {
            guard let rule = Self.rule(of: path).map({ $0 + "Rule" }) else { continue }
            for type in file.declarations.types where type.parent == nil {
                let own = type.name == rule || type.name.hasPrefix(rule + ".")
                let isPrivate = type.modifiers.contains(.private) || type.modifiers.contains(.fileprivate)
                if !own && !(type.kind == .extension && isPrivate) {
                    found.append("\(path):\(file.location(of: file.tokens[type.nameToken]).line): \(type.name)")
                }
            }
        }
        XCTAssertEqual(found, [], "nest it in the rule, make the extension private, or move it to Rules/Support/")
    }

    /// A rule that names another rule reaches into its helpers: what two rules share belongs in
    /// Rules/Support/ or LintCore.
    func testNoRuleNamesAnotherRule() throws {
        let sources = try ruleSources()
        let rules = Set(sources.compactMap { Self.rule(of: $0.path).map { $0 + "Rule" } })
        var found: [String] = []
        for (path, file) in sources {
            guard let rule = Self.rule(of: path).map({ $0 + "Rule" }) else { continue }
            for token in file.tokens where token.kind == .identifier {
                let word = file.text(of: token)
                if word != rule && rules.contains(word) { found.append("\(path):\(token.line + 1): \(word)") }
            }
        }
        XCTAssertEqual(found, [])
    }

    /// Tests find the rules in the registry: an array literal of three or more rule identifiers
    /// is a list that every new rule would have to join.
    func testNoTestListsTheRules() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let quoted = Set(RuleRegistry.all.map { "\"\($0.identifier)\"" })
        var found: [String] = []
        for folder in ["RulesTests", "LintCoreTests", "LintCLITests"] {
            let root = tests.appendingPathComponent(folder).path
            for path in try FileManager.default.subpathsOfDirectory(atPath: root).sorted() where path.hasSuffix(".swift") {
                let file = SourceFile(path: path, contents: try String(contentsOfFile: root + "/" + path, encoding: .utf8))
                for (line, count) in Self.identifierLists(in: file, quoted: quoted) where count >= 3 {
                    found.append("\(folder)/\(path):\(line): \(count) rule identifiers")
                }
            }
        }
        XCTAssertEqual(found, [], "take the rules from RuleRegistry.all")
    }

    /// Array literals made only of quoted rule identifiers: each one's line and length.
    private static func identifierLists(in file: SourceFile, quoted: Set<String>) -> [(line: Int, count: Int)] {
        var lists: [(line: Int, count: Int)] = []
        let tokens = file.tokens
        for (position, token) in zip(tokens.indices, tokens) where token.kind == .leftBracket {
            var count = 0
            var next = position + 1
            while next < tokens.count, tokens[next].kind == .string, quoted.contains(file.text(of: tokens[next])) {
                count += 1
                next += 1
                if next < tokens.count, tokens[next].kind == .comma { next += 1 }
            }
            if next < tokens.count, tokens[next].kind == .rightBracket, count > 0 {
                lists.append((Int(token.line) + 1, count))
            }
        }
        return lists
    }
}
