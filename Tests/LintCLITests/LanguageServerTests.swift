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

    /// The editor applies nested configurations as `lint` run at the root does: a document in
    /// a folder with its own `.swiftlint-style.yml` gets that folder's rules, and one that a
    /// nested `excluded` leaves out gets none.
    func testNestedConfigurationsApplyToTheDocumentsBelowThem() throws {
        try write("Sources/Legacy/.swiftlint-style.yml", "disabled_rules: [controller_naming]\nexcluded: [Vendor]\n")
        var session = initialize() + frame(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        for path in ["Sources/Feed.swift", "Sources/Legacy/Feed.swift", "Sources/Legacy/Vendor/Feed.swift"] {
            let uri = project.appendingPathComponent(path).absoluteString
            session += frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":"class FeedManager {}\n"}}}"#)
        }
        session += frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try lint("lsp", stdin: session)
        assertStatus(result, 0)
        var codes: [String: [String]] = [:]
        for message in try messages(result.stdout) where message["method"] as? String == "textDocument/publishDiagnostics" {
            let params = try XCTUnwrap(message["params"] as? [String: Any])
            let path = try XCTUnwrap(params["uri"] as? String).replacingOccurrences(of: project.absoluteString + "/", with: "")
            codes[path] = try XCTUnwrap(params["diagnostics"] as? [[String: Any]]).compactMap { $0["code"] as? String }
        }
        XCTAssertEqual(codes, [
            "Sources/Feed.swift": ["controller_naming"], "Sources/Legacy/Feed.swift": [], "Sources/Legacy/Vendor/Feed.swift": [],
        ])
    }

    /// The editor hides what the configuration's baseline records, as `lint` does, and shows what
    /// is new: an old manager whose line gained `final` and a conformance stays hidden.
    func testTheConfiguredBaselineHidesWhatItRecords() throws {
        try writeConfig("baseline: lint-baseline.json\n")
        try write("Sources/Feed.swift", "class FeedManager {}\n")
        assertStatus(try lint("--write-baseline", "lint-baseline.json"), 0)
        let uri = project.appendingPathComponent("Sources/Feed.swift").absoluteString
        let text = #"final class FeedManager: NSObject {}\nclass NewManager {}\n"#
        let session = initialize() + frame(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
            + frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":"\#(text)"}}}"#)
            + frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try lint("lsp", stdin: session)
        assertStatus(result, 0)
        let published = try messages(result.stdout).filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
        let diagnostics = try XCTUnwrap((published.last?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.map { ($0["range"] as? [String: Any]).flatMap { $0["start"] as? [String: Any] }?["line"] as? Int }, [1])
        XCTAssertEqual(diagnostics.map { $0["code"] as? String }, ["controller_naming"])
    }

    /// A burst of edits is linted once, at its last version: diagnostics for each queued edit
    /// would keep the next request waiting behind them.
    func testQueuedEditsArePublishedOnceAtTheLatestVersion() throws {
        let uri = project.appendingPathComponent("Sources/Feed.swift").absoluteString
        var session = initialize()
            + frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":"class FeedManager {}\n"}}}"#)
        for version in 2...51 {
            let text = version == 51 ? "class FeedLoader {}\\n" : "class Feed\(version)Manager {}\\n"
            session += frame(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"text":"\#(text)"}]}}"#)
        }
        session += frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try lint("lsp", stdin: session)
        assertStatus(result, 0)
        let published = try messages(result.stdout).filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
            .compactMap { $0["params"] as? [String: Any] }
        XCTAssertEqual(published.map { $0["version"] as? Int }, [51])
        XCTAssertEqual((published.first?["diagnostics"] as? [Any])?.count, 0, "the latest text has no warning")
    }

    /// After a frame the server cannot read (a body after a bad header, LF-only line ends), it
    /// finds the next header and answers every request after it, logging the bad frame once.
    func testTheServerRecoversFromABadFrame() throws {
        for bad in ["Content-Length: -5\r\n\r\n{\"id\":99}", "Content-Length: 9\n\n{\"id\":99}", "X-Junk: 1\r\n\r\n{\"id\":99}"] {
            var session = initialize() + bad
            for id in 10...14 { session += frame(#"{"jsonrpc":"2.0","id":\#(id),"method":"lint/unknown"}"#) }
            session += frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
            let result = try lint("lsp", stdin: session)
            assertStatus(result, 0)
            let sent = try messages(result.stdout)
            XCTAssertEqual(sent.compactMap { $0["id"] as? Int }.filter { $0 >= 10 }, Array(10...14), bad)
            let logged = sent.filter {
                (($0["params"] as? [String: Any])?["message"] as? String ?? "").contains("skipped a malformed message")
            }
            XCTAssertEqual(logged.count, 1, bad)
        }
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

    /// "Disable RULE for this line" on each document: the text with its edit applied, or nil when
    /// the action is not offered.
    private func disablingTheLine(_ documents: [String: (text: String, line: Int)], rule: String) throws -> [String: String?] {
        let names = documents.keys.sorted()
        var session = initialize()
        for (index, name) in names.enumerated() {
            let uri = project.appendingPathComponent("Sources/\(name)").absoluteString
            // The text as a JSON string: `[text]` serialized, less its brackets.
            let text = String(decoding: try JSONSerialization.data(withJSONObject: [documents[name]!.text]), as: UTF8.self).dropFirst().dropLast()
            session += frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":\#(text)}}}"#)
            session += frame(#"{"jsonrpc":"2.0","id":\#(10 + index),"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":\#(documents[name]!.line - 1),"character":0},"end":{"line":\#(documents[name]!.line - 1),"character":0}},"context":{"diagnostics":[]}}}"#)
        }
        session += frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try lint("lsp", stdin: session)
        assertStatus(result, 0)
        let sent = try messages(result.stdout)
        var applied: [String: String?] = [:]
        for (index, name) in names.enumerated() {
            let actions = try XCTUnwrap(sent.first { $0["id"] as? Int == 10 + index }?["result"] as? [[String: Any]], name)
            let action = actions.first { $0["title"] as? String == "Disable \(rule) for this line" }
            let edits = ((action?["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?.values.first
            XCTAssertEqual(edits?.count ?? 1, 1, name)
            applied.updateValue(try edits?.first.map { try applying($0, to: documents[name]!.text) }, forKey: name)
        }
        return applied
    }

    /// One LSP text edit within a line, applied to ASCII text (where a character is a byte).
    private func applying(_ edit: [String: Any], to text: String) throws -> String {
        let range = try XCTUnwrap(edit["range"] as? [String: [String: Int]])
        let line = try XCTUnwrap(range["start"]?["line"])
        XCTAssertEqual(range["end"]?["line"], line, "the test applies edits within a line")
        let start = try XCTUnwrap(range["start"]?["character"]), end = try XCTUnwrap(range["end"]?["character"])
        var lines = text.components(separatedBy: "\n").map { Array($0) }
        lines[line].replaceSubrange(start..<end, with: try XCTUnwrap(edit["newText"] as? String))
        return lines.map { String($0) }.joined(separator: "\n")
    }

    /// A command line between a doc comment and its declaration detaches the comment (swift-format
    /// finds no documentation there; SwiftLint calls it orphaned), so under a doc comment the
    /// command goes at the end of the flagged line, and still silences exactly that warning.
    func testDisablingALineKeepsItsDocCommentWhole() throws {
        let applied = try disablingTheLine([
            "Plain.swift": ("class PlainManager {}\n", 1),
            "Documented.swift": ("/// Shows the feed.\nclass FeedManager {}\n", 2),
            "Attributed.swift": ("/**\n The store.\n */\n@MainActor\nfinal class StoreManager {\n}\n", 5),
            "Remarked.swift": ("/// Caches rows.\nclass CacheManager {} // one per screen\n", 2),
            "Commanded.swift": ("/// Pages.\nclass PageManager {} // lint:disable:this misused_enumerated\n", 2),
        ], rule: "controller_naming")
        XCTAssertEqual(applied, [
            "Plain.swift": "// lint:disable:next controller_naming\nclass PlainManager {}\n",
            "Documented.swift": "/// Shows the feed.\nclass FeedManager {} // lint:disable:this controller_naming\n",
            "Attributed.swift": "/**\n The store.\n */\n@MainActor\nfinal class StoreManager { // lint:disable:this controller_naming\n}\n",
            "Remarked.swift": "/// Caches rows.\nclass CacheManager {} // lint:disable:this controller_naming - one per screen\n",
            "Commanded.swift": "/// Pages.\nclass PageManager {} // lint:disable:this misused_enumerated controller_naming\n",
        ])
        // Applied, the commands leave nothing to report, and none of them is superfluous but one
        // the test wrote itself.
        for (name, text) in applied { try write("Sources/\(name)", try XCTUnwrap(text)) }
        let result = try lint("Sources")
        XCTAssertEqual(result.violations.map(\.description), ["Sources/Commanded.swift:2:43: warning superfluous_disable_command"])
    }

    /// A line inside a doc comment can only be disabled by a command that splits it: none is offered.
    func testALineInsideADocCommentOffersNoDisableCommand() throws {
        let text = "/// Loads the feed.\n/// TODO(2001-03-01): page through the results\nfunc loadFeed() {}\n"
        let first = "/// TODO(2001-03-01): page through the results\nfunc loadFeed() {}\n"
        let expected: [String: String?] = ["Inside.swift": nil, "First.swift": "// lint:disable:next expired_todo\n" + first]
        XCTAssertEqual(try disablingTheLine(["Inside.swift": (text, 2), "First.swift": (first, 1)], rule: "expired_todo"), expected)
    }

    /// Standard input closing without `shutdown` ends the server with 1, as the protocol says.
    func testTheStreamEndingWithoutShutdownExitsWithOne() throws {
        assertStatus(try lint("lsp", stdin: initialize()), 1)
    }
}
