// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/doctor/HardwareCheckOutput.h"

#include "core/i18n/CliTr.h"
#include "core/stress/HardwareCheck.h"

#include <QCoreApplication>

namespace rocmtune::cli {

DoctorEnvironment doctorEnvironmentOfProcess()
{
    DoctorEnvironment environment = DoctorEnvironment::system();
    const QProcessEnvironment &env = environment.environment;
    if (env.contains(QStringLiteral("ROCMTUNE_DOCTOR_SYS_ROOT")))
        environment.sysRoot = env.value(QStringLiteral("ROCMTUNE_DOCTOR_SYS_ROOT"));
    if (env.contains(QStringLiteral("ROCMTUNE_DOCTOR_DEV_ROOT")))
        environment.devRoot = env.value(QStringLiteral("ROCMTUNE_DOCTOR_DEV_ROOT"));
    if (env.contains(QStringLiteral("ROCMTUNE_DOCTOR_PROC_ROOT")))
        environment.procRoot = env.value(QStringLiteral("ROCMTUNE_DOCTOR_PROC_ROOT"));
    return environment;
}

void printHardwareDoctor(QTextStream &stream, const DoctorReport &report)
{
    const int checks = static_cast<int>(report.results.size()); // a plain variable for lupdate's %n
    stream << QCoreApplication::translate("Cli", "Hardware check: %n Doctor check(s) of the driver, the cards and their links.", nullptr, checks)
           << Qt::endl;
    const QVector<VerdictReason> findings = doctorFindings(report);
    if (findings.isEmpty())
        stream << "  " << CliTr::tr("Doctor: nothing to report.") << Qt::endl;
    for (const VerdictReason &f : findings)
        stream << "  " << f.text() << Qt::endl;
    stream << CliTr::tr("Now the link, GPU-to-GPU and a short run of every other test.") << Qt::endl;
    stream.flush();
}

void printHardwareSummary(QTextStream &stream, const StressVerdict &verdict, const DoctorReport &report)
{
    stream << Qt::endl << hardwareCheckSummary(verdict, doctorFindings(report)) << Qt::endl;
    stream.flush();
}

} // namespace rocmtune::cli
