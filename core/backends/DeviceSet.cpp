// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/DeviceSet.h"

#include "core/processes/ProcessJobs.h"
#include "core/processes/ProcessNames.h"

#include <QCoreApplication>

#include <exception>

namespace rocmtune {

DeviceSet::DeviceSet(std::vector<std::unique_ptr<Backend>> backends) : backends_(std::move(backends))
{
    rebuildDeviceList();
}

void DeviceSet::rebuildDeviceList()
{
    DeviceList fresh;
    for (const auto &backend : backends_) {
        for (int i = 0; i < backend->deviceCount(); ++i) {
            DeviceInfo info = backend->deviceInfo(i);
            info.backendId = backend->id();
            info.backendIndex = i;
            fresh.push_back(info);
        }
    }
    // Keep existing indices: only append devices that were not there before.
    if (devices_.isEmpty()) {
        devices_ = fresh;
        return;
    }
    for (const DeviceInfo &info : fresh) {
        bool known = false;
        for (DeviceInfo &existing : devices_) {
            if (existing.backendId == info.backendId && existing.backendIndex == info.backendIndex) {
                existing = info;
                known = true;
                break;
            }
        }
        if (!known)
            devices_.push_back(info);
    }
}

Backend *DeviceSet::backendFor(int deviceIndex, int *backendIndex) const
{
    if (deviceIndex < 0 || deviceIndex >= devices_.size())
        return nullptr;
    const DeviceInfo &info = devices_[deviceIndex];
    for (const auto &backend : backends_) {
        if (backend->id() == info.backendId) {
            if (backendIndex)
                *backendIndex = info.backendIndex;
            return backend.get();
        }
    }
    return nullptr;
}

Sample DeviceSet::readSample(int deviceIndex, qint64 timestampMs)
{
    int local = -1;
    Backend *backend = backendFor(deviceIndex, &local);
    Sample sample(deviceIndex, timestampMs);
    if (!backend) {
        sample.setState(DeviceState::Lost, QCoreApplication::translate("DeviceSet", "No backend owns this device."));
        return sample;
    }
    try {
        sample = backend->readSample(local);
    } catch (const std::exception &e) {
        sample = Sample(deviceIndex, timestampMs);
        sample.setState(DeviceState::Error,
                        QCoreApplication::translate("DeviceSet", "Reading the device failed: %1").arg(QString::fromUtf8(e.what())));
    } catch (...) {
        sample = Sample(deviceIndex, timestampMs);
        sample.setState(DeviceState::Error, QCoreApplication::translate("DeviceSet", "Reading the device failed."));
    }
    sample.setDeviceIndex(deviceIndex);
    sample.setTimestampMs(timestampMs);
    return sample;
}

std::optional<GpuProcessList> DeviceSet::readProcesses(int deviceIndex, const ProcFs &procFs)
{
    int local = -1;
    Backend *backend = backendFor(deviceIndex, &local);
    if (!backend)
        return std::nullopt;
    std::optional<GpuProcessList> processes;
    try {
        processes = backend->readProcesses(local);
    } catch (...) {
        return std::nullopt; // a failing read is "not available", not a crash
    }
    if (!processes)
        return std::nullopt;
    for (GpuProcess &p : *processes)
        p.deviceIndex = deviceIndex;
    resolveProcessNames(*processes, procFs);
    resolveProcessJobs(*processes, procFs);
    return processes;
}

bool DeviceSet::recover()
{
    bool changed = false;
    for (const auto &backend : backends_) {
        try {
            changed = backend->recover() || changed;
        } catch (...) {
        }
    }
    if (changed) {
        const int before = devices_.size();
        rebuildDeviceList();
        return devices_.size() != before || changed;
    }
    return false;
}

bool DeviceSet::refreshNames()
{
    bool changed = false;
    for (int i = 0; i < devices_.size(); ++i) {
        int backendIndex = -1;
        Backend *backend = backendFor(i, &backendIndex);
        if (!backend)
            continue;
        try {
            const QString name = backend->deviceInfo(backendIndex).name;
            if (!name.isEmpty() && name != devices_[i].name) {
                devices_[i].name = name;
                changed = true;
            }
        } catch (...) {
        }
    }
    return changed;
}

} // namespace rocmtune
