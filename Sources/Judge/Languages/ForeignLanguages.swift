import Foundation

// MARK: - ForeignLanguages

/// Languages prep has no toolchain for, by file extension, so that `prep verify` can say
/// which submissions of a package from elsewhere it skipped and why ("no Kotlin toolchain in
/// prep") instead of dropping them silently.
enum ForeignLanguages {
    /// Extension (lower case) → language name.
    static let byExtension: [String: String] = [
        "kt": "Kotlin", "kts": "Kotlin", "scala": "Scala", "sc": "Scala", "cs": "C#", "fs": "F#", "vb": "Visual Basic",
        "go": "Go", "hs": "Haskell", "lhs": "Haskell", "lisp": "Common Lisp", "lsp": "Common Lisp", "cl": "Common Lisp",
        "ml": "OCaml", "php": "PHP", "rb": "Ruby", "pl": "Perl", "pm": "Perl", "lua": "Lua", "pas": "Pascal",
        "dpr": "Pascal", "f": "Fortran", "f90": "Fortran", "f95": "Fortran", "d": "D", "r": "R", "m": "Objective-C",
        "ex": "Elixir", "exs": "Elixir", "erl": "Erlang", "clj": "Clojure", "dart": "Dart", "jl": "Julia", "nim": "Nim",
        "zig": "Zig", "scm": "Scheme", "ss": "Scheme", "rkt": "Racket", "py2": "Python 2", "adb": "Ada", "ads": "Ada",
        "cob": "COBOL", "cbl": "COBOL", "pro": "Prolog", "ts": "TypeScript", "groovy": "Groovy", "cr": "Crystal",
        "sml": "Standard ML", "tcl": "Tcl", "awk": "AWK", "bas": "BASIC", "vala": "Vala", "pike": "Pike",
    ]

    /// Kattis language codes (`language:` in submissions.yaml) prep has no toolchain for.
    static let byCode: [String: String] = [
        "kotlin": "Kotlin", "scala": "Scala", "csharp": "C#", "fsharp": "F#", "go": "Go", "haskell": "Haskell",
        "lisp": "Common Lisp", "ocaml": "OCaml", "php": "PHP", "ruby": "Ruby", "perl": "Perl", "lua": "Lua",
        "pascal": "Pascal", "fortran": "Fortran", "d": "D", "objectivec": "Objective-C", "elixir": "Elixir",
        "erlang": "Erlang", "clojure": "Clojure", "dart": "Dart", "julia": "Julia", "nim": "Nim", "zig": "Zig",
        "scheme": "Scheme", "racket": "Racket", "python2": "Python 2", "ada": "Ada", "cobol": "COBOL",
        "prolog": "Prolog", "typescript": "TypeScript", "groovy": "Groovy", "crystal": "Crystal", "smalltalk": "Smalltalk",
        "visualbasic": "Visual Basic", "apl": "APL", "algol68": "Algol 68", "gerbil": "Gerbil",
    ]

    /// Files that sit beside submissions without being one (notes, data, pictures).
    static let notPrograms: Set<String> = [
        "md", "txt", "yaml", "yml", "json", "pdf", "png", "jpg", "jpeg", "gif", "svg", "html", "htm", "tex", "csv",
        "log", "orig", "rej", "in", "ans", "out", "diff", "patch", "ini", "toml", "xml",
    ]

    /// The language a file's extension names, when prep has no toolchain for it.
    static func name(forExtension ext: String) -> String? {
        byExtension[ext.lowercased()]
    }

    /// Why a submission prep cannot judge is skipped, for a file or folder whose language prep
    /// does not know; nil for a file that is no program at all (a README).
    static func skipReason(for url: URL) -> String? {
        if FileTree.isDirectory(url) {
            let names = Set(FileTree.names(in: url).compactMap { name(forExtension: ($0 as NSString).pathExtension) })
            if let first = names.sorted().first { return "no \(first) toolchain in prep" }
            return "cannot tell the language of the folder's files"
        }
        let ext = url.pathExtension
        if let foreign = name(forExtension: ext) { return "no \(foreign) toolchain in prep" }
        if notPrograms.contains(ext.lowercased()) { return nil }
        if ext.isEmpty {
            let base = url.lastPathComponent.uppercased()
            if base.hasPrefix("README") || base.hasPrefix("LICENSE") || base == "MAKEFILE" { return nil }
            return "no file extension to tell the language by"
        }
        return "cannot tell the language from the extension .\(ext)"
    }
}
