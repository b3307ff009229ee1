import HolidayEngine

/// A zone of the system's time-zone database, read from its TZif file (RFC 8536): the
/// transitions it lists, and after the last one the POSIX rule of its footer.
public struct TZifZone: ZoneRules, Hashable {
    /// Transition instants (UTC), ascending.
    let transitions: [Int]
    /// The offset in force from each transition on.
    let offsets: [Int]
    /// The offset before the first transition.
    let initialOffset: Int
    /// The rule after the last transition, if the file has one.
    let footer: PosixZoneRule?

    /// Why a file is not a zone.
    public struct Failure: Error, Hashable, Sendable {
        public let message: String
    }

    /// Reads a TZif file's bytes (version 1, 2, 3 or 4).
    public init(bytes: [UInt8]) throws(Failure) {
        var reader = Reader(bytes: bytes)
        let header = try reader.header()
        // Version 1 data, with 32-bit times; skipped for the 64-bit copy that follows it.
        if header.version >= 2 {
            reader.skip(header.dataLength(timeSize: 4))
            let second = try reader.header()
            (transitions, offsets, initialOffset) = try reader.data(second, timeSize: 8)
            let rest = reader.remaining
            if rest.first == 0x0A, let end = rest.dropFirst().firstIndex(of: 0x0A) {
                let text = String(decoding: rest[rest.index(after: rest.startIndex)..<end], as: UTF8.self)
                footer = PosixZoneRule(text)
            } else {
                footer = nil
            }
        } else {
            (transitions, offsets, initialOffset) = try reader.data(header, timeSize: 4)
            footer = nil
        }
    }

    public func offset(atUTC utc: Int) -> Int {
        guard let first = transitions.first else { return footer?.offset(atUTC: utc) ?? initialOffset }
        if utc < first { return initialOffset }
        if utc >= transitions[transitions.count - 1], let footer { return footer.offset(atUTC: utc) }
        // The last transition at or before `utc`.
        var low = 0
        var high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle] <= utc { low = middle + 1 } else { high = middle }
        }
        return offsets[low - 1]
    }

    /// A cursor over the file's bytes.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        struct Header {
            let version: Int
            let isUTCCount, isStandardCount, leapCount, timeCount, typeCount, characterCount: Int

            func dataLength(timeSize: Int) -> Int {
                timeCount * timeSize + timeCount + typeCount * 6 + characterCount
                    + leapCount * (timeSize + 4) + isStandardCount + isUTCCount
            }
        }

        var remaining: ArraySlice<UInt8> { bytes[min(position, bytes.count)...] }

        mutating func skip(_ count: Int) { position += count }

        mutating func integer(_ size: Int) throws(Failure) -> Int {
            guard position + size <= bytes.count else { throw Failure(message: "the zone file ends early") }
            var value: UInt64 = 0
            for byte in bytes[position..<(position + size)] { value = value << 8 | UInt64(byte) }
            position += size
            // Sign-extend.
            let shift = UInt64(64 - size * 8)
            return Int(Int64(bitPattern: value << shift) >> Int64(shift))
        }

        mutating func header() throws(Failure) -> Header {
            guard position + 44 <= bytes.count, bytes[position..<(position + 4)].elementsEqual("TZif".utf8) else {
                throw Failure(message: "not a TZif zone file")
            }
            let versionByte = bytes[position + 4]
            let version = versionByte == 0 ? 1 : Int(versionByte) - 48
            position += 20
            let counts = try (0..<6).map { _ throws(Failure) in try integer(4) }
            guard counts.allSatisfy({ (0...1_000_000).contains($0) }) else { throw Failure(message: "the zone file's counts are impossible") }
            return Header(
                version: version, isUTCCount: counts[0], isStandardCount: counts[1], leapCount: counts[2],
                timeCount: counts[3], typeCount: counts[4], characterCount: counts[5])
        }

        mutating func data(_ header: Header, timeSize: Int) throws(Failure) -> ([Int], [Int], Int) {
            guard position + header.dataLength(timeSize: timeSize) <= bytes.count, header.typeCount >= 1 else {
                throw Failure(message: "the zone file ends early")
            }
            var times: [Int] = []
            for _ in 0..<header.timeCount { times.append(try integer(timeSize)) }
            var indexes: [Int] = []
            for _ in 0..<header.timeCount { indexes.append(try integer(1) & 0xFF) }
            var types: [(offset: Int, isDaylight: Bool)] = []
            for _ in 0..<header.typeCount {
                let offset = try integer(4)
                let daylight = try integer(1) != 0
                skip(1)
                types.append((offset, daylight))
            }
            skip(header.characterCount + header.leapCount * (timeSize + 4) + header.isStandardCount + header.isUTCCount)
            guard indexes.allSatisfy({ $0 < types.count }) else { throw Failure(message: "the zone file names a type it lacks") }
            // Before the first transition: the first standard-time type (RFC 8536 §3.2), else the first.
            let initial = types.first { !$0.isDaylight }?.offset ?? types[0].offset
            return (times, indexes.map { types[$0].offset }, initial)
        }
    }
}

/// The POSIX TZ rule of a TZif footer (`CET-1CEST,M3.5.0,M10.5.0/3`): a standard offset, and
/// a daylight one between two yearly transitions.
struct PosixZoneRule: Hashable, Sendable {
    let standard: Int
    let daylight: Int?
    let start: Transition?
    let end: Transition?

