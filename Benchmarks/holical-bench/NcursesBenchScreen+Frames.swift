import CalendarModel
import TUI

extension NcursesBenchScreen {
    /// The sorted times of `repetitions` frames of `state` drawn and refreshed through
    /// ncurses, the selection moving back and forth a day so every frame has changes to send.
    func flippingFrames(of state: CalendarState, repetitions: Int, renderer: FrameRenderer) -> [UInt64] {
        var flip = state
        return Measure.samples(repetitions: repetitions) {
            flip.apply(.moveDays(flip.selection.day % 2 == 0 ? 1 : -1))
            renderer.draw(flip, on: screen)
            screen.present()
        }
    }
}
