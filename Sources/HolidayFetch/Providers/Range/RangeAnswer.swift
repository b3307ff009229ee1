import Foundation
import HolidayFetchCore
import HolidayKit

/// Decoding the range API's answer.
///
/// ```json
/// {"error": false, "holidays": {"2019-02-24": [{"name": "Iseseisvuspäev", "type": "public"},
///                                              {"name": "Talvine madisepäev", "type": "folk"}]}}
/// ```
enum RangeAnswer {
    /// The holidays in `range`. Dates absent from `holidays` have none; a missing
    /// `holidays` means none at all. A list of `{date, name, type}` is read too.
    static func holidays(in json: Any, range: DateRange) throws(ProviderError) -> [Holiday] {
        guard let object = json as? [String: Any] else {
            throw .malformed("expected an object with holidays")
        }
        var entries: [(date: String, entry: [String: Any])] = []
        switch object["holidays"] {
        case let byDate as [String: Any]:
            for (date, list) in byDate {
                for case let entry as [String: Any] in (list as? [Any]) ?? [list] {
                    entries.append((date, entry))
                }
            }
        case let list as [Any]:
            for case let entry as [String: Any] in list {
                entries.append((JSONAnswer.text(entry["date"], limit: 40) ?? "", entry))
            }
        case nil, is NSNull:
            break
        default:
            throw .malformed("expected holidays by date")
        }
        var holidays: [Holiday] = []
        for (text, entry) in entries {
            guard let date = CivilDate(providerText: text), range.contains(date),
                  let name = JSONAnswer.text(entry["name"], limit: 200)
            else { continue }
            let kind = JSONAnswer.text(entry["type"]).map(HolidayKind.init(providerType:)) ?? .other
            let holiday = Holiday(date: date, name: name, kind: kind, region: RangeProvider.region)
            if !holidays.contains(holiday) { holidays.append(holiday) }
        }
        return holidays.sorted(by: Holiday.displayOrder)
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