    /// A yearly transition: a day rule and a local time (seconds, may be negative or past 24 h).
    struct Transition: Hashable, Sendable {
        enum Day: Hashable, Sendable {
            /// `Jn`: day n of 1-365, February 29 never counted.
            case julian(Int)
            /// `n`: day n of 0-365, February 29 counted.
            case zeroBased(Int)
            /// `Mm.w.d`: weekday d (0 Sunday) of week w (5: last) of month m.
            case monthWeek(month: Int, week: Int, weekday: Int)
        }
        let day: Day
        let time: Int

        /// The transition's local clock reading in `year`, seconds since the epoch.
        func local(in year: Int) -> Int {
            let dayNumber: Int
            switch day {
            case let .julian(n):
                let base = CivilDate(year: year, month: 1, day: 1)!.dayNumber + n - 1
                dayNumber = base + (CivilDate.isLeapYear(year) && n >= 60 ? 1 : 0)
            case let .zeroBased(n):
                dayNumber = CivilDate(year: year, month: 1, day: 1)!.dayNumber + n
            case let .monthWeek(month, week, weekday):
                let firstDate = CivilDate(year: year, month: month, day: 1)!
                let first = firstDate.dayNumber
                var day = first + (weekday - firstDate.weekday.rawValue + 7) % 7 + (week - 1) * 7
                let length = CivilDate.daysInMonth(year: year, month: month)
                while day >= first + length { day -= 7 }
                dayNumber = day
            }
            return dayNumber * 86_400 + time
        }
    }

    init?(_ text: String) {
        var scanner = Substring(text)
        guard Self.name(&scanner), let standardWest = Self.offset(&scanner) else { return nil }
        standard = -standardWest
        if scanner.isEmpty { daylight = nil; start = nil; end = nil; return }
        guard Self.name(&scanner) else { return nil }
        if let first = scanner.first, first != "," {
            guard let west = Self.offset(&scanner) else { return nil }
            daylight = -west
        } else {
            daylight = standard + 3600
        }
        guard scanner.first == "," else { return nil }
        scanner = scanner.dropFirst()
        guard let start = Self.transition(&scanner), scanner.first == "," else { return nil }
        scanner = scanner.dropFirst()
        guard let end = Self.transition(&scanner), scanner.isEmpty else { return nil }
        self.start = start
        self.end = end
    }

    func offset(atUTC utc: Int) -> Int {
        guard let daylight, let start, let end else { return standard }
        let local = utc + standard
        let year = CivilDate(dayNumber: local >= 0 ? local / 86_400 : (local - 86_399) / 86_400).year
        let begins = start.local(in: year) - standard
        let ends = end.local(in: year) - daylight
        if begins < ends { return utc >= begins && utc < ends ? daylight : standard }
        // Southern hemisphere: daylight time spans the new year.
        return utc >= begins || utc < ends ? daylight : standard
    }

    /// A zone abbreviation: letters, or anything in angle brackets.
    private static func name(_ scanner: inout Substring) -> Bool {
        if scanner.first == "<" {
            guard let close = scanner.firstIndex(of: ">") else { return false }
            scanner = scanner[scanner.index(after: close)...]
            return true
        }
        let letters = scanner.prefix { $0.isASCII && $0.isLetter }
        guard letters.count >= 3 else { return false }
        scanner = scanner.dropFirst(letters.count)
        return true
    }

    /// `[+-]hh[:mm[:ss]]`, as seconds.
    private static func offset(_ scanner: inout Substring) -> Int? {
        var sign = 1
        if scanner.first == "-" { sign = -1; scanner = scanner.dropFirst() } else if scanner.first == "+" { scanner = scanner.dropFirst() }
        var parts: [Int] = []
        while parts.count < 3 {
            let digits = scanner.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 3, let value = Int(digits) else { return parts.isEmpty ? nil : nil }
            parts.append(value)
            scanner = scanner.dropFirst(digits.count)
            guard scanner.first == ":" else { break }
            scanner = scanner.dropFirst()
        }
        guard !parts.isEmpty else { return nil }
        let seconds = parts[0] * 3600 + (parts.count > 1 ? parts[1] * 60 : 0) + (parts.count > 2 ? parts[2] : 0)
        return sign * seconds
    }

    private static func transition(_ scanner: inout Substring) -> Transition? {
        let day: Transition.Day
        if scanner.first == "M" {
            scanner = scanner.dropFirst()
            let fields = scanner.prefix { $0 != "/" && $0 != "," }
            let numbers = fields.split(separator: ".").compactMap { Int($0) }
            guard numbers.count == 3, (1...12).contains(numbers[0]), (1...5).contains(numbers[1]), (0...6).contains(numbers[2]) else { return nil }
            scanner = scanner.dropFirst(fields.count)
            day = .monthWeek(month: numbers[0], week: numbers[1], weekday: numbers[2])
        } else if scanner.first == "J" {
            scanner = scanner.dropFirst()
            let digits = scanner.prefix { $0.isASCII && $0.isNumber }
            guard let n = Int(digits), (1...365).contains(n) else { return nil }
            scanner = scanner.dropFirst(digits.count)
            day = .julian(n)
        } else {
            let digits = scanner.prefix { $0.isASCII && $0.isNumber }
            guard let n = Int(digits), (0...365).contains(n) else { return nil }
            scanner = scanner.dropFirst(digits.count)
            day = .zeroBased(n)
        }
        var time = 7200
        if scanner.first == "/" {
            scanner = scanner.dropFirst()
            guard let value = offset(&scanner) else { return nil }
            time = value
        }
        return Transition(day: day, time: time)
    }
}
