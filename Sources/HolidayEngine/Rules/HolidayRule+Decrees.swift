/// Days a decree gives once: a day of mourning, a bridge day and the weekend day worked for
/// it, a day off in place of a holiday lost on a weekend (docs/rule-model.md, "Decrees").
extension HolidayRule {
    /// A holiday on a single date decreed once (a day of mourning, a bridge day, a weekend
    /// day worked in exchange with kind `.workday`).
    public static func oneOff(
        _ english: String, local: String? = nil, on date: CivilDate, kind: HolidayKind = .public
    ) -> HolidayRule {
        oneOff(HolidayName(english, local: local), on: date, kind: kind)
    }

    /// A holiday on a single date decreed once, named in several languages.
    public static func oneOff(
        _ english: String, _ local: [String: String], on date: CivilDate, kind: HolidayKind = .public
    ) -> HolidayRule {
        oneOff(HolidayName(english, local), on: date, kind: kind)
    }

    /// A holiday on a single date decreed once, with its name given whole.
    public static func oneOff(_ name: HolidayName, on date: CivilDate, kind: HolidayKind = .public) -> HolidayRule {
        HolidayRule(
            names: [HolidayName(name.english, name.local)], on: .oneOff(date), kind: kind,
            years: .only(date.year), key: "\(name.english) \(date)")
    }

    /// A day off a decree gives in place of the holiday of `original`, lost on a weekend or
    /// carried over to another date: the day carries `observedOf` = `original`, as a
    /// substitute day of an observance rule does, so the pop-up and `list` say which holiday
    /// it stands in for (Russia's New Year days moved to May, a substitute day proclaimed
    /// for one year).
    public static func decreedSubstitute(
        _ name: HolidayName, for original: CivilDate, on date: CivilDate, kind: HolidayKind = .public
    ) -> HolidayRule {
        let days = date.dayNumber - original.dayNumber
        return HolidayRule(
            names: [HolidayName(name.english, name.local)], on: .oneOff(original), kind: kind,
            years: .only(original.year),
            observed: [.moving(.only(original.year), [original.weekday: .days(days)])],
            key: "\(name.english) \(date)")
    }

    /// The days off a decree (or a year's production calendar) gives in `year` in place of
    /// holidays, all named `name`: `(for: (1, 5), on: (5, 2))` makes May 2 a day off that
    /// stands in for January 5 (Russia's January days off moved to May).
    public static func decreedSubstitutes(
        _ year: Int, _ days: [(for: (month: Int, day: Int), on: (month: Int, day: Int))], name: HolidayName
    ) -> [HolidayRule] {
        days.map { original, date in
            decreedSubstitute(
                name, for: CivilDate(year, original.month, original.day), on: CivilDate(year, date.month, date.day))
        }
    }

    /// The same, each day named after its holiday as the country names observed days
    /// (`HolidayName.observed(_:)` with `suffix`): `(labourDay, for: (5, 2), on: (5, 4))`
    /// is Labour Day's day off for Saturday May 2, given on Monday May 4.
    public static func decreedSubstitutes(
        _ year: Int, _ days: [(holiday: HolidayName, for: (month: Int, day: Int), on: (month: Int, day: Int))],
        suffix: [String: String]
    ) -> [HolidayRule] {
        days.map { holiday, original, date in
            decreedSubstitute(
                holiday.observed(suffix), for: CivilDate(year, original.month, original.day),
                on: CivilDate(year, date.month, date.day))
        }
    }

    /// A working day a decree moves: `off` becomes a day off, and the weekend day `worked`
    /// is worked in exchange (kind `.workday`), named as the country names the two
    /// (`TransferNames`).
    public static func transfer(off: CivilDate, worked: CivilDate, names: TransferNames) -> [HolidayRule] {
        [oneOff(names.dayOff, on: off), oneOff(names.workday, on: worked, kind: .workday)]
    }

    /// The transfers one decree makes in `year`: `(off: (5, 3), worked: (5, 5))` makes May 3
    /// a day off and Sunday May 5 a working day.
    public static func transfers(
        _ year: Int, _ days: [(off: (month: Int, day: Int), worked: (month: Int, day: Int))], names: TransferNames
    ) -> [HolidayRule] {
        days.flatMap { off, worked in
            transfer(
                off: CivilDate(year, off.month, off.day), worked: CivilDate(year, worked.month, worked.day),
                names: names)
        }
    }
}

/// What a country calls the two days of a transfer of a working day: the weekday given off
/// and the weekend day worked in exchange ("Day off (transferred)" and "Working day
/// (transferred)", in its own language too).
public struct TransferNames: Hashable, Sendable {
    /// The weekday made a day off.
    public let dayOff: HolidayName
    /// The weekend day worked.
    public let workday: HolidayName

    /// The two names.
    public init(dayOff: HolidayName, workday: HolidayName) {
        self.dayOff = dayOff
        self.workday = workday
    }
}
