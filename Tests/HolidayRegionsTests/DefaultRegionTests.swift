import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

/// The default region from the time zone, and close matches for a code that is not one.
@Suite("Default region and suggestions")
struct DefaultRegionTests {
    /// A few lines in the form of the time-zone database's zone.tab.
    static let zoneTable = """
        # comment line
        EE\t+5925+02445\tEurope/Tallinn
        AU\t-3352+15113\tAustralia/Sydney\tNew South Wales (most areas)
        AU\t-3749+14458\tAustralia/Melbourne\tVictoria
        DE\t+5230+01322\tEurope/Berlin\tmost of Germany
        US\t+404251-0740023\tAmerica/New_York\tEastern (most areas)
        CA\t+4339-07923\tAmerica/Toronto\tEastern - ON & QC (most areas)
        AR\t-3436-05827\tAmerica/Argentina/Buenos_Aires\tBuenos Aires (BA, CF)
        CL\t-3327-07040\tAmerica/Santiago\tmost of Chile
        CO\t+0436-07405\tAmerica/Bogota
        MX\t+1924-09909\tAmerica/Mexico_City\tCentral Mexico
        AQ\t-7750+16636\tAntarctica/McMurdo\tNew Zealand time - McMurdo, South Pole
        """

    @Test("The time zone's country, or subdivision when the zone tells it", arguments: [
        ("Europe/Tallinn", "EE"), (":Europe/Tallinn", "EE"), ("Australia/Sydney", "AU-NSW"),
        ("Australia/Melbourne", "AU-VIC"), ("Australia/Perth", "AU-WA"), ("America/New_York", "US"), ("Europe/Berlin", "DE"),
        ("America/Vancouver", "CA-BC"), ("America/Toronto", "CA"), ("America/Argentina/Ushuaia", "AR-V"),
        ("America/Argentina/Buenos_Aires", "AR"), ("Pacific/Easter", "CL-VS"), ("America/Santiago", "CL"),
        ("America/Bogota", "CO"), ("America/Mexico_City", "MX"),
    ])
    func timeZone(zone: String, expected: String) {
        let choice = RegionRegistry.defaultRegion(localeIdentifiers: ["C.UTF-8"], timeZone: zone, zoneTable: Self.zoneTable)
        #expect(choice.region.code == expected)
        #expect(choice.source == .timeZone)
    }

    @Test("The locale wins over the time zone; neither gives US, said as a fallback")
    func order() {
        let byLocale = RegionRegistry.defaultRegion(localeIdentifiers: ["et_EE.UTF-8"], timeZone: "America/New_York", zoneTable: Self.zoneTable)
        #expect(byLocale.region.code == "EE")
        #expect(byLocale.source == .locale)
        // Antarctica is a region of its own (its Midwinter Day): McMurdo's zone gives it.
        let antarctica = RegionRegistry.defaultRegion(localeIdentifiers: [nil], timeZone: "Antarctica/McMurdo", zoneTable: Self.zoneTable)
        #expect(antarctica.region.code == "AQ")
        #expect(antarctica.source == .timeZone)
        for zone in ["Etc/UTC", "Nowhere/Else"] {
            let fallback = RegionRegistry.defaultRegion(localeIdentifiers: [nil], timeZone: zone, zoneTable: Self.zoneTable)
            #expect(fallback.region.code == "US", "\(zone)")
            #expect(fallback.source == .fallback)
        }
    }

    @Test("Close matches: one edit from a code, a subdivision named by the code's tail, a name")
    func suggestions() {
        // The nearest first: other states and territories one or two edits away follow.
        #expect(RegionRegistry.suggestions(for: "AU-NWS").map(\.code).first == "AU-NSW")
        #expect(RegionRegistry.suggestions(for: "au-new").map(\.code).prefix(2) == ["AU-NSW", "AU-NSWWESTERN"])
        // Codes one edit away tie and come in the registry's order (AX, CX, EC, EE, ...):
        // ask for enough of them to reach EE.
        #expect(RegionRegistry.suggestions(for: "EX", limit: 10).map(\.code).contains("EE"))
        // By name, first: five letters also reach codes two edits away (ES-AN, ES-CN).
        #expect(RegionRegistry.suggestions(for: "eston").first?.code == "EE")
        #expect(RegionRegistry.suggestions(for: "ZZZ").isEmpty)
    }
}
