import HolidayEngine
import HolidayRegions

/// The built-in regions the benchmarks use, looked up once.
extension Region {
    static let newSouthWales = RegionRegistry.region(code: "AU-NSW")!
}
