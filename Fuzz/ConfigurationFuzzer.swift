import LintCore
import Rules

/// libFuzzer entry point: any bytes as configuration text (decoded lossily), through the
/// YAML-subset parser, the configuration reader and the rule selection with every rule's
/// options. Errors are expected; a trap, a hang or an error outside the text is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = data.map { String(decoding: UnsafeBufferPointer(start: $0, count: size), as: UTF8.self) } ?? ""
    let lines = lineLengths(of: text)
    do {
        var pending = [try YAMLParser.parse(text)]
        while let node = pending.popLast() {
            check(isInside(node.location, lines), "a node lies inside the text")
            pending += node.sequence ?? []
            for entry in node.mapping ?? [] {
                check(isInside(entry.keyLocation, lines), "a key lies inside the text")
                pending.append(entry.value)
            }
        }
    } catch {
        check(isInside(error.location, lines), "a YAML error lies inside the text")
        check(!error.message.isEmpty, "a YAML error has a message")
    }
    guard let configuration = try? Configuration.parse(text, file: "/fuzz/.swiftlint-style.yml", rootDirectory: "/fuzz")
    else { return 0 }
    _ = try? RuleSelection.resolve(configuration, factories: RuleRegistry.all)
    return 0
}

/// The length of each line in Unicode scalars, as the parser counts columns: lines end at
/// LF, CRLF or a lone CR, and a leading byte order mark is not text.
private func lineLengths(of text: String) -> [Int] {
    var lengths = [0]
    var previous: Unicode.Scalar?
    var scalars = Substring(text).unicodeScalars
    if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
    for scalar in scalars {
        if scalar == "\n" && previous == "\r" {
            // The second half of a CRLF.
        } else if scalar == "\n" || scalar == "\r" {
            lengths.append(0)
        } else {
            lengths[lengths.count - 1] += 1
        }
        previous = scalar
    }
    return lengths
}

/// On a character of the text or just past the end of a line.
private func isInside(_ location: YAMLLocation, _ lines: [Int]) -> Bool {
    (1...lines.count).contains(location.line) && (1...(lines[location.line - 1] + 1)).contains(location.column)
}

private func check(_ condition: Bool, _ invariant: StaticString) {
    if !condition { fatalError("invariant broken: \(invariant)") }
}
