import HolidayEngine
import HolidayTestSupport
import Testing

/// A policy whose days are forecasts in some years (`Observance.forecast`): the days it adds
/// or moves are estimated there, the holiday itself is not (docs/rule-model.md, "Substitute
/// days").
@Suite("Forecast substitute days")
struct ForecastObservanceTests {
    /// New Year's Day made up on the next working day, forecast from 2027.
    static let region = Region(
        code: "XX", name: "Test",
        rules: [
            HolidayRule(
                "New Year's Day", on: .fixed(month: 1, day: 1),
                observed: [.substitute(.from(2000), on: [.saturday, .sunday]).forecast(.from(2027))]),
            HolidayRule(
                "Day", on: .fixed(month: 5, day: 1),
                observed: [.adding(.always, [.saturday: .next(.monday)]).forecast(.from(2027))]),
            HolidayRule(
                "Moved", on: .fixed(month: 6, day: 1),
                observed: [.moving(.always, [.sunday: .next(.monday)]).forecast(.from(2027))]),
        ])

    @Test("Before the forecast years the substitute is certain; from them it is estimated, the holiday never")
    func estimated() {
        // January 1, 2022 and 2028 are Saturdays: Monday January 3.
        #expect(Self.region.holiday("New Year's Day (observed)", on: "2022-01-03")?.isEstimated == false)
        #expect(Self.region.holiday("New Year's Day (observed)", on: "2028-01-03")?.isEstimated == true)
        #expect(Self.region.holiday("New Year's Day", on: "2028-01-01")?.isEstimated == false)
        // A fixed shift: May 1, 2027 a Saturday.
        #expect(Self.region.holiday("Day (observed)", on: "2027-05-03")?.isEstimated == true)
        #expect(Self.region.holiday("Day", on: "2027-05-01")?.isEstimated == false)
        #expect(Self.region.holiday("Day (observed)", on: "2021-05-03")?.isEstimated == false)
        // A moved day: June 1, 2031 a Sunday, moved to Monday; 2025 a Sunday too, certain.
        #expect(Self.region.holiday("Moved", on: "2031-06-02")?.isEstimated == true)
        #expect(Self.region.holiday("Moved", on: "2025-06-02")?.isEstimated == false)
    }
}
