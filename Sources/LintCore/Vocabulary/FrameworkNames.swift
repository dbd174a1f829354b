/// Apple's framework names open with a capitalised prefix of two or more letters:
/// `UIViewController`, `NSFetchedResultsController`, `AVPlayer`, `CLLocationManager`.
enum FrameworkNames {
    static func looksLikeFramework(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars.prefix(4))
        guard scalars.count == 4 else { return false }
        func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 65 && scalar.value <= 90 }
        func isLower(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 97 && scalar.value <= 122 }
        return isUpper(scalars[0]) && isUpper(scalars[1]) && isUpper(scalars[2]) && isLower(scalars[3])
    }
}
