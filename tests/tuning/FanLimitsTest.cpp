// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 38: the administrator's fan limits (safety.conf fan_min_percent,
// fan_hot_celsius, fan_hot_min_percent): read strictly, the one rule
// (FanLimits), and the refusals of a fixed speed and a firmware curve below
// them, on a card with the firmware's curve and on one whose fan takes only
// a PWM value (fixed 0 % there too).
#include "core/tuning/controls/fancurve/FanCurveValue.h"
#include "core/tuning/controls/fanmode/FanModeValue.h"
#include "core/tuning/controls/fansetting/FanSettingRule.h"
#include "core/tuning/policy/FanLimits.h"
#include "core/tuning/policy/SafetyPolicyFile.h"
#include "core/tuning/policy/TuningValidator.h"
#include "tests/tuning/SafetyConfParse.h"

#include <QSettings>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;
using rocmtune::test::parseSafetyConf;

namespace {
SafetyPolicy fanPolicy(int minPercent, double hotCelsius, int hotMinPercent)
{
    SafetyPolicy policy;
    policy.fan = FanLimits{minPercent, hotCelsius, hotMinPercent};
    return policy;
}

// An RDNA3 card: the firmware curve (5 points, 25-100 °C, 0-100 %) and fixed speeds through it.
ControlState firmwareFanState()
{
    ControlState state;
    FanControl fan;
    fan.curve = FanCurve{{35, 20}, {50, 30}, {65, 45}, {80, 70}, {95, 100}};
    fan.curveTemperatureRange = {25, 100};
    fan.curvePwmRange = {0, 100};
    state.perControl.set(fan);
    state.currentTemperatureCelsius = 50;
    state.criticalTemperatureCelsius = 110;
    return state;
}

// A card whose fan takes only a PWM value (Vega, RDNA1/RDNA2): fixed 0-100 %.
ControlState pwmFanState()
{
    ControlState state;
    FanControl fan;
    fan.manualPwmSettable = true;
    fan.speedPercent = 30;
    state.perControl.set(fan);
    state.currentTemperatureCelsius = 50;
    state.criticalTemperatureCelsius = 110;
    return state;
}

TuningValues fixedSpeed(int percent)
{
    TuningValues values;
    values.perControl.set(FanModeValue{FanMode::Fixed, percent});
    return values;
}

TuningValues firmwareCurve(const FanCurve &points)
{
    TuningValues values;
    values.perControl.set(FanCurveValue{points});
    return values;
}
} // namespace

TEST(SafetyConfFanLimits, TheKeysAreReadAndTheirDefaultsLimitNothing)
{
    const auto f = parseSafetyConf("[tuning/safety]\nfan_min_percent = 20\nfan_hot_celsius = 82.5\nfan_hot_min_percent = 60\n");
    ASSERT_TRUE(f.ok()) << f.error.toStdString();
    EXPECT_EQ(f.policy.fan, (FanLimits{20, 82.5, 60}));
    const auto defaults = parseSafetyConf("[tuning/safety]\npower_cap_above_default_percent = 5\n");
    ASSERT_TRUE(defaults.ok());
    EXPECT_EQ(defaults.policy.fan, FanLimits{});
    EXPECT_FALSE(defaults.policy.fan.limitsAnything());
    EXPECT_TRUE(defaults.policy.fan.fixedSpeedProblem(0).isEmpty()) << "no limit set: fixed 0 % as before";
    EXPECT_TRUE(defaults.policy.fan.curveProblem(FanCurve{{40, 0}, {90, 0}}).isEmpty());
}

TEST(SafetyConfFanLimits, EveryMistakeInTheFanKeysIsAnError)
{
    const char *const cases[] = {
        "[tuning/safety]\nfan_min_percent = 20%\n",     "[tuning/safety]\nfan_min_percent = 12.5\n", "[tuning/safety]\nfan_min_percent = 101\n",
        "[tuning/safety]\nfan_hot_celsius = 85C\n",     "[tuning/safety]\nfan_hot_celsius = 20\n",   "[tuning/safety]\nfan_hot_celsius = 130\n",
        "[tuning/safety]\nfan_hot_min_percent = -1\n",  "[tuning/safety]\nFan_Min_Percent = 20\n",
        "[tuning/safety]\nfan_min_percent = 20\nfan_min_percent = 30\n",
    };
    for (const char *text : cases) {
        const auto f = parseSafetyConf(text);
        EXPECT_FALSE(f.ok()) << text;
        EXPECT_TRUE(f.error.contains(QStringLiteral("/etc/rocmtune/safety.conf line"))) << f.error.toStdString();
        EXPECT_EQ(f.policy, SafetyPolicy{}) << text;
    }
}

