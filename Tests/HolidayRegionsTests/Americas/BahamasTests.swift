import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("The Bahamas: the Bank and General Holidays Act from 1974 and the 2013 Acts")
struct BahamasTests {
    let bs = RegionRegistry.region(code: "BS")!

    @Test("2026 exactly; known from 1974")
    func year2026() {
        #expect(bs.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-01-10 Majority Rule Day",
            "2026-01-12 Majority Rule Day (observed)",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-25 Whit Monday",
            "2026-06-05 Randol Fawkes Labour Day",
            "2026-07-10 Independence Day",
            "2026-08-03 Emancipation Day",
            "2026-10-12 National Heroes Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (observed)",
        ])
        #expect(bs.holidays(year: 1973).isEmpty)
        #expect(!bs.holidays(year: 1974).isEmpty)
        #expect(bs.firstWeekday == .sunday)
    }

    @Test("2013: Majority Rule Day (from 2014), Randol Fawkes Labour Day, National Heroes Day in place of Discovery Day")
    func acts2013() {
        #expect(bs.dates(of: "Majority Rule Day", year: 2013) == [])
        #expect(bs.dates(of: "Majority Rule Day", year: 2014) == ["2014-01-10"])
        #expect(bs.dates(of: "Labour Day", year: 2012) == ["2012-06-01"])
        #expect(bs.dates(of: "Randol Fawkes Labour Day", year: 2013) == ["2013-06-07"])
        #expect(bs.dates(of: "Discovery Day", year: 2012) == ["2012-10-12"])
        #expect(bs.dates(of: "National Heroes Day", year: 2013) == ["2013-10-14"])
        #expect(bs.dates(of: "State Funeral of Queen Elizabeth II", year: 2022) == ["2022-09-19"])
    }

    @Test("New Year's Day until 2011 also on a Monday before a Tuesday, a Friday after a Wednesday; from 2012 only from a Sunday")
    func newYear() {
        #expect(bs.dates(of: "New Year's Day (observed)", year: 2008) == [])
        #expect(bs.dates(of: "New Year's Day (observed)", year: 2007) == ["2007-12-31"])
        #expect(bs.dates(of: "New Year's Day (observed)", year: 2009) == ["2009-01-02"])
        #expect(bs.dates(of: "New Year's Day (observed)", year: 2014) == [])
        #expect(bs.dates(of: "New Year's Day (observed)", year: 2017) == ["2017-01-02"])
    }
}
