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
    /// the only day asked for. The body is read one entry at a time into an
    /// `AnswerCollector`, never whole.
    static func answer(in body: [UInt8], hiding key: APIKey?, day: CivilDate, place: ProviderRegion)
        throws(ProviderError) -> ProviderAnswer
    {
        let location = AbstractLocation(place: place)
        var holidays = AnswerCollector()
        var readable = 0
        let count = try JSONAnswer.forEachEntry(in: body, hiding: key) { entry in
            guard case .object(let entry) = entry,
                  let name = JSONAnswer.text(entry["name"], limit: 200)
                      ?? JSONAnswer.text(entry["name_local"], limit: 200)
            else { return }
            readable += 1
            guard location.includes(JSONAnswer.text(entry["location"], limit: 200)) else { return }
            let date = date(of: entry) ?? day
            guard date == day else { return }
            let holiday = Holiday(
                date: date, name: name,
                localName: JSONAnswer.text(entry["name_local"], limit: 200),
                kind: JSONAnswer.text(entry["type"]).map(HolidayKind.init(providerType:)) ?? .other,
                region: JSONAnswer.text(entry["country"], limit: 10) ?? place.country,
                details: JSONAnswer.text(entry["description"]))
            holidays.add(holiday)
        }
        try JSONAnswer.requireReadable(readable, of: count)
        return holidays.answer
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
