// SPDX-License-Identifier: GPL-3.0-or-later
// The controls added after the first fan / voltage ones: the four single-value
// firmware fan settings (minimum PWM, target temperature, acoustic limit and
// target) on the simulated RX 7900 XTX through the tuning service (range
// refusals, pending + revert, "default" = the boot value, reset to defaults)
// and their JSON; the Vega20 / RDNA1 voltage curve's parser and checks.
#include "core/backends/DeviceSet.h"
#include "core/backends/rocm_smi/AmdgpuOdFanFiles.h"
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/tuning/controls/fansetting/FanSettingRule.h"
#include "core/tuning/controls/voltagecurve/VoltageCurveValue.h"
#include "core/tuning/transaction/TuningService.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

struct Rig {
    QTemporaryDir dir;
    SimulatedBackend *sim = nullptr;
    std::unique_ptr<DeviceSet> devices;

    Rig()
    {
        SimulatedOptions options;
        options.deviceCount = 2; // RX 7900 XTX, MI210 (no fan)
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
                             SafetyPolicy{}, [] { return qint64(1'000'000); });
    }
    FanControl fan(int i = 0) { return *sim->readControls(i).perControl.get<FanControl>(); }
};

} // namespace

TEST(NewFanControls, EachSettingIsPendingThenRevertedAndOutOfRangeIsRefused)
{
    Rig rig;
    TuningService s = rig.service();
    TuningValues v;
    setFanSettingValue(&v, ControlId::FanMinimumPwm, 30);
    setFanSettingValue(&v, ControlId::FanTargetTemperature, 80);
    setFanSettingValue(&v, ControlId::FanAcousticLimit, 2000);
    setFanSettingValue(&v, ControlId::FanAcousticTarget, 1800);
    const TuningReport r = s.apply(0, v, 15);
    ASSERT_TRUE(r.ok) << r.message.toStdString();
    EXPECT_EQ(rig.fan().setting(ControlId::FanMinimumPwm)->value, 30);
    EXPECT_EQ(rig.fan().setting(ControlId::FanTargetTemperature)->value, 80);
    EXPECT_EQ(rig.fan().setting(ControlId::FanAcousticLimit)->value, 2000);
    EXPECT_EQ(rig.fan().setting(ControlId::FanAcousticTarget)->value, 1800);
    ASSERT_TRUE(s.revert(0).ok);
    EXPECT_EQ(rig.fan().setting(ControlId::FanMinimumPwm)->value, 15);
    EXPECT_EQ(rig.fan().setting(ControlId::FanTargetTemperature)->value, 95);
    EXPECT_EQ(rig.fan().setting(ControlId::FanAcousticLimit)->value, 2450);
    EXPECT_EQ(rig.fan().setting(ControlId::FanAcousticTarget)->value, 2200);

    // One past each end of the stated ranges (15-100 %, 25-110 °C, 500-3100 RPM).
    for (const TuningValues &bad : [] {
             QVector<TuningValues> list(8);
             setFanSettingValue(&list[0], ControlId::FanMinimumPwm, 14);
             setFanSettingValue(&list[1], ControlId::FanMinimumPwm, 101);
             setFanSettingValue(&list[2], ControlId::FanTargetTemperature, 24);
             setFanSettingValue(&list[3], ControlId::FanTargetTemperature, 111);
             setFanSettingValue(&list[4], ControlId::FanAcousticLimit, 499);
             setFanSettingValue(&list[5], ControlId::FanAcousticLimit, 3101);
             setFanSettingValue(&list[6], ControlId::FanAcousticTarget, 499);
             setFanSettingValue(&list[7], ControlId::FanAcousticTarget, 3101);
             return list;
         }()) {
        const TuningReport refused = s.apply(0, bad, 0);
        EXPECT_EQ(refused.outcome, QStringLiteral("refused")) << refused.message.toStdString();
        EXPECT_FALSE(refused.message.isEmpty());
    }
    EXPECT_EQ(rig.fan(), [&] {
        Rig fresh;
        return fresh.fan();
    }()); // nothing of the refused requests was written

    // The MI210 has no fan: refused as not supported.
    TuningValues onMi210;
    setFanSettingValue(&onMi210, ControlId::FanMinimumPwm, 30);
    EXPECT_EQ(s.apply(1, onMi210, 0).outcome, QStringLiteral("refused"));
}

