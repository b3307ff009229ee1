/// The poya days of Sri Lanka: the full moon day of each month of the Sinhala lunar
/// calendar, every one a public holiday (Vesak Poya with the day after it).
///
/// Sri Lanka fixes a poya by the full moon's time, on the day nearest it by its own rule,
/// and adds a month (an adhi poya) about every 33 months; the government publishes the
/// days each year. HolidayEngine holds them as tables (`SinhalaPoya+Tables.swift`) for
/// 2003-2026; the adhi poyas are one-off days of the years that have them, for Sri Lanka's
/// rules. See docs/calendars.md.
public enum SinhalaPoya: String, CaseIterable, Sendable {
    /// Duruthu Poya, in January; twice in a Gregorian year when one falls on 31 December.
    case duruthu
    /// Nawam Poya, in February.
    case nawam
    /// Medin Poya, in March.
    case medin
    /// Bak Poya, in April.
    case bak
    /// Vesak Poya, in May.
    case vesak
    /// Poson Poya, in June.
    case poson
    /// Esala Poya, in July.
    case esala
    /// Nikini Poya, in August.
    case nikini
    /// Binara Poya, in September.
    case binara
    /// Vap Poya, in October.
    case vap
    /// Il Poya, in November.
    case il
    /// Unduvap Poya, in December.
    case unduvap

    /// The Gregorian years the poya's table covers.
    public var knownYears: ClosedRange<Int> { table.years }

    /// The poya's day numbers in Gregorian `year`, ascending: one, none outside
    /// `knownYears` or in a year whose Duruthu Poya fell on the 31 December before, two in
    /// a year that ends with the next one.
    public func dayNumbers(inGregorianYear year: Int) -> [Int] {
        table.dayNumbers(inGregorianYear: year)
    }
}
