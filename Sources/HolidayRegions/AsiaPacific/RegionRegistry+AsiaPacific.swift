extension RegionRegistry {
    /// The countries of Asia and the Pacific: each country's code and the country, in the
    /// order of the codes.
    static let asiaPacific: [Entry] = [
        Entry("AU", .australia),
        Entry("CN", .china),
        Entry("HK", .hongKong),
        Entry("JP", .japan),
        Entry("KG", .kyrgyzstan),
        Entry("KH", .cambodia),
        Entry("KR", .southKorea),
        Entry("KZ", .kazakhstan),
        Entry("LA", .laos),
        Entry("MM", .myanmar),
        Entry("MO", .macau),
        Entry("TJ", .tajikistan),
        Entry("TM", .turkmenistan),
        Entry("TW", .taiwan),
        Entry("UZ", .uzbekistan),
    ]
}
