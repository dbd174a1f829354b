import Foundation
import XCTest

/// Broken, huge and strange files: no crash, no hang (the runner kills after 20 s), a message
/// naming the file, and the documented exit code.
final class HostileInputTests: CLITestCase {
    @discardableResult
    private func writeBytes(_ path: String, _ bytes: [UInt8]) throws -> URL {
        let url = project.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url
    }

    func testBinaryFileIsNamedAndTheOthersAreStillLinted() throws {
        try writeBytes("Image.swift", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 64))
        try write("Feed.swift", "class FeedManager {}\n")
        let result = try lint()
        assertStatus(result, 1)
        XCTAssertTrue(result.stderr.contains("Image.swift: file looks binary"), result.stderr)
        XCTAssertEqual(result.violations.map(\.description), ["Feed.swift:1:7: warning controller_naming"])
    }

    /// swiftc reads UTF-8 only ("input files must be encoded as UTF-8 instead of UTF-16"), so lint
    /// does not lint a UTF-16 file either, but says what it is and how to convert it.
    func testUTF16FileIsNamedWithItsEncodingAndTheOthersAreStillLinted() throws {
        let units = "class WideManager {}\n".utf16
        try writeBytes("Little.swift", [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        try writeBytes("Big.swift", [0xFE, 0xFF] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        try write("Feed.swift", "class FeedManager {}\n")
        let result = try lint()
        assertStatus(result, 1)
        XCTAssertEqual(result.stderrLines, [
            "error: Big.swift: file is UTF-16 (big-endian); lint reads UTF-8, as the Swift compiler does: "
                + "convert it with `iconv -f UTF-16 -t UTF-8`",
            "error: Little.swift: file is UTF-16 (little-endian); lint reads UTF-8, as the Swift compiler does: "
                + "convert it with `iconv -f UTF-16 -t UTF-8`",
            summary(warnings: 1, errors: 0, files: 1),
        ])
        XCTAssertEqual(result.violations.map(\.description), ["Feed.swift:1:7: warning controller_naming"])
    }

    func testStrayNulAndInvalidUTF8AreLinted() throws {
        let invalid: [UInt8] = [0xFF, 0xFE, 0xC3]
        try writeBytes("Odd.swift", Array("// comment ".utf8) + invalid + Array("\nlet s = \"".utf8) + invalid
            + Array("\"\nclass Bad".utf8) + invalid + Array("Manager {}\nlet nul = 1\u{0}\nclass UserManager {}\n".utf8))
        let result = try lint()
        assertStatus(result, 0)
        XCTAssertEqual(result.violations.map(\.description), [
            "Odd.swift:3:7: warning controller_naming", "Odd.swift:5:7: warning controller_naming",
        ])
        XCTAssertTrue(result.stdout.contains("Bad\u{FFFD}"), "lossy decoding shows the bad bytes: \(result.stdout)")
    }

    func testEmptyFileAndLoneCarriageReturns() throws {
        try write("Empty.swift", "")
        try write("Classic.swift", "// old Mac line endings\rclass UserManager {}\rlet x = 1\r")
        let result = try lint()
        XCTAssertEqual(result.violations.map(\.description), ["Classic.swift:2:7: warning controller_naming"])
        XCTAssertEqual(result.stderrLines.last, summary(warnings: 1, errors: 0, files: 2))
    }

    func testHugeInputs() throws {
        try write("Line.swift", "let s = \"" + String(repeating: "a", count: 10_000_000) + "\"\n")
        try write("Lines.swift", String(repeating: "\n", count: 3_000_000) + "class UserManager {}\n")
        let result = try lint()
        assertStatus(result, 0)
        XCTAssertEqual(result.violations.map(\.description), ["Lines.swift:3000001:7: warning controller_naming"])
    }

    func testDeepNesting() throws {
        let depth = 100_000
        try write("Braces.swift", String(repeating: "{", count: depth) + String(repeating: "}", count: depth))
        try write("Parens.swift", "let x = " + String(repeating: "(", count: depth) + String(repeating: ")", count: depth))
        try write("Comments.swift", String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth))
        try write("Strings.swift", "let s = " + String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth))
        try write("Types.swift", String(repeating: "class A { ", count: 20_000))
        let result = try lint()
        XCTAssertTrue([0, 2].contains(result.status), "exit \(result.status): \(result.stderr)")
        XCTAssertFalse(result.stderr.contains("error:"), result.stderr)
    }

    func testUnterminatedLiteralsAndUnbalancedConditionals() throws {
        try write("Raw.swift", "let r = #\"never closed\nclass UserManager {}\n")
        try write("Multi.swift", "let m = \"\"\"\nclass HiddenManager {}\n")
        try write("Block.swift", "/* never closed\nclass HiddenToo {}\n")
        try write("If.swift", "#endif\n#else\nclass DataManager {}\n#if A\n#if B\n")
        let result = try lint()
        assertStatus(result, 0)
        XCTAssertEqual(result.violations.map(\.description), [
            "If.swift:3:7: warning controller_naming", "Raw.swift:2:7: warning controller_naming",
        ])
    }

    func testConfigurationPathThatIsADirectory() throws {
        try write("Feed.swift", "struct Feed {}\n")
        try makeDirectory("conf.yml")
        let result = try lint("--config", "conf.yml")
        assertStatus(result, 1)
        XCTAssertTrue(result.stderr.contains("conf.yml: configuration path is a directory"), result.stderr)
    }

    func testPathsWithSpacesAndNonASCII() throws {
        try write("Sources/Ünïcode Folder/Café Manager.swift", "class CaféManager {}\n")
        let result = try lint()
        XCTAssertEqual(result.violations.map(\.description), [
            "Sources/Ünïcode Folder/Café Manager.swift:1:7: warning controller_naming",
        ])
    }
}
