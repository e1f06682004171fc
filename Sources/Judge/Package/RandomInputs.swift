public import Foundation

// MARK: - RandomInputs

/// prep's random-input extension of a package: `generators/random_input.py SEED SIZE [SHAPE]`
/// prints one valid input, the same for the same arguments (see Problems/README.md); SHAPE, one
/// of the names in `random_input.worst_cases`, asks for a worst case of that shape. `prep stress`
/// and `prep growth` draw their inputs from it. It is the package's program, so it runs in a
/// box (one per `RandomInputs`, reused for every input) that sees the generators folder
/// read-only at `/gen`.
public final class RandomInputs {
    static let scriptName = "random_input.py"
    /// The script.
    public let script: URL
    private let site: RunSite

    /// The package's generator at `root`, with its box.
    /// - Throws: `PackageError` when the package has no `generators/random_input.py` or no box can be made.
    public init(packageAt root: URL) throws {
        let generators = root.appendingPathComponent("generators", isDirectory: true)
        script = generators.appendingPathComponent(Self.scriptName)
        guard FileManager.default.fileExists(atPath: script.path) else {
            throw PackageError(script, "missing: prep stress and prep growth need a random input generator (see Problems/README.md)")
        }
        do {
            let scratch = try Scratch(in: FileManager.default.temporaryDirectory, kind: "box")
            site = try RunSite(scratch: scratch, mounts: [RunSite.Mount(host: generators, target: "/gen")],
                               toolchains: Toolchain.folders(for: [["python3"]]))
        } catch {
            throw PackageError(script, "cannot make a box for it: \(error)")
        }
    }

    deinit {
        site.close()
        site.scratch.remove()
    }

    /// The input for `seed` and `size`, of the worst-case `shape` if one is named (at most 256 MiB).
    /// - Throws: `PackageError` naming the script when it fails or prints nothing.
    public func input(seed: Int, size: Int, shape: String? = nil) throws -> Data {
        defer { try? site.scratch.reset() }
        let arguments = [String(seed), String(size)] + (shape.map { [$0] } ?? [])
        let what = "seed \(seed), size \(size)" + (shape.map { ", shape \($0)" } ?? "")
        let result = ToolRun.run(["python3", "-S", "/gen/\(Self.scriptName)"] + arguments, at: site,
                                 limits: RunLimits(cpuSeconds: 30, wallSeconds: 60, fileSizeBytes: 256 << 20),
                                 captureLimit: 256 << 20)
        guard result.outcome.succeeded else {
            let detail = String(decoding: result.errorOutput, as: UTF8.self).split(separator: "\n").last.map(String.init)
                ?? result.outcome.terminationDescription
            throw PackageError(script, "failed for \(what): \(detail)")
        }
        guard !result.output.isEmpty else { throw PackageError(script, "printed nothing for \(what)") }
        return result.output
    }
}
