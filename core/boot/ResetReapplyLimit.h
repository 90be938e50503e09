// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/transaction/StateRecord.h"

#include <QString>

#include <optional>

namespace rocmtune {

// How often `rocmtune-boot event gpu-reset` re-applies a card's boot
// profile: at most kMaxReapplies times within kWindowMs per card. A profile
// that hangs the GPU (an undervolt) makes the driver reset it again and
// again; each reset must not bring the same values back. The times are kept
// in reset-reapply.json in the tuning state folder (a StateRecord: root's 0644 file), so
// the limit holds across the one-shot processes. Read-modify-write under the
// journal lock, which the caller holds.
class ResetReapplyLimit
{
public:
    static constexpr int kMaxReapplies = 3;
    static constexpr qint64 kWindowMs = 10 * 60 * 1000;
    static QString fileName(); // reset-reapply.json

    explicit ResetReapplyLimit(QString stateDirectory);
    // One more re-apply of this card now: true (and recorded) when it stays
    // within the limit, false when the limit is reached, nullopt with *error
    // when the record cannot be read or written (then nothing is applied).
    std::optional<bool> take(const QString &card, qint64 nowMs, QString *error) const;

private:
    StateRecord record_;
};

} // namespace rocmtune
