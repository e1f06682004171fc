import CJudge
import Foundation

// MARK: - Box

/// A sandbox that runs programs one after another: its own user, PID, mount, network, IPC and
/// UTS namespaces, a view of only the paths its `BoxView` names, and prep-runner as its PID 1
/// (see box.c). Every program prep starts runs in one: compilers, solutions, output
/// validators, generators, version probes.
///
/// A box belongs to the thread that made it: its init dies with that thread, and with it every
/// process of the box. Closing the box (or dropping the last reference) ends it too.
final class Box {
    private var handle = cj_box(pid: -1, control_fd: -1)

    /// Makes a box with `view`, running as `Sandbox.boxUser` when the judge is root.
    /// - Throws: `BoxError` naming the stage (and path) that failed.
    init(view: BoxView, runner: ProgramRunner.Binary) throws {
        let status: (stage: Int32, error: Int32, path: String) = view.withCRequest(runner: runner) { request in
            var stage: Int32 = 0
            var error: Int32 = 0
            var path = [CChar](repeating: 0, count: 256)
            let made = withUnsafeMutablePointer(to: &handle) { box in
                path.withUnsafeMutableBufferPointer { cj_box_open(&request, box, &stage, &error, $0.baseAddress) }
            }
            let text = path.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            return made == 0 ? (0, 0, "") : (stage, error, text)
        }
        guard status.stage == 0 else {
            // The probe's remembered success no longer holds: the next command probes again.
            ProbeMemo.forget()
            throw BoxError(stage: status.stage, errno: status.error, path: status.path)
        }
    }

    /// Runs one program in the box and waits for it; every other process it started is gone
    /// when this returns.
    func run(_ run: LimitedRun) -> RunOutcome {
        run.withCRequest { request, result in
            withUnsafeMutablePointer(to: &handle) { cj_box_run($0, &request, &result) }
        }
    }

    /// Makes a box for one job and ends it afterwards.
    static func once<R>(view: BoxView, runner: ProgramRunner.Binary, _ body: (Box) throws -> R) throws -> R {
        let box = try Box(view: view, runner: runner)
        defer { box.close() }
        return try body(box)
    }

    /// Ends the box: every process in it is killed and reaped.
    func close() {
        withUnsafeMutablePointer(to: &handle) { cj_box_close($0) }
    }

    deinit { close() }
}

/// Why a box could not be made.
struct BoxError: Error, CustomStringConvertible {
    var stage: Int32
    var errno: Int32
    var path: String

    var description: String {
        let name = String(cString: cj_stage_name(stage))
        let reason = String(cString: strerror(errno))
        return path.isEmpty ? "\(name): \(reason)" : "\(name) \(path): \(reason)"
    }
}

// MARK: - BoxView

/// What a box's programs see: the paths bound into it and the links made in it.
///
/// ```swift
/// var view = BoxView.system(tools: ["/usr/bin/gcc"])   // /usr, /etc minus secrets, ...
/// view.bind(scratch, at: "/box", writable: true)
/// ```
struct BoxView: Sendable {
    struct Bind: Sendable, Hashable {
        /// The host path (nil for a cover).
        var source: String?
        /// Where programs see it.
        var target: String
        var flags: Int32
    }

    private(set) var binds: [Bind] = []
    private(set) var links: [(link: String, destination: String)] = []

    /// Binds `host` at `target` inside (read-only unless `writable`).
    mutating func bind(_ host: URL, at target: String, writable: Bool = false) {
        bind(host.path, at: target, flags: writable ? Int32(CJ_BIND_WRITABLE) : 0)
    }

    mutating func bind(_ host: String, at target: String, flags: Int32) {
        binds.removeAll { $0.target == target }
        binds.append(Bind(source: host, target: target, flags: flags))
    }

    /// Hides `target` (already in the view) under an empty file or folder, when it exists.
    mutating func cover(_ target: String) {
        binds.append(Bind(source: nil, target: target, flags: Int32(CJ_BIND_COVER | CJ_BIND_OPTIONAL)))
    }

    mutating func link(_ link: String, to destination: String) {
        links.append((link, destination))
    }

    /// The host folders every box sees read-only: the system's programs and libraries.
    static let systemRoots = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc"]

    /// Files and folders of /etc that hold secrets: covered even though the box's uid could
    /// not read most of them anyway.
    static let etcSecrets = [
        "/etc/shadow", "/etc/shadow-", "/etc/gshadow", "/etc/gshadow-", "/etc/sudoers", "/etc/sudoers.d",
        "/etc/ssh", "/etc/ssl/private", "/etc/security/opasswd", "/etc/krb5.keytab", "/etc/credstore",
        "/etc/credstore.encrypted", "/etc/NetworkManager/system-connections", "/etc/wireguard", "/etc/ppp",
        "/etc/libvirt", "/etc/openvpn", "/etc/ipsec.secrets", "/etc/docker", "/etc/cups/ssl",
    ]

    /// The base view: the system roots (top-level links such as `/bin -> usr/bin` kept as
    /// links), /etc minus secrets, the folders of the given toolchains, and `/tmp`, `/var/tmp`
    /// and `/dev/shm` pointing into the box's scratch folder (`/box`, bound by the caller).
    static func system(toolchains: [Toolchain.Folders] = []) -> BoxView {
        var view = BoxView()
        for root in systemRoots {
            var info = stat()
            guard lstat(root, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFLNK, let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: root) {
                view.link(root, to: destination)
            } else if (info.st_mode & S_IFMT) == S_IFDIR {
                view.bind(root, at: root, flags: 0)
            }
        }
        for secret in etcSecrets { view.cover(secret) }
        for folders in toolchains {
            for folder in folders.binds where !view.binds.contains(where: { $0.target == folder }) {
                view.bind(folder, at: folder, flags: 0)
            }
        }
        view.link("/tmp", to: "/box/tmp")
        view.link("/var/tmp", to: "/box/tmp")
        view.link("/dev/shm", to: "/box/shm")
        return view
    }

    /// Calls `body` with the C request for this view (valid for the call).
    fileprivate func withCRequest<R>(runner: ProgramRunner.Binary, _ body: (inout cj_box_request) -> R) -> R {
        let strings = binds.flatMap { [$0.source ?? "", $0.target] } + links.flatMap { [$0.link, $0.destination] }
        return withCStrings(strings) { pointers in
            var cBinds = binds.enumerated().map { index, bind in
                cj_bind(source: bind.source == nil ? nil : UnsafePointer(pointers[2 * index]),
                        target: UnsafePointer(pointers[2 * index + 1]), flags: bind.flags)
            }
            let linkBase = pointers + 2 * binds.count
            return cBinds.withUnsafeMutableBufferPointer { bindBuffer in
                var request = cj_box_request()
                request.init_fd = runner.descriptor
                request.binds = UnsafePointer(bindBuffer.baseAddress)
                request.bind_count = Int32(binds.count)
                request.links = UnsafeRawPointer(linkBase).assumingMemoryBound(to: UnsafePointer<CChar>?.self)
                request.link_count = Int32(links.count)
                let user = Sandbox.boxUser
                request.drop_uid = user?.uid ?? -1
                request.drop_gid = user?.gid ?? -1
                request.tmpfs_bytes = 1 << 20
                return body(&request)
            }
        }
    }
}
