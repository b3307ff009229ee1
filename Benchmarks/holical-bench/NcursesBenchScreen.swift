import CNcurses
import Glibc
import TUI

/// An ncurses terminal that writes to /dev/null: the real ncurses drawing path, with no
/// terminal attached.
final class NcursesBenchScreen {
    let screen: NcursesScreen
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>

    private init(screen: NcursesScreen, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>) {
        self.screen = screen
        self.output = output
        self.input = input
    }

    static func open(rows: Int, columns: Int) -> NcursesBenchScreen? {
        setlocale(LC_ALL, "C.UTF-8")
        guard let output = fopen("/dev/null", "w"), let input = fopen("/dev/null", "r") else { return nil }
        guard newterm("xterm-256color", output, input) != nil else { return nil }
        resizeterm(Int32(rows), Int32(columns))
        start_color()
        use_default_colors()
        return NcursesBenchScreen(screen: NcursesScreen(usesColor: true), output: output, input: input)
    }

    func close() {
        endwin()
        fclose(output)
        fclose(input)
    }
}
