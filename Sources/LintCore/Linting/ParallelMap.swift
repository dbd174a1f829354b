import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Maps `0..<count` on up to `jobs` threads. Results keep their index order, so the output
/// does not depend on scheduling.
public func parallelMap<T: Sendable>(count: Int, jobs: Int, _ transform: @Sendable @escaping (Int) -> T) -> [T] {
    let slots = ResultSlots<T>(count: count)
    let workers = max(1, min(jobs, count))
    if workers == 1 {
        for index in 0..<count { slots.store(transform(index), at: index) }
    } else {
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = slots.claimNext() {
                slots.store(transform(index), at: index)
            }
        }
    }
    return slots.results()
}

private final class ResultSlots<T: Sendable>: @unchecked Sendable {
    private var values: [T?]
    private var next = 0
    private let lock = Lock()

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < values.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ value: T, at index: Int) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    func results() -> [T] {
        values.map { $0! }
    }
}
