import LintCore
@testable import Rules
import XCTest

final class StaleCommentTests: XCTestCase {
    private func messages(_ code: String) throws -> [String] {
        var warnings: [ConfigurationWarning] = []
        let factory = try XCTUnwrap(RuleRegistry.all.first { $0.identifier == "stale_comment" })
        let rule = try factory.makeRule(configuration: nil, warnings: &warnings)
        return Linter.validate(SourceFile(path: "Feed.swift", contents: code), rules: [rule]).map(\.message)
    }

    /// A typo is offered the name it misspells; a type's name is not a typo of the value named
    /// after it (`contentInfo`), so the link is reported as a name the project lacks.
    func testNearMissesAreOfferedOnlyForTypos() throws {
        let typo = try messages("/// Call `relaod()` first.\nfunc reload() {}\n")
        XCTAssertEqual(typo.count, 1)
        XCTAssertTrue(typo[0].contains("did you mean `reload`"), typo[0])

        let link = try messages("/// ``ContentInfo`` is defined in ASN.1.\nstruct CMSContentInfo {\n    var contentInfo: Int\n}\n")
        XCTAssertEqual(link.count, 1)
        XCTAssertFalse(link[0].contains("did you mean"), link[0])
        XCTAssertTrue(link[0].contains("nothing in the project declares"), link[0])
    }

    /// A capital dropped from a run of capitals (an acronym) is a typo too.
    func testACapitalDroppedFromAnAcronymIsATypo() throws {
        let acronym = try messages("/// Takes the request's ``HTTMethod``.\nfunc verify(_ method: HTTPMethod) {}\n")
        XCTAssertEqual(acronym.count, 1)
        XCTAssertTrue(acronym.first?.contains("did you mean `HTTPMethod`") == true, acronym.first ?? "")
    }

