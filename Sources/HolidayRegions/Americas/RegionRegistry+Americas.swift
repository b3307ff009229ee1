extension RegionRegistry {
    /// The countries of the Americas: each country's code and the country, in the order of
    /// the codes.
    static let americas: [Entry] = [
        Entry("AS", .americanSamoa),
        Entry("BO", .bolivia),
        Entry("BR", .brazil),
        Entry("BZ", .belize),
        Entry("CR", .costaRica),
        Entry("EC", .ecuador),
        Entry("GF", .frenchGuiana),
        Entry("GT", .guatemala),
        Entry("GU", .guam),
        Entry("GY", .guyana),
        Entry("HN", .honduras),
        Entry("MP", .northernMarianaIslands),
        Entry("NI", .nicaragua),
        Entry("PA", .panama),
        Entry("PE", .peru),
        Entry("PR", .puertoRico),
        Entry("PY", .paraguay),
        Entry("SR", .suriname),
        Entry("SV", .elSalvador),
        Entry("UM", .unitedStatesMinorOutlyingIslands),
        Entry("US", .unitedStates),
        Entry("UY", .uruguay),
        Entry("VE", .venezuela),
        Entry("VI", .unitedStatesVirginIslands),
    ]
}
