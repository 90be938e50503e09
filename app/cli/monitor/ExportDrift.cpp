// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/monitor/ExportDrift.h"

#include "core/tuning/transaction/TuningPaths.h"

#include <QDateTime>
#include <QMutexLocker>
#include <QPointer>

namespace rocmtune::cli {

ExportDrift::ExportDrift(Sampler *sampler, int refreshMs) : sampler_(sampler)
{
    timer_.setInterval(refreshMs);
    connect(&timer_, &QTimer::timeout, this, &ExportDrift::refresh);
    timer_.start();
    // The first reading as soon as the GPUs are open.
    connect(sampler_, &Sampler::started, this, [this](bool started) {
        if (started)
            refresh();
    });
}

QHash<int, QVector<ControlSetVsInForce>> ExportDrift::latest() const
{
    QMutexLocker locker(&mutex_);
    return latest_;
}

void ExportDrift::refresh()
{
    QPointer<ExportDrift> self(this);
    sampler_->post([self](DeviceSet *set) {
        if (!set || !self)
            return;
        QHash<int, QVector<ControlSetVsInForce>> found = self->latest();
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        for (int index = 0; index < set->deviceCount(); ++index) {
            int local = -1;
            Backend *backend = set->backendFor(index, &local);
            if (!backend || backend->isAsleep(local))
                continue;
            const DeviceInfo &info = set->devices().at(index);
            QString error;
            const auto record = SetRecord(setRecordDirectoryFor(info.simulated)).load(&error);
            SetDeviceRecord device = record ? record->value(info.stableId()) : SetDeviceRecord{};
            found.insert(index, compareSetWithInForce(backend->readControls(local), record ? &device : nullptr, now));
        }
        QMutexLocker locker(&self->mutex_);
        self->latest_ = found;
    });
}

} // namespace rocmtune::cli
