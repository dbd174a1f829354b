import LintCore

/// libFuzzer entry point: any bytes as a Swift file, through the scanner, the declaration
/// index and the syntax outline (blocks, partners, literals, subscripts, loops, locals, enum
/// cases), then `SyntaxOutline.brokenInvariant(in:)`: blocks open before they close and nest
/// in their parents, partners are mutual, every record lies in the file and in its block.
/// A trap, a hang or a broken invariant is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOutline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let file = SourceFile(path: "Sources/Fuzz Input.swift", bytes: bytes)
    let outline = file.outline
    if let broken = outline.brokenInvariant(in: file) { fatalError("invariant broken: \(broken)") }
    // The lookups answer for any position, in the file or not.
    for position in [-1, 0, file.tokens.count / 2, file.tokens.count] {
        _ = outline.local(named: "a", before: position)
        _ = outline.enclosingBlocks(of: position).reduce(0) { $0 + $1 }
    }
    _ = outline.literals.dataLineCount(in: 0..<file.lines.count)
    return 0
}
