import CJudge
import Foundation

// MARK: - SHA256

/// An incremental SHA-256, for content hashes and compile-cache keys.
///
/// ```swift
/// var hash = SHA256()
/// hash.update("hello")
/// let hex = hash.finalize()   // "2cf24dba…"
/// ```
struct SHA256 {
    private var context = cj_sha256()

    init() { cj_sha256_init(&context) }

    mutating func update(_ data: Data) {
        data.withUnsafeBytes { raw in
            if let base = raw.baseAddress { cj_sha256_update(&context, base, raw.count) }
        }
    }

    mutating func update(_ text: String) { update(Data(text.utf8)) }

    /// Feeds a file's bytes in chunks; throws when it cannot be read.
    mutating func update(contentsOf url: URL) throws {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            update(chunk)
        }
    }

    /// The digest as 64 lowercase hex digits.
    mutating func finalize() -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        cj_sha256_final(&context, &digest)
        return digest.map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    /// The hex digest of some text.
    static func hex(_ text: String) -> String {
        var hash = SHA256()
        hash.update(text)
        return hash.finalize()
    }

    /// The hex digest of some bytes.
    static func hex(_ data: Data) -> String {
        var hash = SHA256()
        hash.update(data)
        return hash.finalize()
    }

    /// The hex digest of a file's bytes, or nil when it cannot be read.
    static func hex(ofFile url: URL) -> String? {
        var hash = SHA256()
        guard (try? hash.update(contentsOf: url)) != nil else { return nil }
        return hash.finalize()
    }

    /// A digest of a file or folder tree: relative paths and contents, in sorted order.
    /// Hidden files (a leading dot) are skipped, as the package format says.
    static func hex(ofTree root: URL) throws -> String {
        var hash = SHA256()
        // A link out of the package (only reference submissions may hold one) counts by its text.
        for file in try FileTree.files(under: root, keepingLinksInside: true) {
            hash.update(file.relativePath + "\u{0}")
            if let target = file.outsideLink {
                hash.update("link\u{0}" + target)
            } else {
                try hash.update(contentsOf: file.url)
            }
            hash.update("\u{0}")
        }
        return hash.finalize()
    }
}
