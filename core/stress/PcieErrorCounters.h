// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stress/VerdictReason.h"
#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/Sample.h"

#include <QJsonValue>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>
#include <optional>

namespace rocmtune {

// The error counters of a GPU's PCIe link at one moment: the card's replay
// counter (pcie_replay_count: packets the link had to send again) and the
// AER counters (aer_dev_correctable, aer_dev_nonfatal, aer_dev_fatal) of
// both ends of the link, the GPU and the port above it.
struct PcieErrorCounts {
    std::optional<quint64> replays;
    // "<end>/<class>/<counter>" -> count; end "gpu" or "port", class
    // "correctable", "nonfatal" or "fatal", counter as the kernel names it
    // ("RxErr", "BadTLP", "TOTAL_ERR_COR" ...).
    QMap<QString, quint64> aer;

    bool available() const { return replays.has_value() || !aer.isEmpty(); }
};

// Reads <sysRoot>/bus/pci/devices/<pciBusId>/{pcie_replay_count,aer_dev_*}
// and the aer_dev_* files of its parent port (the directory the device's
// link resolves into). Missing files are left out.
PcieErrorCounts readPcieErrorCounts(const QString &sysRoot, const QString &pciBusId);

// How the counts are read before and after a run. The default reads /sys
// for cards the amdgpu driver runs (the rocm-smi backend); others read as
// not available, and the verdict then compares the samples' replay counts.
using PcieCounterReader = std::function<PcieErrorCounts(const DeviceInfo &)>;
PcieErrorCounts readPcieCountersFromSysfs(const DeviceInfo &device);

// What rose during a run.
struct PcieErrorChange {
    bool compared = false;
    std::optional<quint64> newReplays;
    quint64 newCorrectable = 0;   // AER correctable (TOTAL_ERR_COR, else the sum of its counters)
    quint64 newUncorrectable = 0; // AER non-fatal + fatal
    QStringList rises;            // "replays +57", "GPU RxErr +3", "port BadTLP +1"

    quint64 newRecoverable() const { return newReplays.value_or(0) + newCorrectable; }
};

PcieErrorChange pcieErrorChange(const PcieErrorCounts &before, const PcieErrorCounts &after);
// From the first and the last sample of the run that carry a replay count.
PcieErrorChange pcieReplayChangeDuringRun(const QVector<Sample> &telemetry);
// The fresh readings when both have counts, else the samples.
PcieErrorChange pcieErrorChangeOfRun(const std::optional<PcieErrorCounts> &before, const std::optional<PcieErrorCounts> &after,
                                     const QVector<Sample> &telemetry);

// More replays + correctable errors than this during one run fail it: a
// healthy link retransmits a handful at most; hundreds point at the slot,
// riser or cable. Fewer are a warning; any uncorrectable error fails.
inline constexpr quint64 kPcieErrorFailThreshold = 100;

void judgePcieErrorChange(const PcieErrorChange &change, int device, QVector<VerdictReason> *reasons,
                          QVector<VerdictReason> *notes);

// null when nothing could be compared.
QJsonValue pcieErrorChangeToJson(const PcieErrorChange &change);

} // namespace rocmtune
