import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Malaysia: federal and state holidays, the states' rest days, the Keeper of the Rulers' Seal's Islamic days")
struct MalaysiaTests {
    let my = RegionRegistry.region(code: "MY")!
    let johor = RegionRegistry.region(code: "MY-01")!
    let kedah = RegionRegistry.region(code: "MY-02")!
    let kelantan = RegionRegistry.region(code: "MY-03")!
    let melaka = RegionRegistry.region(code: "MY-04")!
    let negeriSembilan = RegionRegistry.region(code: "MY-05")!
    let selangor = RegionRegistry.region(code: "MY-10")!
    let sabah = RegionRegistry.region(code: "MY-12")!
    let sarawak = RegionRegistry.region(code: "MY-13")!
    let kualaLumpur = RegionRegistry.region(code: "MY-14")!
    let labuan = RegionRegistry.region(code: "MY-15")!

    @Test("2025's federal list exactly")
    func federal2025() {
        #expect(my.lines(year: 2025) == [
            "2025-01-29 Chinese New Year",
            "2025-01-30 Chinese New Year (second day)",
            "2025-03-31 Hari Raya Puasa",
            "2025-04-01 Hari Raya Puasa (second day)",
            "2025-05-01 Labour Day",
            "2025-05-12 Wesak Day",
            "2025-06-02 Birthday of HM the Yang di-Pertuan Agong",
            "2025-06-07 Hari Raya Qurban",
            "2025-06-27 Islamic New Year",
            "2025-08-31 National Day",
            "2025-09-01 National Day (observed)",
            "2025-09-05 Prophet Muhammad's Birthday",
            "2025-09-15 Additional holiday",
            "2025-09-16 Malaysia Day",
            "2025-12-25 Christmas Day",
        ])
        #expect(my.holiday("National Day (observed)", on: "2025-09-01")?.localName == "Hari Kebangsaan (cuti ganti)")
    }

    @Test("History: Labour Day from 1973, Awal Muharam from 1995, Malaysia Day from 2010, the Agong's birthday's eras")
    func history() {
        #expect(my.dates(of: "Labour Day", year: 1972).isEmpty)
        #expect(my.dates(of: "Labour Day", year: 1973) == ["1973-05-01"])
        #expect(my.dates(of: "Islamic New Year", year: 1994).isEmpty)
        #expect(my.dates(of: "Islamic New Year", year: 1995) == ["1995-05-31"])
        #expect(my.dates(of: "Malaysia Day", year: 2009).isEmpty)
        #expect(my.dates(of: "Malaysia Day", year: 2010) == ["2010-09-16"])
        let agong = "Birthday of HM the Yang di-Pertuan Agong"
        #expect(my.dates(of: agong, year: 2016) == ["2016-06-04"])
        #expect(my.dates(of: agong, year: 2017) == ["2017-09-09"])
        #expect(my.dates(of: agong, year: 2020) == ["2020-06-08"])
        #expect(my.dates(of: agong, year: 2021) == ["2021-06-07"])
        #expect(my.holidays(year: 1951).isEmpty)
    }

    @Test("Two holidays on one Sunday give one day (Holidays Act s. 3)")
    func oncePerSunday() {
        // Labour Day and Hari Raya Qurban on Sunday 1 May 2061.
        #expect(my.lines(year: 2061).filter { $0.hasPrefix("2061-05-0") } == [
            "2061-05-01 Hari Raya Qurban", "2061-05-01 Labour Day", "2061-05-02 Hari Raya Qurban (observed)",
            "2061-05-04 Wesak Day",
        ])
    }

    @Test("Johor rests on Friday until 1994 and in 2014-2024, on Sunday in 1995-2013 and from 2025")
    func johorWeekend() {
        #expect(johor.weekend.mask(on: day("1994-12-31")).days == [.friday, .saturday])
        #expect(johor.weekend.mask(on: day("1995-01-01")).days == [.saturday, .sunday])
        #expect(johor.weekend.mask(on: day("2013-12-31")).days == [.saturday, .sunday])
        #expect(johor.weekend.mask(on: day("2014-01-01")).days == [.friday, .saturday])
        #expect(johor.weekend.mask(on: day("2024-12-31")).days == [.friday, .saturday])
        #expect(johor.weekend.mask(on: day("2025-01-01")).days == [.saturday, .sunday])
        // Thaipusam on Friday 17 January 2014: the Sunday; Beginning of Ramadan on Sunday 2 March 2025: the Monday.
        #expect(johor.holiday("Thaipusam (observed)", on: "2014-01-19")?.observedOf == day("2014-01-17"))
        #expect(johor.holiday("Beginning of Ramadan (observed)", on: "2025-03-03")?.observedOf == day("2025-03-02"))
        #expect(my.weekend.mask(on: day("2020-01-01")).days == [.saturday, .sunday])
    }

    @Test("Kedah, Kelantan and Terengganu rest on Friday and Saturday")
    func fridayStates() {
        #expect(kedah.weekend.mask(on: day("2023-07-01")).days == [.friday, .saturday])
        #expect(kelantan.weekend.mask(on: day("2023-07-01")).days == [.friday, .saturday])
        // Kedah: the second day of Hari Raya Qurban on Friday 30 June 2023 gives Sunday 2 July.
        #expect(kedah.holiday("Hari Raya Qurban (second day) (observed)", on: "2023-07-02") != nil)
        // Kelantan: the Sultan's birthday, two days.
        #expect(kelantan.dates(of: "Birthday of the Sultan of Kelantan", year: 2022) == ["2022-11-11", "2022-11-12"])
        #expect(kelantan.dates(of: "Birthday of the Sultan of Kelantan", year: 2023) == ["2023-09-29", "2023-09-30"])
    }

    @Test("States add days and Sarawak drops Deepavali")
    func states() {
        #expect(selangor.dates(of: "Birthday of the Sultan of Selangor", year: 2025) == ["2025-12-11"])
        #expect(selangor.dates(of: "Deepavali", year: 2025) == ["2025-10-20"])
        #expect(my.dates(of: "Deepavali", year: 2025).isEmpty)
        #expect(sarawak.dates(of: "Deepavali", year: 2025).isEmpty)
        #expect(sarawak.dates(of: "Dayak Festival Day", year: 2025) == ["2025-06-01"])
        #expect(sabah.dates(of: "Christmas Eve", year: 2018).isEmpty)
        #expect(sabah.dates(of: "Christmas Eve", year: 2019) == ["2019-12-24"])
        #expect(melaka.dates(of: "Birthday of the Governor of Malacca", year: 2024) == ["2024-08-24", "2024-08-26"])
    }

    @Test("Federal territories from the year each became one; Labuan kept Sabah's list until 2005")
    func territories() {
        #expect(kualaLumpur.dates(of: "Federal Territory Day", year: 1973).isEmpty)
        #expect(kualaLumpur.dates(of: "Federal Territory Day", year: 1974) == ["1974-02-01"])
        #expect(kualaLumpur.dates(of: "Federal Territory Day", year: 2014) == ["2014-02-03"])
        #expect(labuan.dates(of: "Good Friday", year: 2005) == ["2005-03-25"])
        #expect(labuan.dates(of: "Good Friday", year: 2006).isEmpty)
        #expect(labuan.dates(of: "Federal Territory Day", year: 2005).isEmpty)
        #expect(labuan.dates(of: "Federal Territory Day", year: 2006) == ["2006-02-01"])
        #expect(labuan.dates(of: "Deepavali", year: 2012).isEmpty)
        #expect(labuan.dates(of: "Deepavali", year: 2013) == ["2013-11-02"])
    }

    @Test("Decreed days: 2 January 2007 for Hari Raya Qurban, Nuzul Al-Quran 2016, Hol of Sultan Iskandar 2011")
    func decreed() {
        #expect(negeriSembilan.names(on: "2007-01-02") == ["Hari Raya Qurban (observed)"])
        #expect(my.names(on: "2007-01-01").isEmpty)
        #expect(selangor.dates(of: "Nuzul Al-Quran Day", year: 2016) == ["2016-06-22"])
        #expect(johor.dates(of: "Hol of Sultan Iskandar", year: 2011) == ["2011-01-12"])
        #expect(johor.dates(of: "Hol of Sultan Iskandar", year: 2012) == ["2012-12-20"])
    }

    @Test("Judged divergences: Deepavali beyond the list, Arafah of a January Eid, a substitute across the year's end")
    func judged() {
        // python-holidays 0.108 has 17 November 2036, a lunation late.
        #expect(selangor.dates(of: "Deepavali", year: 2036) == ["2036-10-18"])
        // Hari Raya Qurban on 1 January 2072: its Arafah is 31 December 2071.
        #expect(kelantan.dates(of: "Day of Arafah", year: 2071).contains("2071-12-31"))
        // Isra' and Mi'raj on Friday 30 December 1994: Kedah's substitute is Sunday 1 January 1995.
        #expect(kedah.holiday("Isra' and Mi'raj (observed)", on: "1995-01-01")?.observedOf == day("1994-12-30"))
    }

    @Test("Islamic days confirmed to 2027, estimated after")
    func estimated() {
        #expect(my.holidays(year: 2027).allSatisfy { !$0.isEstimated })
        #expect(my.holidays(year: 2029).first { $0.name == "Hari Raya Puasa" }?.isEstimated == true)
    }
}
