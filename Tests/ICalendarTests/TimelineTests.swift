import HolidayEngine
import Testing
@testable import ICalendar

/// Events on days: spans, exclusions, overrides, cancellations, and time zones.
@Suite("Events on days")
struct TimelineTests {
    static func timeline(_ text: String, user: any ZoneRules = FixedZone.utc, zones: [String: any ZoneRules] = [:]) throws -> CalendarTimeline {
        CalendarTimeline(try CalendarParser.parse(Array(text.utf8)), userZone: user) { zones[$0] }
    }

    static func days(_ timeline: CalendarTimeline, _ from: String, _ to: String) -> [String] {
        timeline.occurrences(in: DateRange(date(from), date(to))).map { "\($0.date) \(timeline.events[$0.event].summary)" }
    }

    @Test("An all-day span's DTEND is exclusive; DURATION and no end give their days")
    func allDaySpans() throws {
        let timeline = try Self.timeline("""
            BEGIN:VCALENDAR
            BEGIN:VEVENT
            DTSTART;VALUE=DATE:20260330
            DTEND;VALUE=DATE:20260411
            SUMMARY:Easter holidays
            END:VEVENT
            BEGIN:VEVENT
            DTSTART;VALUE=DATE:20260415
            DURATION:P2D
            SUMMARY:Two days
            END:VEVENT
            BEGIN:VEVENT
            DTSTART;VALUE=DATE:20260420
            SUMMARY:One day
            END:VEVENT
            END:VCALENDAR
            """)
        let days = Self.days(timeline, "2026-03-01", "2026-04-30")
        #expect(days.filter { $0.hasSuffix("Easter holidays") }.count == 12)
        #expect(days.first == "2026-03-30 Easter holidays")
        #expect(days.contains("2026-04-10 Easter holidays") && !days.contains("2026-04-11 Easter holidays"))
        #expect(days.filter { $0.hasSuffix("Two days") } == ["2026-04-15 Two days", "2026-04-16 Two days"])
        #expect(days.filter { $0.hasSuffix("One day") } == ["2026-04-20 One day"])
        let first = try #require(timeline.occurrences(in: DateRange(day: date("2026-04-05"))).first)
        #expect(first.firstDay == date("2026-03-30") && first.lastDay == date("2026-04-10") && first.start == nil)
    }

