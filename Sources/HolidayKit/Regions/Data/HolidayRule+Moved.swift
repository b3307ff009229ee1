extension HolidayRule {
    /// A holiday kept by its rule in `years` except in the years a proclamation or notice
    /// moved it: one rule for each run of years between the moves, and a one-off rule on
    /// each moved date. The British bank holidays and those of the Crown dependencies and
    /// Gibraltar are moved this way (the early May bank holiday to 8 May for VE Day, the
    /// spring bank holiday for the jubilees).
    static func moved(
        _ names: [HolidayName], on date: DateRule, years: YearSpan, to moves: [CivilDate],
        observed: [Observance] = [], key: String? = nil
    ) -> [HolidayRule] {
        let key = key ?? names[0].english
        var rules: [HolidayRule] = []
        var first = years.first
        func kept(_ last: Int) {
            guard first <= last else { return }
            rules.append(
                HolidayRule(names: names, on: date, years: YearSpan(first, last), observed: observed, key: key))
        }
        for move in moves.sorted() {
            kept(move.year - 1)
            let name = names.first { $0.years.contains(move.year) } ?? names[0]
            rules.append(
                HolidayRule(names: [name], on: .oneOff(move), years: .only(move.year), key: "\(key) \(move)"))
            first = move.year + 1
        }
        kept(years.last)
        return rules
    }

    /// The same, for a holiday with one English name.
    static func moved(
        _ english: String, on date: DateRule, years: YearSpan, to moves: [CivilDate],
        observed: [Observance] = []
    ) -> [HolidayRule] {
        moved([HolidayName(english)], on: date, years: years, to: moves, observed: observed)
    }
}
