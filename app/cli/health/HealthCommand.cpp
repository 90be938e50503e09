// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli health: one verdict on every GPU, for a person, a script or a
// scheduler (Slurm's HealthCheckProgram with --slurm, node-problem-detector).
#include "app/cli/CliContext.h"
#include "app/cli/CommandRegistry.h"
#include "app/cli/health/HealthSlurm.h"
#include "app/cli/health/HealthText.h"
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/health/HealthCollector.h"
#include "core/health/HealthConfig.h"
#include "core/health/HealthRules.h"
#include "core/health/SlurmDrain.h"
#include "core/i18n/CliTr.h"
#include "core/tuning/transaction/TuningPaths.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

namespace rocmtune::cli {

namespace {
constexpr int kExitCouldNotCheck = 3;

// The simulated faults that are not in a sample: resets and retired pages.
void addSimulatedSources(DeviceSet &devices, HealthSources &sources)
{
    auto simulatedOf = [&devices](int index, int *local) -> const SimulatedBackend * {
        return dynamic_cast<const SimulatedBackend *>(devices.backendFor(index, local));
    };
    sources.simulatedReset = [simulatedOf](int index) {
        int local = 0;
        const SimulatedBackend *sim = simulatedOf(index, &local);
        return sim && sim->hasFault(local, SimulatedFault::Reset);
    };
    sources.simulatedRetiredPages = [simulatedOf](int index) -> std::optional<int> {
        int local = 0;
        const SimulatedBackend *sim = simulatedOf(index, &local);
        if (!sim)
            return std::nullopt;
        return sim->hasFault(local, SimulatedFault::RetiredPages) ? 5000 : 0;
    };
}
} // namespace

int runHealth(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliTr::tr(
        "Check every GPU: ECC errors, retired pages, missing GPUs, resets, clocks held at a limit, boot profiles and the last "
        "stress verdict. Exit code 0 healthy, 1 degraded (warnings only), 2 unhealthy, 3 could not check."));
    parser.addOption({QStringLiteral("json"), CliTr::tr("Print one JSON document instead of text.")});
    parser.addOption({QStringLiteral("expect-gpus"),
                      CliTr::tr("How many GPUs this machine must have (default: the configuration's, else the count seen first "
                                            "since boot)."),
                      QStringLiteral("n")});
    parser.addOption({QStringLiteral("config"), CliTr::tr("Thresholds file (default %1).").arg(QLatin1String(HealthConfig::kDefaultPath)),
                      QStringLiteral("file"), QLatin1String(HealthConfig::kDefaultPath)});
    parser.addOption({QStringLiteral("slurm"),
                      CliTr::tr("As Slurm's HealthCheckProgram: drain this node when a GPU is unhealthy, resume it when "
                                            "healthy again (only a drain whose reason starts with \"rocmtune:\").")});
    parser.addOption({QStringLiteral("node"), CliTr::tr("Slurm node name (default $SLURMD_NODENAME, else the short host name)."),
                      QStringLiteral("name")});
    parser.addOption({QStringLiteral("fail-at"),
                      CliTr::tr("For node-problem-detector and other checkers with three exit codes: print one line and exit 0 "
                                            "below this level, 1 at or above it, 2 when the GPUs could not be checked (degraded or unhealthy)."),
                      QStringLiteral("level")});
    addBackendOptions(parser);
    int exitCode = ExitOk;
    if (!parseOrExit(parser, args, &exitCode))
        return exitCode == ExitBadArguments ? kExitCouldNotCheck : exitCode;

