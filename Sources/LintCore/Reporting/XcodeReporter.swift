/// `path:line:col: warning: message (rule_id)`, as Xcode and most editors read it.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"
    public static let summary = "Xcode, editors and terminals: path:line:column: severity: message (rule_id)"

    public init() {}

    /// Written as bytes: a report can have thousands of lines, and interpolating each one
    /// cost more than the rest of reporting.
    public func report(_ violations: [Violation], context: ReportContext) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(violations.count * 128)
        var path: (original: String, relative: String)?
        for violation in violations {
            // Violations come sorted by path: each file's relative path is worked out once.
            if path?.original != violation.path {
                let shown = context.printsAbsolutePaths ? context.absolutePath(violation.path) : context.relativePath(violation.path)
                path = (violation.path, shown)
            }
            output.append(contentsOf: path!.relative.utf8)
            output.append(UInt8(ascii: ":"))
            output.appendDecimal(violation.location.line)
            output.append(UInt8(ascii: ":"))
            output.appendDecimal(violation.location.column)
            output.append(contentsOf: ": \(violation.severity.rawValue): ".utf8)
            output.appendOnOneLine(context.statesRemediesOnce ? violation.fact : violation.message)
            output.append(contentsOf: " (".utf8)
            output.append(contentsOf: violation.ruleIdentifier.utf8)
            output.append(contentsOf: ")\n".utf8)
        }
        if context.statesRemediesOnce { output.append(contentsOf: Self.remedies(of: violations).utf8) }
        return String(decoding: output, as: UTF8.self)
    }

    /// Each rule's advice, once, after the warnings whose lines left it out.
    static func remedies(of violations: [Violation]) -> String {
        let remedies = Violation.remedies(of: violations)
        guard !remedies.isEmpty else { return "" }
        return "\nWhat to do (`--verbose` repeats it on every warning):\n"
            + remedies.map { "  \($0.rule): \(Self.sentenceInside($0.remedy.replacingNewlines()))\n" }.joined()
    }

    /// "A part that does…", a sentence of its message, as it reads after a rule's name: "a part that does…".
    private static func sentenceInside(_ remedy: String) -> String {
        guard let first = remedy.first, first.isUppercase, remedy.dropFirst().first?.isUppercase != true else { return remedy }
        return first.lowercased() + remedy.dropFirst()
    }
}

extension [UInt8] {
    /// `text` with each line feed and carriage return as a space.
    mutating func appendOnOneLine(_ text: String) {
        let start = count
        append(contentsOf: text.utf8)
        withUnsafeMutableBufferPointer { bytes in
            for index in start..<bytes.count where bytes[index] == Byte.lf || bytes[index] == Byte.cr {
                bytes[index] = Byte.space
            }
        }
    }

    /// Digits written in place from the last: appending each digit and reversing them cost
    /// about 750 instructions a number, a third of a report line.
    mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digitCount = 1
        var rest = magnitude / 10
        while rest > 0 {
            digitCount += 1
            rest /= 10
        }
        let start = count
        for _ in 0..<digitCount { append(UInt8(ascii: "0")) }
        withUnsafeMutableBufferPointer { bytes in
            var index = start + digitCount - 1
            while magnitude > 0 {
                bytes[index] += UInt8(magnitude % 10)
                magnitude /= 10
                index -= 1
            }
        }
    }
}

extension String {
    /// Each line feed and carriage return as a space, so a report line stays one line. Read on
    /// UTF-8 (once per violation): a `\r\n` pair is one Character, which a Character
    /// comparison with `\n` or `\r` does not match.
    func replacingNewlines() -> String {
        guard utf8.contains(where: { $0 == Byte.lf || $0 == Byte.cr }) else { return self }
        var bytes: [UInt8] = []
        bytes.appendOnOneLine(self)
        return String(decoding: bytes, as: UTF8.self)
    }
}
