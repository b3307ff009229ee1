import ArgumentParser
import HolidayKit

extension OptionParsing {
    /// A `--weekend` value (`sat,sun`, `fri,sat`, `none`, `1111100`), or an error saying
    /// what to write.
    static func weekend(_ text: String) throws(ValidationError) -> WeekendMask {
        do {
            return try WeekendMask.parse(text)
        } catch {
            throw ValidationError("Invalid --weekend '\(text)': \(error).")
        }
    }
}
