// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/Backend.h"
#include "core/processes/ProcFs.h"
#include "core/telemetry/DeviceInfo.h"

#include <QStringList>

#include <memory>
#include <vector>

namespace rocmtune {

// One backend auto mode (or a forced choice) considered, in order: used, or
// why it was skipped or failed, in words for a person.
struct BackendAttempt {
    QString id;     // "amd-smi", "rocm-smi", "sysfs", "nvml", "sim"
    bool used = false;
    QString reason; // "2 devices", "library not installed", ...
};

// The backends in use and one flat list of their devices. Global device index
// i is stable for the life of the set: a lost device keeps its index and
// reports DeviceState::Lost. Owned and used by the sampler thread.
class DeviceSet
{
public:
    DeviceSet() = default;
    explicit DeviceSet(std::vector<std::unique_ptr<Backend>> backends);

    int deviceCount() const { return static_cast<int>(devices_.size()); }
    const DeviceList &devices() const { return devices_; }
    const std::vector<std::unique_ptr<Backend>> &backends() const { return backends_; }

    // The backend that owns a global device and the device's index inside it.
    Backend *backendFor(int deviceIndex, int *backendIndex) const;

    // Reads one device; never throws. The sample carries the global index.
    Sample readSample(int deviceIndex, qint64 timestampMs);

    // The device's compute processes with names and users resolved through
    // procFs; nullopt when its backend cannot list processes. Never throws.
    std::optional<GpuProcessList> readProcesses(int deviceIndex, const ProcFs &procFs = ProcFs());

    // Asks every backend to recover lost devices; refreshes the device list
    // (new devices are appended). Returns true if the list changed.
    bool recover();

    // Asks the backends for their devices' names again (a simulated GPU's
    // name is translated, so it follows a language switch); lost devices
    // keep the name they had. Returns true if any name changed.
    bool refreshNames();

    // The backends createDeviceSet considered, in order, and why each was
    // used or skipped (list and doctor print them).
    void setBackendAttempts(QList<BackendAttempt> attempts) { attempts_ = std::move(attempts); }
    const QList<BackendAttempt> &backendAttempts() const { return attempts_; }

private:
    void rebuildDeviceList();

    std::vector<std::unique_ptr<Backend>> backends_;
    DeviceList devices_;
    QList<BackendAttempt> attempts_;
};

} // namespace rocmtune
