// SPDX-License-Identifier: GPL-3.0-or-later
#include "ControlStateJson.h"

#include <QJsonArray>

namespace rocmtune {

QJsonObject controlStateToJson(const ControlState &state)
{
    QJsonObject controls;
    if (state.powerCap) {
        controls.insert(QStringLiteral("power_cap"),
                        QJsonObject{{QStringLiteral("current_watts"), state.powerCap->currentMicrowatts / 1e6},
                                    {QStringLiteral("default_watts"), state.powerCap->defaultMicrowatts / 1e6},
                                    {QStringLiteral("min_watts"), state.powerCap->minMicrowatts / 1e6},
                                    {QStringLiteral("max_watts"), state.powerCap->maxMicrowatts / 1e6}});
    }
    auto clock = [](const ClockRangeControl &c) {
        QJsonArray levels;
        for (int mhz : c.dpmLevelsMegahertz)
            levels.append(mhz);
        return QJsonObject{{QStringLiteral("current_min_mhz"), c.currentMinMegahertz},
                           {QStringLiteral("current_max_mhz"), c.currentMaxMegahertz},
                           {QStringLiteral("allowed_min_mhz"), c.allowedMinMegahertz},
                           {QStringLiteral("allowed_max_mhz"), c.allowedMaxMegahertz},
                           {QStringLiteral("dpm_levels_mhz"), levels},
                           {QStringLiteral("range_settable"), c.rangeSettable},
                           {QStringLiteral("level_mask_settable"), c.levelMaskSettable}};
    };
    if (state.gfxClock)
        controls.insert(QStringLiteral("sclk_range"), clock(*state.gfxClock));
    if (state.memoryClock)
        controls.insert(QStringLiteral("mclk_range"), clock(*state.memoryClock));
    if (state.perfLevel) {
        QJsonArray supported;
        for (PerfLevel level : state.supportedPerfLevels)
            supported.append(QLatin1String(perfLevelKey(level)));
        controls.insert(QStringLiteral("perf_level"), QJsonObject{{QStringLiteral("current"), QLatin1String(perfLevelKey(*state.perfLevel))},
                                                                  {QStringLiteral("supported"), supported}});
    }
    if (state.powerProfile) {
        QJsonArray supported;
        for (PowerProfile profile : state.supportedPowerProfiles)
            supported.append(QLatin1String(powerProfileKey(profile)));
        controls.insert(QStringLiteral("power_profile"),
                        QJsonObject{{QStringLiteral("current"), QLatin1String(powerProfileKey(*state.powerProfile))},
                                    {QStringLiteral("supported"), supported}});
    }
    if (state.overdrivePercent)
        controls.insert(QStringLiteral("overdrive_percent"), *state.overdrivePercent);
    controls.insert(QStringLiteral("clock_table_resettable"), state.clockTableResettable);
    QJsonObject reasons;
    for (auto it = state.unsupportedReasons.begin(); it != state.unsupportedReasons.end(); ++it)
        reasons.insert(QLatin1String(controlKey(it.key())), it.value());
    if (state.criticalTemperatureCelsius)
        controls.insert(QStringLiteral("critical_temperature_celsius"), *state.criticalTemperatureCelsius);
    if (state.currentTemperatureCelsius)
        controls.insert(QStringLiteral("temperature_celsius"), *state.currentTemperatureCelsius);
    if (!reasons.isEmpty())
        controls.insert(QStringLiteral("unsupported"), reasons);
    return controls;
}
} // namespace rocmtune