    std::optional<HealthLevel> failAt;
    if (parser.isSet(QStringLiteral("fail-at"))) {
        const QString level = parser.value(QStringLiteral("fail-at"));
        if (level == QLatin1String("degraded"))
            failAt = HealthLevel::Degraded;
        else if (level == QLatin1String("unhealthy"))
            failAt = HealthLevel::Unhealthy;
        else {
            err() << CliTr::tr("--fail-at must be \"degraded\" or \"unhealthy\".") << Qt::endl;
            return kExitCouldNotCheck;
        }
    }
    // With --fail-at, "could not check" is 2 (node-problem-detector's Unknown).
    const int couldNotCheck = failAt ? 2 : kExitCouldNotCheck;
    int expectGpus = 0;
    if (parser.isSet(QStringLiteral("expect-gpus"))) {
        bool ok = false;
        expectGpus = parser.value(QStringLiteral("expect-gpus")).toInt(&ok);
        if (!ok || expectGpus < 1 || expectGpus > 1024) {
            err() << CliTr::tr("--expect-gpus must be a number from 1 to 1024.") << Qt::endl;
            return couldNotCheck;
        }
    }
    QString error;
    const auto config = HealthConfig::load(parser.value(QStringLiteral("config")), &error);
    if (!config) {
        err() << error << Qt::endl;
        return couldNotCheck;
    }
    BackendOptions options;
    if (!backendOptionsFrom(parser, &options))
        return couldNotCheck;
    DeviceSetResult opened = createDeviceSet(options);
    if (!opened.devices) {
        err() << CliTr::tr("Cannot check the GPUs: %1").arg(opened.error) << Qt::endl;
        return couldNotCheck;
    }
    if (opened.simulatedFallback) {
        err() << CliTr::tr("Cannot check the GPUs: no GPU driver answered (simulated GPUs are checked only with --backend sim).")
              << Qt::endl;
        return couldNotCheck;
    }
    DeviceSet &devices = *opened.devices;

    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    QVector<Sample> samples;
    for (int i = 0; i < devices.deviceCount(); ++i)
        samples << devices.readSample(i, nowMs);
    HealthSources sources;
    sources.stateDirectory = tuningStateDirectory();
    sources.bootGuardDirectory = systemTuningStateDirectory();
    addSimulatedSources(devices, sources);
    QStringList problems;
    HealthInputs inputs = collectHealthInputs(devices.devices(), samples, sources, nowMs, &problems);
    inputs.expectGpus = expectGpus;

    const HealthStateFile stateFile(sources.stateDirectory);
    HealthState state = stateFile.load(&error);
    if (!error.isEmpty())
        problems << error;
    const HealthReport report = evaluateHealth(inputs, *config, state);
    if (!stateFile.save(state, &error))
        problems << CliTr::tr("The health state was not saved (the next check compares with an older one): %1").arg(error);

    int rc = static_cast<int>(report.level());
    std::optional<SlurmOutcome> slurm;
    if (parser.isSet(QStringLiteral("slurm"))) {
        slurm = applySlurmAction(report, parser.value(QStringLiteral("node")));
        if (!slurm->ok)
            rc = couldNotCheck;
    }
    if (failAt) {
        // One line: node-problem-detector shows the first line as the condition's message.
        const HealthFinding *worst = report.worst();
        out() << (worst ? QString::fromLatin1(kSlurmReasonPrefix) + QLatin1Char(' ') + worst->reasonLine() : QStringLiteral("rocmtune: healthy")) << Qt::endl;
        out().flush();
        return slurm && !slurm->ok ? couldNotCheck : (report.level() >= *failAt ? 1 : 0);
    }
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject o = report.toJson();
        if (slurm)
            o.insert(QStringLiteral("slurm"), slurm->toJson());
        if (!problems.isEmpty())
            o.insert(QStringLiteral("problems"), QJsonArray::fromStringList(problems));
        out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        printHealthTable(out(), report);
        if (slurm)
            out() << slurm->text << Qt::endl;
        for (const QString &p : problems)
            err() << p << Qt::endl;
    }
    out().flush();
    return rc;
}

ROCMTUNE_CLI_COMMAND("health",
                     QT_TRANSLATE_NOOP("Cli", "Check every GPU's health (exit 0 healthy, 1 degraded, 2 unhealthy, 3 could not check)."),
                     runHealth);

} // namespace rocmtune::cli
