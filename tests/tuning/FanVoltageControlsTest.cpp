// SPDX-License-Identifier: GPL-3.0-or-later
// The voltage offset and fan controls through the tuning service on a
// simulated RX 7900 XTX: pending changes, revert to what was there (the
// firmware's own fan control comes back as "auto", not as a curve), reset to
// defaults, refusals with nothing written, the thermal watchdog, JSON.
#include "core/backends/DeviceSet.h"
#include "core/backends/DriverValues.h"
#include "core/backends/FanBootCurve.h"
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/tuning/controls/fancurve/FanCurveValue.h"
#include "core/tuning/controls/fanmode/FanModeRule.h"
#include "core/tuning/controls/fanmode/FanModeValue.h"
#include "core/tuning/controls/fanzerorpm/FanZeroRpmValue.h"
#include "core/tuning/controls/voltageoffset/VoltageOffsetValue.h"
#include "core/tuning/transaction/TuningService.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace rocmtune;

namespace {

struct SimulatedPairRig {
    QTemporaryDir dir;
    SimulatedBackend *sim = nullptr;
    std::unique_ptr<DeviceSet> devices;
    qint64 now = 1'000'000;

    SimulatedPairRig()
    {
        SimulatedOptions options;
        options.deviceCount = 2; // RX 7900 XTX, MI210
        options.manualClock = true;
        auto b = std::make_unique<SimulatedBackend>(options);
        sim = b.get();
        EXPECT_TRUE(sim->initialize().ok);
        std::vector<std::unique_ptr<Backend>> list;
        list.push_back(std::move(b));
        devices = std::make_unique<DeviceSet>(std::move(list));
    }
    TuningService service()
    {
        return TuningService(*devices, TuningJournal(dir.path(), QStringLiteral("boot")), TuningLog(TuningLog::pathIn(dir.path())),
                             SafetyPolicy{}, [this] { return now; });
    }
    ControlState state(int i = 0) { return sim->readControls(i); }
    int offset() { return voltageOffsetOf(state())->currentMillivolts; }
    FanControl fan() { return *state().perControl.get<FanControl>(); }
};

const FanCurve kCurve{{30, 20}, {45, 30}, {60, 45}, {75, 70}, {90, 100}};

} // namespace

TEST(FanVoltageControls, VoltageOffsetIsPendingThenRevertedToTheOriginal)
{
    SimulatedPairRig rig;
    TuningService s = rig.service();
    TuningValues v;
    v.perControl.set(VoltageOffsetValue{-50});
    const TuningReport r = s.apply(0, v, 15);
    ASSERT_TRUE(r.ok) << r.message.toStdString();
    EXPECT_EQ(rig.offset(), -50);
    ASSERT_TRUE(s.pending(0));
    EXPECT_TRUE(s.revert(0).ok);
    EXPECT_EQ(rig.offset(), 0);
}

TEST(FanVoltageControls, OutOfRangeOffsetsAndCurvesAreRefusedWithNothingWritten)
{
    SimulatedPairRig rig;
    TuningService s = rig.service();
    TuningValues v;
    v.perControl.set(VoltageOffsetValue{-455});
    TuningReport r = s.apply(0, v, 0);
    EXPECT_EQ(r.outcome, QStringLiteral("refused"));
    EXPECT_TRUE(r.message.contains(QStringLiteral("-450"))) << r.message.toStdString();
    EXPECT_EQ(rig.offset(), 0);

    TuningValues c;
    c.perControl.set(FanCurveValue{FanCurve{{30, 20}, {45, 30}, {40, 45}, {75, 70}, {90, 100}}}); // temperature goes down
    r = s.apply(0, c, 0);
    EXPECT_EQ(r.outcome, QStringLiteral("refused"));
    EXPECT_TRUE(rig.fan().curveIsFirmwareDefault());

    TuningValues both; // a curve and "auto" at once
    both.perControl.set(FanCurveValue{kCurve});
    both.perControl.set(FanModeValue{FanMode::Auto, 0});
    EXPECT_EQ(s.apply(0, both, 0).outcome, QStringLiteral("refused"));

    // The MI210 has neither.
    TuningValues mi;
    mi.perControl.set(VoltageOffsetValue{-10});
    EXPECT_EQ(s.apply(1, mi, 0).outcome, QStringLiteral("refused"));
}

