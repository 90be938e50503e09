// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/telemetry/EccCounts.h"

namespace rocmtune {

namespace {

template <typename Field>
std::optional<quint64> sum(const EccStatus &status, Field field)
{
    if (!status.available)
        return std::nullopt;
    std::optional<quint64> total;
    for (const EccBlockCounts &b : status.blocks) {
        if (const std::optional<quint64> v = b.*field)
            total = total.value_or(0) + *v;
    }
    return total;
}

} // namespace

std::optional<quint64> EccStatus::totalCorrectable() const { return sum(*this, &EccBlockCounts::correctable); }

std::optional<quint64> EccStatus::totalUncorrectable() const { return sum(*this, &EccBlockCounts::uncorrectable); }

bool EccStatus::anyEnabled() const
{
    for (const EccBlockCounts &b : blocks) {
        if (b.enabled)
            return true;
    }
    return false;
}

const EccBlockCounts *EccStatus::block(const QString &name) const
{
    for (const EccBlockCounts &b : blocks) {
        if (b.block == name)
            return &b;
    }
    return nullptr;
}

QString eccBlockDisplayName(const QString &block)
{
    if (block == QLatin1String("xgmi_wafl"))
        return QStringLiteral("XGMI/WAFL");
    return block.toUpper();
}

std::optional<quint64> newUncorrectableErrors(const EccStatus &before, const EccStatus &after)
{
    if (!before.available || !after.available)
        return std::nullopt;
    // Per block, so a block that became unreadable does not hide another's rise.
    std::optional<quint64> added;
    for (const EccBlockCounts &b : after.blocks) {
        const EccBlockCounts *old = before.block(b.block);
        if (!b.uncorrectable || !old || !old->uncorrectable)
            continue;
        added = added.value_or(0) + (*b.uncorrectable > *old->uncorrectable ? *b.uncorrectable - *old->uncorrectable : 0);
    }
    return added;
}

} // namespace rocmtune
