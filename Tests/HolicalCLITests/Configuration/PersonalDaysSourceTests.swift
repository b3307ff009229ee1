import HolidayFetchCore
import HolidayEngine
import Synchronization
import Testing

@testable import HolicalCLI

/// A remote provider's answers gain your days off on their way to the calendar.
@Suite("Your days off with a remote provider")
struct PersonalDaysSourceTests {
    /// A source that answers each demand with one holiday of its own, on 1 March.
    final class OneDaySource: HolidaySource {
        let name = "remote"
        private let deliver = Mutex<(@Sendable (FetchEvent) -> Void)?>(nil)

        func start(delivering deliver: @escaping @Sendable (FetchEvent) -> Void) {
            self.deliver.withLock { $0 = deliver }
        }

        func submit(_ demand: FetchDemand) {
            let holiday = Holiday(date: day("2026-03-01"), name: "Remote day", kind: .public, region: demand.region)
            deliver.withLock { $0 }?(.answered(region: demand.region, range: demand.visible, holidays: [holiday]))
        }
    }

    @Test("each answer for a region gains the days off of yours that count there")
    func adds() throws {
        let file = try HolidaysFile.parse("""
            [[holiday]]
            name = "Company day off"
            date = "03-06"

            [[holiday]]
            name = "Estonian party"
            date = "03-10"
            regions = ["EE"]
            """, path: "holidays.toml")
        let source = PersonalDaysSource(OneDaySource(), file: file)
        let events = Mutex<[FetchEvent]>([])
        source.start { event in events.withLock { $0.append(event) } }
        let march = DateRange(day("2026-03-01"), day("2026-03-31"))
        for region in ["EE", "US"] {
            source.submit(FetchDemand(region: region, visible: march, focus: march, priority: []))
        }
        let answers = events.withLock { $0 }.map { event -> [String] in
            guard case .answered(_, _, let holidays) = event else { return [] }
            return holidays.map { "\($0.date) \($0.name) \($0.kind.rawValue) \($0.region)" }
        }
        #expect(answers == [
            ["2026-03-01 Remote day public EE", "2026-03-06 Company day off custom EE", "2026-03-10 Estonian party custom EE"],
            ["2026-03-01 Remote day public US", "2026-03-06 Company day off custom US"],
        ])
        #expect(source.name == "remote")
    }
}
