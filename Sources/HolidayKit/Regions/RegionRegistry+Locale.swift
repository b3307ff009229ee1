/// Choosing a region from the user's locale.
extension RegionRegistry {
    /// The region of the first locale identifier naming a country a region belongs to
    /// (`et_EE.UTF-8` -> EE, `en_AU` -> AU-NSW, `en-US` -> US); identifiers that are nil,
    /// empty, `C`, `POSIX` or of another country are skipped. Falls back to US.
    ///
    /// Pure: pass the values of `LC_ALL`, `LC_TIME` and `LANG`, in that order.
    public static func defaultRegion(localeIdentifiers: [String?]) -> Region {
        for identifier in localeIdentifiers {
            guard let country = country(ofLocale: identifier),
                  let region = all.first(where: { $0.country == country })
            else { continue }
            return region
        }
        return .unitedStates
    }

    /// The ISO 3166 country code of a POSIX or BCP-47 locale identifier, uppercased:
    /// `language[_COUNTRY][.encoding][@modifier]` or `language-COUNTRY`.
    static func country(ofLocale identifier: String?) -> String? {
        guard let identifier else { return nil }
        let base = identifier.prefix { $0 != "." && $0 != "@" }
        let parts = base.split { $0 == "_" || $0 == "-" }
        guard parts.count >= 2 else { return nil }
        // The country is the first two-letter part after the language (`zh_Hant_TW` too).
        for part in parts.dropFirst()
        where part.count == 2 && part.allSatisfy({ $0.isASCII && $0.isLetter }) {
            return part.uppercased()
        }
        return nil
    }
}

extension Region {
    /// The country part of the code: `AU` for `AU-NSW`.
    var country: Substring { code.prefix { $0 != "-" } }
}
