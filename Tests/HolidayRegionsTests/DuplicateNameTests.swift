import HolidayEngine
import HolidayRegions
import Testing

/// What holds for every built-in region's list: a holiday is one row on its date. Two rows
/// of the same name on one date are one day counted twice (a flag day that is also a public
/// holiday, a subdivision's rule beside the national one it should replace).
@Suite("Every region: one row per name and date")
struct DuplicateNameTests {
    /// Regions that still list a name twice on a date, each to be fixed in its own country
    /// file; the test fails when one of them no longer does, so the list only shrinks.
    static let stillTwice: Set<String> = [
        // A subdivision's rule beside the national rule of the same name, without
        // `replaces:` (docs/rule-model.md, "Countries, subdivisions, regions").
        "AU-NSW", "BA-BIH", "BA-BRC", "BA-SRP", "CH-STADTZURICH",
        "DE-BB", "DE-HB", "DE-HH", "DE-MV", "DE-NI", "DE-SH", "DE-SN", "DE-ST", "DE-TH",
        "ES-AN", "ES-AR", "ES-AS", "ES-CB", "ES-CE", "ES-CL", "ES-CM", "ES-CN", "ES-EX", "ES-GA",
        "ES-IB", "ES-MC", "ES-MD", "ES-ML", "ES-NC", "ES-RI", "ES-VC",
        "IT-BI", "IT-PO", "IT-SP", "PT-11", "PT-17",
        // One day listed under two kinds: Austria's Good Friday (bank and religious),
        // the Netherlands' Liberation Day in lustrum years (public and optional), Sweden's
        // afternoons off (bank and optional).
        "AT", "AT-1", "AT-2", "AT-3", "AT-4", "AT-5", "AT-6", "AT-7", "AT-8", "AT-9", "NL", "SE",
    ]

    @Test("No region lists the same name twice on one date, 1950-2100")
    func oneRowPerName() {
        let range = DateRange(years: 1950...2100)
        for region in RegionRegistry.all {
            var seen = Set<String>()
            var twice: [String] = []
            for holiday in region.holidays(in: range) where !seen.insert("\(holiday.date) \(holiday.name)").inserted {
                twice.append("\(holiday.date) \(holiday.name)")
            }
            if Self.stillTwice.contains(region.code) {
                #expect(!twice.isEmpty, "\(region.code) no longer lists a name twice: take it off stillTwice")
            } else if !twice.isEmpty {
                let shown = twice.prefix(3).joined(separator: "; ")
                Issue.record("\(region.code) lists \(twice.count) names twice on a date: \(shown)")
            }
        }
    }
}
