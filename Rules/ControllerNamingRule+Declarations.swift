import LintCore

/// What a type is and holds, read from its declarations (its header, its stored properties, an
/// enum's cases) rather than from any text of its methods: a router whose `push` takes a
/// `UIViewController` is still a router, and a type that holds a `FileManager` among a file tree,
/// an event stream and observers has collected more than the one it wraps.
extension ControllerNamingRule {
    /// The file's stored properties by the type that holds them, as the base names of their
    /// declared or initializing types (`let manager = CLLocationManager()` → `CLLocationManager`).
    /// Built the first time a candidate asks.
    final class HeldTypes {
        private var members: (properties: [Int: [Int]], functions: [Int: [Int]])?
        private var typesWithStaticState: Set<Int> = []

        /// Whether the type keeps stored state of its own, static or not.
        func holdsState(_ type: Int, in file: SourceFile) -> Bool {
            indices(in: file).properties[type] != nil || typesWithStaticState.contains(type)
        }

        func names(heldBy type: Int, in file: SourceFile) -> [String] {
            let properties = file.declarations.properties
            return (indices(in: file).properties[type] ?? []).map { Self.typeName(of: properties[$0], in: file) }
        }

        /// The types its methods take and return: `func make() -> UIAlertController` builds one.
        func signatureNames(of type: Int, in file: SourceFile) -> [String] {
            let functions = file.declarations.functions
            return (indices(in: file).functions[type] ?? []).flatMap { index in
                let function = functions[index]
                let types = function.parameters.map(\.type) + (function.returnType.map { [$0] } ?? [])
                return types.map { $0.unwrapped.baseName }
            }
        }

        /// Stored instance properties and functions by the type that holds them, built once.
        private func indices(in file: SourceFile) -> (properties: [Int: [Int]], functions: [Int: [Int]]) {
            if let members { return members }
            var properties: [Int: [Int]] = [:], functions: [Int: [Int]] = [:]
            for (index, property) in file.declarations.properties.enumerated() where property.isStored {
                guard let parent = property.parent else { continue }
                if property.modifiers.contains(.static) {
                    typesWithStaticState.insert(parent)
                } else {
                    properties[parent, default: []].append(index)
                }
            }
            for (index, function) in file.declarations.functions.enumerated() {
                if let parent = function.parent { functions[parent, default: []].append(index) }
            }
            members = (properties, functions)
            return (properties, functions)
        }

        private static func typeName(of property: PropertyDeclaration, in file: SourceFile) -> String {
            if let type = property.type { return type.unwrapped.baseName }
            // `= CLLocationManager()`, `= FileManager.default`: the initializer's first name.
            let equals = file.cursor(at: property.nameToken + 1)
            guard equals.text == "=", equals.next.isName else { return "" }
            return equals.next.text
        }
    }

    /// How many other objects a wrapper may hold beside the type it wraps: a delegate, its
    /// options, a continuation. Past that, it has collected jobs of its own.
    static let wrapperCompanions = 3

    /// The capitalised names ending in `suffix` that the type's declarations hold: its header, its
    /// methods' signatures, the types of its stored properties when it wraps one of them and little
    /// else, and for a type
    /// that holds nothing (a namespace of functions, a builder) its body.
    static func declaredTypeNames(
        endingIn suffix: String, of type: TypeDeclaration, at index: Int, held: HeldTypes, in file: SourceFile
    ) -> [String] {
        let headerEnd = type.body?.open ?? type.nameToken + 1
        var names = typeNames(endingIn: suffix, in: type.nameToken..<headerEnd, of: file)
        let stored = held.names(heldBy: index, in: file)
        if stored.isEmpty, type.kind != .protocol {
            let bodyEnd = min((type.body?.close ?? headerEnd) + 1, file.tokens.count)
            return typeNames(endingIn: suffix, in: type.nameToken..<bodyEnd, of: file)
        }
        let wrapped = stored.filter { $0.hasSuffix(suffix) }
        // Values a wrapper keeps beside the type it wraps are its readings, not other jobs.
        let companions = stored.filter { !$0.hasSuffix(suffix) && !$0.isEmpty && !FrameworkNames.valueTypes.contains($0) }
        if !wrapped.isEmpty, companions.count <= wrapperCompanions {
            for name in wrapped where !names.contains(name) { names.append(name) }
        }
        for name in held.signatureNames(of: index, in: file) where name.hasSuffix(suffix) && !names.contains(name) {
            names.append(name)
        }
        return names
    }

    /// A value named for the view controllers it is about: `enum SettingsViewController` listing a
    /// storyboard's scenes, `enum RootController { case onboarding(OnboardingViewController) }`, an
    /// enum of destinations (`enum SettingsController { case account, privacy }`), `struct
    /// PresentedController { let viewController: UIViewController }`. Its "Controller" is UIKit's
    /// view controller, not a claim to control anything; a struct whose methods merely take one is not.
    static func isAboutViewControllers(
        _ type: TypeDeclaration, at index: Int, held: HeldTypes, in file: SourceFile
    ) -> Bool {
        guard type.kind == .struct || type.kind == .enum || type.kind == .protocol, type.name.hasSuffix("Controller")
        else { return false }
        if type.name.hasSuffix("ViewController") { return true }
        switch type.kind {
        case .struct:
            return held.names(heldBy: index, in: file).contains { $0.hasSuffix("ViewController") }
        case .enum:
            return isDestinationList(type, at: index, held: held, in: file)
        default:
            return false
        }
    }

