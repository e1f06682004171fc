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
        let here = currentDirectory.appendingPathComponent("Problems")
        if isFolder(here) { return here }
        return bundledProblems() ?? here
    }

    private static func isFolder(_ url: URL) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
    }

    /// The problems a built or installed prep brings, found without any setting: under its
    /// install prefix (`<prefix>/share/prep/Problems` beside `<prefix>/bin/prep`, as the
    /// README's install step puts them), else in the repository it was built from.
    public static func bundledProblems(executable: String? = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
                                       sourceFile: String = #filePath) -> URL? {
        var candidates: [URL] = []
        if let executable {
            let prefix = URL(fileURLWithPath: executable).deletingLastPathComponent().deletingLastPathComponent()
            candidates.append(prefix.appendingPathComponent("share/prep/Problems"))
        }
        // Sources/PrepKit/Support/PrepPaths.swift → the repository's root.
        var root = URL(fileURLWithPath: sourceFile)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        candidates.append(root.appendingPathComponent("Problems"))
        return candidates.first { isFolder($0) }
    }

    /// A package named on the command line: a folder with a problem.yaml, else a slug in
    /// `problems`, else the slug of a problem imported from elsewhere (`prep import`), found in
    /// the store in `home` when there is one (it is not created).
    /// - Throws: `PrepError` when it is none of these.
    public static func packageFolder(_ argument: String, problems: URL, home: URL? = nil) throws -> URL {
        try packageFolders([argument], problems: problems, home: home)[0].get()
    }

    /// `packageFolder` for each argument, opening the store at most once.
    public static func packageFolders(_ arguments: [String], problems: URL, home: URL?) -> [Result<URL, PrepError>] {
        var store: PrepStore?
        var storeTried = false
        return arguments.map { argument in
            let direct = URL(fileURLWithPath: argument)
            if FileManager.default.fileExists(atPath: direct.appendingPathComponent("problem.yaml").path) {
                return .success(direct)
            }
            let bySlug = problems.appendingPathComponent(argument)
            if FileManager.default.fileExists(atPath: bySlug.path) { return .success(bySlug) }
            if !storeTried, let home, FileManager.default.fileExists(atPath: home.appendingPathComponent(PrepStore.fileName).path) {
                storeTried = true
                store = try? PrepStore.startUp(PrepPaths(home: home, problems: problems, solutions: nil), syncCatalogue: false).0
            }
            if let store, !argument.contains("/"), let found = try? Self.imported(argument, in: store) {
                guard !found.isMissing else {
                    return .failure(PrepError("\(argument): the package of this problem is gone (it was \(found.packagePath))"))
                }
                return .success(URL(fileURLWithPath: found.packagePath))
            }
            return .failure(PrepError("\(argument): no such package folder or problem slug in \(problems.path)"
                + (store == nil ? "" : " or among the imported problems")))
        }
    }

    private static func imported(_ slug: String, in store: PrepStore) throws -> (packagePath: String, isMissing: Bool)? {
        let view = store.view
        return try view.performAndWait {
            try Problem.named(slug, in: view).map { ($0.packagePath, $0.isMissing) }
        }
    }

    /// The store's folder: `--home`, else `PREP_HOME`, else `$XDG_DATA_HOME/prep`, else
    /// `~/.local/share/prep`.
    public static func homeFolder(_ option: String?,
                                  environment: [String: String] = ProcessInfo.processInfo.environment,
                                  currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> URL {
        func url(_ path: String) -> URL {
            let expanded = (path as NSString).expandingTildeInPath
            return URL(fileURLWithPath: expanded, relativeTo: currentDirectory).standardizedFileURL
        }
        if let option, !option.isEmpty { return url(option) }
        if let env = environment["PREP_HOME"], !env.isEmpty { return url(env) }
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty { return url(xdg).appendingPathComponent("prep") }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share/prep")
    }

    public static func resolve(home: String?, problems: String?,
                               environment: [String: String] = ProcessInfo.processInfo.environment,
                               currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        throws -> PrepPaths {
        let homeURL = homeFolder(home, environment: environment, currentDirectory: currentDirectory)

        let problemsURL = problemsFolder(problems, environment: environment, currentDirectory: currentDirectory)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: problemsURL.path, isDirectory: &isFolder), isFolder.boolValue else {
            let how = problems != nil ? "--problems" : environment["PREP_PROBLEMS"] != nil ? "PREP_PROBLEMS"
                : "./Problems, and no bundled problems beside the executable or in the repository it was built from"
            throw PrepError("no problems folder at \(problemsURL.path) (from \(how)); run prep where Problems/ is, "
                + "or set PREP_PROBLEMS or --problems")
        }
        let solutionsURL = problemsURL.deletingLastPathComponent().appendingPathComponent("Solutions")
        let hasSolutions = FileManager.default.fileExists(atPath: solutionsURL.path)
        return PrepPaths(home: homeURL, problems: problemsURL, solutions: hasSolutions ? solutionsURL : nil)
    }
}