TEST(SafetyConfFanLimits, TheUsersSettingsNeverLoosenTheSystemsLimits)
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("user.conf")), QSettings::IniFormat);
    SafetyPolicy user;
    user.fan = FanLimits{10, 90, 40};
    user.save(settings);
    const SafetyPolicy read = SafetyPolicy::fromSettings(settings);
    EXPECT_EQ(read.fan, (FanLimits{10, 90, 40}));
    const SafetyPolicy merged = read.stricter(fanPolicy(20, 85, 30));
    EXPECT_EQ(merged.fan, (FanLimits{20, 85, 40}));
    // A user without a hot minimum keeps the system's threshold.
    EXPECT_EQ(SafetyPolicy{}.stricter(fanPolicy(0, 95, 50)).fan, (FanLimits{0, 95, 50}));
}

TEST(FanLimitsRule, AFixedSpeedMustReachTheMinimumAndTheHotMinimum)
{
    const FanLimits limits{20, 85, 60};
    EXPECT_EQ(limits.fixedMinimumPercent(), 60);
    EXPECT_TRUE(limits.fixedSpeedProblem(0).contains(QStringLiteral("fan_min_percent")));
    EXPECT_EQ(limits.fixedSpeedLimitKey(0), QStringLiteral("fan_min"));
    EXPECT_TRUE(limits.fixedSpeedProblem(40).contains(QStringLiteral("fan_hot_min_percent"))) << "a fixed speed does not rise when hot";
    EXPECT_EQ(limits.fixedSpeedLimitKey(40), QStringLiteral("fan_hot_min"));
    EXPECT_TRUE(limits.fixedSpeedProblem(60).isEmpty());
    EXPECT_EQ(limits.minimumPercentAt(84.9), 20);
    EXPECT_EQ(limits.minimumPercentAt(85), 60);
    EXPECT_EQ(limits.minimumPercentAt(std::nullopt), 60) << "no temperature: the safe side";
}

TEST(FanLimitsRule, ACurveMustReachTheMinimumEverywhereAndTheHotMinimumFromTheThresholdUp)
{
    const FanLimits limits{20, 85, 60};
    const QString zero = limits.curveProblem(FanCurve{{40, 0}, {90, 100}});
    EXPECT_TRUE(zero.contains(QStringLiteral("point 1")) && zero.contains(QStringLiteral("fan_min_percent"))) << zero.toStdString();
    // 40:20 .. 100:80 gives 65 % at 85 °C: allowed. 40:20 .. 100:60 gives 50 % at 85 °C: refused, naming it.
    EXPECT_TRUE(limits.curveProblem(FanCurve{{40, 20}, {100, 80}}).isEmpty());
    const QString low = limits.curveProblem(FanCurve{{40, 20}, {100, 60}});
    EXPECT_TRUE(low.contains(QStringLiteral("50%")) && low.contains(QStringLiteral("fan_hot_min_percent"))) << low.toStdString();
    // Flat after the last point: a curve ending below the hot minimum before 85 °C is refused too.
    EXPECT_FALSE(limits.curveProblem(FanCurve{{30, 20}, {60, 40}}).isEmpty());
    EXPECT_TRUE(limits.curveProblem(FanCurve{{30, 20}, {60, 60}}).isEmpty());
    EXPECT_EQ(fanCurveDutyAt(FanCurve{{40, 20}, {100, 60}}, 85), 50);
}

