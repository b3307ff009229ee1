/// Holidays a proclamation, notice or decree dates otherwise in some years
/// (docs/rule-model.md, "Decrees").
extension HolidayRule {
    /// A holiday kept by its rule in `years` except in the years a proclamation or notice
    /// moved it, or a decree set its date: the rule without those years, and a one-off rule
    /// on each of those dates. The British bank holidays and those of the Crown dependencies
    /// and Gibraltar are moved this way (the early May bank holiday to 8 May for VE Day, the
    /// spring bank holiday for the jubilees); Ceuta's and Melilla's Islamic feasts are on
    /// their decreed dates, and on the computed ones in the years not decreed yet.
    public static func moved(
        _ names: [HolidayName], on date: DateRule, years: YearSet, to moves: [CivilDate],
        observed: [Observance] = [], key: String? = nil
    ) -> [HolidayRule] {
        let key = key ?? names[0].english
        let kept = HolidayRule(
            names: names, on: date, years: years.except(.years(moves.map(\.year))), observed: observed, key: key)
        return [kept]
            + moves.sorted().map { move in
                let name = names.first { $0.years.contains(move.year) } ?? names[0]
                return HolidayRule(names: [name], on: .oneOff(move), years: .only(move.year), key: "\(key) \(move)")
            }
    }

    /// The same, for a holiday with one English name.
    public static func moved(
        _ english: String, on date: DateRule, years: YearSet, to moves: [CivilDate],
        observed: [Observance] = []
    ) -> [HolidayRule] {
        moved([HolidayName(english)], on: date, years: years, to: moves, observed: observed)
    }
}
