// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DeviceSet.h"
#include "simulated/SimulatedBackend.h"

#include <QStringList>

#include <memory>
#include <optional>

namespace rocmtune {

enum class BackendChoice { Auto, Simulated, RocmSmi, Nvml, AmdSmi };

const char *backendChoiceKey(BackendChoice choice); // "auto", "sim", "rocm-smi", "nvml", "amd-smi"
std::optional<BackendChoice> backendChoiceFromKey(const QString &key);
QStringList backendChoiceKeys();

struct BackendOptions {
    BackendChoice choice = BackendChoice::Auto;
    SimulatedOptions simulated = SimulatedOptions::fromEnvironment();
};

struct DeviceSetResult {
    std::unique_ptr<DeviceSet> devices; // null only when a forced backend failed
    QStringList log;                    // what was tried, in words for a person
    QString error;                      // set when devices is null
    bool simulatedFallback = false;     // auto found no real GPU and fell back
};

// Auto: every real backend that finds at least one device is used; when none
// does, simulated GPUs are shown (and labelled as such). For AMD GPUs auto
// uses AMD SMI where it is installed and finds them, else ROCm SMI. A forced backend that
// fails is an error, never a silent fallback.
DeviceSetResult createDeviceSet(const BackendOptions &options);

} // namespace rocmtune
