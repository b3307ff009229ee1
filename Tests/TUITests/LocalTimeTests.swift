import Glibc
import Testing

@testable import TUI

@Suite("Local midnight")
struct LocalTimeTests {
    // The zone is the machine's: changing TZ here would race with other suites' getenv.
    @Test("the next midnight is within a day and lands on 00:00 local time")
    func midnight() {
        let seconds = LocalTime.secondsUntilMidnight()
        #expect(seconds >= 1 && seconds <= 25 * 3600)
        var later = time(nil) + Int(seconds)
        var parts = tm()
        localtime_r(&later, &parts)
        #expect(parts.tm_hour == 0 && parts.tm_min == 0 && parts.tm_sec <= 1)
    }
}
