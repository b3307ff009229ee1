import HolidayFetchCore
import HolidayEngine
import Synchronization

/// A remote source with your days off added to its answers (docs/custom-holidays.md): a
/// provider knows nothing of them, so each answer for a region gains the days of yours
/// that count there, from the rules of your holidays files.
final class PersonalDaysSource: HolidaySource {
    private let inner: any HolidaySource
    private let file: HolidaysFile
    /// Per region code, a region of your days off alone, so its rules compile once.
    private let regions = Mutex<[String: Region]>([:])

    var name: String { inner.name }

    /// `inner` with the days off of `file` added.
    init(_ inner: any HolidaySource, file: HolidaysFile) {
        self.inner = inner
        self.file = file
    }

    func start(delivering deliver: @escaping @Sendable (FetchEvent) -> Void) {
        inner.start { [self] event in deliver(adding(to: event)) }
    }

    func submit(_ demand: FetchDemand) {
        inner.submit(demand)
    }

    /// `event` with your days off in its range, when it is an answer.
    func adding(to event: FetchEvent) -> FetchEvent {
        guard case .answered(let code, let range, let holidays) = event else { return event }
        let region = regions.withLock { regions in
            if let region = regions[code] { return region }
            let region = Region(code: code, name: code, rules: file.rules(for: code))
            regions[code] = region
            return region
        }
        let mine = region.holidays(in: range)
        return mine.isEmpty ? event : .answered(region: code, range: range, holidays: holidays + mine)
    }
}
