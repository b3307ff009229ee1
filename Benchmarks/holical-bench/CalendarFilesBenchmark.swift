import HolidayEngine
import ICalendar

/// Calendar files: reading a file of 10,000 events, and a month of 1,000 recurring events
/// laid on days. Build and run:
///   swift build -c release --static-swift-stdlib && .build/release/holical-bench calendar-files
enum CalendarFilesBenchmark {
    static let benchmark = Benchmark(
        name: "calendar-files",
        summary: "parse 10,000 events <= 50 ms; a month of 1,000 recurring events <= 5 ms",
        run: run)

    /// A file shaped like a busy export: all-day and timed events, zoned and UTC, with
    /// descriptions, categories and folded lines; every tenth repeats.
    static func file(events: Int, recurring: Bool) -> [UInt8] {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//holical bench//EN", "X-WR-CALNAME:Bench"]
        let rules = [
            "FREQ=WEEKLY;BYDAY=MO,WE,FR", "FREQ=MONTHLY;BYDAY=2TU", "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
            "FREQ=DAILY;INTERVAL=3", "FREQ=MONTHLY;BYMONTHDAY=1,15", "FREQ=WEEKLY;INTERVAL=2;COUNT=40",
            "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "FREQ=YEARLY",
        ]
        for index in 0..<events {
            let year = 2000 + index % 27
            let month = 1 + index % 12
            let day = 1 + index % 28
            let stamp = "\(year)\(month < 10 ? "0" : "")\(month)\(day < 10 ? "0" : "")\(day)"
            lines.append("BEGIN:VEVENT")
            lines.append("UID:bench-\(index)@holical")
            if index % 3 == 0 {
                lines.append("DTSTART;VALUE=DATE:\(stamp)")
                lines.append("DTEND;VALUE=DATE:\(stamp.prefix(6))\(day + 1 < 10 ? "0" : "")\(day + 1)")
            } else if index % 3 == 1 {
                lines.append("DTSTART;TZID=Europe/Tallinn:\(stamp)T093000")
                lines.append("DURATION:PT1H30M")
            } else {
                lines.append("DTSTART:\(stamp)T140000Z")
                lines.append("DTEND:\(stamp)T153000Z")
            }
            lines.append("SUMMARY:Event number \(index)\\, with an escaped comma")
            lines.append("DESCRIPTION:A description long enough to be folded by the exporter\\nwith a sec")
            lines.append(" ond line")
            lines.append("CATEGORIES:Work,Bench")
            if recurring || index % 10 == 0 { lines.append("RRULE:\(rules[index % rules.count])") }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return Array((lines.joined(separator: "\r\n") + "\r\n").utf8)
    }

    static func run() {
        let big = file(events: 10_000, recurring: false)
        var sink = 0
        let cpuBefore = Measure.threadCPU()
        let parse = Measure.samples(repetitions: 20, warmup: 2) {
            sink &+= (try? CalendarParser.parse(big))?.events.count ?? 0
        }
        // CPU time beside wall time: on a busy machine the wall time says little.
        print("  parse, CPU time per run: \(Measure.format(Double(Measure.threadCPU() - cpuBefore) / 22))")
        Measure.report(
            "parse 10,000 events (\(big.count / 1024) KiB)", Measure.summary(parse), target: "<= 50 ms",
            met: parse[parse.count / 2] <= 50_000_000)

        let recurring = (try? CalendarParser.parse(file(events: 1_000, recurring: true)))!
        let tallinn = FixedZone(seconds: 7200)
        let timeline = CalendarTimeline(recurring, userZone: FixedZone(seconds: 3600)) { $0 == "Europe/Tallinn" ? tallinn : nil }
        let month = DateRange(CivilDate(year: 2026, month: 3, day: 1)!, CivilDate(year: 2026, month: 3, day: 31)!)
        let expandCPU = Measure.threadCPU()
        let expand = Measure.samples(repetitions: 50, warmup: 3) {
            sink &+= timeline.occurrences(in: month).count
        }
        print("  a month, CPU time per run: \(Measure.format(Double(Measure.threadCPU() - expandCPU) / 53))")
        Measure.report(
            "a month of 1,000 recurring events (\(timeline.occurrences(in: month).count) occurrences)",
            Measure.summary(expand), target: "<= 5 ms", met: expand[expand.count / 2] <= 5_000_000)
        let build = Measure.samples(repetitions: 20, warmup: 2) {
            sink &+= CalendarTimeline(recurring, userZone: FixedZone.utc) { $0 == "Europe/Tallinn" ? tallinn : nil }.events.count
        }
        print("  laying 1,000 recurring events out (COUNT rules counted once): \(Measure.summary(build))")
        if sink == 42 { print(sink) }
    }
}
