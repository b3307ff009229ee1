import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

/// The territories, as subdivisions of the United States and as countries of their own:
/// the same rules either way; Puerto Rico in Spanish with its half day.
@Suite("US territories")
struct UnitedStatesTerritoriesTests {
    static let territories = ["AS", "GU", "MP", "PR", "UM", "VI"]

    @Test("Each territory as a country lists what its US subdivision lists, 1950-2100", arguments: territories)
    func countryIsSubdivision(code: String) throws {
        let country = try #require(RegionRegistry.region(code: code))
        let subdivision = try #require(RegionRegistry.region(code: "US-\(code)"))
        #expect(country.known == subdivision.known)
        #expect(country.firstWeekday == .sunday)
        #expect(country.weekend == .saturdaySunday)
        let range = DateRange(years: 1950...2100)
        let mine = country.holidays(in: range).map { "\($0.date) \($0.name) \($0.kind)" }
        let theirs = subdivision.holidays(in: range).map { "\($0.date) \($0.name) \($0.kind)" }
        #expect(mine.count > 1000)
        #expect(mine == theirs)
    }

    @Test("Puerto Rico 2026 exactly, in Spanish; Christmas Eve afternoon a half day")
    func puertoRico2026() throws {
        let puertoRico = try #require(RegionRegistry.region(code: "PR"))
        #expect(puertoRico.languages == ["es", "en"])
        #expect(puertoRico.holidays(year: 2026).map { "\($0.date) \($0.localName)" } == [
            "2026-01-01 Año Nuevo",
            "2026-01-06 Día de Reyes",
            "2026-01-19 Natalicio de Martin Luther King, Jr.",
            "2026-02-16 Natalicio de Jorge Washington, Día de los Presidentes y Día de las Mujeres y Hombres Próceres de Puerto Rico",
            "2026-03-22 Día de la Abolición de la Esclavitud",
            "2026-03-23 Día de la Abolición de la Esclavitud (observado)",
            "2026-04-03 Viernes Santo",
            "2026-05-25 Día de la Recordación",
            "2026-06-19 Juneteenth National Independence Day",
            "2026-07-03 Día de la Independencia de los Estados Unidos (observado)",
            "2026-07-04 Día de la Independencia de los Estados Unidos",
            "2026-07-25 Día de la Constitución del Estado Libre Asociado de Puerto Rico",
            "2026-09-07 Día del Trabajo",
            "2026-10-12 Día de la Raza",
            "2026-11-11 Día del Veterano",
            "2026-11-19 Día de la Puertorriqueñidad",
            "2026-11-26 Día de Acción de Gracias",
            "2026-12-24 Nochebuena (desde el mediodía)",
            "2026-12-25 Día de Navidad",
        ])
        #expect(puertoRico.holidays(on: day("2026-12-24")).map(\.kind) == [.halfDay])
        #expect(puertoRico.dates(of: "Christmas Eve (from 12pm)", year: 2002).isEmpty)
        #expect(puertoRico.kinds == [.public, .halfDay])
    }

    @Test("Puerto Rico: its heroes' days moved to Mondays from 1971 and joined into others from 2015")
    func puertoRicoHistory() throws {
        let puertoRico = try #require(RegionRegistry.region(code: "US-PR"))
        #expect(puertoRico.dates(of: "José de Diego Day", year: 1970) == ["1970-04-16"])
        #expect(puertoRico.dates(of: "José de Diego Day", year: 1971) == ["1971-04-19"])
        #expect(puertoRico.dates(of: "José de Diego Day", year: 2014) == ["2014-04-21"])
        #expect(puertoRico.dates(of: "José de Diego Day", year: 2015).isEmpty)
        // Hostos' birthday, January 11, 1970, was a Sunday: the Monday.
        #expect(puertoRico.dates(of: "Birthday of Eugenio María de Hostos (observed)", year: 1970) == ["1970-01-12"])
        // Barbosa: July 27 until 1970, a Monday 1971-1993, July 27 again 1994-2014.
        #expect(puertoRico.dates(of: "José Celso Barbosa Day", year: 1993) == ["1993-07-26"])
        #expect(puertoRico.dates(of: "José Celso Barbosa Day", year: 1994) == ["1994-07-27"])
        #expect(puertoRico.dates(of: "José Celso Barbosa Day", year: 2015).isEmpty)
        // Día de la Raza: a Monday 1971-1973, October 12 1974-2013, a Monday from 2014.
        #expect(puertoRico.dates(of: "Columbus Day", year: 1973) == ["1973-10-08"])
        #expect(puertoRico.dates(of: "Columbus Day", year: 1974) == ["1974-10-12"])
        #expect(puertoRico.dates(of: "Columbus Day", year: 2013) == ["2013-10-12"])
        #expect(puertoRico.dates(of: "Columbus Day", year: 2014) == ["2014-10-13"])
        // Veterans Day on November 11 throughout, Sunday -> Monday only; no October era.
        #expect(puertoRico.dates(of: "Armistice Day", year: 1975) == ["1975-11-11"])
        #expect(puertoRico.names(on: "2023-11-10").isEmpty)
        #expect(puertoRico.dates(of: "Veterans Day (observed)", year: 2018) == ["2018-11-12"])
        // The federal days keep the federal rule: New Year's Day 2022 observed on Friday.
        #expect(puertoRico.names(on: "2021-12-31") == ["New Year's Day (observed)"])
        #expect(puertoRico.names(on: "1952-07-25") == ["Occupation Day"])
        #expect(puertoRico.names(on: "1953-07-25") == ["Puerto Rico Constitution Day"])
    }

    @Test("The Pacific territories and the Virgin Islands: their own days")
    func otherTerritories() throws {
        let samoa = try #require(RegionRegistry.region(code: "AS"))
        #expect(samoa.localName == "Amerika Sāmoa")
        #expect(samoa.dates(of: "White Sunday", year: 2026) == ["2026-10-11"])
        #expect(samoa.dates(of: "Manu'a Islands Cession Day", year: 1982).isEmpty)
        #expect(samoa.dates(of: "Columbus Day", year: 2026) == ["2026-10-12"])
        let guam = try #require(RegionRegistry.region(code: "GU"))
        #expect(guam.dates(of: "Guam Discovery Day", year: 1969).isEmpty)
        #expect(guam.dates(of: "Guam Discovery Day", year: 1970) == ["1970-03-02"])
        #expect(guam.dates(of: "Lady of Camarin Day", year: 2026) == ["2026-12-08"])
        #expect(guam.dates(of: "Columbus Day", year: 2026).isEmpty)
        let marianas = try #require(RegionRegistry.region(code: "MP"))
        #expect(marianas.known.first == 1978)
        #expect(marianas.holidays(year: 1977).isEmpty)
        #expect(marianas.dates(of: "Election Day", year: 2026) == ["2026-11-03"])
        // Constitution Day, December 8, 2024 was a Sunday.
        #expect(marianas.dates(of: "Constitution Day (observed)", year: 2024) == ["2024-12-09"])
        let islands = try #require(RegionRegistry.region(code: "VI"))
        #expect(islands.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-06 Three Kings Day",
            "2026-01-19 Martin Luther King Jr. Day",
            "2026-02-16 Presidents' Day",
            "2026-03-31 Transfer Day",
            "2026-04-02 Holy Thursday",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-25 Memorial Day",
            "2026-06-19 Juneteenth National Independence Day",
            "2026-07-03 Emancipation Day",
            "2026-07-03 Independence Day (observed)",
            "2026-07-04 Independence Day",
            "2026-09-07 Labor Day",
            "2026-10-12 Columbus Day and Puerto Rico Friendship Day",
            "2026-11-01 Liberty Day",
            "2026-11-11 Veterans Day",
            "2026-11-26 Thanksgiving Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Christmas Second Day",
        ])
        #expect(islands.dates(of: "Presidents' Day", year: 1970) == ["1970-02-22"])
        #expect(islands.dates(of: "Columbus Day and Puerto Rico Friendship Day", year: 1970) == ["1970-10-12"])
        let outlying = try #require(RegionRegistry.region(code: "UM"))
        #expect(outlying.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-19 Martin Luther King Jr. Day",
            "2026-02-16 Washington's Birthday",
            "2026-05-25 Memorial Day",
            "2026-06-19 Juneteenth National Independence Day",
            "2026-07-03 Independence Day (observed)",
            "2026-07-04 Independence Day",
            "2026-09-07 Labor Day",
            "2026-11-11 Veterans Day",
            "2026-11-26 Thanksgiving Day",
            "2026-12-25 Christmas Day",
        ])
    }

    @Test("Every US subdivision python-holidays has is built in: 57")
    func everySubdivision() {
        let codes = Country.unitedStates.subdivisions.map(\.code)
        #expect(codes.count == 57)
        #expect(codes == codes.sorted())
        for code in codes {
            #expect(RegionRegistry.region(code: "US-\(code)") != nil)
        }
    }
}
