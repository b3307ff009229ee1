import HolidayFetch
import HolidayFetchCore
import HolidayEngine
import HolidayRegions
import Testing

@Suite("Rule engine source")
struct RuleEngineSourceTests {
    @Test("each demand is answered from the rule engine before submit returns")
    func answersAtOnce() {
        let (source, events) = Self.started()
        let january = TestDates.monthDemand("2026-01", selected: "2026-01-15")
        source.submit(january)
        #expect(events.all == [.answered(
            region: "US", range: january.visible,
            holidays: RegionRegistry.region(code: "US")!.holidays(in: january.visible))])
        #expect(events.holidays.contains { $0.date == TestDates.date("2026-01-01") && $0.kind == .public })
    }

    @Test("dates answered are not answered again for their region, unless refreshed")
    func answersOnlyWhatIsNew() {
        let (source, events) = Self.started()
        let february = TestDates.monthDemand("2026-02", selected: "2026-02-16")
        source.submit(february)
        source.submit(TestDates.monthDemand("2026-02", selected: "2026-02-17"))  // within the grid
        let week = TestDates.range("2026-02-16", "2026-02-22")
        source.submit(FetchDemand(region: "US", visible: week, focus: week, priority: [TestDates.date("2026-02-16")]))
        #expect(events.answered == [february.visible])
        source.submit(TestDates.monthDemand("2026-02", selected: "2026-02-17", refresh: true))
        #expect(events.answered == [february.visible, february.visible])
        let march = TestDates.monthDemand("2026-03", selected: "2026-03-17")
        source.submit(march)  // partly new: answered whole
        source.submit(february)  // seen: nothing
        #expect(events.answered == [february.visible, february.visible, march.visible])
        source.submit(TestDates.monthDemand("2026-02", region: "EE", selected: "2026-02-17"))
        source.submit(february)  // the calendar dropped the US days when it showed EE
        #expect(events.answered.count == 5)
        #expect(events.all.last.map { if case .answered(let region, _, _) = $0 { region } else { "" } } == "US")
    }

    @Test("a region the engine lacks fails, and asking again tries again")
    func unknownRegion() {
        let (source, events) = Self.started()
        let demand = TestDates.monthDemand("2026-02", region: "XX", selected: "2026-02-16")
        source.submit(demand)
        source.submit(demand)
        #expect(events.failed.count == 2)
        #expect(events.failed.first?.failure.error == .unsupportedRegion("XX"))
        #expect(events.failed.first?.range == demand.visible)
    }

    @Test("regions come from the lookup it is given; names in the demand's language, asked again when it changes")
    func ownRegionsAndLanguages() {
        // A region of the user's own, here Switzerland under another code.
        let (source, events) = Self.started(regions: { $0 == "MINE" ? RegionRegistry.region(code: "CH") : nil })
        var august = TestDates.monthDemand("2026-08", region: "MINE", selected: "2026-08-01")
        let nationalDay = { events.holidays.last { $0.date == TestDates.date("2026-08-01") }?.localName }
        source.submit(august)
        #expect(nationalDay() == "Bundesfeiertag")
        for (language, name) in [("fr", "Fête nationale"), ("it", "Festa nazionale"), ("en", "National Day"), ("nl", "Bundesfeiertag")] {
            august.language = language
            source.submit(august)
            #expect(nationalDay() == name, "\(language)")
        }
        #expect(events.answered.count == 5)
        source.submit(august)  // the same language again: nothing new
        #expect(events.answered.count == 5)
        source.submit(TestDates.monthDemand("2026-08", region: "US", selected: "2026-08-01"))
        #expect(events.failed.first?.failure.error == .unsupportedRegion("US"))
    }

    /// A source started with a recorder as its sink.
    static func started(
        regions: @escaping @Sendable (String) -> Region? = { RegionRegistry.region(code: $0) }
    ) -> (RuleEngineSource, EventRecorder) {
        let source = RuleEngineSource(regions: regions)
        let events = EventRecorder()
        source.start(delivering: events.sink)
        return (source, events)
    }
}
