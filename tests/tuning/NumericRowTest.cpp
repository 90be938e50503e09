// SPDX-License-Identifier: GPL-3.0-or-later
// A numeric control is one row: a control defined here and nowhere else
// (an RDNA4-style GFX clock offset, "OD_SCLK_OFFSET" with its OD_RANGE) gets
// range and policy checks, snapshot, defaults, the write through
// Backend::setNumericControl, read-back, the JSON slice, the CLI option and
// the "tuning show" line from NumericControlRule alone.
#include "core/tuning/controls/NumericControlRule.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

// What this imaginary driver file holds (a backend would set it in readControls()).
struct ClockOffsetControl {
    int currentMegahertz = 0;
    IntRange allowedMegahertz;
    bool operator==(const ClockOffsetControl &other) const = default;
};

// A ControlId no product row uses.
constexpr ControlId kClockOffset = static_cast<ControlId>(1000);

// The whole control: this row.
NumericRow clockOffsetRow()
{
    NumericRow row{kClockOffset, "GFX clock offset", "MHz", "gfx_clock_offset_mhz", "gfx_clock_offset", nullptr,
                   "gfx-clock-offset", "MHZ", "GFX clock offset in MHz, inside OD_SCLK_OFFSET.", {-1000, 1000}};
    row.resetValue = 0;
    row.applyOrder = 35;
    row.read = [](const ControlState &state, ControlId) -> std::optional<NumericReading> {
        const ClockOffsetControl *c = state.perControl.get<ClockOffsetControl>();
        if (!c)
            return std::nullopt;
        return NumericReading{c->currentMegahertz, c->allowedMegahertz};
    };
    // The administrator's limit: here, at most max_overdrive_percent × 10 MHz above stock.
    row.policy = [](const SafetyPolicy &policy, int value, const NumericReading &) -> std::optional<NumericProblem> {
        if (value <= policy.maxOverdrivePercent * 10)
            return std::nullopt;
        return NumericProblem{QStringLiteral("policy_max"), QStringLiteral("above %1 MHz").arg(policy.maxOverdrivePercent * 10)};
    };
    return row;
}

ControlState cardWithOffset(int current)
{
    ControlState state;
    state.perControl.set(ClockOffsetControl{current, {-500, 200}});
    return state;
}

// Takes the one numeric write and shows it in the card's state, as a driver would.
class OffsetBackend : public Backend
{
public:
    QString id() const override { return QStringLiteral("offset"); }
    BackendStatus initialize() override { return {true, QString()}; }
    int deviceCount() const override { return 1; }
    DeviceInfo deviceInfo(int) const override { return {}; }
    Sample readSample(int) override { return {}; }
    ControlState readControls(int) override { return state; }
    WriteResult setNumericControl(int, ControlId id, std::optional<int> value) override
    {
        writes.push_back({id, value});
        if (value)
            state.perControl.set(ClockOffsetControl{*value, {-500, 200}});
        return WriteResult::success();
    }

    ControlState state = cardWithOffset(0);
    std::vector<std::pair<ControlId, std::optional<int>>> writes;
};

QStringList limitsOf(const QVector<Refusal> &refusals)
{
    QStringList limits;
    for (const Refusal &r : refusals)
        limits << r.limit;
    return limits;
}

} // namespace

TEST(NumericRow, ANewRowIsValidatedAgainstTheDriversRangeAndThePolicy)
{
    const NumericControlRule rule(clockOffsetRow());
    const ControlState card = cardWithOffset(0);
    SafetyPolicy policy;
    policy.maxOverdrivePercent = 10; // 100 MHz
    auto refusals = [&](int mhz, ValidationMode mode) {
        TuningValues v;
        rule.setValue(&v, mhz);
        QVector<Refusal> out;
        rule.validate(v, card, policy, mode, &out);
        return out;
    };
    EXPECT_TRUE(refusals(-500, ValidationMode::Request).isEmpty());
    EXPECT_TRUE(refusals(100, ValidationMode::Request).isEmpty());
    const QVector<Refusal> below = refusals(-501, ValidationMode::Request);
    ASSERT_EQ(limitsOf(below), QStringList{QStringLiteral("od_range")});
    EXPECT_EQ(below.first().message, QStringLiteral("GFX clock offset -501 MHz is outside the range -500 MHz to 200 MHz the driver states."));
    EXPECT_EQ(limitsOf(refusals(150, ValidationMode::Request)), QStringList{QStringLiteral("policy_max")});
    EXPECT_TRUE(refusals(150, ValidationMode::Restore).isEmpty()) << "a restore puts back what was there";
    EXPECT_EQ(limitsOf(refusals(201, ValidationMode::Restore)), QStringList{QStringLiteral("od_range")});

    TuningValues v;
    rule.setValue(&v, 10);
    QVector<Refusal> out;
    rule.validate(v, ControlState{}, policy, ValidationMode::Request, &out);
    EXPECT_EQ(limitsOf(out), QStringList{QStringLiteral("unsupported")});
    EXPECT_FALSE(rule.offered(ControlState{}));
    EXPECT_TRUE(rule.offered(card));
}

