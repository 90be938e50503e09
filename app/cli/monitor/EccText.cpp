// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/monitor/EccText.h"

#include "core/i18n/CliTr.h"
#include "core/i18n/ListText.h"

#include <QCoreApplication>
#include <QStringList>

namespace rocmtune::cli {

namespace {
QString countText(std::optional<quint64> value)
{
    return value ? QString::number(*value) : CliTr::tr("N/A");
}
} // namespace

QString eccSummaryText(const EccStatus &ecc)
{
    if (!ecc.available)
        return CliTr::tr("N/A");
    if (!ecc.anyEnabled())
        return CliTr::tr("off");
    QStringList blocks;
    for (const EccBlockCounts &b : ecc.blocks) {
        if (!b.enabled)
            continue;
        blocks << CliTr::tr("%1 %2/%3").arg(eccBlockDisplayName(b.block), countText(b.correctable), countText(b.uncorrectable));
    }
    return CliTr::tr("on, %1 correctable, %2 uncorrectable (correctable/uncorrectable per block: %3)")
        .arg(countText(ecc.totalCorrectable()), countText(ecc.totalUncorrectable()), joinList(blocks));
}

} // namespace rocmtune::cli