    /// `@ParserBuilder<Input>` is an attribute: the parameter after it keeps its label and name.
    func testAResultBuildersGenericArgumentIsNotAParameter() throws {
        let found = try messages("/// - Parameter with: A parser builder.\ninit(@ParserBuilder<Input> with build: () -> P) {}\n")
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.contains("the argument label of `init(with build:)`") == true, found.first ?? "")
        XCTAssertTrue(found.first?.contains("write `build`") == true, found.first ?? "")
    }

    /// The message names the function as its doc comment does: by labels, and by parameter names
    /// where they differ from the labels.
    func testTheFunctionIsNamedByItsLabelsAndParameterNames() throws {
        let stale = try messages("/// - Parameter list: the items.\nfunc reload(_ items: [Int], animated: Bool, from source: URL) {}\n")
        XCTAssertEqual(stale.count, 1)
        XCTAssertTrue(stale[0].contains("which `reload(_ items:animated:from source:)` does not have"), stale[0])

        let returns = try messages("/// - Returns: the cell.\nfunc configure(with model: Model, at _: Int) {}\n")
        XCTAssertEqual(returns.count, 1)
        XCTAssertTrue(returns[0].contains("but `configure(with model:at:)` returns nothing"), returns[0])
    }

    /// A documented name that matches no parameter is most often the old name of one: when exactly
    /// one undocumented parameter is close to it, the message offers that one.
    func testARenamedParameterIsOfferedWhenExactlyOneUndocumentedParameterIsClose() throws {
        let renames = [
            ("itemsCollectionView", "configure(itemCollectionView: UICollectionView, animated: Bool, completion: () -> Void)",
             "itemCollectionView"),
            ("easing", "animate(to value: Double, easingOption: Easing, duration: Double)", "easingOption"),
            ("cellStyle", "register(_ identifier: String, style: Style, reuse: Bool)", "style"),
            ("url", "load(baseURL: URL, cachePolicy: Policy, retries: Int)", "baseURL"),
            ("completoin", "fetch(completion: () -> Void, retries: Int)", "completion"),
        ]
        for (documented, declaration, meant) in renames {
            let found = try messages("/// Does it.\n/// - Parameter \(documented): what it is.\nfunc \(declaration) {}\n")
            XCTAssertEqual(found.count, 1, declaration)
            XCTAssertTrue(found.first?.hasSuffix("does not have: did you mean `\(meant)`?") == true, found.first ?? declaration)
        }
    }

    /// No close parameter, two of them, or a close one that is documented already: no guess.
    func testNoRenameIsOfferedUnlessExactlyOneUndocumentedParameterIsClose() throws {
        let declarations = [
            "/// - Parameter title: the text.\nfunc show(table: Table, animated: Bool) {}\n",
            "/// - Parameter style: the look.\nfunc apply(cellStyle: Style, textStyle: Style) {}\n",
            "/// - Parameters:\n///   - easing: the curve.\n///   - easingOption: the option.\nfunc animate(easingOption: Easing, delay: Double) {}\n",
        ]
        for code in declarations {
            let found = try messages(code)
            XCTAssertEqual(found.count, 1, code)
            XCTAssertTrue(found.first?.hasSuffix("does not have: update or remove it") == true, found.first ?? code)
        }
    }

    /// `lint explain` says when a backticked call is reported, and the rule does what it says: a
    /// name the project lacks may be another module's API, so only a member of a project type or
    /// a near-miss of a project name is reported.
    func testTheRationaleSaysWhichBacktickedCallsAreReported() throws {
        XCTAssertEqual(try messages("/// Replaces `Feed.legacyReload()`.\nstruct Feed {}\n").count, 1)
        XCTAssertEqual(try messages("/// Call `relaod()` first.\nfunc reload() {}\n").count, 1)
        XCTAssertEqual(try messages("/// Replaces `legacyReload()`.\nstruct Feed {}\n"), [])

        let rationale = StaleCommentRule.description.rationale
        XCTAssertFalse(rationale.contains("backticked call (`` `name()` ``) whose name appears nowhere"), rationale)
        for promise in ["a member of a type the project declares", "one edit from a name the project has", "another module's API"] {
            XCTAssertTrue(rationale.contains(promise), promise)
        }
    }

    /// The bounded edit distance agrees with the whole table on every pair of short words over a
    /// small alphabet (where edits collide most), and finds a slip in a 5,000-letter name.
    func testTheBoundedEditDistanceAgreesWithTheWholeTable() {
        func distance(_ first: [Character], _ second: [Character]) -> Int {
            var table = (0...first.count).map { row in (0...second.count).map { row == 0 ? $0 : ($0 == 0 ? row : 0) } }
            for row in stride(from: 1, through: first.count, by: 1) {
                for column in stride(from: 1, through: second.count, by: 1) {
                    let cost = first[row - 1] == second[column - 1] ? 0 : 1
                    table[row][column] = min(table[row - 1][column] + 1, table[row][column - 1] + 1,
                                             table[row - 1][column - 1] + cost)
                    if row > 1, column > 1, first[row - 1] == second[column - 2], first[row - 2] == second[column - 1] {
                        table[row][column] = min(table[row][column], table[row - 2][column - 2] + 1)
                    }
                }
            }
            return table[first.count][second.count]
        }
        var generator = SystemRandomNumberGenerator()
        let word = { (length: Int) in (0..<length).map { _ in "abc".randomElement(using: &generator)! } }
        for _ in 0..<3_000 {
            let (first, second) = (word(Int.random(in: 0...7)), word(Int.random(in: 0...7)))
            for bound in 1...2 {
                XCTAssertEqual(StaleCommentRule.isWithinEdits(bound, first, second), distance(first, second) <= bound,
                               "\(String(first)) \(String(second)) within \(bound)")
            }
        }
        let long = Array(String(repeating: "item", count: 1_250))
        var slipped = long
        slipped.swapAt(2_000, 2_001)
        slipped[4_000] = "x"
        XCTAssertTrue(StaleCommentRule.isWithinEdits(2, long, slipped))
        XCTAssertFalse(StaleCommentRule.isWithinEdits(1, long, slipped))
    }

    /// Past a few documented names that match nothing, the comment describes another signature:
    /// each is reported, with no rename guessed.
    func testNoRenameIsGuessedForACommentOfAnotherSignature() throws {
        let names = (1...9).map { "former\($0)" }
        let fields = names.map { "/// - Parameter \($0): a value.\n" }.joined()
        let many = try messages("/// Adds.\n\(fields)func add(former1Value: Int) {}\n")
        XCTAssertEqual(many.count, 9)
        XCTAssertTrue(many.allSatisfy { $0.hasSuffix("update or remove it") }, many.joined(separator: "\n"))

        let few = try messages("/// Adds.\n\(fields.split(separator: "\n").prefix(2).joined(separator: "\n"))\nfunc add(former1Value: Int) {}\n")
        XCTAssertEqual(few.count, 2)
        XCTAssertTrue(few[0].hasSuffix("did you mean `former1Value`?"), few[0])
    }

    /// Every message about a function repeats its signature: past sixteen parameters it is elided.
    func testALongSignatureIsElided() throws {
        let names = "abcdefghijklmnopqrst".map { "value\($0.uppercased())" }
        let found = try messages("/// - Parameter total: the sum.\nfunc add(\(names.map { $0 + ": Int" }.joined(separator: ", "))) {}\n")
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.contains("`add(\(names.prefix(16).map { $0 + ":" }.joined())…)`") == true, found.first ?? "")
    }

    /// A backticked call one edit off a name of 128 bytes or fewer is a typo; a longer name is
    /// generated, and no typo is searched for (the search grows with the square of the length).
    func testTyposAreSearchedInNamesUpTo128Bytes() throws {
        for (length, expected) in [(120, 1), (200, 0)] {
            let name = String(repeating: "a", count: length)
            let found = try messages("func \(name)() {}\n/// Call `\(name.dropLast())b()` first.\nlet other = 2\n")
            XCTAssertEqual(found.count, expected, "\(length)")
        }
    }

    /// `- return:` or `- throws:` written inside `- Parameters:` is a misplaced section, not a
    /// parameter to remove; where the function returns nothing or cannot throw, it is stale as such.
    func testASectionWrittenInsideTheParametersListIsMisplaced() throws {
        let misplaced = try messages("""
            /// - Parameters:
            ///   - id: the identifier.
            ///   - return: the user.
            ///   - Throws: `LoadError`.
            func load(id: Int) throws -> User { User() }
            """)
        XCTAssertEqual(misplaced, [
            "`- return:` inside `- Parameters:` documents the result, not a parameter: write it as `- Returns:` outside the list",
            "`- Throws:` inside `- Parameters:` documents the errors, not a parameter: write it as `- Throws:` outside the list",
        ])
        let stale = try messages("/// - Parameters:\n///   - returns: the user.\n///   - throws: an error.\nfunc unload(id: Int) {}\n")
        XCTAssertEqual(stale, [
            "`- Returns:` documents a result, but `unload(id:)` returns nothing: remove it, or return what it says",
            "`- Throws:` documents errors, but `unload(id:)` cannot throw: remove it",
        ])
        XCTAssertEqual(try messages("/// - Parameters:\n///   - return: Nothing.\nfunc unload(id: Int) {}\n"), [
            "`- return:` inside `- Parameters:` documents the result, not a parameter: write it as `- Returns:` outside the list",
        ])
    }

    /// DocC binds a parameter's documentation to its parameter name, not its label: the message says which.
    func testADocumentedLabelIsToldTheParameterNameDocCBinds() throws {
        XCTAssertEqual(try messages("/// - Parameter in: where to draw.\nfunc draw(in context: Context) {}\n"), [
            "the doc comment documents `in`, the argument label of `draw(in context:)`; DocC binds a parameter's "
                + "documentation to its parameter name, `context`: write `context`",
        ])
    }

    /// A parameter's name one typo from the documented name: the type spelling the documented name
    /// makes the parameter's the typo; the documented name used in the code leaves it open; otherwise
    /// the parameter's name is offered.
    func testWhichSideOfATypoIsMisspelledIsToldFromTheCode() throws {
        let parameter = try messages("/// - Parameter bundle: the resources.\nfunc image(bunde: Bundle) {}\n")
        XCTAssertEqual(parameter, [
            "the parameter `bunde` of `image(bunde:)` looks like a misspelling of the documented `bundle`, which its "
                + "type `Bundle` spells: correct the parameter's name, not the documentation",
        ])
        let labelled = try messages("/// - Parameter bundle: the resources.\nfunc image(bundle bunde: Bundle) {}\n")
        XCTAssertEqual(labelled.first?.hasPrefix("the parameter `bunde` of `image(bundle bunde:)` looks like a misspelling"), true)
        let unclear = try messages("/// - Parameter bundle: the resources.\nfunc image(bunde: Resources) {}\nlet bundle = 1\n")
        XCTAssertEqual(unclear, [
            "the documented `bundle` and the parameter `bunde` of `image(bunde:)` are one typo apart: make them agree",
        ])
        let documentation = try messages("/// - Parameter bunde: the resources.\nfunc image(bundle: Bundle) {}\n")
        XCTAssertEqual(documentation.first?.hasSuffix("does not have: did you mean `bundle`?"), true, documentation.first ?? "")
        // A name that differs only in case is the documentation's to fix.
        let cased = try messages("/// - Parameter textview: the view.\nfunc observe(textView: UITextView) {}\nlet textview = 1\n")
        XCTAssertEqual(cased.first?.hasSuffix("does not have: did you mean `textView`?"), true, cased.first ?? "")
        // Another form of the word is a rename, whatever the type says.
        let plural = try messages("/// - Parameter item: the item.\nfunc show(items: [Item]) {}\n")
        XCTAssertEqual(plural.first?.hasSuffix("does not have: did you mean `items`?"), true, plural.first ?? "")
    }
}
