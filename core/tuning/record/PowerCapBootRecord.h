// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace rocmtune {

// The power cap each GPU had at boot, for GPUs whose driver reports no
// default cap (power1_cap_default is missing on older kernels): the fixed
// base of the policy's "+N %", so that repeated raises cannot ratchet
// (+5 % of the last raise each time). One file in the state folder,
// power-cap-boot.json: {"boot_id": ..., "caps": {"<device id>": microwatts}};
// a record from an earlier boot is void. A GPU's value is written once per
// boot, the first time the tuning service sees the GPU, before any write of
// its own; callers hold the journal lock.
class PowerCapBootRecord
{
public:
    PowerCapBootRecord(QString directory, QString bootId) : directory_(std::move(directory)), bootId_(std::move(bootId)) {}

    // The recorded value of this boot; otherwise records `firstSeen` and
    // returns it. nullopt with *error when the record cannot be read or written.
    std::optional<quint64> baseFor(const QString &deviceId, quint64 firstSeen, QString *error) const;
    // The recorded value of this boot, read only (any user may read the
    // helper's record); nullopt when there is none or it cannot be read.
    std::optional<quint64> recorded(const QString &deviceId) const;

private:
    QString directory_;
    QString bootId_;
};

} // namespace rocmtune
