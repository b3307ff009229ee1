import HolidayEngine

extension BridgesReport {
    /// Three tables for people: stretches, bridges, and the plan with `--leave`.
    func writeTable(into out: inout OutputBuffer) {
        out.append("Days off in \(region.code) \(days.year) (weekend \(weekend)): ")
        out.append("stretches with a holiday or of \(BridgesCommand.longStretch) days or more\n")
        if stretches.isEmpty {
            out.append("None.\n")
        } else {
            TableWriter.writeRows(
                ["From", "To", "Days", "Holidays"],
                stretches.map { [Self.day($0.dates.lowerBound), Self.day($0.dates.upperBound), "\($0.days)", names(in: $0)] },
                rightAligned: [2], into: &out)
        }

        out.append("\nBridge days, most days off per day of leave first\n")
        if bridges.isEmpty {
            out.append("None.\n")
        } else {
            TableWriter.writeRows(
                ["Take", "Days off", "Per leave day", "From", "To"],
                bridges.map { bridge in
                    [
                        bridge.leave.map(Self.day).joined(separator: ", "), "\(bridge.daysOff)",
                        Self.ratio(bridge), Self.day(bridge.joined.lowerBound), Self.day(bridge.joined.upperBound),
                    ]
                },
                rightAligned: [1, 2], into: &out)
        }

        guard let plan else { return }
        out.append(
            "\nPlan for \(plan.budget) leave day\(plan.budget == 1 ? "" : "s"): \(plan.leave.count) taken, "
                + "\(plan.daysOff) days off in stretches of \(plan.minimumLength) days or more "
                + "(\(plan.daysOffWithoutLeave) without leave)\n")
        if plan.stretches.isEmpty {
            out.append("No leave adds days off to long stretches.\n")
            return
        }
        TableWriter.writeRows(
            ["Take", "From", "To", "Days", "Holidays"],
            plan.stretches.map { stretch in
                [
                    stretch.leave.map(Self.day).joined(separator: ", "), Self.day(stretch.dates.lowerBound),
                    Self.day(stretch.dates.upperBound), "\(stretch.days)", names(in: stretch),
                ]
            },
            rightAligned: [3], into: &out)
    }

    /// `Fri 2026-05-15`.
    static func day(_ date: CivilDate) -> String { "\(date.weekday.shortName) \(date)" }

    /// Days off per day of leave with two decimals: `4.00`, `2.50`, `3.67`.
    static func ratio(_ bridge: Bridge) -> String {
        let hundredths = (bridge.daysOff * 200 + bridge.leave.count) / (bridge.leave.count * 2)
        let cents = hundredths % 100
        return "\(hundredths / 100).\(cents < 10 ? "0" : "")\(cents)"
    }
}
