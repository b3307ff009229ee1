import Foundation
import HolidayCache
import HolidayEngine
import Testing

/// Two writers on one file at once: no errors, no lost writes, coverage merged as if the
/// answers had come one after another.
@Suite("Concurrent writers")
struct ConcurrencyTests {
    private static let span = days("2026-01-01", "2027-12-31")
    private static let fetchedAt: Int64 = 77

    /// Writer `parity` stores, one day at a time, the days of `span` whose day number has
    /// that parity: the two writers interleave day by day on one key. Each also stores its
    /// own key, so the two also write different keys at once.
    /// `afterFirstDay` runs once the first day is stored.
    private static func write(parity: Int, to store: any HolidayStore, afterFirstDay: () throws -> Void = {}) throws {
        var first = true
        for date in span where abs(date.dayNumber % 2) == parity {
            let day = DateRange(day: date)
            try store.store(Fixture.nagerEE, range: day, holidays: Fixture.holidays(in: day), fetchedAt: fetchedAt)
            let own = CacheKey(provider: "nager", region: "P\(parity)")
            try store.store(own, range: day, holidays: Fixture.holidays(in: day, region: "P\(parity)"), fetchedAt: fetchedAt)
            if first {
                first = false
                try afterFirstDay()
            }
        }
    }

    /// Everything both writers stored is there, and the alternate days merged into one span.
    private static func checkComplete(_ store: any HolidayStore) throws {
        let slice = try store.slice(Fixture.nagerEE, in: span)
        #expect(slice.covered == [CoveredSpan(range: span, fetchedAt: fetchedAt)])
        #expect(slice.holidays == Fixture.holidays(in: span))
        for parity in 0...1 {
            let own = try store.slice(CacheKey(provider: "nager", region: "P\(parity)"), in: span)
            #expect(CoverageSet(own.covered).coveredDays == span.count / 2)
            #expect(own.holidays == Fixture.holidays(in: span, region: "P\(parity)").filter {
                abs($0.date.dayNumber % 2) == parity
            })
        }
    }

    @Test func twoConnectionsInOneProcess() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/cache.sqlite"
            let stores = [try SQLiteHolidayStore(path: path), try SQLiteHolidayStore(path: path)]
            let failures = WarningLog()
            DispatchQueue.concurrentPerform(iterations: 2) { parity in
                do { try Self.write(parity: parity, to: stores[parity]) } catch { failures.append("\(error)") }
            }
            #expect(failures.all.isEmpty)
            try Self.checkComplete(try SQLiteHolidayStore(path: path))
            #expect(try integrity(of: path) == "ok")
        }
    }

    @Test func twoProcesses() async throws {
        if let role = ChildProcess.role, role.part == "parity" {
            Self.writeAsChild(path: role.path, parity: Int(role.argument)!)
        }
        try await withTemporaryDirectory { directory in
            let path = directory + "/cache.sqlite"
            let children = try (0...1).map { parity in
                try ChildProcess(
                    test: "ConcurrencyTests/twoProcesses",
                    role: ChildRole(part: "parity", path: path, argument: "\(parity)"),
                    logPath: directory + "/child-\(parity).log")
            }
            // Both open the (new) file first, then start writing together. A child is the
            // whole test bundle started again: on a machine busy with the rest of the suite
            // that has taken over a minute, so the waits are long (and fail loudly).
            let ready = await eventually(seconds: 300) { exists(path + ".ready-0") && exists(path + ".ready-1") }
            #expect(ready)
            touch(path + ".go")
            for child in children {
                #expect(await child.waitForExit() == 0, "child failed: \(child.log)")
            }
            // The two really wrote at the same time.
            let spans = try (0...1).map { parity in
                try String(contentsOfFile: path + ".times-\(parity)", encoding: .utf8)
                    .split(separator: " ").map { UInt64($0)! }
            }
            #expect(max(spans[0][0], spans[1][0]) < min(spans[0][1], spans[1][1]))
            try Self.checkComplete(try SQLiteHolidayStore(path: path))
            #expect(try integrity(of: path) == "ok")
        }
    }

    /// Monotonic nanoseconds, comparable between processes.
    private static func monotonicNow() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The child: opens the store, waits for the signal, writes its half, exits 0.
    private static func writeAsChild(path: String, parity: Int) -> Never {
        do {
            let store = try SQLiteHolidayStore(path: path)
            touch(path + ".ready-\(parity)")
            guard waitUntil(seconds: 300, { exists(path + ".go") }) else {
                print("writer \(parity): no signal to start within 300 s")
                exit(4)
            }
            let start = monotonicNow()
            // Each goes on past its first day only once the other has written its own, so
            // the two write at the same time however busy the machine is (a loaded machine
            // once let one finish before the other began).
            try write(parity: parity, to: store) {
                touch(path + ".started-\(parity)")
                guard waitUntil(seconds: 300, { exists(path + ".started-\(1 - parity)") }) else {
                    print("writer \(parity): the other writer did not start within 300 s")
                    exit(5)
                }
            }
            try "\(start) \(monotonicNow())".write(toFile: path + ".times-\(parity)", atomically: true, encoding: .utf8)
            exit(0)
        } catch {
            print("writer \(parity) failed: \(error)")
            exit(3)
        }
    }
}
