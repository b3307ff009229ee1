import HolidayEngine
import HolidayRegions
import Testing

/// What holds for every built-in region's list: a holiday is one row on its date. Two rows
/// of the same name on one date are one day counted twice (a flag day that is also a public
/// holiday, a subdivision's rule beside the national one it should replace).
@Suite("Every region: one row per name and date")
struct DuplicateNameTests {
    /// Regions where two rules of different kinds give one name on one date, because two
    /// laws or lists make the day two kinds of day at once (python-holidays files each under
    /// both categories, so the cross-check compares both):
    /// - Austria: Good Friday, the banks' closing day, and until 2018 the Protestant
    ///   churches' day off (kind religious);
    /// - the Netherlands: Liberation Day in lustrum years, the public day off of those years,
    ///   and the optional day of every year;
    /// - Sweden: the afternoons the banks close, which are customary optional afternoons too;
    /// - the city of Zürich: the afternoons that are half days for the city's staff, and
    ///   optional days as python-holidays lists them;
    /// - Lisbon and Vila Real: Saint Anthony, their municipal holiday, and the optional day
    ///   employers give nationwide;
    /// - Canada: Christmas Day and Boxing Day, statutory, and the optional days with their
    ///   own weekend rule (the Monday and Tuesday after) that employers give;
    /// - Buenos Aires City and Córdoba: the papal visit of 10 November 2026, a holiday there
    ///   and the Central Bank's closing day nationwide;
    /// - India's northern, western and central states: a festival a state's list makes a
    ///   closed day (Raksha Bandhan, Vaisakhi, Gudi Padwa...) that stays on the central
    ///   government's restricted list, which applies in every state.
    /// A subdivision's rule beside a national rule of the same kind is not among them: it
    /// says `replaces:` (docs/rule-model.md). The test fails when one of these no longer
    /// lists a name twice, so the list only shrinks.
    static let stillTwice: Set<String> = [
        "AT", "AT-1", "AT-2", "AT-3", "AT-4", "AT-5", "AT-6", "AT-7", "AT-8", "AT-9", "NL", "SE",
        "CH-STADTZURICH", "PT-11", "PT-17", "AR-C", "AR-X",
        "CA", "CA-AB", "CA-BC", "CA-MB", "CA-NB", "CA-NL", "CA-NS", "CA-NT", "CA-NU", "CA-ON", "CA-PE",
        "CA-QC", "CA-SK", "CA-YT",
        "IN-CH", "IN-DH", "IN-GA", "IN-GJ", "IN-HP", "IN-HR", "IN-MH", "IN-MP", "IN-PB", "IN-RJ", "IN-UK",
        "IN-UP",
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
