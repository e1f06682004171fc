// swift-tools-version: 6.1
//
// prep: an offline interview-prep practice platform.
// Layout and contracts: see README.md and docs/ARCHITECTURE.md.

import PackageDescription

/// Settings every target of ours shares: Swift 6 language mode (the tools version's default)
/// with complete strict-concurrency checking.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

/// The judge's C targets: the usual warnings, which CI treats as defects as it does Swift's.
let cWarnings: [CSetting] = [.unsafeFlags(["-Wall", "-Wextra"])]

let package = Package(
    name: "prep",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "prep", targets: ["prep"]),
        .executable(name: "prep-runner", targets: ["prep-runner"]),
        .library(name: "ContextStack", targets: ["ContextStack"]),
        .library(name: "Judge", targets: ["Judge"]),
        .library(name: "PrepKit", targets: ["PrepKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        // prep report: the page's HTML (Plot) and the notes' Markdown (Ink).
        .package(url: "https://github.com/JohnSundell/Plot", exact: "0.14.0"),
        .package(url: "https://github.com/JohnSundell/Ink", exact: "0.6.0"),
    ],
    targets: [
        // MARK: - Persistence
        .target(name: "CContextStack", path: "Sources/CContextStack", linkerSettings: [.linkedLibrary("sqlite3")]),
        .target(
            name: "ContextStack",
            dependencies: [
                "CContextStack",
                .product(name: "GRDB", package: "GRDB.swift"),
                // The C API, to bind rows straight into prepared statements on bulk paths.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ContextStackTests",
            dependencies: ["ContextStack", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strict
        ),

        // MARK: - Judge
        .target(name: "CJudge", path: "Sources/CJudge", cSettings: cWarnings, linkerSettings: [.linkedLibrary("m")]),
        // The first process of every box, and the starter of programs where boxes cannot be made
        // (C). prep finds it beside its own executable. Linked statically (`-static-executable`),
        // so that it starts in a box, which sees the system's folders but not Swift's, and without
        // the Swift runtime, which only the start-up object swiftc adds would pull in
        // (`-nostartfiles`).
        .executableTarget(
            name: "prep-runner",
            dependencies: ["CJudge"],
            cSettings: cWarnings,
            linkerSettings: [.unsafeFlags(["-static-executable", "-nostartfiles"])]
        ),
        .target(
            name: "Judge",
            // prep-runner is not linked in: the dependency builds it wherever the judge is built
            // (prep, the tests, the benchmarks), to be found next to the executable at run time.
            dependencies: ["CJudge", "prep-runner", .product(name: "Yams", package: "Yams")],
            // Code of the function-mode runtimes, compiled in (`PackageResources`).
            resources: [.embedInCode("Function/Runtimes/javascript/datastructures.js")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "JudgeTests",
            // prep-runner (which Judge already builds): the tests start it from beside their bundle.
            dependencies: ["Judge", "CJudge", "prep-runner"],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),

        // MARK: - Domain
        .target(
            name: "PrepKit",
            // GRDB for the store's migrations and its read-only reports (PrepStore+Reports);
            // Plot and Ink for prep report's page.
            dependencies: ["ContextStack", "Judge", .product(name: "GRDB", package: "GRDB.swift"),
                           .product(name: "Plot", package: "Plot"), .product(name: "Ink", package: "Ink")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "PrepKitTests",
            dependencies: ["PrepKit", .product(name: "GRDB", package: "GRDB.swift")],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),

        // MARK: - Command line
        .testTarget(
            name: "PrepEndToEndTests",
            // Depends on the executables so that `swift test` always runs a freshly built `prep`,
            // with its runner beside it.
            dependencies: ["prep", "prep-runner", .product(name: "GRDB", package: "GRDB.swift")],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "prep",
            dependencies: ["PrepKit", "Judge", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            // Release: the Swift runtime and Foundation linked in, not loaded at each start (a
            // command starts in 0.6 of the time: no symbol binding across a dozen libraries).
            // Compiled with -static-stdlib too, so the module names the static libraries to link;
            // linked by lld, since GNU ld warns about Foundation's own use of mktemp.
            swiftSettings: strict + [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib", "-use-ld=lld"], .when(configuration: .release))]
        ),

        // MARK: - Benchmarks (run in release: `swift run -c release <name>`)
        .executableTarget(
            name: "PrepBenchmark",
            dependencies: ["PrepKit", "ContextStack", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Benchmarks/PrepBenchmark",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "ContextStackBenchmark",
            dependencies: ["ContextStack", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Benchmarks/ContextStackBenchmark",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "JudgeBenchmark",
            dependencies: ["Judge"],
            path: "Benchmarks/JudgeBenchmark",
            swiftSettings: strict
        ),
    ]
)
