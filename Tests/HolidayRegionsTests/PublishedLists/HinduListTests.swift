@testable import HolidayRegions
import HolidayEngine
import HolidayTestSupport
import Testing

/// The countries' own lists of Hindu festivals (`FestivalTable+HinduLists.swift`), against the
/// dates python-holidays 0.108 records, and the almanac's dates, estimated, around them.
@Suite("Hindu festival lists")
struct HinduListTests {
    /// python-holidays 0.108: the dates of the countries' own lists; "." marks a year the
    /// country's list does not cover (Nepal lists only the years its date differs).
    private static let published: [(HinduFestival, String, FestivalTable, YearlyDates)] = [
        (.dussehra, "Bhutan", .bhutanDussehra,
         YearlyDates(years: 2007...2026, month: 9, day: 28, letters: "xlatiAqfyncvkCrhAoex")),
        (.diwali, "Fiji", .fijiDiwali,
         YearlyDates(years: 2016...2025, month: 10, day: 19, letters: "matjAqgznc")),
        (.diwali, "Guyana", .guyanaDiwali,
         YearlyDates(years: 2016...2025, month: 10, day: 19, letters: "latiAqfymb")),
        (.holi, "Guyana", .guyanaHoli,
         YearlyDates(years: 2005...2026, month: 3, day: 1, letters: "zodvkathAqfwlbujBrgync")),
        (.deepavali, "Kenya", .kenyaDeepavali,
         YearlyDates(years: 2014...2024, month: 10, day: 18, letters: "exlatkBrgzn")),
        (.deepavali, "Malaysia", .malaysiaDeepavali,
         YearlyDates(years: 2001...2027, month: 10, day: 17, letters: "CrgzpewkatjBqfymbukCshAodwl")),
        (.thaipusam, "Malaysia", .malaysiaThaipusam,
         YearlyDates(years: 2011...2027, month: 1, day: 17, letters: "dvkarhxoewlbtizpf")),
        (.ganeshChaturthi, "Mauritius", .mauritiusGaneshChaturthi,
         YearlyDates(years: 2015...2025, month: 8, day: 23, letters: "AocwlatjCqf")),
        (.thaipusam, "Mauritius", .mauritiusThaipusam,
         YearlyDates(years: 2020...2025, month: 1, day: 18, letters: "vkarhy")),
        (.chhathPuja, "Nepal", .nepalChhathPuja,
         YearlyDates(years: 2025...2025, month: 10, day: 27, letters: "a")),
        (.dussehra, "Nepal", .nepalDussehra,
         YearlyDates(years: 2020...2020, month: 10, day: 26, letters: "a")),
        (.govardhanPuja, "Nepal", .nepalGovardhanPuja,
         YearlyDates(years: 2020...2023, month: 10, day: 26, letters: "v.at")),
        (.holi, "Nepal", .nepalHoli,
         YearlyDates(years: 2023...2026, month: 3, day: 3, letters: "e..a")),
        (.janmashtami, "Nepal", .nepalJanmashtami,
         YearlyDates(years: 2023...2023, month: 9, day: 6, letters: "a")),
        (.mahaAshtami, "Nepal", .nepalMahaAshtami,
         YearlyDates(years: 2020...2020, month: 10, day: 24, letters: "a")),
        (.mahaNavami, "Nepal", .nepalMahaNavami,
         YearlyDates(years: 2020...2020, month: 10, day: 25, letters: "a")),
        (.makarSankranti, "Nepal", .nepalMakarSankranti,
         YearlyDates(years: 2022...2026, month: 1, day: 15, letters: "aaa.a")),
        (.rakshaBandhan, "Nepal", .nepalRakshaBandhan,
         YearlyDates(years: 2022...2023, month: 8, day: 12, letters: "at")),
        (.ramNavami, "Nepal", .nepalRamNavami,
         YearlyDates(years: 2026...2026, month: 3, day: 27, letters: "a")),
        (.vaisakhi, "Nepal", .nepalVaisakhi,
         YearlyDates(years: 2025...2025, month: 4, day: 14, letters: "a")),
        (.deepavali, "Singapore", .singaporeDeepavali,
         YearlyDates(years: 2001...2027, month: 10, day: 18, letters: "BqfyodvjCsiApexlatjBrgzncvk")),
        (.deepavali, "Sri Lanka", .sriLankaDeepavali,
         YearlyDates(years: 2003...2026, month: 10, day: 17, letters: "hzpewkatjBqfymbukCshAodw")),
        (.deepavali, "Suriname", .surinameDeepavali,
         YearlyDates(years: 2014...2030, month: 10, day: 17, letters: "gzncvkCshAodwlati")),
        (.holi, "Suriname", .surinameHoli,
         YearlyDates(years: 2015...2030, month: 3, day: 2, letters: "evkathAqfxmbujAr")),
        (.deepavali, "Trinidad and Tobago", .trinidadAndTobagoDeepavali,
         YearlyDates(years: 2012...2025, month: 10, day: 19, letters: "zqexkatiAqfymb")),
    ]

    // Singapore's Deepavali (Ministry of Manpower lists) and Malaysia's Thaipusam (federal
    // lists), as the countries keep them.
    @Test("Singapore's Deepavali and Malaysia's Thaipusam")
    func pinned() {
        for expected in ["2017-10-18", "2023-11-12", "2024-10-31", "2025-10-20"] {
            expectListDates(HinduFestival.deepavali, .singaporeDeepavali, expected)
        }
        expectListDates(HinduFestival.thaipusam, .malaysiaThaipusam, "2024-01-25")
        expectListDates(HinduFestival.thaipusam, .malaysiaThaipusam, "2025-02-11")
        // Through a rule: Singapore's Deepavali 2017, 18 October, a day before the almanac's.
        #expect(DateRule.hindu(.deepavali, list: .singaporeDeepavali).dates(in: 2017)
                == [CivilDate(year: 2017, month: 10, day: 18)!])
        #expect(DateRule.hindu(.deepavali, list: nil).dates(in: 2017) == [CivilDate(year: 2017, month: 10, day: 19)!])
    }

    @Test("the countries' own lists agree with python-holidays 0.108; other years are the almanac's, estimated")
    func countriesAgreeWithPythonHolidays() {
        expectPublishedLists(Self.published, catalogue: FestivalTable.hinduLists)
    }
}
