/// The names of Apple's frameworks the design rules know, defined once for every rule.
public enum FrameworkNames {
    /// The prefixes of Apple's framework types: `UIViewController`, `NSFetchedResultsController`,
    /// `AVPlayer`, `SCNView`, `MTLDevice`.
    public static let prefixes: Set<String> = [
        "AR", "AS", "AV", "CA", "CB", "CG", "CI", "CK", "CL", "CM", "CN", "EK", "GK", "GL", "HK", "LA", "MC", "MF", "MK",
        "MP", "MT", "NE", "NS", "NW", "PH", "PK", "QL", "RP", "SC", "SF", "SK", "SL", "ST", "UI", "UN", "VN", "WC",
        "WK", "SCN", "MTL", "XCT",
    ]

    /// `prefixes` as their bytes packed in a word, for telling a token's prefix without a String.
    private static let packedPrefixes = Set(prefixes.map { pack($0.utf8) })

    /// Whether the name in `range` of `bytes` opens with a framework prefix followed by a capital.
    public static func hasPrefix(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
        prefixLength(of: bytes[range]) != nil
    }

    /// The length of the framework prefix `name` opens with (3 tried first: `SCNNode` is `SCN`'s).
    private static func prefixLength(of name: ArraySlice<UInt8>) -> Int? {
        let start = name.startIndex
        for length in [3, 2] where name.count > length && isCapital(name[start + length]) {
            if packedPrefixes.contains(pack(name[start..<start + length])) { return length }
        }
        return nil
    }

    /// The value types of the standard library, Foundation and Core Graphics a property or an
    /// element holds as data: strings, numbers, dates, identifiers, geometry, and collections.
    public static let valueTypes: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal", "TimeInterval", "Date", "URL", "Data", "UUID",
        "IndexPath", "CGPoint", "CGSize", "CGRect", "AttributedString", "Array", "Dictionary", "Set",
    ]

    /// Foundation's immutable classes that hold data as a value does: a reference to one is still data.
    public static let immutableDataClasses: Set<String> = ["NSAttributedString", "NSNumber", "NSString", "NSURL", "NSDate"]

    /// The standard library's and Foundation's types without a prefix: no project type takes
    /// their names. By `NameSet` hash, told from a token's bytes.
    public static let standardTypeHashes = Set([
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "Bool", "Array", "ContiguousArray", "Set", "Dictionary", "Optional", "Result", "Range",
        "ClosedRange", "Date", "URL", "Data", "UUID", "Decimal", "IndexPath", "IndexSet", "URLRequest", "URLComponents",
        "URLQueryItem", "DateComponents", "DateFormatter", "ISO8601DateFormatter", "NumberFormatter", "JSONDecoder",
        "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "Timer", "DispatchQueue", "DispatchGroup",
        "DispatchWorkItem", "DispatchSemaphore", "Notification", "AttributedString", "Measurement", "Locale", "TimeZone",
        "Calendar", "Task", "TaskGroup", "AsyncStream", "AsyncThrowingStream",
    ].map { NameSet.hash(of: $0) })

    private static func pack<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Whether `name` is a type of Apple's frameworks (`UIColor`) or the standard library's
    /// (`String`, `Date`), which no project declares.
    public static func isPlatformType(_ name: String) -> Bool {
        prefix(of: name) != nil || standardTypeHashes.contains(NameSet.hash(of: name))
    }

    /// The framework prefix `name` opens with, followed by a capital (`UI` for `UIImage`, `SCN`
    /// for `SCNNode`); nil for a name that opens with none (`User`, `NoteEditor`).
    public static func prefix(of name: String) -> Substring? {
        prefixLength(of: ArraySlice(name.utf8.prefix(4))).map { name.prefix($0) }
    }

    /// Framework names open with a capitalised prefix of two or more letters: `UIViewController`,
    /// `NSFetchedResultsController`, `CLLocationManager`. Told by shape alone, for names no list holds.
    public static func looksLikeFramework(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars.prefix(4))
        guard scalars.count == 4 else { return false }
        func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 65 && scalar.value <= 90 }
        func isLower(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 97 && scalar.value <= 122 }
        return isUpper(scalars[0]) && isUpper(scalars[1]) && isUpper(scalars[2]) && isLower(scalars[3])
    }

    /// The framework's containers of screens: a subclass of one is a view controller too.
    public static let viewControllerContainers = [
        "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
        "UIHostingController", "NSWindowController",
    ]

    private static func isCapital(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
}