TEST(FanVoltageControls, AFanCurveRevertsToTheFirmwaresOwnControl)
{
    SimulatedPairRig rig;
    TuningService s = rig.service();
    TuningValues v;
    v.perControl.set(FanCurveValue{kCurve});
    const TuningReport r = s.apply(0, v, 15);
    ASSERT_TRUE(r.ok) << r.message.toStdString();
    EXPECT_EQ(*rig.fan().curve, kCurve);
    EXPECT_EQ(rig.fan().mode(), FanMode::Curve);
    // The snapshot is "auto" (the firmware printed zeros), not a zero curve.
    ASSERT_TRUE(s.pending(0));
    EXPECT_EQ(s.pending(0)->snapshot.perControl.value<FanModeValue>(), (FanModeValue{FanMode::Auto, 0}));
    EXPECT_FALSE(s.pending(0)->snapshot.perControl.has<FanCurveValue>());
    EXPECT_TRUE(s.revert(0).ok);
    EXPECT_EQ(rig.fan().mode(), FanMode::Auto);
    EXPECT_TRUE(rig.fan().curveIsFirmwareDefault());
}

TEST(FanVoltageControls, FixedSpeedAndZeroRpmAndResetToDefaults)
{
    SimulatedPairRig rig;
    TuningService s = rig.service();
    TuningValues v;
    v.perControl.set(FanModeValue{FanMode::Fixed, 40});
    v.perControl.set(FanZeroRpmValue{false});
    v.perControl.set(VoltageOffsetValue{-30});
    ASSERT_TRUE(s.apply(0, v, 0).ok);
    EXPECT_EQ(rig.fan().mode(), FanMode::Fixed);
    EXPECT_EQ(rig.fan().curve->front().pwmPercent, 40);
    EXPECT_EQ(rig.fan().zeroRpm->value, 0);
    EXPECT_EQ(rig.offset(), -30);
    // Below the curve's 15 % minimum: refused.
    TuningValues low;
    low.perControl.set(FanModeValue{FanMode::Fixed, 10});
    EXPECT_EQ(s.apply(0, low, 0).outcome, QStringLiteral("refused"));

    const TuningReport reset = s.resetToDefaults(0);
    ASSERT_TRUE(reset.ok) << reset.message.toStdString();
    EXPECT_EQ(rig.fan().mode(), FanMode::Auto);
    EXPECT_EQ(rig.fan().zeroRpm->value, 1);
    EXPECT_EQ(rig.offset(), 0);
}

TEST(FanVoltageControls, TheThermalWatchdogRevertsAFanChangeThatLetsTheCardRunHot)
{
    SimulatedPairRig rig;
    TuningService s = rig.service();
    TuningValues v;
    v.perControl.set(FanModeValue{FanMode::Fixed, 15});
    ASSERT_TRUE(s.apply(0, v, 60).ok);
    SimulatedGpu *gpu = rig.sim->gpu(0);
    gpu->setOverheating(true);
    gpu->setLoad(SimulatedLoad::Stress);
    for (int i = 0; i < 600 && gpu->junctionCelsius() < 105; ++i)
        rig.sim->advanceSeconds(1);
    ASSERT_GE(std::round(gpu->junctionCelsius()), 105.0); // critical 110 - 5
    const auto reverted = s.revertHot();
    ASSERT_EQ(reverted.size(), 1);
    EXPECT_EQ(rig.fan().mode(), FanMode::Auto);
    EXPECT_FALSE(s.pending(0));
}

