import HolidayEngine

extension HolidayFetcher {
    /// How much one answer may bring. A legal answer can be as large as the transfer allows
    /// (4 MB, tens of thousands of entries), far more than a calendar cell, a pop-up or the
    /// cache should hold: a real year has a few dozen holidays and a real day a handful.
    /// What lies beyond these limits is dropped, and the user told so.
    public enum AnswerLimits {
        /// Holidays kept on one date.
        public static let perDay = 50
        /// Holidays kept from one answer.
        public static let perAnswer = 1_000

        /// The holidays kept from `holidays`, in their order: the first `perDay` of each
        /// date, and of those at most `perAnswer`, the dates of `wanted` (on screen) first
        /// so that what is cut is never what the user is looking at; and the dates that lost
        /// holidays to `perAnswer` (a date cut to `perDay` keeps a full cell).
        static func apply(
            to holidays: [Holiday], favouring wanted: DateRange? = nil
        ) -> (kept: [Holiday], datesCut: Set<CivilDate>) {
            guard holidays.count > perDay else { return (holidays, []) }
            let passes: [@Sendable (CivilDate) -> Bool] = wanted.map { range in
                [{ range.contains($0) }, { !range.contains($0) }]
            } ?? [{ _ in true }]
            var keep = [Bool](repeating: false, count: holidays.count)
            var onDate: [CivilDate: Int] = [:]
            var count = 0
            for belongs in passes {
                for (index, holiday) in holidays.enumerated() where belongs(holiday.date) {
                    guard count < perAnswer else { break }
                    guard onDate[holiday.date, default: 0] < perDay else { continue }
                    onDate[holiday.date, default: 0] += 1
                    keep[index] = true
                    count += 1
                }
            }
            var datesCut = Set<CivilDate>()
            for (index, holiday) in holidays.enumerated() where !keep[index] && onDate[holiday.date, default: 0] < perDay {
                datesCut.insert(holiday.date)
            }
            return (zip(holidays, keep).compactMap { holiday, kept in kept ? holiday : nil }, datesCut)
        }
    }
}