TEST(FanLimitsRule, TuningSetRefusesAFixedSpeedBelowTheLimitsOnEveryCard)
{
    const SafetyPolicy policy = fanPolicy(20, 85, 60);
    for (const ControlState &state : {firmwareFanState(), pwmFanState()}) {
        const ValidationResult zero = validateTuning(fixedSpeed(0), state, policy, ValidationMode::Request);
        ASSERT_EQ(zero.refusals.size(), 1);
        EXPECT_EQ(zero.refusals.first().control, ControlId::FanMode);
        EXPECT_EQ(zero.refusals.first().limit, QStringLiteral("fan_min"));
        EXPECT_EQ(validateTuning(fixedSpeed(50), state, policy, ValidationMode::Request).refusals.first().limit, QStringLiteral("fan_hot_min"));
        EXPECT_TRUE(validateTuning(fixedSpeed(60), state, policy, ValidationMode::Request).ok());
        // A snapshot from a journal file is checked too (a forged one must not stop the fan); a rollback of what was just read is not.
        EXPECT_FALSE(validateTuning(fixedSpeed(0), state, policy, ValidationMode::Recorded).ok());
        EXPECT_TRUE(validateTuning(fixedSpeed(0), state, policy, ValidationMode::Restore).ok());
        // Without limits, fixed 0 % stays what the card accepts.
        EXPECT_TRUE(validateTuning(fixedSpeed(0), state, SafetyPolicy{}, ValidationMode::Request).ok());
    }
}

TEST(FanLimitsRule, TuningSetRefusesAFirmwareCurveBelowTheLimits)
{
    const SafetyPolicy policy = fanPolicy(20, 85, 60);
    const ControlState state = firmwareFanState();
    const ValidationResult zero = validateTuning(firmwareCurve({{30, 0}, {50, 0}, {70, 0}, {85, 0}, {100, 0}}), state, policy, ValidationMode::Request);
    ASSERT_EQ(zero.refusals.size(), 1);
    EXPECT_EQ(zero.refusals.first().limit, QStringLiteral("fan_limits"));
    const ValidationResult cool = validateTuning(firmwareCurve({{30, 20}, {50, 30}, {70, 40}, {85, 50}, {100, 100}}), state, policy, ValidationMode::Request);
    ASSERT_FALSE(cool.ok());
    EXPECT_TRUE(cool.messages().first().contains(QStringLiteral("85 °C"))) << cool.messages().first().toStdString();
    EXPECT_TRUE(validateTuning(firmwareCurve({{30, 20}, {50, 30}, {70, 40}, {85, 60}, {100, 100}}), state, policy, ValidationMode::Request).ok());
    EXPECT_TRUE(validateTuning(firmwareCurve({{30, 0}, {50, 0}, {70, 0}, {85, 0}, {100, 0}}), state, SafetyPolicy{}, ValidationMode::Request).ok());
}

TEST(FanLimitsRule, TheFirmwaresMinimumPwmMayNotGoBelowTheMinimumEither)
{
    const SafetyPolicy policy = fanPolicy(20, 85, 60);
    ControlState state = firmwareFanState();
    FanControl fan = *state.perControl.get<FanControl>();
    fan.settings.insert(ControlId::FanMinimumPwm, OdFanValue{25, {15, 100}});
    state.perControl.set(fan);
    auto minimumPwm = [](std::optional<int> percent) {
        TuningValues values;
        setFanSettingValue(&values, ControlId::FanMinimumPwm, percent);
        return values;
    };
    const ValidationResult low = validateTuning(minimumPwm(15), state, policy, ValidationMode::Request);
    ASSERT_EQ(low.refusals.size(), 1);
    EXPECT_EQ(low.refusals.first().limit, QStringLiteral("fan_min"));
    EXPECT_TRUE(low.messages().first().contains(QStringLiteral("(fan_min_percent)"))) << low.messages().first().toStdString();
    EXPECT_TRUE(validateTuning(minimumPwm(20), state, policy, ValidationMode::Request).ok());
    EXPECT_TRUE(validateTuning(minimumPwm(std::nullopt), state, policy, ValidationMode::Request).ok()) << "the firmware's boot value";
    EXPECT_TRUE(validateTuning(minimumPwm(15), state, SafetyPolicy{}, ValidationMode::Request).ok());
}
