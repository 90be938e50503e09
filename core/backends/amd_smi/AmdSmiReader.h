// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Private to the amd-smi backend's metric files: one library status into a
// Sample, with the failure logged once per change of message.
#include "core/backends/amd_smi/AmdSmiBackend.h"
#include "core/backends/amd_smi/AmdSmiBackendTr.h"

#include <QCoreApplication>
#include <QLoggingCategory>

#include <cmath>

Q_DECLARE_LOGGING_CATEGORY(lcAmdSmi)

namespace rocmtune::amdsmi_detail {

inline bool isUnsupported(amdsmi::Status status)
{
    return status == amdsmi::NotSupported || status == amdsmi::NotYetImplemented || status == amdsmi::FileError;
}

// Reads one value; "not supported" leaves the metric empty without a
// message, any other failure is logged once per change of message.
class Reader
{
public:
    Reader(AmdSmiBackend::Gpu &gpu, const AmdSmiFunctions &api, Sample &sample) : gpu_(gpu), api_(api), sample_(sample) {}

    template <typename Call, typename Value>
    void fetch(MetricId id, Call call, Value value)
    {
        record(id, call(), [&] { return static_cast<double>(value()); });
    }

    template <typename Value>
    void record(MetricId id, amdsmi::Status status, Value value)
    {
        if (status == amdsmi::Success) {
            const double v = value();
            if (std::isfinite(v)) {
                sample_.set(id, v);
                gpu_.lastErrors.remove(static_cast<int>(id));
            }
            return;
        }
        if (isUnsupported(status))
            return;
        recordMessage(id, amdSmiStatusText(api_, status));
    }

    // A failure in words; logged once per change of message.
    void recordMessage(MetricId id, const QString &message)
    {
        const int key = static_cast<int>(id);
        if (gpu_.lastErrors.value(key) != message) {
            gpu_.lastErrors.insert(key, message);
            qCWarning(lcAmdSmi).noquote() << AmdSmiBackendTr::tr("GPU %1: %2: %3").arg(gpu_.pciBusId, QLatin1String(metricInfo(id).key), message);
        }
    }

    Sample &sample() { return sample_; }

private:
    AmdSmiBackend::Gpu &gpu_;
    const AmdSmiFunctions &api_;
    Sample &sample_;
};

} // namespace rocmtune::amdsmi_detail
