import HolidayFetchCore
import HolidayEngine

/// Decoding the range API's answer.
///
/// ```json
/// {"error": false, "holidays": {"2019-02-24": [{"name": "Iseseisvuspäev", "type": "public"},
///                                              {"name": "Talvine madisepäev", "type": "folk"}]}}
/// ```
enum RangeAnswer {
    /// The holidays in `range`. Dates absent from `holidays` have none (`{}` is a whole
    /// answer of none); a missing or null `holidays` is not the contract's answer, and so
    /// is one whose entries are none of them a holiday. A list of `{date, name, type}` is
    /// read too.
    static func answer(in json: JSONValue, range: DateRange) throws(ProviderError) -> ProviderAnswer {
        guard let object = json.members else {
            throw .malformed("expected an object with holidays")
        }
        // Every entry as (its date's text, the entry), whatever its type.
        var entries: [(date: String, entry: JSONValue)] = []
        switch object["holidays"] {
        case .object(let byDate)?:
            for (date, list) in byDate {
                for entry in list.elements ?? [list] { entries.append((date, entry)) }
            }
        case .array(let list)?:
            for entry in list {
                entries.append((JSONAnswer.text(entry["date"], limit: 40) ?? "", entry))
            }
        default:
            throw .malformed("expected holidays by date")
        }
        var holidays = AnswerCollector()
        var readable = 0
        for (text, entry) in entries {
            guard case .object(let entry) = entry, let date = CivilDate(providerText: text),
                  let name = JSONAnswer.text(entry["name"], limit: 200)
            else { continue }
            readable += 1
            guard range.contains(date) else { continue }
            let kind = JSONAnswer.text(entry["type"]).map(HolidayKind.init(providerType:)) ?? .other
            let holiday = Holiday(date: date, name: name, kind: kind, region: RangeProvider.region)
            holidays.add(holiday)
        }
        try JSONAnswer.requireReadable(readable, of: entries.count)
        return holidays.answer
    }

    /// The error for `{"error": true, "reason": ...}`; `reason` is cleaned, and without
    /// the key, already.
    static func failure(reason: String?) -> ProviderError {
        switch reason {
        case "invalid-api-key": .unauthorized
        case "invalid-dates": .badRequest("invalid-dates")
        case "invalid-request": .badRequest("invalid-request")
        case let reason? where reason.lowercased().contains("quota"): .quotaExhausted
        case let reason?: .badRequest(reason)
        case nil: .badRequest("the range API reported an error without a reason")
        }
    }
}
