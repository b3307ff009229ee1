import HolidayEngine
import HolidayTestSupport
import Testing

@Suite("Hindu festivals")
struct HinduFestivalTests {
    // The festivals in India's central government holiday lists for 2024 and 2025
    // (Department of Personnel and Training, the holidays of central government offices).
    @Test("India's gazetted holidays, 2024 and 2025", arguments: [
        (HinduFestival.holi, "2024-03-25"), (.ramNavami, "2024-04-17"),
        (.mahavirJayanti, "2024-04-21"), (.buddhaPurnima, "2024-05-23"),
        (.janmashtami, "2024-08-26"), (.dussehra, "2024-10-12"), (.diwali, "2024-10-31"),
        (.guruNanakJayanti, "2024-11-15"),
        (.mahaShivaratri, "2025-02-26"), (.holi, "2025-03-14"), (.mahavirJayanti, "2025-04-10"),
        (.buddhaPurnima, "2025-05-12"), (.janmashtami, "2025-08-16"), (.dussehra, "2025-10-02"),
        (.diwali, "2025-10-20"), (.guruNanakJayanti, "2025-11-05"),
    ])
    func india(festival: HinduFestival, expected: String) {
        let day = gregorian(expected)
        #expect(festival.dayNumbers(inGregorianYear: CivilDate(dayNumber: day).year) == [day])
    }

