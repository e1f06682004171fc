import Foundation

// MARK: - ProgramRunner

/// `prep-runner`: the small C program (`Sources/prep-runner/main.c`) that starts every program
/// prep runs. In a box it is the box's PID 1 (`prep-runner box`): it runs the programs the
/// judge sends, one at a time, and kills every other process of the box after each. Where boxes
/// cannot be made it starts one program and reports its usage (`prep-runner FD PROGRAM …`).
/// Either way programs are forked from its ~1 MiB image, so that their peak memory is their own.
///
/// SwiftPM builds it, statically linked, beside `prep` (and beside the test bundles and the
/// benchmarks), and it travels with prep: the judge looks for it next to its own executable
/// (the folder of `/proc/self/exe`), or at `PREP_RUNNER` when that is set. It is opened once per
/// process and checked: a regular file that no one but its owner (root, or the user) can
/// change. Boxes then start it only through that descriptor (`execveat`), and runs without a
/// box start a copy made from it.
enum ProgramRunner {
    /// The checked binary: its path, and an open descriptor (kept for the life of the process)
    /// that boxes start it from.
    struct Binary: Sendable {
        var path: String
        var descriptor: Int32

        /// Copies the binary, as read through the checked descriptor, to a new file (mode 0755).
        func copy(to destination: URL) throws {
            let output = Foundation.open(destination.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
            guard output >= 0 else { throw RunnerError(description: "cannot write \(destination.path)") }
            defer { close(output) }
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            var offset: off_t = 0
            while true {
                let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
                if count == 0 { break }
                let written = count > 0 ? buffer.withUnsafeBytes { write(output, $0.baseAddress, count) } : -1
                guard written == count else {
                    throw RunnerError(description: "cannot copy \(path) to \(destination.path)")
                }
                offset += off_t(count)
            }
            fchmod(output, 0o755)
        }
    }

    /// The runner of this process, found and checked on first use.
    static let shared: Result<Binary, RunnerError> = locate()

    struct RunnerError: Error, CustomStringConvertible {
        var description: String
    }

    /// The environment variable naming the runner, for installs that cannot keep it beside prep.
    static let environmentVariable = "PREP_RUNNER"

    /// The runner named by `PREP_RUNNER`, or else the one beside `executable`, opened and checked.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                       executable: String? = currentExecutable()) -> Result<Binary, RunnerError> {
        if let named = environment[environmentVariable], !named.isEmpty {
            return open(named, origin: "named by \(environmentVariable)")
        }
        guard let executable else {
            return .failure(RunnerError(description:
                "cannot find prep-runner: the running executable is unknown (/proc/self/exe); set \(environmentVariable) to its path"))
        }
        let path = (executable as NSString).deletingLastPathComponent + "/prep-runner"
        return open(path, origin: "looked next to the running executable, \(executable)")
    }

    /// The running executable (symbolic links resolved).
    static func currentExecutable() -> String? {
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        // A binary replaced since it started is named "<path> (deleted)": its folder is still right.
        return path.hasSuffix(" (deleted)") ? String(path.dropLast(" (deleted)".count)) : path
    }

    /// Opens `path` and checks what was opened: a regular file, changeable by its owner only,
    /// owned by root (or, when prep is not root, by the user), that the boxes' user can run.
    static func open(_ path: String, origin: String) -> Result<Binary, RunnerError> {
        // O_NONBLOCK: a FIFO put in its place must not hang the judge.
        let fd = Foundation.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            return .failure(RunnerError(description: errno == ENOENT
                ? "cannot find prep-runner: no \(path) (\(origin)); it is built with prep and must be installed beside it, or named by \(environmentVariable)"
                : "cannot open prep-runner \(path) (\(origin)): \(reason)"))
        }
        var info = stat()
        let problem: String?
        if fstat(fd, &info) != 0 {
            problem = String(cString: strerror(errno))
        } else {
            problem = Self.problem(with: info)
        }
        if let problem {
            close(fd)
            return .failure(RunnerError(description: "prep-runner \(path) refused: \(problem)"))
        }
        return .success(Binary(path: path, descriptor: fd))
    }

    /// What makes a file unfit to be the runner, or nil. As root: owned by root, writable by no
    /// one else, executable by the boxes' user (`nobody`). As a user: owned by root or the user,
    /// not writable by others, nor by a group other than the user's own.
    static func problem(with info: stat, uid: uid_t = geteuid(), gid: gid_t = getegid()) -> String? {
        let mode = info.st_mode
        let octal = String(mode & 0o7777, radix: 8)
        guard (mode & S_IFMT) == S_IFREG else { return "not a regular file" }
        if uid == 0 {
            guard info.st_uid == 0 else { return "owned by uid \(info.st_uid), not root (prep runs as root)" }
            guard mode & (S_IWGRP | S_IWOTH) == 0 else { return "writable by others than root (mode \(octal))" }
            guard mode & S_IXOTH != 0 else { return "not executable by others (mode \(octal)): boxes start it as nobody" }
        } else {
            guard info.st_uid == 0 || info.st_uid == uid else { return "owned by uid \(info.st_uid), not by root or uid \(uid)" }
            guard mode & S_IWOTH == 0, mode & S_IWGRP == 0 || info.st_gid == gid else {
                return "writable by others than its owner (mode \(octal))"
            }
        }
        return nil
    }
}
