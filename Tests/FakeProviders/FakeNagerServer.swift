import Foundation
import HolidayEngine

/// A fake Nager.Date: `GET /api/v3/PublicHolidays/{year}/{countryCode}`, a whole year per
/// request, `counties` for subdivisions, 404 for a country it does not know.
public enum FakeNagerServer {
    /// Starts the server. `minimumInterval`: requests closer than this get 429 (nil: no
    /// limit, Nager's own limits being unknown).
    public static func start(
        dataset: FakeDataset = .standard, minimumInterval: Duration? = nil
    ) async throws -> FakeProviderServer {
        try await FakeProviderServer.start(
            contract: NagerContract(), settings: .init(dataset: dataset),
            minimumInterval: minimumInterval)
    }
}

/// The Nager.Date contract.
struct NagerContract: FakeContract {
    func asked(_ request: FakeIncoming) -> DateRange? {
        guard let (year, _) = parts(request) else { return nil }
        return DateRange(
            CivilDate(year: year, month: 1, day: 1)!, CivilDate(year: year, month: 12, day: 31)!)
    }

    func answer(_ request: FakeIncoming, settings: FakeServerState.Settings, hostile: Bool)
        -> FakeAnswer
    {
        guard let (_, country) = parts(request), let range = asked(request) else {
            return FakeAnswer(status: 404, body: errorBody(status: 404))
        }
        guard settings.dataset.countries.contains(country) else {
            return FakeAnswer(status: 404, body: "")
        }
        let say = hostile ? FakeHostileText.wrap : { $0 }
        let entries: [[String: Any]] = settings.dataset.holidays(country: country, in: range).map {
            [
                "date": $0.date.description, "localName": say($0.localName ?? $0.name),
                "name": say($0.name), "countryCode": $0.country, "fixed": false,
                "global": $0.counties == nil, "counties": $0.counties ?? NSNull(),
                "launchYear": NSNull(), "types": [$0.providerType ?? type($0.kind)],
            ]
        }
        return FakeAnswer(status: 200, body: FakeJSON.text(entries))
    }

    func errorBody(status: Int) -> String {
        FakeJSON.text(["type": "about:blank", "title": "HTTP \(status)", "status": status])
    }

    /// `(2026, "EE")` from `/api/v3/PublicHolidays/2026/EE`.
    private func parts(_ request: FakeIncoming) -> (Int, String)? {
        let segments = request.path.split(separator: "/")
        guard request.method == "GET", segments.count == 5, segments[0] == "api",
              segments[1] == "v3", segments[2] == "PublicHolidays", let year = Int(segments[3])
        else { return nil }
        return (year, segments[4].uppercased())
    }

    private func type(_ kind: HolidayKind) -> String {
        switch kind {
        case .public: "Public"
        case .bank: "Bank"
        case .school: "School"
        case .observance, .folk, .religious: "Observance"
        default: "Optional"
        }
    }
}
