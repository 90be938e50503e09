// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVector>
#include <QtGlobal>

#include <optional>

namespace rocmtune {

// Error counts of one RAS block of a GPU (amdgpu: device/ras/<block>_err_count).
struct EccBlockCounts {
    QString block;                          // the driver's name: "umc", "gfx", "sdma", "mmhub", "xgmi_wafl", "hdp" ...
    bool enabled = false;                   // ECC/RAS is on for this block (its bit in ras/features)
    std::optional<quint64> correctable;     // nullopt: the block's counts could not be read now
    std::optional<quint64> uncorrectable;

    bool operator==(const EccBlockCounts &other) const = default;
};

// A GPU's ECC / RAS state in one sample. available == false: the GPU (or its
// backend) has no RAS interface at all, which is shown as "N/A", never as 0.
// A block listed with enabled == false exists in the driver's bit list but
// is switched off; only enabled blocks carry counts.
struct EccStatus {
    bool available = false;
    QVector<EccBlockCounts> blocks; // in the driver's block order

    // Sums over the blocks whose counts were read; nullopt when ECC is not
    // available or no block could be read.
    std::optional<quint64> totalCorrectable() const;
    std::optional<quint64> totalUncorrectable() const;
    bool anyEnabled() const;
    const EccBlockCounts *block(const QString &name) const;

    bool operator==(const EccStatus &other) const = default;
};

// "UMC", "XGMI/WAFL", "PCIE_BIF" ...: a block name as AMD's tools print it.
QString eccBlockDisplayName(const QString &block);

// Uncorrectable errors that appeared between two readings of the same GPU
// (the stress verdict: any new uncorrectable error is a failure). nullopt
// when either reading has no counts to compare.
std::optional<quint64> newUncorrectableErrors(const EccStatus &before, const EccStatus &after);

} // namespace rocmtune
