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
        let spawned = envp.map { posix_spawnp(&pid, arguments[0], &actions, nil, &argv, $0) }
            ?? posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
        guard spawned == 0 else { return false }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return status == 0
    }
}
