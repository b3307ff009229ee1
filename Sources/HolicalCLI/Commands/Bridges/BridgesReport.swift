import HolidayEngine
import TerminalText

/// What `holical bridges` prints, computed once and written in each format.
struct BridgesReport {
    let region: Region
    let days: DaysOff
    /// The stretches listed.
    let stretches: [Stretch]
    /// The bridges, best first.
    let bridges: [Bridge]
    /// The plan, with `--leave`.
    let plan: LeavePlan?
    let language: NameLanguage

    /// The weekend in force on 1 January, as `sat,sun`.
    var weekend: WeekendMask {
        region.weekend.mask(on: CivilDate(year: days.year, month: 1, day: 1) ?? days.first)
    }

    /// A holiday's name in `language`, cleaned for a terminal (your own holidays come from a
    /// file).
    func name(of holiday: Holiday) -> String {
        TerminalSafeText.clean(language.name(of: holiday), limit: 200)
    }

    /// The names of the holidays in `stretch`, one per name (a holiday and its observed day
    /// share one), joined for one cell.
    func names(in stretch: Stretch) -> String {
        var seen: Set<String> = []
        return stretch.holidays.map(name(of:)).filter { seen.insert($0).inserted }.joined(separator: "; ")
    }
}