    @Test("A timed event touches the days it runs on; one ending at midnight does not touch the next")
    func timedSpans() throws {
        let timeline = try Self.timeline("""
            BEGIN:VCALENDAR
            BEGIN:VEVENT
            DTSTART:20260501T220000
            DTEND:20260502T020000
            SUMMARY:Night shift
            END:VEVENT
            BEGIN:VEVENT
            DTSTART:20260503T200000
            DTEND:20260504T000000
            SUMMARY:Evening
            END:VEVENT
            END:VCALENDAR
            """)
        #expect(Self.days(timeline, "2026-05-01", "2026-05-05") == [
            "2026-05-01 Night shift", "2026-05-02 Night shift", "2026-05-03 Evening",
        ])
    }

    @Test("EXDATE removes instances; RDATE adds them; a cancelled event or instance is not shown")
    func exceptions() throws {
        let timeline = try Self.timeline("""
            BEGIN:VCALENDAR
            BEGIN:VEVENT
            UID:standup
            DTSTART:20260302T090000
            RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=5
            EXDATE:20260309T090000,20260316T090000
            RDATE:20260311T090000
            SUMMARY:Standup
            END:VEVENT
            BEGIN:VEVENT
            UID:standup
            RECURRENCE-ID:20260323T090000
            DTSTART:20260324T100000
            SUMMARY:Standup (moved)
            END:VEVENT
            BEGIN:VEVENT
            UID:standup
            RECURRENCE-ID:20260330T090000
            STATUS:CANCELLED
            DTSTART:20260330T090000
            SUMMARY:Standup
            END:VEVENT
            BEGIN:VEVENT
            UID:gone
            STATUS:CANCELLED
            DTSTART;VALUE=DATE:20260305
            SUMMARY:Cancelled
            END:VEVENT
            END:VCALENDAR
            """)
        #expect(Self.days(timeline, "2026-03-01", "2026-04-30") == [
            "2026-03-02 Standup", "2026-03-11 Standup", "2026-03-24 Standup (moved)",
        ])
    }

    @Test("A zoned time is read on the user's clock: 23:30 in New York is the next day in Tallinn")
    func zones() throws {
        let newYork = FixedZone(seconds: -5 * 3600)
        let tallinn = FixedZone(seconds: 2 * 3600)
        let text = """
            BEGIN:VCALENDAR
            BEGIN:VEVENT
            DTSTART;TZID=America/New_York:20260115T233000
            DTEND;TZID=America/New_York:20260116T003000
            SUMMARY:Late call
            END:VEVENT
            BEGIN:VEVENT
            DTSTART:20260115T233000Z
            SUMMARY:UTC
            END:VEVENT
            BEGIN:VEVENT
            DTSTART;VALUE=DATE:20260115
            SUMMARY:All day
            END:VEVENT
            END:VCALENDAR
            """
        let timeline = try Self.timeline(text, user: tallinn, zones: ["America/New_York": newYork])
        // Late call: 23:30 at -05:00 is 06:30 in Tallinn; UTC: 23:30 Z is 01:30 there.
        #expect(Self.days(timeline, "2026-01-14", "2026-01-17") == ["2026-01-15 All day", "2026-01-16 UTC", "2026-01-16 Late call"])
        let call = try #require(timeline.occurrences(in: DateRange(day: date("2026-01-16"))).first { timeline.events[$0.event].summary == "Late call" })
        #expect(call.start?.clockText == "06:30" && call.end?.clockText == "07:30")
        // Unknown zone: read on the user's clock, and said so.
        let unknown = try Self.timeline(text, user: tallinn)
        #expect(Self.days(unknown, "2026-01-14", "2026-01-17").contains("2026-01-15 Late call"))
        #expect(unknown.warnings.contains { $0.contains("America/New_York") && $0.contains("unknown") })
    }

    @Test("A VTIMEZONE the file defines (Outlook's names) gives its offsets, daylight time included")
    func definedZone() throws {
        let text = """
            BEGIN:VCALENDAR
            BEGIN:VTIMEZONE
            TZID:W. Europe Standard Time
            BEGIN:STANDARD
            DTSTART:16010101T030000
            TZOFFSETFROM:+0200
            TZOFFSETTO:+0100
            RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10
            END:STANDARD
            BEGIN:DAYLIGHT
            DTSTART:16010101T020000
            TZOFFSETFROM:+0100
            TZOFFSETTO:+0200
            RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3
            END:DAYLIGHT
            END:VTIMEZONE
            BEGIN:VEVENT
            DTSTART;TZID=W. Europe Standard Time:20260701T003000
            SUMMARY:Summer, after midnight
            END:VEVENT
            BEGIN:VEVENT
            DTSTART;TZID=W. Europe Standard Time:20260115T003000
            SUMMARY:Winter, after midnight
            END:VEVENT
            END:VCALENDAR
            """
        let timeline = try Self.timeline(text)
        #expect(timeline.warnings.isEmpty)
        // 00:30 at +02:00 is 22:30 UTC the day before; at +01:00, 23:30 the day before.
        let summer = try #require(timeline.occurrences(in: DateRange(day: date("2026-06-30"))).first)
        #expect(summer.start?.clockText == "22:30")
        let winter = try #require(timeline.occurrences(in: DateRange(day: date("2026-01-14"))).first)
        #expect(winter.start?.clockText == "23:30")
    }

    @Test("An endless rule with COUNT=2^63 costs bounded work and says how far it went")
    func endlessCount() throws {
        let timeline = try Self.timeline("""
            BEGIN:VCALENDAR
            BEGIN:VEVENT
            DTSTART;VALUE=DATE:20260101
            RRULE:FREQ=DAILY;COUNT=9223372036854775807
            SUMMARY:Every day
            END:VEVENT
            BEGIN:VEVENT
            DTSTART:20260101T000000
            RRULE:FREQ=SECONDLY;COUNT=9223372036854775807
            SUMMARY:Every second
            END:VEVENT
            END:VCALENDAR
            """)
        #expect(timeline.warnings.contains { $0.contains("first 100000 instances") })
        #expect(Self.days(timeline, "2026-06-01", "2026-06-02") == [
            "2026-06-01 Every day", "2026-06-01 Every second", "2026-06-02 Every day", "2026-06-02 Every second",
        ])
    }
}
