/// Which values a screen holds are its data — model values, identifiers, messages, collections
/// of models — as opposed to the objects it works with (views, child controllers, presenters,
/// services, handles), whose optionality says "not made yet" or "injected later". The project's
/// own declarations decide first (`DeclaredRole`); these names decide for the types it does not
/// declare, and for the declarations that do not say.
public enum ScreenData {
    /// Whether a property of type `text` (`User?`, `[Post]`, `[String: Post]?`) holds data: what
    /// the project declares its element type to be (`declared`) decides first, then its name.
    public static func isData(_ text: String, declared: (String) -> DeclaredRole = { _ in .undecided }) -> Bool {
        let element = elementType(text)
        if element.hasPrefix("any ") { return isData(String(element.dropFirst(4)), declared: declared) }
        let base = TypeReference.baseName(String(element))
        if base.isEmpty || base.first?.isUppercase != true || element.hasPrefix("(") { return false }
        switch declared(base) {
        case .data: return true
        case .object: return false
        case .undecided: break
        }
        // A framework's mode (`QLPreviewItemEditingMode`) is a value the screen is in, not an object.
        if frameworkData.contains(base) || base.hasSuffix("Mode") { return true }
        if notData.contains(base) || isFrameworkType(base) { return false }
        return !endsInWord(roleName(base), of: roleSuffixSet)
    }

    /// The type a property holds, optionals and collections opened: `Post` for `[Post]?`,
    /// `[String: Post]` and `Array<Post>`.
    public static func elementType(_ text: String) -> Substring {
        var text = Substring(text)
        while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
        if text.hasPrefix("[") && text.hasSuffix("]") {
            let inner = text.dropFirst().dropLast()
            let value = inner.split(separator: ":", maxSplits: 1).last.map { $0.drop { $0 == " " } } ?? inner
            return elementType(String(value))
        }
        let base = TypeReference.baseName(String(text))
        if let generic = text.firstIndex(of: "<"), ["Array", "Set", "ContiguousArray"].contains(base) {
            return elementType(String(text[text.index(after: generic)...].dropLast()))
        }
        return text
    }

    /// Whether a property's type is a collection: `[Post]?`, `[String: Post]!`, `Set<Tag>?`.
    public static func isCollection(_ text: String) -> Bool {
        var text = Substring(text)
        while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
        if text.hasPrefix("[") && text.hasSuffix("]") { return true }
        guard let generic = text.firstIndex(of: "<") else { return false }
        return ["Array", "Set", "ContiguousArray", "Dictionary"].contains(TypeReference.baseName(String(text[..<generic])))
    }

    /// Whether a camel-case name ends in one of `words` (`SpaceListViewModel` in `ViewModel`): each
    /// suffix starting at a capital is looked up, a handful of look-ups rather than a scan of the list.
    public static func endsInWord(_ name: Substring, of words: Set<Substring>) -> Bool {
        var index = name.utf8.endIndex
        while index > name.utf8.startIndex {
            index = name.utf8.index(before: index)
            let byte = name.utf8[index]
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"), words.contains(name[index...]) { return true }
        }
        return false
    }

    /// `SpaceListViewModelType` and `SessionProtocol` name the role before the suffix.
    private static func roleName(_ base: String) -> Substring {
        var name = Substring(base)
        for suffix in abstractionSuffixes where name.hasSuffix(suffix) {
            name = name.dropLast(suffix.count)
        }
        return name
    }

    /// `UIImage`, `CADisplayLink`, `AVPlayer`: Apple's frameworks' UI, media and system objects.
    private static func isFrameworkType(_ base: String) -> Bool {
        FrameworkNames.prefix(of: base) != nil
    }

    /// What an abstraction's or a stand-in's name adds to its role.
    private static let abstractionSuffixes = ["Protocol", "Type", "Interface", "Proxy", "Impl"] + TestCode.doubleSuffixes.sorted()

    /// Framework types that are values a screen shows or works on.
    public static let frameworkData: Set<String> = [
        "NSAttributedString", "NSURL", "NSData", "NSDate", "NSNumber", "NSManagedObjectID", "PHAsset", "CNContact",
        "EKEvent", "MKMapItem", "CLLocation", "CLLocationCoordinate2D", "CLPlacemark", "AVAsset", "AVURLAsset",
        "PKPass", "HKQuantitySample",
    ]

    /// Values that are the screen's geometry, flags or untyped storage rather than its data.
    public static let notData: Set<String> = [
        "Any", "AnyObject", "AnyHashable", "Bool", "CGFloat", "CGPoint", "CGSize", "CGRect", "CGVector", "IndexPath",
        "IndexSet", "NSRange", "Range", "ClosedRange", "TimeInterval", "DispatchTime", "Selector", "Void", "Never",
        "Double", "Float", "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer",
        "OpaquePointer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer",
    ]

    public static let roleSuffixSet = Set(roleSuffixes.map { Substring($0) })

