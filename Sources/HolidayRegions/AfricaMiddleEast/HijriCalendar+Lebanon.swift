import HolidayEngine

// Facts: the dates Lebanon kept its Islamic holidays, usually a day after Umm al-Qura (the
// Grand Mufti's and the Higher Islamic Shia Council's announcements, as the government's
// holiday lists carry them), confirmed for 1978-2024; recorded by python-holidays 0.108 (its
// `LebanonIslamicHolidays`), which this file reproduces. Each start below is a holiday that
// differs from Umm al-Qura, written as the start of its month so that every day of the month
// moves with it; Ashura in the years it came a day after a Muharram that began on Umm
// al-Qura's day is a moved holiday in Lebanon.swift. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Lebanon observes it: Umm al-Qura with the month starts it kept,
    /// confirmed for 1398-1446 AH; other days estimated.
    public static let lebanon = ummAlQura.observing(
        monthStarts: [
            .init(1398, .rabiAlAwwal, on: 1978, 2, 9),  // Prophet's Birthday 1978-02-20, Umm al-Qura +1
            .init(1398, .shawwal, on: 1978, 9, 4),  // Eid al-Fitr 1978-09-04, Umm al-Qura +1
            .init(1398, .dhuAlHijjah, on: 1978, 11, 2),  // Eid al-Adha 1978-11-11, Umm al-Qura +1
            .init(1399, .muharram, on: 1978, 12, 2),  // Ashura 1978-12-11, Umm al-Qura +1
            .init(1399, .rabiAlAwwal, on: 1979, 1, 30),  // Prophet's Birthday 1979-02-10, Umm al-Qura +1
            .init(1399, .shawwal, on: 1979, 8, 25),  // Eid al-Fitr 1979-08-25, Umm al-Qura +2
            .init(1399, .dhuAlHijjah, on: 1979, 10, 23),  // Eid al-Adha 1979-11-01, Umm al-Qura +1
            .init(1400, .muharram, on: 1979, 11, 21),  // Ashura 1979-11-30, Umm al-Qura +1
            .init(1400, .shawwal, on: 1980, 8, 13),  // Eid al-Fitr 1980-08-13, Umm al-Qura +1
            .init(1400, .dhuAlHijjah, on: 1980, 10, 11),  // Eid al-Adha 1980-10-20, Umm al-Qura +1
            .init(1401, .shawwal, on: 1981, 8, 2),  // Eid al-Fitr 1981-08-02, Umm al-Qura +1
            .init(1401, .dhuAlHijjah, on: 1981, 9, 30),  // Eid al-Adha 1981-10-09, Umm al-Qura +1
            .init(1402, .muharram, on: 1981, 10, 30),  // Ashura 1981-11-08, Umm al-Qura +2
            .init(1402, .rabiAlAwwal, on: 1981, 12, 28),  // Prophet's Birthday 1982-01-08, Umm al-Qura +1
            .init(1402, .shawwal, on: 1982, 7, 23),  // Eid al-Fitr 1982-07-23, Umm al-Qura +2
            .init(1402, .dhuAlHijjah, on: 1982, 9, 20),  // Eid al-Adha 1982-09-29, Umm al-Qura +2
            .init(1403, .muharram, on: 1982, 10, 19),  // Ashura 1982-10-28, Umm al-Qura +1
            .init(1403, .rabiAlAwwal, on: 1982, 12, 17),  // Prophet's Birthday 1982-12-28, Umm al-Qura +1
            .init(1403, .shawwal, on: 1983, 7, 12),  // Eid al-Fitr 1983-07-12, Umm al-Qura +1
            .init(1403, .dhuAlHijjah, on: 1983, 9, 9),  // Eid al-Adha 1983-09-18, Umm al-Qura +1
            .init(1404, .muharram, on: 1983, 10, 8),  // Ashura 1983-10-17, Umm al-Qura +1
            .init(1404, .rabiAlAwwal, on: 1983, 12, 6),  // Prophet's Birthday 1983-12-17, Umm al-Qura +1
            .init(1404, .dhuAlHijjah, on: 1984, 8, 28),  // Eid al-Adha 1984-09-06, Umm al-Qura +1
            .init(1405, .muharram, on: 1984, 9, 27),  // Ashura 1984-10-06, Umm al-Qura +1
            .init(1405, .rabiAlAwwal, on: 1984, 11, 25),  // Prophet's Birthday 1984-12-06, Umm al-Qura +2
            .init(1405, .shawwal, on: 1985, 6, 20),  // Eid al-Fitr 1985-06-20, Umm al-Qura +1
            .init(1405, .dhuAlHijjah, on: 1985, 8, 18),  // Eid al-Adha 1985-08-27, Umm al-Qura +1
            .init(1406, .muharram, on: 1985, 9, 16),  // Ashura 1985-09-25, Umm al-Qura +1
            .init(1406, .rabiAlAwwal, on: 1985, 11, 14),  // Prophet's Birthday 1985-11-25, Umm al-Qura +1
            .init(1406, .shawwal, on: 1986, 6, 9),  // Eid al-Fitr 1986-06-09, Umm al-Qura +1
            .init(1406, .dhuAlHijjah, on: 1986, 8, 7),  // Eid al-Adha 1986-08-16, Umm al-Qura +1
            .init(1407, .muharram, on: 1986, 9, 6),  // Ashura 1986-09-15, Umm al-Qura +1
            .init(1407, .rabiAlAwwal, on: 1986, 11, 4),  // Prophet's Birthday 1986-11-15, Umm al-Qura +1
            .init(1407, .shawwal, on: 1987, 5, 30),  // Eid al-Fitr 1987-05-30, Umm al-Qura +2
            .init(1407, .dhuAlHijjah, on: 1987, 7, 28),  // Eid al-Adha 1987-08-06, Umm al-Qura +2
            .init(1408, .muharram, on: 1987, 8, 26),  // Ashura 1987-09-04, Umm al-Qura +1
            .init(1408, .rabiAlAwwal, on: 1987, 10, 24),  // Prophet's Birthday 1987-11-04, Umm al-Qura +1
            .init(1408, .shawwal, on: 1988, 5, 18),  // Eid al-Fitr 1988-05-18, Umm al-Qura +2
            .init(1408, .dhuAlHijjah, on: 1988, 7, 16),  // Eid al-Adha 1988-07-25, Umm al-Qura +2
            .init(1409, .muharram, on: 1988, 8, 14),  // Ashura 1988-08-23, Umm al-Qura +1
            .init(1409, .rabiAlAwwal, on: 1988, 10, 12),  // Prophet's Birthday 1988-10-23, Umm al-Qura +1
            .init(1409, .shawwal, on: 1989, 5, 7),  // Eid al-Fitr 1989-05-07, Umm al-Qura +1
            .init(1409, .dhuAlHijjah, on: 1989, 7, 5),  // Eid al-Adha 1989-07-14, Umm al-Qura +1
            .init(1410, .muharram, on: 1989, 8, 4),  // Ashura 1989-08-13, Umm al-Qura +2
            .init(1410, .rabiAlAwwal, on: 1989, 10, 2),  // Prophet's Birthday 1989-10-13, Umm al-Qura +2
            .init(1410, .shawwal, on: 1990, 4, 27),  // Eid al-Fitr 1990-04-27, Umm al-Qura +1
            .init(1410, .dhuAlHijjah, on: 1990, 6, 25),  // Eid al-Adha 1990-07-04, Umm al-Qura +2
            .init(1411, .muharram, on: 1990, 7, 24),  // Ashura 1990-08-02, Umm al-Qura +1
            .init(1411, .rabiAlAwwal, on: 1990, 9, 21),  // Prophet's Birthday 1990-10-02, Umm al-Qura +1
            .init(1411, .shawwal, on: 1991, 4, 16),  // Eid al-Fitr 1991-04-16, Umm al-Qura +1
            .init(1411, .dhuAlHijjah, on: 1991, 6, 14),  // Eid al-Adha 1991-06-23, Umm al-Qura +1
            .init(1412, .muharram, on: 1991, 7, 13),  // Ashura 1991-07-22, Umm al-Qura +1
            .init(1412, .rabiAlAwwal, on: 1991, 9, 10),  // Prophet's Birthday 1991-09-21, Umm al-Qura +1
            .init(1413, .muharram, on: 1992, 7, 2),  // Ashura 1992-07-11, Umm al-Qura +1
            .init(1413, .rabiAlAwwal, on: 1992, 8, 30),  // Prophet's Birthday 1992-09-10, Umm al-Qura +1
            .init(1413, .shawwal, on: 1993, 3, 25),  // Eid al-Fitr 1993-03-25, Umm al-Qura +1
            .init(1413, .dhuAlHijjah, on: 1993, 5, 23),  // Eid al-Adha 1993-06-01, Umm al-Qura +1
            .init(1414, .rabiAlAwwal, on: 1993, 8, 19),  // Prophet's Birthday 1993-08-30, Umm al-Qura +1
            .init(1414, .shawwal, on: 1994, 3, 14),  // Eid al-Fitr 1994-03-14, Umm al-Qura +1
            .init(1414, .dhuAlHijjah, on: 1994, 5, 12),  // Eid al-Adha 1994-05-21, Umm al-Qura +1
            .init(1415, .shawwal, on: 1995, 3, 3),  // Eid al-Fitr 1995-03-03, Umm al-Qura +1
            .init(1415, .dhuAlHijjah, on: 1995, 5, 1),  // Eid al-Adha 1995-05-10, Umm al-Qura +1
            .init(1416, .muharram, on: 1995, 5, 31),  // Ashura 1995-06-09, Umm al-Qura +1
            .init(1416, .rabiAlAwwal, on: 1995, 7, 29),  // Prophet's Birthday 1995-08-09, Umm al-Qura +1
            .init(1416, .shawwal, on: 1996, 2, 21),  // Eid al-Fitr 1996-02-21, Umm al-Qura +2
            .init(1416, .dhuAlHijjah, on: 1996, 4, 20),  // Eid al-Adha 1996-04-29, Umm al-Qura +2
            .init(1417, .muharram, on: 1996, 5, 19),  // Ashura 1996-05-28, Umm al-Qura +1
            .init(1417, .rabiAlAwwal, on: 1996, 7, 17),  // Prophet's Birthday 1996-07-28, Umm al-Qura +1
            .init(1417, .shawwal, on: 1997, 2, 9),  // Eid al-Fitr 1997-02-09, Umm al-Qura +1
            .init(1417, .dhuAlHijjah, on: 1997, 4, 9),  // Eid al-Adha 1997-04-18, Umm al-Qura +1
            .init(1418, .muharram, on: 1997, 5, 9),  // Ashura 1997-05-18, Umm al-Qura +2
            .init(1418, .rabiAlAwwal, on: 1997, 7, 7),  // Prophet's Birthday 1997-07-18, Umm al-Qura +2
            .init(1418, .shawwal, on: 1998, 1, 30),  // Eid al-Fitr 1998-01-30, Umm al-Qura +1
            .init(1418, .dhuAlHijjah, on: 1998, 3, 30),  // Eid al-Adha 1998-04-08, Umm al-Qura +1
            .init(1419, .muharram, on: 1998, 4, 28),  // Ashura 1998-05-07, Umm al-Qura +1
            .init(1419, .rabiAlAwwal, on: 1998, 6, 26),  // Prophet's Birthday 1998-07-07, Umm al-Qura +1
            .init(1419, .shawwal, on: 1999, 1, 19),  // Eid al-Fitr 1999-01-19, Umm al-Qura +1
            .init(1419, .dhuAlHijjah, on: 1999, 3, 19),  // Eid al-Adha 1999-03-28, Umm al-Qura +1
            .init(1421, .rabiAlAwwal, on: 2000, 6, 4),  // Prophet's Birthday 2000-06-15, Umm al-Qura +1
            .init(1421, .shawwal, on: 2000, 12, 28),  // Eid al-Fitr 2000-12-28, Umm al-Qura +1
            .init(1421, .dhuAlHijjah, on: 2001, 2, 25),  // Eid al-Adha 2001-03-06, Umm al-Qura +1
            .init(1422, .shawwal, on: 2001, 12, 17),  // Eid al-Fitr 2001-12-17, Umm al-Qura +1
            .init(1422, .dhuAlHijjah, on: 2002, 2, 14),  // Eid al-Adha 2002-02-23, Umm al-Qura +1
            .init(1423, .shawwal, on: 2002, 12, 6),  // Eid al-Fitr 2002-12-06, Umm al-Qura +1
            .init(1423, .dhuAlHijjah, on: 2003, 2, 3),  // Eid al-Adha 2003-02-12, Umm al-Qura +1
            .init(1424, .muharram, on: 2003, 3, 5),  // Ashura 2003-03-14, Umm al-Qura +1
            .init(1424, .rabiAlAwwal, on: 2003, 5, 3),  // Prophet's Birthday 2003-05-14, Umm al-Qura +1
            .init(1424, .shawwal, on: 2003, 11, 26),  // Eid al-Fitr 2003-11-26, Umm al-Qura +1
            .init(1424, .dhuAlHijjah, on: 2004, 1, 24),  // Eid al-Adha 2004-02-02, Umm al-Qura +1
            .init(1425, .muharram, on: 2004, 2, 22),  // Ashura 2004-03-02, Umm al-Qura +1
            .init(1425, .rabiAlAwwal, on: 2004, 4, 21),  // Prophet's Birthday 2004-05-02, Umm al-Qura +1
            .init(1426, .shawwal, on: 2005, 11, 4),  // Eid al-Fitr 2005-11-04, Umm al-Qura +1
            .init(1427, .rabiAlAwwal, on: 2006, 3, 31),  // Prophet's Birthday 2006-04-11, Umm al-Qura +1
            .init(1427, .shawwal, on: 2006, 10, 24),  // Eid al-Fitr 2006-10-24, Umm al-Qura +1
            .init(1429, .shawwal, on: 2008, 10, 2),  // Eid al-Fitr 2008-10-02, Umm al-Qura +1
            .init(1429, .dhuAlHijjah, on: 2008, 11, 30),  // Eid al-Adha 2008-12-09, Umm al-Qura +1
            .init(1430, .shawwal, on: 2009, 9, 21),  // Eid al-Fitr 2009-09-21, Umm al-Qura +1
            .init(1430, .dhuAlHijjah, on: 2009, 11, 19),  // Eid al-Adha 2009-11-28, Umm al-Qura +1
            .init(1431, .dhuAlHijjah, on: 2010, 11, 8),  // Eid al-Adha 2010-11-17, Umm al-Qura +1
            .init(1432, .muharram, on: 2010, 12, 8),  // Ashura 2010-12-17, Umm al-Qura +1
            .init(1432, .rabiAlAwwal, on: 2011, 2, 5),  // Prophet's Birthday 2011-02-16, Umm al-Qura +1
            .init(1432, .shawwal, on: 2011, 8, 31),  // Eid al-Fitr 2011-08-31, Umm al-Qura +1
            .init(1432, .dhuAlHijjah, on: 2011, 10, 29),  // Eid al-Adha 2011-11-07, Umm al-Qura +1
            .init(1433, .muharram, on: 2011, 11, 27),  // Ashura 2011-12-06, Umm al-Qura +1
            .init(1433, .rabiAlAwwal, on: 2012, 1, 25),  // Prophet's Birthday 2012-02-05, Umm al-Qura +1
            .init(1435, .muharram, on: 2013, 11, 5),  // Ashura 2013-11-14, Umm al-Qura +1
            .init(1435, .rabiAlAwwal, on: 2014, 1, 3),  // Prophet's Birthday 2014-01-14, Umm al-Qura +1
            .init(1435, .shawwal, on: 2014, 7, 29),  // Eid al-Fitr 2014-07-29, Umm al-Qura +1
            .init(1435, .dhuAlHijjah, on: 2014, 9, 26),  // Eid al-Adha 2014-10-05, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // Eid al-Adha 2015-09-24, Umm al-Qura +1
            .init(1437, .rabiAlAwwal, on: 2015, 12, 13),  // Prophet's Birthday 2015-12-24, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 7),  // Eid al-Fitr 2016-07-07, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 4),  // Eid al-Adha 2016-09-13, Umm al-Qura +2
            .init(1438, .muharram, on: 2016, 10, 3),  // Ashura 2016-10-12, Umm al-Qura +1
            .init(1438, .rabiAlAwwal, on: 2016, 12, 1),  // Prophet's Birthday 2016-12-12, Umm al-Qura +1
            .init(1438, .shawwal, on: 2017, 6, 26),  // Eid al-Fitr 2017-06-26, Umm al-Qura +1
            .init(1438, .dhuAlHijjah, on: 2017, 8, 24),  // Eid al-Adha 2017-09-02, Umm al-Qura +1
            .init(1439, .muharram, on: 2017, 9, 22),  // Ashura 2017-10-01, Umm al-Qura +1
            .init(1439, .rabiAlAwwal, on: 2017, 11, 20),  // Prophet's Birthday 2017-12-01, Umm al-Qura +1
            .init(1439, .dhuAlHijjah, on: 2018, 8, 13),  // Eid al-Adha 2018-08-22, Umm al-Qura +1
            .init(1440, .dhuAlHijjah, on: 2019, 8, 3),  // Eid al-Adha 2019-08-12, Umm al-Qura +1
        ],
        confirmed: [.muharram: 1399...1446, .rabiAlAwwal: 1398...1446, .shawwal: 1398...1446, .dhuAlHijjah: 1398...1446])
}
