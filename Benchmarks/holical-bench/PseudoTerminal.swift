import Glibc

/// A child process on a pseudo-terminal of the benchmark's own, as a terminal emulator
/// would run it.
final class PseudoTerminal {
    let pid: pid_t
    let master: Int32
    private(set) var output: [UInt8] = []

    /// Starts `arguments[0]` with the given arguments in a `columns` x `rows` terminal.
    init?(_ arguments: [String], columns: Int, rows: Int, environment: [String: String]) {
        // posix_openpt and friends are not visible to Swift here; on Linux they are these
        // ioctls on /dev/ptmx (numbers from asm-generic/ioctls.h: _IOW('T', 0x31, int) and
        // _IOR('T', 0x30, unsigned int); the macros do not import).
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, UInt(0x4004_5431), &unlock) == 0,
              ioctl(master, UInt(0x8004_5430), &number) == 0
        else { return nil }
        let slaveName = "/dev/pts/\(number)"
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The child becomes a session leader (below) and opening the terminal then makes
        // it its controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slaveName, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, 0x80)  // POSIX_SPAWN_SETSID (glibc 2.26+)

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        guard posix_spawn(&child, arguments[0], &actions, &attributes, argv, envp) == 0 else { return nil }
        pid = child
    }

    /// Reads what the child writes until `marker` has appeared or `timeout` seconds pass;
    /// returns whether it appeared.
    func read(until marker: String, timeout: Double) -> Bool {
        let needle = Array(marker.utf8)
        let deadline = Measure.now() + UInt64(timeout * 1e9)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while Measure.now() < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let remaining = Int32((deadline - Measure.now()) / 1_000_000)
            guard poll(&descriptor, 1, max(1, remaining)) > 0 else { continue }
            let count = Glibc.read(master, &buffer, buffer.count)
            guard count > 0 else { return false }
            output += buffer.prefix(count)
            if Self.contains(output, needle) { return true }
        }
        return false
    }

    /// Forgets what the child wrote so far: `read(until:)` then looks at what comes next.
    func forget() { output = [] }

    /// Types bytes into the child's terminal.
    func send(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Types more bytes than the terminal holds at once (a paste), reading what the child
    /// writes meanwhile: a child blocked on a full output buffer reads no more input.
    func sendAll(_ text: String) {
        let bytes = Array(text.utf8)
        let flags = fcntl(master, F_GETFL)
        _ = fcntl(master, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(master, F_SETFL, flags) }
        var sent = 0
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while sent < bytes.count {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN | POLLOUT), revents: 0)
            guard poll(&descriptor, 1, 1_000) > 0 else { continue }
            if descriptor.revents & Int16(POLLIN) != 0 {
                let count = Glibc.read(master, &buffer, buffer.count)
                if count > 0 { output += buffer.prefix(count) }
            }
            if descriptor.revents & Int16(POLLOUT) != 0 {
                let written = bytes[sent...].prefix(1_024).withUnsafeBufferPointer {
                    write(master, $0.baseAddress, $0.count)
                }
                if written > 0 { sent += written }
            }
        }
    }

    /// Waits for the child to exit; its exit status, or nil if it did not exit in time.
    func wait(timeout: Double) -> Int32? {
        let deadline = Measure.now() + UInt64(timeout * 1e9)
        var drain = [UInt8](repeating: 0, count: 4096)
        while Measure.now() < deadline {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            }
            _ = Glibc.read(master, &drain, drain.count)  // keep the child from blocking on output
            usleep(2_000)
        }
        return nil
    }

    /// Peak resident memory in kilobytes (VmHWM).
    var peakResidentKilobytes: Int? {
        ProcFile.field("/proc/\(pid)/status", named: "VmHWM:")
    }

    /// CPU time used so far by each live thread, in nanoseconds, by thread ID. A thread that
    /// has ended is missing (the effect worker's threads come and go), so the CPU used
    /// between two samples is the growth of the threads in the second.
    var cpuNanosecondsByThread: [String: UInt64] {
        var times: [String: UInt64] = [:]
        for thread in ProcFile.threadIDs(of: pid) {
            times[thread] = ProcFile.firstNumber("/proc/\(pid)/task/\(thread)/schedstat") ?? 0
        }
        return times
    }

    /// CPU used from `earlier` (a `cpuNanosecondsByThread`) to now: what each thread alive
    /// now used since then, all of it for a thread born since.
    func cpuNanoseconds(since earlier: [String: UInt64]) -> UInt64 {
        cpuNanosecondsByThread.reduce(0) { total, entry in
            let before = earlier[entry.key] ?? 0
            return total + (entry.value > before ? entry.value - before : 0)
        }
    }

    /// CPU time used so far by the whole process, exited threads included (utime + stime
    /// from /proc/PID/stat), in nanoseconds; 10 ms resolution.
    var processCPUNanoseconds: UInt64 {
        guard let text = ProcFile.text("/proc/\(pid)/stat"), let close = text.lastIndex(of: ")") else { return 0 }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // Fields 14 and 15 of the line; the first one after the command name is field 3.
        guard fields.count > 12, let user = UInt64(fields[11]), let system = UInt64(fields[12]) else { return 0 }
        return (user + system) * 1_000_000_000 / UInt64(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// How many threads the child runs.
    var threadCount: Int { ProcFile.threadIDs(of: pid).count }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count)
        where haystack[start] == needle[0] && Array(haystack[start..<start + needle.count]) == needle {
            return true
        }
        return false
    }
}

/// Reading numbers out of /proc.
enum ProcFile {
    static func text(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var result = ""
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            result += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return result
    }

    static func field(_ path: String, named name: String) -> Int? {
        guard let text = text(path) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            return Int(line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        }
        return nil
    }

    static func firstNumber(_ path: String) -> UInt64? {
        text(path)?.split(separator: " ").first.flatMap { UInt64($0) }
    }

    static func threadIDs(of pid: pid_t) -> [String] {
        guard let directory = opendir("/proc/\(pid)/task") else { return [] }
        defer { closedir(directory) }
        var ids: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.first?.isNumber == true { ids.append(name) }
        }
        return ids
    }
}
