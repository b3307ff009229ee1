import HolidayEngine
import Testing
@testable import ICalendar

/// RFC 5545 §3.8.5.3's examples of recurrence rules, each with the instances the RFC lists
/// (its DTSTART is 9:00 in New York; here the clock is floating, so the RFC's local times
/// are the expected ones).
@Suite("RFC 5545 recurrence examples")
struct RecurrenceExamplesTests {
    @Test("Daily for 10 occurrences; every other day; every 10 days, 5 occurrences")
    func daily() throws {
        #expect(try days("19970902T090000", "FREQ=DAILY;COUNT=10", through: "1997-12-31") == (2...11).map { "1997-09-\($0 < 10 ? "0" : "")\($0)" })
        #expect(try days("19970902T090000", "FREQ=DAILY;INTERVAL=2", through: "1997-09-10") == ["1997-09-02", "1997-09-04", "1997-09-06", "1997-09-08", "1997-09-10"])
        #expect(try days("19970902T090000", "FREQ=DAILY;INTERVAL=10;COUNT=5", through: "1998-12-31") == ["1997-09-02", "1997-09-12", "1997-09-22", "1997-10-02", "1997-10-12"])
    }

    @Test("Daily until December 24, 1997: 113 instances, the last on the 23rd")
    func dailyUntil() throws {
        let found = try days("19970902T090000", "FREQ=DAILY;UNTIL=19971224T000000Z", through: "1998-01-31")
        #expect(found.count == 113)
        #expect(found.last == "1997-12-23")
    }

    @Test("Every day in January, for 3 years: yearly with BYDAY, and daily with BYMONTH")
    func januaries() throws {
        let yearly = try days("19980101T090000", "FREQ=YEARLY;UNTIL=20000131T140000Z;BYMONTH=1;BYDAY=SU,MO,TU,WE,TH,FR,SA", through: "2001-12-31")
        let daily = try days("19980101T090000", "FREQ=DAILY;UNTIL=20000131T140000Z;BYMONTH=1", through: "2001-12-31")
        #expect(yearly.count == 93)
        #expect(yearly == daily)
        #expect(yearly.first == "1998-01-01" && yearly.last == "2000-01-31")
    }

