import ArgumentParser
import HolidayEngine

/// Which name of a holiday a person reads: English or the region's own language.
enum NameLanguage: String, CaseIterable, ExpressibleByArgument, Sendable {
    case en, local

    /// The holiday's name in this language.
    func name(of holiday: Holiday) -> String {
        self == .en ? holiday.name : holiday.localName
    }
}
