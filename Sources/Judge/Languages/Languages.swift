public import Foundation

// MARK: - Languages

/// The language table: one small declaration per language.
public enum Languages {
    public static let c = Language(
        id: "c", name: "C", extensions: ["c"], aliases: ["gcc"],
        compile: ["gcc", "-O2", "-std=gnu17", "-pipe", "-o", "{binary}", "{sources}", "-lm"],
        run: ["{binary}"],
        versionProbe: ["gcc", "--version"], installHint: "apt-get install gcc",
        selfTest: "#include <stdio.h>\nint main(void){char s[64];if(scanf(\"%63s\",s)==1)printf(\"%s\\n\",s);return 0;}\n",
        diagnosticCompile: ["gcc", "-g", "-O1", "-fsanitize=address", "-fno-omit-frame-pointer", "-std=gnu17", "-pipe", "-o", "{binary}",
                            "{sources}", "-lm"]
    )

    // As LeetCode compiles C++: clang 19 in C++23, -O2, over GCC's libstdc++ (bits/stdc++.h).
    public static let cpp = Language(
        id: "cpp", name: "C++", extensions: ["cpp", "cc", "cxx", "c++"], aliases: ["c++", "g++", "clang++", "cxx"],
        compile: ["clang++-19", "-std=c++23", "-O2", "-pipe", "-o", "{binary}", "{sources}"],
        run: ["{binary}"],
        versionProbe: ["clang++-19", "--version"], installHint: "apt-get install clang-19",
        selfTest: "#include <iostream>\n#include <string>\nint main(){std::string s;std::cin>>s;std::cout<<s<<'\\n';}\n",
        // "terminate called after throwing an instance of 'std::bad_alloc'"
        outOfMemoryMarkers: ["std::bad_alloc"],
        // AddressSanitizer, as LeetCode builds C++: a crash, or an exception nobody caught
        // (ASAN_OPTIONS handle_abort), is reported with the frames and lines it passed through
        // (symbolized by llvm-symbolizer-19, which comes with clang-19's recommended packages).
        diagnosticCompile: ["clang++-19", "-std=c++23", "-g", "-O1", "-fsanitize=address", "-fno-omit-frame-pointer", "-pipe",
                            "-o", "{binary}", "{sources}"]
    )

    public static let swift = Language(
        id: "swift", name: "Swift", extensions: ["swift"],
        // -g: the runtime's backtracer (SWIFT_BACKTRACE, `Toolchain.environment`) names the
        // user's file and lines when a program traps; the code is the same as without it.
        compile: ["swiftc", "-O", "-g", "-o", "{binary}", "{sources}"],
        run: ["{binary}"],
        versionProbe: ["swiftc", "--version"], installHint: "a Swift toolchain from swift.org (swiftc on PATH)",
        selfTest: "if let s = readLine() { print(s) }\n"
    )

    public static let python3 = Language(
        id: "python3", name: "Python 3", extensions: ["py", "py3"], aliases: ["python", "py", "py3"],
        check: ["python3", "-c", "import ast,sys\nfor f in sys.argv[1:]: ast.parse(open(f,'rb').read(),f)", "{sources}"],
        // -s: no user site folder. Not -S: the site module defines exit() and quit(), which
        // solutions pasted from elsewhere call.
        run: ["python3", "-s", "{main}"],
        versionProbe: ["python3", "--version"], installHint: "apt-get install python3",
        selfTest: "print(input())\n",
        outOfMemoryMarkers: ["MemoryError"]
    )

    public static let java = Language(
        id: "java", name: "Java", extensions: ["java"],
        compile: ["javac", "-encoding", "UTF-8", "-J-XX:+UseSerialGC", "-d", "{dir}", "{sources}"],
        run: ["java", "-Xss64m", "-XX:+UseSerialGC", "-Xmx{mem}m", "-XX:-UsePerfData", "-XX:TieredStopAtLevel=1",
              "-cp", "{dir}", "{class}"],
        versionProbe: ["javac", "-version"], installHint: "apt-get install default-jdk-headless",
        selfTest: "import java.util.*;\npublic class Main { public static void main(String[] a) { Scanner s = new Scanner(System.in); System.out.println(s.next()); } }\n",
        memoryPolicy: .measured, processLimit: 256,
        outOfMemoryMarkers: ["java.lang.OutOfMemoryError"],
        mainClassRule: .staticMainMethod
    )

    public static let rust = Language(
        id: "rust", name: "Rust", extensions: ["rs"], aliases: ["rs", "rustc"],
        compile: ["rustc", "-O", "--edition", "2021", "-o", "{binary}", "{main}"],
        run: ["{binary}"],
        versionProbe: ["rustc", "--version"], installHint: "apt-get install rustc",
        selfTest: "fn main(){let mut s=String::new();std::io::stdin().read_line(&mut s).unwrap();println!(\"{}\",s.trim());}\n",
        // "memory allocation of N bytes failed"
        outOfMemoryMarkers: ["memory allocation of"]
    )

    public static let javascript = Language(
        id: "javascript", name: "JavaScript", extensions: ["js", "mjs"], aliases: ["js", "node", "nodejs"],
        check: ["node", "--check", "{main}"],
        run: ["node", "--max-old-space-size={mem}", "{main}"],
        versionProbe: ["node", "--version"], installHint: "apt-get install nodejs",
        selfTest: "const s=require('fs').readFileSync(0,'utf8').trim();console.log(s);\n",
        memoryPolicy: .measured, processLimit: 128,
        // V8's "FATAL ERROR: … JavaScript heap out of memory"
        outOfMemoryMarkers: ["heap out of memory"]
    )

    public static let bash = Language(
        id: "bash", name: "Bash", extensions: ["sh", "bash"], aliases: ["sh"],
        check: ["bash", "-n", "{main}"],
        run: ["bash", "{main}"],
        versionProbe: ["bash", "--version"], installHint: "apt-get install bash",
        selfTest: "read -r s; echo \"$s\"\n"
    )

    /// Every language, in display order.
    public static let all: [Language] = [c, cpp, swift, python3, java, rust, javascript, bash]

    /// Looks a language up by id, alias or name (any case), as `--lang` does.
    public static func named(_ name: String) -> Language? {
        let key = name.lowercased()
        return all.first { $0.id == key || $0.aliases.contains(key) || $0.name.lowercased() == key }
    }

    /// The language of a file, by its extension.
    public static func forExtension(_ ext: String) -> Language? {
        let key = ext.lowercased()
        return all.first { $0.extensions.contains(key) }
    }

    /// The language of a submission: a file by its extension; a folder by its files'
    /// extensions when they name exactly one language.
    public static func detect(_ url: URL) -> Language? {
        if !FileTree.isDirectory(url) { return forExtension(url.pathExtension) }
        let found = Set(FileTree.names(in: url).compactMap { forExtension(($0 as NSString).pathExtension)?.id })
        return found.count == 1 ? found.first.flatMap(named) : nil
    }
}
