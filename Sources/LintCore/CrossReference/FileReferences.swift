/// What one file tells the project about its types' instances: where it creates instances and
/// what it sets on them, and where it assigns their members. Taken once per file;
/// `CrossReference` joins every file's.
public struct FileReferences: Sendable {
    public var path: String
    public var creations: [Creation] = []
    public var assignments: [MemberAssignment] = []
    /// Functions that return a type by name (`static func make() -> DetailViewController`):
    /// calls to them create that type.
    public var factories: [Factory] = []
    /// The initializers the file declares, with their parameters: which arguments a creation
    /// leaves to defaults.
    public var initializers: [InitializerDeclaration] = []
    /// The functions the file declares that return an optional (`func url(for:) -> URL?`), by
    /// `NameSet` hash: a member a creation sets from a call to one may be nil.
    public var optionalReturning: [UInt64] = []
    /// The properties the file declares optional (`let shipping: Shipping?`), by `NameSet` hash,
    /// with the type that declares each (hashed too): a member a creation sets from a read of one
    /// may be nil.
    public var optionalProperties: [(type: UInt64, name: UInt64)] = []
    /// Members set to `nil` on a receiver the file does not resolve (`(root as? Tabs)?.connection
    /// = nil`), or changed in place there (`delegate?.devices?.remove(at: 0)`), by `NameSet` hash:
    /// another object's code clears or changes them. Hashes, not Strings: most are a cell's or a view's.
    public var changedFromOutside: [UInt64] = []
    /// Members set on any receiver the file does not resolve (`detail.note = n`), by `NameSet`
    /// hash: a member no code sets, there or on `self`, holds nothing but its initial value.
    public var membersSetOnOthers: [UInt64] = []
    /// Changes a class's own code makes to its member in place, without assigning it: a
    /// mutating call (`ranges.remove(at: i)`), a subscript's or a field's assignment
    /// (`ranges[i] = r`, `draft?.title = t`).
    public var inPlaceChanges: [InPlaceChange] = []
    /// The classes the file declares, by name: a name two declare (one per target) is not
    /// one type, and what the project makes of it cannot be told apart.
    public var declaredClasses: [String] = []
    /// The methods the file declares, as `NameSet` hashes of `Type.signature`: a call's
    /// signature names one overload only where one is declared so.
    public var declaredMethods: [UInt64] = []
    /// The functions the file declares that call a closure parameter, by `NameSet` hash: in place
    /// (in their own body) and later (inside a closure of theirs, as a request's response).
    public var callsBackInPlace: [UInt64] = []
    public var callsBackLater: [UInt64] = []

    public init(path: String) {
        self.path = path
    }
}

/// Which parts of the cross-reference a rule reads: the engine takes only those from each file.
public struct CrossReferenceParts: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Creations (with what is set on each new instance) and factories.
    public static let creations = CrossReferenceParts(rawValue: 1)
    /// Only the assignments a class's, an actor's or an extension's own code makes to its members
    /// on `self`, and any type's to the members of instances it keeps in stored properties
    /// declared with their type: a rule that asks nothing of other receivers (most assignments
    /// are to a view's or a cell's) or of value types' own state is spared them.
    public static let selfAssignments = CrossReferenceParts(rawValue: 8)
    public static let all: CrossReferenceParts = [.creations, .selfAssignments]
}

/// Where code runs: the function (or accessor) it is written in and the type or extension
/// around that.
public struct CodePlace: Sendable, Hashable {
    /// The type or extension whose body holds the function; nil at the top level.
    public let type: String?
    /// `viewDidLoad()`, `init(user:)`, `title.didSet`; nil outside any function.
    public let function: String?
    /// 1-based.
    public let line: Int

    /// The function's base name: `init` for `init(user:)`.
    public let functionBaseName: String?

    public init(type: String?, function: String?, line: Int) {
        self.init(type: type, function: function, functionBaseName: function.map(Self.baseName), line: line)
    }

    /// With the base name made once per function, not once per record.
    init(type: String?, function: String?, functionBaseName: String?, line: Int) {
        self.type = type
        self.function = function
        self.functionBaseName = functionBaseName
        self.line = line
    }

