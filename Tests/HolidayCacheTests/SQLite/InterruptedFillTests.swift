import Foundation
import HolidayCache
import HolidayKit
import Testing

/// The issue's target: filling February on `abstract` (one request per day), killed with
/// SIGKILL in the middle and started twice more, asks at most 29 times for its 28 days.
/// The "requests" are what a read-through fetcher would send: one per uncovered day, each
/// answer stored before the next request.
@Suite("An interrupted fill of February")
struct InterruptedFillTests {
    private static let february = days("2026-02-01", "2026-02-28")

    @Test func killedFillAndTwoRestartsAskAtMost29Times() throws {
        if let role = ChildProcess.role, role.part == "fill" { Self.fill(role.path) }
        try withTemporaryDirectory { directory in
            let requests = directory + "/requests.log"
            touch(requests)
            func requestCount() throws -> Int {
                try String(contentsOfFile: requests, encoding: .utf8).split(separator: "\n").count
            }
            func start(_ run: Int) throws -> ChildProcess {
                try ChildProcess(
                    test: "InterruptedFillTests/killedFill", role: ChildRole(part: "fill", path: directory),
                    logPath: directory + "/child-\(run).log")
            }

            let first = try start(1)
            let midway = try waitUntil(seconds: 60) { try requestCount() >= 12 }
            var generator = SystemRandomNumberGenerator()
            usleep(UInt32.random(in: 0..<3_000, using: &generator))
            first.killHard()
            #expect(midway, "the fill never got going: \(first.log)")
            let asked = try requestCount()
            #expect(asked < 28, "killed too late to test anything")

            let second = try start(2)
            #expect(second.waitForExit() == 0, "\(second.log)")
            let afterSecond = try requestCount()
            let third = try start(3)
            #expect(third.waitForExit() == 0, "\(third.log)")

            #expect(try requestCount() == afterSecond, "a covered month asks nothing")
            #expect(afterSecond <= 29)
            let store = HolidayStoreOpener.open(location: CacheLocation(directory: directory + "/holical")).store
            let slice = try store.slice(Fixture.abstractUS, in: Self.february)
            #expect(CoverageSet(slice.covered).gaps(in: Self.february).isEmpty)
            #expect(slice.holidays == Fixture.holidays(in: Self.february, region: "US"))
        }
    }

    /// The child: asks for each uncovered day of February in turn (a line in the request
    /// log, then a pause standing for the network), storing each answer as it comes.
    private static func fill(_ directory: String) -> Never {
        let opened = HolidayStoreOpener.open(location: CacheLocation(directory: directory + "/holical"))
        guard opened.warning == nil, let log = FileHandle(forWritingAtPath: directory + "/requests.log") else {
            print("cannot start: \(opened.warning ?? "no request log")")
            exit(3)
        }
        do {
            let slice = try opened.store.slice(Fixture.abstractUS, in: february)
            for gap in CoverageSet(slice.covered).gaps(in: february) {
                for date in gap {
                    log.seekToEndOfFile()
                    log.write(Data("GET \(date)\n".utf8))
                    usleep(2_000)
                    let day = DateRange(day: date)
                    try opened.store.store(
                        Fixture.abstractUS, range: day,
                        holidays: Fixture.holidays(in: day, region: "US"),
                        fetchedAt: Int64(UTCTime.now().seconds))
                }
            }
            exit(0)
        } catch {
            print("fill failed: \(error)")
            exit(3)
        }
    }
}