TEST(NumericRow, ANewRowIsWrittenThroughTheOnePrimitiveAndReadBack)
{
    const NumericControlRule rule(clockOffsetRow());
    OffsetBackend backend;
    TuningValues request;
    rule.setValue(&request, -100);
    ASSERT_TRUE(rule.requested(request));

    TuningValues snapshot;
    rule.capture(backend.state, request, &snapshot);
    EXPECT_EQ(rule.valueIn(snapshot), std::make_optional(std::optional<int>(0)));

    ASSERT_TRUE(rule.write(backend, 0, request).ok);
    ASSERT_EQ(backend.writes.size(), 1u);
    EXPECT_EQ(backend.writes.front().first, kClockOffset);
    EXPECT_EQ(backend.writes.front().second, std::optional<int>(-100));
    EXPECT_EQ(rule.verify(request, backend.state), std::nullopt);
    EXPECT_TRUE(rule.alreadyInPlace(request, backend.state));
    EXPECT_EQ(rule.verify(snapshot, backend.state),
              std::optional(QStringLiteral("the card shows GFX clock offset -100 MHz instead of 0 MHz")));
    EXPECT_EQ(rule.verify(request, ControlState{}), std::optional(QStringLiteral("GFX clock offset can no longer be read")));

    TuningValues defaults;
    rule.defaults(backend.state, &defaults);
    EXPECT_EQ(rule.valueIn(defaults), std::make_optional(std::optional<int>(0)));
    ControlState noZero;
    noZero.perControl.set(ClockOffsetControl{50, {10, 200}});
    TuningValues none;
    rule.defaults(noZero, &none);
    EXPECT_FALSE(rule.requested(none)) << "reset writes 0 only where the range holds it";

    TuningValues only;
    rule.extract(request, &only);
    EXPECT_EQ(rule.valueIn(only), rule.valueIn(request));
    rule.clear(&only);
    EXPECT_FALSE(rule.requested(only));
    EXPECT_EQ(rule.applyOrder(request), 35);
}

