// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/simulated/SimulatedFaults.h"

namespace rocmtune {

namespace {
struct SimulatedFaultName {
    const char *key;
    SimulatedFault fault;
};
constexpr SimulatedFaultName kSimulatedFaultNames[] = {
    {"ecc_uncorrectable", SimulatedFault::EccUncorrectable}, {"ecc_correctable_storm", SimulatedFault::EccCorrectableStorm},
    {"missing", SimulatedFault::Missing},                     {"reset", SimulatedFault::Reset},
    {"thermal_stuck", SimulatedFault::ThermalStuck},         {"retired_pages", SimulatedFault::RetiredPages},
    {"wakes", SimulatedFault::Wakes},
};
} // namespace

SimulatedFaults SimulatedFaults::parse(const QString &text, QStringList *unknown)
{
    SimulatedFaults faults;
    for (const QString &entry : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList parts = entry.trimmed().split(QLatin1Char(':'));
        bool ok = false;
        const int gpu = parts.value(0).toInt(&ok);
        bool known = false;
        if (parts.size() == 2 && ok && gpu >= 0) {
            for (const SimulatedFaultName &n : kSimulatedFaultNames) {
                if (parts.at(1).trimmed() == QLatin1String(n.key)) {
                    if (!faults.byGpu[gpu].contains(n.fault))
                        faults.byGpu[gpu] << n.fault;
                    known = true;
                }
            }
        }
        if (!known && unknown)
            *unknown << entry.trimmed();
    }
    return faults;
}

QStringList SimulatedFaults::keys()
{
    QStringList list;
    for (const SimulatedFaultName &n : kSimulatedFaultNames)
        list << QLatin1String(n.key);
    return list;
}

} // namespace rocmtune
