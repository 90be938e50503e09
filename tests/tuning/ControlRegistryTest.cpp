// SPDX-License-Identifier: GPL-3.0-or-later
// The registry of controls: every control owns its own JSON keys and CLI
// options, JSON goes through the controls and back unchanged, writes follow
// the apply order, and a control kept in TypedSlots needs no field anywhere.
#include "core/tuning/ControlStateJson.h"
#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/route/TuningResult.h"
#include "tests/tuning/RecordingBackend.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QSet>

#include <gtest/gtest.h>

using namespace rocmtune;
using rocmtune::test::RecordingBackend;

namespace {
TuningValues everyValue()
{
    TuningValues v;
    v.perControl.set(PowerCapValue{300000000});
    setClockRange(&v, ClockDomain::Gfx, ClockRangeValue{500, 2500});
    setDpmLevelMask(&v, ClockDomain::Memory, 0b101);
    v.perControl.set(PerfLevelValue{PerfLevel::Manual});
    v.perControl.set(PowerProfileValue{PowerProfile::Compute});
    v.perControl.set(OverdriveValue{5});
    v.perControl.set(ClockTableReset{});
    return v;
}

QVector<ControlId> stepIds(const TuningValues &values)
{
    QVector<ControlId> ids;
    for (const PlanStep &step : planSteps(values))
        ids << step.rule->id();
    return ids;
}

struct TestValue {
    int millivolts = 0;
    bool operator==(const TestValue &) const = default;
};
struct OtherValue {
    int millivolts = 0;
    bool operator==(const OtherValue &) const = default;
};
// A control written the new way: its value in TuningValues::perControl, its
// state in ControlState::perControl, nothing added anywhere else.
struct TestState {
    int minMillivolts = 0;
    int maxMillivolts = 0;
    bool operator==(const TestState &) const = default;
};
class TestOffsetRule : public SlotControlRule<TestValue>
{
public:
    ControlId id() const override { return ControlId::VoltageOffset; }
    bool offered(const ControlState &state) const override { return state.perControl.has<TestState>(); }
    void validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &, ValidationMode,
                  QVector<Refusal> *refusals) const override
    {
        const TestState *limits = state.perControl.get<TestState>();
        if (!limits || valueIn(values).millivolts < limits->minMillivolts || valueIn(values).millivolts > limits->maxMillivolts)
            refusals->push_back({id(), QStringLiteral("driver_range"), QStringLiteral("out of range")});
    }
    void capture(const ControlState &, const TuningValues &, TuningValues *) const override {}
    void defaults(const ControlState &, TuningValues *out) const override { out->perControl.set(TestValue{0}); }
    WriteResult write(Backend &, int, const TuningValues &) const override { return WriteResult::success(); }
    std::optional<QString> verify(const TuningValues &, const ControlState &) const override { return std::nullopt; }
    QString valueText(const TuningValues &values) const override
    {
        return QStringLiteral("%1 mV").arg(requested(values) ? valueIn(values).millivolts : 0);
    }
    QStringList jsonKeys() const override { return {QStringLiteral("test_offset_mv")}; }
    void toJson(const TuningValues &values, QJsonObject *object) const override
    {
        if (requested(values))
            object->insert(QStringLiteral("test_offset_mv"), valueIn(values).millivolts);
    }
    bool fromJson(const QJsonObject &object, TuningValues *values, QString *) const override
    {
        if (object.contains(QStringLiteral("test_offset_mv")))
            values->perControl.set(TestValue{object.value(QStringLiteral("test_offset_mv")).toInt()});
        return true;
    }
    void stateToJson(const ControlState &, QJsonObject *) const override {}
    int applyOrder(const TuningValues &) const override { return 45; }
};
} // namespace

TEST(ControlRegistry, AControlKeptInTypedSlotsNeedsNoFieldAnywhere)
{
    const TestOffsetRule rule;
    TuningValues values;
    EXPECT_FALSE(rule.requested(values));
    QString error;
    ASSERT_TRUE(rule.fromJson(QJsonObject{{QStringLiteral("test_offset_mv"), -50}}, &values, &error));
    ASSERT_TRUE(rule.requested(values));
    values.perControl.set(PowerCapValue{300000000});
    TuningValues only;
    rule.extract(values, &only);
    EXPECT_FALSE(only.perControl.has<PowerCapValue>());
    EXPECT_EQ(rule.describe(only), QStringLiteral("voltage_offset: -50 mV"));
    QJsonObject json;
    rule.toJson(only, &json);
    EXPECT_EQ(json, (QJsonObject{{QStringLiteral("test_offset_mv"), -50}}));

    ControlState state;
    EXPECT_FALSE(rule.offered(state));
    state.perControl.set(TestState{-100, 0});
    EXPECT_TRUE(rule.offered(state));
    QVector<Refusal> refusals;
    rule.validate(only, state, SafetyPolicy{}, ValidationMode::Request, &refusals);
    EXPECT_TRUE(refusals.isEmpty());
    only.perControl.set(TestValue{-150});
    rule.validate(only, state, SafetyPolicy{}, ValidationMode::Request, &refusals);
    ASSERT_EQ(refusals.size(), 1);
    EXPECT_EQ(refusals[0].control, ControlId::VoltageOffset);

    rule.clear(&values);
    EXPECT_FALSE(rule.requested(values));
    EXPECT_TRUE(values.perControl.has<PowerCapValue>()); // the other controls' values stay
}

