import HolidayEngine

/// Reads an iCalendar file (RFC 5545): VCALENDAR holding VEVENTs and VTIMEZONEs, other
/// components skipped. Lenient where files in the wild are (a bare LF, a missing VERSION, an
/// unknown property), strict where a wrong guess would put an event on the wrong day: an
/// event whose start cannot be read is skipped and named in a warning, never guessed.
///
/// Everything is bounded: the file's size, a line's length, the number of events, the
/// nesting of components, each rule's lists; past a bound the file is refused with an error
/// that says which, or the part is skipped with a warning.
public enum CalendarParser {
    /// The bounds a file is read within.
    public struct Limits: Sendable {
        /// The largest file, in bytes.
        public var bytes = 64 * 1024 * 1024
        /// The most events.
        public var events = 200_000
        /// The longest logical line, in bytes.
        public var lineLength = 256 * 1024
        /// The deepest nesting of components.
        public var depth = 12
        /// The most warnings kept (the rest are counted).
        public var warnings = 50

        public init() {}
    }

    /// Why a file was refused as a whole.
    public struct Failure: Error, Hashable, Sendable {
        public let message: String
    }

    /// The calendar in `bytes`.
    public static func parse(_ bytes: [UInt8], limits: Limits = Limits()) throws(Failure) -> ParsedCalendar {
        guard bytes.count <= limits.bytes else {
            throw Failure(message: "is \(bytes.count / (1024 * 1024)) MiB; calendars up to \(limits.bytes / (1024 * 1024)) MiB are read")
        }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        if body.contains(0) { throw Failure(message: "holds a NUL byte: it is not a text calendar") }
        var state = State(limits: limits)
        if String(validating: body, as: UTF8.self) == nil {
            // Each value is decoded on its own; the bytes that are not UTF-8 become U+FFFD.
            state.warn("the file is not valid UTF-8: the bytes that are not were replaced by \u{FFFD}")
        }
        for (line, number, cut) in UnfoldedLines(bytes: body, maxLength: limits.lineLength) {
            if cut { state.warn("line \(number) is longer than \(limits.lineLength / 1024) KiB; it was cut") }
            guard let content = ContentLine(line, line: number) else {
                state.warn("line \(number) is not NAME:VALUE; it is skipped")
                continue
            }
            try state.take(content)
        }
        if !state.stack.isEmpty {
            state.warn("the file ends inside \(state.stack.map(\.name).joined(separator: " > ")): an END line is missing")
            if let event = state.openEvent { state.finishEvent(event) }
        }
        guard state.sawCalendar else { throw Failure(message: "has no BEGIN:VCALENDAR: it is not an iCalendar file") }
        if state.dropped > 0 { state.warnings.append("... and \(state.dropped) more") }
        return ParsedCalendar(events: state.events, timeZones: state.zones, name: state.name, warnings: state.warnings)
    }

    /// The reader's state between lines.
    private struct State {
        let limits: Limits
        var stack: [(name: String, line: Int)] = []
        var sawCalendar = false
        var events: [CalendarEvent] = []
        var zones: [String: DefinedZone] = [:]
        var name: String?
        var warnings: [String] = []
        var dropped = 0
        /// The VEVENT being read: its properties.
        var eventLines: [ContentLine]?
        var eventLine = 0
        /// The VTIMEZONE being read, and its STANDARD or DAYLIGHT part.
        var zoneID: String?
        var zoneParts: [DefinedZone.Part] = []
        var partLines: [ContentLine]?

        init(limits: Limits) { self.limits = limits }

        mutating func warn(_ message: String) {
            if warnings.count < limits.warnings { warnings.append(message) } else { dropped += 1 }
        }

        var openEvent: [ContentLine]? { eventLines }

        mutating func take(_ content: ContentLine) throws(Failure) {
            switch content.name {
            case "BEGIN":
                let component = content.value.uppercased().trimmingCharacters
                guard stack.count < limits.depth else {
                    throw Failure(message: "nests components deeper than \(limits.depth) (line \(content.line))")
                }
                stack.append((component, content.line))
                switch component {
                case "VCALENDAR": sawCalendar = true
                case "VEVENT" where stack.count == 2 && stack[0].name == "VCALENDAR":
                    guard events.count < limits.events else {
                        throw Failure(message: "has more than \(limits.events) events")
                    }
                    eventLines = []
                    eventLine = content.line
                case "VTIMEZONE" where stack.count == 2: zoneID = nil; zoneParts = []
                case "STANDARD" where stack.count == 3 && stack[1].name == "VTIMEZONE",
                     "DAYLIGHT" where stack.count == 3 && stack[1].name == "VTIMEZONE":
                    partLines = []
                default: break
                }
            case "END":
                let component = content.value.uppercased().trimmingCharacters
                guard let index = stack.lastIndex(where: { $0.name == component }) else {
                    warn("line \(content.line): END:\(component.prefix(20)) closes nothing; it is skipped")
                    return
                }
                if index != stack.count - 1 {
                    warn("line \(content.line): END:\(component.prefix(20)) closes \(stack[(index + 1)...].map(\.name).joined(separator: ", ")) too")
                }
                for closed in stack[index...].reversed() { close(closed.name) }
                stack.removeSubrange(index...)
            default:
                if partLines != nil { partLines!.append(content); return }
                if eventLines != nil, stack.last?.name == "VEVENT" { eventLines!.append(content); return }
                if stack.last?.name == "VTIMEZONE", content.name == "TZID" { zoneID = TextValue.unescape(content.value); return }
                if stack.count == 1, content.name == "X-WR-CALNAME" { name = TextValue.unescape(content.value) }
            }
        }

        mutating func close(_ component: String) {
            switch component {
            case "VEVENT":
                if let lines = eventLines { finishEvent(lines) }
                eventLines = nil
            case "STANDARD", "DAYLIGHT":
                if let lines = partLines, let part = DefinedZone.Part(lines, daylight: component == "DAYLIGHT") {
                    zoneParts.append(part)
                } else if partLines != nil {
                    warn("a \(component) part of a VTIMEZONE lacks DTSTART or its offsets; it is skipped")
                }
                partLines = nil
            case "VTIMEZONE":
                if let zoneID, !zoneParts.isEmpty { zones[zoneID] = DefinedZone(parts: zoneParts) }
                zoneID = nil
            default: break
            }
        }

        mutating func finishEvent(_ lines: [ContentLine]) {
            eventLines = nil
            switch EventBuilder.event(from: lines, line: eventLine) {
            case let .success(built):
                events.append(built.event)
                for message in built.warnings { warn("line \(eventLine): \(message)") }
            case let .failure(problem):
                warn("line \(eventLine): \(problem.message); the event is skipped")
            }
        }
    }
}
