extension HijriCalendar {
    /// Saudi Arabia's Umm al-Qura calendar, 1343-1500 AH (1924-2077), as it stands: every
    /// result is estimated, a forecast of what a country observes, until a variant made with
    /// `observing(monthStarts:confirmed:otherStartsShiftedBy:)` confirms it.
    public static let ummAlQura = HijriCalendar(
        observedIndexes: [], observedDays: [], shift: 0, confirmedYears: Array(repeating: [], count: 12))

    /// The Umm al-Qura table.
    ///
    /// Source: the Umm al-Qura calendar of Saudi Arabia, computed by King Abdulaziz City for
    /// Science and Technology (KACST), and for the early years the month starts the Umm al-Qura
    /// newspaper announced; as tabulated by R. H. van Gent ("The Umm al-Qura Calendar of Saudi
    /// Arabia") and the `hijridate` package. Cross-check: python-holidays 0.108's default
    /// Islamic dates (`_IslamicLunar`) agree on every day they list, 1924-2077.
    /// See docs/calendars.md, "Islamic (Hijri)".
    enum UmmAlQura {
        static let firstYear = 1343
        static let lastYear = 1500
        /// 1 Muharram 1343 AH, 1924-08-01.
        static let firstDayNumber = -16_589

        /// One mask per Hijri year from 1343: bit 11 (the leftmost digit) is Muharram, bit 0
        /// Dhu al-Hijjah; a 1 is a 30-day month, a 0 a 29-day month.
        static let monthLengthMasks: [UInt16] = [
            0b1011_0111_0111, 0b0010_1010_1010, 0b1010_1010_1101, 0b0011_0110_0110, 0b0011_0110_1100, 0b1010_1011_0010,  // 1343-1348
            0b1010_1011_1011, 0b0101_0010_1101, 0b1010_1000_1101, 0b1010_1010_1010, 0b1011_0101_1001, 0b0101_0110_1010,  // 1349-1354
            0b1010_1010_1101, 0b0010_1011_0010, 0b1010_1010_1011, 0b1101_0010_0110, 0b1110_1001_0010, 0b1010_1010_1011,  // 1355-1360
            0b1010_1010_1010, 0b1010_1010_1010, 0b1010_1010_1011, 0b1010_1010_1110, 0b1010_1010_1011, 0b1010_1010_1010,  // 1361-1366
            0b1010_1010_1010, 0b1010_1010_1011, 0b1010_1011_0110, 0b1010_1010_1010, 0b1010_0101_0111, 0b0101_0100_1011,  // 1367-1372
            0b0101_0101_0101, 0b1010_1011_0011, 0b1010_1010_0110, 0b0100_1110_1010, 0b1001_0101_1011, 0b1010_1010_1010,  // 1373-1378
            0b0101_0101_0101, 0b1010_1010_1010, 0b1011_0100_1010, 0b1011_0110_0101, 0b0101_1010_1010, 0b1010_1010_1010,  // 1379-1384
            0b1011_0010_1110, 0b1100_1010_1011, 0b0010_1010_1011, 0b0110_1010_1010, 0b1010_1010_1011, 0b1010_1011_0100,  // 1385-1390
            0b1010_1010_1011, 0b0010_1010_1011, 0b1010_0010_1011, 0b1010_1010_0110, 0b1011_0100_1010, 0b1011_1010_0101,  // 1391-1396
            0b0101_1010_1010, 0b1010_1011_0101, 0b0101_0101_0110, 0b1101_0010_1011, 0b0101_0100_1010, 0b1110_1010_0101,  // 1397-1402
            0b0111_0101_0010, 0b0110_1110_1001, 0b0011_0110_1010, 0b1010_1010_1101, 0b0101_0101_0101, 0b1010_1010_0101,  // 1403-1408
            0b1011_0101_0010, 0b1011_1010_1001, 0b0101_1011_0100, 0b1001_1011_1010, 0b0100_1101_1011, 0b0010_0101_1101,  // 1409-1414
            0b0101_0010_1101, 0b1010_1010_0101, 0b1010_1101_0100, 0b1010_1110_1010, 0b0101_0110_1101, 0b0100_1011_1101,  // 1415-1420
            0b0010_0011_1101, 0b1001_0001_1101, 0b1010_1001_0101, 0b1011_0100_1010, 0b1011_0101_1010, 0b0101_0110_1101,  // 1421-1426
            0b0010_1011_0110, 0b1001_0011_1011, 0b0100_1001_1011, 0b0110_0101_0101, 0b0110_1010_1001, 0b0111_0101_0100,  // 1427-1432
            0b1011_0110_1010, 0b0101_0110_1100, 0b1010_1010_1101, 0b0101_0101_0101, 0b1011_0010_1001, 0b1011_1001_0010,  // 1433-1438
            0b1011_1010_1001, 0b0101_1101_0100, 0b1010_1101_1010, 0b0101_0101_1010, 0b1010_1010_1011, 0b0101_1001_0101,  // 1439-1444
            0b0111_0100_1001, 0b0111_0110_0100, 0b1011_1010_1010, 0b0101_1011_0101, 0b0010_1011_0110, 0b1010_0101_0110,  // 1445-1450
            0b1101_0010_1010, 0b1110_1001_0101, 0b0111_0010_1010, 0b0111_0101_0101, 0b0011_0101_1010, 0b1001_0101_1101,  // 1451-1456
            0b0100_1001_1011, 0b1010_0100_1101, 0b1101_0010_0110, 0b1101_0101_0011, 0b0101_1010_1010, 0b1010_1010_1101,  // 1457-1462
            0b0100_1011_0110, 0b1010_0101_0111, 0b0101_0010_0111, 0b1010_1001_0101, 0b1011_0100_1010, 0b1011_0101_0101,  // 1463-1468
            0b0011_0110_1100, 0b1001_1010_1110, 0b0100_1011_0110, 0b1010_1001_0110, 0b1011_0100_1010, 0b1101_1010_0101,  // 1469-1474
            0b0101_1101_0010, 0b0101_1101_1001, 0b0010_1101_1100, 0b1001_0110_1101, 0b0100_1010_1101, 0b0110_0101_0101,  // 1475-1480
            0b0110_1101_0010, 0b1011_0110_1001, 0b0011_0111_0100, 0b1001_1011_0110, 0b0100_1101_0111, 0b0010_1010_1011,  // 1481-1486
            0b0101_0100_1011, 0b0110_1010_0101, 0b0111_0101_0010, 0b1011_0110_1001, 0b0101_0110_1011, 0b0010_1010_1101,  // 1487-1492
            0b1001_0100_1101, 0b1100_1001_0101, 0b1101_0100_1010, 0b1110_1010_0101, 0b0110_1100_1010, 0b1010_1101_0101,  // 1493-1498
            0b0101_0101_0110, 0b1100_1001_0111,  // 1499-1500
        ]

