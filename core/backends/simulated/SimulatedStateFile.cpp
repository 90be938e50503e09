// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/simulated/SimulatedStateFile.h"

#include "core/backends/DriverValues.h"
#include "core/backends/FanSettings.h"

#include "core/backends/simulated/SimulatedGpu.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace rocmtune {

namespace {
QJsonObject readRoot(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll());
    return doc.isObject() ? doc.object() : QJsonObject{};
}
} // namespace

bool SimulatedStateFile::load(int index, SimulatedGpu &gpu) const
{
    const QJsonObject device = readRoot(path_).value(QStringLiteral("devices")).toObject().value(QString::number(index)).toObject();
    if (device.isEmpty())
        return false;
    // The performance level first: "auto" resets the clock ranges, like the driver.
    const int level = device.value(QStringLiteral("perf_level")).toInt(-1);
    if (level >= 0 && level < kPerfLevelCount)
        gpu.setPerfLevel(static_cast<PerfLevel>(level));
    const QJsonArray sclk = device.value(QStringLiteral("sclk")).toArray();
    if (sclk.size() == 2)
        gpu.setClockRange(ClockDomain::Gfx, sclk.at(0).toInt(), sclk.at(1).toInt());
    const QJsonArray mclk = device.value(QStringLiteral("mclk")).toArray();
    if (mclk.size() == 2)
        gpu.setClockRange(ClockDomain::Memory, mclk.at(0).toInt(), mclk.at(1).toInt());
    const int profile = device.value(QStringLiteral("power_profile")).toInt(-1);
    if (profile >= 0 && profile < kPowerProfileCount)
        gpu.setPowerProfile(static_cast<PowerProfile>(profile));
    if (device.contains(QStringLiteral("overdrive_percent")))
        gpu.setOverdrivePercent(device.value(QStringLiteral("overdrive_percent")).toInt());
    if (device.contains(QStringLiteral("power_cap_watts")))
        gpu.setPowerCapWatts(device.value(QStringLiteral("power_cap_watts")).toDouble());
    if (device.contains(QStringLiteral("fan_curve"))) {
        const auto curve = fanCurveFromText(device.value(QStringLiteral("fan_curve")).toString());
        if (curve)
            gpu.setFanCurve(*curve);
    }
    if (device.contains(QStringLiteral("fan_zero_rpm")))
        gpu.setFanZeroRpm(device.value(QStringLiteral("fan_zero_rpm")).toBool());
    // Each firmware fan setting by its key; one missing stays at its boot value.
    const QJsonObject fanSettingValues = device.value(QStringLiteral("fan_settings")).toObject();
    for (const FanSettingInfo &setting : fanSettings()) {
        const QJsonValue v = fanSettingValues.value(QLatin1String(setting.key));
        if (v.isDouble())
            gpu.setFanSetting(setting.id, v.toInt());
    }
    // Each driver value under its "values" key ("voltage_offset_mv", ...).
    for (const DriverValueInfo &info : driverValueCatalogue()) {
        if (device.contains(QLatin1String(info.valuesKey)))
            gpu.setDriverValue(info.id, device.value(QLatin1String(info.valuesKey)).toInt());
    }
    return true;
}

bool SimulatedStateFile::save(int index, const SimulatedGpu &gpu) const
{
    QJsonObject root = readRoot(path_);
    QJsonObject devices = root.value(QStringLiteral("devices")).toObject();
    const ControlState state = gpu.controls();
    QJsonObject device;
    if (const PowerCapControl *cap = state.perControl.get<PowerCapControl>())
        device.insert(QStringLiteral("power_cap_watts"), static_cast<double>(cap->currentMicrowatts) / 1e6);
    if (const ClockRangeControl *gfx = clockControl(state, ClockDomain::Gfx))
        device.insert(QStringLiteral("sclk"), QJsonArray{gfx->currentMinMegahertz, gfx->currentMaxMegahertz});
    if (const ClockRangeControl *memory = clockControl(state, ClockDomain::Memory))
        device.insert(QStringLiteral("mclk"), QJsonArray{memory->currentMinMegahertz, memory->currentMaxMegahertz});
    if (const PerfLevelControl *level = state.perControl.get<PerfLevelControl>())
        device.insert(QStringLiteral("perf_level"), static_cast<int>(level->current));
    if (const PowerProfileControl *profile = state.perControl.get<PowerProfileControl>())
        device.insert(QStringLiteral("power_profile"), static_cast<int>(profile->current));
    if (const OverdriveControl *od = state.perControl.get<OverdriveControl>())
        device.insert(QStringLiteral("overdrive_percent"), od->currentPercent);
    const FanControl *fan = state.perControl.get<FanControl>();
    if (fan && fan->curve && !fan->curveIsFirmwareDefault())
        device.insert(QStringLiteral("fan_curve"), fanCurveText(*fan->curve));
    if (fan && fan->zeroRpm)
        device.insert(QStringLiteral("fan_zero_rpm"), fan->zeroRpm->value != 0);
    if (fan && !fan->settings.isEmpty()) {
        QJsonObject values;
        for (auto it = fan->settings.constBegin(); it != fan->settings.constEnd(); ++it)
            values.insert(QLatin1String(controlKey(it.key())), it.value().value);
        device.insert(QStringLiteral("fan_settings"), values);
    }
    if (const DriverValues *values = state.perControl.get<DriverValues>()) {
        for (auto it = values->byControl.constBegin(); it != values->byControl.constEnd(); ++it)
            device.insert(QLatin1String(driverValueInfo(it.key())->valuesKey), it.value().current);
    }
    devices.insert(QString::number(index), device);
    root.insert(QStringLiteral("devices"), devices);
    QDir().mkpath(QFileInfo(path_).absolutePath());
    QSaveFile file(path_);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(QJsonDocument(root).toJson(QJsonDocument::Indented));
    return file.commit();
}

} // namespace rocmtune
