import HolidayKit
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
        (["en_GB.UTF-8", "et_EE@euro"], "EE"),
        (["C.UTF-8", nil, nil], "US"),
        (["de_DE.UTF-8"], "DE"),
        (["en_AQ.UTF-8"], "US"),
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
