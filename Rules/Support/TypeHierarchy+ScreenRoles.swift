import LintCore

/// What a property's type is to the screen that holds it, by what the project declares: data
/// (a mode, a moment or a group can hold it), a collaborator injected into the screen, or an
/// object the screen shows or calls back.
extension TypeHierarchy {
    /// What the declarations say `name` is, through its superclasses: a subclass of a
    /// framework's class (a view, a screen) is an object.
    func declaredRole(of name: String, roles: [String: DeclaredRole]) -> DeclaredRole {
        for ancestor in ancestors(startingAt: name) {
            if let role = roles[ancestor], role != .undecided { return role }
            if ancestor != name, ancestor != "NSObject", FrameworkNames.prefix(of: ancestor) != nil { return .object }
        }
        return .undecided
    }

    /// Whether an optional of type `wrapped` named `name` holds data rather than an object the
    /// screen works with: what the project declares the type to be decides; for a type the
    /// declarations leave undecided, its name and the property's (`delegate`, `viewModel`).
    func holdsData(_ wrapped: String, named name: String, roles: [String: DeclaredRole]) -> Bool {
        let declared = { declaredRole(of: $0, roles: roles) }
        guard ScreenData.isData(wrapped, declared: declared) else { return false }
        let element = TypeReference.baseName(String(ScreenData.elementType(wrapped)))
        return declared(element) == .data || !ScreenData.namesCollaborator(name) || ScreenData.isPlainValue(wrapped)
    }

    /// Whether it holds a collaborator the screen is given (a view model, a service, a store): no
    /// data, so no mode or moment, but one every creator gives and the screen keeps is a
    /// dependency to inject. Not a view or a screen (a subclass of a framework's class), nor what
    /// the screen calls back (a delegate, an observer).
    func holdsInjectedCollaborator(_ wrapped: String, named name: String) -> Bool {
        let element = TypeReference.baseName(String(ScreenData.elementType(wrapped)))
        guard element.first?.isUppercase == true, !ScreenData.namesCallbackOrView(name),
              !ScreenData.namesCallbackOrView(element), element != "Any", element != "AnyObject" else { return false }
        return !ancestors(startingAt: element).contains { ancestor in
            ancestor != element && ancestor != "NSObject" && FrameworkNames.prefix(of: ancestor) != nil
        }
    }

    /// Whether a screen is AppKit's: a subclass of `NSViewController` or `NSWindowController`.
    func isAppKitScreen(_ name: String) -> Bool {
        ancestors(startingAt: name).contains { ancestor in
            ancestor.hasPrefix("NS") && (ancestor.hasSuffix("ViewController") || ancestor.hasSuffix("WindowController"))
        }
    }
}
