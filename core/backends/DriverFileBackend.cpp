// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/DriverFileBackend.h"

#include "core/backends/rocm_smi/AmdgpuClockRange.h"
#include "core/backends/rocm_smi/AmdgpuFanPwm.h"
#include "core/backends/rocm_smi/AmdgpuFanVoltage.h"
#include "core/backends/rocm_smi/AmdgpuFileParsers.h"
#include "core/tuning/TuningTr.h"

#include <QCoreApplication>

#include <algorithm>

namespace rocmtune {

namespace {

std::optional<quint64> readNumber(const QString &path)
{
    const auto bytes = amdgpu::readSmallFile(path);
    bool ok = false;
    const quint64 value = bytes ? bytes->trimmed().toULongLong(&ok) : 0;
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

const char *dpmFileOfDomain(ClockDomain domain)
{
    return domain == ClockDomain::Gfx ? "pp_dpm_sclk" : "pp_dpm_mclk";
}
} // namespace

DriverFileBackend::DriverFileBackend(QString pciBusId, amdgpu::AmdgpuCardFiles files)
    : pciBusId_(std::move(pciBusId)), files_(std::move(files))
{
    fanDevice_.pciBusId = pciBusId_;
    fanDevice_.files = files_;
}

BackendStatus DriverFileBackend::initialize()
{
    if (!files_.present())
        return {false, TuningTr::tr("the card's driver files were not found (PCI address \"%1\").").arg(pciBusId_)};
    return {true, QString()};
}

DeviceInfo DriverFileBackend::deviceInfo(int) const
{
    DeviceInfo info;
    info.backendId = id();
    info.backendIndex = 0;
    info.vendor = QStringLiteral("AMD");
    info.pciBusId = pciBusId_;
    return info;
}

Sample DriverFileBackend::readSample(int)
{
    Sample sample;
    sample.setState(DeviceState::Error, TuningTr::tr("the driver-file revert reads no metrics"));
    return sample;
}

QString DriverFileBackend::devicePath(const char *name) const
{
    return files_.deviceDir() + QLatin1Char('/') + QLatin1String(name);
}

WriteResult DriverFileBackend::write(const char *name, const QByteArray &value) const
{
    // One write() of the whole command, as the driver's store() expects.
    return outcome(name, value, amdgpu::writeDriverFile(files_.deviceDir(), QLatin1String(name), value));
}

WriteResult DriverFileBackend::outcome(const char *name, const QByteArray &value, const amdgpu::DriverFileWrite &written)
{
    if (written.ok())
        return WriteResult::success();
    return WriteResult::failure(
        written.describe(TuningTr::tr("writing \"%1\" to %2 failed: %3").arg(QString::fromLatin1(value.trimmed()), QLatin1String(name), written.reason())));
}

ControlState DriverFileBackend::readControls(int)
{
    ControlState state;
    if (files_.hasHwmon()) {
        const QString dir = files_.hwmonDir();
        const auto cap = readNumber(dir + QStringLiteral("/power1_cap"));
        const auto min = readNumber(dir + QStringLiteral("/power1_cap_min"));
        const auto max = readNumber(dir + QStringLiteral("/power1_cap_max"));
        if (cap && max && *max > 0 && min.value_or(0) <= *max)
            state.perControl.set(PowerCapControl{*cap, readNumber(dir + QStringLiteral("/power1_cap_default")).value_or(0), min.value_or(0), *max});
    }
    // pp_od_clk_voltage once: the clock table, the driver values and the voltage curve all parse this text.
    amdgpu::OdFileTexts texts(files_);
    const auto odText = texts.text(amdgpu::OdFile::ClockVoltage);
    const auto od = odText ? amdgpu::parseOdClockTable(*odText) : std::nullopt;
    for (ClockDomain domain : {ClockDomain::Gfx, ClockDomain::Memory}) {
        const auto text = files_.readDeviceFile(QLatin1String(dpmFileOfDomain(domain)));
        const auto table = text ? amdgpu::parseDpmTable(*text) : std::nullopt;
        if (!table || table->levelsMegahertz().isEmpty())
            continue;
        // The same control the library backends report (amdgpu::clockRangeControl).
        ClockRangeControl c = amdgpu::clockRangeControl(table->levelsMegahertz(), amdgpu::currentLevelIndex(*table), od, domain);
        c.levelMaskSettable = c.dpmLevelsMegahertz.size() > 1;
        setClockControl(&state, domain, c);
    }
    if (const auto text = files_.readDeviceFile(QStringLiteral("power_dpm_force_performance_level"))) {
        if (const auto level = perfLevelFromKey(QString::fromLatin1(text->trimmed()))) {
            PerfLevelControl levels{*level, {}};
            for (int i = 0; i < kPerfLevelCount; ++i)
                levels.supported << static_cast<PerfLevel>(i);
            state.perControl.set(levels);
        }
    }
    if (const auto text = files_.readDeviceFile(QStringLiteral("pp_power_profile_mode"))) {
        if (const auto profiles = amdgpu::parsePowerProfileTable(*text); profiles && profiles->current) {
            state.perControl.set(PowerProfileControl{*profiles->current, profiles->available});
        }
    }
    if (const auto percent = readNumber(devicePath("pp_sclk_od")); percent && *percent <= 100) {
        state.perControl.set(OverdriveControl{static_cast<int>(*percent), amdgpu::kSclkOverdriveMaxPercent});
    }
    HwmonFanPwm pwm(files_);
    AmdgpuFanVoltage(pwm, fanDevice_).fillControls(state, texts);
    return state;
}

WriteResult DriverFileBackend::setPowerCap(int, quint64 microwatts)
{
    if (!files_.hasHwmon())
        return WriteResult::failure(TuningTr::tr("the card has no hwmon folder for its power cap."));
    const QByteArray cap = QByteArray::number(microwatts);
    return outcome("power1_cap", cap, amdgpu::writeHwmonFile(files_.deviceDir(), files_.hwmonDir(), QStringLiteral("power1_cap"), cap));
}

WriteResult DriverFileBackend::setPerfLevel(int, PerfLevel level)
{
    return write("power_dpm_force_performance_level", QByteArray(perfLevelKey(level)));
}

WriteResult DriverFileBackend::setClockRange(int index, ClockDomain domain, int minMegahertz, int maxMegahertz)
{
    const ControlState state = readControls(index);
    const ClockRangeControl *c = clockControl(state, domain);
    if (!c || !c->rangeSettable)
        return WriteResult::failure(TuningTr::tr("the driver offers no overdrive table for it"));
    if (const WriteResult manual = setPerfLevel(index, PerfLevel::Manual); !manual.ok)
        return manual;
    const char letter = domain == ClockDomain::Gfx ? 's' : 'm';
    auto bound = [&](int which, int megahertz) {
        return write("pp_od_clk_voltage", QByteArray(1, letter) + ' ' + QByteArray::number(which) + ' ' + QByteArray::number(megahertz) + '\n');
    };
    // The far side of the current range first, so that the driver never sees
    // a minimum above the maximum (RocmSmiTuner::setClockRange, same order).
    const bool raise = minMegahertz > c->currentMaxMegahertz;
    const std::pair<int, int> steps[] = {raise ? std::pair{1, maxMegahertz} : std::pair{0, minMegahertz},
                                         raise ? std::pair{0, minMegahertz} : std::pair{1, maxMegahertz}};
    for (const auto &[which, megahertz] : steps) {
        if (const WriteResult r = bound(which, megahertz); !r.ok)
            return r;
    }
    return write("pp_od_clk_voltage", QByteArrayLiteral("c\n"));
}

WriteResult DriverFileBackend::setDpmLevelMask(int index, ClockDomain domain, quint64 levelMask)
{
    const auto text = files_.readDeviceFile(QLatin1String(dpmFileOfDomain(domain)));
    const auto table = text ? amdgpu::parseDpmTable(*text) : std::nullopt;
    const int levels = table ? static_cast<int>(table->levelsMegahertz().size()) : 0;
    if (levelMask == 0 || levels == 0 || levels > 63 || levelMask >= (quint64{1} << levels))
        return WriteResult::failure(TuningTr::tr("the level mask 0x%1 selects no level this GPU has").arg(levelMask, 0, 16));
    if (const WriteResult manual = setPerfLevel(index, PerfLevel::Manual); !manual.ok)
        return manual;
    QByteArray list; // "0 2 ", as the library writes it
    for (int i = 0; i < levels; ++i) {
        if (levelMask & (quint64{1} << i))
            list += QByteArray::number(i) + ' ';
    }
    return write(dpmFileOfDomain(domain), list);
}

WriteResult DriverFileBackend::setPowerProfile(int index, PowerProfile profile)
{
    const auto text = files_.readDeviceFile(QStringLiteral("pp_power_profile_mode"));
    const auto table = text ? amdgpu::parsePowerProfileTable(*text) : std::nullopt;
    if (!table || !table->driverIndex.contains(profile))
        return WriteResult::failure(TuningTr::tr("the driver does not offer the power profile %1").arg(QLatin1String(powerProfileKey(profile))));
    if (const WriteResult manual = setPerfLevel(index, PerfLevel::Manual); !manual.ok)
        return manual;
    return write("pp_power_profile_mode", QByteArray::number(table->driverIndex.value(profile)));
}

WriteResult DriverFileBackend::setNumericControl(int, ControlId id, std::optional<int> value)
{
    if (id != ControlId::Overdrive) // the voltage offset, the fan settings
        return withFanVoltage([&](AmdgpuFanVoltage &fanVoltage) { return fanVoltage.setNumericControl(id, value); });
    if (!value)
        return noBootValue(id);
    const int percent = *value;
    if (percent < 0 || percent > amdgpu::kSclkOverdriveMaxPercent)
        return WriteResult::failure(TuningTr::tr("An overdrive of %1% is outside the driver's range of 0% to %2%.").arg(percent).arg(amdgpu::kSclkOverdriveMaxPercent));
    return write("pp_sclk_od", QByteArray::number(percent));
}

WriteResult DriverFileBackend::withFanVoltage(const std::function<WriteResult(AmdgpuFanVoltage &)> &call)
{
    HwmonFanPwm pwm(files_);
    AmdgpuFanVoltage fanVoltage(pwm, fanDevice_);
    return call(fanVoltage);
}

WriteResult DriverFileBackend::setFanCurve(int, const FanCurve &curve)
{
    return withFanVoltage([&](AmdgpuFanVoltage &fanVoltage) { return fanVoltage.setFanCurve(curve); });
}

WriteResult DriverFileBackend::setFanFixed(int, int percent)
{
    return withFanVoltage([&](AmdgpuFanVoltage &fanVoltage) { return fanVoltage.setFanFixed(percent); });
}

WriteResult DriverFileBackend::setFanAuto(int)
{
    return withFanVoltage([&](AmdgpuFanVoltage &fanVoltage) { return fanVoltage.setFanAuto(); });
}

WriteResult DriverFileBackend::setFanZeroRpm(int, bool enabled)
{
    return withFanVoltage([&](AmdgpuFanVoltage &fanVoltage) { return fanVoltage.setFanZeroRpm(enabled); });
}

WriteResult DriverFileBackend::setVoltageCurve(int, const VoltageCurve &curve)
{
    return withFanVoltage([&](AmdgpuFanVoltage &fanVoltage) { return fanVoltage.setVoltageCurve(curve); });
}

} // namespace rocmtune
