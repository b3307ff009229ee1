import HolidayEngine
import Testing
@testable import ICalendar

/// Reading files: folding, escaping, line ends, components, and what is refused.
@Suite("Reading iCalendar files")
struct ParsingTests {
    static func parse(_ text: String) throws -> ParsedCalendar {
        try CalendarParser.parse(Array(text.utf8))
    }

    @Test("Folded lines are unfolded, with CRLF, LF or CR line ends, and a byte-order mark")
    func folding() throws {
        for end in ["\r\n", "\n", "\r"] {
            let text = ["\u{FEFF}BEGIN:VCALENDAR", "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20261224",
                        "SUMMARY:Christmas Eve at gran", " dma's house", "DESCRIPTION:line one\\nline two\\, with", "\t a comma",
                        "END:VEVENT", "END:VCALENDAR"].joined(separator: end)
            let calendar = try Self.parse(text)
            #expect(calendar.events.count == 1)
            #expect(calendar.events.first?.summary == "Christmas Eve at grandma's house")
            #expect(calendar.events.first?.details == "line one\nline two, with a comma")
            #expect(calendar.warnings.isEmpty)
        }
    }

    @Test("TEXT escapes and CATEGORIES lists; parameters with quoted values")
    func values() throws {
        let calendar = try Self.parse("""
            BEGIN:VCALENDAR
            X-WR-CALNAME:School holidays\\, Bavaria
            BEGIN:VEVENT
            DTSTART;TZID="Europe/Berlin";X-PARAM="a:b;c":20260301T100000
            SUMMARY:Semi\\;colon \\\\ backslash
            LOCATION:Room 1\\, floor 2
            CATEGORIES:Holiday,School\\,Bavaria,
            CATEGORIES:Extra
            END:VEVENT
            END:VCALENDAR
            """)
        let event = try #require(calendar.events.first)
        #expect(calendar.name == "School holidays, Bavaria")
        #expect(event.summary == "Semi;colon \\ backslash")
        #expect(event.location == "Room 1, floor 2")
        #expect(event.categories == ["Holiday", "School,Bavaria", "Extra"])
        #expect(event.start == .zoned(LocalDateTime(date: date("2026-03-01"), seconds: 36_000), zone: "Europe/Berlin"))
    }

    @Test("DATE, DATE-TIME in UTC, floating and zoned; DURATION")
    func times() throws {
        #expect(EventTime.parse("20261224", zone: nil, valueType: nil) == .date(date("2026-12-24")))
        #expect(EventTime.parse("20261224T120000Z", zone: "Europe/Berlin", valueType: nil) == .utc(LocalDateTime(date: date("2026-12-24"), seconds: 43_200)))
        #expect(EventTime.parse("20261224T120000", zone: nil, valueType: nil) == .floating(LocalDateTime(date: date("2026-12-24"), seconds: 43_200)))
        #expect(EventTime.parse("20260230", zone: nil, valueType: nil) == nil)
        #expect(EventTime.parse("20261224T250000", zone: nil, valueType: nil) == nil)
        #expect(EventTime.parse("20261224T120000", zone: nil, valueType: "DATE") == nil)
        #expect(EventDuration.parse("P1W") == EventDuration(days: 7, seconds: 0))
        #expect(EventDuration.parse("PT1H30M") == EventDuration(days: 0, seconds: 5400))
        #expect(EventDuration.parse("-P1DT2H") == EventDuration(days: -1, seconds: -7200))
        #expect(EventDuration.parse("P") == nil)
        #expect(EventDuration.parse("PT1D") == nil)
        #expect(EventDuration.parse("P99999999999999D") == nil)
    }

