import HolidayEngine
import HolidayRegions

/// Which of Abstract API's entries belong to the region asked for.
///
/// Abstract answers for a whole country and says in `location`, as free text, where a
/// holiday holds (`AU`, `Australia`, `AU-VIC`, `New South Wales`, `Australia - Victoria`).
/// The rule, like Nager.Date's `counties`:
///
/// - for a country (`US`), every entry is kept;
/// - for a subdivision (`AU-NSW`), an entry is kept when its location is empty or names
///   the whole country (its code `AU` or its name `Australia`), or when it names the
///   subdivision: its code `AU-NSW`, its own part `NSW` as a word, or its name
///   `New South Wales`, anywhere in the text (a list of places, or `Australia - ...`);
/// - any other location names another part of the country, and the entry is dropped, so
///   that Victoria's Labour Day is neither shown nor cached as one of New South Wales.
///
/// Names come from the built-in region (`Region.name`, `Australia, New South Wales`); a
/// region holical does not know is matched by its codes only.
struct AbstractLocation: Sendable {
    private let country: String
    /// `NSW` of `AU-NSW`; nil for a country.
    private let ownCode: Substring?
    private let countryName: String?
    private let subdivisionName: String?

    init(place: ProviderRegion) {
        country = place.country
        ownCode = place.subdivision.map { $0.dropFirst(place.country.count + 1) }
        // `Australia, New South Wales`: the country's name, then the subdivision's.
        let names = RegionRegistry.region(code: place.code)?.name.uppercased()
            .split(separator: ",", maxSplits: 1).map { String($0).trimmingSpaces } ?? []
        countryName = names.count == 2 ? names[0] : nil
        subdivisionName = names.count == 2 ? names[1] : nil
    }

    /// Whether an entry whose location is `location` (nil: none given) holds in the region.
    func includes(_ location: String?) -> Bool {
        guard let ownCode, let location else { return true }
        let text = location.uppercased().trimmingSpaces
        if text.isEmpty || text == country || text == countryName { return true }
        // `AU-NSW` and `Australia - NSW` both hold the word `NSW`.
        if text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains(ownCode) { return true }
        if let subdivisionName, text.contains(subdivisionName) { return true }
        return false
    }
}
