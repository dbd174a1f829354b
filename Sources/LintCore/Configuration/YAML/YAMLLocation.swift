/// A 1-based line and column in configuration text.
///
/// Columns count Unicode scalars, so a location does not depend on how a terminal renders
/// combined characters.
public struct YAMLLocation: Equatable, Sendable {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
