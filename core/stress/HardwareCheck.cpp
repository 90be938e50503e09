// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/HardwareCheck.h"

#include "core/doctor/DoctorContext.h"
#include "core/stress/StressTr.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QMap>

namespace rocmtune {

namespace {
QString pcieConnection()
{
    return StressTr::tr("the PCIe connection (slot, riser or cable)");
}
} // namespace

QStringList hardwareDoctorCheckIds()
{
    return {QStringLiteral("amdgpu-module"), QStringLiteral("device-access"), QStringLiteral("gpu-arch"), QStringLiteral("pcie-link"),
            QStringLiteral("ecc")};
}

DoctorReport runHardwareDoctorChecks(const DoctorEnvironment &environment)
{
    DoctorContext context(environment);
    DoctorReport report;
    report.generatedMs = QDateTime::currentMSecsSinceEpoch();
    const QStringList ids = hardwareDoctorCheckIds();
    for (const auto &check : Doctor::allChecks()) {
        if (ids.contains(check->id()))
            report.results << check->run(context);
    }
    return report;
}

QVector<VerdictReason> doctorFindings(const DoctorReport &report)
{
    QVector<VerdictReason> findings;
    for (const CheckResult &r : report.results) {
        if (r.status == CheckStatus::Warn || r.status == CheckStatus::Fail) {
            VerdictReason finding = VerdictReason::make(VerdictReasonKind::DoctorFinding, -1, {}, 0,
                                                        QStringLiteral("%1: %2").arg(r.title, r.summary));
            finding.faultKind = r.id; // which check: componentOfReason reads it
            findings << finding;
        }
    }
    return findings;
}

QString componentOfReason(const VerdictReason &reason)
{
    switch (reason.kind) {
    case VerdictReasonKind::PcieErrors:
    case VerdictReasonKind::PcieErrorsRising:
    case VerdictReasonKind::LinkBelowMaximum:
    case VerdictReasonKind::LinkSlow:
        return pcieConnection();
    case VerdictReasonKind::MemoryErrors:
    case VerdictReasonKind::EccUncorrectable:
    case VerdictReasonKind::EccCorrectable:
        return StressTr::tr("the GPU's memory (VRAM)");
    case VerdictReasonKind::Fault:
        if (reason.faultKind == QLatin1String("memory_bit_error"))
            return StressTr::tr("the GPU's memory (VRAM)");
        if (reason.faultKind == QLatin1String("transfer_mismatch"))
            return reason.test == QLatin1String("p2p") ? StressTr::tr("the connection between the GPUs (bridge, switch or slots)")
                                                       : pcieConnection();
        return StressTr::tr("the GPU itself (it computed wrong results)");
    case VerdictReasonKind::ComputationErrors:
    case VerdictReasonKind::TestFailed:
        if (reason.test == QLatin1String("link"))
            return pcieConnection();
        if (reason.test == QLatin1String("p2p"))
            return StressTr::tr("the connection between the GPUs (bridge, switch or slots)");
        return StressTr::tr("the GPU itself (it computed wrong results)");
    case VerdictReasonKind::Overtemperature:
    case VerdictReasonKind::ThrottledThroughput:
        return StressTr::tr("the cooling (fans, heatsink, airflow)");
    case VerdictReasonKind::GpuLost:
    case VerdictReasonKind::RunnerHung:
    case VerdictReasonKind::RunnerCrashed:
        return StressTr::tr("the GPU or its power supply (it stopped responding)");
    case VerdictReasonKind::NoSupportedGpu:
        return StressTr::tr("the GPU's driver or seating (no usable GPU was found)");
    case VerdictReasonKind::DoctorFinding:
        if (reason.faultKind == QLatin1String("pcie-link"))
            return pcieConnection();
        if (reason.faultKind == QLatin1String("ecc"))
            return StressTr::tr("the GPU's memory (VRAM)");
        return StressTr::tr("the driver or system setup");
    default:
        return QString();
    }
}

QStringList componentsAtFault(const StressVerdict &verdict, const QVector<VerdictReason> &findings)
{
    // Each part once, with the GPUs it was seen on ("GPU 0, 1: the PCIe
    // connection ..."); a machine-wide finding of a part a GPU names already
    // adds nothing.
    QStringList components;
    QMap<QString, QStringList> gpus;
    const auto add = [&](const VerdictReason &r) {
        const QString component = componentOfReason(r);
        if (component.isEmpty())
            return;
        if (!components.contains(component))
            components << component;
        if (r.device >= 0 && !gpus[component].contains(QString::number(r.device)))
            gpus[component] << QString::number(r.device);
    };
    for (const GpuVerdict &g : verdict.gpus)
        for (const VerdictReason &r : g.reasons)
            add(r);
    for (const GpuVerdict &g : verdict.gpus)
        for (const VerdictReason &r : g.notes)
            add(r);
    for (const VerdictReason &r : findings)
        add(r);
    QStringList lines;
    for (const QString &component : components) {
        const QStringList on = gpus.value(component);
        lines << (on.isEmpty() ? component : StressTr::tr("GPU %1: %2").arg(on.join(QStringLiteral(", ")), component));
    }
    return lines;
}

QString hardwareCheckSummary(const StressVerdict &verdict, const QVector<VerdictReason> &findings)
{
    const QStringList parts = componentsAtFault(verdict, findings);
    if (verdict.status == VerdictStatus::Cancelled)
        return StressTr::tr("Hardware check cancelled before the end.");
    if (verdict.status == VerdictStatus::NotRun && parts.isEmpty())
        return StressTr::tr("Hardware check could not run the GPU tests.");
    if (parts.isEmpty())
        return StressTr::tr("Hardware check passed: links, memory and compute are sound.");
    if (verdict.status == VerdictStatus::Fail)
        return StressTr::tr("Hardware check failed. At fault: %1.").arg(parts.join(QStringLiteral("; ")));
    return StressTr::tr("Hardware check passed with warnings. Check: %1.").arg(parts.join(QStringLiteral("; ")));
}

QJsonObject hardwareCheckToJson(const StressVerdict &verdict, const DoctorReport &doctor)
{
    QJsonArray checks;
    for (const CheckResult &r : doctor.results) {
        if (r.status == CheckStatus::Warn || r.status == CheckStatus::Fail)
            checks.append(r.toJson());
    }
    const QVector<VerdictReason> findings = doctorFindings(doctor);
    return QJsonObject{{QStringLiteral("doctor"), checks},
                       {QStringLiteral("doctor_checks_run"), static_cast<int>(doctor.results.size())},
                       {QStringLiteral("components_at_fault"), QJsonArray::fromStringList(componentsAtFault(verdict, findings))},
                       {QStringLiteral("summary"), hardwareCheckSummary(verdict, findings)}};
}

} // namespace rocmtune
