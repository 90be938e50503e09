// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-helper: the one privileged entry point. Reads one JSON request
// (TuningRequest schema) on stdin, validates it again with core/tuning (never
// trusting the caller), applies it through the backend, reads it back and
// answers one JSON object on stdout. No paths, no commands, no options but
// --revert-when-due, which the helper itself starts as the waiter that
// reverts an unconfirmed change at its deadline.
#include "backends/BackendRegistry.h"
#include "i18n/Language.h"
#include "rocmtune_version.h"
#include "tuning/TuningPaths.h"
#include "tuning/TuningRequestHandler.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>

#include <csignal>
#include <cstdio>
#include <unistd.h>

using namespace rocmtune;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Helper)
};

int answer(const QJsonObject &json, int exitCode)
{
    QFile out;
    out.open(stdout, QIODevice::WriteOnly);
    out.write(QJsonDocument(json).toJson(QJsonDocument::Compact));
    out.write("\n");
    out.flush();
    return exitCode;
}

int refuse(const QString &message, int exitCode)
{
    return answer(QJsonObject{{QStringLiteral("ok"), false}, {QStringLiteral("error"), message}}, exitCode);
}

// The language of the answer: pkexec passes only LANGUAGE, LANG and LC_*;
// HelperClient puts the caller's UI language first in LANGUAGE. Anything
// but a language we ship means the system's locale.
QString answerLanguage()
{
    const QString first = qEnvironmentVariable("LANGUAGE").section(QLatin1Char(':'), 0, 0);
    return availableLanguages().contains(first) ? first : resolveLanguage(QString());
}

std::unique_ptr<DeviceSet> openDevices(QString *error)
{
    BackendOptions options; // auto: the real GPUs, simulated ones when there are none
    // Tests pin the helper to simulated GPUs; the variable can only narrow
    // what the helper reaches (and pkexec clears the environment anyway).
    if (qEnvironmentVariable("ROCMTUNE_HELPER_BACKEND") == QLatin1String("sim"))
        options.choice = BackendChoice::Simulated;
    DeviceSetResult result = createDeviceSet(options);
    if (!result.devices)
        *error = result.error;
    return std::move(result.devices);
}

TuningService makeService(DeviceSet &devices)
{
    const QString dir = tuningStateDirectory();
    // The administrator's policy, whatever the caller's settings say.
    return TuningService(devices, TuningJournal(dir), TuningLog(TuningLog::pathIn(dir)), SafetyPolicy::system());
}

std::optional<qint64> spawnWaiter()
{
    QProcess waiter;
    waiter.setProgram(QCoreApplication::applicationFilePath());
    waiter.setArguments({QStringLiteral("--revert-when-due")});
    waiter.setStandardInputFile(QProcess::nullDevice());
    waiter.setStandardOutputFile(QProcess::nullDevice());
    waiter.setStandardErrorFile(QProcess::nullDevice());
    qint64 pid = 0;
    if (!waiter.startDetached(&pid))
        return std::nullopt;
    return pid;
}

int revertWhenDue()
{
    std::signal(SIGHUP, SIG_IGN);
    QString error;
    auto devices = openDevices(&error);
    if (!devices)
        return TuningExitFailed;
    TuningService service = makeService(*devices);
    bool ok = true;
    for (const TuningReport &report : service.revertWhenDue())
        ok = ok && report.ok;
    return ok ? TuningExitOk : TuningExitFailed;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("rocmtune"));
    QCoreApplication::setOrganizationName(QStringLiteral("rocmtune"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ROCMTUNE_VERSION));
    applyLanguage(answerLanguage());

    const QStringList args = QCoreApplication::arguments();
    if (args.size() == 2 && args.at(1) == QLatin1String("--revert-when-due"))
        return revertWhenDue();
    if (args.size() != 1)
        return refuse(Text::tr("rocmtune-helper takes no arguments: it reads one JSON request on standard input."), TuningExitBadRequest);

    // A caller that never closes stdin must not keep a privileged process around.
    ::alarm(60);
    QFile in;
    in.open(stdin, QIODevice::ReadOnly);
    const QByteArray input = in.read(kMaxTuningRequestBytes + 1);
    QString error;
    const auto request = parseTuningRequest(input, &error);
    if (!request)
        return refuse(error, TuningExitBadRequest);
    ::alarm(0);

    auto devices = openDevices(&error);
    if (!devices)
        return refuse(error, TuningExitFailed);
    TuningService service = makeService(*devices);
    // Crash safety: whatever a dead process left unconfirmed is restored first.
    QJsonArray recovered;
    if (request->action != TuningRequest::Action::Recover) {
        for (const TuningReport &report : service.recoverDue())
            recovered.append(report.toJson());
    }
    TuningAnswer result = handleTuningRequest(service, *devices, *request, spawnWaiter);
    if (!recovered.isEmpty())
        result.json.insert(QStringLiteral("recovered"), recovered);
    return answer(result.json, result.exitCode);
}
