import HolidayEngine

/// A fake of the `range` provider's API (docs/configuration.md, "Providers"): `POST /` with `{"apiKey", "startDate", "endDate"}`,
/// at most 30 days, Estonian holidays by date with kinds `public`/`folk`, errors as
/// `{"error": true, "reason": ...}`.
public enum FakeRangeServer {
    /// The most days one request may ask for.
    public static let maxDays = 30

    /// Starts the server. `apiKey`: the key it accepts (nil: any non-empty key).
    public static func start(
        apiKey: String? = nil, dataset: FakeDataset = .standard, minimumInterval: Duration? = nil
    ) async throws -> FakeProviderServer {
        try await FakeProviderServer.start(
            contract: RangeContract(),
            settings: .init(dataset: dataset, apiKey: apiKey), minimumInterval: minimumInterval)
    }
}

/// The range API contract.
struct RangeContract: FakeContract {
    func asked(_ request: FakeIncoming) -> DateRange? {
        guard let fields = FakeJSON.parse(request.body) as? [String: Any],
              let start = (fields["startDate"] as? String).flatMap(CivilDate.init),
              let end = (fields["endDate"] as? String).flatMap(CivilDate.init),
              start <= end
        else { return nil }
        return DateRange(start, end)
    }

    func answer(_ request: FakeIncoming, settings: FakeServerState.Settings, hostile: Bool)
        -> FakeAnswer
    {
        guard request.method == "POST", FakeJSON.parse(request.body) is [String: Any] else {
            return FakeAnswer(status: 400, body: failure("invalid-request"))
        }
        let key = key(of: request) ?? ""
        guard !key.isEmpty, settings.apiKey.map({ $0 == key }) ?? true else {
            return FakeAnswer(status: 401, body: failure("invalid-api-key"))
        }
        guard let range = asked(request), range.count <= FakeRangeServer.maxDays else {
            return FakeAnswer(status: 400, body: failure("invalid-dates"))
        }
        let say = hostile ? FakeHostileText.wrap : { $0 }
        var byDate: [String: [[String: String]]] = [:]
        for holiday in settings.dataset.holidays(country: "EE", in: range) {
            byDate[holiday.date.description, default: []].append([
                "name": say(holiday.localName ?? holiday.name),
                "type": holiday.providerType ?? holiday.kind.rawValue,
            ])
        }
        return FakeAnswer(status: 200, body: FakeJSON.text(["error": false, "holidays": byDate]))
    }

    func errorBody(status: Int) -> String {
        switch status {
        case 401: failure("invalid-api-key")
        case 422: failure("quota-exceeded")
        case 429: failure("too-many-requests")
        case 500...599: failure("server-error")
        default: failure("invalid-request")
        }
    }

    func key(of request: FakeIncoming) -> String? {
        (FakeJSON.parse(request.body) as? [String: Any])?["apiKey"] as? String
    }

    func errorBody(status: Int, echoing key: String) -> String {
        failure("no such key: \(key)")
    }

    private func failure(_ reason: String) -> String {
        FakeJSON.text(["error": true, "reason": reason])
    }
}
