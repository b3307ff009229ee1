import ArgumentParser
import HolidayEngine
import HolidayRegions
import Testing

@testable import HolicalCLI

/// `OwnHolidays`: how the holidays files reach every command, regions resolved through
/// them, and what a file with a mistake says.
@Suite("Your own holidays, merged into the regions")
struct OwnHolidaysTests {
    static let file = """
        [[holiday]]
        name = "Company day off"
        date = "03-06"

        [[region]]
        code = "ACME-EE"
        name = "ACME Tallinn office"
        based-on = "EE"
        drop = ["Independence Day"]

        [[region.holiday]]
        name = "Founders' Day"
        date = "03-10"
        """

    func own(_ text: String = Self.file) throws -> OwnHolidays {
        OwnHolidays(file: try HolidaysFile.parse(text, path: "/home/me/.config/holical/holidays.toml"))
    }

    @Test("built-in regions gain your days off; your own regions resolve by code, in any case")
    func merging() throws {
        let own = try own()
        let estonia = try #require(own.region(code: "ee"))
        #expect(estonia.code == "EE")
        #expect(estonia.holidays(on: day("2026-03-06")).map(\.kind) == [.custom])
        #expect(estonia.holidays(on: day("2026-02-24")).map(\.name).contains("Independence Day"))
        let acme = try #require(own.region(code: "acme_ee"))
        #expect(acme.code == "ACME-EE")
        #expect(acme.name == "ACME Tallinn office")
        #expect(acme.holidays(on: day("2026-03-10")).map(\.name) == ["Founders' Day"])
        #expect(acme.holidays(on: day("2026-03-06")).map(\.name) == ["Company day off"])
        #expect(!acme.holidays(on: day("2026-02-24")).map(\.name).contains("Independence Day"))
        #expect(own.region(code: "ACME-XX") == nil)
        #expect(own.ownRegions.map(\.code) == ["ACME-EE"])
        // The calendar's region list: the same regions as --region gives, yours last, so
        // the picker finds the region shown among them.
        #expect(own.allRegions.map(\.code) == RegionRegistry.all.map(\.code) + ["ACME-EE"])
        #expect(own.allRegions.map(\.choice).contains(estonia.choice))
        // What the calendar shows of the region comes from its profile, which has your kind.
        #expect(estonia.profile.kinds.contains(.custom))
        #expect(!RegionRegistry.region(code: "EE")!.profile.kinds.contains(.custom))
        // The default region (found by locale or time zone) gains them too.
        #expect(own.applied(to: RegionRegistry.region(code: "US")!).holidays(on: day("2026-03-06")).count == 1)
    }

    @Test("--region and the calendar's range count take your own regions")
    func resolving() throws {
        let own = try own()
        #expect(try OptionParsing.region("ACME-EE", in: own).name == "ACME Tallinn office")
        let counting = BusinessDayCounting(own: own)
        // Tue 3 to Tue 10 March 2026, less the 6th and the 10th.
        #expect(counting.count(region: "ACME-EE", from: day("2026-03-02"), to: day("2026-03-11")) == 4)
        #expect(counting.count(region: "EE", from: day("2026-03-02"), to: day("2026-03-11")) == 5)
    }

    @Test("what cannot be a region code is refused without looking for close matches")
    func notACode() throws {
        let own = try own()
        func message(_ code: String) -> String {
            do {
                _ = try OptionParsing.region(code, in: own)
                return "accepted"
            } catch {
                return error.message
            }
        }
        // 900 KB once took 26 s: every region's names were searched for it.
        let huge = message(String(repeating: "A", count: 900_000))
        #expect(huge.hasPrefix("Unknown region '\(String(repeating: "A", count: 60))…': a region code is at most 32 letters, digits and dashes"), "\(huge)")
        #expect(message("EE EE").hasPrefix("Unknown region 'EE EE': a region code is at most 32"))
        // Every built-in code is taken, the longest (BR-SAOPAULOCAPITAL) too.
        let refused = RegionRegistry.codes.filter { message($0) != "accepted" }
        #expect(refused.isEmpty, "\(refused)")
        #expect(RegionRegistry.codes.contains("BR-SAOPAULOCAPITAL"))
        // Control characters only: named by their escapes, never as ''.
        #expect(message("\u{1B}\u{7}").hasPrefix(#"Unknown region '\u001B\u0007': a region code"#))
        // A code-shaped mistake still gets close matches.
        #expect(message("EEE").hasPrefix("Unknown region 'EEE'. Did you mean EE (Estonia)"), "\(message("EEE"))")
        #expect(message("acme_ee") == "accepted")
    }

    @Test("a mistake: one line with the file and the line, for the commands and the calendar")
    func mistakes() throws {
        let bad = CommandFailure(path: "/home/me/.config/holical/holidays.d/team.toml", "line 7: date: '13-45' is not a date")
        let worse = CommandFailure(path: "/home/me/.config/holical/holidays.toml", "line 2: kind: 'x' is not one of custom")
        let own = OwnHolidays(file: HolidaysFile(), errors: [bad, worse])
        #expect(own.notice == "holidays.d/team.toml: line 7: date: '13-45' is not a date (+1 more)")
        #expect(throws: CommandFailure(
            "/home/me/.config/holical/holidays.d/team.toml: line 7: date: '13-45' is not a date (and 1 more in other files)")) {
            try own.requireNoMistakes()
        }
        let one = OwnHolidays(file: HolidaysFile(), errors: [worse])
        #expect(one.notice == "holidays.toml: line 2: kind: 'x' is not one of custom")
        #expect(throws: worse) { try one.requireNoMistakes() }
        #expect(throws: Never.self) { try OwnHolidays(file: HolidaysFile()).requireNoMistakes() }
        // A region the broken file may have held: unknown, with the file's mistake beside it.
        #expect {
            try OptionParsing.region("ACME-EE", in: one)
        } throws: { error in
            (error as? ValidationError)?.message.hasSuffix("(\(worse.description))") == true
        }
    }

    @Test("the path in a message is cleaned: it comes from the environment")
    func cleanPath() {
        let failure = CommandFailure(path: "/tmp/\u{1B}]0;x\u{07}/holidays.toml", "line 1: x")
        #expect(!failure.description.unicodeScalars.contains { $0.value < 0x20 })
        #expect(failure.description.hasSuffix("holidays.toml: line 1: x"))
    }
}
