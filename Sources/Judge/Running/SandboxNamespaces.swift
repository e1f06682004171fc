import CJudge

// MARK: - SandboxNamespaces

/// User, network and mount namespaces made once for a sandbox policy and joined by many runs
/// (one grading worker's): making them costs far more than joining them, a network namespace
/// above all. Each is kept alive by a file descriptor and freed when this object goes.
///
/// The runs that join one set follow one another: they see the same private mount view and
/// no network, exactly as with namespaces of their own, and `cj_run` waits for every process
/// of a run to be gone before the next run starts.
final class SandboxNamespaces: Sendable {
    let descriptors: cj_namespaces

    /// Makes the namespaces `policy` asks for (after its uid drop, with its hidden paths).
    /// - Returns: nil when the policy asks for none or they cannot be made; runs then make
    ///   their own, as before.
    init?(policy: LimitedRun.SandboxPolicy) {
        guard policy.isolation != 0 else { return nil }
        var made = cj_namespaces(user_fd: -1, net_fd: -1, mount_fd: -1)
        let status = withCStrings(policy.hiddenPaths) { hidden -> Int32 in
            var request = cj_run_request()
            request.drop_uid = policy.dropTo?.uid ?? -1
            request.drop_gid = policy.dropTo?.gid ?? -1
            request.isolation = policy.isolation
            request.hidden_paths = UnsafeRawPointer(hidden).assumingMemoryBound(to: UnsafePointer<CChar>?.self)
            request.hidden_count = Int32(policy.hiddenPaths.count)
            var stage: Int32 = 0
            var error: Int32 = 0
            return cj_make_namespaces(&request, &made, &stage, &error)
        }
        guard status == 0 else { return nil }
        descriptors = made
    }

    deinit {
        var open = descriptors
        cj_close_namespaces(&open)
    }
}
