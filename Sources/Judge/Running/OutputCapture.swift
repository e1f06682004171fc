import CJudge
import Foundation

// MARK: - OutputCapture

/// An in-memory file (`memfd_create`) that takes one run's stdout or stderr.
///
/// Creating, truncating and removing small files on disk costs milliseconds on some file
/// systems (ext4 flushes a truncated file on close), more than running a tiny solution; an
/// in-memory file costs microseconds. RLIMIT_FSIZE applies to it as to a disk file, so the
/// output cap (SIGXFSZ) works unchanged. Its `url` (`/proc/self/fd/N`) opens it again by
/// path for readers that take a file, such as a custom validator's stdin.
final class OutputCapture {
    /// The path that reaches the capture; valid while this object lives.
    let url: URL
    private let descriptor: Int32

    /// A fresh, empty capture; when in-memory files are unavailable, a file `name` in `fallbackFolder`.
    init(name: String, fallbackFolder: URL) {
        let fd = cj_memory_file(name)
        if fd >= 0, access("/proc/self/fd/\(fd)", R_OK | W_OK) == 0 {
            descriptor = fd
            url = URL(fileURLWithPath: "/proc/self/fd/\(fd)")
        } else {
            if fd >= 0 { close(fd) }
            descriptor = -1
            url = fallbackFolder.appendingPathComponent(name)
        }
    }

    /// The size in bytes of what was written.
    var size: Int64 { FileTree.fileSize(url) }

    /// At most `limit` bytes from the start.
    func head(limit: Int) -> Data {
        guard descriptor >= 0 else { return FileTree.head(of: url, limit: limit) }
        // Never more than was written: a large limit must not cost a large buffer.
        let limit = Int(min(Int64(limit), max(0, size)))
        guard limit > 0 else { return Data() }
        var buffer = [UInt8](repeating: 0, count: limit)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, limit, 0) }
        return Data(buffer.prefix(max(0, count)))
    }

    /// At most `limit` bytes from the end.
    func tail(limit: Int) -> Data {
        let total = size
        let count = Int(min(Int64(limit), max(0, total)))
        guard count > 0 else { return Data() }
        var buffer = [UInt8](repeating: 0, count: count)
        let read = buffer.withUnsafeMutableBytes { bytes -> Int in
            let fd = descriptor >= 0 ? descriptor : open(url.path, O_RDONLY | O_CLOEXEC)
            defer { if descriptor < 0 && fd >= 0 { close(fd) } }
            return fd >= 0 ? pread(fd, bytes.baseAddress, count, off_t(total - Int64(count))) : -1
        }
        return Data(buffer.prefix(max(0, read)))
    }

    /// What was written when it is at most `limit` bytes; else its first and last `limit / 2`
    /// bytes with the number of bytes left out between them.
    func headAndTail(limit: Int) -> (head: Data, omitted: Int64, tail: Data) {
        let total = size
        guard total > Int64(limit) else { return (head(limit: limit), 0, Data()) }
        return (head(limit: limit / 2), total - Int64(limit / 2) * 2, tail(limit: limit / 2))
    }

    /// Removes the last line when it starts with `prefix` (and ends the output), returning it
    /// without its newline; nil (and the output unchanged) otherwise.
    func takeLastLine(prefix: String) -> String? {
        let total = size
        let window = Int64(min(total, 256))
        guard window > 0 else { return nil }
        var tail = [UInt8](repeating: 0, count: Int(window))
        let count = tail.withUnsafeMutableBytes { buffer -> Int in
            let fd = descriptor >= 0 ? descriptor : open(url.path, O_RDONLY | O_CLOEXEC)
            defer { if descriptor < 0 && fd >= 0 { close(fd) } }
            return fd >= 0 ? pread(fd, buffer.baseAddress, Int(window), off_t(total - window)) : -1
        }
        guard count == Int(window), tail.last == 0x0A else { return nil }
        let body = tail.dropLast()
        let start = (body.lastIndex(of: 0x0A).map { $0 + 1 }) ?? body.startIndex
        guard start > body.startIndex || window == total else { return nil }
        let line = String(decoding: body[start...], as: UTF8.self)
        guard line.hasPrefix(prefix) else { return nil }
        let keep = total - window + Int64(start)
        let truncated = descriptor >= 0 ? ftruncate(descriptor, off_t(keep)) : truncate(url.path, off_t(keep))
        return truncated == 0 ? line : nil
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
        } else {
            unlink(url.path)
        }
    }
}