    /// holidays.calendars.hindu, python-holidays 0.108: each festival's table (Deepavali
    /// before holical's corrections; Guru Gobind Singh Jayanti and Shakambhari Purnima,
    /// which can fall twice, apart).
    private static let almanac: [HinduFestival: YearlyDates] = [
        .adiShankaracharyaJayanti: YearlyDates(years: 2001...2035, month: 4, day: 20, letters:
            "iAqewlbtjCrgyndukatiApfwlbujBrgxmdv"),
        .anantChaturdashi: YearlyDates(years: 2001...2035, month: 9, day: 1, letters:
            "atiAqgzncvkCrhAoexmatiBqfynbukCrhAp"),
        .basantPanchami: YearlyDates(years: 2001...2035, month: 1, day: 19, letters:
            "kDshzoexmbujAqfyndvkCrhAoexmatiBqfy"),
        .bathukamma: YearlyDates(years: 2010...2035, month: 9, day: 18, letters:
            "tjBqfymbukCshAodwlatjBqfxn"),
        .bonalu: YearlyDates(years: 2018...2027, month: 7, day: 17, letters:
            "umdqiameyq"),
        .buddhaPurnima: YearlyDates(years: 2001...2035, month: 4, day: 30, letters:
            "atiAxncuiBrgzoevkashAqfxmbuiBrhzodw"),
        .chaitraNavratri: YearlyDates(years: 2001...2035, month: 3, day: 17, letters:
            "jBqfxndvkasgzoewmbuiBqfxndwkDshzoex"),
        .chhathPuja: YearlyDates(years: 2001...2035, month: 10, day: 23, letters:
            "DshzpfymbtjBqgzodvkCshBpfxmatjCrgzo"),
        .dattatreyaJayanti: YearlyDates(years: 2001...2035, month: 12, day: 1, letters:
            "CshzodwlatjApfxmcvkCrgzndwmatiBpexn"),
        .devDiwali: YearlyDates(years: 2001...2035, month: 11, day: 1, letters:
            "DshzoexlbujBqfyncvlCrgzoexmatiBpfyo"),
        .deepavali: YearlyDates(years: 1901...2100, month: 10, day: 22, letters:
            "tiBpfyocvkDrgApexmEtiBqfyncujCsgApewlEtiBqgyncvjCshzpewlEtjBqfymbukCshAodwlDtjCq" +
            "fxnbukDrgzodwlEtiBqexncukDsgzoewlbuiAqfxncvjCrgyoexlatiApfyncvkBrgzoewlDsiBpfynb" +
            "ujCrgzpdwlEsiBqfynctjCsgzodvkDtiBqfxmbuk"),
        .diwali: YearlyDates(years: 2001...2035, month: 10, day: 17, letters:
            "CsiApexlatjBrgzncvkCshAodwmatjCqfyn"),
        .dussehra: YearlyDates(years: 2001...2035, month: 9, day: 27, letters:
            "DsizpfymbujBqgzodwlCsiBpfxmatjCrgzo"),
        .ganeshChaturthi: YearlyDates(years: 2001...2035, month: 8, day: 22, letters:
            "atjBqfymbukCshAodwlatjCqfxnbukDrgzo"),
        .govardhanPuja: YearlyDates(years: 2001...2035, month: 10, day: 18, letters:
            "CsiApexlatjBrgzncvkCshApexmatjCqfyn"),
        .gudiPadwa: YearlyDates(years: 2001...2035, month: 3, day: 16, letters:
            "kCrfyodvlathApfxmcvjCrgyodwlDsiApfy"),
        .guruArjunDevMartyrdom: YearlyDates(years: 2001...2035, month: 5, day: 21, letters:
            "hAqfyndvkathApexmBAfyncujCshApfxmbv"),
        .guruNanakJayanti: YearlyDates(years: 2001...2035, month: 11, day: 2, letters:
            "CrgyndwlatiApexmcvkCrgzndwmatiApexn"),
        .guruPurnima: YearlyDates(years: 2001...2035, month: 7, day: 2, letters:
            "dwlatjCqfxnbukDrhzodwlbtiBqexncukDs"),
        .guruRavidasJayanti: YearlyDates(years: 2001...2035, month: 1, day: 30, letters:
            "jCrhzodwkatiApexlbukCrgzncvlatiBpex"),
        .gyalpoLosar: YearlyDates(years: 2010...2035, month: 2, day: 7, letters:
            "gApHxmFujCrJyoHvlathApfxmc"),
        .halShashthi: YearlyDates(years: 2001...2035, month: 8, day: 8, letters:
            "cvkBrgzoexmasiApfynbujCqgzpdwlasiBq"),
        .hanumanJayanti: YearlyDates(years: 2001...2035, month: 3, day: 30, letters:
            "jCrgzodvkathAqfxmbujCrhyndvkDtiApex"),
        .hariyaliAmavasya: YearlyDates(years: 2001...2035, month: 7, day: 17, letters:
            "dwmatiApfyncujCqgzpdwlashAqfyncujCr"),
        .hartalikaTeej: YearlyDates(years: 2001...2035, month: 8, day: 21, letters:
            "atjBqgymcukCshAodwlatjCqfynbvkDshzo"),
        .holaMohalla: YearlyDates(years: 2001...2035, month: 3, day: 1, letters:
            "jBsgzodvkatiBqfxmbujCrkyncwkatjAqfx"),
        .holi: YearlyDates(years: 2001...2035, month: 3, day: 1, letters:
            "jCrgzodvkathAqfxmbujCrhyndvkatiApex"),
        .janmashtami: YearlyDates(years: 2001...2035, month: 8, day: 10, letters:
            "cvkCrgzoexmasiApfyocujCqgzpdwlashBq"),
        .kabirJayanti: YearlyDates(years: 2001...2035, month: 6, day: 2, letters:
            "ewmbujCqfyncvlashApdwmcujBqfyndvkas"),
        .kaliPuja: YearlyDates(years: 2001...2035, month: 10, day: 17, letters:
            "CshzpexlatjBqgymcukCshAodwlatjCqfyn"),
        .karwaChauth: YearlyDates(years: 2001...2035, month: 10, day: 7, letters:
            "CrgyndwkatiApexmbukCrgzndwlatiAoexn"),
        .kerPuja: YearlyDates(years: 2001...2035, month: 7, day: 10, letters:
            "cwmasiCqeynbujDqizoevlbyjzspshAodwl"),
        .kharchiPuja: YearlyDates(years: 2001...2035, month: 6, day: 25, letters:
            "dxmatiCqfyncvkDrhApdwmbtiBqfyndvkDs"),
        .mahaAshtami: YearlyDates(years: 2001...2035, month: 9, day: 26, letters:
            "CrhzpexlatiAqgzncvkBrhApexlasiBqgyn"),
        .mahaNavami: YearlyDates(years: 2001...2035, month: 9, day: 26, letters:
            "DshzpfymbujBqgzodvkCsiBpfxmatjCrgzo"),
        .maharanaPratapJayanti: YearlyDates(years: 2001...2035, month: 5, day: 15, letters:
            "kDthApHwmFujBqfxnGwkDshzoHxmaujBqfy"),
        .maharshiValmikiJayanti: YearlyDates(years: 2001...2035, month: 10, day: 3, letters:
            "DshzoexlbtiApfyncvkCrgzoexmatiBpfyo"),
        .mahaShivaratri: YearlyDates(years: 2001...2035, month: 2, day: 11, letters:
            "kDshzpfymbtjBqgzncvkCshApexmatjCqgz"),
        .mahavirJayanti: YearlyDates(years: 2001...2035, month: 3, day: 29, letters:
            "iBrfyncujEshApewlatiBqgxmcujCshzodw"),
        .maheshNavami: YearlyDates(years: 2001...2035, month: 5, day: 25, letters:
            "fzpdwlEshAqeynbtjBrfzpdvkDshAqfxmau"),
        .makarSankranti: YearlyDates(years: 2001...2035, month: 1, day: 14, letters:
            "aaabaabbaabbaabbaabbaaaaaabbaabbaab"),
        .matsyaJayanti: YearlyDates(years: 2001...2035, month: 3, day: 18, letters:
            "jCrfyndvlathApewmcvjCqgyndwkDshzpex"),
        .naagPanchami: YearlyDates(years: 2001...2035, month: 8, day: 1, letters:
            "imbtjmrfkndfkasgloehmbuimqfjndgkosh"),
        .narakaChaturdashi: YearlyDates(years: 2001...2035, month: 10, day: 17, letters:
            "CshzpewkatjAqfymbukCshAodwlatjBqfxn"),
        .nirjalaEkadashi: YearlyDates(years: 2001...2035, month: 5, day: 28, letters:
            "fyocvkDrgzpexmatiBqfyocvkCsgzpfwmat"),
        .onam: YearlyDates(years: 2001...2035, month: 8, day: 20, letters:
            "lbtiAqgxndujariypewlbtjAqgxmcukariz"),
        .parshuramJayanti: YearlyDates(years: 2001...2035, month: 4, day: 18, letters:
            "hAqewmbtjCrgyncukathApewlbujCrgxncv"),
        .parivartiniEkadashi: YearlyDates(years: 2001...2035, month: 8, day: 29, letters:
            "atiAqgzncukCrhApewlatiBqfynbukDrhAp"),
        .pitraMokshAmavasya: YearlyDates(years: 2001...2035, month: 9, day: 17, letters:
            "atiAqfxlbukCrgzncvlatiBpexmbukCrgyo"),
        .pohelaBoishakh: YearlyDates(years: 2001...2035, month: 4, day: 14, letters:
            "abbaabbabbbabbbabbbabbbabbbabbbabbb"),
        .pongal: YearlyDates(years: 2001...2035, month: 1, day: 14, letters:
            "aabbaabbaabbaabbaabbaabbaabbaabbaab"),
        .puthandu: YearlyDates(years: 2001...2035, month: 4, day: 13, letters:
            "bbbabbbabbbbbbbbbbbbbbbbbbbbbbbbbbb"),
        .rakshaBandhan: YearlyDates(years: 2001...2035, month: 8, day: 2, letters:
            "cukBrhAodwlasiBqfynbujCrhApdvlasiBq"),
        .ramNavami: YearlyDates(years: 2001...2035, month: 3, day: 24, letters:
            "jCsgzncvkatiApewlbujCrgyncwkDtiAoex"),
        .rathYatra: YearlyDates(years: 2001...2035, month: 6, day: 19, letters:
            "exmatiBpfyocvkDrgzpexmbsiBqfyndujCs"),
        .samvatsariParva: YearlyDates(years: 2001...2035, month: 8, day: 23, letters:
            "atjBqfymbukCshAodwlatjCqfxmbukDrhzo"),
        .sharadNavratri: YearlyDates(years: 2001...2035, month: 9, day: 19, letters:
            "CshzpexlatjBqgymcvkCshAodwlatjCqfyn"),
        .vallabhacharyaJayanti: YearlyDates(years: 2001...2035, month: 4, day: 10, letters:
            "jBrfxoevlasgzpfwmcuiAqgxodvkCshzpfx"),
        .sonamLosar: YearlyDates(years: 2010...2035, month: 1, day: 15, letters:
            "bujBqgzndvkCshApexQatjCqgz"),
        .dayanandSaraswatiJayanti: YearlyDates(years: 2001...2035, month: 2, day: 8, letters:
            "nCsizpexoatipqgzncvkCshBpewlatjCqfy"),
        .tamuLosar: YearlyDates(years: 2010...2032, month: 12, day: 30, letters:
            "aaaaaaaaabaaabaaaaaabba"),
        .thaipusam: YearlyDates(years: 1901...2100, month: 1, day: 16, letters:
            "siBpexmcujCrfyndvlEthApewmcvjCrgyndwlDshzpexmbujBqgzndwlDshApexnbtjCqgzocvkDrhAq" +
            "exmFtiBrgzodvkDshApfwlbuiBrgyncvkDsiApexlbujBrgyncvlDshAodwmbujCqfyncvlEshApdwmc" +
            "tjBqfyndvkDsgzpewmbuiBqgyndwkCshzpexlati"),
        .tulsidasJayanti: YearlyDates(years: 2001...2035, month: 7, day: 25, letters:
            "bukCshAodwlatjCqfxncvkDrgzodwmbtiBq"),
        .vaisakhi: YearlyDates(years: 2001...2035, month: 4, day: 13, letters:
            "abbabbbabbbaabbabbbabbbaabbabbbabbb"),
        .varalakshmiVratam: YearlyDates(years: 2001...2035, month: 7, day: 27, letters:
            "humFxiCteyqaumGqiCneyqDumGriCnfyjDv"),
        .vikramSamvatNewYear: YearlyDates(years: 2001...2035, month: 10, day: 18, letters:
            "DsiApfxlbujBrgzncvkDsiBpexmatjCrgzo"),
        .vishu: YearlyDates(years: 2001...2035, month: 4, day: 13, letters:
            "bbbabbcbbbbbbccbbbbbbccbbccbbccbbbb"),
        .vishwakarmaPuja: YearlyDates(years: 2001...2035, month: 9, day: 16, letters:
            "bbbabbbabbbabbbabbbabbbabbbbbbbbbbb"),
    ]

