// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli run: runs (or attaches to) a process and records what the GPUs
// did while it lived.
#include "app/cli/CliContext.h"
#include "app/cli/CommandRegistry.h"
#include "app/cli/IntervalOption.h"
#include "app/cli/SignalForwarder.h"
#include "core/i18n/CliTr.h"
#include "core/runs/RunSession.h"
#include "core/runs/RunSummaryText.h"
#include "core/sampling/Sampler.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <csignal>
#include <unistd.h>

namespace rocmtune::cli {

namespace {
struct RunArguments {
    QVector<int> gpus;
    int intervalMs = Sampler::kDefaultIntervalMs;
    std::optional<qint64> attachPid;
    QStringList command;
    bool json = false;
    RunSessionOptions session;
    BackendOptions backend;
};

// Returns false with *exitCode set when the command should stop here.
bool parseRunArguments(const QStringList &args, RunArguments *run, int *exitCode)
{
    // Everything after "--" is the command, untouched by our parser.
    const qsizetype separator = args.indexOf(QStringLiteral("--"));
    const QStringList own = separator < 0 ? args : args.mid(0, separator);
    run->command = separator < 0 ? QStringList() : args.mid(separator + 1);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("Run a command (or watch a running process) and record the GPUs' telemetry for its whole life; print a "
           "summary with energy, power, temperatures, throttling and clock stability at the end, and return the "
           "command's exit code.\n\nUsage: rocmtune-cli run [options] -- COMMAND [ARGS...]\n       rocmtune-cli run "
           "[options] --attach PID"));
    parser.addOption({QStringLiteral("gpu"), CliTr::tr("Record this GPU (index from \"list\"); repeat for several (default: all)."),
                      QStringLiteral("index")});
    addIntervalOption(parser);
    parser.addOption({QStringLiteral("attach"), CliTr::tr("Record a running process until it exits instead of starting a command."),
                      QStringLiteral("pid")});
    parser.addOption({QStringLiteral("output"), CliTr::tr("Folder for this run's summary.json and telemetry.csv (default: a new "
                                                   "folder under %1).")
                                                    .arg(RunStore::defaultRoot()),
                      QStringLiteral("dir")});
    parser.addOption({QStringLiteral("name"), CliTr::tr("Name of the run (default: from the command)."), QStringLiteral("name")});
    parser.addOption({QStringLiteral("no-save"), CliTr::tr("Do not save the run; only print the summary.")});
    parser.addOption({QStringLiteral("json"), CliTr::tr("Print the summary as JSON on stdout instead of text on stderr.")});
    addBackendOptions(parser);
    if (!parseOrExit(parser, own, exitCode))
        return false;
    if (!backendOptionsFrom(parser, &run->backend)) {
        *exitCode = ExitBadArguments;
        return false;
    }
    auto bad = [exitCode](const QString &message) {
        err() << message << Qt::endl;
        *exitCode = ExitBadArguments;
        return false;
    };
    const auto intervalMs = intervalMsOption(parser);
    if (!intervalMs) {
        *exitCode = ExitBadArguments;
        return false;
    }
    run->intervalMs = *intervalMs;
    bool ok = false;
    for (const QString &value : parser.values(QStringLiteral("gpu"))) {
        const int index = value.toInt(&ok);
        if (!ok || index < 0)
            return bad(CliTr::tr("--gpu must be a GPU index (0, 1, ...), not \"%1\".").arg(value));
        run->gpus.push_back(index);
    }
    if (parser.isSet(QStringLiteral("attach"))) {
        const qint64 pid = parser.value(QStringLiteral("attach")).toLongLong(&ok);
        if (!ok || pid <= 0)
            return bad(CliTr::tr("--attach must be a process id."));
        run->attachPid = pid;
    }
    if (run->attachPid && !run->command.isEmpty())
        return bad(CliTr::tr("Give either --attach PID or a command after \"--\", not both."));
    if (!run->attachPid && run->command.isEmpty())
        return bad(CliTr::tr("No command: put it after \"--\", e.g. rocmtune-cli run -- python3 train.py"));
    run->json = parser.isSet(QStringLiteral("json"));
    run->session.deviceIndices = run->gpus;
    run->session.intervalMs = run->intervalMs;
    run->session.name = parser.value(QStringLiteral("name"));
    run->session.runDirectory = parser.value(QStringLiteral("output"));
    run->session.save = !parser.isSet(QStringLiteral("no-save"));
    run->session.forwardChannels = true;
    return true;
}

void printSummary(const RunSummary &summary, const QString &directory, const QString &saveError, bool json)
{
    if (json) {
        QJsonObject o = summary.toJson();
        o.insert(QStringLiteral("directory"), directory);
        out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
        out().flush();
    } else {
        err() << Qt::endl << runSummaryText(summary) << Qt::endl;
    }
    if (!saveError.isEmpty())
        err() << CliTr::tr("The run could not be saved: %1").arg(saveError) << Qt::endl;
    else if (!directory.isEmpty() && !json)
        err() << CliTr::tr("Saved in %1").arg(directory) << Qt::endl;
}

} // namespace

