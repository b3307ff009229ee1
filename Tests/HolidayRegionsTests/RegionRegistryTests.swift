@testable import HolidayEngine
@testable import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Region registry")
struct RegionRegistryTests {
    @Test("Each country, then its subdivisions, with code, name, languages, first weekday and kinds")
    func regions() {
        // Countries in the order of their codes, so a new country's line has one place.
        let countries = RegionRegistry.countries.map(\.code)
        #expect(countries == countries.sorted())
        let some = RegionRegistry.all.filter { ["AU", "AU-NSW", "EE", "US"].contains($0.code) }
        #expect(some.map(\.code) == ["AU", "AU-NSW", "EE", "US"])
        #expect(some.map(\.name) == [
            "Australia", "Australia, New South Wales", "Estonia", "United States",
        ])
        #expect(some.map(\.firstWeekday) == [.monday, .monday, .monday, .sunday])
        #expect(Region.unitedStates.languages == ["en"])
        #expect(Region.estonia.languages == ["et"])
        #expect(Region.unitedStates.kinds == [.public])
        #expect(Region.newSouthWales.kinds == [.public, .bank])
        #expect(Region.estonia.kinds == [.public, .folk, .halfDay])
    }

    @Test("A region's kinds, as its country's file declares them, are its rules' kinds")
    func kindsBeforeCompiling() {
        // `list --regions` reads the kinds a country file declares (for a subdivision, its
        // own where they differ); the rules, compiled or as written, must give the same.
        for region in RegionRegistry.all {
            let fresh = Region(country: region.country, subdivision: region.subdivision)
            // Every built-in country writes its kinds down, so listing makes no rules.
            #expect(fresh.declared != nil, "\(region.code) declares no kinds")
            let read = fresh.kinds
            _ = fresh.holidays(year: 2026)
            #expect(read == fresh.kinds, "\(region.code)")
            #expect(read == RuleTable.kinds(of: fresh.rules), "\(region.code)")
        }
    }

    @Test("Countries in the order of their codes, each followed by its subdivisions")
    func registryOrder() {
        let countries = RegionRegistry.countries.map(\.code)
        #expect(countries == countries.sorted())
        var expected: [String] = []
        for country in RegionRegistry.countries {
            expected.append(country.code)
            expected += country.subdivisions.map { "\(country.code)-\($0.code)" }
        }
        #expect(RegionRegistry.all.map(\.code) == expected)
        #expect(Set(RegionRegistry.codes).count == RegionRegistry.all.count)
    }

    @Test("Each registry line's code is its country's, and each region is found through it")
    func registryLines() {
        // A region is looked up by the code written on its country's line, not by the
        // country's own: a line whose code is wrong would hide the country's regions.
        for entry in RegionRegistry.entries {
            #expect(entry.code == entry.country().code)
        }
        for region in RegionRegistry.all {
            let found = RegionRegistry.region(code: region.code.lowercased())
            #expect(found?.code == region.code)
            #expect(found?.name == region.name)
        }
        #expect(RegionRegistry.countries.map(\.code) == RegionRegistry.entries.map(\.code))
    }

    @Test("Lookup by code ignores case", arguments: [
        ("ee", "EE"), ("au-nsw", "AU-NSW"), ("Us", "US"), ("AU-nsw", "AU-NSW"),
    ])
    func lookup(code: String, expected: String) {
        #expect(RegionRegistry.region(code: code)?.code == expected)
    }

    @Test("Unknown codes give nil", arguments: ["", "AU-", "NSW", "XX", "E E"])
    func unknown(code: String) {
        #expect(RegionRegistry.region(code: code) == nil)
    }

    @Test("Default region from the first locale with a known country", arguments: [
        (["et_EE.UTF-8"], "EE"),
        ([nil, "C", "en_AU.UTF-8"], "AU"),
        (["en_US"], "US"),
        (["POSIX", "", "en-AU"], "AU"),
        // ZZ is no country (CLDR's unknown region), so the next locale is tried.
        (["en_ZZ.UTF-8", "et_EE@euro"], "EE"),
        (["en_GB.UTF-8", "et_EE@euro"], "GB"),
        (["C.UTF-8", nil, nil], "US"),
        (["de_DE.UTF-8"], "DE"),
        // Antarctica is a region of its own (its stations' days).
        (["en_AQ.UTF-8"], "AQ"),
        ([], "US"),
        (["et"], "US"),
    ] as [([String?], String)])
    func defaultRegion(identifiers: [String?], expected: String) {
        #expect(RegionRegistry.defaultRegion(localeIdentifiers: identifiers).region.code == expected)
    }

    @Test("LC_ALL wins over LC_TIME and LANG")
    func order() {
        let region = RegionRegistry.defaultRegion(localeIdentifiers: ["et_EE.UTF-8", "en_US.UTF-8", "en_AU"])
        #expect(region.region.code == "EE")
    }
}
