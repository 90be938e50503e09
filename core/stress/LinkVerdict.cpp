// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/LinkVerdict.h"

#include "core/stress/StressTr.h"

#include <QCoreApplication>

#include <cmath>

namespace rocmtune {

namespace {
QString generationText(double gigaTransfers)
{
    static const struct {
        double gts;
        const char *name;
    } kGenerations[] = {{2.5, "PCIe 1.0"}, {5, "PCIe 2.0"}, {8, "PCIe 3.0"}, {16, "PCIe 4.0"}, {32, "PCIe 5.0"}, {64, "PCIe 6.0"}};
    for (const auto &g : kGenerations) {
        if (std::fabs(g.gts - gigaTransfers) < 0.05)
            return QLatin1String(g.name);
    }
    return StressTr::tr("%1 GT/s").arg(gigaTransfers);
}
} // namespace

QString pcieLinkText(double gigaTransfers, int width)
{
    return QStringLiteral("%1 x%2").arg(generationText(gigaTransfers)).arg(width);
}

QString linkBelowMaximumText(const QJsonObject &where)
{
    const double currentGts = where.value(QStringLiteral("current_gts")).toDouble();
    const double maxGts = where.value(QStringLiteral("max_gts")).toDouble();
    const int currentWidth = where.value(QStringLiteral("current_width")).toInt();
    const int maxWidth = where.value(QStringLiteral("max_width")).toInt();
    const bool slower = currentGts + 0.05 < maxGts;
    const bool narrower = currentWidth < maxWidth;
    QString supports;
    if (slower && narrower)
        supports = pcieLinkText(maxGts, maxWidth);
    else if (slower)
        supports = generationText(maxGts);
    else
        supports = QStringLiteral("x%1").arg(maxWidth);
    return StressTr::tr("The PCIe link ran at %1 under load; the card supports %2: check the slot, riser or cable")
        .arg(pcieLinkText(currentGts, currentWidth), supports);
}

void judgeLinkResult(const BenchResult &result, int device, QVector<VerdictReason> *notes)
{
    const QJsonObject &d = result.details;
    if (result.test == QLatin1String("p2p")) {
        const QString skipped = d.value(QStringLiteral("skipped")).toString();
        if (!skipped.isEmpty())
            *notes << VerdictReason::make(VerdictReasonKind::P2pNotRun, device, result.test, 0, skipped);
        return;
    }
    if (result.test != QLatin1String("link"))
        return;
    const QJsonObject link = d.value(QStringLiteral("link")).toObject();
    if (link.isEmpty())
        return; // the runner could not read the link: no expectation to compare with
    const double currentGts = link.value(QStringLiteral("current_gts")).toDouble();
    const int currentWidth = link.value(QStringLiteral("current_width")).toInt();
    if (d.value(QStringLiteral("link_below_maximum")).toBool()) {
        VerdictReason note = VerdictReason::make(VerdictReasonKind::LinkBelowMaximum, device, result.test, 0,
                                                 pcieLinkText(currentGts, currentWidth));
        for (const char *key : {"current_gts", "current_width", "max_gts", "max_width"})
            note.where.insert(QLatin1String(key), link.value(QLatin1String(key)));
        *notes << note;
    }
    if (d.value(QStringLiteral("rate_below_expected")).toBool()) {
        VerdictReason note = VerdictReason::make(VerdictReasonKind::LinkSlow, device, result.test, 0, pcieLinkText(currentGts, currentWidth));
        note.value = result.value;
        note.limit = d.value(QStringLiteral("expected_gbps")).toDouble();
        *notes << note;
    }
}

} // namespace rocmtune
