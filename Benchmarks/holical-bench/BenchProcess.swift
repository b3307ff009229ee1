import Glibc

/// Running another program from a benchmark and waiting for it.
enum BenchProcess {
    /// Runs `arguments` (the first is the program: a path, or a name looked up in `PATH`)
    /// with standard input from `input`, standard output to `output` and standard error to
    /// `errors` (nil: this process's), and waits; true on exit status 0. `environment` nil
    /// passes this process's own.
    static func run(
        _ arguments: [String], input: String = "/dev/null", output: String = "/dev/null",
        errors: String? = nil, environment: [String: String]? = nil
    ) -> Bool {
        measure(arguments, input: input, output: output, errors: errors, environment: environment).succeeded
    }

    /// What one run of a program cost: wall time, CPU time (user and system) and peak
    /// resident memory, as the kernel counts them for the waited child.
    struct Usage {
        /// Whether it exited with status 0.
        let succeeded: Bool
        let wallNanoseconds: UInt64
        let cpuNanoseconds: UInt64
        /// The most memory it held resident at once (ru_maxrss), in KiB.
        let peakResidentKilobytes: Int
    }

    /// `run`, measured: the child is waited for with wait4(2), whose rusage holds its CPU
    /// time and peak resident memory.
    static func measure(
        _ arguments: [String], input: String = "/dev/null", output: String = "/dev/null",
        errors: String? = nil, environment: [String: String]? = nil
    ) -> Usage {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if let errors { posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let envp: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { for pointer in envp ?? [] { free(pointer) } }
        var pid: pid_t = 0
        let start = Measure.now()
        let spawned = envp.map { posix_spawnp(&pid, arguments[0], &actions, nil, &argv, $0) }
            ?? posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
        guard spawned == 0 else {
            return Usage(succeeded: false, wallNanoseconds: 0, cpuNanoseconds: 0, peakResidentKilobytes: 0)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let wall = Measure.now() - start
        func nanoseconds(_ time: timeval) -> UInt64 { UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_usec) * 1_000 }
        return Usage(
            succeeded: status == 0, wallNanoseconds: wall,
            cpuNanoseconds: nanoseconds(usage.ru_utime) + nanoseconds(usage.ru_stime),
            peakResidentKilobytes: usage.ru_maxrss)
    }
}
