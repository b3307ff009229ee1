import Foundation
import Testing

/// Choosing the region in the real binary, in tmux: the `c` picker and the default region.
///
/// Not here: a region whose weekend is Friday and Saturday dimming those days, because no
/// built-in region has that weekend yet; the memory-screen test `RegionRenderTests.weekend`
/// draws one.
@Suite("Region picker and default region in a terminal", .serialized)
struct RegionEndToEndTests {
    @Test("typing bay then Enter in the c picker shows Bavaria's holidays at once")
    func pickBavaria() async throws {
        let tmux = try Tmux([Command.holical, "2026-01-06", "--region", "DE"], columns: 100, rows: 30)
        var screen = try await tmux.waitFor("Tue 6 Jan 2026")
        // Epiphany is Bavaria's, not Germany's.
        #expect(!screen.contains("Heilige Drei"))
        try tmux.send("c")
        try await tmux.waitFor("Find:")
        try tmux.type("bay")
        screen = try await tmux.waitFor("Find: bay")
        #expect(screen.contains("Bayern"))
        #expect(!screen.contains("Eesti"))
        try tmux.send("Enter")
        screen = try await tmux.waitFor("Heilige Drei")
        #expect(screen.contains("Germany, Bavaria"))
        #expect(!screen.contains("Find:"))
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }

    @Test("a click on a listed region chooses it")
    func clickRegion() async throws {
        let tmux = try Tmux([Command.holical, "2026-02-24", "--region", "US"], columns: 100, rows: 30)
        try await tmux.waitFor("Tue 24 Feb 2026")
        try tmux.send("c")
        try await tmux.waitFor("Find:")
        try tmux.type("eesti")
        let screen = try await tmux.waitFor("Find: eesti")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains("Eesti") && !$0.contains("Find:") })
        let column = try #require(lines[row].firstRange(of: "EE")).lowerBound.utf16Offset(in: lines[row])
        try tmux.click(row: row, column: column)
        try await tmux.waitFor("Iseseisvus")
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }

    @Test("no region given: the locale's country, else the time zone's, and the status line says so once", arguments: [
        ("de_DE.UTF-8", "Europe/Berlin", "Germany", "region from your locale"),
        ("C.UTF-8", "Europe/Tallinn", "Estonia", "region from your time zone"),
        ("ar_EG.UTF-8", "Europe/Berlin", "Egypt", "region from your locale"),
        ("C.UTF-8", "Africa/Addis_Ababa", "Ethiopia", "region from your time zone"),
        ("C.UTF-8", "Africa/Nouakchott", "Mauritania", "region from your time zone"),
        ("es_MX.UTF-8", "Europe/Berlin", "Mexico", "region from your locale"),
        ("pt_BR.UTF-8", "Europe/Berlin", "Brazil", "region from your locale"),
        ("C.UTF-8", "America/Lima", "Peru", "region from your time zone"),
        ("C.UTF-8", "America/Port-au-Prince", "Haiti", "region from your time zone"),
    ])
    func defaultRegion(lang: String, zone: String, name: String, notice: String) async throws {
        let tmux = try Tmux(
            [Command.holical, "2026-02-16"], columns: 100, rows: 30,
            // LC_TIME in English (a locale without a country: the region still comes from
            // LANG), so that the dates read the same whichever of these locales is installed.
            environment: ["LANG": lang, "LC_ALL": "", "LC_TIME": "C.UTF-8", "TZ": zone])
        var screen = try await tmux.waitFor("Mon 16 Feb 2026")
        #expect(screen.contains(name))
        #expect(screen.contains("\(notice): c to change"))
        try tmux.send("Right")
        screen = try await tmux.waitFor("Tue 17 Feb 2026")
        #expect(!screen.contains(notice))
        #expect(screen.contains(name))
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }
}
