// SPDX-License-Identifier: GPL-3.0-or-later
// A runtime-suspended card (power/runtime_status = suspended) is not woken:
// it is read once a second, and only from files the memory manager answers
// (README.md, "Asleep cards").
#include "RocmSmiMetricReader.h"

#include <QCoreApplication>
#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcRocmSmi)

namespace rocmtune {

namespace {

struct RocmSmiAsleepCardText {
    Q_DECLARE_TR_FUNCTIONS(RocmSmiBackend)
};

} // namespace

bool RocmSmiMetricReader::readAsleep(Sample &sample)
{
    RocmSmiTickState &t = device_.tick;
    if (t.runtimeStatus.path().isEmpty())
        t.runtimeStatus = amdgpu::SysfsAttributeFile(device_.files.deviceDir() + QStringLiteral("/power/runtime_status"));
    if (device_.samplesSinceLimits >= kLimitRefreshSamples || (t.asleep && t.asleepTicks % kAsleepReadEvery == 0))
        t.runtimeStatus.reopen();
    // No such file: the kernel has no runtime power management for it.
    const bool suspended = t.runtimeStatus.read(&t.buffer, 64) && t.buffer.startsWith("suspended");
    if (!suspended) {
        if (t.asleep) {
            qCInfo(lcRocmSmi).noquote() << RocmSmiAsleepCardText::tr("GPU %1 woke up.").arg(device_.pciBusId);
            t.asleep = false;
        }
        return false;
    }
    if (!t.asleep) {
        qCInfo(lcRocmSmi).noquote() << RocmSmiAsleepCardText::tr("GPU %1 is asleep (runtime suspended); it is read once a second from files that do not wake it.")
                                           .arg(device_.pciBusId);
        t.asleep = true;
        t.asleepTicks = 0;
    }
    if (t.asleepTicks++ % kAsleepReadEvery == 0) {
        // mem_info_vram_used is answered by the memory manager, not the card.
        Sample fresh;
        errors_.clear();
        readFromFile(fresh, MetricId::VramUsed);
        copyLimits(fresh);
        t.asleepSample = fresh;
    }
    for (const MetricInfo &info : metricCatalogue()) {
        if (const auto v = t.asleepSample.value(info.id))
            sample.set(info.id, *v);
    }
    sample.setState(DeviceState::Asleep, RocmSmiAsleepCardText::tr("GPU %1 is asleep (runtime suspended); ROCm Tune does not wake it.").arg(device_.pciBusId));
    return true;
}

} // namespace rocmtune
