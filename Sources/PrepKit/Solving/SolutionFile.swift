import Foundation
import Judge

/// Finds and checks the solution file `prep solve` judges.
public enum SolutionFile {
    /// The largest source prep judges (and stores with the attempt), as judges limit them.
    public static let maxSourceBytes = 1 << 20

    /// The named file (or folder), or else the one `<slug>.<ext>` in `directory`, checked for
    /// the user's input errors before anything is recorded.
    /// - Throws: `PrepError` naming the file: unknown language, no such file, none or several
    ///   candidates, unreadable, empty, over `maxSourceBytes`.
    public static func resolve(slug: String, argument: String?, lang: String?,
                               directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws -> Submission {
        var language: Language?
        if let lang {
            guard let named = Languages.named(lang) else { throw PrepError("unknown language '\(lang)'; prep languages lists them") }
            language = named
        }
        let url: URL
        if let argument {
            url = URL(fileURLWithPath: argument, relativeTo: directory).standardizedFileURL
            guard FileManager.default.fileExists(atPath: url.path) else { throw PrepError("\(argument): no such file") }
        } else {
            let here = directory.path
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: here)) ?? []).filter { name in
                name.hasPrefix(slug + ".") && (language.map { $0.extensions.contains(String(name.dropFirst(slug.count + 1))) }
                    ?? (Languages.forExtension(String(name.dropFirst(slug.count + 1))) != nil))
            }.sorted()
            guard let first = names.first else {
                throw PrepError("no solution file \(slug).<ext> in \(here); name one, or start one with prep new \(slug)")
            }
            guard names.count == 1 else {
                throw PrepError("several solutions here (\(names.joined(separator: ", "))); name the one to judge")
            }
            url = directory.appendingPathComponent(first)
        }
        // The user's input errors, said before anything is recorded: an empty, unreadable or
        // oversized source (judges cap sources too; the store keeps each attempt's source).
        var total = 0
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        let files = isFolder.boolValue
            ? ((try? FileManager.default.subpathsOfDirectory(atPath: url.path)) ?? []).map { url.appendingPathComponent($0) }
            : [url]
        for file in files {
            var info = stat()
            guard stat(file.path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { continue }
            guard access(file.path, R_OK) == 0 else { throw PrepError("\(file.path): cannot be read (permission denied)") }
            total += Int(info.st_size)
        }
        guard total > 0 else { throw PrepError("\(url.path) is empty") }
        guard total <= maxSourceBytes else {
            throw PrepError("\(url.path): \(total / 1024) KiB of source; the limit is \(maxSourceBytes / 1024) KiB")
        }
        do { return try Submission(url: url, language: language) } catch {
            throw PrepError(error)
        }
    }

    /// The file's modification time (for `--watch`).
    public static func stamp(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]) as? Date
    }
}
