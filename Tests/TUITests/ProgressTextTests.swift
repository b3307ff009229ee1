import HolidayFetchCore
import Testing

@testable import TUI

@Suite("Progress text")
struct ProgressTextTests {
    @Test("rates of any size are written without trapping", arguments: [
        (1.0, "1"), (0.5, "0.5"), (10.0, "10"), (0.25, "0.3"), (1e20, "many"), (Double.infinity, "many"),
    ])
    func rates(value: Double, expected: String) {
        #expect(ProgressText.rate(value) == expected)
    }

    @Test("the line reads done/total, rate and time left")
    func line() {
        let progress = FetchProgress(doneDays: 12, totalDays: 28, inFlight: 1, queued: 15, requestsPerSecond: 1, secondsLeft: 15.2)
        #expect(ProgressText.line(progress, spinner: "*", separator: "·") == "* 12/28 days · 1 req/s · ~16 s left")
        let slow = FetchProgress(doneDays: 0, totalDays: 28, inFlight: 0, queued: 28, requestsPerSecond: 0.1, secondsLeft: 1e300)
        #expect(ProgressText.line(slow, spinner: "*", separator: "·").hasSuffix("~a long time left"))
    }

    @Test("a wait the server asked for is shown with its length, and r offered")
    func serverWait() {
        let progress = FetchProgress(
            doneDays: 0, totalDays: 28, inFlight: 0, queued: 28, requestsPerSecond: 1, secondsLeft: 87,
            waitAskedSeconds: 999_999_999)
        #expect(ProgressText.line(progress, spinner: "*", separator: "·")
            == "* 0/28 days · 1 req/s · server asked to wait 11574 days (r: now) · ~1 min 27 s left")
    }

    @Test("waits read in their largest whole unit", arguments: [
        (30, "30 s"), (119, "119 s"), (300, "5 min"), (10_800, "3 h"), (999_999_999, "11574 days"), (-5, "0 s"),
    ])
    func waits(seconds: Int, expected: String) {
        #expect(ProgressText.wait(seconds) == expected)
    }

    @Test("an answer that is late shows as late, with no time left")
    func lateAnswer() {
        let progress = FetchProgress(doneDays: 0, totalDays: 42, inFlight: 1, queued: 0, requestsPerSecond: 2, secondsLeft: nil)
        #expect(ProgressText.line(progress, spinner: "*", separator: "·") == "* 0/42 days · 2 req/s · answer late")
    }
}
