import CalendarModel
import HolidayFetch
import Synchronization
import TUI

/// Key presses from intent to drawn frame, on the app's road: through a controller on the
/// rule engine, the source's answers handed back before the frame is drawn, as the event
/// loop does with its mailbox.
enum KeyPresses {
    /// The sorted time of each of `repetitions` presses of `keys` in turn, each with its frame.
    static func samples(
        from state: CalendarState, keys: [Key], repetitions: Int, renderer: FrameRenderer, screen: MemoryScreen
    ) -> [UInt64] {
        let controller = CalendarController(state: state, source: RuleEngineSource(), services: .unanswered)
        let answers = Mutex<[CalendarIntent]>([])
        controller.start { intent in answers.withLock { $0.append(intent) } }
        var index = 0
        return Measure.samples(repetitions: repetitions) {
            controller.handle(.key(keys[index % keys.count]))
            let pending = answers.withLock { pending -> [CalendarIntent] in
                guard !pending.isEmpty else { return [] }
                defer { pending = [] }
                return pending
            }
            for answer in pending { controller.handle(answer) }
            renderer.draw(controller.state, on: screen)
            index += 1
        }
    }
}

extension CalendarServices {
    /// Services that answer as for a region holical's rules do not know: the key benchmarks
    /// measure the controller and the frame, not the computations behind the effects.
    static let unanswered = CalendarServices(
        countBusinessDays: { _, _, _ in nil }, listRegions: { [] }, describeRegion: { _ in nil },
        findBridges: { _, _ in nil }, lookUpHolidays: { _, _, _ in nil }, searchHolidays: { _ in .noRules },
        lookUpEvents: { _, _, _ in .failed("no calendar") })
}