TEST(ControlRegistry, EveryControlOwnsItsIdJsonKeysAndOptions)
{
    QSet<int> ids;
    QSet<QString> keys, options;
    for (const auto &rule : controlRules()) {
        EXPECT_FALSE(ids.contains(static_cast<int>(rule->id()))) << controlKey(rule->id());
        ids.insert(static_cast<int>(rule->id()));
        EXPECT_FALSE(rule->title().isEmpty()) << controlKey(rule->id());
        EXPECT_FALSE(rule->jsonKeys().isEmpty()) << controlKey(rule->id());
        for (const QString &key : rule->jsonKeys()) {
            EXPECT_FALSE(keys.contains(key)) << key.toStdString() << " claimed twice";
            keys.insert(key);
        }
        for (const QCommandLineOption &option : rule->cliOptions()) {
            for (const QString &name : option.names()) {
                EXPECT_FALSE(options.contains(name)) << name.toStdString() << " claimed twice";
                options.insert(name);
            }
        }
    }
    // power cap, sclk, mclk, perf level, power profile, overdrive, clock table,
    // voltage offset, fan mode, fan curve, zero-RPM, fan minimum PWM, fan target
    // temperature, fan acoustic limit / target, voltage curve, fan zero-RPM stop
    // temperature, GFX clock offset
    EXPECT_EQ(ids.size(), 18);
    EXPECT_TRUE(options.contains(QStringLiteral("power-cap")));
    EXPECT_TRUE(options.contains(QStringLiteral("mclk-levels")));
}

TEST(ControlRegistry, ValuesGoThroughTheControlsJsonAndBackUnchanged)
{
    const TuningValues values = everyValue();
    const QJsonObject json = tuningValuesToJson(values);
    EXPECT_EQ(json.value(QStringLiteral("power_cap_microwatts")).toInteger(), 300000000);
    EXPECT_EQ(json.value(QStringLiteral("mclk_levels")).toArray(), (QJsonArray{0, 2}));
    EXPECT_EQ(json.value(QStringLiteral("perf_level")).toString(), QStringLiteral("manual"));
    QString error;
    const auto back = tuningValuesFromJson(json, &error);
    ASSERT_TRUE(back) << error.toStdString();
    EXPECT_TRUE(*back == values);
    // Each key of the object is read by exactly one control.
    for (auto it = json.begin(); it != json.end(); ++it) {
        int owners = 0;
        for (const auto &rule : controlRules())
            owners += rule->jsonKeys().contains(it.key()) ? 1 : 0;
        EXPECT_EQ(owners, 1) << it.key().toStdString();
    }
}

TEST(ControlRegistry, AKeyNoControlClaimsIsRefusedByName)
{
    QString error;
    EXPECT_FALSE(tuningValuesFromJson(QJsonObject{{QStringLiteral("memory_voltage_offset_mv"), -50}}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("memory_voltage_offset_mv"))) << error.toStdString();
    // A control's own check still names its key.
    EXPECT_FALSE(tuningValuesFromJson(QJsonObject{{QStringLiteral("overdrive_percent"), 2.5}}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("overdrive_percent"))) << error.toStdString();
}

TEST(ControlRegistry, WritesFollowTheApplyOrderNotTheRegistryOrder)
{
    TuningValues v;
    v.perControl.set(PowerCapValue{300000000});
    setClockRange(&v, ClockDomain::Gfx, ClockRangeValue{500, 2500});
    v.perControl.set(PerfLevelValue{PerfLevel::Manual});
    EXPECT_EQ(stepIds(v), (QVector<ControlId>{ControlId::PerfLevel, ControlId::GfxClockRange, ControlId::PowerCap}));
    // Any other level comes last: the clock and profile setters switch to manual themselves.
    setClockRange(&v, ClockDomain::Gfx, std::nullopt);
    v.perControl.set(PerfLevelValue{PerfLevel::Auto});
    v.perControl.set(PowerProfileValue{PowerProfile::Compute});
    EXPECT_EQ(stepIds(v), (QVector<ControlId>{ControlId::PowerProfile, ControlId::PowerCap, ControlId::PerfLevel}));
    // Each step carries only its own control's values.
    for (const PlanStep &step : planSteps(v))
        EXPECT_EQ(touchedControls(step.values), QVector<ControlId>{step.rule->id()});
}