TEST(NewFanControls, DefaultAndResetToDefaultsGiveTheBootValuesBack)
{
    Rig rig;
    TuningService s = rig.service();
    TuningValues v;
    setFanSettingValue(&v, ControlId::FanMinimumPwm, 40);
    setFanSettingValue(&v, ControlId::FanAcousticTarget, 1000);
    ASSERT_TRUE(s.apply(0, v, 0).ok);
    TuningValues back;
    setFanSettingValue(&back, ControlId::FanMinimumPwm, std::nullopt);
    ASSERT_TRUE(s.apply(0, back, 0).ok);
    EXPECT_EQ(rig.fan().setting(ControlId::FanMinimumPwm)->value, 15);
    EXPECT_EQ(rig.fan().setting(ControlId::FanAcousticTarget)->value, 1000);
    const TuningReport reset = s.resetToDefaults(0);
    ASSERT_TRUE(reset.ok) << reset.message.toStdString();
    EXPECT_EQ(rig.fan().setting(ControlId::FanAcousticTarget)->value, 2200);
}

TEST(NewFanControls, JsonSlicesRoundTripAndRefuseBadValues)
{
    const QJsonObject o{{QStringLiteral("fan_minimum_pwm_percent"), 30},
                        {QStringLiteral("fan_target_temperature_c"), QStringLiteral("default")},
                        {QStringLiteral("fan_acoustic_limit_rpm"), 2000},
                        {QStringLiteral("fan_acoustic_target_rpm"), 1800},
                        {QStringLiteral("voltage_curve"), QJsonArray{QJsonArray{808, 745}, QJsonArray{1304, 800}, QJsonArray{1801, 1020}}}};
    QString error;
    const auto values = tuningValuesFromJson(o, &error);
    ASSERT_TRUE(values) << error.toStdString();
    EXPECT_EQ(fanSettingValue(*values, ControlId::FanMinimumPwm), std::make_optional(std::optional<int>(30)));
    EXPECT_EQ(fanSettingValue(*values, ControlId::FanTargetTemperature), std::make_optional(std::optional<int>()));
    EXPECT_EQ(fanSettingValue(*values, ControlId::FanAcousticLimit), std::make_optional(std::optional<int>(2000)));
    EXPECT_EQ(values->perControl.value<VoltageCurveValue>(), (VoltageCurveValue{{{808, 745}, {1304, 800}, {1801, 1020}}}));
    EXPECT_EQ(tuningValuesToJson(*values), o);
    for (const QJsonObject &bad : {QJsonObject{{QStringLiteral("fan_minimum_pwm_percent"), 30.5}},
                                   QJsonObject{{QStringLiteral("fan_minimum_pwm_percent"), 101}},
                                   QJsonObject{{QStringLiteral("fan_target_temperature_c"), QStringLiteral("hot")}},
                                   QJsonObject{{QStringLiteral("fan_acoustic_limit_rpm"), -1}},
                                   QJsonObject{{QStringLiteral("voltage_curve"), QJsonArray{QJsonArray{808}}}},
                                   QJsonObject{{QStringLiteral("voltage_curve"), QJsonArray{}}},
                                   QJsonObject{{QStringLiteral("voltage_curve"), QJsonArray{QJsonArray{808, 9000}}}}}) {
        error.clear();
        EXPECT_FALSE(tuningValuesFromJson(bad, &error)) << QJsonDocument(bad).toJson().toStdString();
        EXPECT_FALSE(error.isEmpty());
    }
}