    /// An enum with cases and no static stored state: a list of places or scenes, whatever its
    /// cases carry.
    private static func isDestinationList(_ type: TypeDeclaration, at index: Int, held: HeldTypes, in file: SourceFile) -> Bool {
        guard let body = type.body, let close = body.close else { return false }
        // `static var current = …`: state kept in the enum's name, a manager's habit.
        if held.holdsState(index, in: file) { return false }
        return declaresCases(body.open..<close, in: file)
    }

    /// A `case` among the enum body's own declarations (not in a nested `switch`).
    private static func declaresCases(_ body: Range<Int>, in file: SourceFile) -> Bool {
        var depth = 0
        for position in body.dropFirst() {
            switch file.tokens[position].kind {
            case .leftBrace: depth += 1
            case .rightBrace: depth -= 1
            default: if depth == 0 && file.tokens[position].keyword == .case { return true }
            }
        }
        return false
    }

    /// `extension NETunnelProviderManager: VPNTunnelProviderManagerProtocol {}`: a framework type
    /// the file makes adopt protocols.
    static func frameworkConformances(in file: SourceFile) -> [(framework: String, protocols: [String])] {
        file.declarations.types.compactMap { type in
            guard type.kind == .extension, !type.inheritedTypes.isEmpty, FrameworkNames.prefix(of: type.name) != nil
            else { return nil }
            return (type.name, type.inheritedTypes.map(\.baseName))
        }
    }

    static func frameworkAdopters(_ summaries: [FileSummary]) -> [String: [String]] {
        var adopters: [String: [String]] = [:]
        for summary in summaries {
            for conformance in summary.frameworkConformances {
                for name in conformance.protocols { adopters[name, default: []].append(conformance.framework) }
            }
        }
        return adopters
    }

    /// `SimulatorTunnelProviderManager: VPNTunnelProviderManagerProtocol`, a protocol the project
    /// also makes `NETunnelProviderManager` adopt: a stand-in for the framework type, named after it.
    static func standsInForFrameworkType(_ question: Question, _ project: ProjectIndex) -> Bool {
        question.adoptedProtocols.contains { adopted in
            (project.frameworkAdopters[adopted] ?? []).contains { framework in
                guard let prefix = FrameworkNames.prefix(of: framework) else { return false }
                return question.type.name.hasSuffix(framework.dropFirst(prefix.count))
            }
        }
    }

    /// `extension UIColor { enum AlertController { static let tintColor = … } }`: a caseless enum
    /// inside an extension of a framework type groups that type's values for a framework role.
    static func isValueGroupOfFrameworkType(_ type: TypeDeclaration, in file: SourceFile) -> Bool {
        guard type.kind == .enum, let parent = type.parent, let body = type.body, let close = body.close else { return false }
        let holder = file.declarations.types[parent]
        guard holder.kind == .extension, FrameworkNames.prefix(of: holder.name) != nil else { return false }
        return !declaresCases(body.open..<close, in: file)
    }

    /// `PrivacyConfigurationManaging` adopted by `VPNPrivacyConfigurationManager`: a protocol that
    /// names the role (the suffix's verb, `Managing`, `Controlling`) the type's name ends in.
    static func roleProtocol(of type: TypeDeclaration, suffix: String) -> String? {
        type.inheritedTypes.map(\.baseName).first { roleName(of: $0, suffix: suffix).map(type.name.hasSuffix) ?? false }
    }

    /// `PrivacyConfigurationManaging` → `PrivacyConfigurationManager`, `FileManagerType` and
    /// `CallManagerProtocol` → `FileManager`, `CallManager`: the role a protocol names; nil when it
    /// names none ending in `suffix`.
    static func roleName(of protocolName: String, suffix: String) -> String? {
        let verb = suffix == "Controller" ? "Controlling" : String(suffix.dropLast(2)) + "ing"
        if protocolName.count > verb.count, protocolName.hasSuffix(verb) { return protocolName.dropLast(verb.count) + suffix }
        for ending in ["Type", "Protocol"] where protocolName.hasSuffix(suffix + ending) {
            return String(protocolName.dropLast(ending.count))
        }
        return nil
    }

    /// `NoopSessionProUIManager: SessionProUIManagerType`: a stand-in's prefix on the role's name;
    /// `SessionFileManager: FileManagerType`: the role is a framework type's, which it stands in for.
    static func standsInForRole(_ question: Question, suffix: String) -> Bool {
        guard let role = question.roleProtocol.flatMap({ roleName(of: $0, suffix: suffix) }) else { return false }
        let name = question.type.name
        if TestCode.standInPrefixes.contains(where: { name == $0 + role }) { return true }
        return unprefixedFrameworkTypes.contains(role) || FrameworkNames.prefix(of: role) != nil
    }

    /// `FetchedResultsController` → `FetchedResultController`: a word's plural `s` dropped, so a
    /// name in the singular still names the framework type it wraps.
    static func singular(_ name: some StringProtocol) -> String {
        var result = ""
        var pending: Character?
        for character in name {
            if let held = pending, !(held == "s" && character.isUppercase) { result.append(held) }
            pending = character
        }
        if let held = pending { result.append(held) }
        return result
    }

    /// The capitalised identifiers longer than `suffix` that end in it, in `range`, each once.
    static func typeNames(endingIn suffix: String, in range: Range<Int>, of file: SourceFile) -> [String] {
        let ending = Array(suffix.utf8)
        var names: [String] = []
        for token in file.tokens[range] {
            // Every identifier of the declaration is asked: compare bytes before making a String.
            guard token.kind == .identifier, token.end - token.start > Int32(ending.count),
                  file.bytes[Int(token.end) - ending.count..<Int(token.end)].elementsEqual(ending),
                  Byte.isUppercase(file.bytes[Int(token.start)]) else { continue }
            let word = file.text(of: token)
            if !names.contains(word) { names.append(word) }
        }
        return names
    }
}
