/// Argument lists and closures: what each argument is, and where each closure's code runs.
extension FileReferencesBuilder {
    // MARK: Arguments

    mutating func openParen(at position: Int) {
        var delimiter = Delimiter(kind: .paren, open: position, argumentStart: position + 1)
        if let pending, pending.paren == position {
            delimiter.creation = pending.creation
            if pending.creation != nil {
                delimiter.arguments = argumentLists.count
                argumentLists.append(([], [], []))
            }
        }
        pending = nil
        delimiters.append(delimiter)
    }

    mutating func closeParen(at position: Int) {
        guard innermostDelimiter == .paren else { return }
        finishArgument(endingAt: position)
        let delimiter = delimiters.removeLast()
        if delimiter.arguments >= 0, delimiter.arguments < argumentLists.count {
            // Lists of parentheses left open by broken code lie above this one: dropped with it.
            if argumentLists.count > delimiter.arguments + 1 { argumentLists.removeSubrange((delimiter.arguments + 1)...) }
            let (labels, kinds, sources) = argumentLists.removeLast()
            if let creation = delimiter.creation {
                references.creations[creation].labels = labels
                references.creations[creation].arguments = kinds
                // Read only of an initializer's optional parameters: most lists hold no source.
                if references.creations[creation].kind == .initializer, sources.contains(where: { $0 != 0 }) {
                    references.creations[creation].argumentSources = sources
                }
            }
        }
        lastClosedParen = (delimiter.open, position)
    }

    /// The argument that ends at `end` (a `,` or the `)`), with its label and what it is.
    mutating func finishArgument(endingAt end: Int) {
        guard let last = delimiters.indices.last else { return }
        let start = delimiters[last].argumentStart
        delimiters[last].argumentStart = end + 1
        let list = delimiters[last].arguments
        guard start < end, list >= 0, list < argumentLists.count else { return }
        var valueStart = start
        var label = "_"
        if reader.kind(start + 1) == .colon, reader.kind(start) == .identifier || reader.kind(start) == .escapedIdentifier {
            label = reader.text(start)
            valueStart = start + 2
        }
        argumentLists[list].labels.append(label)
        let kind = reader.valueKind(valueStart..<end)
        argumentLists[list].kinds.append(kind == .expression && mayBeNil(from: valueStart, before: end) ? .maybeNil : kind)
        argumentLists[list].sources.append(kind == .expression ? valueSource(at: valueStart).map(NameSet.hash) ?? 0 : 0)
    }

    // MARK: Closures

    /// What a closure opening at `brace` runs as: a task, a callback run later, or code run in
    /// place (`map`, `forEach`, a result builder); with the name hash of the function a callback
    /// is handed to (0: none known), which may call it in place after all.
    func closureContext(at brace: Int) -> (context: CodeContext, callee: UInt64) {
        var callee: UInt64 = 0
        let context = closureContext(at: brace, callee: &callee)
        return (context, callee)
    }

    private func closureContext(at brace: Int, callee calleeHash: inout UInt64) -> CodeContext {
        calleeHash = 0
        guard (scopes.isEmpty ? false : scopes[scopes.count - 1].runs) else { return .closure }
        // The callee is told by its token, never made a String: this runs for every closure.
        let callee: Int?
        let previous = brace - 1
        if reader.kind(previous) == .rightParen, lastClosedParen.close == previous {
            callee = reader.isName(lastClosedParen.open - 1) ? lastClosedParen.open - 1 : nil
        } else if reader.isName(previous) {
            callee = previous
        } else if [.leftParen, .comma, .colon].contains(reader.kind(previous)),
                  let paren = delimiters.last(where: { $0.kind == .paren }), reader.isName(paren.open - 1) {
            if reader.kind(previous) == .colon, reader.isName(previous - 1), Self.inPlaceLabels.contains(hash: reader.nameHash(previous - 1)) {
                return .closure
            }
            // `validate(code, completion: { … })`: a one-shot completion, a request's result.
            if reader.kind(previous) == .colon, reader.isName(previous - 1),
               Self.completionLabels.contains(hash: reader.nameHash(previous - 1)) {
                calleeHash = reader.nameHash(paren.open - 1)
                return [.closure, .callback, .loading]
            }
            callee = paren.open - 1
        } else {
            // Stored or returned (`onDone = { … }`): it runs when someone calls it.
            return [.closure, .callback]
        }
        guard let callee else { return [.closure, .callback] }
        let name = reader.nameHash(callee)
        calleeHash = name
        if Self.taskCallees.contains(hash: name) { return [.closure, .callback, .task] }
        if Self.subscriptionCallees.contains(hash: name) { return [.closure, .callback, .subscription] }
        if Self.inPlaceCallees.contains(hash: name) || reader.startsUppercase(callee) { return .closure }
        return reader.startsWithVerb(callee, ScreenData.loadingVerbs) ? [.closure, .callback, .loading] : [.closure, .callback]
    }

    /// Functions that run their closure each time a value changes: Combine's, Key-Value
    /// Observing's, NotificationCenter's, RxSwift's and ReactiveSwift's.
    static let taskCallees = NameSet(names: ["Task", "detached"])

    static let subscriptionCallees = NameSet(names: [
        "sink", "onReceive", "observe", "addObserver", "subscribe", "observeValues", "observeResult", "bind", "drive",
        "onChange", "receiveValue", "assign", "publisher", "observeOn", "startWithValues", "addListener", "listen",
        "addSnapshotListener", "addStateDidChangeListener", "observeChanges", "subscribeNext", "addPeriodicTimeObserver",
        "watch", "onUpdate", "onValue",
    ])

    /// Functions that run their closure before they return.
    static let inPlaceCallees = NameSet(names: [
        "map", "flatMap", "compactMap", "filter", "forEach", "reduce", "contains", "first", "firstIndex", "last",
        "lastIndex", "sorted", "sort", "min", "max", "allSatisfy", "removeAll", "partition", "drop", "prefix", "split",
        "sync", "withLock", "performAndWait", "performWithoutAnimation", "performBatchUpdates", "mapValues",
        "compactMapValues", "withUnsafeBufferPointer", "withUnsafeBytes", "withExtendedLifetime", "autoreleasepool",
        "lazy", "enumerateObjects", "trimmingPrefix", "count", "sum", "updateValue",
    ])

    /// Labels of closures run in place (`UIView.animate(…, animations: { … })`).
    static let inPlaceLabels = NameSet(names: ["animations", "by", "where", "while", "actions", "configurationHandler"])

    /// Labels of a closure run once, when what was asked for arrives.
    static let completionLabels = NameSet(names: ["completion", "completionHandler", "onCompletion", "onComplete"])
}
