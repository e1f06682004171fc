import Foundation

/// Where prep keeps things: the store's folder (`PREP_HOME`), the problems folder and the
/// reference solutions beside it.
public struct PrepPaths: Sendable {
    public var home: URL
    public var problems: URL
    /// `Solutions/` next to the problems folder, when it exists.
    public var solutions: URL?

    /// Resolves the folders. An explicit option wins over the environment, which wins over
    /// the defaults: `--home`, `PREP_HOME`, `$XDG_DATA_HOME/prep`, `~/.local/share/prep`; and
    /// `--problems`, `PREP_PROBLEMS`, `./Problems`.
    /// - Throws: `PrepError` when no problems folder can be found.
    /// The problems folder, whether or not it exists: `--problems`, else `PREP_PROBLEMS`, else
    /// `./Problems`.
    public static func problemsFolder(_ option: String?,
                                      environment: [String: String] = ProcessInfo.processInfo.environment,
                                      currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> URL {
        func url(_ path: String) -> URL {
            URL(fileURLWithPath: (path as NSString).expandingTildeInPath, relativeTo: currentDirectory).standardizedFileURL
        }
        if let option, !option.isEmpty { return url(option) }
        if let env = environment["PREP_PROBLEMS"], !env.isEmpty { return url(env) }
        return currentDirectory.appendingPathComponent("Problems")
    }

    /// A package named on the command line: a folder with a problem.yaml, else a slug in
    /// `problems`.
    /// - Throws: `PrepError` when it is neither.
    public static func packageFolder(_ argument: String, problems: URL) throws -> URL {
        let direct = URL(fileURLWithPath: argument)
        if FileManager.default.fileExists(atPath: direct.appendingPathComponent("problem.yaml").path) { return direct }
        let bySlug = problems.appendingPathComponent(argument)
        guard FileManager.default.fileExists(atPath: bySlug.path) else {
            throw PrepError("\(argument): no such package folder or problem slug in \(problems.path)")
        }
        return bySlug
    }

    public static func resolve(home: String?, problems: String?,
                               environment: [String: String] = ProcessInfo.processInfo.environment,
                               currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        throws -> PrepPaths {
        func url(_ path: String) -> URL {
            let expanded = (path as NSString).expandingTildeInPath
            return URL(fileURLWithPath: expanded, relativeTo: currentDirectory).standardizedFileURL
        }
        let homeURL: URL
        if let home, !home.isEmpty {
            homeURL = url(home)
        } else if let env = environment["PREP_HOME"], !env.isEmpty {
            homeURL = url(env)
        } else if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            homeURL = url(xdg).appendingPathComponent("prep")
        } else {
            homeURL = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share/prep")
        }

        let problemsURL = problemsFolder(problems, environment: environment, currentDirectory: currentDirectory)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: problemsURL.path, isDirectory: &isFolder), isFolder.boolValue else {
            let how = problems != nil ? "--problems" : environment["PREP_PROBLEMS"] != nil ? "PREP_PROBLEMS" : "./Problems"
            throw PrepError("no problems folder at \(problemsURL.path) (from \(how)); run prep where Problems/ is, "
                + "or set PREP_PROBLEMS or --problems")
        }
        let solutionsURL = problemsURL.deletingLastPathComponent().appendingPathComponent("Solutions")
        let hasSolutions = FileManager.default.fileExists(atPath: solutionsURL.path)
        return PrepPaths(home: homeURL, problems: problemsURL, solutions: hasSolutions ? solutionsURL : nil)
    }
}