    public static func baseName(_ function: String) -> String {
        guard let end = function.utf8.firstIndex(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ".") }) else {
            return function
        }
        return String(function[..<end])
    }
}

/// How an instance comes to be.
public enum CreationKind: String, Sendable {
    /// `Foo(…)`, `Foo.init(…)`, `let foo: Foo = .init(…)`.
    case initializer
    /// `storyboard.instantiateViewController(withIdentifier:) as? Foo`.
    case storyboard
    /// `segue.destination as? Foo`.
    case segue
    /// `nib.instantiate(withOwner:)…as? Foo`, `Bundle.main.loadNibNamed(…)`.
    case nib
    /// `Foo.make(…)`: a call to a function the project declares returning `Foo`.
    case factory
}

/// An instance of a type created in a function, and what that function does to it before
/// it is shown, passed on or returned.
public struct Creation: Sendable {
    /// The created type's name as written (`Foo`, `Module.Foo` → `Foo`); for a factory call,
    /// the factory's name until the cross-reference resolves it.
    public var typeName: String
    public var kind: CreationKind
    public var place: CodePlace
    /// The initializer's argument labels (`_` for none): `init(user:)` is `["user"]`.
    public var labels: [String] = []
    /// What each argument is, beside `labels`.
    public var arguments: [ValueKind] = []
    /// Where each argument's value comes from, beside `labels`: the `NameSet` hash of the
    /// function it calls or the member it reads (`order.shipping`), or 0.
    public var argumentSources: [UInt64] = []
    /// The name the new instance is bound to (`let screen = Foo()`), if any.
    public var binding: String?
    /// Members assigned on the instance (`screen.user = user`) before it is passed on.
    public var setMembers: [String] = []
    /// Those of `setMembers` given a value that may be nil: an optional parameter or property
    /// passed on (`screen.engine = engine` with `engine: Engine?`), or an optional chain, `as?`
    /// or `try?`. Whether this creation sets them is decided as the app runs.
    public var maybeNilMembers: [String] = []
    /// Members of `setMembers` given the result of a call (`screen.url = link(for: post)`), with
    /// the function called: the project says whether it may return nil.
    public var membersFromCalls: [MemberFromCall] = []
    /// Methods called on the instance (`screen.configure(with: user)`) before it is passed on.
    public var calledMembers: [String] = []
    /// Those of `calledMembers` passed a value that may be nil (`screen.show(article)` with
    /// `article: Article?`): what they set, they set maybe.
    public var maybeNilCalls: [String] = []
    /// Members assigned on the instance later than the code that makes it: in a callback, a
    /// task or after an `await` (`api.load { screen.user = $0 }`), before or after it is passed on.
    public var laterMembers: [String] = []
    /// Methods called on the instance later than the code that makes it (`api.load {
    /// screen.show($0) }`).
    public var laterCalledMembers: [String] = []
    /// The instance is passed on (shown, handed to a call) by the code that makes it, not in a
    /// callback: what that code fills later arrives while the instance is in use. Passed on
    /// only inside the callback, the instance waits for what the callback sets first.
    public var isPassedOnInPlace = false
    /// The instance is returned from its function (`return Foo()`, `return screen`): a
    /// factory's, whose callers are the real creation sites.
    public var isReturned = false
    /// For a creation through a factory, the factory's declaring type and name (`Screen.make`).
    public var factory: String?
    /// For a factory called on a type (`Screen.instantiate(…)`), that type: what a factory
    /// returning `Self` makes.
    public var staticReceiver: String?

    public init(typeName: String, kind: CreationKind, place: CodePlace) {
        self.typeName = typeName
        self.kind = kind
        self.place = place
    }
}

/// A member set from the result of a call, and the function's name.
public struct MemberFromCall: Sendable, Equatable {
    public var member: String
    /// The function the value calls, or the member it reads (`order.shipping`).
    public var function: String
}

/// An initializer a type declares.
public struct InitializerDeclaration: Sendable {
    /// The type or extension whose body declares it.
    public var type: String
    /// `init(user:style:)`.
    public var signature: String
    public var parameters: [InitializerParameter]
}

