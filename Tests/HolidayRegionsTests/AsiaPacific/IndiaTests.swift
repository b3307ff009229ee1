import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("India: the central government's closed and restricted holidays, and the states")
struct IndiaTests {
    let india = RegionRegistry.region(code: "IN")!

    @Test("2025 exactly: the closed holidays (DoPT's list for 2025)")
    func closed2025() {
        #expect(india.lines(year: 2025, kinds: [.public]) == [
            "2025-01-26 Republic Day",
            "2025-02-26 Maha Shivaratri",
            "2025-03-14 Holi",
            "2025-03-31 Id-ul-Fitr",
            "2025-04-10 Mahavir Jayanti",
            "2025-04-14 Dr. B. R. Ambedkar's Jayanti",
            "2025-04-18 Good Friday",
            "2025-05-12 Buddha Purnima",
            "2025-06-07 Id-ul-Zuha (Bakrid)",
            "2025-07-06 Muharram",
            "2025-08-15 Independence Day",
            "2025-08-16 Janmashtami (Vaishnava)",
            "2025-09-05 Milad-un-Nabi",
            "2025-10-02 Dussehra",
            "2025-10-02 Mahatma Gandhi's Jayanti",
            "2025-10-20 Diwali (Deepavali)",
            "2025-11-05 Guru Nanak's Jayanti",
            "2025-12-25 Christmas",
        ])
        #expect(india.holiday("Republic Day", on: "2025-01-26")?.localName == "गणतंत्र दिवस")
        #expect(india.holiday("Diwali (Deepavali)", on: "2025-10-20")?.localName == "दिवाली (दीपावली)")
    }

    @Test("2025 exactly: the restricted holidays, Ram Navami among them on a Sunday")
    func restricted2025() {
        #expect(Set(india.lines(year: 2025, kinds: [.optional])) == [
            "2025-01-01 New Year's Day",
            "2025-01-06 Guru Gobind Singh's Jayanti",
            "2025-01-14 Hazarat Ali's Birthday",
            "2025-01-14 Magh Bihu",
            "2025-01-14 Makar Sankranti",
            "2025-01-14 Pongal",
            "2025-02-02 Basant Panchami / Shri Panchami",
            "2025-02-12 Guru Ravi Das's Jayanti",
            "2025-02-19 Shivaji's Jayanti",
            "2025-02-23 Swami Dayanand Saraswati's Jayanti",
            "2025-03-13 Dolyatra",
            "2025-03-13 Holika Dahan",
            "2025-03-28 Jamat-Ul-Vida",
            "2025-03-30 Chaitra Sukladi",
            "2025-03-30 Cheti Chand",
            "2025-03-30 Gudi Padwa",
            "2025-03-30 Ugadi",
            "2025-04-06 Ram Navami",
            "2025-04-13 Vaisakhi",
            "2025-04-14 Meshadi (Tamil New Year's Day)",
            "2025-04-14 Vishu",
            "2025-04-15 Bahag Bihu",
            "2025-04-15 Vaisakhadi",
            "2025-04-20 Easter Sunday",
            "2025-05-09 Guru Rabindranath's Jayanti",
            "2025-06-27 Rath Yatra",
            "2025-08-09 Raksha Bandhan",
            "2025-08-15 Janmashtami (Smarta)",
            "2025-08-15 Parsi New Year",
            "2025-08-27 Ganesh Chaturthi / Vinayak Chaturthi",
            "2025-09-05 Onam",
            "2025-09-29 Dussehra (Saptami)",
            "2025-09-30 Dussehra (Mahashtami)",
            "2025-10-01 Dussehra (Mahanavami)",
            "2025-10-07 Maharshi Valmiki's Jayanti",
            "2025-10-10 Karaka Chaturthi (Karwa Chouth)",
            "2025-10-20 Naraka Chaturdashi",
            "2025-10-22 Govardhan Puja",
            "2025-10-23 Bhai Duj",
            "2025-10-28 Pratihar Shashthi or Surya Shashthi (Chhath Puja)",
            "2025-11-24 Guru Tegh Bahadur's Shaheedi Diwas",
            "2025-12-24 Christmas Eve",
            "2025-12-27 Guru Gobind Singh's Jayanti",
        ])
        // Ram Navami, 6 April 2025, was a Sunday: restricted, not closed.
        #expect(india.holiday("Ram Navami", on: "2025-04-06")?.kind == .optional)
        #expect(india.holiday("Ram Navami", on: "2024-04-17")?.kind == .public)
    }

    @Test("The first and last years of each rule")
    func history() {
        #expect(india.holidays(year: 1949).isEmpty)
        #expect(india.dates(of: "Republic Day", year: 1950) == ["1950-01-26"])
        // Holi and Janmashtami restricted in some years, Maha Shivaratri in others.
        #expect(india.holiday("Holi", on: "2002-03-29")?.kind == .optional)
        #expect(india.holiday("Holi", on: "2003-03-18")?.kind == .public)
        #expect(india.holiday("Janmashtami (Vaishnava)", on: "2017-08-15")?.kind == .optional)
        #expect(india.holiday("Maha Shivaratri", on: "2026-02-15")?.kind == .optional)
        #expect(india.holiday("Maha Shivaratri", on: "2025-02-26")?.kind == .public)
        #expect(india.dates(of: "Dussehra (Mahanavami)", year: 2002) == ["2002-10-14"])
        #expect(india.holiday("Dussehra (Mahanavami)", on: "2002-10-14")?.kind == .public)
        // Guru Gobind Singh's Jayanti on 5 January in the lists of 2005-2011.
        #expect(india.dates(of: "Guru Gobind Singh's Jayanti", year: 2004) == ["2004-11-20"])
        #expect(india.dates(of: "Guru Gobind Singh's Jayanti", year: 2005) == ["2005-01-05"])
        #expect(india.dates(of: "Guru Gobind Singh's Jayanti", year: 2011) == ["2011-01-05", "2011-12-31"])
        #expect(india.dates(of: "Guru Gobind Singh's Jayanti", year: 2012) == ["2012-01-05"])
        #expect(india.dates(of: "Easter Sunday", year: 2006).isEmpty)
        #expect(india.dates(of: "Easter Sunday", year: 2007) == ["2007-04-08"])
        #expect(india.dates(of: "Christmas Eve", year: 2002).isEmpty)
        #expect(india.dates(of: "Lohri", year: 2023).isEmpty)
        #expect(india.dates(of: "Lohri", year: 2024) == ["2024-01-13"])
        #expect(india.dates(of: "Deepavali (South India)", year: 2018) == ["2018-11-06"])
        #expect(india.dates(of: "Deepavali (South India)", year: 2019).isEmpty)
        #expect(india.dates(of: "Guru Rabindranath's Jayanti", year: 2008) == ["2008-05-08"])
        #expect(india.dates(of: "Guru Rabindranath's Jayanti", year: 2007).isEmpty)
    }

    @Test("The almanac's festivals end with its table, 2035; the fixed days go on")
    func festivalTableEnds() {
        #expect(HinduFestival.diwali.knownYears == 2001...2035)
        #expect(india.dates(of: "Diwali (Deepavali)", year: 2035) == ["2035-10-30"])
        #expect(india.dates(of: "Diwali (Deepavali)", year: 2036).isEmpty)
        #expect(india.dates(of: "Diwali (Deepavali)", year: 2000).isEmpty)
        #expect(india.dates(of: "Republic Day", year: 2036) == ["2036-01-26"])
        // Arithmetic days run on.
        #expect(india.dates(of: "Parsi New Year", year: 2050) == ["2050-08-09"])
    }

    @Test("The Parsi new year stays on 28 July in 2100, no leap year (a judged divergence)")
    func parsiNewYear2100() {
        #expect(india.dates(of: "Parsi New Year", year: 2099) == ["2099-07-28"])
        #expect(india.dates(of: "Parsi New Year", year: 2100) == ["2100-07-28"])
    }

    @Test("Islamic days as India sights the moon: a day after Umm al-Qura, the lists' own dates")
    func islamicCalendar() {
        #expect(india.dates(of: "Id-ul-Zuha (Bakrid)", year: 2026) == ["2026-05-27"])
        #expect(india.dates(of: "Id-ul-Fitr", year: 2016) == ["2016-07-06"])
        #expect(india.dates(of: "Jamat-Ul-Vida", year: 2026) == ["2026-03-20"])
        #expect(india.holiday("Id-ul-Fitr", on: "2025-03-31")?.isEstimated == false)
        #expect(india.holiday("Id-ul-Fitr", on: "2030-02-05")?.isEstimated == true)
    }

    @Test("Weekend: Sunday, and Saturday too from the five-day week of 3 June 1985")
    func weekend() {
        let weekend = Country.india.weekend
        #expect(weekend.mask(on: day("1985-06-01")).days == [.sunday])
        #expect(weekend.mask(on: day("1985-06-03")).days == [.saturday, .sunday])
        #expect(Country.india.firstWeekday == .sunday)
    }

    @Test("Maharashtra keeps its own Holi (3 March 2026) and Ganesh Chaturthi, not the central ones")
    func maharashtra() {
        let mh = RegionRegistry.region(code: "IN-MH")!
        #expect(mh.dates(of: "Holi", year: 2026) == ["2026-03-03"])
        #expect(india.dates(of: "Holi", year: 2026) == ["2026-03-04"])
        #expect(mh.dates(of: "Ganesh Chaturthi / Vinayak Chaturthi", year: 2025).isEmpty)
        #expect(mh.holiday("Ganesh Chaturthi", on: "2025-08-27")?.kind == .public)
        #expect(mh.holiday("Maharashtra Day", on: "2025-05-01")?.localName == "महाराष्ट्र दिन")
        #expect(mh.holidays(year: 1959).isEmpty)
    }

    @Test("Punjab adds its own days, named in Gurmukhi; Himachal Pradesh from its statehood")
    func punjabAndHimachal() {
        let pb = RegionRegistry.region(code: "IN-PB")!
        // Vaisakhi is Punjab's closed day and stays on the central restricted list, as the
        // two lists have it.
        let vaisakhi = pb.holidays(on: day("2025-04-13")).filter { $0.name == "Vaisakhi" }
        #expect(vaisakhi.map(\.kind).sorted { "\($0)" < "\($1)" } == [.optional, .public])
        #expect(vaisakhi.first { $0.kind == .public }?.localName == "ਵਿਸਾਖੀ")
        #expect(pb.dates(of: "Lohri", year: 2025) == ["2025-01-13"])
        #expect(india.dates(of: "Lohri", year: 2025).isEmpty)
        let hp = RegionRegistry.region(code: "IN-HP")!
        #expect(hp.holidays(year: 1970).isEmpty)
        #expect(hp.dates(of: "Statehood Day", year: 1971) == ["1971-01-25"])
        let gj = RegionRegistry.region(code: "IN-GJ")!
        #expect(gj.holiday("Parsi New Year (Shahenshahi)", on: "2025-08-15")?.kind == .public)
        #expect(gj.dates(of: "Vassi Uttarayan", year: 2025) == ["2025-01-15"])
    }
}
