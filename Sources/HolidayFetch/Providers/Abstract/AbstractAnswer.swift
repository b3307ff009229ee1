import HolidayFetchCore
import HolidayEngine

/// Decoding Abstract API's answer: an array of objects whose values are all strings.
///
/// ```json
/// [{"name": "Independence Day", "name_local": "Iseseisvuspäev", "country": "EE",
///   "type": "National", "date": "02/24/2026", "date_year": "2026", ...}]
/// ```
enum AbstractAnswer {
    /// The holidays of `day` in `place` in the answer. Entries without a name are skipped,
    /// and so are those whose `location` is another part of the country (see
    /// `AbstractLocation`); an entry whose date cannot be read is taken to be for `day`,
    /// the only day asked for.
    static func holidays(in json: JSONValue, day: CivilDate, place: ProviderRegion) throws(ProviderError)
        -> [Holiday]
    {
        guard let entries = json.elements else {
            throw .malformed("expected a list of holidays")
        }
        let location = AbstractLocation(place: place)
        var holidays: [Holiday] = []
        var readable = 0
        for case .object(let entry) in entries {
            guard let name = JSONAnswer.text(entry["name"], limit: 200)
                ?? JSONAnswer.text(entry["name_local"], limit: 200)
            else { continue }
            readable += 1
            guard location.includes(JSONAnswer.text(entry["location"], limit: 200)) else { continue }
            let date = date(of: entry) ?? day
            guard date == day else { continue }
            let holiday = Holiday(
                date: date, name: name,
                localName: JSONAnswer.text(entry["name_local"], limit: 200),
                kind: JSONAnswer.text(entry["type"]).map(HolidayKind.init(providerType:)) ?? .other,
                region: JSONAnswer.text(entry["country"], limit: 10) ?? place.country,
                details: JSONAnswer.text(entry["description"]))
            holidays.append(holiday)
        }
        try JSONAnswer.requireReadable(readable, of: entries.count)
        return JSONAnswer.distinct(holidays)
    }

    /// `date` (`02/24/2026`, `2/4/2026`), else `date_year`/`date_month`/`date_day`.
    private static func date(of entry: [String: JSONValue]) -> CivilDate? {
        if let text = JSONAnswer.text(entry["date"], limit: 40),
           let date = CivilDate(providerText: text)
        {
            return date
        }
        guard let year = JSONAnswer.text(entry["date_year"], limit: 10).flatMap({ Int($0) }),
              let month = JSONAnswer.text(entry["date_month"], limit: 10).flatMap({ Int($0) }),
              let day = JSONAnswer.text(entry["date_day"], limit: 10).flatMap({ Int($0) })
        else { return nil }
        return CivilDate(year: year, month: month, day: day)
    }
}
