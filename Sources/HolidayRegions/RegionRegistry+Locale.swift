import HolidayEngine

/// Choosing the region a person most likely wants: their locale's country, else their time
/// zone's, else the United States (docs/configuration.md, "The default region").
extension RegionRegistry {
    /// A region chosen without being asked for, and how.
    public struct DefaultChoice: Sendable {
        /// How the region was found, for the status line ("region from your time zone").
        public enum Source: Sendable, Hashable {
            /// The territory of a locale identifier (`de_DE.UTF-8`).
            case locale
            /// The country of the time zone (`Europe/Tallinn`).
            case timeZone
            /// Neither named a region holical has.
            case fallback
        }

        public let region: Region
        public let source: Source
    }

    /// The region of the first locale identifier naming a country holical has (`et_EE.UTF-8`
    /// -> EE, `en-US` -> US), else of the time zone (`Europe/Tallinn` -> EE,
    /// `Australia/Sydney` -> AU-NSW), else US. Identifiers that are nil, empty, `C`, `POSIX`
    /// or of a country holical lacks are skipped.
    ///
    /// Pure: pass the values of `LC_ALL`, `LC_TIME` and `LANG`, in that order, the time
    /// zone's name and the text of the time-zone database's `zone.tab`.
    public static func defaultRegion(
        localeIdentifiers: [String?], timeZone: String? = nil, zoneTable: String? = nil
    ) -> DefaultChoice {
        for identifier in localeIdentifiers {
            if let country = country(ofLocale: identifier), let region = region(code: country) {
                return DefaultChoice(region: region, source: .locale)
            }
        }
        if let timeZone, let region = region(ofTimeZone: timeZone, zoneTable: zoneTable ?? "") {
            return DefaultChoice(region: region, source: .timeZone)
        }
        return DefaultChoice(region: region(code: "US")!, source: .fallback)
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

    /// The region of a time zone: a subdivision where the zone names one holical has
    /// (`Australia/Sydney` -> AU-NSW), else the zone's country in `zone.tab` (lines of
    /// `CC<tab>coordinates<tab>Zone/Name<tab>comment`). Nil for `UTC` and zones of countries
    /// holical lacks.
    static func region(ofTimeZone name: String, zoneTable: String) -> Region? {
        let zone = name.hasPrefix(":") ? String(name.dropFirst()) : name
        if let code = subdivisionOfZone[zone], let region = region(code: code) { return region }
        for line in zoneTable.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3, fields[2] == zone else { continue }
            // zone1970.tab lists several countries for a shared zone: the first is its own.
            let country = fields[0].prefix { $0 != "," }
            return region(code: String(country))
        }
        return nil
    }

    /// Zones that tell the subdivision as well as the country (zone.tab's comments name them).
    static let subdivisionOfZone: [String: String] = [
        "Australia/Sydney": "AU-NSW", "Australia/Broken_Hill": "AU-NSW",
        "Australia/Melbourne": "AU-VIC", "Australia/Brisbane": "AU-QLD",
        "Australia/Lindeman": "AU-QLD", "Australia/Adelaide": "AU-SA",
        "Australia/Perth": "AU-WA", "Australia/Hobart": "AU-TAS",
        "Australia/Darwin": "AU-NT",
        "Atlantic/Canary": "ES-CN", "Africa/Ceuta": "ES-CE",
        "Atlantic/Madeira": "PT-30", "Atlantic/Azores": "PT-20",
        // Canada: zones of one province or territory (America/Halifax also serves Prince
        // Edward Island, Toronto Quebec, Winnipeg western Ontario, Edmonton four of them).
        "America/St_Johns": "CA-NL", "America/Goose_Bay": "CA-NL",
        "America/Glace_Bay": "CA-NS", "America/Moncton": "CA-NB",
        "America/Iqaluit": "CA-NU", "America/Resolute": "CA-NU",
        "America/Rankin_Inlet": "CA-NU", "America/Cambridge_Bay": "CA-NU",
        "America/Regina": "CA-SK", "America/Swift_Current": "CA-SK",
        "America/Inuvik": "CA-NT", "America/Whitehorse": "CA-YT", "America/Dawson": "CA-YT",
        "America/Vancouver": "CA-BC", "America/Creston": "CA-BC",
        "America/Dawson_Creek": "CA-BC", "America/Fort_Nelson": "CA-BC",
        // Argentina: the zones of one province.
        "America/Argentina/Jujuy": "AR-Y", "America/Argentina/Tucuman": "AR-T",
        "America/Argentina/La_Rioja": "AR-F", "America/Argentina/San_Juan": "AR-J",
        "America/Argentina/Mendoza": "AR-M", "America/Argentina/San_Luis": "AR-D",
        "America/Argentina/Rio_Gallegos": "AR-Z", "America/Argentina/Ushuaia": "AR-V",
        // Chile: Aysén, Magallanes, and Easter Island (in the Valparaíso region).
        "America/Coyhaique": "CL-AI", "America/Punta_Arenas": "CL-MA", "Pacific/Easter": "CL-VS",
    ]
}
