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
        var buffer = [UInt8](repeating: 0, count: limit)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, limit, 0) }
        return Data(buffer.prefix(max(0, count)))
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
        } else {
            unlink(url.path)
        }
    }
}
