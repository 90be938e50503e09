// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/health/HealthInputs.h"

#include <QStringList>

#include <functional>

namespace rocmtune {

// Where the inputs of the health rules come from besides the GPUs' samples.
struct HealthSources {
    QString stateDirectory;     // the tuning log (gpu_reset records, boot applies), stress-verdicts.json
    QString bootGuardDirectory; // boot-guard.json (the system state folder)
    QString sysfsRoot = QStringLiteral("/sys"); // <root>/bus/pci/devices/<bus>/ras/gpu_vram_bad_pages
    // A simulated GPU's reset (ROCMTUNE_SIM_FAULTS reset), by device index; may be empty.
    std::function<bool(int)> simulatedReset;
    // A simulated GPU's retired pages (ROCMTUNE_SIM_FAULTS retired_pages); may be empty.
    std::function<std::optional<int>(int)> simulatedRetiredPages;
};

// Gathers what evaluateHealth() needs for the present GPUs: their samples
// (given), retired pages, resets, the boot guard and the boot service's last
// apply, the last stress verdict. A source that cannot be read is named in
// *problems and left out (its rules then find nothing).
HealthInputs collectHealthInputs(const DeviceList &devices, const QVector<Sample> &samples, const HealthSources &sources,
                                 qint64 nowMs, QStringList *problems);

// Retired + pending pages in a gpu_vram_bad_pages text ("0x... : 0x... : R"
// per page; F, a page the driver failed to retire, is not counted).
int countRetiredPages(const QByteArray &badPagesText);
// Milliseconds since boot (CLOCK_BOOTTIME).
qint64 millisecondsSinceBoot();

} // namespace rocmtune
