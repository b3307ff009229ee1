import HolidayEngine

// Macau: the mandatory holidays of the labour law (Decreto-Lei n.º 101/84/M from 1985,
// n.º 24/89/M, Lei n.º 8/2000, Lei n.º 7/2008), which every employee has (kind public), and
// the public holidays of the administration (Decreto-Lei n.º 4/82/M, n.º 38/87/M,
// n.º 15/93/M, n.º 7/97/M; from 2000 Regulamento Administrativo n.º 4/1999 and Ordem
// Executiva n.º 60/2000), kind optional as python-holidays 0.108 files them.
//
// - Mandatory holidays from 1985: New Year's Day, the Lunar New Year's first three days,
//   Labour Day, the Double Ninth Festival and National Day of the People's Republic; the Day
//   of Portugal and the Mid-Autumn Festival until 1999; Tomb-Sweeping Day from 1989
//   (n.º 24/89/M); from 2000 the day after the Mid-Autumn Festival and the Establishment Day
//   of the Special Administrative Region (Lei n.º 8/2000). None moves for a weekend.
// - The administration's holidays besides those: Easter's Friday and Saturday, the Dragon
//   Boat Festival, All Souls' Day, the Immaculate Conception, the Winter Solstice, Christmas
//   Eve and Christmas; until 1999 the Portuguese days (Freedom Day, Republic Day, the
//   Restoration of Independence; Assumption and All Saints until 1986, Corpus Christi until
//   1987); from 2000 the Buddha's Birthday and the day after National Day.
// - The municipalities' days until 1999: the City of Macau on June 24, the Islands on
//   November 30 (July 13 from 1993).
//
// The weekend: Saturday and Sunday. Known from 1982, the first holiday law encoded here
// (Decreto-Lei n.º 4/82/M); python-holidays 0.108 starts there too. Its government category
// (the civil service's half days and compensatory days) is not encoded.

extension Country {
    /// Macau: mandatory holidays and the administration's public holidays, known from 1982.
    public static let macau = Country(
        "MO", "Macau", local: "澳門", languages: ["zh-Hant", "pt"], firstWeekday: .sunday,
        known: .from(1982),
        kinds: [.public, .optional], sources: "Decreto-Lei n.º 101/84/M, n.º 24/89/M, Lei n.º 8/2000, Lei n.º 7/2008 (mandatory holidays); "
            + "Decreto-Lei n.º 4/82/M, n.º 38/87/M, n.º 15/93/M, n.º 7/97/M, Regulamento Administrativo n.º 4/1999, "
            + "Ordem Executiva n.º 60/2000 (public holidays)",
        rules: { MacauRules.mandatory + MacauRules.administration + MacauRules.oneOffs },
        subdivisions: [
            Subdivision(
                "I", "Islands", local: "海島市",
                rules: {
                    [
                        HolidayRule(
                            "Day of the Municipality of Ilhas", ["": "海島市日", "pt": "Dia do Município das Ilhas"],
                            on: .fixed(month: 11, day: 30), kind: .optional, years: YearSet(1982, 1992)),
                        HolidayRule(
                            "Day of the Municipality of Ilhas", ["": "海島市日", "pt": "Dia do Município das Ilhas"],
                            on: .fixed(month: 7, day: 13), kind: .optional, years: YearSet(1993, 1999),
                            key: "Day of the Municipality of Ilhas (July 13)"),
                    ]
                }),
            Subdivision(
                "M", "Macau", local: "澳門市",
                rules: {
                    [
                        HolidayRule(
                            "Macau City Day", ["": "澳門市日", "pt": "Dia da Cidade de Macau"], on: .fixed(month: 6, day: 24),
                            kind: .optional, years: YearSet(1982, 1999)),
                    ]
                }),
        ])

    /// Macau's lists, apart from the other countries' names in `Country`.
    enum MacauRules {
        /// The mandatory holidays, from 1985; the administration's holidays before (the
        /// Mid-Autumn Festival itself was none: its day after was).
        static let mandatory: [HolidayRule] = mandatoryDays + mandatoryDays.filter {
            $0.years.contains(1985) && $0.key != "Mid-Autumn Festival"
        }.map {
            $0.ofKind(.optional).during(YearSet(1982, 1984)).keyed("\($0.key) (1982-1984)")
        } + [
            HolidayRule(
                "Tomb-Sweeping Day", ["": "清明節", "pt": "Cheng Ming"], on: .solarTerm(.qingming), kind: .optional,
                years: YearSet(1982, 1988), key: "Tomb-Sweeping Day (1982-1988)"),
            HolidayRule(
                "The Day following Mid-Autumn Festival", ["": "中秋節翌日", "pt": "Dia seguinte ao Chong Chao"],
                on: .chinese(8, 16), kind: .optional, years: YearSet(1982, 1999),
                key: "The Day following Mid-Autumn Festival (1982-1999)"),
        ]

