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
}
