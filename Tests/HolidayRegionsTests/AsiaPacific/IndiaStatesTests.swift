import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

/// The southern, eastern and northeastern states and union territories (India+South.swift,
/// India+East.swift, India+Northeast.swift): what each adds to and takes from the central list.
@Suite("India's states: south, east and northeast")
struct IndiaStatesTests {
    let india = RegionRegistry.region(code: "IN")!

    func state(_ code: String) -> Region { RegionRegistry.region(code: "IN-\(code)")! }

    /// `"date name (kind)"` for the public and optional days of `year`.
    func rows(_ region: Region, _ year: Int) -> Set<String> {
        Set(region.holidays(year: year).filter { $0.kind == .public || $0.kind == .optional }
            .map { "\($0.date) \($0.name) (\($0.kind))" })
    }

    /// The state's own days in `year` exactly: what it adds to the central list, and what of
    /// it it takes away.
    func difference(_ code: String, _ year: Int) -> (added: [String], removed: [String]) {
        let own = rows(state(code), year), central = rows(india, year)
        return (own.subtracting(central).sorted(), central.subtracting(own).sorted())
    }

    @Test("Kerala 2026: Onam from 25 August, Mahanavami and Vijayadashami in place of Dussehra, a day late")
    func kerala2026() {
        let (added, removed) = difference("KL", 2026)
        #expect(added == [
            "2026-01-02 Mannam's Birthday (public)",
            "2026-04-02 Maundy Thursday (public)",
            "2026-04-05 Easter Sunday (public)",
            "2026-04-15 Vishu (public)",
            "2026-05-01 May Day (public)",
            "2026-08-25 Onam (public)",
            "2026-08-26 Onam (Day 2) (public)",
            "2026-08-27 Onam (Day 3) (public)",
            "2026-08-28 Onam (Day 4) (public)",
            "2026-09-17 Vishwakarma Puja (optional)",
            "2026-09-21 Shri Narayana Guru's Death Anniversary (public)",
            "2026-10-20 Mahanavami (public)",
            "2026-10-21 Vijayadashami (public)",
        ])
        // The central optional Easter Sunday and Vishu become the state's closed days; the
        // central optional Onam stays on the almanac's 26 August.
        #expect(removed == [
            "2026-04-05 Easter Sunday (optional)",
            "2026-04-15 Vishu (optional)",
            "2026-10-20 Dussehra (public)",
        ])
        #expect(state("KL").holiday("Onam", on: "2026-08-25")?.localName == "ഓണം")
        // In the other years the almanac's days: Thiruvonam 2025 on 5 September.
        #expect(state("KL").dates(of: "Onam (Day 4)", year: 2025) == ["2025-09-08"])
        #expect(state("KL").dates(of: "Vijayadashami", year: 2025) == ["2025-10-02"])
    }

    @Test("Puducherry 2026: Pongal and Kanuma on the list's days, a day after the almanac's")
    func puducherry2026() {
        let (added, removed) = difference("PY", 2026)
        #expect(added == [
            "2026-01-15 Pongal (public)",
            "2026-01-16 Kanuma (optional)",
            "2026-01-16 Saint Joseph Vaz's Day (optional)",
            "2026-01-16 Thiruvalluvar Day (public)",
            "2026-04-14 Tamil New Year (public)",
            "2026-04-15 Vishu (public)",
            "2026-04-16 Vishu (Day 2) (public)",
            "2026-05-01 May Day (public)",
            "2026-08-16 Puducherry De Jure Transfer Day (public)",
            "2026-08-26 Onam (public)",
            "2026-08-27 Onam (Day 2) (public)",
            "2026-09-14 Ganesh Chaturthi (public)",
            "2026-10-19 Ayudha Puja (public)",
            "2026-11-01 Puducherry Liberation Day (public)",
            "2026-11-02 All Souls' Day (optional)",
            "2026-12-08 Feast of Immaculate Conception of Mary (optional)",
        ])
        #expect(removed == ["2026-04-15 Vishu (optional)", "2026-08-26 Onam (optional)"])
        // The central optional Pongal stays on 14 January 2026; in 2025 Pongal is one closed day.
        #expect(state("PY").holiday("Pongal", on: "2026-01-14")?.kind == .optional)
        #expect(state("PY").dates(of: "Pongal", year: 2025) == ["2025-01-14"])
        #expect(state("PY").holiday("Pongal", on: "2025-01-14")?.kind == .public)
    }

    @Test("Tamil Nadu 2025: the Pongal days, Tamil New Year, Ayudha Puja; names in Tamil")
    func tamilNadu2025() {
        let (added, removed) = difference("TN", 2025)
        #expect(added == [
            "2025-01-14 Pongal (public)",
            "2025-01-15 Thiruvalluvar Day (public)",
            "2025-01-16 Uzhavar Thirunal (public)",
            "2025-04-14 Tamil New Year (public)",
            "2025-05-01 May Day (public)",
            "2025-08-27 Ganesh Chaturthi (public)",
            "2025-10-01 Ayudha Puja (public)",
        ])
        #expect(removed == ["2025-01-14 Pongal (optional)"])
        #expect(state("TN").holiday("Pongal", on: "2025-01-14")?.localName == "பொங்கல்")
        // The central list names Ganesh Chaturthi so in 2023: one row, the state's closed day.
        #expect(state("TN").holidays(on: day("2023-09-19")).filter { $0.name == "Ganesh Chaturthi" }.map(\.kind) == [.public])
    }

    @Test("West Bengal 2026: the Durga Puja days in place of Dussehra, Kali Puja, Bhai Phonta")
    func westBengal2026() {
        let (added, removed) = difference("WB", 2026)
        #expect(added == [
            "2026-01-12 Swami Vivekananda's Birthday (public)",
            "2026-01-23 Netaji Subhas Chandra Bose's Birthday (public)",
            "2026-04-15 Bengali New Year (public)",
            "2026-05-01 May Day (public)",
            "2026-05-09 Rabindranath Tagore's Birthday (public)",
            "2026-10-10 Mahalaya (public)",
            "2026-10-18 Mahasaptami (public)",
            "2026-10-19 Mahashtami (public)",
            "2026-10-20 Mahanavami (public)",
            "2026-10-21 Vijayadashami (public)",
            "2026-11-08 Kali Puja (public)",
            "2026-11-11 Bhai Duj (public)",
            "2026-11-15 Birsa Munda's Birthday (public)",
            "2026-11-15 Chhath Puja (public)",
        ])
        #expect(removed == ["2026-10-20 Dussehra (public)", "2026-11-11 Bhai Duj (optional)"])
        #expect(state("WB").holiday("Kali Puja", on: "2026-11-08")?.localName == "কালীপূজা")
        // 25 Boishakh: 8 May in a leap year.
        #expect(state("WB").dates(of: "Rabindranath Tagore's Birthday", year: 2024) == ["2024-05-08"])
    }

    @Test("Odisha: Ram Navami on 27 March 2026, a day after the central list's; the central day otherwise")
    func odisha() {
        #expect(difference("OD", 2026) == (["2026-03-27 Ram Navami (public)"], ["2026-03-26 Ram Navami (public)"]))
        #expect(difference("OD", 2025).added.isEmpty)
        #expect(difference("OD", 2025).removed.isEmpty)
    }

    @Test("Assam 2023: Magh Bihu's second day, the three days of Bahag Bihu; Wangala on 7 November 2025")
    func assam() {
        let (added, removed) = difference("AS", 2023)
        #expect(added == [
            "2023-01-15 Magh Bihu (public)",
            "2023-01-16 Magh Bihu (public)",
            "2023-01-17 Silpi Divas (optional)",
            "2023-01-23 Netaji Subhas Chandra Bose's Birthday (public)",
            "2023-04-14 Bahag Bihu (public)",
            "2023-04-15 Bahag Bihu (public)",
            "2023-04-16 Bahag Bihu (public)",
            "2023-04-18 Gurudev Kalicharan Brahma's Birthday (optional)",
            "2023-05-01 May Day (public)",
            "2023-06-20 Bishnu Prasad Rabha's Death Anniversary (optional)",
            "2023-11-01 Kut (optional)",
            "2023-11-10 Wangala Festival (optional)",
            "2023-12-10 Martyrs' Day (optional)",
        ])
        #expect(removed == ["2023-04-15 Bahag Bihu (optional)"])
        #expect(state("AS").dates(of: "Wangala Festival", year: 2025) == ["2025-11-07"])
        #expect(state("AS").dates(of: "Wangala Festival", year: 2024) == ["2024-11-08"])
        // A leap year: the Bahag Bihu days a day earlier.
        #expect(state("AS").dates(of: "Bahag Bihu", year: 2024) == ["2024-04-13", "2024-04-14", "2024-04-15"])
    }

    @Test("Tripura 2024: Garia Puja on 7 Boishakh (20 April in a leap year), Kharchi and Ker Puja")
    func tripura2024() {
        #expect(difference("TR", 2024).added == [
            "2024-01-23 Netaji Subhas Chandra Bose's Birthday (public)",
            "2024-04-14 Bengali New Year (public)",
            "2024-04-20 Garia Puja (public)",
            "2024-07-14 Kharchi Puja (public)",
            "2024-08-03 Ker Puja (public)",
            "2024-08-19 Maharaja Bir Bikram Kishore Manikya Bahadur's Birthday (public)",
            "2024-10-10 Mahasaptami (public)",
            "2024-10-11 Mahashtami (public)",
        ])
        #expect(state("TR").dates(of: "Garia Puja", year: 2025) == ["2025-04-21"])
    }

    @Test("Sikkim 2025: the Losars, State Day; Nepali Bhasa Manyata Diwas from 1992 (a judged divergence)")
    func sikkim() {
        let (added, removed) = difference("SK", 2025)
        #expect(added == [
            "2025-01-14 Makar Sankranti (public)",
            "2025-01-30 Sonam Lochhar (public)",
            "2025-02-26 Akhil Sikkim Khas Chettri Bahun Kalyan Sangh's Foundation Day (public)",
            "2025-05-01 May Day (optional)",
            "2025-05-16 Sikkim State Day (public)",
            "2025-05-29 Late Tenzing Norgay Sherpa's Birthday (optional)",
            "2025-07-06 The Dalai Lama's Birthday (optional)",
            "2025-07-13 Bhanu's Birthday (public)",
            "2025-07-27 Drivers' Day (optional)",
            "2025-08-20 Nepali Bhasa Manyata Day (public)",
            "2025-08-26 Hartalika Teej (public)",
            "2025-10-05 Late Nar Bahadur Bhandari's Birthday (public)",
            "2025-10-28 Chhath Puja (optional)",
            "2025-11-23 Satya Sai Baba of Puttaparthi's Birthday (optional)",
            "2025-12-30 Tamu Lochhar (public)",
        ])
        #expect(removed == ["2025-01-14 Makar Sankranti (optional)"])
        // Nepali joined the Eighth Schedule on 20 August 1992 (Constitution (Seventy-first
        // Amendment) Act); python-holidays 0.108 has the day in every year.
        #expect(state("SK").dates(of: "Nepali Bhasa Manyata Day", year: 1992) == ["1992-08-20"])
        #expect(state("SK").dates(of: "Nepali Bhasa Manyata Day", year: 1991).isEmpty)
    }

    @Test("Telangana and Andhra Pradesh: optional days; Shab-I-Miraj and Eid-e-Ghadeer where python-holidays keeps Umm al-Qura's day plus one")
    func telanganaAndAndhra() {
        #expect(difference("TS", 2025) == ([
            "2025-01-15 Kanuma (optional)",
            "2025-01-28 Shab-I-Miraj (optional)",
            "2025-06-15 Eid-e-Ghadeer (optional)",
            "2025-08-08 Varalakshmi Vratam (optional)",
        ], []))
        #expect(state("AP").dates(of: "Shab-I-Miraj", year: 2024) == ["2024-02-09"])
        #expect(state("AP").dates(of: "Eid-e-Ghadeer", year: 2026) == ["2026-06-05"])
        #expect(state("AP").dates(of: "Boxing Day", year: 2025) == ["2025-12-26"])
    }

    @Test("Karnataka: Kannada Rajyotsava from 1957 (a judged divergence), Makar Sankranti and Ugadi its closed days")
    func karnataka() {
        // The Government of Karnataka's general holiday lists (2017, 2024) have it;
        // python-holidays 0.108 does not.
        #expect(state("KA").holiday("Kannada Rajyotsava", on: "2024-11-01")?.localName == "ಕನ್ನಡ ರಾಜ್ಯೋತ್ಸವ")
        #expect(state("KA").dates(of: "Kannada Rajyotsava", year: 1957) == ["1957-11-01"])
        #expect(state("KA").dates(of: "Kannada Rajyotsava", year: 1956).isEmpty)
        #expect(india.dates(of: "Kannada Rajyotsava", year: 2024).isEmpty)
        #expect(state("KA").holidays(on: day("2025-01-14")).filter { $0.name == "Makar Sankranti" }.map(\.kind) == [.public])
        #expect(state("KA").holidays(on: day("2025-03-30")).filter { $0.name == "Ugadi" }.map(\.kind) == [.public])
    }

    @Test("Each state's first known year: its creation where later than 1950")
    func firstYears() {
        let first: [String: Int] = [
            "AN": 1950, "AP": 1956, "KA": 1956, "KL": 1956, "LD": 1956, "PY": 1963, "TN": 1950, "TS": 2014,
            "BR": 1950, "JH": 2000, "OD": 1950, "WB": 1950,
            "AR": 1987, "AS": 1950, "ML": 1972, "MN": 1972, "MZ": 1987, "NL": 1963, "SK": 1975, "TR": 1972,
        ]
        for (code, year) in first {
            #expect(!state(code).holidays(year: year).isEmpty, "IN-\(code) \(year)")
            #expect(state(code).holidays(year: year - 1).isEmpty, "IN-\(code) \(year - 1)")
        }
    }

    @Test("Mizoram: Remna Ni and the Christmas days; Christmas Eve a closed day in place of the central optional one")
    func mizoram() {
        let (added, removed) = difference("MZ", 2025)
        #expect(added.contains("2025-06-30 Remna Ni (public)"))
        #expect(added.contains("2025-12-24 Christmas Eve (public)"))
        #expect(added.contains("2025-12-28 Post Christmas (Day 4) (optional)"))
        #expect(removed == ["2025-12-24 Christmas Eve (optional)"])
    }
}
