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

    func testJSONValuesRoundTrip() throws {
        let value = try XCTUnwrap(JSONValue.parse(Array(#"{"a":[1,2.5,"x",null,true],"b":{"c":-3}}"#.utf8)))
        XCTAssertEqual(value["a"]?.array?.count, 5)
        XCTAssertEqual(value["b"]?["c"]?.int, -3)
        XCTAssertEqual(String(decoding: value.serialized, as: UTF8.self), #"{"a":[1,2.5,"x",null,true],"b":{"c":-3}}"#)
        XCTAssertNil(JSONValue.parse(Array("{".utf8)))
    }
}