TEST(NumericRow, ANewRowHasItsJsonSliceCliOptionAndShowLine)
{
    const NumericControlRule rule(clockOffsetRow());
    TuningValues v;
    rule.setValue(&v, -75);
    QJsonObject values;
    rule.toJson(v, &values);
    EXPECT_EQ(QJsonDocument(values).toJson(QJsonDocument::Compact), QByteArray(R"({"gfx_clock_offset_mhz":-75})"));
    EXPECT_EQ(rule.jsonKeys(), QStringList{QStringLiteral("gfx_clock_offset_mhz")});
    TuningValues back;
    QString error;
    ASSERT_TRUE(rule.fromJson(values, &back, &error)) << error.toStdString();
    EXPECT_EQ(rule.valueIn(back), rule.valueIn(v));
    EXPECT_FALSE(rule.fromJson(QJsonObject{{QStringLiteral("gfx_clock_offset_mhz"), 1001}}, &back, &error));
    EXPECT_EQ(error, QStringLiteral("\"gfx_clock_offset_mhz\" must be a whole number from -1000 to 1000."));
    EXPECT_FALSE(rule.fromJson(QJsonObject{{QStringLiteral("gfx_clock_offset_mhz"), QStringLiteral("default")}}, &back, &error))
        << "a row without a boot value takes no \"default\"";

    QJsonObject controls;
    rule.stateToJson(cardWithOffset(-20), &controls);
    EXPECT_EQ(QJsonDocument(controls).toJson(QJsonDocument::Compact),
              QByteArray(R"({"gfx_clock_offset":{"max":200,"min":-500,"value":-20}})"));
    EXPECT_EQ(rule.showLines(controls, {}), QStringList{QStringLiteral("GFX clock offset: -20 MHz (driver -500 MHz to 200 MHz)")});
    EXPECT_TRUE(rule.showLines(QJsonObject{}, {}).isEmpty());
    EXPECT_EQ(rule.describe(v), QStringLiteral("GFX clock offset: -75 MHz"));
    EXPECT_EQ(rule.describe(TuningValues{}), QStringLiteral("GFX clock offset: unchanged"));
    EXPECT_EQ(rule.describeState(cardWithOffset(-20)), QStringLiteral("GFX clock offset: -20 MHz")); // describe()'s words
    EXPECT_TRUE(rule.describeState(ControlState{}).isEmpty());

    QCommandLineParser parser;
    parser.addOptions(rule.cliOptions());
    ASSERT_TRUE(parser.parse({QStringLiteral("cli"), QStringLiteral("--gfx-clock-offset=-50")}));
    TuningValues fromCli;
    ASSERT_TRUE(rule.fromCli(parser, ControlState{}, &fromCli, &error)) << error.toStdString();
    EXPECT_EQ(rule.valueIn(fromCli), std::make_optional(std::optional<int>(-50)));
    QCommandLineParser bad;
    bad.addOptions(rule.cliOptions());
    ASSERT_TRUE(bad.parse({QStringLiteral("cli"), QStringLiteral("--gfx-clock-offset=fast")}));
    EXPECT_FALSE(rule.fromCli(bad, ControlState{}, &fromCli, &error));
    EXPECT_EQ(error, QStringLiteral("--gfx-clock-offset must be a whole number from -1000 to 1000."));
}

TEST(NumericRow, ARowWithABootValueTakesDefault)
{
    NumericRow row = clockOffsetRow();
    row.bootDefault = true;
    const NumericControlRule rule(row);
    TuningValues v;
    QString error;
    ASSERT_TRUE(rule.fromJson(QJsonObject{{QStringLiteral("gfx_clock_offset_mhz"), QStringLiteral("default")}}, &v, &error));
    EXPECT_EQ(rule.valueIn(v), std::make_optional(std::optional<int>()));
    EXPECT_EQ(rule.describe(v), QStringLiteral("GFX clock offset: the firmware's boot value"));
    EXPECT_FALSE(rule.alreadyInPlace(v, cardWithOffset(0))) << "the boot value is not readable: always written";
    OffsetBackend backend;
    ASSERT_TRUE(rule.write(backend, 0, v).ok);
    EXPECT_EQ(backend.writes.front().second, std::nullopt);
    EXPECT_EQ(rule.describeWritten(v, cardWithOffset(5)), QStringLiteral("GFX clock offset: 5 MHz (the firmware's boot value)"));
    TuningValues defaults;
    rule.defaults(cardWithOffset(5), &defaults);
    EXPECT_EQ(rule.valueIn(defaults), std::make_optional(std::optional<int>()));
    EXPECT_FALSE(rule.fromJson(QJsonObject{{QStringLiteral("gfx_clock_offset_mhz"), 2000}}, &v, &error));
    EXPECT_EQ(error, QStringLiteral("\"gfx_clock_offset_mhz\" must be a whole number from -1000 to 1000, or \"default\"."));
}

TEST(NumericRow, ABackendWithoutTheControlSaysSoAndNoBootValueIsNamed)
{
    // A backend that does not override the primitive (NVML): every numeric control is refused.
    class BareBackend : public OffsetBackend
    {
    public:
        QString id() const override { return QStringLiteral("bare"); }
        WriteResult setNumericControl(int index, ControlId id, std::optional<int> value) override
        {
            return Backend::setNumericControl(index, id, value);
        }
    } bare;
    const WriteResult refused = bare.setNumericControl(0, kClockOffset, 10);
    EXPECT_FALSE(refused.ok);
    EXPECT_EQ(refused.message, QStringLiteral("This control is not supported by the bare backend."));
    EXPECT_FALSE(Backend::noBootValue(ControlId::Overdrive).ok);
    EXPECT_EQ(Backend::noBootValue(ControlId::Overdrive).message,
              QStringLiteral("overdrive has no firmware boot value to go back to: give a number."));
}
