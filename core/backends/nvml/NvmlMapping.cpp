// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/nvml/NvmlMapping.h"

#include "core/backends/nvml/NvmlApi.h"
#include "core/telemetry/Metric.h"

#include <cstring>

namespace rocmtune::nvml {

std::optional<double> pcieGenerationToGigaTransfersPerSecond(unsigned int generation)
{
    switch (generation) {
    case 1: return 2.5;
    case 2: return 5.0;
    case 3: return 8.0;
    case 4: return 16.0;
    case 5: return 32.0;
    case 6: return 64.0;
    default: return std::nullopt;
    }
}

unsigned throttleReasonsFromClockEvents(unsigned long long reasons)
{
    static constexpr struct {
        unsigned long long nvmlBit;
        unsigned coreBits;
    } kMap[] = {
        {kReasonGpuIdle, ThrottleIdle},
        {kReasonApplicationsClocksSetting, ThrottleClockLocked}, // application or locked clocks
        {kReasonSwPowerCap, ThrottlePowerCap},
        {kReasonHwSlowdown, ThrottleHardwareSlowdown},
        {kReasonSyncBoost, ThrottleSoftwareSlowdown}, // held back to match other GPUs of a sync-boost group
        {kReasonSwThermalSlowdown, ThrottleThermal},
        {kReasonHwThermalSlowdown, ThrottleThermal | ThrottleHardwareSlowdown},
        {kReasonHwPowerBrakeSlowdown, ThrottleHardwareSlowdown}, // external power brake signal
        {kReasonDisplayClockSetting, ThrottleClockLocked},
    };
    unsigned bits = 0;
    for (const auto &entry : kMap) {
        if (reasons & entry.nvmlBit)
            bits |= entry.coreBits;
    }
    return bits;
}

QString fromBuffer(const char *buffer, unsigned int size)
{
    const std::size_t length = strnlen(buffer, size);
    return QString::fromUtf8(buffer, static_cast<qsizetype>(length)).trimmed();
}

QString normalizedPciBusId(const char *nvmlBusId)
{
    QString id = fromBuffer(nvmlBusId, 32).toLower();
    const qsizetype colon = id.indexOf(QLatin1Char(':'));
    if (colon > 4) {
        const QString domain = id.left(colon);
        bool ok = false;
        const uint value = domain.toUInt(&ok, 16);
        if (ok && value <= 0xffff)
            id = QStringLiteral("%1%2").arg(value, 4, 16, QLatin1Char('0')).arg(id.mid(colon));
    }
    return id;
}

QString pciIdFromDeviceId(unsigned int pciDeviceId)
{
    return QStringLiteral("%1:%2").arg(pciDeviceId & 0xffffu, 4, 16, QLatin1Char('0')).arg(pciDeviceId >> 16, 4, 16, QLatin1Char('0'));
}

QString archFromComputeCapability(int major, int minor)
{
    return QStringLiteral("sm_%1%2").arg(major).arg(minor);
}

} // namespace rocmtune::nvml
