import ArgumentParser
import HolidayEngine
import TerminalText

/// Which name of a holiday a person reads: English or the region's own language.
enum NameLanguage: String, CaseIterable, ExpressibleByArgument, Sendable {
    case en, local

    /// The holiday's name in this language.
    func name(of holiday: Holiday) -> String {
        self == .en ? holiday.name : holiday.localName
    }

    /// The names a command takes its `--language` (also spelled `--lang`) for.
    static let optionNames: NameSpecification = [.customLong("language"), .customLong("lang")]
}

/// What `list --language` asks for: `en` (English names), `local` (the region's own: the
/// locale's language where the region has it, else its main one), or a language code (`de`:
/// local names in German where the region has German, else in its main language).
struct LanguageChoice: Sendable, Equatable {
    /// The names shown.
    let names: NameLanguage
    /// The language of local names, when a code was given.
    let code: String?

    /// English names.
    static let english = LanguageChoice(names: .en, code: nil)

    /// `en`, `local`, or a language code, or an error saying what it takes.
    static func parse(_ text: String) throws(ValidationError) -> LanguageChoice {
        switch text.lowercased() {
        case "en": return .english
        case "local": return LanguageChoice(names: .local, code: nil)
        default:
            guard let code = try? OptionParsing.language(text) else {
                throw ValidationError(
                    "'\(TerminalSafeText.clean(text, limit: 20))' is not a language: write en, local, or a code (de, fr, it, ...).")
            }
            return LanguageChoice(names: .local, code: code)
        }
    }
}
