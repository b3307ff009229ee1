import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Weekend policies")
struct ObservanceTests {
    /// A one-rule region to watch a policy work.
    func region(_ date: DateRule, _ observed: [Observance], kind: HolidayKind = .public) -> Region {
        Region(
            code: "XX", name: "Test", languages: ["en"], firstWeekday: .monday,
            rules: [HolidayRule("Test Day", local: "Testipäev", on: date, kind: kind, observed: observed)])
    }

    @Test("Adding: the holiday stays and an observed day is added, with observedOf")
    func adding() throws {
        let test = region(
            .fixed(month: 7, day: 4),
            [.adding(.always, [.saturday: .previous(.friday), .sunday: .next(.monday)])])
        // 2026-07-04 is a Saturday, 2027-07-04 a Sunday, 2028-07-04 a Tuesday.
        #expect(test.lines(year: 2026) == ["2026-07-03 Test Day (observed)", "2026-07-04 Test Day"])
        #expect(test.lines(year: 2027) == ["2027-07-04 Test Day", "2027-07-05 Test Day (observed)"])
        #expect(test.lines(year: 2028) == ["2028-07-04 Test Day"])
        let observed = try #require(test.holiday("Test Day (observed)", on: "2026-07-03"))
        #expect(observed.observedOf == day("2026-07-04"))
        #expect(observed.localName == "Testipäev (observed)")
    }

    @Test("Moving: nothing on the original date, the day itself on the Monday")
    func moving() throws {
        let test = region(
            .fixed(month: 1, day: 26),
            [.moving(.always, [.saturday: .next(.monday), .sunday: .next(.monday)])])
        #expect(test.lines(year: 2025) == ["2025-01-27 Test Day"])
        #expect(test.lines(year: 2026) == ["2026-01-26 Test Day"])
        let moved = try #require(test.holiday("Test Day", on: "2025-01-27"))
        #expect(moved.observedOf == day("2025-01-26"))
    }

    @Test("Dropping: no day at all on the weekdays named")
    func dropping() {
        let test = region(.fixed(month: 2, day: 23), [.dropping(.always, on: [.saturday, .sunday])])
        #expect(test.lines(year: 2025).isEmpty)  // Sunday
        #expect(test.lines(year: 2026) == ["2026-02-23 Test Day"])  // Monday
    }

    @Test("Eras: the first policy whose years contain the year applies")
    func eras() {
        let test = region(
            .fixed(month: 12, day: 25),
            [
                .adding(.through(2010), [.sunday: .next(.tuesday)]),
                .adding(.from(2011), [.saturday: .next(.monday), .sunday: .next(.tuesday)]),
            ])
        // 2010-12-25 is a Saturday: nothing added before 2011; 2021-12-25 too: Monday added.
        #expect(test.lines(year: 2010) == ["2010-12-25 Test Day"])
        #expect(test.lines(year: 2021) == ["2021-12-25 Test Day", "2021-12-27 Test Day (observed)"])
        #expect(test.lines(year: 2005) == ["2005-12-25 Test Day", "2005-12-27 Test Day (observed)"])
    }

    @Test("Shifts count to the next or previous given weekday")
    func shifts() {
        let saturdayToFriday = region(.fixed(month: 1, day: 1), [.adding(.always, [.saturday: .previous(.friday)])])
        // 2028-01-01 is a Saturday: the observed Friday is in 2027.
        #expect(saturdayToFriday.lines(year: 2027) == ["2027-01-01 Test Day", "2027-12-31 Test Day (observed)"])
        let weekLater = region(.fixed(month: 1, day: 5), [.adding(.always, [.monday: .next(.monday)])])
        #expect(weekLater.dates(of: "Test Day (observed)", year: 2026) == ["2026-01-12"])
    }

    @Test("Names and years in force change by era")
    func namesAndYears() {
        let test = Region(
            code: "XX", name: "Test", languages: ["en"], firstWeekday: .monday,
            rules: [
                HolidayRule(
                    names: [
                        HolidayName("Old Name", years: .through(1999)),
                        HolidayName("New Name", years: .from(2000)),
                    ],
                    on: .fixed(month: 3, day: 1), years: YearSet(1990, 2010)),
            ])
        #expect(test.lines(year: 1989).isEmpty)
        #expect(test.lines(year: 1999) == ["1999-03-01 Old Name"])
        #expect(test.lines(year: 2000) == ["2000-03-01 New Name"])
        #expect(test.lines(year: 2010) == ["2010-03-01 New Name"])
        #expect(test.lines(year: 2011).isEmpty)
    }

    @Test("Two holidays of one kind on one date sort by name, whatever the rule order")
    func nameTieBreak() {
        let test = Region(
            code: "XX", name: "Test", languages: ["en"], firstWeekday: .monday,
            rules: [
                HolidayRule("Zeta Day", on: .fixed(month: 5, day: 1), kind: .folk),
                HolidayRule("Beta Day", on: .fixed(month: 5, day: 1)),
                HolidayRule("Alpha Day", on: .fixed(month: 5, day: 1), kind: .folk),
                HolidayRule("Gamma Day", on: .fixed(month: 5, day: 1)),
            ])
        #expect(test.names(on: "2026-05-01") == ["Beta Day", "Gamma Day", "Alpha Day", "Zeta Day"])
    }

    @Test("Ranges: ties sort by kind then name; a range inside a year; long ranges match years")
    func ranges() {
        let ee = Region.estonia
        let day24 = ee.holidays(on: day("2026-02-24"))
        #expect(day24.map(\.kind) == [.public, .folk])
        let march = ee.holidays(in: DateRange(day("2026-03-01"), day("2026-03-31")))
        #expect(march.map { "\($0.date)" } == ["2026-03-17", "2026-03-21", "2026-03-25", "2026-03-29"])
        for region in RegionRegistry.all {
            let whole = region.holidays(in: DateRange(day("1950-01-01"), day("2100-12-31")))
            let byYear = (1950...2100).flatMap { region.holidays(year: $0) }
            #expect(whole == byYear)
            #expect(whole == whole.sorted(by: Holiday.displayOrder))
        }
    }
}
