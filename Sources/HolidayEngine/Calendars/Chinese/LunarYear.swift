extension ChineseCalendar {
    /// One lunar year of a table, decoded from its 32-bit word:
    ///
    /// - bits 17-21: the new year's day, as days after January 21 of `year`;
    /// - bits 13-16: the number of the month that is repeated as a leap month, 0 for none;
    /// - bits 0-12: the months in the order they occur, the first at bit 12 (the leap month
    ///   right after the month it repeats); 1 for 30 days, 0 for 29. A year of 12 months
    ///   leaves bit 0 clear.
    struct LunarYear {
        let year: Int
        let word: UInt32

        /// The day number of the first day of the first month.
        var newYear: Int { CivilDate(uncheckedYear: year, month: 1, day: 21).dayNumber + Int(word >> 17) }

        /// The month number repeated as a leap month, 0 when the year has none.
        var leapMonth: Int { Int(word >> 13) & 0xF }

        var monthCount: Int { leapMonth == 0 ? 12 : 13 }

        /// The position of `month` in the year, nil when the year has no such month.
        func index(of month: Month) -> Int? {
            guard (1...12).contains(month.number) else { return nil }
            let leap = leapMonth
            if month.isLeap { return month.number == leap ? month.number : nil }
            return leap != 0 && month.number > leap ? month.number : month.number - 1
        }

        /// The month at position `index`.
        func month(at index: Int) -> Month {
            let leap = leapMonth
            if leap == 0 || index < leap { return Month(index + 1) }
            return index == leap ? .leap(leap) : Month(index)
        }

        func length(ofMonthAt index: Int) -> Int { word & (1 << (12 - index)) != 0 ? 30 : 29 }

        /// The day number of the first day of the month at position `index`.
        func start(ofMonthAt index: Int) -> Int {
            // Months before `index` are bits 12 down to 13 - index: 29 days each, plus one
            // for every 30-day month among them.
            let before = index == 0 ? 0 : (word & 0x1FFF) >> (13 - index)
            return newYear + 29 * index + before.nonzeroBitCount
        }
    }
}
