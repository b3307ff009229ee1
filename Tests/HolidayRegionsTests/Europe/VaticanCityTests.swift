import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Vatican City: holy days, the state's day and the pope's days")
struct VaticanCityTests {
    let vatican = RegionRegistry.region(code: "VA")!

    @Test("2026 exactly: Leo XIV's name day and first election anniversary")
    func year2026() {
        #expect(vatican.lines(year: 2026) == [
            "2026-01-01 Solemnity of Mary, Mother of God",
            "2026-01-06 Epiphany",
            "2026-02-11 Anniversary of the Foundation of Vatican City",
            "2026-03-19 Saint Joseph's Day",
            "2026-04-02 Maundy Thursday",
            "2026-04-03 Good Friday",
            "2026-04-04 Holy Saturday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-04-07 Easter Tuesday",
            "2026-05-01 Saint Joseph the Worker's Day",
            "2026-05-08 Anniversary of the Election of the Holy Father",
            "2026-05-14 Ascension Day",
            "2026-05-24 Solemnity of Pentecost",
            "2026-05-31 Solemnity of Holy Trinity",
            "2026-06-04 Corpus Domini",
            "2026-06-29 Saints Peter and Paul's Day",
            "2026-08-14 Day Before Assumption of Mary",
            "2026-08-15 Assumption of Mary Day",
            "2026-08-16 Day After Assumption of Mary",
            "2026-09-17 Name Day of the Holy Father",
            "2026-11-01 All Saints' Day",
            "2026-11-02 All Souls' Day",
            "2026-12-08 Immaculate Conception",
            "2026-12-24 Christmas Eve",
            "2026-12-25 Christmas Day",
            "2026-12-26 Saint Stephen's Day",
            "2026-12-27 Saint John the Evangelist's Day",
            "2026-12-31 Last Day of the Year",
        ])
        #expect(vatican.holiday("Holy Saturday", on: "2026-04-04")?.localName == "Sabato Santo")
    }

    @Test("The pope's days follow the pontificates")
    func papalDays() {
        let election = "Anniversary of the Election of the Holy Father"
        let nameDay = "Name Day of the Holy Father"
        #expect(vatican.dates(of: election, year: 1958) == ["1958-03-02"])
        #expect(vatican.dates(of: election, year: 1959) == ["1959-10-28"])
        #expect(vatican.dates(of: election, year: 1963).isEmpty)
        #expect(vatican.dates(of: election, year: 1964) == ["1964-06-21"])
        #expect(vatican.dates(of: election, year: 1978) == ["1978-06-21"])
        #expect(vatican.dates(of: nameDay, year: 1978) == ["1978-11-04"])
        #expect(vatican.dates(of: election, year: 1979) == ["1979-10-16"])
        // 2005: John Paul II died in April, Benedict XVI was elected that month.
        #expect(vatican.dates(of: election, year: 2005).isEmpty)
        #expect(vatican.dates(of: nameDay, year: 2005).isEmpty)
        #expect(vatican.dates(of: nameDay, year: 2012) == ["2012-03-19"])
        #expect(vatican.dates(of: nameDay, year: 2013) == ["2013-04-23"])
        #expect(vatican.dates(of: election, year: 2013).isEmpty)
        #expect(vatican.dates(of: election, year: 2025) == ["2025-03-13"])
        #expect(vatican.dates(of: nameDay, year: 2025) == ["2025-04-23", "2025-09-17"])
    }

    @Test("Saint Joseph the Worker from 1955")
    func josephTheWorker() {
        #expect(vatican.names(on: "1954-05-01").isEmpty)
        #expect(vatican.names(on: "1955-05-01") == ["Saint Joseph the Worker's Day"])
    }
}