        /// The labour law's days, in the order of the year.
        static let mandatoryDays: [HolidayRule] = [
            HolidayRule("New Year's Day", ["": "元旦", "pt": "Fraternidade Universal"], on: .fixed(month: 1, day: 1), years: .from(1985)),
            HolidayRule(
                "Chinese New Year's Day", ["": "農曆正月初一", "pt": "Primeiro dia do Novo Ano Lunar"], on: .chinese(1, 1),
                years: .from(1985)),
            HolidayRule(
                "The second day of Chinese New Year", ["": "農曆正月初二", "pt": "Segundo dia do Novo Ano Lunar"],
                on: .chinese(1, 2), years: .from(1985)),
            HolidayRule(
                "The third day of Chinese New Year", ["": "農曆正月初三", "pt": "Terceiro dia do Novo Ano Lunar"],
                on: .chinese(1, 3), years: .from(1985)),
            HolidayRule("Tomb-Sweeping Day", ["": "清明節", "pt": "Cheng Ming"], on: .solarTerm(.qingming), years: .from(1989)),
            HolidayRule("Labor Day", ["": "勞動節", "pt": "Dia do Trabalhador"], on: .fixed(month: 5, day: 1), years: .from(1985)),
            HolidayRule(
                "Day of Portugal, Camões, and the Portuguese Communities",
                ["": "葡國日、賈梅士日暨葡僑日", "pt": "Dia de Portugal, de Camões e das Comunidades Portuguesas"],
                on: .fixed(month: 6, day: 10), years: YearSet(1985, 1999)),
            HolidayRule(
                "Mid-Autumn Festival", ["": "中秋節", "pt": "Chong Chao"], on: .chinese(8, 15), years: YearSet(1985, 1999)),
            HolidayRule(
                "The Day following Mid-Autumn Festival", ["": "中秋節翌日", "pt": "Dia seguinte ao Chong Chao"],
                on: .chinese(8, 16), years: .from(2000)),
            HolidayRule(
                "National Day of the People's Republic of China",
                ["": "中華人民共和國國慶日", "pt": "Dia Nacional da República Popular da China"], on: .fixed(month: 10, day: 1),
                years: .from(1985)),
            HolidayRule(
                "Double Ninth Festival", ["": "重陽節", "pt": "Chong Yeong"], on: .chinese(9, 9), years: .from(1985)),
            HolidayRule(
                "Macao S.A.R. Establishment Day",
                ["": "澳門特別行政區成立紀念日", "pt": "Dia Comemorativo do Estabelecimento da RAEM"], on: .fixed(month: 12, day: 20),
                years: .from(2000)),
        ]

