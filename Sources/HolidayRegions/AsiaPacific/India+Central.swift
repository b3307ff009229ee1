import HolidayEngine

// India's central states: their own holidays beyond the central government's (India.swift),
// from each one's yearly holiday notification, cited above its list, as python-holidays 0.108
// records them (public and optional; Chhattisgarh's own closed days are in python-holidays'
// "government" category, left out). Known from the year each came to be: Madhya Pradesh 1956
// (the States Reorganisation Act, 1956), Chhattisgarh 2000 (the Madhya Pradesh Reorganisation
// Act, 2000). Local names in Hindi.

extension Country.IndiaRules {
    /// The central states and union territories, each with its own closed (`.public`) and
    /// restricted (`.optional`) holidays on top of the central government's.
    static let centralRegions: [Country.Subdivision] = [
        Country.Subdivision(
            "CG", "Chhattisgarh", local: "छत्तीसगढ़",
            known: .from(2000), rules: { chhattisgarhHolidays }),
        Country.Subdivision(
            "MP", "Madhya Pradesh", local: "मध्य प्रदेश",
            known: .from(1956), rules: { madhyaPradeshHolidays }),
    ]

    /// Chhattisgarh: Government of Chhattisgarh, General Administration Department, notification of public and optional holidays (yearly; 2026).
    private static let chhattisgarhHolidays: [HolidayRule] = [
        HolidayRule(
            "Savitribai Phule's Jayanti", local: "सावित्रीबाई फुले जयंती",
            on: .fixed(month: 1, day: 3), kind: .optional),
        HolidayRule(
            "Maa Shakambhari's Jayanti", local: "माँ शाकंभरी जयंती",
            on: .hindu(.shakambhariPurnima, list: nil), kind: .optional),
        HolidayRule("Cherchera", local: "छेरछेरा", on: .hindu(.shakambhariPurnima, list: nil), kind: .optional),
        HolidayRule(
            "Gend Singh's Shaheedi Diwas", local: "गेंद सिंह शहीदी दिवस",
            on: .fixed(month: 1, day: 20), kind: .optional),
        HolidayRule(
            "Netaji Subhas Chandra Bose's Jayanti", local: "नेताजी सुभाष चंद्र बोस जयंती",
            on: .fixed(month: 1, day: 23), kind: .optional),
        HolidayRule(
            "Veerangana Avantibai's Shaheedi Diwas", local: "वीरांगना अवंतीबाई शहीदी दिवस",
            on: .fixed(month: 3, day: 20), kind: .optional),
        HolidayRule(
            "Shri Vallabhacharya's Jayanti", local: "श्री वल्लभाचार्य जयंती",
            on: .hindu(.vallabhacharyaJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Bhagvan Shri Parshuram's Jayanti", local: "भगवान श्री परशुराम जयंती",
            on: .hindu(.parshuramJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Adi Shankaracharya's Jayanti", local: "आदि शंकराचार्य जयंती",
            on: .hindu(.adiShankaracharyaJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Maharana Pratap's Jayanti", local: "महाराणा प्रताप जयंती",
            on: .hindu(.maharanaPratapJayanti, list: nil), kind: .optional),
        HolidayRule("Mahesh Navami", local: "महेश नवमी", on: .hindu(.maheshNavami, list: nil), kind: .optional),
        HolidayRule(
            "Veerangana Durgavati's Shaheedi Diwas", local: "वीरांगना दुर्गावती शहीदी दिवस",
            on: .fixed(month: 6, day: 24), kind: .optional),
        HolidayRule("Naag Panchami", local: "नाग पंचमी", on: .hindu(.naagPanchami, list: nil), kind: .optional),
        HolidayRule("Harchath", local: "हरछठ", on: .hindu(.halShashthi, list: nil), kind: .optional),
        HolidayRule(
            "Anant Chaturdashi", local: "अनंत चतुर्दशी",
            on: .hindu(.anantChaturdashi, list: nil), kind: .optional),
        HolidayRule(
            "Sarva Pitra Moksha Amavasya", local: "सर्व पितृ मोक्ष अमावस्या",
            on: .hindu(.pitraMokshAmavasya, list: nil), kind: .optional),
        HolidayRule(
            "Maharaj Ajmodh Dev's Jayanti", local: "महाराज अजमोढ़ देव जयंती",
            on: .hindu(.maharshiValmikiJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Sant Guru Tekchand Maharaj Samadhi Utsav", local: "संत गुरु टेकचंद महाराज समाधि उत्सव",
            on: .hindu(.maharshiValmikiJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Deepavali (South India)", local: "दीपावली (दक्षिण भारत)",
            on: .hindu(.diwali, list: nil).shifted(-1), kind: .optional, replaces: "Deepavali (South India)"),
        HolidayRule(
            "Shaheed Veer Narayan Singh's Shaheedi Diwas", local: "शहीद वीर नारायण सिंह शहीदी दिवस",
            on: .fixed(month: 12, day: 1), kind: .optional),
        HolidayRule(
            "Dattatreya's Jayanti", local: "दत्तात्रेय जयंती",
            on: .hindu(.dattatreyaJayanti, list: nil), kind: .optional),
    ]

    /// Madhya Pradesh: Government of Madhya Pradesh, General Administration Department, notification of public and optional holidays (yearly; 2026).
    private static let madhyaPradeshHolidays: [HolidayRule] = [
        HolidayRule(
            "Veerangana Avantibai's Shaheedi Diwas", local: "वीरांगना अवंतीबाई शहीदी दिवस",
            on: .fixed(month: 3, day: 20)),
        StateDays.rakshaBandhan,
        StateDays.govardhanPuja,
        HolidayRule(
            "Maharshi Guru Gokuldas's Jayanti", local: "महर्षि गुरु गोकुलदास जयंती",
            on: .fixed(month: 1, day: 6), kind: .optional),
        HolidayRule(
            "Hemu Kalani's Shaheedi Diwas", local: "हेमू कालाणी शहीदी दिवस",
            on: .fixed(month: 1, day: 21), kind: .optional),
        HolidayRule(
            "Bhagvan Meenesh's Jayanti", local: "भगवान मीनेश जयंती",
            on: .hindu(.matsyaJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Mahatma Jyotiba Phule's Jayanti", local: "महात्मा ज्योतिबा फुले जयंती",
            on: .fixed(month: 4, day: 11), kind: .optional),
        HolidayRule(
            "Shri Vallabhacharya's Jayanti", local: "श्री वल्लभाचार्य जयंती",
            on: .hindu(.vallabhacharyaJayanti, list: nil), kind: .optional),
        HolidayRule("Akshay Tritiya", local: "अक्षय तृतीया", on: .hindu(.parshuramJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Adi Shankaracharya's Jayanti", local: "आदि शंकराचार्य जयंती",
            on: .hindu(.adiShankaracharyaJayanti, list: nil), kind: .optional),
        HolidayRule("Mahesh Navami", local: "महेश नवमी", on: .hindu(.maheshNavami, list: nil), kind: .optional),
        HolidayRule(
            "Veerangana Durgavati's Shaheedi Diwas", local: "वीरांगना दुर्गावती शहीदी दिवस",
            on: .fixed(month: 6, day: 24), kind: .optional),
        HolidayRule(
            "Sant Kabir's Jayanti", local: "संत कबीर जयंती",
            on: .hindu(.kabirJayanti, list: nil), kind: .optional),
        HolidayRule("Guru Purnima", local: "गुरु पूर्णिमा", on: .hindu(.guruPurnima, list: nil), kind: .optional),
        HolidayRule("Naag Panchami", local: "नाग पंचमी", on: .hindu(.naagPanchami, list: nil), kind: .optional),
        HolidayRule(
            "Tulsidas's Jayanti", local: "तुलसीदास जयंती",
            on: .hindu(.tulsidasJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Durgadas Rathore's Jayanti", local: "दुर्गादास राठौड़ जयंती",
            on: .fixed(month: 8, day: 13), kind: .optional),
        HolidayRule("Dol Gyaras", local: "डोल ग्यारस", on: .hindu(.parivartiniEkadashi, list: nil), kind: .optional),
        HolidayRule(
            "Vishwakarma Puja", local: "विश्वकर्मा पूजा",
            on: .hindu(.vishwakarmaPuja, list: nil), kind: .optional),
        HolidayRule(
            "Anant Chaturdashi", local: "अनंत चतुर्दशी",
            on: .hindu(.anantChaturdashi, list: nil), kind: .optional),
        HolidayRule(
            "Sarva Pitra Moksha Amavasya", local: "सर्व पितृ मोक्ष अमावस्या",
            on: .hindu(.pitraMokshAmavasya, list: nil), kind: .optional),
        HolidayRule(
            "Maharaj Agrasen's Jayanti", local: "महाराज अग्रसेन जयंती",
            on: .hindu(.sharadNavratri, list: nil), kind: .optional),
        HolidayRule(
            "Maharaj Ajmodh Dev's Jayanti", local: "महाराज अजमोढ़ देव जयंती",
            on: .hindu(.maharshiValmikiJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Sant Guru Tekchand Maharaj Samadhi Utsav", local: "संत गुरु टेकचंद महाराज समाधि उत्सव",
            on: .hindu(.maharshiValmikiJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Dattatreya's Jayanti", local: "दत्तात्रेय जयंती",
            on: .hindu(.dattatreyaJayanti, list: nil), kind: .optional),
        HolidayRule(
            "Vishva Divyang Divas", local: "विश्व दिव्यांग दिवस",
            on: .fixed(month: 12, day: 3), kind: .optional),
        HolidayRule(
            "Guru Ghasidas's Jayanti", local: "गुरु घासीदास जयंती",
            on: .fixed(month: 12, day: 18), kind: .optional),
    ]
}
