#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LintCore

/// Runs a program found on `PATH` and collects what it writes. Foundation's `Process` would
/// load the whole of Foundation at every start. git is the only user (`--staged`, `--new-from-rev`).
enum Subprocess {
    struct Output {
        var status: Int32
        var standardOutput: [UInt8]
        var standardError: [UInt8]
    }

    struct LaunchError: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `arguments` with `input` on its standard input, and collects both outputs. Input
    /// and output flow together, so a child that answers as it reads (`git cat-file --batch`)
    /// never blocks on a full pipe.
    static func run(_ arguments: [String], input: [UInt8] = []) throws -> Output {
        var pipes: [[Int32]] = []
        for _ in 0..<3 {
            var descriptors: [Int32] = [0, 0]
            guard pipe(&descriptors) == 0 else {
                pipes.forEach(closeAll)
                throw LaunchError(description: FileSystem.systemError())
            }
            pipes.append(descriptors)
        }
        let (inputPipe, outputPipe, errorPipe) = (pipes[0], pipes[1], pipes[2])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        for descriptor in pipes.flatMap({ $0 }) { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child = pid_t()
        let spawned = posix_spawnp(&child, arguments[0], &actions, nil, argv, environ)
        close(inputPipe[0])
        close(outputPipe[1])
        close(errorPipe[1])
        guard spawned == 0 else {
            closeAll([inputPipe[1], outputPipe[0], errorPipe[0]])
            throw LaunchError(description: "cannot run \(arguments[0]): \(FileSystem.systemError(spawned))")
        }
        let (output, errors) = exchange(input, with: inputPipe[1], reading: outputPipe[0], errorPipe[0])
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED/WEXITSTATUS are macros Swift cannot import.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Output(status: exitStatus, standardOutput: output, standardError: errors)
    }

    /// Writes `input` and reads both output pipes to their ends together, closing the input
    /// when it is written (or when the child stops reading it).
    private static func exchange(_ input: [UInt8], with writer: Int32, reading first: Int32, _ second: Int32)
        -> ([UInt8], [UInt8]) {
        // A child that exits before reading everything must fail the write, not kill lint.
        let previousHandler = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previousHandler) }
        var collected: [[UInt8]] = [[], []]
        var written = 0
        var writerOpen = true
        if input.isEmpty {
            close(writer)
            writerOpen = false
        } else {
            // POLLOUT promises room for PIPE_BUF bytes, not for a whole chunk: a blocking write of
            // more would wait for the child, while the child waits for us to read what it wrote.
            _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK)
        }
        var descriptors = [pollfd(fd: first, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: second, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: writerOpen ? writer : -1, events: Int16(POLLOUT), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while descriptors.contains(where: { $0.fd >= 0 }) {
            guard poll(&descriptors, nfds_t(descriptors.count), -1) >= 0 else {
                if errno == EINTR { continue }
                break
            }
            for index in 0..<2 where descriptors[index].fd >= 0 && descriptors[index].revents != 0 {
                let count = read(descriptors[index].fd, &buffer, buffer.count)
                if count > 0 {
                    collected[index] += buffer[..<count]
                } else if count == 0 || errno != EINTR {
                    close(descriptors[index].fd)
                    descriptors[index].fd = -1
                }
            }
            if descriptors[2].fd >= 0 && descriptors[2].revents != 0 {
                let count = input.withUnsafeBytes { bytes in
                    write(writer, bytes.baseAddress! + written, min(bytes.count - written, 65_536))
                }
                if count > 0 { written += count }
                if written == input.count || (count < 0 && errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK) {
                    close(writer)
                    descriptors[2].fd = -1
                }
            }
        }
        return (collected[0], collected[1])
    }

    private static func closeAll(_ descriptors: [Int32]) {
        for descriptor in descriptors { close(descriptor) }
    }
}
