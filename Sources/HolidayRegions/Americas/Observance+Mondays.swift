import HolidayEngine

extension Observance {
    /// The holiday itself moves to a Monday: from Tuesday and Wednesday back to the Monday
    /// before, from Thursday to Sunday on to the Monday after (Guatemala, Decreto 19-2018;
    /// Costa Rica's moved holidays, Ley 9875 of 2020 and the laws after it).
    static func toMonday(_ years: YearSet) -> Observance {
        moving(
            years,
            [
                .tuesday: .previous(.monday), .wednesday: .previous(.monday),
                .thursday: .next(.monday), .friday: .next(.monday),
                .saturday: .next(.monday), .sunday: .next(.monday),
            ])
    }

    /// The holiday itself moves from a working day, Tuesday to Friday, to the Monday after
    /// (Costa Rica, 2005-2010).
    static func workdayToNextMonday(_ years: YearSet) -> Observance {
        moving(
            years,
            [.tuesday: .next(.monday), .wednesday: .next(.monday), .thursday: .next(.monday), .friday: .next(.monday)])
    }

    /// A holiday on a Saturday or Sunday is also kept on the Monday after (the Public
    /// Holidays Acts and Ordinances of many Commonwealth islands: Bermuda, the Cayman Islands,
    /// the Falkland Islands, South Georgia ...).
    static func weekendToMonday(_ years: YearSet) -> Observance {
        adding(years, [.saturday: .next(.monday), .sunday: .next(.monday)])
    }
}