    @Test("An event without a readable start is skipped and named; the others are kept")
    func badEvents() throws {
        let calendar = try Self.parse("""
            BEGIN:VCALENDAR
            BEGIN:VEVENT
            SUMMARY:No start
            END:VEVENT
            BEGIN:VEVENT
            DTSTART:2026-12-24
            SUMMARY:Bad start
            END:VEVENT
            BEGIN:VEVENT
            DTSTART;VALUE=DATE:20261224
            SUMMARY:Good
            RRULE:FREQ=FORTNIGHTLY
            END:VEVENT
            END:VCALENDAR
            """)
        #expect(calendar.events.map(\.summary) == ["Good"])
        #expect(calendar.events[0].recurrence == nil)
        #expect(calendar.warnings.count == 3)
        #expect(calendar.warnings[0].hasPrefix("line 2: the event has no DTSTART"))
        #expect(calendar.warnings[1].hasPrefix("line 5:") && calendar.warnings[1].contains("2026-12-24"))
        #expect(calendar.warnings[2].contains("FREQ=FORTNIGHTLY is not a frequency"))
    }

    @Test("What is not a calendar is refused with a reason; an unterminated one is read and said so")
    func refused() throws {
        #expect(throws: CalendarParser.Failure.self) { try Self.parse("hello") }
        #expect(throws: CalendarParser.Failure.self) { try CalendarParser.parse([0x42, 0x00, 0x43]) }
        var limits = CalendarParser.Limits()
        limits.bytes = 10
        #expect(throws: CalendarParser.Failure.self) { try CalendarParser.parse(Array("BEGIN:VCALENDAR\nEND:VCALENDAR".utf8), limits: limits) }
        let open = try Self.parse("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART;VALUE=DATE:20260101\nSUMMARY:Open")
        #expect(open.events.map(\.summary) == ["Open"])
        #expect(open.warnings.contains { $0.contains("END line is missing") })
    }

    @Test("Deep nesting, too many events and endless lines are bounded")
    func bounds() throws {
        let deep = "BEGIN:VCALENDAR\n" + String(repeating: "BEGIN:X\n", count: 100)
        #expect(throws: CalendarParser.Failure.self) { try Self.parse(deep) }
        var limits = CalendarParser.Limits()
        limits.events = 3
        let many = "BEGIN:VCALENDAR\n" + String(repeating: "BEGIN:VEVENT\nDTSTART;VALUE=DATE:20260101\nEND:VEVENT\n", count: 4) + "END:VCALENDAR\n"
        #expect(throws: CalendarParser.Failure.self) { try CalendarParser.parse(Array(many.utf8), limits: limits) }
        limits = CalendarParser.Limits()
        limits.lineLength = 100
        let long = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART;VALUE=DATE:20260101\nSUMMARY:" + String(repeating: "x", count: 1000) + "\nEND:VEVENT\nEND:VCALENDAR\n"
        let cut = try CalendarParser.parse(Array(long.utf8), limits: limits)
        #expect(cut.events.first?.summary.count == 92)
        #expect(cut.warnings.contains { $0.contains("line 4 is longer than") })
    }

    @Test("Bytes that are not UTF-8 are replaced and said so")
    func invalidUTF8() throws {
        var bytes = Array("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART;VALUE=DATE:20260101\nSUMMARY:Caf".utf8)
        bytes += [0xE9] + Array("\nEND:VEVENT\nEND:VCALENDAR\n".utf8)
        let calendar = try CalendarParser.parse(bytes)
        #expect(calendar.events.first?.summary == "Caf\u{FFFD}")
        #expect(calendar.warnings.first?.contains("not valid UTF-8") == true)
    }

    @Test("RRULE limits: endless counts are read, lists of thousands refused with a reason")
    func ruleLimits() throws {
        let huge = try RecurrenceRule.parse("FREQ=DAILY;COUNT=9223372036854775807999", zone: nil)
        #expect(huge.count == Int.max)
        let days = Array(repeating: "MO", count: 5000).joined(separator: ",")
        #expect(throws: RecurrenceRule.ParseError.self) { try RecurrenceRule.parse("FREQ=WEEKLY;BYDAY=\(days)", zone: nil) }
        #expect(throws: RecurrenceRule.ParseError.self) { try RecurrenceRule.parse("FREQ=DAILY;INTERVAL=0", zone: nil) }
        #expect(throws: RecurrenceRule.ParseError.self) { try RecurrenceRule.parse("FREQ=DAILY;COUNT=3;UNTIL=20260101", zone: nil) }
        #expect(throws: RecurrenceRule.ParseError.self) { try RecurrenceRule.parse("FREQ=MONTHLY;BYMONTHDAY=0", zone: nil) }
    }
}
