import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Nepal: the Government's yearly lists, the Bikram Sambat days and the Hindu almanac")
struct NepalTests {
    let np = RegionRegistry.region(code: "NP")!

    @Test("2024 exactly, as python-holidays 0.108 lists it")
    func year2024() {
        #expect(np.lines(year: 2024) == [
            "2024-01-11 Prithvi Jayanti",
            "2024-01-15 Maghe Sankranti",
            "2024-01-30 Martyr's Day",
            "2024-02-10 Sonam Lhochhar",
            "2024-02-19 National Democracy Day",
            "2024-03-08 International Women's Day",
            "2024-03-08 Maha Shivaratri",
            "2024-03-11 Gyalpo Lhosar",
            "2024-03-24 Fagu Poornima",
            "2024-03-25 Fagu Poornima (Terai)",
            "2024-04-11 Eid al-Fitr",
            "2024-04-13 Nepali New Year",
            "2024-04-17 Ram Navami",
            "2024-05-01 International Labor Day",
            "2024-05-23 Buddha Jayanti",
            "2024-05-28 Republic Day",
            "2024-06-17 Eid al-Adha",
            "2024-08-19 Janai Poornima",
            "2024-08-26 Shree Krishna Janmashtami",
            "2024-09-19 Constitution Day",
            "2024-10-03 Ghatasthapana",
            "2024-10-10 Fulpati",
            "2024-10-11 Maha Ashtami",
            "2024-10-11 Maha Navami",
            "2024-10-12 Bijaya Dashami",
            "2024-10-13 Ekadashi (Dashain)",
            "2024-10-14 Duwadashi (Dashain)",
            "2024-10-31 Laxmi Pooja",
            "2024-11-01 Gai Tihar",
            "2024-11-02 Gobardhan Pooja",
            "2024-11-02 Mha Pooja",
            "2024-11-03 Bhai Tika",
            "2024-11-04 Tihar Holiday",
            "2024-11-07 Chhath Parva",
            "2024-12-25 Christmas Day",
            "2024-12-30 Tamu Lhochhar",
        ])
        #expect(np.holiday("Constitution Day", on: "2024-09-19")?.localName == "संविधान दिवस")
        #expect(np.holiday("Bijaya Dashami", on: "2024-10-12")?.localName == "विजया दशमी")
    }

    @Test("the days cut from the lists of 2019 and 2020 are marked days, worked, and back from 2021")
    func cut() {
        let worked = [
            "2020-01-30 Martyr's Day", "2020-02-19 National Democracy Day", "2020-04-02 Ram Navami",
            "2020-05-28 Republic Day", "2020-08-03 Janai Poornima", "2020-08-12 Shree Krishna Janmashtami",
            "2020-10-17 Ghatasthapana", "2020-10-28 Duwadashi (Dashain)",
        ]
        #expect(np.lines(year: 2020, kinds: [.observance]) == worked)
        #expect(np.lines(year: 2020).allSatisfy { !worked.contains($0) })
        #expect(np.lines(year: 2019, kinds: [.observance]).count == 8)
        #expect(np.lines(year: 2018, kinds: [.observance]).isEmpty)
        #expect(np.lines(year: 2021, kinds: [.observance]).isEmpty)
        #expect(np.dates(of: "Republic Day", year: 2018) == ["2018-05-29"])
        #expect(np.dates(of: "Republic Day", year: 2021) == ["2021-05-29"])
    }

    @Test("first years: Constitution Day from 2016, Prithvi Jayanti from 2023; nothing before 2010")
    func firstYears() {
        #expect(np.dates(of: "Constitution Day", year: 2015).isEmpty)
        #expect(np.dates(of: "Constitution Day", year: 2016) == ["2016-09-19"])
        #expect(np.dates(of: "Prithvi Jayanti", year: 2022).isEmpty)
        #expect(np.dates(of: "Prithvi Jayanti", year: 2023) == ["2023-01-11"])
        #expect(np.holidays(year: 2009).isEmpty)
        #expect(!np.holidays(year: 2010).isEmpty)
    }

    @Test("the days decreed once")
    func decreed() {
        #expect(np.dates(of: "Day of National Mourning", year: 2023) == ["2023-01-16", "2023-09-14"])
        #expect(np.dates(of: "People's War Day", year: 2023) == ["2023-02-13"])
        #expect(np.dates(of: "People's War Day", year: 2024).isEmpty)
        #expect(np.dates(of: "Tihar Holiday", year: 2025) == ["2025-10-24"])
        #expect(np.dates(of: "Tihar Holiday", year: 2026).isEmpty)
    }

    @Test("Nepal's own lists where they differ from the almanac; Holi in the hills the day before the Terai")
    func ownLists() {
        // 2020: Dashain a day later than the almanac's, Gobardhan Pooja (and Gai Tihar, Bhai
        // Tika with it) two days after Laxmi Pooja.
        #expect(np.dates(of: "Fulpati", year: 2020) == ["2020-10-23"])
        #expect(np.dates(of: "Bijaya Dashami", year: 2020) == ["2020-10-26"])
        #expect(np.dates(of: "Gai Tihar", year: 2020) == ["2020-11-15"])
        #expect(np.dates(of: "Bhai Tika", year: 2020) == ["2020-11-17"])
        #expect(np.dates(of: "Fagu Poornima", year: 2026) == ["2026-03-02"])
        #expect(np.dates(of: "Fagu Poornima (Terai)", year: 2026) == ["2026-03-03"])
        #expect(np.holiday("Fagu Poornima (Terai)", on: "2026-03-03")?.isEstimated == false)
        // Where Nepal's list has no year yet, the almanac's date stands in: a forecast.
        #expect(np.holiday("Fagu Poornima (Terai)", on: "2027-03-22")?.isEstimated == true)
    }

    @Test("the festival tables' last years, and nothing after them")
    func tablesEnd() {
        #expect(np.dates(of: "Tamu Lhochhar", year: 2032) == ["2032-12-30"])
        #expect(np.dates(of: "Tamu Lhochhar", year: 2033).isEmpty)
        #expect(np.dates(of: "Bijaya Dashami", year: 2035).count == 1)
        #expect(np.dates(of: "Bijaya Dashami", year: 2036).isEmpty)
        // The Bikram Sambat table ends with 2089 (13 April 2033); its days after 2083 are
        // the almanac makers' reckoning in advance.
        #expect(np.holiday("Republic Day", on: "2032-05-28")?.isEstimated == true)
        #expect(np.dates(of: "Republic Day", year: 2033).isEmpty)
        #expect(np.dates(of: "Martyr's Day", year: 2033) == ["2033-01-29"])
        #expect(np.dates(of: "Martyr's Day", year: 2034).isEmpty)
        #expect(np.holiday("Republic Day", on: "2026-05-29")?.isEstimated == false)
    }

    // Judged divergences (scripts/divergences.toml): python-holidays 0.108 has each a day early.
    @Test("Republic Day 2025 on 15 Jestha, 29 May; Martyrs' Day 2026 on 16 Magh, 30 January")
    func divergences() {
        // The Government kept Republic Day 2082 on 15 Jestha, 29 May 2025 (the Home Ministry's
        // celebrations of 14-16 Jestha, 28-30 May).
        #expect(np.dates(of: "Republic Day", year: 2025) == ["2025-05-29"])
        // 16 Magh 2082: fifteen days after Maghe Sankranti, 1 Magh, on 15 January 2026 in
        // Nepal's list.
        #expect(np.dates(of: "Maghe Sankranti", year: 2026) == ["2026-01-15"])
        #expect(np.dates(of: "Martyr's Day", year: 2026) == ["2026-01-30"])
        // 2027: no list at hand, so python-holidays' date stands.
        #expect(np.dates(of: "Martyr's Day", year: 2027) == ["2027-01-29"])
    }

    @Test("the Eids as Nepal observed them, confirmed through 2025 and estimated after")
    func eids() {
        // Umm al-Qura's own day in 2013, two days after it in 2014 (the lists' dates).
        #expect(np.dates(of: "Eid al-Fitr", year: 2013) == ["2013-08-08"])
        #expect(np.dates(of: "Eid al-Adha", year: 2014) == ["2014-10-06"])
        #expect(np.holiday("Eid al-Adha", on: "2025-06-07")?.isEstimated == false)
        #expect(np.holiday("Eid al-Fitr", on: "2026-03-21")?.isEstimated == true)
    }

    @Test("Saturday; Saturday and Sunday from 15 May to 14 June 2022")
    func weekend() {
        let weekend = Country.nepal.weekend
        #expect(weekend.mask(on: day("2022-05-14")).days == [.saturday])
        #expect(weekend.mask(on: day("2022-05-15")).days == [.saturday, .sunday])
        #expect(weekend.mask(on: day("2022-06-14")).days == [.saturday, .sunday])
        #expect(weekend.mask(on: day("2022-06-15")).days == [.saturday])
        #expect(weekend.current.days == [.saturday])
        #expect(Country.nepal.firstWeekday == .sunday)
    }
}
