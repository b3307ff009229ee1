import Foundation
import Glibc
import HolidayEngine
import HolidayRegions
import Testing

@testable import HolicalCLI

/// `holidays.toml`: your own days off, a region of your own, and the mistakes each get one
/// clear message with the file and the line.
@Suite("Your own holidays (holidays.toml)")
struct HolidaysFileTests {
    static let example = """
        # Days off of our own.
        [[holiday]]
        name = "Company day off"
        date = "12-24"
        local = "Firmenfeiertag"

        [[holiday]]
        name = "My birthday"
        date = "2026-06-12"
        regions = ["EE"]

        [[holiday]]
        name = "Tallinn office party"
        date = "last friday of november"
        kind = "observance"
        from = 2024
        regions = ["EE", "AU"]

        [[region]]
        code = "ACME-NSW"
        name = "ACME Sydney office"
        based-on = "AU-NSW"
        drop = ["Bank Holiday", "Labour Day"]

        [[region.holiday]]
        name = "Founders' Day"
        date = "06-01"
        """

    func parse(_ text: String) throws -> HolidaysFile {
        try HolidaysFile.parse(text, path: "holidays.toml")
    }

    @Test("Days of your own count in every region, or in the ones named, kind custom by default")
    func personal() throws {
        let file = try parse(Self.example)
        let estonia = file.applied(to: RegionRegistry.region(code: "EE")!)
        let christmasEve = estonia.holidays(on: day("2026-12-24"))
        #expect(christmasEve.contains { $0.name == "Company day off" && $0.kind == .custom && $0.localName == "Firmenfeiertag" })
        #expect(estonia.holidays(on: day("2026-06-12")).map(\.name) == ["My birthday"])
        #expect(estonia.holidays(on: day("2026-11-27")).map(\.kind) == [.observance])
        #expect(estonia.holidays(on: day("2023-11-24")).isEmpty)  // from 2024
        let us = file.applied(to: RegionRegistry.region(code: "US")!)
        #expect(us.holidays(on: day("2026-12-24")).map(\.name) == ["Company day off"])
        #expect(us.holidays(on: day("2026-06-12")).isEmpty)
        // A country's code covers its subdivisions.
        let nsw = file.applied(to: RegionRegistry.region(code: "AU-NSW")!)
        #expect(nsw.holidays(on: day("2026-11-27")).map(\.name) == ["Tallinn office party"])
    }

    @Test("Your days off are business days no more")
    func businessDays() throws {
        let estonia = try parse(Self.example).applied(to: RegionRegistry.region(code: "EE")!)
        let calendar = BusinessCalendar(region: estonia, years: 2026...2026)
        // Thursday 24 December 2026 is Christmas Eve anyway; Friday 12 June is my birthday.
        #expect(!calendar.isBusinessDay(day("2026-06-12")))
        #expect(calendar.isBusinessDay(day("2026-06-11")))
    }

    @Test("A region of your own: based on another, days dropped and added")
    func ownRegion() throws {
        let file = try parse(Self.example)
        let acme = try #require(file.region(code: "acme-nsw"))
        #expect(acme.code == "ACME-NSW")
        #expect(acme.name == "ACME Sydney office")
        let names = Set(acme.holidays(year: 2026).map(\.name))
        #expect(names.contains("Founders' Day"))
        #expect(names.contains("Christmas Day"))
        #expect(!names.contains("Bank Holiday"))
        #expect(!names.contains("Labour Day"))
    }

