// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/EccCheck.h"

#include "core/backends/rocm_smi/AmdgpuRasFiles.h"
#include "core/i18n/ListText.h"

namespace rocmtune {

QString EccCheck::title() const
{
    return DoctorText::tr("ECC memory errors");
}

CheckResult EccCheck::run(DoctorContext &context) const
{
    QStringList evidence;
    QStringList withoutRas;
    QStringList uncorrectable;
    QStringList disabled;
    QStringList unreadable;
    int withRas = 0;
    for (const AmdgpuCard &card : amdgpuCards(context.env())) {
        const QString &name = card.name;
        const QString &device = card.devicePath;
        const EccStatus ecc = amdgpu::readEccStatus(device);
        if (!ecc.available) {
            withoutRas << name;
            evidence << DoctorText::tr("%1: ECC N/A (no %2)").arg(name, device + QStringLiteral("/ras/features"));
            continue;
        }
        ++withRas;
        if (!ecc.anyEnabled())
            disabled << name;
        QStringList blocks;
        for (const EccBlockCounts &b : ecc.blocks) {
            if (!b.correctable || !b.uncorrectable) {
                blocks << DoctorText::tr("%1 %2").arg(eccBlockDisplayName(b.block), b.enabled ? DoctorText::tr("unreadable") : DoctorText::tr("off"));
                if (b.enabled)
                    unreadable << QStringLiteral("%1 %2").arg(name, eccBlockDisplayName(b.block));
                continue;
            }
            blocks << DoctorText::tr("%1 %2 correctable, %3 uncorrectable%4")
                          .arg(eccBlockDisplayName(b.block))
                          .arg(*b.correctable)
                          .arg(*b.uncorrectable)
                          .arg(b.enabled ? QString() : DoctorText::tr(" (off)"));
            if (*b.uncorrectable > 0)
                uncorrectable << DoctorText::tr("%1 %2: %3").arg(name, eccBlockDisplayName(b.block)).arg(*b.uncorrectable);
        }
        evidence << DoctorText::tr("%1: %2").arg(name, blocks.isEmpty() ? DoctorText::tr("no RAS block") : blocks.join(QStringLiteral("; ")));
    }

    if (!uncorrectable.isEmpty()) {
        return makeResult(CheckStatus::Fail,
                          DoctorText::tr("Uncorrectable ECC errors: %1.").arg(joinList(uncorrectable)),
                          DoctorText::tr("The GPU found memory or logic errors it could not correct. Results computed while they "
                                         "happened may be wrong, and a count that keeps rising points to failing hardware."),
                          DoctorText::tr("Note the counts, reseat the card and check its cooling and power; if new uncorrectable "
                                         "errors appear under load (rocmtune-cli stress), have the card serviced."),
                          evidence);
    }
    if (!disabled.isEmpty()) {
        return makeResult(CheckStatus::Warn, DoctorText::tr("ECC is switched off on %1.").arg(joinList(disabled)),
                          DoctorText::tr("The card supports ECC but the driver has it off, so memory errors go unnoticed."),
                          DoctorText::tr("Boot with the amdgpu.ras_enable=1 kernel parameter (and check the VBIOS settings)."), evidence);
    }
    if (!unreadable.isEmpty()) {
        return makeResult(CheckStatus::Warn, DoctorText::tr("ECC counts cannot be read: %1.").arg(joinList(unreadable)),
                          DoctorText::tr("The driver answered with something other than its error counts, for example while the "
                                         "GPU is being reset."),
                          DoctorText::tr("Run the check again in a minute; if it persists, look at \"sudo dmesg | grep -i ras\"."),
                          evidence);
    }
    if (withRas == 0) {
        return makeResult(CheckStatus::Pass,
                          withoutRas.isEmpty() ? DoctorText::tr("No AMD card found.")
                                               : DoctorText::tr("ECC: N/A (%1 has no ECC/RAS).").arg(joinList(withoutRas)),
                          DoctorText::tr("Radeon consumer cards have no ECC memory reporting; Instinct and some Radeon Pro cards do."),
                          QString(), evidence);
    }
    return makeResult(CheckStatus::Pass, DoctorText::tr("ECC is on, no uncorrectable errors on %n card(s).", nullptr, withRas),
                      DoctorText::tr("Correctable errors are fixed by the hardware; a steadily rising count is still worth watching."),
                      QString(), evidence);
}

} // namespace rocmtune
