import HolidayEngine

// Bouvet Island (Bouvetøya): a Norwegian dependency in the South Atlantic (lov 27. februar
// 1930 om Bouvet-øya, Peter I øy og Dronning Maud Land m.m.), a nature reserve with no people
// and no station kept the year round. No holidays are kept there: the list is empty, as
// python-holidays 0.108 has it. A visiting Norwegian expedition keeps Norway's days (NO).

extension Country {
    /// Bouvet Island: uninhabited, no holidays.
    public static let bouvetIsland = Country(
        "BV", "Bouvet Island", local: "Bouvetøya", languages: ["nb"], firstWeekday: .monday, known: .from(1950),
        kinds: [], sources: "Lov 27. februar 1930 om Bouvet-øya, Peter I øy og Dronning Maud Land m.m. (a dependency "
            + "without inhabitants)",
        rules: { [] })
}