extension InitializerDeclaration {
    /// For each parameter, the position of the argument a call with `labels` passes it, nil
    /// where the call leaves it to its default; nil when the call does not fit this initializer.
    public func arguments(forLabels labels: [String]) -> [Int?]? {
        var mapping: [Int?] = []
        var next = 0
        for parameter in parameters {
            if next < labels.count, labels[next] == parameter.label {
                mapping.append(next)
                next += 1
            } else if parameter.hasDefault {
                mapping.append(nil)
            } else {
                return nil
            }
        }
        return next == labels.count ? mapping : nil
    }
}

public struct InitializerParameter: Sendable {
    /// `_` for none.
    public var label: String
    /// The name the body uses.
    public var name: String
    public var hasDefault: Bool
    /// `= nil`: left out, the argument is absent.
    public var defaultsToNil: Bool
    public var isOptional: Bool
}

/// A function that returns an instance of a type by name.
public struct Factory: Sendable {
    public var name: String
    public var returnType: String
    public var owner: String?
    /// `instantiate(message:delegate:)`: overloads make their instance each their own way.
    public var signature: String
    /// The argument labels a call passes, `_` for none, defaults aside.
    public var labels: [String]
}

/// What code is running inside when it assigns.
public struct CodeContext: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Inside any closure.
    public static let closure = CodeContext(rawValue: 1)
    /// Inside a closure handed to something that may run it later (a completion handler, a
    /// subscription, `DispatchQueue.main.async`), not to `map` or `forEach`.
    public static let callback = CodeContext(rawValue: 2)
    /// Inside `Task { … }` or `Task.detached { … }`.
    public static let task = CodeContext(rawValue: 4)
    /// After an `await` in the same function or closure.
    public static let afterAwait = CodeContext(rawValue: 8)
    /// Inside a callback that runs each time a value changes (`sink`, `observe`, `addObserver`,
    /// `onReceive`, `subscribe`): a stream kept current, not one value arriving.
    public static let subscription = CodeContext(rawValue: 16)
    /// Inside a callback handed to a call whose name says it loads (`api.loadUser { … }`,
    /// `fetch(id) { … }`): the request's result.
    public static let loading = CodeContext(rawValue: 32)

    /// Later than the function that holds it: in a callback, a task or after an `await`.
    public var isLater: Bool { !isDisjoint(with: [.callback, .task, .afterAwait]) }
}

/// What a value or an argument is, as written.
public enum ValueKind: Sendable, Hashable {
    case nilLiteral
    case boolLiteral(Bool)
    /// A number, a string or another literal.
    case literal
    case expression
    /// An expression that may be nil as written: an optional parameter or property passed on,
    /// an optional chain, `as?`, `try?` (read for a creation's arguments, and for a value given to
    /// an optional the file declares).
    case maybeNil
}

/// A member a class's own code changes in place (`ranges.remove(at: i)`, `ranges[i] = r`).
public struct InPlaceChange: Sendable {
    public var member: String
    public var place: CodePlace
    /// Through one of its fields or elements (`draft?.title = t`, `items[i].name = n`): a change
    /// of the member only when what it holds is a value, not an object it refers to.
    public var throughField: Bool
}

/// `receiver.member = value`, or `member = value` inside the member's own type.
public struct MemberAssignment: Sendable {
    public var member: String
    /// `self` for `self.member` and a bare `member`; otherwise the receiver as written
    /// (`screen`, `self.child`).
    public var receiver: String
    public var place: CodePlace
    public var context: CodeContext
    public var value: ValueKind
    /// The name assigned when the value is one (`self.user = user`): an initializer's parameter
    /// passes on what its caller gave.
    public var valueName: String?
    /// The receiver's type when the receiver is a stored property of the type around the code,
    /// declared with its type (`viewer.history = …` with `private let viewer: HistoryViewer`):
    /// another type's instance the code keeps, such as the screen a coordinator shows.
    public var receiverType: String?
    /// The function the callback it is written in is handed to, by `NameSet` hash; 0: none known.
    public var callee: UInt64 = 0
    public var isOnSelf: Bool { receiver == "self" }
}
