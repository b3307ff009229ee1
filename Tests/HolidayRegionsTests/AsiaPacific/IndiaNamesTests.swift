import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

/// The central government's days as each state names them (India+Names.swift): in the state's
/// own language where a name is known, in English where none is, in Hindi in the Hindi-speaking
/// states; the state's own days keep their own names.
@Suite("India's national days in each state's language")
struct IndiaNamesTests {
    let india = RegionRegistry.region(code: "IN")!

    func state(_ code: String) -> Region { RegionRegistry.region(code: "IN-\(code)")! }

    /// Whether `text` has a letter of the Devanagari block (Hindi, Marathi, Nepali, Konkani).
    static func hasDevanagari(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x0900...0x097F).contains($0.value) }
    }

    @Test("Republic Day in the state's language: Tamil in Tamil Nadu, Bengali in West Bengal, Hindi in Uttar Pradesh", arguments: [
        ("TN", "குடியரசு நாள்"), ("PY", "குடியரசு நாள்"),
        ("WB", "প্রজাতন্ত্র দিবস"), ("TR", "প্রজাতন্ত্র দিবস"),
        ("KA", "ಗಣರಾಜ್ಯೋತ್ಸವ"),
        ("KL", "റിപ്പബ്ലിക് ദിനം"), ("LD", "റിപ്പബ്ലിക് ദിനം"),
        ("AP", "గణతంత్ర దినోత్సవం"), ("TS", "గణతంత్ర దినోత్సవం"),
        ("GJ", "પ્રજાસત્તાક દિવસ"), ("DH", "પ્રજાસત્તાક દિવસ"),
        ("MH", "प्रजासत्ताक दिन"),
        ("PB", "ਗਣਤੰਤਰ ਦਿਵਸ"), ("CH", "ਗਣਤੰਤਰ ਦਿਵਸ"),
        ("UP", "गणतंत्र दिवस"), ("BR", "गणतंत्र दिवस"), ("DL", "गणतंत्र दिवस"), ("RJ", "गणतंत्र दिवस"),
        ("MP", "गणतंत्र दिवस"), ("HR", "गणतंत्र दिवस"),
    ])
    func republicDay(code: String, local: String) {
        #expect(state(code).holiday("Republic Day", on: "2026-01-26")?.localName == local)
    }

    @Test("The Islamic days, the festivals and the restricted list are named in the state's language too")
    func otherNationalDays() {
        let tn = state("TN")
        #expect(tn.holiday("Id-ul-Fitr", on: "2026-03-21")?.localName == "ஈத் உல்-பித்ர்")
        #expect(tn.holiday("Jamat-Ul-Vida", on: "2026-03-20")?.localName == "ஜமாத்-உல்-விடா")
        #expect(tn.holiday("Independence Day", on: "2026-08-15")?.localName == "சுதந்திர தினம்")
        #expect(tn.holiday("Diwali (Deepavali)", on: "2026-11-08")?.localName == "தீபாவளி")
        #expect(state("WB").holiday("Id-ul-Fitr", on: "2026-03-21")?.localName == "ঈদ-উল-ফিতর")
        #expect(state("KA").holiday("Diwali (Deepavali)", on: "2026-11-08")?.localName == "ದೀಪಾವಳಿ")
        #expect(state("MH").holiday("Id-ul-Fitr", on: "2026-03-21")?.localName == "रमझान ईद (ईद-उल-फितर)")
        #expect(state("PB").holiday("Christmas", on: "2026-12-25")?.localName == "ਕ੍ਰਿਸਮਿਸ ਦਿਵਸ")
        #expect(india.holiday("Christmas", on: "2026-12-25")?.localName == "क्रिसमस")
    }

    @Test("No name in the state's language (Odia, Assamese, Meitei, Mizo, Nepali, Konkani): English, not Hindi", arguments: [
        "OD", "AS", "MN", "MZ", "SK", "GA",
    ])
    func englishWithoutSource(code: String) {
        let region = state(code)
        #expect(region.holiday("Republic Day", on: "2026-01-26")?.localName == "Republic Day")
        // Not one national day of the year keeps its Hindi name there.
        let hindi = Dictionary(
            india.holidays(year: 2026).map { ("\($0.date) \($0.name)", $0.localName) }, uniquingKeysWith: { first, _ in first })
        let inHindi = region.holidays(year: 2026).filter { hindi["\($0.date) \($0.name)"] == $0.localName }
        #expect(inHindi.isEmpty, "\(code): \(inHindi.map { "\($0.date) \($0.localName)" })")
    }

    @Test("Outside the Devanagari states no holiday of 2026 is named in Devanagari", arguments: [
        "TN", "PY", "WB", "TR", "KA", "KL", "LD", "AP", "TS", "GJ", "DH", "PB", "CH", "OD", "AS", "MN", "MZ", "GA", "AR",
        "ML", "NL",
    ])
    func noDevanagari(code: String) {
        let named = state(code).holidays(year: 2026).filter { Self.hasDevanagari($0.localName) }
        #expect(named.isEmpty, "\(code): \(named.map { "\($0.date) \($0.localName)" })")
    }

    @Test("Hindi when asked for, where the state lists it (Goa, Punjab); the country in Hindi")
    func hindiAskedFor() {
        func local(_ region: Region, _ name: String, on date: String, language: String?) -> String? {
            region.holidays(in: DateRange(day: day(date)), language: language).first { $0.name == name }?.localName
        }
        #expect(local(state("GA"), "Republic Day", on: "2026-01-26", language: "hi") == "गणतंत्र दिवस")
        #expect(local(state("GA"), "Goa Liberation Day", on: "2026-12-19", language: "hi") == "गोवा मुक्ति दिवस")
        #expect(local(state("GA"), "Goa Liberation Day", on: "2026-12-19", language: nil) == "Goa Liberation Day")
        #expect(local(state("PB"), "Republic Day", on: "2026-01-26", language: "hi") == "गणतंत्र दिवस")
        #expect(local(india, "Republic Day", on: "2026-01-26", language: nil) == "गणतंत्र दिवस")
    }

    @Test("A restricted festival a state closes keeps the national names: both rows in the state's language, or in Hindi when asked")
    func closedFestivals() {
        func names(_ code: String, _ name: String, on date: String, language: String?) -> [String] {
            state(code).holidays(in: DateRange(day: day(date)), language: language).filter { $0.name == name }
                .map { "\($0.kind) \($0.localName)" }.sorted()
        }
        #expect(names("PB", "Vaisakhi", on: "2025-04-13", language: nil) == ["optional ਵਿਸਾਖੀ", "public ਵਿਸਾਖੀ"])
        #expect(names("PB", "Vaisakhi", on: "2025-04-13", language: "hi") == ["optional वैसाखी", "public वैसाखी"])
        #expect(names("GJ", "Raksha Bandhan", on: "2025-08-09", language: nil) == ["optional રક્ષાબંધન", "public રક્ષાબંધન"])
        #expect(names("UP", "Raksha Bandhan", on: "2025-08-09", language: nil) == ["optional रक्षाबंधन", "public रक्षाबंधन"])
        #expect(names("GA", "Gudi Padwa", on: "2026-03-19", language: nil) == ["optional Gudi Padwa", "public Gudi Padwa"])
    }

    @Test("A state's own days keep their own names")
    func ownDays() {
        #expect(state("TN").holiday("Pongal", on: "2026-01-14")?.localName == "பொங்கல்")
        #expect(state("TN").holiday("Thiruvalluvar Day", on: "2026-01-15")?.localName == "திருவள்ளுவர் தினம்")
        #expect(state("WB").holiday("Netaji Subhas Chandra Bose's Birthday", on: "2026-01-23")?.localName == "নেতাজি জয়ন্তী")
        #expect(state("OD").holiday("Ram Navami", on: "2026-03-27")?.localName == "ରାମ ନବମୀ")
        #expect(state("SK").holiday("Sonam Lochhar", on: "2026-01-19")?.localName == "सोनाम ल्होसार")
        #expect(state("MH").holiday("Maharashtra Day", on: "2026-05-01")?.localName == "महाराष्ट्र दिन")
    }
}
