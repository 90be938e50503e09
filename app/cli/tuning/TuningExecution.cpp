// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/tuning/TuningExecution.h"

#include "app/cli/CliContext.h"
#include "app/cli/tuning/TuningText.h"
#include "core/i18n/CliTr.h"
#include "core/tuning/route/HelperClient.h"
#include "core/tuning/transaction/RevertWaiter.h"
#include "core/tuning/transaction/TuningPaths.h"

#include <QCoreApplication>
#include <QProcessEnvironment>

#include <unistd.h>

namespace rocmtune::cli {

namespace {
const char kWaiterStaysForVariable[] = "ROCMTUNE_WAITER_STAYS_FOR";
} // namespace

std::optional<ProcessIdentity> waiterStaysFor()
{
    const QString value = qEnvironmentVariable(kWaiterStaysForVariable);
    const qsizetype colon = value.indexOf(QLatin1Char(':'));
    bool ok = false;
    const qint64 pid = value.left(colon).toLongLong(&ok);
    if (colon <= 0 || !ok || pid <= 0)
        return std::nullopt;
    return ProcessIdentity{pid, value.mid(colon + 1)};
}

std::optional<qint64> spawnRevertWaiter(const QStringList &backendArgs, const QString &simStateFile,
                                        const std::optional<ProcessIdentity> &stayWhileAlive)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ROCMTUNE_SIM_STATE"), simStateFile);
    env.remove(QLatin1String(kWaiterStaysForVariable));
    if (stayWhileAlive)
        env.insert(QLatin1String(kWaiterStaysForVariable), QStringLiteral("%1:%2").arg(stayWhileAlive->pid).arg(stayWhileAlive->startTime));
    return startRevertWaiter(QStringList{QStringLiteral("tuning"), QStringLiteral("await-deadline")} + backendArgs, env);
}

bool spawnHeldChangeWaiter(bool simulatedGpu, const QStringList &backendArgs, const QString &simStateFile,
                           const std::optional<ProcessIdentity> &stayWhileAlive)
{
    if (::geteuid() != 0 && !simulatedGpu)
        return false;
    if (spawnRevertWaiter(backendArgs, simStateFile, stayWhileAlive))
        return true;
    err() << CliTr::tr("Could not start the process that reverts the change if this one dies; "
                      "after a crash it is reverted at the next start of rocmtune.")
          << Qt::endl;
    return false;
}

void persistSimulated(BackendOptions *options)
{
    if (options->simulated.stateFile.isEmpty())
        options->simulated.stateFile = tuningStateDirectory() + QStringLiteral("/simulated-gpus.json");
}

QStringList backendArguments(const QCommandLineParser &parser)
{
    QStringList list;
    for (const QString &option : {QStringLiteral("backend"), QStringLiteral("sim-gpus"), QStringLiteral("sim-load"), QStringLiteral("sim-seed")}) {
        if (parser.isSet(option))
            list << QStringLiteral("--%1").arg(option) << parser.value(option);
    }
    return list;
}

void addConfirmOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("confirm-timeout"),
                      CliTr::tr("Seconds to confirm before the change is reverted (5-60, default 15)."), QStringLiteral("SECONDS")});
    parser.addOption({QStringLiteral("no-confirm"), CliTr::tr("Keep the change without a confirmation.")});
}

bool confirmTimeoutFrom(const QCommandLineParser &parser, int policyDefaultSeconds, int *seconds)
{
    *seconds = policyDefaultSeconds;
    if (parser.isSet(QStringLiteral("no-confirm"))) {
        if (parser.isSet(QStringLiteral("confirm-timeout"))) {
            err() << CliTr::tr("Give either --confirm-timeout or --no-confirm, not both.") << Qt::endl;
            return false;
        }
        *seconds = 0;
    } else if (parser.isSet(QStringLiteral("confirm-timeout"))) {
        bool ok = false;
        const int value = parser.value(QStringLiteral("confirm-timeout")).toInt(&ok);
        if (!ok || value < SafetyPolicy::kMinConfirmTimeoutSeconds || value > SafetyPolicy::kMaxConfirmTimeoutSeconds) {
            err() << CliTr::tr("--confirm-timeout must be from %1 to %2 seconds.")
                         .arg(SafetyPolicy::kMinConfirmTimeoutSeconds)
                         .arg(SafetyPolicy::kMaxConfirmTimeoutSeconds)
                  << Qt::endl;
            return false;
        }
        *seconds = value;
    }
    return true;
}

TuningAnswer executeTuningRequest(DeviceSet &devices, const TuningRequest &request, const QStringList &backendArgs,
                                  const QString &simStateFile)
{
    const bool simulated = request.deviceIndex >= 0 && request.deviceIndex < devices.deviceCount()
                           && devices.devices().at(request.deviceIndex).simulated;
    // A real GPU needs root to write: the helper checks and applies it.
    if (::geteuid() != 0 && !simulated && request.action != TuningRequest::Action::Show) {
        TuningAnswer answer;
        answer.json = HelperClient::runBlocking(request);
        answer.exitCode = answer.json.value(QStringLiteral("exit_code")).toInt(TuningExitFailed);
        if (!answer.json.value(QStringLiteral("ok")).toBool() && answer.exitCode == TuningExitOk)
            answer.exitCode = TuningExitFailed;
        return answer;
    }
    const QString dir = tuningStateDirectory();
    TuningService service(devices, TuningJournal(dir), TuningLog(TuningLog::pathIn(dir)), SafetyPolicy::forUser());
    // What the helper set and kept is in its own (root's) folder: show reads that record.
    if (setRecordDirectoryFor(simulated) != dir)
        service.setSetRecordDirectory(setRecordDirectoryFor(simulated));
    // Crash safety: restore what a dead process left unconfirmed.
    for (const TuningReport &report : service.recoverDue())
        printTuningAnswer(report.toJson(), err());
    return handleTuningRequest(service, devices, request, [&] { return spawnRevertWaiter(backendArgs, simStateFile); });
}

} // namespace rocmtune::cli
