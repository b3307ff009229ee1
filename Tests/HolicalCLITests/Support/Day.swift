import HolidayEngine

/// `2026-02-24` as a date.
func day(_ text: String) -> CivilDate { CivilDate.parse(text)! }
