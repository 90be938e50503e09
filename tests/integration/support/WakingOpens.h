// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tests/integration/support/FakeSysfsRun.h"

namespace rocmtune::testing {

// Whether reading this sysfs file makes the amdgpu driver wake a
// runtime-suspended card (amdgpu_pm.c takes a runtime-PM reference for the
// hwmon values, gpu_metrics, pp_*, *_busy_percent, power_dpm_*, gpu_od/ and
// ras/). PCI id files, uevent, power/runtime_status, the cached strings
// (product_name, serial_number, vbios_version, unique_id: amdgpu_get_unique_id
// takes no reference), mem_info_* and the hwmon name and labels do not.
bool fileWakesCard(const QString &path);

// `monitor --format json --backend BACKEND --count N --interval 100` with the
// open recorder preloaded (ROCMTUNE_OPEN_RECORDER_PATH): the samples and the
// paths of every file opened under /sys, by the program and its children.
struct RecordedMonitor {
    FakeSysfsRun run;
    QList<QJsonObject> samples;
    QStringList opens;
    // The opens of files that wake the card with this PCI address or DRM name.
    QStringList wakingOpens(const QString &pciBusId, const QString &cardName) const;
};
RecordedMonitor monitorRecordingOpens(const FakeAmdgpuTree &tree, const QString &backend, int count);
// Any PROGRAM ARGS in the namespace with the open recorder preloaded: the run
// and the paths of every file opened under /sys, in order.
FakeSysfsRun runRecordingOpens(const FakeAmdgpuTree &tree, const QString &program, const QStringList &args, QStringList *opens);

// The start-up test both backends run (gtest expectations): card 0 (an
// RX 7900 XTX at 0000:03:00.0) runtime-suspended before the program starts,
// card 1 awake. No file that wakes card 0 may be opened, by the start-up
// (probe, device info, first sample) or the ticks; card 0 is "asleep" with
// its VRAM use, card 1 "ok"; the recorder saw card 1's waking files.
void expectAsleepAtStartUpNotWoken(const FakeAmdgpuTree &tree, const QString &backend, int ticks);

// `monitor ... --count COUNT` while card 0 is suspended; after wakeAfter
// samples its power/runtime_status becomes "active". The samples; *err: stderr.
QList<QJsonObject> monitorWhileCardWakes(const FakeAmdgpuTree &tree, const QString &backend, int count, int wakeAfter, QString *err);

} // namespace rocmtune::testing
