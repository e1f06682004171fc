import Foundation

// MARK: - ToolchainVersion

/// The compiler version that goes into a compile-cache key, remembered on disk per compiler
/// binary (path, size, modification time), so a cache hit costs no version probe (`javac
/// -version` alone takes half a second).
enum ToolchainVersion {
    static func identify(_ language: Language, cacheDirectory: URL) -> String? {
        guard let tool = language.versionProbe.first, let path = ToolLocator.find(tool) else { return nil }
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var info = stat()
        guard stat(real, &info) == 0 else { return language.version() }
        let identity = "\(real)|\(info.st_size)|\(info.st_mtim.tv_sec)|\(info.st_ino)"
        let file = cacheDirectory.appendingPathComponent(".versions/" + SHA256.hex(identity + language.id))
        if let data = try? Data(contentsOf: file), let known = String(data: data, encoding: .utf8), !known.isEmpty {
            return known
        }
        guard let version = language.version() else { return nil }
        try? AtomicFile.write(Data(version.utf8), to: file)
        return version
    }
}
