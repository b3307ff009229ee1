import HolidayEngine
import HolidayRegions

/// The built-in regions the tests name most, looked up once.
extension Region {
    static let unitedStates = RegionRegistry.region(code: "US")!
    static let newSouthWales = RegionRegistry.region(code: "AU-NSW")!
    static let estonia = RegionRegistry.region(code: "EE")!
}