TEST(FanVoltageControls, JsonSlicesRoundTripAndRefuseBadValues)
{
    const QJsonObject o{{QStringLiteral("voltage_offset_mv"), -50},
                        {QStringLiteral("fan_curve"), QJsonArray{QJsonArray{30, 20}, QJsonArray{45, 30}, QJsonArray{60, 45},
                                                                 QJsonArray{75, 70}, QJsonArray{90, 100}}},
                        {QStringLiteral("fan_zero_rpm"), false}};
    QString error;
    const auto values = tuningValuesFromJson(o, &error);
    ASSERT_TRUE(values) << error.toStdString();
    EXPECT_EQ(values->perControl.value<VoltageOffsetValue>(), VoltageOffsetValue{-50});
    EXPECT_EQ(values->perControl.value<FanCurveValue>(), FanCurveValue{kCurve});
    EXPECT_EQ(values->perControl.value<FanZeroRpmValue>(), FanZeroRpmValue{false});
    EXPECT_EQ(tuningValuesToJson(*values), o);

    const QJsonObject fixed{{QStringLiteral("fan_mode"), QStringLiteral("fixed")}, {QStringLiteral("fan_speed_percent"), 40}};
    const auto f = tuningValuesFromJson(fixed, &error);
    ASSERT_TRUE(f) << error.toStdString();
    EXPECT_EQ(f->perControl.value<FanModeValue>(), (FanModeValue{FanMode::Fixed, 40}));
    EXPECT_EQ(tuningValuesToJson(*f), fixed);

    for (const QJsonObject &bad : {QJsonObject{{QStringLiteral("voltage_offset_mv"), -50.5}},
                                   QJsonObject{{QStringLiteral("voltage_offset_mv"), -5000}},
                                   QJsonObject{{QStringLiteral("fan_curve"), QJsonArray{QJsonArray{30}}}},
                                   QJsonObject{{QStringLiteral("fan_mode"), QStringLiteral("fast")}},
                                   QJsonObject{{QStringLiteral("fan_mode"), QStringLiteral("fixed")}},
                                   QJsonObject{{QStringLiteral("fan_speed_percent"), 40}},
                                   QJsonObject{{QStringLiteral("fan_zero_rpm"), 1}}}) {
        error.clear();
        EXPECT_FALSE(tuningValuesFromJson(bad, &error)) << QJsonDocument(bad).toJson().toStdString();
        EXPECT_FALSE(error.isEmpty());
    }
}

TEST(FanVoltageControls, TheBootCurveTheDriversResetRestoredReadsAsAuto)
{
    // smu_v14_0_2 keeps the PMFW's own points in its boot table, so after
    // "r" the file shows them, not zeros; the driver's FanMode is auto again.
    const FanCurve boot{{35, 20}, {50, 30}, {65, 45}, {80, 70}, {95, 100}};
    FanControl fan;
    fan.curve = boot;
    ControlState state;
    EXPECT_EQ(fanModeIn(fan, state), FanMode::Curve) << "without a reset seen, a non-zero curve is a written one";
    state.perControl.set(FanBootCurve{boot});
    EXPECT_EQ(fanModeIn(fan, state), FanMode::Auto);
    fan.curve = FanCurve{{35, 20}, {50, 30}, {65, 45}, {80, 70}, {95, 90}};
    EXPECT_EQ(fanModeIn(fan, state), FanMode::Curve);
    fan.curve = FanCurve{{35, 60}, {50, 60}, {65, 60}, {80, 60}, {95, 60}};
    EXPECT_EQ(fanModeIn(fan, state), FanMode::Fixed);
    fan.curve = FanCurve(5, FanCurvePoint{0, 0});
    EXPECT_EQ(fanModeIn(fan, state), FanMode::Auto);
    // What the tuning layer captures for a revert: "auto" (the driver's reset), not the points as a curve.
    fan.curve = boot;
    fan.curveTemperatureRange = {25, 100};
    fan.curvePwmRange = {15, 100};
    TuningValues snapshot;
    FanModeRule::captureFan(fan, state, &snapshot);
    EXPECT_EQ(snapshot.perControl.value<FanModeValue>(), (FanModeValue{FanMode::Auto, 0}));
    EXPECT_FALSE(snapshot.perControl.has<FanCurveValue>());
}
