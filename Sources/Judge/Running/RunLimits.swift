// MARK: - RunLimits

/// The resource limits of one limited run. `nil` leaves a limit unset.
public struct RunLimits: Sendable, Hashable, Codable {
    /// CPU seconds: RLIMIT_CPU soft = ceil(cpu), hard = soft + 1 s.
    public var cpuSeconds: Double?
    /// Wall-clock guard: the whole process group is killed after this many seconds.
    public var wallSeconds: Double?
    /// RLIMIT_AS in bytes.
    public var addressSpaceBytes: Int64?
    /// RLIMIT_STACK in bytes.
    public var stackBytes: Int64?
    /// RLIMIT_FSIZE in bytes: also caps captured stdout/stderr (past it: SIGXFSZ).
    public var fileSizeBytes: Int64?
    /// RLIMIT_NPROC, counted in the run's own user namespace when isolation is active.
    public var maxProcesses: Int?

    public init(
        cpuSeconds: Double? = nil, wallSeconds: Double? = nil, addressSpaceBytes: Int64? = nil,
        stackBytes: Int64? = nil, fileSizeBytes: Int64? = nil, maxProcesses: Int? = nil
    ) {
        self.cpuSeconds = cpuSeconds
        self.wallSeconds = wallSeconds
        self.addressSpaceBytes = addressSpaceBytes
        self.stackBytes = stackBytes
        self.fileSizeBytes = fileSizeBytes
        self.maxProcesses = maxProcesses
    }
}
