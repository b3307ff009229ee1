import HolidayEngine
import Testing

@Suite("Weekend masks")
struct WeekendMaskTests {
    @Test("Parses names, prefixes, none and numpy's seven digits")
    func parsing() throws {
        #expect(try WeekendMask.parse("sat,sun") == .saturdaySunday)
        #expect(try WeekendMask.parse(" Sun , SATURDAY ") == .saturdaySunday)
        #expect(try WeekendMask.parse("fri,sat") == .fridaySaturday)
        #expect(try WeekendMask.parse("sun") == .sundayOnly)
        #expect(try WeekendMask.parse("su,su") == .sundayOnly)
        #expect(try WeekendMask.parse("none") == .empty)
        #expect(try WeekendMask.parse("1111100") == .saturdaySunday)
        #expect(try WeekendMask.parse("1111001") == .fridaySaturday)
        #expect(try WeekendMask.parse("1111111") == .empty)
        #expect(try WeekendMask.parse("fri,sat,sun").days == [.friday, .saturday, .sunday])
    }

    @Test("Refuses unknown days, nothing, and a week with no working day")
    func errors() {
        #expect(throws: WeekendMaskError.unknownDay("funday")) { try WeekendMask.parse("sat,funday") }
        #expect(throws: WeekendMaskError.unknownDay("")) { try WeekendMask.parse("sat,,sun") }
        #expect(throws: WeekendMaskError.unknownDay("s")) { try WeekendMask.parse("s") }
        #expect(throws: WeekendMaskError.noDays) { try WeekendMask.parse("  ") }
        #expect(throws: WeekendMaskError.everyDay) { try WeekendMask.parse("mon,tue,wed,thu,fri,sat,sun") }
        #expect(throws: WeekendMaskError.everyDay) { try WeekendMask.parse("0000000") }
        #expect(WeekendMask(Weekday.allCases) == nil)
        #expect(WeekendMaskError.everyDay.description.contains("all seven days"))
        #expect(WeekendMaskError.unknownDay("x").description.contains("sat,sun"))
    }

    @Test("description is short names Monday first, and parses back")
    func description() throws {
        #expect(WeekendMask.saturdaySunday.description == "sat,sun")
        #expect(WeekendMask([.sunday, .friday, .saturday])!.description == "fri,sat,sun")
        #expect(WeekendMask.empty.description == "none")
        for bits in UInt8(0)..<0x7F {
            let mask = WeekendMask(bits: bits)!
            #expect(try WeekendMask.parse(mask.description) == mask)
            #expect(mask.workdaysPerWeek == 7 - mask.days.count)
        }
    }

    @Test("workdays(before:) matches counting day by day, and dayNumber(ofWorkday:) inverts it")
    func closedForm() {
        for bits in UInt8(0)..<0x7F {
            let mask = WeekendMask(bits: bits)!
            // Across day 0 and negative day numbers, where division rounds the other way.
            let start = -800
            var running = 0
            for day in start..<800 {
                #expect(mask.workdays(before: day) - mask.workdays(before: start) == running)
                let weekend = mask.contains(CivilDate(dayNumber: day).weekday)
                #expect(mask.containsDay(day) == weekend)
                if !weekend {
                    #expect(mask.dayNumber(ofWorkday: mask.workdays(before: day)) == day)
                    running += 1
                }
            }
        }
    }
}
