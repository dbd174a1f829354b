extension SourceFile {
    /// The file's syntax outline, built the first time a rule asks and shared after.
    public var outline: SyntaxOutline { outlineCache.value(for: self) }
}

/// Holds a file's outline once built: most runs ask for it from several rules, some never.
final class OutlineCache: @unchecked Sendable {
    private let lock = Lock()
    private var outline: SyntaxOutline?

    func value(for file: SourceFile) -> SyntaxOutline {
        lock.withLock {
            if let outline { return outline }
            var builder = OutlineBuilder(reader: TokenReader(bytes: file.bytes, tokens: file.tokens), declarations: file.declarations)
            let built = builder.build()
            outline = built
            return built
        }
    }
}
