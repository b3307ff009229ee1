import HolidayFetchCore
import HolidayEngine

/// Decoding Nager.Date's answer.
///
/// ```json
/// [{"date": "2026-02-24", "localName": "Iseseisvuspäev", "name": "Independence Day",
///   "countryCode": "EE", "counties": null, "types": ["Public"]}]
/// ```
enum NagerAnswer {
    /// The holidays in `range` for `place`. For a subdivision, entries whose `counties`
    /// is null or names it; for a whole country, every entry, those of only some counties
    /// as `.local`.
    static func holidays(in json: JSONValue, range: DateRange, place: ProviderRegion)
        throws(ProviderError) -> [Holiday]
    {
        guard let entries = json.elements else {
            throw .malformed("expected a list of holidays")
        }
        var holidays: [Holiday] = []
        var readable = 0
        for case .object(let entry) in entries {
            guard let name = JSONAnswer.text(entry["name"], limit: 200)
                ?? JSONAnswer.text(entry["localName"], limit: 200),
                let date = JSONAnswer.text(entry["date"], limit: 40)
                    .flatMap({ CivilDate(providerText: $0) })
            else { continue }
            readable += 1
            guard range.contains(date) else { continue }
            let counties = JSONAnswer.texts(entry["counties"]).map { $0.uppercased() }
            var kind = HolidayKind.strongest(
                of: JSONAnswer.texts(entry["types"]) + JSONAnswer.texts(entry["type"]),
                fallback: .public)
            if let subdivision = place.subdivision {
                guard counties.isEmpty || counties.contains(subdivision) else { continue }
            } else if !counties.isEmpty {
                kind = .local
            }
            let holiday = Holiday(
                date: date, name: name,
                localName: JSONAnswer.text(entry["localName"], limit: 200), kind: kind,
                region: JSONAnswer.text(entry["countryCode"], limit: 10) ?? place.country)
            holidays.append(holiday)
        }
        try JSONAnswer.requireReadable(readable, of: entries.count)
        return JSONAnswer.distinct(holidays)
    }
}