        /// Months of 28 or 31 days: in the early years the newspaper announced month starts
        /// as they were sighted, and these are the lengths its announcements give.
        static let irregularMonths: [(year: Int, month: Month, days: Int)] = [
            (1343, .ramadan, 28),
            (1345, .jumadaAlUla, 31),
            (1345, .shaban, 28),
            (1348, .dhuAlQadah, 31),
            (1348, .dhuAlHijjah, 28),
            (1349, .shawwal, 28),
            (1349, .dhuAlQadah, 31),
            (1364, .shaban, 28),
        ]

        /// The first day of every month in the table, and the day after its last month.
        static let monthStarts: [Int32] = {
            var starts: [Int32] = [Int32(firstDayNumber)]
            starts.reserveCapacity(monthLengthMasks.count * 12 + 1)
            var start = Int32(firstDayNumber)
            for mask in monthLengthMasks {
                for bit in (0..<12).reversed() {
                    start += mask & (1 << bit) != 0 ? 30 : 29
                    starts.append(start)
                }
            }
            // Each irregular month moves the starts after it by its difference from the mask.
            for irregular in irregularMonths {
                let index = HijriCalendar.index(year: irregular.year, month: irregular.month)
                let masked = Int32(starts[index + 1] - starts[index])
                for later in (index + 1)..<starts.count { starts[later] += Int32(irregular.days) - masked }
            }
            return starts
        }()
    }
}
