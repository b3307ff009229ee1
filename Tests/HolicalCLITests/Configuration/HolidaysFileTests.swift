import Foundation
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
}
