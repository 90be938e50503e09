// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/Backend.h"

#include <QCoreApplication>

namespace rocmtune {

ControlState Backend::readControls(int)
{
    return ControlState{};
}

std::optional<GpuProcessList> Backend::readProcesses(int)
{
    return std::nullopt;
}

WriteResult Backend::notSupported() const
{
    return WriteResult::failure(
        QCoreApplication::translate("Backend", "This control is not supported by the %1 backend.").arg(id()));
}

WriteResult Backend::noBootValue(ControlId id)
{
    return WriteResult::failure(QCoreApplication::translate("Backend", "%1 has no firmware boot value to go back to: give a number.")
                                    .arg(QLatin1String(controlKey(id))));
}

WriteResult Backend::setPowerCap(int, quint64) { return notSupported(); }
WriteResult Backend::setClockRange(int, ClockDomain, int, int) { return notSupported(); }
WriteResult Backend::setDpmLevelMask(int, ClockDomain, quint64) { return notSupported(); }
WriteResult Backend::setPerfLevel(int, PerfLevel) { return notSupported(); }
WriteResult Backend::setPowerProfile(int, PowerProfile) { return notSupported(); }
WriteResult Backend::resetClockTable(int) { return notSupported(); }
WriteResult Backend::setFanCurve(int, const FanCurve &) { return notSupported(); }
WriteResult Backend::setFanFixed(int, int) { return notSupported(); }
WriteResult Backend::setFanAuto(int) { return notSupported(); }
bool Backend::isAsleep(int) { return false; }
WriteResult Backend::setFanZeroRpm(int, bool) { return notSupported(); }
WriteResult Backend::setNumericControl(int, ControlId, std::optional<int>) { return notSupported(); }
WriteResult Backend::setVoltageCurve(int, const VoltageCurve &) { return notSupported(); }

} // namespace rocmtune
