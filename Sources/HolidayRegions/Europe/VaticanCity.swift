import HolidayEngine

// Vatican City: the holidays of the Governorate's staff (Regolamento generale del personale
// del Governatorato dello Stato della Città del Vaticano, art. on holidays), which follow the
// holy days of obligation of the Code of Canon Law (1917 Code can. 1247; 1983 Code can.
// 1246) and add the Easter and Christmas octave days, the days around the Assumption, the
// foundation of the state (the Lateran Treaty of 11 February 1929) and two days of the
// reigning pope: his name day and the anniversary of his election. The Governorate's printed
// calendars (2020-2025) confirm the list. No substitute days.
//
// The pope's days change with each pontificate; a year in which none reigned on the date
// has none (2005, between John Paul II and Benedict XVI).

extension Country {
    /// Vatican City: public holidays, known from 1950.
    public static let vaticanCity = Country(
        "VA", "Vatican City", local: "Città del Vaticano", languages: ["it"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [.public], sources: "Regolamento generale del personale del Governatorato; Codex Iuris Canonici "
            + "(1917) can. 1247, (1983) can. 1246; Governorate calendars 2020-2025",
        rules: { vaticanHolidays + papalDays })

    /// The holidays of every year, in the order of the year.
    private static let vaticanHolidays: [HolidayRule] = [
        HolidayRule(
            "Solemnity of Mary, Mother of God", local: "Solennità di Maria Santissima Madre di Dio",
            on: .fixed(month: 1, day: 1)),
        HolidayRule("Epiphany", local: "Epifania del Signore", on: .fixed(month: 1, day: 6)),
        HolidayRule(
            "Anniversary of the Foundation of Vatican City",
            local: "Anniversario della istituzione dello Stato della Città del Vaticano",
            on: .fixed(month: 2, day: 11)),
        HolidayRule("Saint Joseph's Day", local: "San Giuseppe", on: .fixed(month: 3, day: 19)),
        HolidayRule("Maundy Thursday", local: "Giovedì Santo", on: .easter(-3)),
        HolidayRule("Good Friday", local: "Venerdì Santo", on: .easter(-2)),
        HolidayRule("Holy Saturday", local: "Sabato Santo", on: .easter(-1)),
        HolidayRule("Easter Sunday", local: "Pasqua di Resurrezione", on: .easter(0)),
        HolidayRule("Easter Monday", local: "Lunedì dell'Angelo", on: .easter(1)),
        HolidayRule("Easter Tuesday", local: "Martedì in Albis", on: .easter(2)),
        // Instituted by Pius XII in 1955.
        HolidayRule(
            "Saint Joseph the Worker's Day", local: "San Giuseppe Artigiano", on: .fixed(month: 5, day: 1),
            years: .from(1955)),
        HolidayRule("Ascension Day", local: "Ascensione del Signore", on: .easter(39)),
        HolidayRule("Solemnity of Pentecost", local: "Solennità della Pentecoste", on: .easter(49)),
        HolidayRule("Solemnity of Holy Trinity", local: "Solennità della Santissima Trinità", on: .easter(56)),
        HolidayRule("Corpus Domini", local: "Corpus Domini", on: .easter(60)),
        HolidayRule("Saints Peter and Paul's Day", local: "Santi Pietro e Paolo", on: .fixed(month: 6, day: 29)),
        HolidayRule(
            "Day Before Assumption of Mary", local: "Vigilia dell'Assunzione di Maria Santissima",
            on: .fixed(month: 8, day: 14)),
        HolidayRule("Assumption of Mary Day", local: "Assunzione di Maria Santissima", on: .fixed(month: 8, day: 15)),
        HolidayRule(
            "Day After Assumption of Mary", local: "Giorno Successivo all'Assunzione di Maria Santissima",
            on: .fixed(month: 8, day: 16)),
        HolidayRule("All Saints' Day", local: "Tutti i Santi", on: .fixed(month: 11, day: 1)),
        HolidayRule("All Souls' Day", local: "Tutti i Fedeli Defunti", on: .fixed(month: 11, day: 2)),
        HolidayRule("Immaculate Conception", local: "Immacolata Concezione", on: .fixed(month: 12, day: 8)),
        HolidayRule("Christmas Eve", local: "Vigilia di Natale", on: .fixed(month: 12, day: 24)),
        HolidayRule("Christmas Day", local: "Natale", on: .fixed(month: 12, day: 25)),
        HolidayRule("Saint Stephen's Day", local: "Santo Stefano", on: .fixed(month: 12, day: 26)),
        HolidayRule("Saint John the Evangelist's Day", local: "San Giovanni", on: .fixed(month: 12, day: 27)),
        HolidayRule("Last Day of the Year", local: "Ultimo giorno dell'anno", on: .fixed(month: 12, day: 31)),
    ]

    /// The reigning pope's name day, on his patron saint's feast. This and `electionDay` are
    /// the Holy See's own: one holiday that each pontificate dates anew.
    private static func nameDay(_ month: Int, _ day: Int, _ years: YearSet) -> HolidayRule {
        HolidayRule(
            "Name Day of the Holy Father", local: "Onomastico del Santo Padre",
            on: .fixed(month: month, day: day), years: years)
    }

    /// The anniversary of the reigning pope's election, from the year after it.
    private static func electionDay(_ month: Int, _ day: Int, _ years: YearSet) -> HolidayRule {
        HolidayRule(
            "Anniversary of the Election of the Holy Father", local: "Anniversario dell'Elezione del Santo Padre",
            on: .fixed(month: month, day: day), years: years)
    }

    /// Each pope's two days, by pontificate.
    private static let papalDays: [HolidayRule] = [
        // Pius XII, elected 2 March 1939, died 9 October 1958.
        electionDay(3, 2, YearSet(1940, 1958)),
        // John XXIII, elected 28 October 1958, died 3 June 1963.
        electionDay(10, 28, YearSet(1959, 1962)),
        // Paul VI, elected 21 June 1963, died 6 August 1978.
        electionDay(6, 21, YearSet(1964, 1978)),
        // John Paul II, elected 16 October 1978, died 2 April 2005: Saint Charles Borromeo.
        nameDay(11, 4, YearSet(1978, 2004)),
        electionDay(10, 16, YearSet(1979, 2004)),
        // Benedict XVI, elected 19 April 2005, resigned 28 February 2013: Saint Joseph.
        nameDay(3, 19, YearSet(2006, 2012)),
        electionDay(4, 19, YearSet(2006, 2012)),
        // Francis, elected 13 March 2013, died 21 April 2025: Saint George. The 2025 calendar,
        // printed in his pontificate, keeps his name day.
        nameDay(4, 23, YearSet(2013, 2025)),
        electionDay(3, 13, YearSet(2014, 2025)),
        // Leo XIV, elected 8 May 2025: Saint Robert Bellarmine.
        nameDay(9, 17, .from(2025)),
        electionDay(5, 8, .from(2026)),
    ]
}
