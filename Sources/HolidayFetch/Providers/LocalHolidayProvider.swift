/// A provider that computes its answers on this machine (the rule engine): its answers
/// are neither cached nor paced, since asking again costs nothing and may give a better
/// answer after an upgrade.
public protocol LocalHolidayProvider: HolidayProvider {}
