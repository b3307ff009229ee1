import HolidayEngine
import Testing

@Suite("Weekday")
struct WeekdayTests {
    @Test("advances around the week both ways")
    func advancing() {
        #expect(Weekday.saturday.advanced(by: 1) == .sunday)
        #expect(Weekday.sunday.advanced(by: -1) == .saturday)
        #expect(Weekday.monday.advanced(by: 15) == .tuesday)
        #expect(Weekday.friday.days(until: .monday) == 3)
        #expect(Weekday.monday.days(until: .monday) == 0)
    }

    @Test("a week starting on any day has all seven days in order")
    func weeks() {
        for first in Weekday.allCases {
            let week = Weekday.week(startingOn: first)
            #expect(week.first == first)
            #expect(Set(week).count == 7)
            for (a, b) in zip(week, week.dropFirst()) { #expect(a.advanced(by: 1) == b) }
        }
    }

    @Test("parses names and prefixes")
    func names() {
        #expect(Weekday(name: "monday") == .monday)
        #expect(Weekday(name: "Tue") == .tuesday)
        #expect(Weekday(name: "SU") == .sunday)
        #expect(Weekday(name: "s") == nil)
        #expect(Weekday(name: "funday") == nil)
    }
}
