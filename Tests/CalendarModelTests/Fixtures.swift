@testable import CalendarModel
import HolidayFetchCore
import HolidayEngine
import Synchronization

/// Dates and states the view-model tests share.
enum Fixtures {
    static func date(_ text: String) -> CivilDate { CivilDate.parse(text)! }

    static let us = RegionChoice(code: "US", name: "United States")
    static let ee = RegionChoice(code: "EE", name: "Estonia", localName: "Eesti")

    static func state(
        selection: String = "2026-02-16", today: String = "2026-02-16", mode: ViewMode = .month,
        firstWeekday: Weekday = .monday
    ) -> CalendarState {
        CalendarState(
            today: date(today), selection: date(selection), mode: mode, firstWeekday: firstWeekday,
            region: us, regions: [us, ee])
    }

    static func holiday(_ date: String, _ name: String, _ kind: HolidayKind = .public, region: String = "US") -> Holiday {
        Holiday(date: Fixtures.date(date), name: name, kind: kind, region: region)
    }
}

/// A source that records the demands it is given, and answers only when a test says so.
final class RecordingSource: HolidaySource {
    private let recorded = Mutex<(demands: [FetchDemand], deliver: (@Sendable (FetchEvent) -> Void)?)>(([], nil))

    let name = "recording"

    var demands: [FetchDemand] { recorded.withLock { $0.demands } }

    func start(delivering deliver: @escaping @Sendable (FetchEvent) -> Void) {
        recorded.withLock { $0.deliver = deliver }
    }

    func submit(_ demand: FetchDemand) {
        recorded.withLock { $0.demands.append(demand) }
    }

    /// Delivers `event` as the source would, to whatever `start` was given.
    func deliver(_ event: FetchEvent) {
        recorded.withLock { $0.deliver }?(event)
    }
}

extension CalendarState {
    /// Applies `intent` and answers each `.filterRegions` it asks for at once, with the
    /// model's own matcher (`RegionPicker.matches`), as the controller does; returns every
    /// effect asked for, those of the answers included.
    @discardableResult
    mutating func applyFiltering(_ intent: CalendarIntent) -> [CalendarEffect] {
        var effects = apply(intent)
        var index = 0
        while index < effects.count {
            if case .filterRegions(let query, let regions) = effects[index] {
                effects += apply(.regionsFiltered(query: query, matches: RegionPicker.matches(of: query, in: regions)))
            }
            index += 1
        }
        return effects
    }
}
