import Glibc
import HolidayEngine

/// The process environment as plain values, so configuration can be tested without
/// touching the real one.
public struct Environment: Sendable {
    public var values: [String: String]

    public init(_ values: [String: String]) { self.values = values }

    /// The environment of this process.
    public static var current: Environment {
        var values: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                values[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return Environment(values)
    }

    /// A variable's value; unset and empty are the same.
    public subscript(name: String) -> String? {
        guard let value = values[name], !value.isEmpty else { return nil }
        return value
    }

    /// `$XDG_CONFIG_HOME`, else `~/.config`. The XDG base directory specification says a
    /// relative path there is invalid and must be ignored, as the cache location does.
    var configHome: String? {
        if let xdg = self["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg }
        return self["HOME"].flatMap { $0.hasPrefix("/") ? $0 + "/.config" : nil }
    }

    /// The locale identifiers that name the user's country, most specific first.
    var localeIdentifiers: [String?] { [self["LC_ALL"], self["LC_TIME"], self["LANG"]] }

    /// The language of the user's locale (`fr` from `fr_CH.UTF-8`: LC_ALL, else
    /// LC_MESSAGES, else LANG); nil for C and POSIX.
    var language: String? {
        guard let identifier = [self["LC_ALL"], self["LC_MESSAGES"], self["LANG"]].compactMap({ $0 }).first else {
            return nil
        }
        let code = identifier.prefix { $0.isASCII && $0.isLetter }.lowercased()
        return (2...3).contains(code.count) ? code : nil
    }

    /// The language holiday names follow when none is asked for: the locale's, where
    /// `region` names its holidays in it (a Swiss user with `fr_CH` reads French names),
    /// else nil, the region's own.
    func nameLanguage(for region: Region) -> String? {
        language.flatMap { region.languages.contains($0) ? $0 : nil }
    }

    /// The name of the time zone (`Europe/Tallinn`): `TZ`, else the target of
    /// `/etc/localtime`, else `/etc/timezone`. Nil when none names one.
    var timeZoneName: String? {
        if let tz = self["TZ"] { return Self.zoneName(fromPath: tz.hasPrefix(":") ? String(tz.dropFirst()) : tz) }
        var buffer = [CChar](repeating: 0, count: 4_096)
        let count = readlink("/etc/localtime", &buffer, buffer.count - 1)
        if count > 0 {
            return Self.zoneName(fromPath: String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return TextFile.contents("/etc/timezone", limit: 256)?.trimmingSpaces.split(separator: "\n").first.map(String.init)
    }

    /// The time-zone database's `zone.tab` (`$TZDIR`, else /usr/share/zoneinfo), or nil.
    var zoneTable: String? {
        let directory = self["TZDIR"] ?? "/usr/share/zoneinfo"
        return TextFile.contents(directory + "/zone.tab", limit: 1 << 20)
    }

    /// `Europe/Tallinn` from `/usr/share/zoneinfo/Europe/Tallinn` (or the name itself).
    static func zoneName(fromPath path: String) -> String {
        guard let range = path.firstRange(of: "zoneinfo/") else { return path }
        return String(path[range.upperBound...])
    }

    /// NO_COLOR: any non-empty value turns colour off (docs/configuration.md).
    var wantsColor: Bool { self["NO_COLOR"] == nil }
}
