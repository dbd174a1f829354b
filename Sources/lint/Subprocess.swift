#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LintCore

/// Runs a program found on `PATH` and collects what it writes. Foundation's `Process` would
/// load the whole of Foundation at every start; `--staged` is the only user.
enum Subprocess {
    struct Output {
        var status: Int32
        var standardOutput: [UInt8]
        var standardError: [UInt8]
    }

    struct LaunchError: Error, CustomStringConvertible {
        var description: String
    }

    static func run(_ arguments: [String]) throws -> Output {
        var outputPipe: [Int32] = [0, 0]
        var errorPipe: [Int32] = [0, 0]
        guard pipe(&outputPipe) == 0 else { throw LaunchError(description: FileSystem.systemError()) }
        guard pipe(&errorPipe) == 0 else {
            closeAll(outputPipe)
            throw LaunchError(description: FileSystem.systemError())
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        for descriptor in outputPipe + errorPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child = pid_t()
        let spawned = posix_spawnp(&child, arguments[0], &actions, nil, argv, environ)
        close(outputPipe[1])
        close(errorPipe[1])
        guard spawned == 0 else {
            close(outputPipe[0])
            close(errorPipe[0])
            throw LaunchError(description: "cannot run \(arguments[0]): \(FileSystem.systemError(spawned))")
        }
        let (output, errors) = drain(outputPipe[0], errorPipe[0])
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED/WEXITSTATUS are macros Swift cannot import.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Output(status: exitStatus, standardOutput: output, standardError: errors)
    }

    /// Reads both pipes to their ends together, so a child that fills one while we wait on
    /// the other cannot block.
    private static func drain(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var collected: [[UInt8]] = [[], []]
        var descriptors = [pollfd(fd: first, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: second, events: Int16(POLLIN), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while descriptors.contains(where: { $0.fd >= 0 }) {
            guard poll(&descriptors, nfds_t(descriptors.count), -1) >= 0 else {
                if errno == EINTR { continue }
                break
            }
            for index in descriptors.indices where descriptors[index].fd >= 0 && descriptors[index].revents != 0 {
                let count = read(descriptors[index].fd, &buffer, buffer.count)
                if count > 0 {
                    collected[index] += buffer[..<count]
                } else if count == 0 || errno != EINTR {
                    close(descriptors[index].fd)
                    descriptors[index].fd = -1
                }
            }
        }
        return (collected[0], collected[1])
    }

    private static func closeAll(_ descriptors: [Int32]) {
        for descriptor in descriptors { close(descriptor) }
    }
}
