#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import LintCore

/// "Snapshot k of n" on standard error, rewritten in place, once a walk has taken a second;
/// silent when standard error is not a terminal (a log, CI) or with `--quiet`.
final class HistoryProgress {
    private let total: Int
    private let enabled: Bool
    private let start = DispatchTime.now()
    private var shown = false

    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled && isatty(2) == 1
    }

    func show(_ position: Int, _ day: Day) {
        guard enabled, DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds > 1_000_000_000 else { return }
        shown = true
        _ = FileSystem.write(Array("\r\u{1B}[KSnapshot \(position + 1) of \(total) (\(day))".utf8), to: 2)
    }

    func finish() {
        if shown { _ = FileSystem.write(Array("\r\u{1B}[K".utf8), to: 2) }
    }
}
