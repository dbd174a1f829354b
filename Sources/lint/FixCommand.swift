import LintCore

/// `lint --fix`: applies the violations' certain fixes file by file, each file written
/// atomically and only when something in it changes, and says what it fixed.
enum FixCommand {
    /// The paths of the files it changed.
    static func apply(_ violations: [Violation]) throws -> Set<String> {
        var byFile: [String: [Violation]] = [:]
        for violation in violations where violation.fix != nil { byFile[violation.path, default: []].append(violation) }
        var changed = Set<String>()
        for path in byFile.keys.sorted() {
            let fixable = byFile[path] ?? []
            let original: [UInt8]
            do {
                original = try FileReader.read(path)
            } catch {
                throw RunError(message: "cannot fix \(path): \(error)")
            }
            let (bytes, applied) = Fix.apply(fixable.compactMap(\.fix), to: original)
            guard bytes != original else { continue }
            do {
                try FileSystem.replace(path, with: bytes, keepingMode: true)
            } catch {
                throw RunError(message: "cannot write the fixes to \(path): \(error.reason)")
            }
            changed.insert(path)
            let rules = Set(fixable.filter { violation in applied.contains(violation.fix!) }.map(\.ruleIdentifier)).sorted()
            Console.error("\(path): fixed \(applied.count) (\(rules.joined(separator: ", ")))")
        }
        return changed
    }
}
