import HolidayFetchCore
import HolidayEngine
import TerminalText

/// A holical region code as a provider needs it: `AU-NSW` is the country `AU`, filtered
/// to the subdivision `AU-NSW`.
struct ProviderRegion: Sendable, Hashable {
    /// `AU-NSW`, upper-cased.
    var code: String
    /// The ISO 3166-1 alpha-2 country: `AU`.
    var country: String
    /// The ISO 3166-2 subdivision, if the region is one: `AU-NSW`.
    var subdivision: String?

    /// Parses `US`, `ee`, `AU-NSW`; anything else is not a region a provider can answer for.
    init(code text: String) throws(ProviderError) {
        let code = text.uppercased()
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts[0].count == 2,
              parts[0].unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }),
              parts.count == 1 || ((1...3).contains(parts[1].count)
                  && parts[1].unicodeScalars.allSatisfy({
                      ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                  }))
        else { throw .unsupportedRegion(TerminalSafeText.clean(text, limit: 20)) }
        self.code = code
        country = String(parts[0])
        subdivision = parts.count == 2 ? code : nil
    }
}
