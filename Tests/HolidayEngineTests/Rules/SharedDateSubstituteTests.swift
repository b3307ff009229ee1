import HolidayEngine
import HolidayTestSupport
import Testing

/// A holiday that also gives a substitute when another holiday shares its date
/// (`orOnAnotherDayOff`), one per date (`oncePerDate`): South Korea's rule since 2014.
@Suite("Substitutes for holidays sharing a date")
struct SharedDateSubstituteTests {
    /// Two holidays with Korea's policy: a substitute for a Sunday, or for a date shared.
    static let region = Region(
        code: "XX", name: "Test",
        rules: [
            HolidayRule(
                "A", on: .fixed(month: 5, day: 5),
                observed: [.substitute(.always, on: [.sunday], orOnAnotherDayOff: true, oncePerDate: true)]),
            HolidayRule(
                "B", on: .fixed(month: 5, day: 5), years: .years(2025, 2029),
                observed: [.substitute(.always, on: [.sunday], orOnAnotherDayOff: true, oncePerDate: true)]),
        ])

    @Test("Two holidays on a Monday give one substitute, not two (2025)")
    func weekday() {
        #expect(Self.region.lines(year: 2025) == ["2025-05-05 A", "2025-05-05 B", "2025-05-06 A (observed)"])
    }

    @Test("A lone holiday on a Saturday it has no substitute for gets none (2035); shared, one (2029)")
    func saturday() {
        #expect(Self.region.lines(year: 2035) == ["2035-05-05 A"])
        #expect(Self.region.lines(year: 2029) == ["2029-05-05 A", "2029-05-05 B", "2029-05-07 A (observed)"])
    }
}
