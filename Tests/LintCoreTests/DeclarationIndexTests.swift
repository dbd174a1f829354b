@testable import LintCore
import XCTest

final class DeclarationIndexTests: XCTestCase {
    private func index(_ source: String) -> DeclarationIndex {
        SourceFile(contents: source).declarations
    }

    func testTypesWithModifiersAttributesInheritanceAndBodies() {
        let types = index("""
            @MainActor
            public final class Feed<Item: Decodable>: BaseViewController<Item>,
                UITableViewDataSource where Item: Sendable {
                struct Row {}
            }
            extension Feed.Row: Equatable {}
            protocol Loading: AnyObject {}
            """).types
        XCTAssertEqual(types.map(\.name), ["Feed", "Row", "Feed.Row", "Loading"])
        XCTAssertEqual(types.map(\.kind), [.class, .struct, .extension, .protocol])
        XCTAssertEqual(types[0].modifiers.map(\.description), ["public", "final"])
        XCTAssertEqual(types[0].attributes, ["@MainActor"])
        XCTAssertEqual(types[0].inheritedTypes, ["BaseViewController<Item>", "UITableViewDataSource"])
        XCTAssertEqual(types[0].body?.openLine, 2)
        XCTAssertEqual(types[0].body?.closeLine, 4)
        XCTAssertEqual(types[1].parent, 0)
        XCTAssertEqual(types[2].inheritedTypes, ["Equatable"])
    }

    /// Type aliases at any depth, with the names they declare; a member named `typealias` is not one.
    func testTypealiasesAreIndexed() {
        let declarations = index("""
            typealias Managing = Writing & Reading
            struct Feed {
                public typealias Row = Item
                func f() { config.typealias = 1 }
            }
            """)
        XCTAssertEqual(declarations.typealiases, ["Managing", "Row"])
    }

    func testClassAsModifierOrConstraintIsNotAType() {
        let types = index("""
            class A {
                class func make() {}
                class var shared: A { A() }
            }
            protocol P: class {}
            let s = "class B {}"
            """).types
        XCTAssertEqual(types.map(\.name), ["A", "P"])
    }

    func testAKeywordWrittenAsALabelDeclaresNothing() {
        let declarations = index("""
            final class Connection {
                init(name: String, protocol registry: Registry, class: AnyClass) {
                    start(protocol: registry, func: 1)
                }
                func send(struct value: Int) {}
            }
            """)
        XCTAssertEqual(declarations.types.map(\.name), ["Connection"])
        XCTAssertEqual(declarations.functions.map(\.signature), ["init(name:protocol:class:)", "send(struct:)"])
        XCTAssertEqual(declarations.functions[0].parent, 0)
        XCTAssertEqual(declarations.types[0].body?.closeLine, 5)
    }

    func testFunctionParametersAcrossLines() {
        let functions = index("""
            /// Docs.
            @discardableResult
            public func load(
                from url: URL,
                _ count: Int = 3,
                completion: @escaping (Result<Data, Error>) -> Void = { _ in }
            ) async throws -> [String: Int] {
                [:]
            }
            """).functions
        XCTAssertEqual(functions.count, 1)
        let load = functions[0]
        XCTAssertEqual(load.name, "load")
        XCTAssertEqual(load.parameters.map(\.externalName), ["from", "_", "completion"])
        XCTAssertEqual(load.parameters.map(\.internalName), ["url", "count", "completion"])
        XCTAssertEqual(load.parameters.map(\.hasDefault), [false, true, true])
        XCTAssertEqual(load.parameters[2].type, "@escaping (Result<Data, Error>) -> Void")
        XCTAssertTrue(load.isAsync)
        XCTAssertEqual(load.throwsClause, .throws)
        XCTAssertEqual(load.returnType, "[String: Int]")
        XCTAssertEqual(load.attributes, ["@discardableResult"])
        XCTAssertEqual(load.body?.closeLine, 8)
    }

    func testInitializersSubscriptsAndEffects() {
        let functions = index("""
            struct S {
                init?(value: Int) throws(ParseError) {}
                subscript(index: Int) -> Int { 0 }
                func map<T>(_ transform: (Int) throws -> T) rethrows -> [T] { [] }
                func run() {
                    self.init(value: 1)
                    let x = S.init(value: 2)
                }
            }
            """).functions
        XCTAssertEqual(functions.map(\.kind), [.initializer, .subscript, .function, .function])
        XCTAssertEqual(functions[0].throwsClause, .typed("ParseError"))
        XCTAssertEqual(functions[1].parameters.map(\.externalName), [nil])
        XCTAssertEqual(functions[1].parameters.map(\.internalName), ["index"])
        XCTAssertEqual(functions[2].throwsClause, .rethrows)
        XCTAssertEqual(functions[2].returnType, "[T]")
        XCTAssertEqual(functions[3].returnType, nil)
        XCTAssertEqual(functions.map(\.parent), [0, 0, 0, 0])
    }

