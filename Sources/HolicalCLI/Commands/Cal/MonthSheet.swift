import HolidayEngine
import TerminalText
import TUI

/// Months laid out as `cal` lays them, in cells of three columns: the day's number and a
/// mark (`*` a day off, `+` another holiday), so that a month is 21 columns wide and the
/// marks read without colour.
struct MonthSheet {
    let firstWeekday: Weekday
    let names: DateNames
    /// The holidays of every day printed, by date.
    let holidays: [Holiday]
    /// The day shown reversed, on a terminal with colour; nil elsewhere.
    let today: CivilDate?
    let colours: Bool

    /// The columns of one month.
    static let width = 21
    /// Between two months side by side.
    static let gap = "  "

    /// Months side by side (one, or three for `-3`), each a title, a weekday row and six weeks.
    func appendMonths(_ months: [YearMonth], into out: inout OutputBuffer) {
        appendRow(months, titles: months.map { "\(names.name(of: $0)) \($0.year)" }, into: &out)
    }

    /// A year, three months a row under the year's number, as `cal -y`.
    func appendYear(_ year: Int, into out: inout OutputBuffer) {
        let rowWidth = Self.width * 3 + Self.gap.count * 2
        out.append(centred("\(year)", width: rowWidth).trimmedEnd + "\n\n")
        for first in stride(from: 1, through: 10, by: 3) {
            let months = (first..<first + 3).map { YearMonth(year: year, month: $0)! }
            appendRow(months, titles: months.map { names.name(of: $0) }, into: &out)
            if first < 10 { out.append("\n") }
        }
    }

    /// The holidays printed, beneath the grid: date, mark, (region,) name.
    func appendList(_ holidays: [Holiday], regions: [Region], language: NameLanguage, into out: inout OutputBuffer) {
        guard !holidays.isEmpty else { return }
        out.append("\n")
        let withRegion = regions.count > 1
        for holiday in holidays {
            var line = "\(holiday.date) \(holiday.kind.isDayOff ? "*" : "+") "
            if withRegion { line += TerminalSafeText.clean(holiday.region, limit: 20) + " " }
            line += TerminalSafeText.clean(language.name(of: holiday), limit: 80)
            out.append(line + "\n")
        }
    }

    private func appendRow(_ months: [YearMonth], titles: [String], into out: inout OutputBuffer) {
        out.append(titles.map { centred($0, width: Self.width) }.joined(separator: Self.gap).trimmedEnd + "\n")
        let header = Weekday.week(startingOn: firstWeekday)
            .map { names.weekday($0, width: 2).padded(toWidth: 2) + " " }.joined()
        out.append(Array(repeating: header, count: months.count).joined(separator: Self.gap).trimmedEnd + "\n")
        let grids = months.map { MonthGrid(month: $0, firstWeekday: firstWeekday) }
        for week in 0..<MonthGrid.weeks {
            let line = grids.map { grid in
                (0..<7).map { cell(grid.date(week: week, column: $0), in: grid.month) }.joined()
            }.joined(separator: Self.gap)
            out.append(line.trimmedEnd + "\n")
        }
    }

    /// A day's three columns: blank outside its month.
    private func cell(_ date: CivilDate, in month: YearMonth) -> String {
        guard date.year == month.year, date.month == month.month else { return "   " }
        let number = date.day < 10 ? " \(date.day)" : "\(date.day)"
        let kinds = holidays.lazy.filter { $0.date == date }.map(\.kind)
        let dayOff = kinds.contains { $0.isDayOff }
        let mark = dayOff ? "*" : kinds.isEmpty ? " " : "+"
        guard colours else { return number + mark }
        // Bold red for a day off, reversed for today: ECMA-48 SGR, reset after each day.
        var styles: [String] = []
        if dayOff { styles.append("1;31") }
        if date == today { styles.append("7") }
        return styles.isEmpty ? number + mark : "\u{1B}[\(styles.joined(separator: ";"))m\(number)\u{1B}[0m\(mark)"
    }

    private func centred(_ text: String, width: Int) -> String {
        let cut = text.truncated(toWidth: width)
        let left = (width - cut.displayWidth) / 2
        return String(repeating: " ", count: left) + cut.padded(toWidth: width - left)
    }
}

extension String {
    /// Without the spaces at its end, as `cal` leaves none.
    fileprivate var trimmedEnd: String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
