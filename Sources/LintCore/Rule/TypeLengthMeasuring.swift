/// A rule that measures a file's types, so that `lint history` can chart the longest one
/// without knowing which rule measures it.
public protocol TypeLengthMeasuring: Sendable {
    /// The longest type the rule measures in `file`, with its length as the rule counts it.
    func longestType(in file: SourceFile) -> TypeLength?
    /// The file's lines of code as the rule counts them (`lint hotspots` ranks files by them).
    func codeLines(in file: SourceFile) -> Int
    /// Both, read once.
    func measures(of file: SourceFile) -> FileMeasure
}