    @Test("Each mistake: one message with the file, the line and what is wrong", arguments: [
        ("[[holiday]]\nname = \"X\"\ndate = \"13-45\"\n", "holidays.toml: line 3: date: '13-45' is not a date"),
        ("[[holiday]]\nname = \"X\"\n", "holidays.toml: line 1: date: 'X' needs a date"),
        ("[[holiday]]\ndate = \"12-24\"\n", "holidays.toml: line 1: name: every holiday needs a name"),
        ("[[holiday]]\nname = \"X\"\ndate = \"12-24\"\nkind = \"holy\"\n", "holidays.toml: line 4: kind: 'holy' is not one of custom"),
        ("[[holiday]]\nname = \"X\"\ndate = \"12-24\"\nregions = [\"XX\"]\n", "holidays.toml: line 4: regions: 'XX' is not a region code"),
        ("[[holiday]]\nname = \"X\"\ndate = \"12-24\"\nfrom = 10000\n", "holidays.toml: line 4: from: 10000 is not a year"),
        ("[[holiday]]\nname = \"X\"\ndate = \"12-24\"\ncolour = 1\n", "holidays.toml: line 1: unknown key colour"),
        ("[[holiday]\nname = 1", "holidays.toml: line 1: "),
        ("\n\n[[region]]\ncode = \"EE\"\nbased-on = \"EE\"\n", "holidays.toml: line 4: code: EE is a built-in region"),
        ("[[region]]\ncode = \"MINE\"\nbased-on = \"DE-XX\"\n", "holidays.toml: line 3: based-on: 'DE-XX' is not a region code"),
        ("[[region]]\ncode = \"MINE\"\nbased-on = \"EE\"\ndrop = [\"Xmas\"]\n", "holidays.toml: line 4: drop: 'Xmas' is not a holiday of EE"),
        ("[[region]]\ncode = \"MINE\"\nbased-on = \"EE\"\n[[region.holiday]]\nname = \"Y\"\ndate = \"easter+x\"\n", "holidays.toml: line 6: date: 'easter+x' is not a day from Easter: write easter+1"),
        // CRLF line ends count lines as LF ones do.
        ("[[holiday]]\r\nname = \"X\"\r\ndate = \"13-45\"\r\n", "holidays.toml: line 3: date: '13-45' is not a date"),
        ("[[region]]\r\ncode = \"MINE\"\r\nbased-on = \"EE\"\r\ndrop = [\"Xmas\"]\r\n", "holidays.toml: line 4: drop: 'Xmas' is not a holiday of EE"),
        // Numbers out of range: Int.min once trapped; negative offsets passed the 366-day check.
        ("[[holiday]]\nname = \"X\"\ndate = \"easter--9223372036854775808\"\n", "holidays.toml: line 3: date: 'easter--9223372036854775808' is not a day from Easter"),
        ("[[holiday]]\nname = \"X\"\ndate = \"easter--9999999999\"\n", "holidays.toml: line 3: date: 'easter--9999999999' is not a day from Easter"),
        ("[[holiday]]\nname = \"X\"\ndate = \"0001-01-01\"\n", "holidays.toml: line 3: date: '0001-01-01' is not in the years 1583-9999"),
        // A name that cleaning leaves empty shows nothing: an error, not an empty row.
        ("[[holiday]]\nname = \"\\u001b[31m\"\ndate = \"01-05\"\n", "holidays.toml: line 2: name: shows nothing once control characters"),
        ("[[holiday]]\nname = \"\\u200b\\u200b \\u2060\"\ndate = \"01-05\"\n", "holidays.toml: line 2: name: shows nothing once control characters"),
        ("[[holiday]]\nname = \"X\"\nlocal = \"\\u001b]0;x\\u0007\"\ndate = \"01-05\"\n", "holidays.toml: line 3: local: shows nothing once control characters"),
        ("[[region]]\ncode = \"MINE\"\nname = \"\\u200b\"\nbased-on = \"EE\"\n", "holidays.toml: line 3: name: shows nothing once control characters"),
        // Codes are told apart without regard to case, as --region finds them.
        ("[[region]]\ncode = \"acme\"\nbased-on = \"EE\"\n\n[[region]]\ncode = \"ACME\"\nbased-on = \"DE\"\n", "holidays.toml: line 6: code: ACME is already a region of yours (holidays.toml, line 2)"),
        // A key of control characters only is named in its escaped form.
        ("[[holiday]]\nname = \"X\"\ndate = \"12-24\"\n\"\\u001b\\u0007\" = 1\n", #"holidays.toml: line 1: unknown key "\u001B\u0007""#),
    ] as [(String, String)])
    func mistakes(text: String, message: String) {
        #expect {
            try parse(text)
        } throws: { error in
            let description = (error as? CommandFailure)?.description ?? ""
            return description.hasPrefix(message)
        }
    }

