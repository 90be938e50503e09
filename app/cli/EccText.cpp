// SPDX-License-Identifier: GPL-3.0-or-later
#include "EccText.h"

#include <QCoreApplication>
#include <QStringList>

namespace rocmtune::cli {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString countText(std::optional<quint64> value)
{
    return value ? QString::number(*value) : Text::tr("N/A");
}
} // namespace

QString eccSummaryText(const EccStatus &ecc)
{
    if (!ecc.available)
        return Text::tr("N/A");
    if (!ecc.anyEnabled())
        return Text::tr("off");
    QStringList blocks;
    for (const EccBlockCounts &b : ecc.blocks) {
        if (!b.enabled)
            continue;
        blocks << Text::tr("%1 %2/%3").arg(eccBlockDisplayName(b.block), countText(b.correctable), countText(b.uncorrectable));
    }
    return Text::tr("on, %1 correctable, %2 uncorrectable (correctable/uncorrectable per block: %3)")
        .arg(countText(ecc.totalCorrectable()), countText(ecc.totalUncorrectable()), blocks.join(QStringLiteral(", ")));
}

} // namespace rocmtune::cli
