import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Trinidad and Tobago: the Public Holidays and Festivals Act, Divali and Eid-ul-Fitr")
struct TrinidadAndTobagoTests {
    let tt = RegionRegistry.region(code: "TT")!

    @Test("2026 exactly; known from 1963")
    func year2026() {
        #expect(tt.lines(year: 2026, kinds: [.public, .optional]) == [
            "2026-01-01 New Year's Day",
            "2026-02-16 Carnival Monday",
            "2026-02-17 Carnival Tuesday",
            "2026-03-20 Eid-ul-Fitr",
            "2026-03-30 Spiritual Baptist Liberation Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-30 Indian Arrival Day",
            "2026-06-04 Corpus Christi",
            "2026-06-19 Labour Day",
            "2026-08-01 African Emancipation Day",
            "2026-08-31 Independence Day",
            "2026-09-24 Republic Day",
            "2026-11-08 Divali",
            "2026-11-09 Divali (observed)",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
        ])
        #expect(tt.holidays(year: 1962).isEmpty)
        #expect(!tt.holidays(year: 1963).isEmpty)
        #expect(tt.firstWeekday == .sunday)
        // Eid-ul-Fitr after the last announced year (2025) is a forecast.
        #expect(tt.holiday("Eid-ul-Fitr", on: "2026-03-20")?.isEstimated == true)
        #expect(tt.holiday("Eid-ul-Fitr", on: "2025-03-31")?.isEstimated == false)
    }

    @Test("Days added: Labour Day 1973, Republic Day 1976, Emancipation 1985, Baptist Liberation and Indian Arrival 1996")
    func history() {
        #expect(tt.dates(of: "Labour Day", year: 1972) == [])
        #expect(tt.dates(of: "Labour Day", year: 1973) == ["1973-06-19"])
        #expect(tt.dates(of: "Republic Day", year: 1975) == [])
        #expect(tt.dates(of: "Republic Day", year: 1976) == ["1976-09-24"])
        #expect(tt.dates(of: "African Emancipation Day", year: 1984) == [])
        #expect(tt.dates(of: "African Emancipation Day", year: 1985) == ["1985-08-01"])
        #expect(tt.dates(of: "Indian Arrival Day", year: 1995) == [])
        #expect(tt.dates(of: "Indian Arrival Day", year: 1996) == ["1996-05-30"])
    }

    @Test("Divali on the Government's dates, Eid-ul-Fitr on Trinidad and Tobago's month starts")
    func festivals() {
        #expect(tt.dates(of: "Divali", year: 2024) == ["2024-10-31"])
        #expect(tt.dates(of: "Divali", year: 2017) == ["2017-10-19"])
        #expect(tt.dates(of: "Eid-ul-Fitr", year: 2023) == ["2023-04-22"])
        #expect(tt.dates(of: "Eid-ul-Fitr", year: 2025) == ["2025-03-31"])
        // Judged divergence (scripts/divergences.toml): in 2028 Divali is the day before the first new moon after Tula Sankranti, 17 October; python-holidays' table is a lunation late (15 November).
        #expect(tt.dates(of: "Divali", year: 2028) == ["2028-10-17"])
    }

    @Test("Sunday, or two holidays on one date: one day more, the next working day")
    func substitutes() {
        // Indian Arrival Day on Sunday 30 May 2027; Corpus Christi and Indian Arrival Day both on 30 May 2024 (a Thursday).
        #expect(tt.dates(of: "Indian Arrival Day (observed)", year: 2027) == ["2027-05-31"])
        #expect(tt.dates(of: "Corpus Christi (observed)", year: 2024) == [])
        #expect(tt.dates(of: "Indian Arrival Day (observed)", year: 2024) == ["2024-05-31"])
    }
}
