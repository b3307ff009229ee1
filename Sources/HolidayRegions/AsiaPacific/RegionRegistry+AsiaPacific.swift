extension RegionRegistry {
    /// The countries of Asia and the Pacific: each country's code and the country, in the
    /// order of the codes.
    static let asiaPacific: [Entry] = [
        Entry("AU", .australia),
        Entry("BN", .brunei),
        Entry("CN", .china),
        Entry("HK", .hongKong),
        Entry("ID", .indonesia),
        Entry("JP", .japan),
        Entry("KG", .kyrgyzstan),
        Entry("KR", .southKorea),
        Entry("KZ", .kazakhstan),
        Entry("MO", .macau),
        Entry("MY", .malaysia),
        Entry("PH", .philippines),
        Entry("SG", .singapore),
        Entry("TJ", .tajikistan),
        Entry("TL", .timorLeste),
        Entry("TM", .turkmenistan),
        Entry("TW", .taiwan),
        Entry("UZ", .uzbekistan),
    ]
}
