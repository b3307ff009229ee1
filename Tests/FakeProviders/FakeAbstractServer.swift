import HolidayEngine

/// A fake Abstract API: `GET /v1/?api_key=&country=&year=&month=&day=`, one day per
/// request, every value a string, dates as `MM/DD/YYYY`, errors as
/// `{"error": {"message": ...}}`. It echoes a wrong key in its 401 message, as careless
/// servers do, so tests can check that holical never repeats it.
public enum FakeAbstractServer {
    /// Starts the server. `apiKey`: the key it accepts (nil: any non-empty key).
    /// `minimumInterval`: requests closer than this get 429 (nil: no limit).
    public static func start(
        apiKey: String? = nil, dataset: FakeDataset = .standard,
        minimumInterval: Duration? = .seconds(1)
    ) async throws -> FakeProviderServer {
        try await FakeProviderServer.start(
            contract: AbstractContract(),
            settings: .init(dataset: dataset, apiKey: apiKey), minimumInterval: minimumInterval)
    }
}

/// The Abstract API contract.
struct AbstractContract: FakeContract {
    func asked(_ request: FakeIncoming) -> DateRange? {
        guard let year = request.query["year"].flatMap({ Int($0) }),
              let month = request.query["month"].flatMap({ Int($0) }),
              let day = request.query["day"].flatMap({ Int($0) }),
              let date = CivilDate(year: year, month: month, day: day)
        else { return nil }
        return DateRange(day: date)
    }

    func answer(_ request: FakeIncoming, settings: FakeServerState.Settings, hostile: Bool)
        -> FakeAnswer
    {
        guard request.path == "/v1/" || request.path == "/v1" else {
            return FakeAnswer(status: 404, body: error("Not found", code: "not_found"))
        }
        let key = key(of: request) ?? ""
        guard !key.isEmpty, settings.apiKey.map({ $0 == key }) ?? true else {
            return FakeAnswer(status: 401, body: errorBody(status: 401, echoing: key))
        }
        guard let country = request.query["country"]?.uppercased(), !country.isEmpty,
              let range = asked(request)
        else {
            return FakeAnswer(
                status: 400,
                body: error("country, year, month and day are required on the free plan", code: "bad_request"))
        }
        let entries = settings.dataset.holidays(country: country, in: range).map {
            entry($0, unpadded: settings.unpaddedDates, hostile: hostile)
        }
        return FakeAnswer(status: 200, body: FakeJSON.text(entries))
    }

    func errorBody(status: Int) -> String {
        switch status {
        case 401: error("Invalid API key provided", code: "unauthorized")
        case 422: error("Insufficient API credits", code: "quota_reached")
        case 429: error("Too many requests", code: "too_many_requests")
        case 500...599: error("Internal server error", code: "server_error")
        default: error("Bad request", code: "bad_request")
        }
    }

    func key(of request: FakeIncoming) -> String? { request.query["api_key"] }

    func errorBody(status: Int, echoing key: String) -> String {
        status == 401
            ? error("Invalid API key provided: \(key)", code: "unauthorized")
            : error("The request with api_key=\(key) is not valid", code: "bad_request")
    }

    private func error(_ message: String, code: String) -> String {
        FakeJSON.text(["error": ["message": message, "code": code, "details": [:] as [String: String]]])
    }

    private func entry(_ holiday: FakeHoliday, unpadded: Bool, hostile: Bool) -> [String: Any] {
        let say = hostile ? FakeHostileText.wrap : { $0 }
        let date = holiday.date
        func two(_ value: Int) -> String { unpadded || value >= 10 ? "\(value)" : "0\(value)" }
        var entry: [String: Any] = [
            "name": say(holiday.name), "language": "en", "country": holiday.country,
            "location": holiday.counties?.joined(separator: ", ") ?? holiday.country,
            "type": holiday.providerType ?? (holiday.counties == nil ? type(holiday.kind) : "Local"),
            "date": "\(two(date.month))/\(two(date.day))/\(date.year)",
            "date_year": "\(date.year)", "date_month": two(date.month), "date_day": two(date.day),
            "week_day": date.weekday.name, "unknown_future_field": ["nested": true],
        ]
        if let local = holiday.localName { entry["name_local"] = say(local) }
        if let details = holiday.details { entry["description"] = say(details) }
        return entry
    }

    private func type(_ kind: HolidayKind) -> String {
        switch kind {
        case .public: "National"
        case .halfDay: "Half-day"
        default: kind.label
        }
    }
}
