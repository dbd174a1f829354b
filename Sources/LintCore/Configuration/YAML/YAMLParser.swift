/// Parses the YAML subset used by configuration files: block and flow mappings and sequences,
/// plain and quoted scalars, comments and an optional `---` line.
///
/// Anchors, aliases, tags, block scalars, multi-line scalars and multiple documents are
/// rejected with an error that names the line and column.
public enum YAMLParser {
    /// The document's root node; an empty or comment-only document is a null node at 1:1.
    public static func parse(_ text: String) throws(YAMLError) -> YAMLNode {
        var reader = YAMLReader(text: text)
        return try reader.parseDocument()
    }
}