    @Test("Weekly: 10 occurrences; until December 24; every other week")
    func weekly() throws {
        #expect(try days("19970902T090000", "FREQ=WEEKLY;COUNT=10", through: "1998-12-31") == [
            "1997-09-02", "1997-09-09", "1997-09-16", "1997-09-23", "1997-09-30", "1997-10-07", "1997-10-14",
            "1997-10-21", "1997-10-28", "1997-11-04",
        ])
        #expect(try days("19970902T090000", "FREQ=WEEKLY;UNTIL=19971224T000000Z", through: "1998-12-31").count == 17)
        #expect(try days("19970902T090000", "FREQ=WEEKLY;INTERVAL=2;WKST=SU", through: "1998-02-17") == [
            "1997-09-02", "1997-09-16", "1997-09-30", "1997-10-14", "1997-10-28", "1997-11-11", "1997-11-25",
            "1997-12-09", "1997-12-23", "1998-01-06", "1998-01-20", "1998-02-03", "1998-02-17",
        ])
    }

    @Test("Weekly on Tuesday and Thursday for five weeks, by UNTIL and by COUNT")
    func tuesdaysAndThursdays() throws {
        let expected = ["1997-09-02", "1997-09-04", "1997-09-09", "1997-09-11", "1997-09-16", "1997-09-18", "1997-09-23", "1997-09-25", "1997-09-30", "1997-10-02"]
        #expect(try days("19970902T090000", "FREQ=WEEKLY;UNTIL=19971007T000000Z;WKST=SU;BYDAY=TU,TH", through: "1998-12-31") == expected)
        #expect(try days("19970902T090000", "FREQ=WEEKLY;COUNT=10;WKST=SU;BYDAY=TU,TH", through: "1998-12-31") == expected)
    }

    @Test("Every other week on Monday, Wednesday and Friday until December 24; on Tuesday and Thursday for 8")
    func everyOtherWeek() throws {
        #expect(try days("19970901T090000", "FREQ=WEEKLY;INTERVAL=2;UNTIL=19971224T000000Z;WKST=SU;BYDAY=MO,WE,FR", through: "1998-12-31") == [
            "1997-09-01", "1997-09-03", "1997-09-05", "1997-09-15", "1997-09-17", "1997-09-19", "1997-09-29",
            "1997-10-01", "1997-10-03", "1997-10-13", "1997-10-15", "1997-10-17", "1997-10-27", "1997-10-29",
            "1997-10-31", "1997-11-10", "1997-11-12", "1997-11-14", "1997-11-24", "1997-11-26", "1997-11-28",
            "1997-12-08", "1997-12-10", "1997-12-12", "1997-12-22",
        ])
        #expect(try days("19970902T090000", "FREQ=WEEKLY;INTERVAL=2;COUNT=8;WKST=SU;BYDAY=TU,TH", through: "1998-12-31") == [
            "1997-09-02", "1997-09-04", "1997-09-16", "1997-09-18", "1997-09-30", "1997-10-02", "1997-10-14", "1997-10-16",
        ])
    }

    @Test("Monthly on the first Friday; the first and last Sunday every other month; the second-to-last Monday")
    func monthlyByDay() throws {
        #expect(try days("19970905T090000", "FREQ=MONTHLY;COUNT=10;BYDAY=1FR", through: "1999-12-31") == [
            "1997-09-05", "1997-10-03", "1997-11-07", "1997-12-05", "1998-01-02", "1998-02-06", "1998-03-06",
            "1998-04-03", "1998-05-01", "1998-06-05",
        ])
        #expect(try days("19970905T090000", "FREQ=MONTHLY;UNTIL=19971224T000000Z;BYDAY=1FR", through: "1999-12-31") == [
            "1997-09-05", "1997-10-03", "1997-11-07", "1997-12-05",
        ])
        #expect(try days("19970907T090000", "FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU", through: "1999-12-31") == [
            "1997-09-07", "1997-09-28", "1997-11-02", "1997-11-30", "1998-01-04", "1998-01-25", "1998-03-01",
            "1998-03-29", "1998-05-03", "1998-05-31",
        ])
        #expect(try days("19970922T090000", "FREQ=MONTHLY;COUNT=6;BYDAY=-2MO", through: "1999-12-31") == [
            "1997-09-22", "1997-10-20", "1997-11-17", "1997-12-22", "1998-01-19", "1998-02-16",
        ])
    }

    @Test("Monthly by day of the month: the third-to-last; the 2nd and 15th; the first and last; every 18 months the 10th-15th")
    func monthlyByMonthDay() throws {
        #expect(try days("19970928T090000", "FREQ=MONTHLY;BYMONTHDAY=-3", through: "1998-02-28") == [
            "1997-09-28", "1997-10-29", "1997-11-28", "1997-12-29", "1998-01-29", "1998-02-26",
        ])
        #expect(try days("19970902T090000", "FREQ=MONTHLY;COUNT=10;BYMONTHDAY=2,15", through: "1999-12-31") == [
            "1997-09-02", "1997-09-15", "1997-10-02", "1997-10-15", "1997-11-02", "1997-11-15", "1997-12-02",
            "1997-12-15", "1998-01-02", "1998-01-15",
        ])
        #expect(try days("19970930T090000", "FREQ=MONTHLY;COUNT=10;BYMONTHDAY=1,-1", through: "1999-12-31") == [
            "1997-09-30", "1997-10-01", "1997-10-31", "1997-11-01", "1997-11-30", "1997-12-01", "1997-12-31",
            "1998-01-01", "1998-01-31", "1998-02-01",
        ])
        #expect(try days("19970910T090000", "FREQ=MONTHLY;INTERVAL=18;COUNT=10;BYMONTHDAY=10,11,12,13,14,15", through: "2001-12-31") == [
            "1997-09-10", "1997-09-11", "1997-09-12", "1997-09-13", "1997-09-14", "1997-09-15", "1999-03-10",
            "1999-03-11", "1999-03-12", "1999-03-13",
        ])
    }

    @Test("Every Tuesday, every other month")
    func tuesdaysEveryOtherMonth() throws {
        #expect(try days("19970902T090000", "FREQ=MONTHLY;INTERVAL=2;BYDAY=TU", through: "1998-03-31") == [
            "1997-09-02", "1997-09-09", "1997-09-16", "1997-09-23", "1997-09-30", "1997-11-04", "1997-11-11",
            "1997-11-18", "1997-11-25", "1998-01-06", "1998-01-13", "1998-01-20", "1998-01-27", "1998-03-03",
            "1998-03-10", "1998-03-17", "1998-03-24", "1998-03-31",
        ])
    }

    @Test("Yearly: June and July; January to March every other year; days 1, 100 and 200 every third year")
    func yearly() throws {
        #expect(try days("19970610T090000", "FREQ=YEARLY;COUNT=10;BYMONTH=6,7", through: "2005-12-31") == [
            "1997-06-10", "1997-07-10", "1998-06-10", "1998-07-10", "1999-06-10", "1999-07-10", "2000-06-10",
            "2000-07-10", "2001-06-10", "2001-07-10",
        ])
        #expect(try days("19970310T090000", "FREQ=YEARLY;INTERVAL=2;COUNT=10;BYMONTH=1,2,3", through: "2005-12-31") == [
            "1997-03-10", "1999-01-10", "1999-02-10", "1999-03-10", "2001-01-10", "2001-02-10", "2001-03-10",
            "2003-01-10", "2003-02-10", "2003-03-10",
        ])
        #expect(try days("19970101T090000", "FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200", through: "2008-12-31") == [
            "1997-01-01", "1997-04-10", "1997-07-19", "2000-01-01", "2000-04-09", "2000-07-18", "2003-01-01",
            "2003-04-10", "2003-07-19", "2006-01-01",
        ])
    }

    @Test("Yearly: the 20th Monday; Monday of week 20; Thursdays in March; Thursdays in summer")
    func yearlyByDay() throws {
        #expect(try days("19970519T090000", "FREQ=YEARLY;BYDAY=20MO", through: "1999-12-31") == ["1997-05-19", "1998-05-18", "1999-05-17"])
        #expect(try days("19970512T090000", "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO", through: "1999-12-31") == ["1997-05-12", "1998-05-11", "1999-05-17"])
        #expect(try days("19970313T090000", "FREQ=YEARLY;BYMONTH=3;BYDAY=TH", through: "1999-12-31") == [
            "1997-03-13", "1997-03-20", "1997-03-27", "1998-03-05", "1998-03-12", "1998-03-19", "1998-03-26",
            "1999-03-04", "1999-03-11", "1999-03-18", "1999-03-25",
        ])
        let summer = try days("19970605T090000", "FREQ=YEARLY;BYDAY=TH;BYMONTH=6,7,8", through: "1997-12-31")
        #expect(summer.count == 13 && summer.first == "1997-06-05" && summer.last == "1997-08-28")
    }

    @Test("Friday the 13th (DTSTART excluded); the Saturday after the first Sunday; US election day")
    func combined() throws {
        #expect(try days("19970902T090000", "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13", through: "2000-12-31", extra: ["EXDATE:19970902T090000"]) == [
            "1998-02-13", "1998-03-13", "1998-11-13", "1999-08-13", "2000-10-13",
        ])
        #expect(try days("19970913T090000", "FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13", through: "1998-06-30") == [
            "1997-09-13", "1997-10-11", "1997-11-08", "1997-12-13", "1998-01-10", "1998-02-07", "1998-03-07",
            "1998-04-11", "1998-05-09", "1998-06-13",
        ])
        #expect(try days("19961105T090000", "FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8", through: "2004-12-31") == [
            "1996-11-05", "2000-11-07", "2004-11-02",
        ])
    }

    @Test("BYSETPOS: the third of Tuesday-Thursday; the second-to-last weekday")
    func setPositions() throws {
        #expect(try days("19970904T090000", "FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3", through: "1998-12-31") == [
            "1997-09-04", "1997-10-07", "1997-11-06",
        ])
        #expect(try days("19970929T090000", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2", through: "1998-03-31") == [
            "1997-09-29", "1997-10-30", "1997-11-27", "1997-12-30", "1998-01-29", "1998-02-26", "1998-03-30",
        ])
    }

    @Test("Times of day: every 20 minutes from 9:00 to 16:40 is one day's first instance per day")
    func timesOfDay() throws {
        let found = try instances("19970902T090000", "FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,20,40", through: "1997-09-03")
        #expect(found.count == 48)
        #expect(found.first == "1997-09-02 09:00" && found.last == "1997-09-03 16:40")
    }

    @Test("Sub-daily rules: every 3 hours until 17:00, every 15 minutes for 6, every 90 minutes for 4: each on its one day")
    func subDaily() throws {
        #expect(try instances("19970902T090000", "FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T170000Z", through: "1997-09-05") == ["1997-09-02 09:00"])
        #expect(try instances("19970902T090000", "FREQ=MINUTELY;INTERVAL=15;COUNT=6", through: "1997-09-05") == ["1997-09-02 09:00"])
        #expect(try instances("19970902T090000", "FREQ=MINUTELY;INTERVAL=90;COUNT=4", through: "1997-09-05") == ["1997-09-02 09:00"])
        // Every 20 hours: the first instance of each day.
        #expect(try instances("19970902T090000", "FREQ=HOURLY;INTERVAL=20", through: "1997-09-06") == [
            "1997-09-02 09:00", "1997-09-03 05:00", "1997-09-04 01:00", "1997-09-05 17:00", "1997-09-06 13:00",
        ])
    }

    @Test("WKST changes which weeks an every-other-week rule takes")
    func weekStart() throws {
        #expect(try days("19970805T090000", "FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO", through: "1997-12-31") == [
            "1997-08-05", "1997-08-10", "1997-08-19", "1997-08-24",
        ])
        #expect(try days("19970805T090000", "FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU", through: "1997-12-31") == [
            "1997-08-05", "1997-08-17", "1997-08-19", "1997-08-31",
        ])
    }

    @Test("A day a month lacks is skipped, not moved: the 15th and 30th, five times")
    func invalidDates() throws {
        #expect(try days("20070115T090000", "FREQ=MONTHLY;BYMONTHDAY=15,30;COUNT=5", through: "2007-12-31") == [
            "2007-01-15", "2007-01-30", "2007-02-15", "2007-03-15", "2007-03-30",
        ])
    }

    @Test("A far range is reached without walking there: a daily rule in the year 9000")
    func farRange() throws {
        let found = try days("19970902T090000", "FREQ=DAILY;INTERVAL=7", through: "9000-01-14", from: "9000-01-01")
        #expect(found.count == 2, "\(found)")
        #expect(found.allSatisfy { (date($0).dayNumber - date("1997-09-02").dayNumber) % 7 == 0 })
    }
}
