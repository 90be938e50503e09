// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli tuning set --fan-minimum-pwm / --fan-target-temperature /
// --fan-acoustic-limit / --fan-acoustic-target / --fan-zero-rpm-stop-temperature through the real ROCm SMI
// library on a fake RX 7900 XTX (smu_v13_0_0) and RX 9070 XT (smu_v14_0_2)
// whose gpu_od/fan_ctrl files answer like the driver (ROCMTUNE_FAKE_DRIVER=1:
// an edit outside the file's OD_RANGE is EINVAL, "c" commits, "r" restores
// the boot value): the exact bytes "N\n" then "c", the revert to the value
// before, "r" then "c" for reset to defaults, the lines of `tuning show`,
// and out-of-range values refused with exit 3, the limit and nothing written.
#include "tests/tuning/integration/TuningSysfsFixture.h"

#include <QRegularExpression>

#include <iterator>

using namespace rocmtune::testing;

namespace {

struct Setting {
    const char *option;   // --fan-minimum-pwm
    const char *file;     // in gpu_od/fan_ctrl/
    const char *header;   // the file's first line
    const char *rangeName;
    const char *title;    // tuning show
    const char *unit;
};
const Setting kSettings[] = {
    {"fan-minimum-pwm", "fan_minimum_pwm", "FAN_MINIMUM_PWM:", "MINIMUM_PWM", "Fan minimum speed", "%"},
    {"fan-target-temperature", "fan_target_temperature", "FAN_TARGET_TEMPERATURE:", "TARGET_TEMPERATURE", "Fan target temperature", " °C"},
    {"fan-acoustic-limit", "acoustic_limit_rpm_threshold", "OD_ACOUSTIC_LIMIT:", "ACOUSTIC_LIMIT", "Fan speed limit", " RPM"},
    {"fan-acoustic-target", "acoustic_target_rpm_threshold", "OD_ACOUSTIC_TARGET:", "ACOUSTIC_TARGET", "Fan target speed", " RPM"},
    {"fan-zero-rpm-stop-temperature", "fan_zero_rpm_stop_temperature", "FAN_ZERO_RPM_STOP_TEMPERATURE:", "ZERO_RPM_STOP_TEMPERATURE",
     "Fan zero-RPM stop temperature", " °C"},
};
constexpr int kSettingCount = static_cast<int>(std::size(kSettings));

// One card: its fixture and, per setting (kSettings order), the boot value,
// the range its files state, and a value inside it to write.
struct Card {
    const char *name;
    FakeCardSpec (*spec)();
    int boot[kSettingCount];
    int min[kSettingCount];
    int max[kSettingCount];
    int inside[kSettingCount];
};
const Card kCards[] = {
    {"Rx7900Xtx", [] { return FakeCardSpec::radeonRx7900Xtx(); }, {15, 95, 2450, 2200, 50}, {15, 25, 500, 500, 25}, {100, 110, 3100, 3100, 95}, {30, 80, 2000, 1800, 60}},
    {"Rx9070Xt", [] { return FakeCardSpec::radeonRx9070Xt(); }, {15, 95, 2900, 2500, 50}, {15, 25, 500, 500, 25}, {100, 110, 3300, 3300, 95}, {35, 85, 3200, 3000, 70}},
};

class FanSettingsCli : public TuningSysfs, public ::testing::WithParamInterface<Card>
{
protected:
    void addCards() override { tree.addCard(GetParam().spec()); }
    void SetUp() override
    {
        TuningSysfs::SetUp();
        qputenv("ROCMTUNE_FAKE_DRIVER", "1");
    }
    QStringList set(const QStringList &values) const { return QStringList{QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0")} + values; }
    QByteArray fanFile(const std::string &name) const
    {
        return tree.readDeviceFile(0, QStringLiteral("gpu_od/fan_ctrl/") + QString::fromStdString(name));
    }
    std::vector<std::string> writesTo(const std::string &file) const
    {
        std::vector<std::string> out;
        for (const std::string &line : writes()) {
            if (line.rfind(file + " <- ", 0) == 0)
                out.push_back(line);
        }
        return out;
    }
    static std::string wr(const std::string &file, const std::string &data) { return file + " <- " + data; }
    // The file as the driver prints it with `value`.
    static QByteArray printed(const Setting &s, int value, int min, int max)
    {
        return QByteArray(s.header) + '\n' + QByteArray::number(value) + "\nOD_RANGE:\n" + s.rangeName + ": " + QByteArray::number(min) + ' '
               + QByteArray::number(max) + '\n';
    }
};


} // namespace

TEST_P(FanSettingsCli, EachSettingIsTheValueThenCommitAndRevertWritesTheValueBefore)
{
    const Card &card = GetParam();
    for (int i = 0; i < kSettingCount; ++i) {
        const Setting &s = kSettings[i];
        const QByteArray boot = printed(s, card.boot[i], card.min[i], card.max[i]);
        ASSERT_EQ(fanFile(s.file), boot) << s.file; // the fixture is what the test assumes
        const QString value = QString::number(card.inside[i]);
        const FakeSysfsRun run = tuning(set({QStringLiteral("--") + QLatin1String(s.option), value}) + kPending);
        ASSERT_EQ(run.exitCode, 0) << s.option << run.describe().toStdString();
        EXPECT_EQ(writes(), (std::vector<std::string>{wr(s.file, value.toStdString() + "\n"), wr(s.file, "c")})) << s.option;
        const QByteArray expected = printed(s, card.inside[i], card.min[i], card.max[i]);
        EXPECT_EQ(fanFile(s.file), expected) << s.file;
        EXPECT_EQ(fanFile(std::string(".") + s.file + ".committed"), expected) << s.file; // committed, not only edited

        const FakeSysfsRun revert = tuning(kRevertGpu0);
        ASSERT_EQ(revert.exitCode, 0) << s.option << revert.describe().toStdString();
        EXPECT_EQ(writes(), (std::vector<std::string>{wr(s.file, std::to_string(card.boot[i]) + "\n"), wr(s.file, "c")})) << s.option;
        EXPECT_EQ(fanFile(s.file), boot) << s.file;
    }
}

TEST_P(FanSettingsCli, OutsideTheFileRangeExitsThreeWithTheLimitAndNothingWritten)
{
    const Card &card = GetParam();
    const QMap<QString, QByteArray> before = snapshot();
    for (int i = 0; i < kSettingCount; ++i) {
        const Setting &s = kSettings[i];
        for (const int bad : {card.min[i] - 1, card.max[i] + 1}) {
            const FakeSysfsRun run = tuning(set({QStringLiteral("--") + QLatin1String(s.option), QString::number(bad)}) + kNoConfirm);
            EXPECT_TRUE(writes().empty()) << s.option << ' ' << bad;
            if (s.unit == std::string("%") && bad > 100) {
                // Not a duty cycle at all: refused as a bad argument (exit 2)
                // before the card is asked, like --fan-speed 101 and the JSON
                // slice ("fan_minimum_pwm_percent": 101 is malformed).
                EXPECT_EQ(run.exitCode, 2) << s.option << ' ' << bad << run.describe().toStdString();
                EXPECT_TRUE(run.err.contains(QStringLiteral("--%1 must be a whole number from 0 to 100").arg(QLatin1String(s.option))))
                    << run.describe().toStdString();
                continue;
            }
            EXPECT_EQ(run.exitCode, 3) << s.option << ' ' << bad << run.describe().toStdString();
            const QString limit = QStringLiteral("%1%3 to %2%3").arg(card.min[i]).arg(card.max[i]).arg(QString::fromUtf8(s.unit));
            EXPECT_TRUE((run.err + run.out).contains(limit)) << limit.toStdString() << run.describe().toStdString();
        }
    }
    // Malformed: not a number, a fraction.
    for (const QString &bad : {QStringLiteral("fast"), QStringLiteral("30.5")}) {
        const FakeSysfsRun run = tuning(set({QStringLiteral("--fan-minimum-pwm"), bad}) + kNoConfirm);
        EXPECT_NE(run.exitCode, 0) << bad.toStdString();
        EXPECT_TRUE((run.err + run.out).contains(QStringLiteral("--fan-minimum-pwm"))) << run.describe().toStdString();
        EXPECT_TRUE(writes().empty());
    }
    EXPECT_EQ(snapshot(), before);
}

TEST_P(FanSettingsCli, AllTogetherShowAndResetToDefaultsRestoresTheBootValues)
{
    const Card &card = GetParam();
    QStringList args;
    for (int i = 0; i < kSettingCount; ++i)
        args << QStringLiteral("--") + QLatin1String(kSettings[i].option) << QString::number(card.inside[i]);
    const FakeSysfsRun run = tuning(set(args) + kNoConfirm);
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    for (int i = 0; i < kSettingCount; ++i)
        EXPECT_EQ(writesTo(kSettings[i].file),
                  (std::vector<std::string>{wr(kSettings[i].file, std::to_string(card.inside[i]) + "\n"), wr(kSettings[i].file, "c")}));

    const FakeSysfsRun show = tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0")});
    ASSERT_EQ(show.exitCode, 0) << show.describe().toStdString();
    // `tuning show` puts every value in one column (alignLabelledLines), so
    // the label is followed by as many spaces as the longest label needs.
    for (int i = 0; i < kSettingCount; ++i) {
        const QString unit = QString::fromUtf8(kSettings[i].unit);
        const QString value = QStringLiteral("%1%4 (driver %2%4 to %3%4)").arg(card.inside[i]).arg(card.min[i]).arg(card.max[i]).arg(unit);
        const QRegularExpression line(QStringLiteral("^  %1: +%2$").arg(QRegularExpression::escape(QLatin1String(kSettings[i].title)),
                                                                      QRegularExpression::escape(value)),
                                      QRegularExpression::MultilineOption);
        EXPECT_TRUE(show.out.contains(line)) << line.pattern().toStdString() << "\n" << show.out.toStdString();
    }

    const FakeSysfsRun reset = tuning({QStringLiteral("reset"), QStringLiteral("--gpu"), QStringLiteral("0")});
    ASSERT_EQ(reset.exitCode, 0) << reset.describe().toStdString();
    for (int i = 0; i < kSettingCount; ++i) {
        const Setting &s = kSettings[i];
        EXPECT_EQ(writesTo(s.file), (std::vector<std::string>{wr(s.file, "r"), wr(s.file, "c")})) << s.file;
        EXPECT_EQ(fanFile(s.file), printed(s, card.boot[i], card.min[i], card.max[i])) << s.file;
    }
}

TEST_P(FanSettingsCli, DefaultWritesTheDriversResetAndJsonShowsEveryRange)
{
    const Card &card = GetParam();
    const FakeSysfsRun run = tuning(set({QStringLiteral("--fan-target-temperature"), QString::number(card.inside[1])}) + kNoConfirm);
    ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    const FakeSysfsRun back = tuning(set({QStringLiteral("--fan-target-temperature"), QStringLiteral("default")}) + kNoConfirm);
    ASSERT_EQ(back.exitCode, 0) << back.describe().toStdString();
    EXPECT_EQ(writes(), (std::vector<std::string>{wr("fan_target_temperature", "r"), wr("fan_target_temperature", "c")}));
    EXPECT_EQ(fanFile("fan_target_temperature"), printed(kSettings[1], card.boot[1], card.min[1], card.max[1]));

    const FakeSysfsRun show = tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--json")});
    ASSERT_EQ(show.exitCode, 0) << show.describe().toStdString();
    const QJsonObject fan =
        QJsonDocument::fromJson(show.out.toUtf8()).object().value(QStringLiteral("controls")).toObject().value(QStringLiteral("fan")).toObject();
    const char *keys[] = {"minimum_pwm_percent", "target_temperature_c", "acoustic_limit_rpm", "acoustic_target_rpm", "zero_rpm_stop_temperature_c"};
    for (int i = 0; i < kSettingCount; ++i) {
        const QJsonObject o = fan.value(QLatin1String(keys[i])).toObject();
        EXPECT_EQ(o.value(QStringLiteral("value")).toInt(-1), card.boot[i]) << keys[i] << show.out.toStdString();
        EXPECT_EQ(o.value(QStringLiteral("min")).toInt(-1), card.min[i]) << keys[i];
        EXPECT_EQ(o.value(QStringLiteral("max")).toInt(-1), card.max[i]) << keys[i];
    }
}

INSTANTIATE_TEST_SUITE_P(Cards, FanSettingsCli, ::testing::ValuesIn(kCards), [](const auto &info) { return std::string(info.param.name); });
