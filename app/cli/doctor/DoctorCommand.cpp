// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/doctor/DoctorCommand.h"

#include "app/cli/CliContext.h"
#include "app/cli/CommandRegistry.h"
#include "app/cli/doctor/HardwareCheckOutput.h"
#include "core/doctor/Doctor.h"
#include "core/i18n/CliTr.h"
#include "core/i18n/DisplayWidth.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace rocmtune::cli {

namespace {
QString statusTag(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass: return CliTr::tr("[ OK ]");
    case CheckStatus::Warn: return CliTr::tr("[WARN]");
    case CheckStatus::Fail: return CliTr::tr("[FAIL]");
    case CheckStatus::Info: return CliTr::tr("[INFO]");
    }
    return {};
}

void printText(const DoctorReport &report, bool verbose)
{
    for (const CheckResult &r : report.results) {
        const QString tag = statusTag(r.status);
        out() << tag << ' ' << CliTr::tr("%1: %2").arg(r.title, r.summary) << Qt::endl;
        if (r.status == CheckStatus::Warn || r.status == CheckStatus::Fail || verbose) {
            // Under the title, whatever the width of the translated tag ("[ OK ]", "[通过]").
            const QString indent(displayWidth(tag) + 1, QLatin1Char(' '));
            out() << indent << r.explanation << Qt::endl;
            if (!r.fix.isEmpty())
                out() << indent << CliTr::tr("Fix: %1").arg(r.fix) << Qt::endl;
            for (const QString &line : r.evidence)
                out() << "         - " << line << Qt::endl;
        }
    }
    out() << Qt::endl
          << CliTr::tr("%1 passed, %2 with warnings, %3 failed.")
                 .arg(report.count(CheckStatus::Pass))
                 .arg(report.count(CheckStatus::Warn))
                 .arg(report.count(CheckStatus::Fail))
          << Qt::endl;
}
} // namespace

int runDoctor(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliTr::tr("Check the driver, permissions, ROCm libraries, GPU support and PyTorch, and "
                                        "explain how to fix what is wrong."));
    parser.addOption({QStringLiteral("json"), CliTr::tr("Print one JSON report (for bug reports) instead of text.")});
    parser.addOption({QStringLiteral("verbose"), CliTr::tr("Show explanations and evidence for passed checks too.")});
    parser.addOption({QStringLiteral("python"), CliTr::tr("Python interpreter to ask about PyTorch (default: python3 on PATH)."),
                      QStringLiteral("path")});
    int exitCode = ExitOk;
    if (!parseOrExit(parser, args, &exitCode))
        return exitCode;

    // Tests point the doctor at fake trees (the same variables as stress's
    // hardware check); not documented for users.
    DoctorEnvironment environment = doctorEnvironmentOfProcess();
    if (parser.isSet(QStringLiteral("python")))
        environment.pythonExecutable = parser.value(QStringLiteral("python"));
    const QProcessEnvironment &env = environment.environment;
    if (env.contains(QStringLiteral("ROCMTUNE_DOCTOR_LIBRARY_DIRS")))
        environment.libraryDirs = env.value(QStringLiteral("ROCMTUNE_DOCTOR_LIBRARY_DIRS")).split(QLatin1Char(':'), Qt::SkipEmptyParts);

    const DoctorReport report = Doctor::run(environment);
    if (parser.isSet(QStringLiteral("json")))
        out() << QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented);
    else
        printText(report, parser.isSet(QStringLiteral("verbose")));
    out().flush();
    return report.anyFailed() ? ExitFailure : ExitOk;
}

ROCMTUNE_CLI_COMMAND("doctor", QT_TRANSLATE_NOOP("Cli", "Check driver, permissions, ROCm and PyTorch; explain fixes."), runDoctor);

} // namespace rocmtune::cli