TEST(ControlRegistry, TheCardsControlsComeFromTheRegistry)
{
    ControlState state = RecordingBackend::rx7900xtxLike();
    QVector<ControlId> offered;
    for (const ControlRule *rule : offeredControls(state))
        offered << rule->id();
    EXPECT_TRUE(offered.contains(ControlId::PowerCap));
    state.perControl.remove<PowerCapControl>();
    offered.clear();
    for (const ControlRule *rule : offeredControls(state))
        offered << rule->id();
    EXPECT_FALSE(offered.contains(ControlId::PowerCap));
    // tuning show --json: each control's own object.
    const QJsonObject json = controlStateToJson(RecordingBackend::rx7900xtxLike());
    EXPECT_TRUE(json.value(QStringLiteral("power_cap")).toObject().contains(QStringLiteral("max_watts")));
    EXPECT_TRUE(json.value(QStringLiteral("sclk_range")).toObject().contains(QStringLiteral("allowed_max_mhz")));
}

TEST(ControlRegistry, CliOptionsAreReadByTheirControls)
{
    QCommandLineParser parser;
    for (const auto &rule : controlRules()) {
        for (const QCommandLineOption &option : rule->cliOptions())
            parser.addOption(option);
    }
    ASSERT_TRUE(parser.parse({QStringLiteral("x"), QStringLiteral("--power-cap"), QStringLiteral("250"), QStringLiteral("--sclk-range"),
                              QStringLiteral("600:2400"), QStringLiteral("--perf-level"), QStringLiteral("manual")}));
    TuningValues v;
    const ControlState state = RecordingBackend::rx7900xtxLike();
    for (const auto &rule : controlRules()) {
        QString error;
        ASSERT_TRUE(rule->fromCli(parser, state, &v, &error)) << error.toStdString();
    }
    EXPECT_EQ(v.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{250000000}));
    EXPECT_EQ(clockRangeIn(v, ClockDomain::Gfx), std::optional(ClockRangeValue{600, 2400}));
    EXPECT_EQ(v.perControl.value<PerfLevelValue>(), std::optional(PerfLevelValue{PerfLevel::Manual}));

    QCommandLineParser bad;
    for (const auto &rule : controlRules()) {
        for (const QCommandLineOption &option : rule->cliOptions())
            bad.addOption(option);
    }
    ASSERT_TRUE(bad.parse({QStringLiteral("x"), QStringLiteral("--mclk-levels"), QStringLiteral("1,x")}));
    QString error;
    bool ok = true;
    for (const auto &rule : controlRules())
        ok = ok && rule->fromCli(bad, state, &v, &error);
    EXPECT_FALSE(ok);
    EXPECT_TRUE(error.contains(QStringLiteral("--mclk-levels"))) << error.toStdString();
}

TEST(ControlRegistry, TypedSlotsHoldOneValuePerTypeWithValueSemantics)
{
    TuningValues a;
    EXPECT_TRUE(a.isEmpty());
    a.perControl.set(TestValue{-50});
    EXPECT_FALSE(a.isEmpty());
    ASSERT_NE(a.perControl.get<TestValue>(), nullptr);
    EXPECT_EQ(a.perControl.get<TestValue>()->millivolts, -50);
    EXPECT_EQ(a.perControl.get<OtherValue>(), nullptr); // the type is the key
    TuningValues b = a;
    EXPECT_TRUE(a == b);
    b.perControl.set(TestValue{-60});
    EXPECT_FALSE(a == b);
    EXPECT_EQ(a.perControl.get<TestValue>()->millivolts, -50); // the copy did not change the original
    TuningValues c;
    c.perControl.copyFrom<TestValue>(a.perControl);
    EXPECT_TRUE(c == a);
    c.perControl.set(std::optional<TestValue>());
    EXPECT_TRUE(c.isEmpty());
    // Same value in another type: not equal.
    TuningValues d;
    d.perControl.set(OtherValue{-50});
    EXPECT_FALSE(d == a);
}

TEST(ControlRegistry, TypedResultsReadTheAnswerOnce)
{
    const QJsonObject answer{{QStringLiteral("ok"), false},
                             {QStringLiteral("action"), QStringLiteral("apply")},
                             {QStringLiteral("outcome"), QStringLiteral("refused")},
                             {QStringLiteral("device"), QJsonObject{{QStringLiteral("index"), 1}, {QStringLiteral("id"), QStringLiteral("abc")}}},
                             {QStringLiteral("error"), QStringLiteral("nothing written")},
                             {QStringLiteral("refusals"), QJsonArray{QJsonObject{{QStringLiteral("control"), QStringLiteral("sclk_range")},
                                                                                 {QStringLiteral("limit"), QStringLiteral("od_range")},
                                                                                 {QStringLiteral("message"), QStringLiteral("too high")}}}}};
    const TuningResult r = TuningResult::fromJson(answer);
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.action, TuningResult::Action::Apply);
    EXPECT_EQ(r.outcome, TuningResult::Outcome::Refused);
    EXPECT_EQ(r.deviceIndex, 1);
    EXPECT_EQ(r.message, QStringLiteral("nothing written")); // the error when there is no message
    ASSERT_EQ(r.refusals.size(), 1);
    EXPECT_EQ(r.refusals[0].control, ControlId::GfxClockRange);
    EXPECT_EQ(r.refusals[0].limit, QStringLiteral("od_range"));
    EXPECT_EQ(TuningResult::fromJson(QJsonObject{{QStringLiteral("ok"), false}}).action, TuningResult::Action::Unknown);
}
