import HolidayEngine
import HolidayRegions
import Testing

@testable import HolicalCLI

/// `holical list` writes its rows as they are made, a few years at a time
/// (docs/architecture.md, "Long lists"), and what it writes is what it wrote when it made
/// every holiday of the span first and wrote them all at once.
@Suite("holical list, streamed")
struct ListStreamingTests {
    /// What is made, and what had been made when the first block went out.
    final class Progress {
        /// The parts of the span made, one per region and part.
        var made: [DateRange] = []
        /// `made.count` when the first block was delivered.
        var madeAtFirstBlock: Int?
        /// The bytes delivered, in order.
        var delivered: [UInt8] = []
    }

    func command(_ arguments: [String]) throws -> ListCommand {
        try #require(try HolicalCommand.parseAsRoot(["list"] + arguments) as? ListCommand)
    }

    func regions(_ codes: String) throws -> [Region] {
        try codes.split(separator: ",").map { try #require(RegionRegistry.region(code: String($0))) }
    }

    /// `command`'s output for `regions` over `span`, streamed in parts of about
    /// `holidaysPerPart` holidays through blocks of `blockSize` bytes, and what was made.
    func streamed(
        _ command: ListCommand, regions: [Region], span: DateRange, holidaysPerPart: Int, blockSize: Int
    ) throws -> (text: String, progress: Progress) {
        let progress = Progress()
        let kinds = command.kind.union
        let stream = HolidayStream(
            regions: regions, span: span, query: HolidayQuery(kinds: kinds.isEmpty ? nil : kinds, name: command.search),
            holidaysPerPart: holidaysPerPart
        ) { region, part in
            progress.made.append(part)
            return region.holidays(in: part)
        }
        var sink = OutputSink(blockSize: blockSize) { bytes in
            if progress.madeAtFirstBlock == nil { progress.madeAtFirstBlock = progress.made.count }
            progress.delivered += bytes
        }
        try command.write(stream, stamp: "20260224T090000Z", to: &sink)
        try sink.flush()
        return (String(decoding: progress.delivered, as: UTF8.self), progress)
    }

    /// `command`'s output made as it was before streaming: every region's holidays over the
    /// whole span at once, merged, filtered, and written whole; the table by the generic
    /// table writer from rows built here.
    func collected(_ command: ListCommand, regions: [Region], span: DateRange) -> String {
        var holidays = ListCommand.merged(regions.map { $0.holidays(in: span) })
        let kinds = command.kind.union
        let query = HolidayQuery(kinds: kinds.isEmpty ? nil : kinds, name: command.search)
        holidays.removeAll { !query.matches($0) }
        var out = OutputBuffer()
        switch command.format {
        case .table:
            if holidays.isEmpty {
                out.append("No holidays in \(regions.map(\.code).joined(separator: ",")) from \(span.lowerBound) to \(span.upperBound).\n")
            } else {
                let notes = holidays.map { holiday in
                    [holiday.observedOf.map { "observed for \($0)" }, holiday.isEstimated ? "estimated" : nil]
                        .compactMap { $0 }.joined(separator: ", ")
                }
                let columns = [true, true, regions.count > 1, true, true, notes.contains { !$0.isEmpty }]
                func kept(_ row: [String]) -> [String] { zip(row, columns).filter(\.1).map(\.0) }
                let rows = zip(holidays, notes).map { holiday, note in
                    kept([
                        "\(holiday.date)", holiday.date.weekday.shortName, holiday.region, holiday.name,
                        holiday.kind.rawValue, note,
                    ])
                }
                TableWriter.writeRows(kept(["Date", "Day", "Region", "Name", "Kind", "Note"]), rows, into: &out)
            }
            for note in regions.compactMap({ $0.validityNote(for: span) }) { out.append("(\(note).)\n") }
        case .json: JSONWriter.write(holidays, into: &out)
        case .csv: CSVWriter.write(holidays, into: &out)
        case .ics:
            ICSWriter(region: regions[0], language: .en, stamp: "20260224T090000Z", alsoRegions: Array(regions.dropFirst()))
                .write(holidays, into: &out)
        }
        return out.text
    }

    @Test(
        "Streamed in parts of a year or so and blocks of a few bytes, the output is what it was when made whole",
        arguments: [
            // Observed days across the new year (US), substitute days placed after the other
            // days off (AL, AZ, MD, GB), forecast dates (AZ), subdivisions (AU-NSW), a region
            // known only from 1991 (EE).
            ("US", 1583, 1650), ("AL,AZ,US", 1990, 2060), ("GB,EE,AU-NSW,MD", 1985, 2035),
            ("EE", 1980, 1995),
        ] as [(String, Int, Int)])
    func sameAsCollected(codes: String, first: Int, last: Int) throws {
        let regions = try regions(codes)
        let span = DateRange(years: first...last)
        for format in ["table", "json", "csv", "ics"] {
            for extra in [[], ["--kind", "public"], ["--search", "day"]] {
                let command = try command(["--format", format] + extra)
                let expected = collected(command, regions: regions, span: span)
                for holidaysPerPart in [1, 40, 100_000] {
                    let (text, progress) = try streamed(
                        command, regions: regions, span: span, holidaysPerPart: holidaysPerPart, blockSize: 7)
                    #expect(text == expected, "\(codes) \(format) \(extra) in parts of \(holidaysPerPart)")
                    if holidaysPerPart == 1 {
                        // One year a part (but the years no region is known for, which make
                        // nothing): a part ends on every new year.
                        #expect(progress.made.allSatisfy { part in
                            part.years.count == 1 || !regions.contains { $0.known.contains(part.lowerBound.year) }
                        })
                    }
                }
            }
        }
    }

    @Test("A span cut anywhere, not at years, gives the same output")
    func oddSpan() throws {
        let regions = try regions("GB,US,AZ")
        let span = DateRange(CivilDate(year: 2019, month: 12, day: 27)!, CivilDate(year: 2023, month: 1, day: 3)!)
        for format in ["table", "json", "csv", "ics"] {
            let command = try command(["--format", format])
            let (text, _) = try streamed(command, regions: regions, span: span, holidaysPerPart: 1, blockSize: 1)
            #expect(text == collected(command, regions: regions, span: span), "\(format)")
        }
    }

    @Test("A table longer than the rows it keeps is measured, then made again: the same table")
    func longTable() throws {
        let regions = try regions("US,GB")
        let span = DateRange(years: 1950...2200)
        let command = try command([])
        let (text, progress) = try streamed(command, regions: regions, span: span, holidaysPerPart: 500, blockSize: 4_096)
        #expect(text.split(separator: "\n").count > ListCommand.heldRows)
        #expect(text == collected(command, regions: regions, span: span))
        // Every year made twice: once to measure, once to write.
        let years = progress.made.reduce(0) { $0 + $1.years.count }
        #expect(years == 2 * regions.count * span.years.count)
        // A short table is made once.
        let (_, short) = try streamed(
            command, regions: regions, span: DateRange(years: 2026...2027), holidaysPerPart: 10, blockSize: 4_096)
        #expect(short.made.reduce(0) { $0 + $1.years.count } == regions.count * 2)
    }

    @Test(
        "Rows go out while later years are still to be made, in every format",
        arguments: ["json", "csv", "ics", "table"])
    func writesAsItGoes(format: String) throws {
        let regions = try regions("US,EE")
        let span = DateRange(years: 2000...3000)
        let command = try command(["--format", format])
        let (text, progress) = try streamed(command, regions: regions, span: span, holidaysPerPart: 2_000, blockSize: 1 << 16)
        let first = try #require(progress.madeAtFirstBlock)
        let passes = format == "table" ? 2 : 1
        // The whole span was made (twice for the table: measured, then written)...
        #expect(progress.made.reduce(0) { $0 + $1.years.count } == passes * regions.count * span.years.count)
        // ...but the first block went out when only the first years of the last pass were.
        let lastPass = progress.made[((passes - 1) * progress.made.count / passes)..<first]
        let years = lastPass.reduce(0) { $0 + $1.years.count } / regions.count
        #expect(years < span.years.count / 10, "\(years) years made before the first block")
        #expect(text.contains(format == "ics" ? "DTSTART;VALUE=DATE:30001225" : "3000-12-25"))
    }

    @Test("A part holds about the holidays asked for, whatever the span: memory stays flat")
    func partsStaySmall() throws {
        let regions = try regions("US,GB,EE,AU-NSW,AZ")
        for (span, perPart) in [(DateRange(years: 1583...9999), 2_000), (DateRange(years: 2000...2200), 300)] {
            var largest = 0
            var current: (part: DateRange, count: Int)?
            let stream = HolidayStream(regions: regions, span: span, holidaysPerPart: perPart) { region, part in
                let made = region.holidays(in: part)
                if current?.part != part { current = (part, 0) }
                current!.count += made.count
                largest = max(largest, current!.count)
                return made
            }
            var count = 0
            stream.forEach { _ in count += 1 }
            #expect(count > 0)
            // A rule gives about one holiday a year: an observed day may add one.
            #expect(largest <= 2 * perPart, "a part of \(largest) holidays for \(perPart) asked")
            #expect(largest >= perPart / 4, "parts of \(largest) holidays are needlessly many for \(perPart) asked")
        }
    }

    @Test("Several regions merge by date, then in the order given, each region's own order kept")
    func mergeOrder() {
        func holiday(_ day: Int, _ name: String, _ region: String) -> Holiday {
            Holiday(date: CivilDate(year: 2026, month: 1, day: day)!, name: name, kind: .public, region: region)
        }
        let first = [holiday(1, "b", "X"), holiday(1, "a", "X"), holiday(3, "c", "X")]
        let second = [holiday(1, "d", "Y"), holiday(2, "e", "Y"), holiday(3, "f", "Y")]
        var merged: [String] = []
        HolidayStream.merge([first, second], firstDay: first[0].date.dayNumber, days: 3) { merged.append($0.name) }
        #expect(merged == ["b", "a", "d", "e", "c", "f"])
        #expect(merged == ListCommand.merged([first, second]).map(\.name))
    }
}
