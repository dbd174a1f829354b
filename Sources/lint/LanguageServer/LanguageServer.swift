#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import LintCore
import Rules

/// `lint lsp`: a Language Server Protocol 3.17 server on standard input and output. It indexes
/// the workspace once at start-up, off the request path, and keeps every file's summary warm,
/// so an edit costs linting one document.
final class LanguageServer: @unchecked Sendable {
    private var reader = MessageReader()
    /// Guards everything below and the output: the index thread republishes as it finishes.
    private let state = Lock()
    private var documents: [String: TextDocument] = [:]
    private var reported: [String: [Violation]] = [:]
    private var root = ""
    private var workspace = Workspace(root: "", configuration: Configuration(rootDirectory: "/"))
    private var shutdownRequested = false
    private var clientCapabilities: JSONValue = .null
    private var nextRequest = 1
    /// Open documents edited since their diagnostics were last sent, in the order edited: a
    /// burst of edits is linted once, at its last version.
    private var unpublished: [String] = []

    /// Serves until `exit`; the exit status is 0 after `shutdown`, 1 otherwise.
    func run() -> Int32 {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(0, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return shutdownRequested ? ExitCode.success : ExitCode.failure }
            reader.append(buffer[..<count])
            while let message = reader.next() {
                switch message {
                case .malformed(let reason):
                    state.withLock { log("skipped a malformed message: \(reason)", type: 1) }
                case .body(let body):
                    if let status = state.withLock({ handle(body) }) { return status }
                }
            }
            // Edits still queued are applied before the diagnostics of the ones read go out.
            if !Self.inputIsWaiting() { state.withLock { publishEdited() } }
        }
    }

    private static func inputIsWaiting() -> Bool {
        var input = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        return poll(&input, 1, 0) > 0
    }

    /// Sends the diagnostics of the documents edited since they were last sent.
    private func publishEdited() {
        let edited = unpublished
        unpublished = []
        edited.forEach(publish)
    }

    private func edited(_ uri: String) {
        if !unpublished.contains(uri) { unpublished.append(uri) }
    }

    // MARK: Dispatch

    private func handle(_ body: [UInt8]) -> Int32? {
        guard let message = JSONValue.parse(body), case .object = message else {
            send(["jsonrpc": "2.0", "id": .null, "error": ["code": -32700, "message": "the message is not JSON"]])
            return nil
        }
        let id = message["id"]
        guard let method = message["method"]?.string else { return nil }  // a response to one of ours
        let params = message["params"] ?? .null
        // Anything but another edit sees the diagnostics of the edits before it.
        if !["textDocument/didOpen", "textDocument/didChange", "textDocument/didSave"].contains(method) { publishEdited() }
        if shutdownRequested && method != "exit" {
            if let id { respond(id, error: -32600, "the server is shutting down") }
            return nil
        }
        switch method {
        case "initialize": respond(id, initialize(params))
        case "initialized": initialized()
        case "shutdown":
            shutdownRequested = true
            respond(id, .null)
        case "exit": return shutdownRequested ? ExitCode.success : ExitCode.failure
        case "textDocument/didOpen": didOpen(params["textDocument"] ?? .null)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": params["textDocument"]?["uri"]?.string.map(edited)
        case "textDocument/didClose": didClose(params["textDocument"]?["uri"]?.string)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params["changes"]?.array ?? [])
        case "textDocument/codeAction": respond(id, .array(codeActions(params)))
        default:
            if let id { respond(id, error: -32601, "`\(method)` is not supported") }
        }
        return nil
    }

    private func initialize(_ params: JSONValue) -> JSONValue {
        clientCapabilities = params["capabilities"] ?? .null
        let uri = params["rootUri"]?.string ?? params["workspaceFolders"]?.array?.first?["uri"]?.string
        root = uri.flatMap(DocumentURI.path) ?? params["rootPath"]?.string ?? Workspace.startingDirectory
        workspace = Workspace.load(root: root, log: { self.log($0, type: 1) })
        return [
            "capabilities": [
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            ],
            "serverInfo": ["name": "lint", "version": .string(LintVersion.current)],
        ]
    }

    private func initialized() {
        if clientCapabilities["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] == .bool(true) {
            // The baseline too: `lint --write-baseline` run beside the editor changes what it hides.
            let baseline = workspace.configuration.baselinePath.map { "**/" + ($0.split(separator: "/").last.map(String.init) ?? $0) }
            let patterns = ["**/*.swift", "**/.swiftlint-style.yml"] + (baseline.map { [$0] } ?? [])
            request("client/registerCapability", [
                "registrations": [[
                    "id": "lint-watched-files", "method": "workspace/didChangeWatchedFiles",
                    "registerOptions": ["watchers": .array(patterns.map { ["globPattern": .string($0)] })],
                ]],
            ])
        }
        startIndexing()
    }

    // MARK: Documents

    private func didOpen(_ document: JSONValue) {
        guard let uri = document["uri"]?.string else { return }
        documents[uri] = TextDocument(text: document["text"]?.string ?? "", version: document["version"]?.int ?? 0)
        edited(uri)
    }

    private func didChange(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, var document = documents[uri] else { return }
        for change in params["contentChanges"]?.array ?? [] { document.apply(change) }
        document.version = params["textDocument"]?["version"]?.int ?? document.version
        documents[uri] = document
        edited(uri)
    }

    private func didClose(_ uri: String?) {
        guard let uri else { return }
        documents[uri] = nil
        reported[uri] = nil
        // The project's version of the file is the one on disk again.
        if let path = DocumentURI.path(uri) { workspace.reload(path) }
        send(notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
    }

    private func didChangeWatchedFiles(_ changes: [JSONValue]) {
        let paths = changes.compactMap { $0["uri"]?.string.flatMap(DocumentURI.path) }
        if paths.contains(where: { $0.hasSuffix("/" + Configuration.fileName) }) {
            log("\(Configuration.fileName) changed: reloading the configuration", type: 3)
            workspace = Workspace.load(root: root, log: { self.log($0, type: 1) })
            startIndexing()
            return
        }
        if paths.contains(where: workspace.isBaseline) { workspace.reloadBaseline { self.log($0, type: 1) } }
        let open = Set(documents.keys.compactMap(DocumentURI.path))
        for path in paths where path.hasSuffix(".swift") && !open.contains(path) { workspace.reload(path) }
        documents.keys.sorted().forEach(publish)
    }

    /// Lints the open document against the warm project and sends its diagnostics.
    private func publish(_ uri: String) {
        guard let document = documents[uri], let path = DocumentURI.path(uri) else { return }
        let violations = workspace.lint(path: path, bytes: document.bytes)
        for problem in workspace.takeProblems() { log(problem, type: 1) }
        reported[uri] = violations
        let diagnostics = violations.map { Diagnostics.diagnostic(for: $0, in: document) }
        send(notification("textDocument/publishDiagnostics", [
            "uri": .string(uri), "version": .number(Double(document.version)), "diagnostics": .array(diagnostics),
        ]))
    }

    private func codeActions(_ params: JSONValue) -> [JSONValue] {
        guard let uri = params["textDocument"]?["uri"]?.string, let document = documents[uri],
              let range = params["range"] else { return [] }
        let first = (range["start"]?["line"]?.int ?? 0) + 1
        let last = (range["end"]?["line"]?.int ?? 0) + 1
        let violations = (reported[uri] ?? []).filter { (first...max(first, last)).contains($0.location.line) }
        guard !violations.isEmpty else { return [] }
        let file = SourceFile(path: DocumentURI.path(uri) ?? uri, bytes: document.bytes)
        return violations.flatMap { Diagnostics.actions(for: $0, in: document, file: file, uri: uri) }
    }

    // MARK: The index

    /// Reads every file of the workspace into the warm project on a thread of its own,
    /// reporting progress, then republishes the open documents.
    private func startIndexing() {
        let workspace = self.workspace
        let token: JSONValue = .string("lint-index-\(nextRequest)")
        let reportsProgress = clientCapabilities["window"]?["workDoneProgress"] == .bool(true)
        if reportsProgress { request("window/workDoneProgress/create", ["token": token]) }
        DispatchQueue.global(qos: .userInitiated).async {
            let progress = { (value: JSONValue) in
                guard reportsProgress else { return }
                self.state.withLock { self.send(self.notification("$/progress", ["token": token, "value": value])) }
            }
            progress(["kind": "begin", "title": "lint: indexing the project", "percentage": 0])
            let (count, failures) = workspace.index { done, total in
                progress(["kind": "report", "percentage": .number(Double(done * 100 / max(total, 1)))])
            }
            progress(["kind": "end", "message": .string(count == 1 ? "1 file" : "\(count) files")])
            self.state.withLock {
                for failure in failures { self.log("cannot read \(failure)", type: 2) }
                self.log(count == 1 ? "indexed 1 file" : "indexed \(count) files", type: 3)
                self.documents.keys.sorted().forEach(self.publish)
            }
        }
    }

    // MARK: Output

    private func send(_ message: JSONValue) {
        let framed = MessageReader.frame(message.serialized)
        _ = FileSystem.write(framed, to: 1)
    }

    private func respond(_ id: JSONValue?, _ result: JSONValue) {
        guard let id else { return }
        send(["jsonrpc": "2.0", "id": id, "result": result])
    }

    private func respond(_ id: JSONValue, error code: Int, _ message: String) {
        send(["jsonrpc": "2.0", "id": id, "error": ["code": .number(Double(code)), "message": .string(message)]])
    }

    private func request(_ method: String, _ params: JSONValue) {
        send(["jsonrpc": "2.0", "id": .string("lint-\(nextRequest)"), "method": .string(method), "params": params])
        nextRequest += 1
    }

    private func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    /// `window/logMessage`: 1 error, 2 warning, 3 info.
    private func log(_ text: String, type: Int) {
        send(notification("window/logMessage", ["type": .number(Double(type)), "message": .string("lint: " + text)]))
    }
}