        /// The administration's holidays that are no mandatory holiday, in the order of the year.
        static let administration: [HolidayRule] = [
            HolidayRule("Good Friday", ["": "聖周星期五", "pt": "Sexta-Feira Santa"], on: .easter(-2), kind: .optional,
                        years: .through(1999)),
            HolidayRule(
                "Good Friday", ["": "耶穌受難日", "pt": "Sexta-Feira Santa"], on: .easter(-2), kind: .optional, years: .from(2000),
                key: "Good Friday (from 2000)"),
            HolidayRule(
                names: [
                    HolidayName("Holy Saturday", ["": "聖周星期六", "pt": "Sábado Santo"], years: .through(1999)),
                    HolidayName("The Day before Easter", ["": "復活節前日", "pt": "Véspera da Páscoa"], years: .from(2000)),
                ],
                on: .easter(-1), kind: .optional),
            HolidayRule("Freedom Day", ["": "自由日", "pt": "Dia da Liberdade"], on: .fixed(month: 4, day: 25), kind: .optional,
                        years: .through(1999)),
            HolidayRule("The Buddha's Birthday", ["": "佛誕節", "pt": "Dia do Buda"], on: .chinese(4, 8), kind: .optional,
                        years: .from(2000)),
            HolidayRule("Corpus Christi", ["": "基督聖體聖血節", "pt": "Corpo de Deus"], on: .easter(60), kind: .optional,
                        years: .through(1987)),
            HolidayRule("Dragon Boat Festival", ["": "端午節", "pt": "Tun Ng"], on: .chinese(5, 5), kind: .optional),
            HolidayRule("Assumption Day", ["": "聖母升天", "pt": "Assunção de Nossa Senhora"], on: .fixed(month: 8, day: 15),
                        kind: .optional, years: .through(1986)),
            HolidayRule(
                "The day following National Day of the People's Republic of China",
                ["": "中華人民共和國國慶日翌日", "pt": "Dia seguinte ao Dia Nacional da República Popular da China"],
                on: .fixed(month: 10, day: 2), kind: .optional, years: .from(2000)),
            HolidayRule("Republic Day", ["": "葡萄牙共和國國慶日", "pt": "Implantação da República"], on: .fixed(month: 10, day: 5),
                        kind: .optional, years: .through(1999)),
            HolidayRule("All Saints' Day", ["": "諸聖節", "pt": "Todos os Santos"], on: .fixed(month: 11, day: 1), kind: .optional,
                        years: .through(1986)),
            HolidayRule("All Souls' Day", ["": "追思節", "pt": "Dia de Finados"], on: .fixed(month: 11, day: 2), kind: .optional),
            HolidayRule(
                "Restoration of Independence Day", ["": "恢復獨立紀念日", "pt": "Restauração da Independência"],
                on: .fixed(month: 12, day: 1), kind: .optional, years: .through(1999)),
            HolidayRule(
                "Immaculate Conception", ["": "聖母無原罪瞻禮", "pt": "Imaculada Conceição"], on: .fixed(month: 12, day: 8),
                kind: .optional),
            // The Winter Solstice: December 22 until 1999, December 21 in 2000, then the
            // solar term Dongzhi.
            HolidayRule(
                "Winter Solstice", ["": "冬至", "pt": "Solstício de Inverno"], on: .fixed(month: 12, day: 22), kind: .optional,
                years: .through(1999)),
            .oneOff("Winter Solstice", ["": "冬至", "pt": "Solstício de Inverno"], on: CivilDate(2000, 12, 21), kind: .optional),
            HolidayRule(
                "Winter Solstice", ["": "冬至", "pt": "Solstício de Inverno"], on: .solarTerm(.dongzhi), kind: .optional,
                years: .from(2001), key: "Winter Solstice (Dongzhi)"),
            HolidayRule(
                names: [
                    HolidayName("Christmas Eve", ["": "聖誕前夕", "pt": "Véspera de Natal"], years: .through(1998)),
                    HolidayName("Christmas Eve", ["": "聖誕節前夕", "pt": "Véspera de Natal"], years: .only(1999)),
                    HolidayName("Christmas Eve", ["": "聖誕節前日", "pt": "Véspera de Natal"], years: .from(2000)),
                ],
                on: .fixed(month: 12, day: 24), kind: .optional),
            HolidayRule(
                names: [
                    HolidayName("Christmas Day", ["": "聖誕", "pt": "Natal"], years: .through(1998)),
                    HolidayName("Christmas Day", ["": "聖誕節", "pt": "Natal"], years: .from(1999)),
                ],
                on: .fixed(month: 12, day: 25), kind: .optional),
        ]

        /// Days given once.
        static let oneOffs: [HolidayRule] = [
            .oneOff("Additional Public Holiday", ["": "額外公眾假期", "pt": "Feriado adicional"], on: CivilDate(1998, 12, 23), kind: .optional),
            .oneOff(
                "Additional Half-Day Public Holiday", ["": "額外公眾半日假", "pt": "Meio dia feriado adicional"],
                on: CivilDate(1998, 12, 31), kind: .optional),
            .oneOff("Additional Public Holiday", ["": "額外公眾假期", "pt": "Feriado adicional"], on: CivilDate(1999, 2, 15), kind: .optional),
            .oneOff(
                "The Handover of Macau to China and the Establishment of the Macau Special Administrative Region of the People's Republic of China",
                ["": "澳門回歸祖國暨中華人民共和國澳門特別行政區成立日", "pt": "Transferência de Soberania e Estabelecimento da RAEM"],
                on: CivilDate(1999, 12, 20), kind: .optional),
            .oneOff(
                "The day following the Handover of Macau to China and the Establishment of the Macau Special Administrative Region of the People's Republic of China",
                ["": "澳門回歸祖國暨中華人民共和國澳門特別行政區成立日翌日", "pt": "Dia seguinte à Transferência de Soberania"],
                on: CivilDate(1999, 12, 21), kind: .optional),
            .oneOff(
                "Additional Half-Day Public Holiday", ["": "額外公眾半日假", "pt": "Meio dia feriado adicional"],
                on: CivilDate(1999, 12, 31), kind: .optional),
            .oneOff(
                "Additional Half-Day Public Holiday", ["": "額外公眾半日假", "pt": "Meio dia feriado adicional"],
                on: CivilDate(2000, 2, 4), kind: .optional),
            .oneOff(
                "70th Anniversary of the Victory of the Chinese People's War of Resistance against Japanese Aggression and the World Anti-Fascist War",
                ["": "中國人民抗日戰爭暨世界反法西斯戰爭勝利七十周年紀念日", "pt": "70.º Aniversário da Vitória da Guerra de Resistência"],
                on: CivilDate(2015, 9, 3)),
        ]
    }
}
