@testable import LintCore
import XCTest

/// Renders each byte's class as one letter, line by line, so tests read like the source:
/// `c` code, `l` line comment, `b` block comment, `d` doc line comment, `D` doc block
/// comment, `s` string or regex literal.
func classMap(_ source: String) -> [String] {
    let scan = Scanner.scan(Array(source.utf8), recordingClasses: true)
    return scan.lines.map { line in
        String((Int(line.start)..<Int(line.end)).map { letter(scan.classes[$0]) })
    }
}

private func letter(_ byteClass: ByteClass) -> Character {
    switch byteClass {
    case .code: "c"
    case .lineComment: "l"
    case .blockComment: "b"
    case .docLineComment: "d"
    case .docBlockComment: "D"
    case .string: "s"
    }
}

func tokenTexts(_ source: String) -> [String] {
    let file = SourceFile(contents: source)
    return file.tokens.map { file.text(of: $0) }
}

/// A deterministic generator (SplitMix64) for property tests.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
