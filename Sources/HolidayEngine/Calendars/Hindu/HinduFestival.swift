/// The Hindu, Sikh and Jain festivals whose dates the panchang (the Hindu almanac) decides:
/// Diwali, Holi, Dussehra, Janmashtami, Maha Shivaratri, Pongal, Vaisakhi, Guru Nanak
/// Jayanti, Mahavir Jayanti and the others India and its neighbours keep, and the Parsi new
/// year India's lists keep beside them.
///
/// A festival falls on a lunar day (tithi) of a lunar month, or on the Sun's entry into a
/// sign, as the almanac reckons them for India; the day can differ by one between regions
/// and almanacs, and governments publish the day they keep. HolidayEngine holds the published
/// dates as tables, one per festival (`HinduFestival+Almanac.swift`, each naming its
/// source), for the years those sources cover: 2001-2035 for most, 1901-2100 for Deepavali
/// and Thaipusam; two days India's lists keep by plain arithmetic (Vaisakhadi, the Parsi new
/// year) are tabled for 1901-2100 too. A country whose own lists differ from the almanac in some years keeps
/// them in HolidayRegions, and its rules prefer them (`dayNumbers(inGregorianYear:preferring:)`,
/// `DateRule.hindu(_:list:)`). See docs/calendars.md.
public enum HinduFestival: String, CaseIterable, Sendable {
    /// Adi Shankaracharya Jayanti: the 5th lunar day of the bright half of Vaishakha.
    case adiShankaracharyaJayanti
    /// Anant Chaturdashi: the 14th of the bright half of Bhadrapada.
    case anantChaturdashi
    /// Basant (Vasant) Panchami: the 5th of the bright half of Magha.
    case basantPanchami
    /// Bathukamma, Telangana's flower festival: its first day, on Mahalaya Amavasya.
    case bathukamma
    /// Bonalu, Telangana's festival of the month of Ashadha.
    case bonalu
    /// Buddha Purnima: the full moon of Vaishakha (India, Nepal).
    case buddhaPurnima
    /// Chaitra Navratri: its first day, the 1st of the bright half of Chaitra.
    case chaitraNavratri
    /// Chhath Puja: the 6th of the bright half of Kartika, six days after Diwali.
    case chhathPuja
    /// Dattatreya Jayanti: the full moon of Margashirsha.
    case dattatreyaJayanti
    /// Dev Diwali (Dev Deepawali): the full moon of Kartika.
    case devDiwali
    /// Deepavali as Singapore, Malaysia, Sri Lanka, Kenya, Suriname and Trinidad and Tobago
    /// keep it: the day before the new moon that ends Ashvin, often a day before India's
    /// Diwali.
    case deepavali
    /// Diwali (Lakshmi Puja) as India's central government lists it: the new moon that
    /// ends Ashvin (Kartika Amavasya in the north's reckoning).
    case diwali
    /// Dussehra (Vijayadashami): the 10th of the bright half of Ashvin.
    case dussehra
    /// Ganesh Chaturthi: the 4th of the bright half of Bhadrapada.
    case ganeshChaturthi
    /// Govardhan Puja: the 1st of the bright half of Kartika, the day after Diwali.
    case govardhanPuja
    /// Gudi Padwa (Ugadi): the 1st of the bright half of Chaitra, the lunar new year.
    case gudiPadwa
    /// The martyrdom of Guru Arjun Dev, as Punjab keeps it.
    case guruArjunDevMartyrdom
    /// Guru Gobind Singh Jayanti: the 7th of the bright half of Pausha; it can fall twice in
    /// a Gregorian year, or not at all.
    case guruGobindSinghJayanti
    /// Guru Nanak Jayanti (Gurpurab): the full moon of Kartika.
    case guruNanakJayanti
    /// Guru Purnima: the full moon of Ashadha.
    case guruPurnima
    /// Guru Ravidas Jayanti: the full moon of Magha.
    case guruRavidasJayanti
    /// Gyalpo Losar, the Tibetan new year of Nepal's Sherpa and Tibetan communities.
    case gyalpoLosar
    /// Hal Shashthi: the 6th of the dark half of Bhadrapada.
    case halShashthi
    /// Hanuman Jayanti: the full moon of Chaitra.
    case hanumanJayanti
    /// Hariyali Amavasya: the new moon of Shravana.
    case hariyaliAmavasya
    /// Hartalika Teej: the 3rd of the bright half of Bhadrapada.
    case hartalikaTeej
    /// Hola Mohalla, the Sikh festival around Holi.
    case holaMohalla
    /// Holi: the day of colours after the full moon of Phalguna (Holika Dahan is the day
    /// before).
    case holi
    /// Janmashtami: the 8th of the dark half of Bhadrapada (Shravana in the south's
    /// reckoning).
    case janmashtami
    /// Kabir Jayanti: the full moon of Jyeshtha.
    case kabirJayanti
    /// Kali Puja: the new moon night of Kartika, as Bengal keeps it.
    case kaliPuja
    /// Karwa Chauth: the 4th of the dark half of Kartika.
    case karwaChauth
    /// Ker Puja, Tripura's festival some weeks after Kharchi Puja.
    case kerPuja
    /// Kharchi Puja, Tripura's festival of the 8th of the bright half of Ashadha.
    case kharchiPuja
    /// Maha Ashtami: the 8th of the bright half of Ashvin (Maha Saptami is the day before).
    case mahaAshtami
    /// Maha Navami: the 9th of the bright half of Ashvin.
    case mahaNavami
    /// Maharana Pratap Jayanti: the 3rd of the bright half of Jyeshtha.
    case maharanaPratapJayanti
    /// Maharshi Valmiki Jayanti: the full moon of Ashvin.
    case maharshiValmikiJayanti
    /// Maha Shivaratri: the 14th of the dark half of Phalguna (Magha in the south's
    /// reckoning).
    case mahaShivaratri
    /// Mahavir Jayanti: the 13th of the bright half of Chaitra.
    case mahavirJayanti
    /// Mahesh Navami: the 9th of the bright half of Jyeshtha.
    case maheshNavami
    /// Makar Sankranti: the Sun's entry into sidereal Capricorn, 14 or 15 January (Lohri
    /// is the day before).
    case makarSankranti
    /// Matsya Jayanti: the 3rd of the bright half of Chaitra.
    case matsyaJayanti
    /// Naag Panchami: the 5th of Shravana.
    case naagPanchami
    /// Naraka Chaturdashi (Choti Diwali): the 14th of the dark half, the day before Diwali.
    case narakaChaturdashi
    /// Nirjala Ekadashi: the 11th of the bright half of Jyeshtha.
    case nirjalaEkadashi
    /// Onam (Thiruvonam): the day of the star Thiruvonam in Kerala's solar month Chingam.
    case onam
    /// Parshuram Jayanti: the 3rd of the bright half of Vaishakha.
    case parshuramJayanti
    /// The Parsi new year (Navroz), 1 Farvardin of the Shahenshahi calendar, which has 365
    /// days and no leap day: it comes one Gregorian day earlier after each 29 February
    /// (28 August 1972, 15 August 2024).
    case parsiNewYear
    /// Parivartini Ekadashi: the 11th of the bright half of Bhadrapada.
    case parivartiniEkadashi
    /// Pitra Moksh (Mahalaya) Amavasya: the new moon that ends the fortnight of the
    /// ancestors, in Ashvin.
    case pitraMokshAmavasya
    /// Pohela Boishakh: the Bengali new year, 14 or 15 April.
    case pohelaBoishakh
    /// Pongal (Thai Pongal): the first day of the Tamil solar month Thai, 14 or 15 January.
    case pongal
    /// Puthandu: the Tamil new year, the first day of Chithirai, 14 or 15 April.
    case puthandu
    /// Raksha Bandhan: the full moon of Shravana.
    case rakshaBandhan
    /// Ram Navami: the 9th of the bright half of Chaitra.
    case ramNavami
    /// Rath Yatra: the 2nd of the bright half of Ashadha.
    case rathYatra
    /// Samvatsari Parva: the last day of the Jain Paryushana, in Bhadrapada.
    case samvatsariParva
    /// Shakambhari Purnima: the full moon of Pausha; it can fall twice in a Gregorian year,
    /// or not at all.
    case shakambhariPurnima
    /// Sharad Navratri: its first day, the 1st of the bright half of Ashvin.
    case sharadNavratri
    /// Shri Vallabhacharya Jayanti: the 11th of Vaishakha.
    case vallabhacharyaJayanti
    /// Sonam Losar, the new year of Nepal's Tamang community.
    case sonamLosar
    /// Swami Dayanand Saraswati Jayanti: the 10th of the dark half of Phalguna.
    case dayanandSaraswatiJayanti
    /// Tamu Losar, the new year of Nepal's Gurung community, 30 or 31 December.
    case tamuLosar
    /// Thaipusam: the day of the star Pusam near the full moon of the Tamil month Thai.
    case thaipusam
    /// Tulsidas Jayanti: the 7th of the bright half of Shravana.
    case tulsidasJayanti
    /// Vaisakhadi (Bahag Bihu), the first day of the solar Vaisakha as India's central lists
    /// keep it: 15 April, 14 April in a leap year.
    case vaisakhadi
    /// Vaisakhi: the first day of the solar month Vaisakh, 13 or 14 April.
    case vaisakhi
    /// Varalakshmi Vratam: the Friday before the full moon of Shravana.
    case varalakshmiVratam
    /// Vikram Samvat New Year (the Gujarati new year): the 1st of the bright half of Kartika.
    case vikramSamvatNewYear
    /// Vishu: Kerala's new year, the Sun's entry into Mesha, 14 or 15 April.
    case vishu
    /// Vishwakarma Puja: Kanya Sankranti, the Sun's entry into Virgo, about 17 September.
    case vishwakarmaPuja

    /// The Gregorian years the festival's table covers.
    public var knownYears: ClosedRange<Int> { table.years }

    /// The festival's day numbers in Gregorian `year`, ascending: one in most years, none
    /// outside `knownYears` (or in a year it skips), two when it falls twice.
    public func dayNumbers(inGregorianYear year: Int) -> [Int] {
        table.dayNumbers(inGregorianYear: year)
    }

    /// The festival's day numbers in Gregorian `year` from `list`, a country's own published
    /// dates, where it dates that year; else the almanac's, then `isEstimated` (a forecast
    /// for that country).
    public func dayNumbers(
        inGregorianYear year: Int, preferring list: FestivalTable?
    ) -> (dayNumbers: [Int], isEstimated: Bool) {
        table.dayNumbers(inGregorianYear: year, preferring: list)
    }
}
