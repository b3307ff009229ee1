import HolidayKit

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
        /// date, and of those the first `perAnswer`; and how many were dropped.
        static func apply(to holidays: [Holiday]) -> (kept: [Holiday], dropped: Int) {
            guard holidays.count > perDay else { return (holidays, 0) }
            var kept: [Holiday] = []
            kept.reserveCapacity(min(holidays.count, perAnswer))
            var onDate: [CivilDate: Int] = [:]
            for holiday in holidays {
                guard kept.count < perAnswer else { break }
                guard onDate[holiday.date, default: 0] < perDay else { continue }
                onDate[holiday.date, default: 0] += 1
                kept.append(holiday)
            }
            return (kept, holidays.count - kept.count)
        }
    }
}
