import Foundation
import LintCore
import Rules
import Testing

/// Every rule's triggering examples report exactly at their `↓` markers and nowhere else;
/// non-triggering examples report nothing; wrapped triggering examples report nothing. One case
/// per registered rule, named by its identifier, so a new rule is tested without an edit here.
@Suite struct RuleExamplesTests {
    static let rules = RuleRegistry.all.map(\.identifier)

    private static func factory(_ identifier: String) throws -> RuleFactory {
        try #require(RuleRegistry.all.first { $0.identifier == identifier })
    }

    @Test(arguments: rules)
    func triggeringExamplesReportAtEveryMarker(rule identifier: String) throws {
        let factory = try Self.factory(identifier)
        for example in factory.description.triggeringExamples {
            let (code, expected) = example.markedLocations
            #expect(!expected.isEmpty, "triggering example without ↓", sourceLocation: example.sourceLocation)
            let found = try ExampleRunner.violations(factory, example, code: code)
            #expect(found.map(\.location) == expected, "\(code)", sourceLocation: example.sourceLocation)
            #expect(found.allSatisfy { $0.ruleIdentifier == identifier }, sourceLocation: example.sourceLocation)
        }
    }

    /// A triggering example's fixes give its `fixed` code, which has nothing left to fix; an
    /// example without `fixed` offers no fix.
    @Test(arguments: rules)
    func fixesGiveTheFixedCode(rule identifier: String) throws {
        let factory = try Self.factory(identifier)
        // The description says what is fixed exactly when an example shows a fix.
        #expect((factory.description.fixes != nil) == factory.description.triggeringExamples.contains { $0.fixed != nil })
        for example in factory.description.triggeringExamples {
            let (code, _) = example.markedLocations
            let fixes = try ExampleRunner.violations(factory, example, code: code).compactMap(\.fix)
            guard let fixed = example.fixed else {
                #expect(fixes.isEmpty, "a fix without `fixed:`", sourceLocation: example.sourceLocation)
                continue
            }
            let result = Fix.apply(fixes, to: Array(code.utf8)).bytes
            #expect(String(decoding: result, as: UTF8.self) == fixed, sourceLocation: example.sourceLocation)
            let again = try ExampleRunner.violations(factory, example, code: fixed).compactMap(\.fix)
            #expect(again.isEmpty, "fixing twice changes something", sourceLocation: example.sourceLocation)
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesReportNothing(rule identifier: String) throws {
        let factory = try Self.factory(identifier)
        for example in factory.description.nonTriggeringExamples {
            #expect(!example.code.contains("↓"), sourceLocation: example.sourceLocation)
            let found = try ExampleRunner.violations(factory, example, code: example.code)
            #expect(found.map(\.message) == [], "\(example.code)", sourceLocation: example.sourceLocation)
        }
    }

    @Test(arguments: rules)
    func wrappedTriggeringExamplesReportNothing(rule identifier: String) throws {
        let factory = try Self.factory(identifier)
        for example in factory.description.triggeringExamples where !example.skipWrappingTests {
            let code = example.markedLocations.code
            for wrapping in ExampleRunner.wrappings(of: code, ruleIdentifier: identifier) {
                let found = try ExampleRunner.violations(factory, example, code: wrapping.code)
                #expect(found.map(\.message) == [], "in \(wrapping.name):\n\(code)", sourceLocation: example.sourceLocation)
            }
        }
    }

    @Test(arguments: rules)
    func everyMessageNamesTheOffendingIdentifier(rule identifier: String) throws {
        let factory = try Self.factory(identifier)
        for example in factory.description.triggeringExamples {
            let (code, _) = example.markedLocations
            let file = SourceFile(contents: code)
            for violation in try ExampleRunner.violations(factory, example, code: code) {
                // A violation at a comment (commented_out_code) has no token to name.
                guard let token = file.tokens.first(where: { file.location(of: $0) == violation.location })
                else { continue }
                let name = file.text(of: token).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                #expect(violation.message.contains(name), "message should name `\(name)`: \(violation.message)",
                        sourceLocation: example.sourceLocation)
            }
        }
    }

    /// A terminal prints a warning's fact on its line and its rule's advice once: the advice
    /// ends the message, and what is left still states a fact of its own.
    @Test(arguments: rules)
    func aRemedyEndsItsMessage(rule identifier: String) throws {
        let factory = try Self.factory(identifier)
        for example in factory.description.triggeringExamples {
            for violation in try ExampleRunner.violations(factory, example, code: example.markedLocations.code) {
                guard let remedy = violation.remedy else { continue }
                #expect(violation.message.hasSuffix(remedy), "\(violation.message)", sourceLocation: example.sourceLocation)
                #expect(violation.fact.count >= 20 && violation.fact.count < violation.message.count, "fact: \(violation.fact)",
                        sourceLocation: example.sourceLocation)
            }
        }
    }

    /// Advice that two warnings of a rule end in word for word is the rule's remedy, given apart,
    /// so that a terminal prints it once: the last clause of a message without a remedy, where it
    /// is long enough to be advice and names nothing from the code (in backticks), is on no other
    /// warning of its rule.
    @Test(arguments: rules)
    func adviceRepeatedWordForWordIsARemedy(rule identifier: String) throws {
        let factory = try Self.factory(identifier)
        let found = try factory.description.triggeringExamples.flatMap { example in
            try ExampleRunner.violations(factory, example, code: example.markedLocations.code)
        }
        var endings: [String: Int] = [:]
        for violation in found where violation.remedy == nil {
            let clauseStart = [": ", "; "].compactMap { violation.message.range(of: $0, options: .backwards)?.upperBound }.max()
            guard let clauseStart, violation.message[clauseStart...].count >= 30, !violation.message[clauseStart...].contains("`")
            else { continue }
            endings[String(violation.message[clauseStart...]), default: 0] += 1
        }
        #expect(endings.filter { $0.value > 1 }.keys.sorted() == [])
    }
}

/// Each design rule's essay (`shared/essays/`) has code samples; the rule's examples carry them,
/// marked, so the essay's own cases are tested like every other.
@Suite struct EssayExamplesTests {
    static let designRules = RuleRegistry.all.filter(\.description.category.isDesign).map(\.identifier)

    @Test func theDesignRulesAreTheEssays() {
        #expect(Self.designRules.count >= 5)
    }

    @Test(arguments: designRules)
    func essaySamplesAreExamples(rule identifier: String) throws {
        let factory = try #require(RuleRegistry.all.first { $0.identifier == identifier })
        let hasEssaySample = factory.description.triggeringExamples.contains { $0.isFromEssay }
        #expect(hasEssaySample, "no triggering sample from the essay")
    }
}
