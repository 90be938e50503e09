// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stress/VerdictReason.h"
#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/EccCounts.h"
#include "core/telemetry/Sample.h"

#include <QJsonValue>
#include <QString>
#include <QVector>

#include <functional>
#include <optional>

namespace rocmtune {

// ECC / RAS errors that appeared in one block of a GPU during a stress run.
struct EccBlockChange {
    QString block;                            // the driver's name: "umc", "gfx" ...
    std::optional<quint64> newCorrectable;    // nullopt: not readable before or after
    std::optional<quint64> newUncorrectable;

    bool operator==(const EccBlockChange &other) const = default;
};

// The ECC counts of one GPU compared before and after a run.
struct EccRunChange {
    bool available = false; // the GPU reported ECC counts during the run
    bool compared = false;  // two readings of counts could be compared
    qint64 beforeMs = 0;    // when the readings were taken
    qint64 afterMs = 0;
    QVector<EccBlockChange> blocks; // in the driver's block order

    quint64 newCorrectable() const;
    quint64 newUncorrectable() const;
};

// Compares two readings of the same GPU, block by block. A count that went
// down (driver reloaded, counts cleared) adds nothing.
EccRunChange eccChange(const EccStatus &before, const EccStatus &after);

// Compares the first and the last sample of the run that carry ECC counts
// (the backends refresh them only now and then: ROCm SMI every 10th sample,
// its gpu_metrics path once a minute).
EccRunChange eccChangeDuringRun(const QVector<Sample> &telemetry);

// A fresh reading of a GPU's ECC counts, taken right before the runners
// start and right after the last one ended. The default reads amdgpu's RAS
// files of the card (rocm-smi backend); other GPUs read as not available,
// and the verdict then compares the samples.
using EccReader = std::function<EccStatus(const DeviceInfo &)>;
EccStatus readEccFromDriver(const DeviceInfo &device);

// What the verdict compares: the fresh readings when both have counts,
// else the samples of the run.
EccRunChange eccChangeOfRun(const std::optional<EccStatus> &before, qint64 beforeMs, const std::optional<EccStatus> &after,
                            qint64 afterMs, const QVector<Sample> &telemetry);

// A new uncorrectable error is a failure, one reason per block; new
// correctable errors are one warning (a note) with the counts per block.
void judgeEccChange(const EccRunChange &change, int device, QVector<VerdictReason> *reasons, QVector<VerdictReason> *notes);

// null when the GPU has no ECC counts; otherwise what was compared.
QJsonValue eccRunChangeToJson(const EccRunChange &change);

} // namespace rocmtune
