public import Foundation

// MARK: - ProblemCatalogue

/// Every package in a folder: the good ones loaded, each bad one reported in one line.
///
/// ```swift
/// let catalogue = ProblemCatalogue.load(from: URL(fileURLWithPath: "Problems"))
/// for error in catalogue.errors { print(error) }   // and carry on with catalogue.packages
/// ```
public struct ProblemCatalogue: Sendable {
    public var folder: URL
    /// Loaded packages, by slug.
    public var packages: [ProblemPackage]
    /// One error per broken package.
    public var errors: [PackageError]

    /// Loads every sub-folder with a `problem.yaml` (a folder without one is reported too).
    public static func load(from folder: URL, cacheDirectory: URL = CacheDirectory.default) -> ProblemCatalogue {
        var packages: [ProblemPackage] = []
        var errors: [PackageError] = []
        for name in FileTree.names(in: folder) {
            let url = folder.appendingPathComponent(name, isDirectory: true)
            guard FileTree.isDirectory(url) else { continue }
            do {
                packages.append(try ProblemPackage.load(from: url, cacheDirectory: cacheDirectory))
            } catch let error as PackageError {
                errors.append(error)
            } catch {
                errors.append(PackageError(url, error.localizedDescription))
            }
        }
        return ProblemCatalogue(folder: folder, packages: packages, errors: errors)
    }

    /// The package with this slug.
    public func package(_ slug: String) -> ProblemPackage? {
        packages.first { $0.slug == slug }
    }
}