    func testPropertiesStoredComputedAndObservedLocalsLeftOut() {
        let properties = index("""
            class ViewController: UIViewController {
                @IBOutlet weak var label: UILabel!
                private(set) var message: String? {
                    didSet { update() }
                }
                var title2: String { "t" }
                var count: Int {
                    get { 1 }
                    set {}
                }
                lazy var cache = [String: Int]()
                static let shared = ViewController()
                var handler: (() -> Void)?
                func update() {
                    var local: Int? = nil {
                        didSet { print(local) }
                    }
                    if let message { print(message) }
                }
            }
            """).properties
        XCTAssertEqual(properties.map(\.name), ["label", "message", "title2", "count", "cache", "shared", "handler"])
        XCTAssertEqual(properties.map(\.accessors), [.none, .observers, .computed, .computed, .none, .none, .none])
        XCTAssertEqual(properties[0].attributes, ["@IBOutlet"])
        XCTAssertEqual(properties[0].modifiers, [Modifier(.weak)])
        XCTAssertEqual(properties[0].type, "UILabel!")
        XCTAssertEqual(properties[1].modifiers, [Modifier(.private, argument: .set)])
        XCTAssertEqual(properties[1].type, "String?")
        XCTAssertEqual(properties[6].type, "(() -> Void)?")
        XCTAssertEqual(properties.map(\.parent), [0, 0, 0, 0, 0, 0, 0])
    }

    func testPropertiesInConditionalBranchesBelongToTheType() {
        let properties = index("""
            class A {
            #if DEBUG
                var debug: Int?
            #else
                var release: Int?
            #endif
            }
            """).properties
        XCTAssertEqual(properties.map(\.parent), [0, 0])
    }
}

final class DeclarationIndexEdgeTests: XCTestCase {
    func testScopedImportsAreNotDeclarations() {
        let types = SourceFile(contents: """
            import protocol Yosemite.StoresManager
            import class UIKit.UIViewController
            @MainActor final class Coordinator {
            }
            """).declarations.types
        XCTAssertEqual(types.map(\.name), ["Coordinator"])
        XCTAssertEqual(types.first?.body?.closeLine, 3)
    }

    func testRequirementsWithoutBodiesDoNotBorrowTheNextBody() {
        let functions = SourceFile(contents: """
            protocol P {
                func a() -> Int
                @MainActor
                func b() {}
            }
            """).declarations.functions
        XCTAssertEqual(functions.map(\.name), ["a", "b"])
        XCTAssertNil(functions[0].body)
        XCTAssertEqual(functions[1].body?.openLine, 3)
    }
}

final class DeclarationHeaderTests: XCTestCase {
    /// A body-less requirement must not lend its `async` or its name to the next declaration's
    /// modifiers, or the next declaration would take over the requirement's doc comment.
    func testRequirementsEndBeforeTheNextDeclaration() {
        let functions = SourceFile(contents: """
            protocol Opener {
                func open(_ url: URL)
                /// Checks.
                func canOpen(_ url: URL) async
                func next() async
                private(set) var count: Int { get }
            }
            """).declarations.functions
        XCTAssertEqual(functions.map(\.name), ["open", "canOpen", "next"])
        XCTAssertEqual(functions.map(\.modifiers.count), [0, 0, 0])
        let file = SourceFile(contents: "func open(_ url: URL)\nfunc canOpen() {}")
        let canOpen = file.declarations.functions[1]
        XCTAssertEqual(file.tokens[canOpen.firstToken].line, 1)
    }

    func testModifierArguments() {
        let properties = SourceFile(contents: """
            class A {
                private(set) var a: Int?
                nonisolated(unsafe) static var b: Int?
                unowned(unsafe) var c: A
            }
            """).declarations.properties
        XCTAssertEqual(
            properties.map { $0.modifiers.map(\.description) }, [["private(set)"], ["nonisolated(unsafe)", "static"], ["unowned(unsafe)"]]
        )
    }

    /// The scanner recognises every keyword by its whole spelling, and none of the names that
    /// share its first bytes or its length; the index finds declarations by them.
    func testKeywordsAndTheirNearMisses() {
        for keyword in Keyword.allCases {
            let file = SourceFile(contents: "\(keyword.rawValue) \(keyword.rawValue)x x\(keyword.rawValue) `\(keyword.rawValue)`")
            XCTAssertEqual(file.tokens.map(\.keyword), [keyword, nil, nil, nil], keyword.rawValue)
            XCTAssertEqual(Keyword(spelling: keyword.rawValue), keyword)
        }
        XCTAssertNil(Keyword(spelling: "Let"))
        XCTAssertNil(Keyword(spelling: "precedencegroups"))
        XCTAssertEqual(SourceFile(contents: "a.didSet(\"let\") // var").tokens.compactMap(\.keyword), [.didSet])
        let declared = SourceFile(contents: """
            class A {}
            struct B {}
            enum C {}
            actor D {}
            protocol E {}
            extension A {}
            func f() {}
            struct G { init() {} subscript(i: Int) -> Int { i } var v: Int? }
            let w = 1
            """).declarations
        XCTAssertEqual(declared.types.map(\.name), ["A", "B", "C", "D", "E", "A", "G"])
        XCTAssertEqual(declared.functions.map(\.name), ["f", "init", "subscript"])
        XCTAssertEqual(declared.properties.map(\.name), ["v", "w"])
        let nearMisses = SourceFile(contents: """
            classes A {}
            protocolX B {}
            extensions C {}
            extensioN D {}
            subscripts(i: Int) {}
            funcs g() {}
            lets x = 1
            Class E {}
            """).declarations
        XCTAssertTrue(nearMisses.types.isEmpty)
        XCTAssertTrue(nearMisses.functions.isEmpty)
        XCTAssertTrue(nearMisses.properties.isEmpty)
    }
}
