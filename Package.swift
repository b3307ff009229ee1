// swift-tools-version: 6.1
import PackageDescription

#if canImport(Glibc)
import Glibc
#endif

// Layers, top to bottom; a target may depend only on targets below it, as the table in
// docs/architecture.md says (LayeringTests holds the sources to it):
//   holical -> HolicalCLI -> TUI (-> CNcurses, TerminalText) -> CalendarModel -> HolidayFetchCore -> HolidayEngine
//                         -> HolidayFetch (-> CCurl, HolidayCache) -> HolidayFetchCore
//                         -> HolidayRegions (the countries) -> HolidayEngine
// The calendar (CalendarModel, TUI) and the fetch side (HolidayFetch) meet only in
// HolidayFetchCore and in HolicalCLI.
/// The commit the sources are at, for `holical --version`: "unknown" outside a git clone (a
/// source tarball), "-modified" after it when the checkout has uncommitted changes.
let commit: String = {
    guard let git = Context.gitInformation else { return "unknown" }
    return String(git.currentCommit.prefix(12)) + (git.hasUncommittedChanges ? "-modified" : "")
}()

/// Whether the C library reads packed relative relocations (DT_RELR: glibc 2.36 and later).
/// A binary linked with them does not start under an older one (Ubuntu 22.04 has 2.35), so
/// the build decides by the C library it is made on.
let packedRelocations: Bool = {
    #if canImport(Glibc)
    // "glibc 2.36"
    var text = [UInt8](repeating: 0, count: 64)
    let length = text.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
            confstr(Int32(_CS_GNU_LIBC_VERSION), $0, buffer.count)
        }
    }
    guard length > 1 else { return false }
    let version = String(decoding: text.prefix(length - 1), as: UTF8.self)
    let parts = version.split(separator: " ").last?.split(separator: ".").compactMap { Int($0) } ?? []
    return parts.count >= 2 && (parts[0], parts[1]) >= (2, 36)
    #else
    return false
    #endif
}()