    @Test("every festival's table agrees with python-holidays 0.108 over its whole span")
    func tablesAgreeWithPythonHolidays() {
        #expect(Set(Self.almanac.keys).union([.guruGobindSinghJayanti, .shakambhariPurnima])
            .union([.parsiNewYear, .vaisakhadi]) == Set(HinduFestival.allCases))
        for (festival, dates) in Self.almanac.sorted(by: { $0.key.rawValue < $1.key.rawValue })
        where festival != .deepavali {
            #expect(festival.knownYears == dates.years, "\(festival)")
            expectEveryYear(dates, "\(festival)") { festival.dayNumbers(inGregorianYear: $0) }
        }
    }

    // Where python-holidays 0.108 puts Deepavali a lunation late (the day before the second
    // new moon after the Sun enters sidereal Libra), holical has the day before the first:
    // scripts/deepavali_new_moons.py, docs/calendars.md. The governments' lists python-holidays
    // has for those years agree (Malaysia and Sri Lanka 2006 and 2009, 2025, Suriname 2028).
    private static let deepavaliCorrections = [
        "1903-10-19", "1906-10-17", "1911-10-21", "1914-10-18", "1919-10-23", "1922-10-19",
        "1925-10-17", "1930-10-21", "1933-10-18", "1938-10-22", "1941-10-19", "1944-10-16",
        "1949-10-21", "1952-10-18", "1957-10-22", "1960-10-19", "1963-10-16", "1968-10-21",
        "1971-10-18", "1976-10-22", "1979-10-20", "1987-10-22", "1990-10-17", "1995-10-23",
        "1998-10-19", "2006-10-21", "2009-10-17", "2017-10-19", "2025-10-20", "2028-10-17",
        "2036-10-18", "2044-10-20", "2047-10-18", "2052-10-21", "2055-10-19", "2063-10-21",
        "2066-10-18", "2071-10-22", "2074-10-19", "2082-10-21", "2085-10-18", "2090-10-22",
        "2093-10-19",
    ]

    @Test("Deepavali is python-holidays' date but in 43 years, a lunation earlier")
    func deepavali() throws {
        let python = try #require(Self.almanac[.deepavali])
        #expect(HinduFestival.deepavali.knownYears == 1901...2100)
        var corrected: [String] = []
        for (year, expected) in python.dayNumbers {
            let found = HinduFestival.deepavali.dayNumbers(inGregorianYear: year)
            guard found != [expected], let day = found.first, found.count == 1 else { continue }
            #expect((28...30).contains(expected - day), "\(year): \(expected - day) days apart")
            corrected.append("\(CivilDate(dayNumber: day))")
        }
        #expect(corrected == Self.deepavaliCorrections)
    }

    // python-holidays 0.108's dates of the two festivals that can fall twice in a Gregorian
    // year, or not at all (Guru Gobind Singh Jayanti none in 2018, 2023, 2026 and 2031;
    // Shakambhari Purnima none in 2010 and 2029).
    @Test("the festivals that fall twice in some years", arguments: [
        (HinduFestival.guruGobindSinghJayanti, [
            "2001-01-02", "2002-01-21", "2003-12-29", "2004-11-20", "2005-01-05", "2006-01-05",
            "2007-01-05", "2008-01-05", "2009-01-05", "2010-01-05", "2011-01-31", "2012-01-05",
            "2013-01-18", "2014-01-07", "2015-01-05", "2016-01-16", "2017-01-05", "2017-12-25",
            "2019-01-13", "2020-01-02", "2021-01-20", "2022-01-09", "2022-12-29", "2024-01-17",
            "2025-01-06", "2025-12-27", "2027-01-15", "2028-01-04", "2029-01-15", "2030-01-10",
            "2030-12-31", "2032-01-18", "2033-01-07", "2034-01-17", "2035-01-16",
        ]),
        (.shakambhariPurnima, [
            "2001-01-09", "2002-01-28", "2003-01-18", "2004-01-07", "2005-01-25", "2006-01-14",
            "2007-01-03", "2008-01-22", "2009-01-11", "2009-12-31", "2011-01-19", "2012-01-09",
            "2013-01-27", "2014-01-16", "2015-01-05", "2016-01-24", "2017-01-12", "2018-01-02",
            "2019-01-21", "2020-01-10", "2021-01-28", "2022-01-17", "2023-01-06", "2024-01-25",
            "2025-01-13", "2026-01-03", "2027-01-22", "2028-01-12", "2028-12-31", "2030-01-19",
            "2031-01-08", "2032-01-27", "2033-01-15", "2034-01-04", "2035-01-23",
        ]),
    ])
    func twiceAYear(festival: HinduFestival, expected: [String]) {
        #expect(festival.knownYears == 2001...2035)
        let found = festival.knownYears.flatMap { festival.dayNumbers(inGregorianYear: $0) }
        #expect(found == expected.map(gregorian))
    }

    @Test("outside its table a festival has no date")
    func knownYears() {
        #expect(HinduFestival.diwali.knownYears == 2001...2035)
        #expect(HinduFestival.diwali.dayNumbers(inGregorianYear: 2000) == [])
        #expect(HinduFestival.diwali.dayNumbers(inGregorianYear: 2036) == [])
        #expect(HinduFestival.thaipusam.knownYears == 1901...2100)
        #expect(HinduFestival.tamuLosar.knownYears == 2010...2032)
        #expect(HinduFestival.guruGobindSinghJayanti.dayNumbers(inGregorianYear: 2018) == [])
    }

    // India's central lists keep these two by arithmetic, not by the almanac; the dates are
    // python-holidays 0.108's (India, optional category), but for 2100, which is no leap
    // year: the Shahenshahi year has no leap day, so its new year moves only after a 29
    // February, and 2100 has none (python-holidays moves it a day anyway).
    @Test("the Parsi new year moves a day earlier after each 29 February", arguments: [
        "1950-09-03", "1971-08-29", "1972-08-28", "1975-08-28", "1976-08-27", "2024-08-15",
        "2025-08-15", "2027-08-15", "2028-08-14", "2099-07-28", "2100-07-28",
    ])
    func parsiNewYear(expected: String) {
        let day = gregorian(expected)
        #expect(HinduFestival.parsiNewYear.dayNumbers(inGregorianYear: CivilDate(dayNumber: day).year) == [day])
    }

    @Test("Vaisakhadi is 15 April, 14 April in a leap year", arguments: [
        "1950-04-15", "2000-04-14", "2024-04-14", "2025-04-15", "2100-04-15",
    ])
    func vaisakhadi(expected: String) {
        let day = gregorian(expected)
        #expect(HinduFestival.vaisakhadi.dayNumbers(inGregorianYear: CivilDate(dayNumber: day).year) == [day])
        #expect(HinduFestival.vaisakhadi.knownYears == 1901...2100)
        #expect(HinduFestival.parsiNewYear.knownYears == 1901...2100)
    }
}
