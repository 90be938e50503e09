// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/undervolt/UndervoltBootGate.h"

#include "core/undervolt/UndervoltTr.h"

#include <QCoreApplication>
#include <QDateTime>

namespace rocmtune {

UndervoltBootDecision decideUndervoltAtBoot(const UndervoltProofStore &store, const DeviceInfo &info, int offsetMillivolts, bool afterGpuReset,
                                            qint64 nowMs, const QString &kernelVersion, const QString &sysRoot)
{
    UndervoltBootDecision decision;
    std::optional<UndervoltProof> proof = store.find(info.stableId());
    if (!proof || offsetMillivolts >= 0)
        return decision;
    QString error;
    if (afterGpuReset && proof->lastAppliedMs > 0 && proof->resetAfterApplyMs == 0) {
        proof->resetAfterApplyMs = nowMs;
        store.save(*proof, &error);
    }
    if (proof->resetAfterApplyMs > 0) {
        decision.apply = false;
        decision.logLine = UndervoltTr::tr("The undervolt of %1 mV is left out: a GPU reset followed its application (%2). "
                                                     "Prove it again with \"rocmtune-cli tuning undervolt\".")
                               .arg(offsetMillivolts)
                               .arg(QDateTime::fromMSecsSinceEpoch(proof->resetAfterApplyMs).toString(Qt::ISODate));
        return decision;
    }
    const QStringList changes = undervoltVersionChanges(proof->provenOn, undervoltProvenOnNow(info, kernelVersion, sysRoot));
    const QString when = proof->provenUtc.toString(Qt::ISODate);
    if (!changes.isEmpty())
        decision.logLine = UndervoltTr::tr("The undervolt of %1 mV needs re-validation (%2); it is applied as the boot profile says.")
                               .arg(offsetMillivolts)
                               .arg(changes.join(QStringLiteral("; ")));
    else if (offsetMillivolts < proof->offsetMillivolts)
        decision.logLine = UndervoltTr::tr("The undervolt of %1 mV goes below the one proven on %2 (%3 mV); it is applied as the boot profile says.")
                               .arg(offsetMillivolts)
                               .arg(when)
                               .arg(proof->offsetMillivolts);
    else
        decision.logLine = UndervoltTr::tr("The undervolt of %1 mV is proven (%2 mV, confirmed with %3 on %4) and still valid: the driver, "
                                                     "kernel, VBIOS and firmware are those it was proven on.")
                               .arg(offsetMillivolts)
                               .arg(proof->offsetMillivolts)
                               .arg(proof->confirmation, when);
    proof->lastAppliedMs = nowMs;
    store.save(*proof, &error);
    return decision;
}

} // namespace rocmtune
