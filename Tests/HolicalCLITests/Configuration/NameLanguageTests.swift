import HolidayEngine
import HolidayRegions
import Testing

@testable import HolicalCLI

/// Which language holiday names are in: `--language`, else the locale's where the region
/// has it, else the region's own.
@Suite("Names in your language")
struct NameLanguageTests {
    let switzerland = RegionRegistry.region(code: "CH")!

    @Test("the locale's language, where the region names its holidays in it", arguments: [
        (["LANG": "fr_CH.UTF-8"], "CH", "fr"),
        (["LANG": "de_CH.UTF-8", "LC_ALL": "it_CH.UTF-8"], "CH", "it"),
        (["LANG": "fr_CH.UTF-8", "LC_MESSAGES": "de_DE"], "CH", "de"),
        (["LANG": "en_US.UTF-8"], "CH", nil),
        (["LANG": "en_US.UTF-8"], "EE", nil),
        (["LANG": "et_EE.UTF-8"], "EE", "et"),
        (["LANG": "C.UTF-8"], "CH", nil),
        (["LANG": "POSIX"], "CH", nil),
        ([:], "CH", nil),
    ] as [([String: String], String, String?)])
    func localeLanguage(variables: [String: String], region: String, expected: String?) {
        #expect(Environment(variables).nameLanguage(for: RegionRegistry.region(code: region)!) == expected)
    }

    @Test("list: --language first, then the locale's; JSON's localName follows")
    func list() throws {
        func nationalDay(_ arguments: [String], locale: String) throws -> String {
            let command = try #require(
                try HolicalCommand.parseAsRoot(["list", "--region", "CH", "--from", "2026-08-01", "--to", "2026-08-01", "--format", "csv"] + arguments) as? ListCommand)
            let language = Environment(["LANG": locale]).nameLanguage(for: switzerland)
            return try command.render(today: day("2026-01-01"), regions: [switzerland], stamp: "", localeLanguage: language).text
        }
        #expect(try nationalDay([], locale: "fr_CH.UTF-8").contains("Fête nationale"))
        #expect(try nationalDay([], locale: "en_US.UTF-8").contains("Bundesfeiertag"))
        #expect(try nationalDay(["--language", "it"], locale: "fr_CH.UTF-8").contains("Festa nazionale"))
        #expect(try nationalDay(["--language", "nl"], locale: "fr_CH.UTF-8").contains("Bundesfeiertag"))
        #expect(!(try nationalDay(["--language", "en"], locale: "fr_CH.UTF-8")).contains("Bundesfeiertag"))
    }

    @Test("a language code is two or three letters")
    func badCode() {
        #expect(throws: (any Error).self) { try HolicalCommand.parseAsRoot(["list", "--language", "français"]) }
        #expect(throws: (any Error).self) { try HolicalCommand.parseAsRoot(["open", "--language", "d1"]) }
    }
}
