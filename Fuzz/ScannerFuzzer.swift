import LintCore
import Rules

/// libFuzzer entry point: any bytes as a Swift file, through the scanner, the declaration
/// index, every rule (opt-in ones included, default options), the inline commands and every
/// reporter. A trap, a hang or an invariant broken below is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScanner(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let file = SourceFile(path: "Sources/Fuzz Input.swift", bytes: bytes)
    check(Scanner.scan(bytes, recordingClasses: true).classes.count == bytes.count, "one byte class per byte")
    for line in file.commentBlocks.flatMap(\.lines) {
        check(line.start <= line.end && line.end <= bytes.count, "a comment line lies inside the file")
    }
    _ = GeneratedCode.isGenerated(file)
    for command in InlineCommand.parse(file) {
        check(command.location.line <= file.lines.count, "a command lies on a line of the file")
    }
    let violations = Linter.validate(file, rules: ScannerFuzzer.rules)
    for violation in violations {
        check(violation.location.line >= 1 && violation.location.column >= 1, "locations are 1-based")
        check(violation.location.line <= max(1, file.lines.count), "a violation lies on a line of the file")
    }
    // Only the rules that reported are described: the rest is the same text on every run.
    let reported = Set(violations.map(\.ruleIdentifier))
    let context = ReportContext(
        currentDirectory: "/fuzz/project", rules: ScannerFuzzer.descriptions.filter { reported.contains($0.identifier) },
        toolVersion: "fuzz"
    )
    for reporter in Reporters.all {
        _ = reporter.report(violations, context: context)
    }
    return 0
}

private enum ScannerFuzzer {
    static let rules: [ConfiguredRule] = RuleRegistry.all.map { factory in
        var warnings: [ConfigurationWarning] = []
        do {
            return try factory.makeRule(configuration: nil, warnings: &warnings)
        } catch {
            fatalError("\(factory.identifier) has no default options: \(error)")
        }
    }

    static let descriptions = RuleRegistry.all.map(\.description)
}

private func check(_ condition: Bool, _ invariant: StaticString) {
    if !condition { fatalError("invariant broken: \(invariant)") }
}
