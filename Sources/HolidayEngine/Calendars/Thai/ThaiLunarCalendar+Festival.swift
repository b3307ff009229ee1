extension ThaiLunarCalendar {
    /// The Buddhist holy days and festivals of the Thai lunar calendar that Thailand,
    /// Cambodia and Laos keep as holidays, each on a day of a month.
    public enum Festival: CaseIterable, Sendable {
        /// Makha Bucha (Meak Bochea, Boun Makha Bousa): the full moon of the third month.
        case makhaBucha
        /// Visakha Bucha (Visak Bochea, Boun Visakha Bousa): the full moon of the sixth month.
        case visakhaBucha
        /// Cambodia's Royal Ploughing Ceremony (Preah Reach Pithi Chrat Preah Neangkoal): the
        /// fourth waning day of the sixth month.
        case preahNeangkoal
        /// Atthami Bucha, the Buddha's cremation: the eighth waning day of the sixth month.
        case atthamiBucha
        /// Asarnha Bucha (Asalha Puja): the full moon of the eighth month (of the second
        /// eighth in an athikamat year).
        case asarnhaBucha
        /// Khao Phansa, the start of the Buddhist Lent (Boun Khao Phansa): the first waning
        /// day of the eighth month (of the second eighth in an athikamat year).
        case khaoPhansa
        /// Boun Haw Khao Padapdin: the new moon ending the ninth month (its 29th day).
        case bounHawKhaoPadapdin
        /// Boun Haw Khao Salark: the full moon of the tenth month.
        case bounHawKhaoSalark
        /// Pchum Ben: the new moon ending the tenth month (its 30th day).
        case pchumBen
        /// Ok Phansa, the end of the Buddhist Lent (Boun Ok Phansa): the full moon of the
        /// eleventh month.
        case okPhansa
        /// Boun Suang Heua, Vientiane's boat racing festival: the first waning day of the
        /// eleventh month.
        case bounSuangHeua
        /// Loy Krathong (Bon Om Touk in Cambodia, Boun That Luang in Laos): the full moon of
        /// the twelfth month.
        case loyKrathong
    }

    /// How a country places the holy days of the third and sixth months in a year with a
    /// second eighth month.
    public enum Tradition: Sendable {
        /// Thailand: in an athikamat year Makha Bucha, Visakha Bucha and Atthami Bucha move a
        /// month later (to the fourth and seventh months), so they keep their season.
        case thai
        /// Cambodia and Laos: they stay in the third and sixth months.
        case khmer
    }

    /// The day number of `festival` in Gregorian `year`, as `tradition` places it, or nil
    /// outside `knownYears`. Every festival falls in the Gregorian year of the lunar year's
    /// name.
    public static func dayNumber(
        of festival: Festival, inGregorianYear year: Int, tradition: Tradition = .thai
    ) -> Int? {
        guard let type = yearType(year) else { return nil }
        let later = tradition == .thai && type == .athikamat
        let (month, day): (Month, Int) = switch festival {
        case .makhaBucha: (later ? .fourth : .third, 15)
        case .visakhaBucha: (later ? .seventh : .sixth, 15)
        case .preahNeangkoal: (.sixth, 19)
        case .atthamiBucha: (later ? .seventh : .sixth, 23)
        case .asarnhaBucha: (type == .athikamat ? .secondEighth : .eighth, 15)
        case .khaoPhansa: (type == .athikamat ? .secondEighth : .eighth, 16)
        case .bounHawKhaoPadapdin: (.ninth, 29)
        case .bounHawKhaoSalark: (.tenth, 15)
        case .pchumBen: (.tenth, 30)
        case .okPhansa: (.eleventh, 15)
        case .bounSuangHeua: (.eleventh, 16)
        case .loyKrathong: (.twelfth, 15)
        }
        return dayNumber(of: Date(year: year, month: month, day: day))
    }

    /// The Buddhist holy days (uposatha, wan phra) in Gregorian `year`, ascending: the 8th
    /// and 15th of each month and the 8th waning and last days (days 8, 15, 23 and 29 or
    /// 30). Thailand's weekend was Sunday and these days from October 1956 to October 1957.
    /// Empty outside the days the calendar knows.
    public static func uposathaDays(inGregorianYear year: Int) -> [Int] {
        let span = GregorianYearSet(year)
        var result: [Int] = []
        for lunarYear in year...(year + 1) {
            guard let type = yearType(lunarYear) else { continue }
            for month in Month.allCases {
                guard let days = daysInMonth(month, in: type),
                      let first = dayNumber(of: Date(year: lunarYear, month: month, day: 1))
                else { continue }
                for day in [8, 15, 23, days] where span.contains(first + day - 1) {
                    result.append(first + day - 1)
                }
            }
        }
        return result
    }
}
