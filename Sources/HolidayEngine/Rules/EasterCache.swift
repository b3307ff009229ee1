/// Easter Sunday of one year, computed at most once per computus.
struct EasterCache {
    private var year = Int.min
    private var gregorian: Int?
    private var julian: Int?

    mutating func dayNumber(_ computus: Computus, _ year: Int) -> Int {
        if year != self.year {
            self.year = year
            gregorian = nil
            julian = nil
        }
        switch computus {
        case .gregorian:
            if let gregorian { return gregorian }
            let value = computus.easterDayNumber(in: year)
            gregorian = value
            return value
        case .julian:
            if let julian { return julian }
            let value = computus.easterDayNumber(in: year)
            julian = value
            return value
        }
    }
}
