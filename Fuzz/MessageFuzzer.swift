import LintCore

/// libFuzzer entry point: any bytes as the stream a language client writes to `lint lsp`,
/// read in chunks of every size, each body parsed as JSON. A trap, a hang or a body longer
/// than its header said is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessages(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // The first byte chooses the chunk size, so one input exercises one way of splitting.
    let chunk = max(1, Int(bytes.first ?? 1))
    var reader = MessageReader()
    var offset = 0
    var consumed = 0
    while offset < bytes.count {
        let end = min(bytes.count, offset + chunk)
        reader.append(bytes[offset..<end])
        offset = end
        while let message = reader.next() {
            if case .body(let body) = message {
                consumed += body.count
                if consumed > bytes.count { fatalError("bodies longer than the input") }
                if let value = JSONValue.parse(body) { _ = value.serialized }
            }
        }
    }
    return 0
}
