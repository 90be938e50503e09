// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/UndervoltProofCheck.h"

#include "core/tuning/transaction/TuningPaths.h"
#include "core/undervolt/UndervoltProof.h"

#include <QFile>

namespace rocmtune {

namespace {
QString firstLine(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readLine(256)).trimmed() : QString();
}
} // namespace

QString UndervoltProofCheck::title() const
{
    return DoctorText::tr("Remembered undervolts");
}

CheckResult UndervoltProofCheck::run(DoctorContext &context) const
{
    const DoctorEnvironment &env = context.env();
    QStringList folders{tuningStateDirectory()};
    if (!folders.contains(systemTuningStateDirectory()))
        folders << systemTuningStateDirectory();
    QVector<UndervoltProof> proofs;
    for (const QString &folder : folders)
        proofs += UndervoltProofStore(folder).all();
    if (proofs.isEmpty())
        return makeResult(CheckStatus::Pass, DoctorText::tr("No undervolt is remembered."),
                          DoctorText::tr("\"rocmtune-cli tuning undervolt --gpu N\" finds a stable undervolt and remembers what it was proven on."),
                          QString(), {DoctorText::tr("no undervolt-*.json in %1").arg(folders.join(QStringLiteral(", ")))});
    QStringList evidence, stale;
    for (const UndervoltProof &proof : proofs) {
        // What can be read without opening the card: its sysfs folder and this kernel.
        DeviceInfo now;
        now.pciBusId = proof.pciBusId;
        now.vbiosVersion = firstLine(env.sysPath(QStringLiteral("bus/pci/devices/%1/vbios_version").arg(proof.pciBusId)));
        const UndervoltProvenOn current = undervoltProvenOnNow(now, firstLine(env.procPath(QStringLiteral("sys/kernel/osrelease"))), env.sysRoot);
        const QStringList changes = undervoltVersionChanges(proof.provenOn, current);
        const QString line = QStringLiteral("%1 (id %2)").arg(undervoltProofText(proof, changes), proof.deviceId);
        evidence << line;
        if (!changes.isEmpty() || proof.resetAfterApplyMs > 0)
            stale << line;
    }
    if (!stale.isEmpty())
        return makeResult(CheckStatus::Warn,
                          DoctorText::tr("%n remembered undervolt(s) need re-validation.", nullptr, static_cast<int>(stale.size())),
                          stale.join(QLatin1Char('\n')),
                          DoctorText::tr("Prove the offset again on this software: rocmtune-cli tuning undervolt --gpu N --keep."), evidence);
    return makeResult(CheckStatus::Pass,
                      DoctorText::tr("%n remembered undervolt(s), proven on the versions in use.", nullptr, static_cast<int>(proofs.size())),
                      DoctorText::tr("The kernel, VBIOS and firmware are those each undervolt was proven on."), QString(), evidence);
}

} // namespace rocmtune
