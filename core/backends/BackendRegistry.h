// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceSet.h"
#include "core/backends/simulated/SimulatedBackend.h"

#include <QStringList>

#include <memory>
#include <optional>

namespace rocmtune {

enum class BackendChoice { Auto, Simulated, RocmSmi, Nvml, AmdSmi, Sysfs };

const char *backendChoiceKey(BackendChoice choice); // "auto", "sim", "rocm-smi", "nvml", "amd-smi", "sysfs"
std::optional<BackendChoice> backendChoiceFromKey(const QString &key);
QStringList backendChoiceKeys();
// What a person calls a backend, translated: "ROCm SMI", "AMD SMI",
// "driver files" (sysfs), "NVML", "simulated"; the id itself for others.
QString backendDisplayName(const QString &backendId);
// Auto mode tries ROCm SMI before AMD SMI (a virtual machine: libamd_smi
// refuses every setter there).
bool autoPrefersRocmSmi();
// The same in English (exporter labels); nullptr for an unknown id.
const char *backendDisplayNameEnglish(const QString &backendId);


struct BackendOptions {
    BackendChoice choice = BackendChoice::Auto;
    SimulatedOptions simulated = SimulatedOptions::fromEnvironment();
};

struct DeviceSetResult {
    std::unique_ptr<DeviceSet> devices; // null only when a forced backend failed
    QStringList log;                    // what was tried, in words for a person
    QString error;                      // set when devices is null
    bool simulatedFallback = false;     // auto found no real GPU and fell back
    QList<BackendAttempt> attempts;     // every backend considered, in order (also on devices)
};

// Auto: every real backend that finds at least one device is used; when none
// does, simulated GPUs are shown (and labelled as such). For AMD GPUs auto
// uses AMD SMI where it is installed and finds them, else ROCm SMI, and the
// amdgpu driver's files alone (sysfs) when neither library can be loaded.
// A forced backend that fails is an error, never a silent fallback.
DeviceSetResult createDeviceSet(const BackendOptions &options);

} // namespace rocmtune