TEST(VoltageCurve, ParsesVega20AndNavi10LayoutsWithTheirRanges)
{
    // vega20_print_clock_levels: "%d: %10uMhz %10dmV"; OD_RANGE per point.
    const QByteArray vega20 = "OD_SCLK:\n0:        808Mhz\n1:       1801Mhz\nOD_MCLK:\n1:       1000Mhz\n"
                              "OD_VDDC_CURVE:\n0:        808Mhz        750mV\n1:       1304Mhz        822mV\n2:       1801Mhz       1071mV\n"
                              "OD_RANGE:\nSCLK:     808Mhz       2200Mhz\nMCLK:     351Mhz       1200Mhz\n"
                              "VDDC_CURVE_SCLK[0]:     808Mhz       2200Mhz\nVDDC_CURVE_VOLT[0]:     738mV        1218mV\n"
                              "VDDC_CURVE_SCLK[1]:     808Mhz       2200Mhz\nVDDC_CURVE_VOLT[1]:     738mV        1218mV\n"
                              "VDDC_CURVE_SCLK[2]:     808Mhz       2200Mhz\nVDDC_CURVE_VOLT[2]:     738mV        1218mV\n";
    const auto v = amdgpu::parseOdVoltageCurve(vega20);
    ASSERT_TRUE(v);
    EXPECT_EQ(v->points, (VoltageCurve{{808, 750}, {1304, 822}, {1801, 1071}}));
    EXPECT_EQ(v->clockRangesMegahertz, (QVector<IntRange>(3, IntRange{808, 2200})));
    EXPECT_EQ(v->voltageRangesMillivolts, (QVector<IntRange>(3, IntRange{738, 1218})));
    // navi10_emit_clk_levels: "%d: %uMHz %umV", ranges differing per point.
    const QByteArray navi10 = "OD_SCLK:\n0: 800Mhz\n1: 2100Mhz\nOD_MCLK:\n1: 875MHz\nOD_VDDC_CURVE:\n0: 800MHz 711mV\n1: 1450MHz 793mV\n"
                              "2: 2100MHz 1162mV\nOD_RANGE:\nSCLK:     800Mhz       2150Mhz\nMCLK:     625Mhz        950Mhz\n"
                              "VDDC_CURVE_SCLK[0]:     800Mhz       2150Mhz\nVDDC_CURVE_VOLT[0]:     750mV        1200mV\n"
                              "VDDC_CURVE_SCLK[1]:     800Mhz       2150Mhz\nVDDC_CURVE_VOLT[1]:     750mV        1200mV\n"
                              "VDDC_CURVE_SCLK[2]:     800Mhz       2150Mhz\nVDDC_CURVE_VOLT[2]:     750mV        1200mV\n";
    const auto n = amdgpu::parseOdVoltageCurve(navi10);
    ASSERT_TRUE(n);
    EXPECT_EQ(n->points, (VoltageCurve{{800, 711}, {1450, 793}, {2100, 1162}}));
    // The driver's own point below its range is shown; writing it back is refused by the check.
    EXPECT_FALSE(voltageCurveProblem(n->points, *n).isEmpty());
    EXPECT_TRUE(voltageCurveProblem(VoltageCurve{{800, 750}, {1450, 800}, {2100, 1162}}, *n).isEmpty());
    EXPECT_TRUE(voltageCurveProblem(VoltageCurve{{800, 750}, {1450, 800}}, *n).contains(QStringLiteral("3 points")));

    // No curve: RDNA3, RDNA2's rangeless offset, a point without its ranges.
    EXPECT_FALSE(amdgpu::parseOdVoltageCurve("OD_SCLK:\n0: 500Mhz\n1: 2500Mhz\nOD_VDDGFX_OFFSET:\n0mV\nOD_RANGE:\nSCLK: 500Mhz 3000Mhz\n"));
    EXPECT_FALSE(amdgpu::parseOdVoltageCurve("OD_VDDC_CURVE:\n0: 800MHz 711mV\n1: 1450MHz 793mV\nOD_RANGE:\n"
                                             "VDDC_CURVE_SCLK[0]: 800Mhz 2150Mhz\nVDDC_CURVE_VOLT[0]: 750mV 1200mV\n"));
    EXPECT_FALSE(amdgpu::parseOdVoltageCurve("OD_VDDC_CURVE:\n0: garbage\nOD_RANGE:\n"));
    EXPECT_EQ(voltageCurveFromText(QStringLiteral("808:745, 1304:800")), (VoltageCurve{{808, 745}, {1304, 800}}));
    EXPECT_FALSE(voltageCurveFromText(QStringLiteral("808-745")));
}
