import Glibc
import ICalendar

/// The clocks a calendar file's times are read on: the user's own (the process's `TZ`, else
/// `/etc/localtime`, through the C library) and the zones its TZIDs name, from the system's
/// zone database (`TZDIR`, else `/usr/share/zoneinfo`), each file read through `TextFile`.
enum SystemZones {
    /// The user's clock.
    struct Local: ZoneRules {
        func offset(atUTC utc: Int) -> Int {
            var time = time_t(utc)
            var parts = tm()
            guard localtime_r(&time, &parts) != nil else { return 0 }
            return Int(parts.tm_gmtoff)
        }
    }

    /// The most a zone file may hold; the largest in the database is a few KB.
    static let zoneFileLimit = 256 * 1024

    /// The zone database's zone `name` (`Europe/Berlin`); nil for a name that is not one (a
    /// path out of the database, an unknown zone, a file that is not zone data).
    static func named(_ name: String, directory: String) -> (any ZoneRules)? {
        let allowed = name.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+")
        }
        guard allowed, !name.isEmpty, name.count <= 64, !name.hasPrefix("/"), !name.contains("//") else { return nil }
        guard let bytes = try? TextFile.bytes(TextFile.Path(directory + "/" + name), limit: zoneFileLimit) else { return nil }
        return try? TZifZone(bytes: bytes)
    }
}
