import Foundation
import XCTest

/// `lint lsp` over standard input and output: a scripted session, and input no client sends.
final class LanguageServerTests: CLITestCase {
    private func frame(_ json: String) -> String {
        "Content-Length: \(json.utf8.count)\r\n\r\n\(json)"
    }

    /// The JSON objects the server wrote, in order.
    private func messages(_ output: String) throws -> [[String: Any]] {
        var bytes = Array(output.utf8)[...]
        var found: [[String: Any]] = []
        while let range = bytes.firstRange(of: Array("\r\n\r\n".utf8)) {
            let header = String(decoding: bytes[..<range.lowerBound], as: UTF8.self)
            let length = try XCTUnwrap(Int(header.replacingOccurrences(of: "Content-Length: ", with: "")), header)
            let body = bytes[range.upperBound..<range.upperBound + length]
            found.append(try XCTUnwrap(JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]))
            bytes = bytes[(range.upperBound + length)...]
        }
        return found
    }

    private func initialize() -> String {
        frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"\#(project.absoluteString)","capabilities":{}}}"#)
    }

    func testASessionPublishesDiagnosticsAndEndsCleanly() throws {
        try write("Sources/Other.swift", "struct Other {}\n")
        let uri = project.appendingPathComponent("Sources/Feed.swift").absoluteString
        let session = initialize()
            + frame(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
            + frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":"class FeedManager {}\n"}}}"#)
            + frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
            + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try lint("lsp", stdin: session)
        assertStatus(result, 0)
        let sent = try messages(result.stdout)
        let initialized = try XCTUnwrap(sent.first { $0["id"] as? Int == 1 }?["result"] as? [String: Any])
        XCTAssertEqual((initialized["serverInfo"] as? [String: Any])?["name"] as? String, "lint")
        let published = sent.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
        let diagnostics = try XCTUnwrap((published.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.map { $0["code"] as? String }, ["controller_naming"])
        XCTAssertEqual(diagnostics.first?["source"] as? String, "lint")
        XCTAssertNotNil(sent.first { $0["id"] as? Int == 2 && $0.keys.contains("result") })
    }

    /// Malformed input gets a JSON-RPC error or a log message; the server goes on serving.
    func testMalformedMessagesAndUnknownMethodsDoNotStopTheServer() throws {
        let session = "Content-Length: nope\r\n\r\n" + frame("{not json") + initialize()
            + frame(#"{"jsonrpc":"2.0","id":7,"method":"lint/unknown"}"#)
            + frame(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///nowhere.swift"}}}"#)
            + frame(#"{"jsonrpc":"2.0","id":8,"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try lint("lsp", stdin: session)
        assertStatus(result, 0)
        let sent = try messages(result.stdout)
        let errors = sent.compactMap { ($0["error"] as? [String: Any])?["code"] as? Int }
        XCTAssertEqual(errors, [-32700, -32601])
        XCTAssertTrue(sent.contains { ($0["params"] as? [String: Any])?["message"].map { "\($0)".contains("malformed") } == true })
        XCTAssertNotNil(sent.first { $0["id"] as? Int == 8 })
    }

    /// Standard input closing without `shutdown` ends the server with 1, as the protocol says.
    func testTheStreamEndingWithoutShutdownExitsWithOne() throws {
        assertStatus(try lint("lsp", stdin: initialize()), 1)
    }
}
