// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/PcieLinkCheck.h"
#include "core/i18n/ListText.h"

#include <QDir>
#include <QRegularExpression>

namespace rocmtune {

QString PcieLinkCheck::title() const
{
    return DoctorText::tr("PCIe link");
}

std::optional<double> PcieLinkCheck::parseSpeed(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d+(?:\\.\\d+)?)\\s*GT/s"));
    const QRegularExpressionMatch m = pattern.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1).toDouble();
}

CheckResult PcieLinkCheck::run(DoctorContext &context) const
{
    const DoctorEnvironment &env = context.env();
    QStringList evidence;
    const QString policyPath = env.sysPath(QStringLiteral("module/pcie_aspm/parameters/policy"));
    if (const auto policy = DoctorContext::readText(policyPath))
        evidence << DoctorText::tr("ASPM policy (%1): %2").arg(policyPath, *policy);

    QStringList narrow;
    QStringList unreadable;
    QStringList slower;
    int cards = 0;
    for (const AmdgpuCard &card : amdgpuCards(env)) {
        const QString &name = card.name;
        const QString &device = card.devicePath;
        ++cards;
        const auto curSpeedText = DoctorContext::readText(device + QStringLiteral("/current_link_speed"));
        const auto maxSpeedText = DoctorContext::readText(device + QStringLiteral("/max_link_speed"));
        const auto curWidthText = DoctorContext::readText(device + QStringLiteral("/current_link_width"));
        const auto maxWidthText = DoctorContext::readText(device + QStringLiteral("/max_link_width"));
        const auto curSpeed = curSpeedText ? parseSpeed(*curSpeedText) : std::nullopt;
        const auto maxSpeed = maxSpeedText ? parseSpeed(*maxSpeedText) : std::nullopt;
        bool curWidthOk = false;
        bool maxWidthOk = false;
        const int curWidth = curWidthText.value_or(QString()).toInt(&curWidthOk);
        const int maxWidth = maxWidthText.value_or(QString()).toInt(&maxWidthOk);
        if (!curSpeed || !maxSpeed || !curWidthOk || !maxWidthOk) {
            evidence << DoctorText::tr("%1: link files missing or unreadable (speed \"%2\" of \"%3\", width \"%4\" of \"%5\")")
                            .arg(name, curSpeedText.value_or(QString()), maxSpeedText.value_or(QString()),
                                 curWidthText.value_or(QString()), maxWidthText.value_or(QString()));
            unreadable << name;
            continue;
        }
        const double currentGigaTransfers = curSpeed.value_or(0);
        const double maxGigaTransfers = maxSpeed.value_or(0);
        evidence << DoctorText::tr("%1: %2 GT/s x%3 (maximum %4 GT/s x%5)")
                        .arg(name)
                        .arg(currentGigaTransfers)
                        .arg(curWidth)
                        .arg(maxGigaTransfers)
                        .arg(maxWidth);
        if (curWidth < maxWidth)
            narrow << DoctorText::tr("%1 (x%2 of x%3)").arg(name).arg(curWidth).arg(maxWidth);
        else if (currentGigaTransfers < maxGigaTransfers)
            slower << name;
    }

    if (cards == 0) {
        return makeResult(CheckStatus::Warn, DoctorText::tr("No AMD card found under %1.").arg(QDir(env.sysPath(QStringLiteral("class/drm"))).path()),
                          DoctorText::tr("The PCIe link can only be checked for cards the amdgpu driver shows."),
                          DoctorText::tr("Load amdgpu first (see its check)."), evidence);
    }
    if (!narrow.isEmpty()) {
        return makeResult(CheckStatus::Warn,
                          DoctorText::tr("Narrower PCIe link than the card supports: %1.").arg(joinList(narrow)),
                          DoctorText::tr("The card talks to the CPU over fewer lanes than it could. Data transfers (loading "
                                   "models, multi-GPU traffic) are slower; the GPU's own compute speed is not affected."),
                          DoctorText::tr("Seat the card in a full x16 slot, avoid x1/x4 risers and check the mainboard manual "
                                   "for slots that share lanes with M.2 drives."),
                          evidence);
    }
    if (!unreadable.isEmpty()) {
        return makeResult(CheckStatus::Warn,
                          DoctorText::tr("The PCIe link of %1 cannot be read.").arg(joinList(unreadable)),
                          DoctorText::tr("The driver does not expose the link state for this card."),
                          DoctorText::tr("Check it with \"sudo lspci -vv\" (LnkSta against LnkCap)."), evidence);
    }
    QString explanation = DoctorText::tr("Every card uses all the lanes it supports.");
    if (!slower.isEmpty())
        explanation += QLatin1Char(' ') + DoctorText::tr("%1 runs below its top link speed now; GPUs lower the speed when idle to "
                                                   "save power (ASPM / dynamic link speed) and raise it under load.")
                                              .arg(joinList(slower));
    return makeResult(CheckStatus::Pass, DoctorText::tr("PCIe links of %n card(s) are at full width.", nullptr, cards), explanation,
                      QString(), evidence);
}

} // namespace rocmtune