    @Test("A file with a mistake adds nothing; the others still count; text is cleaned")
    func loading() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("holidays-\(UUID())")
        let directory = home.appendingPathComponent("holical/holidays.d")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        // TOML's own escapes: the file holds an escape sequence, the name must not.
        try "[[holiday]]\nname = \"Good\\u001b]0;pwned\\u0007\"\ndate = \"03-03\"\n".write(
            to: home.appendingPathComponent("holical/holidays.toml"), atomically: true, encoding: .utf8)
        try "[[holiday]]\nname = \"Bad\"\ndate = \"nope\"\n".write(
            to: directory.appendingPathComponent("b.toml"), atomically: true, encoding: .utf8)
        try "[[holiday]]\nname = \"Also good\"\ndate = \"04-04\"\n".write(
            to: directory.appendingPathComponent("a.toml"), atomically: true, encoding: .utf8)
        let (file, errors) = HolidaysFile.load(from: Environment(["XDG_CONFIG_HOME": home.path]))
        #expect(file.personal.map(\.rule.names[0].english) == ["Good", "Also good"])
        #expect(errors.count == 1)
        #expect(errors.first?.description.contains("b.toml: line 3: date:") == true)
    }

    /// A configuration directory with `holidays.d/`, removed by the caller.
    static func directoryHome() throws -> (home: URL, directory: URL) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("holidays-\(UUID())")
        let directory = home.appendingPathComponent("holical/holidays.d")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return (home, directory)
    }

    @Test("A region defined again in a later file, in another case, is that file's mistake")
    func duplicateAcrossFiles() throws {
        let (home, directory) = try Self.directoryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        try "[[region]]\ncode = \"ACME\"\nbased-on = \"EE\"\n".write(
            to: home.appendingPathComponent("holical/holidays.toml"), atomically: true, encoding: .utf8)
        try "[[holiday]]\nname = \"Mine\"\ndate = \"04-04\"\n\n[[region]]\ncode = \"Acme\"\nbased-on = \"DE\"\n".write(
            to: directory.appendingPathComponent("team.toml"), atomically: true, encoding: .utf8)
        let (file, errors) = HolidaysFile.load(from: Environment(["XDG_CONFIG_HOME": home.path]))
        #expect(file.regions.map(\.code) == ["ACME"])
        #expect(file.region(code: "acme")?.rules.count == RegionRegistry.region(code: "EE")?.rules.count)
        #expect(file.personal.isEmpty)  // the file with the mistake adds nothing
        #expect(errors.map(\.problem) == ["line 6: code: ACME is already a region of yours (holidays.toml, line 2)"])
    }

    @Test("Files skipped are named with why; a name that is not UTF-8 is read")
    func unusualEntries() throws {
        let (home, directory) = try Self.directoryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("dangling.toml").path, withDestinationPath: "gone.toml")
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("loop.toml").path, withDestinationPath: "loop.toml")
        #expect(mkfifo(directory.appendingPathComponent("pipe.toml").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("zero.toml").path, withDestinationPath: "/dev/zero")
        let raw = TextFile.Path(directory.path).appending(Array("caf".utf8) + [0xE9] + Array(".toml".utf8))
        let fd = raw.withCString { open($0, O_WRONLY | O_CREAT, 0o600) }
        let text = "[[holiday]]\nname = \"Café day\"\ndate = \"05-05\"\n"
        _ = write(fd, text, text.utf8.count)
        close(fd)
        let environment = Environment(["XDG_CONFIG_HOME": home.path])
        let (file, errors) = try #require(withoutBlocking(unblocking: [directory.appendingPathComponent("pipe.toml").path]) {
            HolidaysFile.load(from: environment)
        })
        #expect(file.personal.map(\.rule.names[0].english) == ["Café day"])
        let shown = errors.map { $0.description.replacingOccurrences(of: directory.path + "/", with: "") }
        #expect(shown == [
            "dangling.toml: is a symbolic link to a file that does not exist (gone.toml)",
            "loop.toml: is a loop of symbolic links",
            "pipe.toml: is a FIFO, not a regular file: holical reads only regular files",
            "zero.toml: is a character device, not a regular file: holical reads only regular files",
        ])
    }

    @Test("holidays.d that is not a directory is named")
    func directoryNotADirectory() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("holidays-\(UUID())")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("holical"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        try "x".write(to: home.appendingPathComponent("holical/holidays.d"), atomically: true, encoding: .utf8)
        let (_, errors) = HolidaysFile.load(from: Environment(["XDG_CONFIG_HOME": home.path]))
        #expect(errors.map(\.problem) == ["is a regular file, not a directory: holical reads *.toml files in it"])
    }
}
