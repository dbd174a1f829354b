import LintCore

/// A file's functions and nested types by the type or extension that holds them, and its
/// extensions by the name they extend: indexed once per file, not once per type, so that a file
/// of many types stays linear.
struct MembersByType {
    var functionsByParent: [Int: [Int]] = [:]
    var typesByParent: [Int: [Int]] = [:]
    var extensionsByName: [String: [Int]] = [:]

    init(_ file: SourceFile) {
        let declarations = file.declarations
        for (index, function) in declarations.functions.enumerated() {
            if let parent = function.parent { functionsByParent[parent, default: []].append(index) }
        }
        for (index, type) in declarations.types.enumerated() {
            if let parent = type.parent { typesByParent[parent, default: []].append(index) }
            if type.kind == .extension { extensionsByName[type.name, default: []].append(index) }
        }
    }
}
