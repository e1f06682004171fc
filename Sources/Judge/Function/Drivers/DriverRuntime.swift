import Foundation

// MARK: - DriverRuntime

/// The drivers' runtimes, written in their own languages under `Sources/Judge/Function/Runtimes/`
/// (one folder per language) so that compilers, linters and editors read them as code, and
/// embedded in prep at build time: Package.swift declares the folder as the Judge target's
/// `.embedInCode` resource, and SwiftPM generates `PackageResources`, one `[UInt8]` per file
/// named after the file alone (`driver.py` → `driver_py`, `stub-listnode.rs` →
/// `stub_listnode_rs`; names must be unique across the folders). prep and prep-runner, copied
/// alone into a `bin` folder, so need nothing beside them.
///
/// Placeholders such as `__PREP_INTERFACE__` are identifiers in the file's language, so the
/// files stay valid code; each driver fills them in when it writes a harness. `stub-*` files are
/// the comment blocks LeetCode's editor shows above a stub (`prep new`), verbatim.
enum DriverRuntime {
    /// Every embedded file, by its path under `Runtimes/`. `RuntimeFilesTests` checks that it
    /// lists the folder exactly, and checks each file with its language's toolchain.
    static let files: [String: [UInt8]] = [
        "cpp/runtime.hpp": PackageResources.runtime_hpp,
        "cpp/stub-listnode.hpp": PackageResources.stub_listnode_hpp,
        "cpp/stub-treenode.hpp": PackageResources.stub_treenode_hpp,
        "java/Main.java": PackageResources.Main_java,
        "java/ListNode.java": PackageResources.ListNode_java,
        "java/TreeNode.java": PackageResources.TreeNode_java,
        "java/Pair.java": PackageResources.Pair_java,
        "java/stub-listnode.java": PackageResources.stub_listnode_java,
        "java/stub-treenode.java": PackageResources.stub_treenode_java,
        "javascript/datastructures.js": PackageResources.datastructures_js,
        "javascript/driver.js": PackageResources.driver_js,
        "javascript/prep-stdout.js": PackageResources.prep_stdout_js,
        "javascript/stub-listnode.js": PackageResources.stub_listnode_js,
        "javascript/stub-treenode.js": PackageResources.stub_treenode_js,
        "python/driver.py": PackageResources.driver_py,
        "python/stub-listnode.py": PackageResources.stub_listnode_py,
        "python/stub-treenode.py": PackageResources.stub_treenode_py,
        "rust/runtime.rs": PackageResources.runtime_rs,
        "rust/stub-listnode.rs": PackageResources.stub_listnode_rs,
        "rust/stub-treenode.rs": PackageResources.stub_treenode_rs,
        "swift/prelude.swift": PackageResources.prelude_swift,
        "swift/runtime.swift": PackageResources.runtime_swift,
        "swift/stub-listnode.swift": PackageResources.stub_listnode_swift,
        "swift/stub-treenode.swift": PackageResources.stub_treenode_swift,
    ]

    /// An embedded file's text (the files are UTF-8).
    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