    /// Objects a view controller works with, by the role their names state.
    public static let roleSuffixes = [
        "View", "Controller", "Button", "Label", "Field", "Recognizer", "Layer", "Window", "Presenter", "Coordinator",
        "DataSource", "Delegate", "Bar", "Cell", "Player", "Session", "Manager", "Service", "Provider", "Client",
        "Networking", "Network", "API", "Router", "Interactor", "Formatter", "Factory", "Builder", "Loader", "Fetcher",
        "Downloader", "Uploader", "Observer", "Monitor", "Tracker", "Helper", "Handler", "Engine", "Store",
        "Repository", "Cache", "Context", "Theme", "Queue", "Scheduler", "Timer", "Animator", "Generator", "Renderer",
        "Listener", "Subscriber", "Publisher", "Subject", "Relay", "Observable", "Signal", "Promise", "Future", "Task",
        "Operation", "Bag", "Token", "Bridge", "Transition", "Constraint", "Avoider", "Adjuster", "Throttler",
        "Debouncer", "Indicator", "Configurator", "Validator", "Parser", "Decoder", "Encoder", "Serializer", "Logger",
        "Reporter", "Worker", "Processor", "Dispatcher", "Executor", "Resolver", "Container", "Assembly", "Module",
        "Flow", "Navigator", "Wireframe", "ViewModel", "Configuration", "Config", "Preferences", "Settings", "Style",
        "Appearance", "Layout", "Menu", "Sheet", "Alert", "Picker", "Popover", "HUD", "Toast", "Overlay", "Gesture",
        "Recorder", "Camera", "Scanner", "Socket", "Connection", "Channel", "Stream", "Lock", "Semaphore", "Group",
        "Link", "Cancellable", "Disposable", "Subscription", "Observation", "Option", "Options", "Emitter", "Effect",
        "Action", "Callback", "Completion", "Closure", "Block", "Reactor", "Feature", "Environment", "Dependencies",
        "Storage", "Database", "Db", "DB", "Persistence", "Keychain", "Defaults", "Player", "Keyboard", "Font",
        "Color", "Colors", "Image", "Icon", "Palette", "Spinner", "Loading", "Refresher", "Paginator", "Pager",
        "Controls", "Control", "Handle", "Reference", "Wrapper", "Box", "Holder", "Host", "Hosting", "Streamer",
        "Consumer", "Producer", "Query", "Filter", "Pusher", "Summarizer", "Section", "Registration", "Request",
        "Watcher", "Poller", "Sampler", "Transformer", "Converter", "Mapper", "Sorter", "Matcher", "Finder",
        "Searcher", "Importer", "Exporter", "Syncer", "Synchronizer", "Coalescer", "Batcher", "Limiter",
        "Authenticator", "Array", "Tour", "Interface", "Error",
    ]

    /// `delegate`, `viewModel`, `itemSection`: a property named for a collaborator's role holds one,
    /// whatever its type is called.
    public static func namesCollaborator(_ property: String) -> Bool {
        guard let first = property.first else { return false }
        let name = first.uppercased() + property.dropFirst()
        return endsInWord(Substring(name), of: collaboratorRoleSet)
    }

    /// A string, number, date or identifier, or a collection of them: whatever the property is called
    /// (`label: String?`), it holds data.
    public static func isPlainValue(_ text: String) -> Bool {
        var text = Substring(text)
        while text.hasPrefix("[") && text.hasSuffix("]") { text = text.dropFirst().dropLast() }
        let name = TypeReference.baseName(String(text))
        return FrameworkNames.valueTypes.contains(name) || FrameworkNames.immutableDataClasses.contains(name)
    }

    public static let collaboratorRoleSet = Set(collaboratorRoles.map { Substring($0) })

    /// Whether a name says the screen calls it back (`delegate`, `dataSource`, `observer`) or
    /// shows it (`headerView`, `childController`): no dependency a creator injects.
    public static func namesCallbackOrView(_ name: String) -> Bool {
        guard let first = name.first else { return false }
        return endsInWord(Substring(first.uppercased() + name.dropFirst()), of: callbackAndViewRoleSet)
    }

    static let callbackAndViewRoleSet: Set<Substring> = [
        "Delegate", "DataSource", "Listener", "Observer", "Handler", "Callback", "Block", "Action", "Controller",
        "View", "Cell", "Button", "Label", "Layer", "Bar", "Window", "Item",
    ]

    /// The roles a property's own name gives its value (narrower than a type's: a `searchQuery` or
    /// an `errorImage` is data).
    public static let collaboratorRoles = [
        "Delegate", "DataSource", "ViewModel", "Presenter", "Coordinator", "Router", "Interactor", "Handler",
        "Manager", "Service", "Provider", "Client", "Authenticator", "Listener", "Observer", "Section", "Streamer",
        "Consumer", "Controller", "Store", "Repository", "Helper", "Formatter", "Factory", "Builder", "Loader",
        "Fetcher", "Tracker", "Monitor", "Engine", "Player", "Session", "Navigator", "Pusher", "Summarizer",
        "Registration", "View", "Cell", "Button", "Label", "Layer", "Bar", "Window",
    ]

    /// Whether a function's base name says it loads what it fills (`load`, `reloadData`,
    /// `fetchPosts`, `getData`, `refresh`, `requestTimeline`): a verb, then the end or a capital.
    public static func loads(_ function: String) -> Bool {
        Wording.startsWithVerb(function, loadingVerbs)
    }

    public static let loadingVerbs: [StaticString] = [
        "load", "reload", "fetch", "refetch", "get", "refresh", "request", "download", "query", "pull",
    ]
}
