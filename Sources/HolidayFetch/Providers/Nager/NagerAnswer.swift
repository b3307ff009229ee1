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
    /// as `.local`. The body is read one entry at a time into an `AnswerCollector`, never
    /// whole.
    static func answer(in body: [UInt8], hiding key: APIKey?, range: DateRange, place: ProviderRegion)
        throws(ProviderError) -> ProviderAnswer
    {
        var holidays = AnswerCollector()
        var readable = 0
        let count = try JSONAnswer.forEachEntry(in: body, hiding: key) { entry in
            guard case .object(let entry) = entry, let name = JSONAnswer.text(entry["name"], limit: 200)
                ?? JSONAnswer.text(entry["localName"], limit: 200),
                let date = JSONAnswer.text(entry["date"], limit: 40)
                    .flatMap({ CivilDate(providerText: $0) })
            else { return }
            readable += 1
            guard range.contains(date) else { return }
            let counties = JSONAnswer.texts(entry["counties"]).map { $0.uppercased() }
            var kind = HolidayKind.strongest(
                of: JSONAnswer.texts(entry["types"]) + JSONAnswer.texts(entry["type"]),
                fallback: .public)
            if let subdivision = place.subdivision {
                guard counties.isEmpty || counties.contains(subdivision) else { return }
            } else if !counties.isEmpty {
                kind = .local
            }
            let holiday = Holiday(
                date: date, name: name,
                localName: JSONAnswer.text(entry["localName"], limit: 200), kind: kind,
                region: JSONAnswer.text(entry["countryCode"], limit: 10) ?? place.country)
            holidays.add(holiday)
        }
        try JSONAnswer.requireReadable(readable, of: count)
        return holidays.answer
    }
}
