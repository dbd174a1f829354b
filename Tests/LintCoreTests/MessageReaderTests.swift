import LintCore
import XCTest

final class MessageReaderTests: XCTestCase {
    private func read(_ chunks: [String]) -> [MessageReader.Message] {
        var reader = MessageReader()
        var messages: [MessageReader.Message] = []
        for chunk in chunks {
            reader.append(Array(chunk.utf8))
            while let message = reader.next() { messages.append(message) }
        }
        return messages
    }

    func testMessagesArriveInAnyChunks() {
        let stream = "Content-Length: 2\r\n\r\n{}Content-Type: x\r\ncontent-length:3\r\n\r\n[1]"
        let whole = read([stream])
        XCTAssertEqual(whole, [.body(Array("{}".utf8)), .body(Array("[1]".utf8))])
        XCTAssertEqual(read(stream.map { String($0) }), whole)
    }

    func testAMalformedHeaderIsSkippedAndTheNextMessageRead() {
        let messages = read(["Content-Length: -4\r\n\r\n", "Content-Length: 2\r\n\r\n{}"])
        XCTAssertEqual(messages.count, 2)
        guard case .malformed = messages[0] else { return XCTFail("\(messages)") }
        XCTAssertEqual(messages[1], .body(Array("{}".utf8)))
        guard case .malformed = read([String(repeating: "x", count: 9_000)]).first else { return XCTFail("a header without end") }
    }

    func testAHugeLengthIsRefusedNotBuffered() {
        guard case .malformed(let reason) = read(["Content-Length: 999999999999\r\n\r\n{}"]).first else {
            return XCTFail("a huge body was accepted")
        }
        XCTAssertTrue(reason.contains("more than"), reason)
    }

    /// After a frame whose header cannot be read, whatever it carried, the reader finds the next
    /// header and every message after it: one malformed report per bad frame.
    func testEachBadFrameCostsOnlyItself() {
        let valid = (1...5).map { "Content-Length: 8\r\n\r\n{\"id\":\($0)}" }.joined()
        let expected = (1...5).map { MessageReader.Message.body(Array("{\"id\":\($0)}".utf8)) }
        for bad in [
            "Content-Length: -4\r\n\r\n{\"method\":\"x\"}",
            "Content-Type: application/json\r\n\r\n{\"method\":\"x\"}",
            "Content-Length: 15\n\n{\"method\":\"x\"}",
            "{\"stray\":true}\r\n\r\n",
        ] {
            for chunks in [[bad + valid], (bad + valid).map { String($0) }] {
                let messages = read(chunks)
                XCTAssertEqual(messages.filter { if case .malformed = $0 { true } else { false } }.count, 1, bad)
                XCTAssertEqual(Array(messages.drop { if case .malformed = $0 { true } else { false } }), expected, bad)
            }
        }
    }

    /// A body over the limit is skipped as it arrives: one report, nothing buffered, and the
    /// message after it read.
    func testAnOversizedBodyIsSkippedWithOneReport() {
        var reader = MessageReader()
        var messages: [MessageReader.Message] = []
        let size = MessageReader.largestBody + 1_000
        reader.append(Array("Content-Length: \(size)\r\n\r\n".utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 65_536)
        var sent = 0
        while sent < size {
            let part = chunk.prefix(size - sent)
            reader.append(part)
            sent += part.count
            while let message = reader.next() { messages.append(message) }
        }
        reader.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
        while let message = reader.next() { messages.append(message) }
        XCTAssertEqual(messages.count, 2, "\(messages.prefix(3))")
        guard case .malformed(let reason) = messages.first else { return XCTFail("no report") }
        XCTAssertTrue(reason.contains("skipped"), reason)
        XCTAssertEqual(messages.last, .body(Array("{}".utf8)))
    }

    func testJSONValuesRoundTrip() throws {
        let value = try XCTUnwrap(JSONValue.parse(Array(#"{"a":[1,2.5,"x",null,true],"b":{"c":-3}}"#.utf8)))
        XCTAssertEqual(value["a"]?.array?.count, 5)
        XCTAssertEqual(value["b"]?["c"]?.int, -3)
        XCTAssertEqual(String(decoding: value.serialized, as: UTF8.self), #"{"a":[1,2.5,"x",null,true],"b":{"c":-3}}"#)
        XCTAssertNil(JSONValue.parse(Array("{".utf8)))
    }
}