let package = Package(
    name: "holical",
    products: [
        .executable(name: "holical", targets: ["holical"]),
        .library(name: "HolidayEngine", targets: ["HolidayEngine"]),
        .library(name: "HolidayRegions", targets: ["HolidayRegions"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        // Pure domain: civil dates, calendars, grids, the holiday rule engine, business days,
        // planning, search. It knows no country.
        .target(name: "HolidayEngine"),

        // The countries: one file per country, written in the engine's rules, and the
        // registry that finds them by code. Adding a country happens here
        // (docs/adding-a-region.md).
        .target(name: "HolidayRegions", dependencies: ["HolidayEngine"]),

        // Text on its way to a terminal: display widths, and outside text made safe to draw.
        .target(name: "TerminalText"),

        // iCalendar (RFC 5545) files read, and their events laid on days: pure, no I/O.
        .target(name: "ICalendar", dependencies: ["HolidayEngine"]),

        // The system's SQLite library; SQLITE_TRANSIENT wrapped in shim.h.
        .systemLibrary(
            name: "CSQLite",
            path: "CSQLite",
            providers: [.apt(["libsqlite3-dev"])]
        ),

        // The SQLite cache of provider answers, through a small layer of its own over CSQLite.
        .target(name: "HolidayCache", dependencies: ["HolidayEngine", "TerminalText", "CSQLite"]),

        // What the build was made from (the commit), for `holical --version`.
        .target(name: "CBuildInfo", cSettings: [.define("HOLICAL_COMMIT", to: "\"\(commit)\"")]),

        // libcurl, loaded with dlopen only when a remote provider is used (start-up cost).
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl")]),

        // What the calendar and the fetch side tell each other: demands, events, failures.
        .target(name: "HolidayFetchCore", dependencies: ["HolidayEngine"]),

        // Remote providers, request planner, rate-limited scheduler.
        .target(
            name: "HolidayFetch",
            dependencies: ["HolidayFetchCore", "HolidayEngine", "HolidayRegions", "HolidayCache", "CCurl", "TerminalText"]
        ),

        // View model: state + intents -> new state + effects. No ncurses, no I/O.
        .target(name: "CalendarModel", dependencies: ["HolidayFetchCore", "HolidayEngine", "TerminalText"]),

        // ncurses as a system library; macros and globals wrapped in shim.h.
        .systemLibrary(
            name: "CNcurses",
            path: "CNcurses",
            providers: [.apt(["libncursesw5-dev"])]
        ),

        // Everything that draws or reads the terminal.
        .target(
            name: "TUI", dependencies: ["CNcurses", "CalendarModel", "HolidayFetchCore", "HolidayEngine", "TerminalText"]),

        // Commands, configuration and wiring.
        .target(
            name: "HolicalCLI",
            dependencies: [
                "TUI", "CalendarModel", "HolidayFetch", "HolidayFetchCore", "HolidayCache", "HolidayEngine",
                "HolidayRegions", "ICalendar", "TerminalText", "CBuildInfo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ],
            // TOMLKit imports Foundation, and without this its members (`range(of:)`, ...)
            // would be usable here unimported: one such call links all of Foundation and
            // its 36 MB of Unicode data (docs/architecture.md, "The binary").
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),

        // Release builds link the Swift runtime statically (`--static-swift-stdlib`): 1.6 ms
        // to exec instead of 6.5 ms. See docs/architecture.md, "Start-up".
        .executableTarget(
            name: "holical", dependencies: ["HolicalCLI"],
            // Relative relocations packed (DT_RELR, glibc 2.36+; gold cannot, so lld, which
            // the Swift toolchain ships): the dynamic loader reads 20 KB of them at start
            // instead of 2.1 MB, and the calendar's peak memory drops by about 2 MB
            // (docs/architecture.md, "Start-up"). Only where the C library reads them.
            linkerSettings: packedRelocations
                ? [.unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"], .when(platforms: [.linux]))]
                : []),

        // Fake provider servers on 127.0.0.1 that speak each provider's contract; used by
        // the fetch tests, the end-to-end tests and the benchmarks.
        .target(
            name: "FakeProviders",
            dependencies: [
                "HolidayEngine",
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            path: "Tests/FakeProviders"
        ),

        // Helpers tests share: built-in regions by name, a year's holidays as lines, a seeded
        // random number generator.
        .target(name: "HolidayTestSupport", dependencies: ["HolidayEngine", "HolidayRegions"], path: "Tests/HolidayTestSupport"),

        .testTarget(name: "HolidayEngineTests", dependencies: ["HolidayEngine", "HolidayRegions", "HolidayTestSupport"]),
        .testTarget(name: "HolidayRegionsTests", dependencies: ["HolidayRegions", "HolidayEngine", "HolidayTestSupport"]),
        .testTarget(name: "TerminalTextTests", dependencies: ["TerminalText", "HolidayEngine"]),
        .testTarget(name: "ICalendarTests", dependencies: ["ICalendar", "HolidayEngine"]),
        .testTarget(
            name: "HolidayCacheTests",
            dependencies: ["HolidayCache", "HolidayEngine", "HolidayTestSupport"]
        ),
        .testTarget(
            name: "HolidayFetchTests",
            dependencies: [
                "HolidayFetch", "HolidayFetchCore", "HolidayCache", "HolidayEngine", "HolidayRegions", "FakeProviders",
                "HolidayTestSupport",
            ]
        ),
        .testTarget(
            name: "CalendarModelTests",
            dependencies: [
                "CalendarModel", "HolidayFetchCore", "HolidayEngine",
            ]
        ),
        .testTarget(
            name: "TUITests",
            dependencies: ["TUI", "CalendarModel", "HolidayFetchCore", "HolidayEngine", "HolidayRegions", "TerminalText"]),
        .testTarget(
            name: "HolicalCLITests",
            dependencies: [
                "HolicalCLI", "HolidayCache", "HolidayEngine", "HolidayRegions", "TerminalText", "TUI",
            ]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["FakeProviders", "HolidayEngine", "HolidayRegions", "TerminalText"]),

        // Benchmarks: `swift run -c release holical-bench`.
        .executableTarget(
            name: "holical-bench",
            dependencies: [
                "HolidayEngine", "HolidayRegions", "TerminalText", "ICalendar", "HolidayCache", "HolidayFetchCore",
                "HolidayFetch", "CalendarModel", "TUI", "CNcurses",
                "FakeProviders",
            ],
            path: "Benchmarks/holical-bench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