int runRun(const QStringList &args)
{
    RunArguments run;
    int exitCode = ExitOk;
    if (!parseRunArguments(args, &run, &exitCode))
        return exitCode;
    if (run.attachPid && !ProcFs().isRunning(*run.attachPid)) {
        err() << CliTr::tr("No running process has PID %1.").arg(*run.attachPid) << Qt::endl;
        return ExitFailure;
    }

    const BackendOptions backendOptions = run.backend;
    SamplerThread samplerThread([backendOptions] { return createDeviceSet(backendOptions); }, nullptr);
    Sampler *sampler = samplerThread.sampler();
    RunSession session(run.session);
    SignalForwarder signalForwarder;
    QObject context;

    QObject::connect(sampler, &Sampler::devicesChanged, &context, [&](const DeviceList &devices) { session.setDevices(devices); });
    followSampler(sampler, &context, [&] {
        const int deviceCount = sampler->devices().size();
        for (int index : run.gpus) {
            if (index >= deviceCount) {
                err() << QCoreApplication::translate("Cli", "There is no GPU %1 (%n GPU(s) found).", nullptr, deviceCount).arg(index)
                      << Qt::endl;
                QCoreApplication::exit(ExitBadArguments);
                return;
            }
        }
        QString error;
        const bool startedOk = run.attachPid ? session.attach(*run.attachPid, &error) : session.launch(run.command, &error);
        if (!startedOk) {
            err() << error << Qt::endl;
            QCoreApplication::exit(ExitFailure);
        }
    });
    QObject::connect(sampler, &Sampler::snapshotReady, &context, [&](const SnapshotPtr &snapshot) { session.addSnapshot(snapshot); });
    QObject::connect(&session, &RunSession::finalSampleWanted, &context,
                     [sampler] { QMetaObject::invokeMethod(sampler, &Sampler::tickNow, Qt::QueuedConnection); });
    QObject::connect(session.target(), &RunTarget::failedToStart, &context, [](const QString &message) { err() << message << Qt::endl; });
    QObject::connect(&session, &RunSession::completed, &context,
                     [&](const RunSummary &summary, const QString &directory, const QString &saveError) {
                         printSummary(summary, directory, saveError, run.json);
                         QCoreApplication::exit(summary.exitCode.value_or(ExitOk));
                     });
    QObject::connect(&signalForwarder, &SignalForwarder::received, &context, [&](int signalNumber) {
        RunTarget *target = session.target();
        if (!session.hasStarted()) {
            QCoreApplication::exit(128 + signalNumber); // nothing started yet
        } else if (target->isAttached()) {
            // Ctrl-C / kill while watching someone else's process: stop
            // watching and summarise; the process itself is left alone.
            target->detach();
        } else if (signalNumber != SIGINT || !isatty(STDIN_FILENO)) {
            // From a terminal the command got SIGINT with us (same process
            // group); otherwise pass the signal on and wait for it to end.
            target->sendSignal(signalNumber);
        }
    });

    sampler->setProcessIntervalMs(0); // the summary has no use for process lists
    samplerThread.start(run.intervalMs);
    const int rc = QCoreApplication::exec();
    samplerThread.stop();
    return rc;
}

ROCMTUNE_CLI_COMMAND("run", QT_TRANSLATE_NOOP("Cli", "Run a command and record its GPU energy, power, temperatures and clocks."), runRun);

} // namespace rocmtune::cli
