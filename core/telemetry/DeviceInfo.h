// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/Metric.h"

#include <QMetaType>
#include <QString>
#include <QVector>

#include <bitset>
#include <optional>

namespace rocmtune {

// What a device is, as opposed to what it measures now (Sample).
struct DeviceInfo {
    QString backendId;       // "sim", "rocm-smi", "nvml"
    int backendIndex = -1;   // index of the device inside its backend
    QString vendor;          // "AMD", "NVIDIA"
    QString name;            // marketing name; simulated devices say "Simulated"
    QString gfxArch;         // "gfx1100", "sm_90"
    QString uniqueId;        // driver's unique id / UUID when it has one
    QString pciBusId;        // "0000:03:00.0"
    QString pciId;           // "1002:744c"
    QString serial;
    QString vbiosVersion;
    QString driverVersion;
    QString libraryVersion;  // ROCm SMI / NVML version
    std::optional<quint64> vramTotalBytes;
    bool simulated = false;
    std::bitset<kMetricCount> metrics; // which metrics this device can report

    // Stable identity across restarts: the unique id if the driver has one,
    // otherwise the PCI bus id, otherwise backend + index.
    QString stableId() const;
    bool supports(MetricId id) const { return metrics.test(metricIndex(id)); }
};

using DeviceList = QVector<DeviceInfo>;

} // namespace rocmtune

Q_DECLARE_METATYPE(rocmtune::DeviceInfo)
Q_DECLARE_METATYPE(rocmtune::DeviceList)
