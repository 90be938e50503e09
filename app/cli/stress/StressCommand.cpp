// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/stress/StressCommand.h"

#include "app/cli/CliContext.h"
#include "app/cli/CommandRegistry.h"
#include "app/cli/doctor/HardwareCheckOutput.h"
#include "app/cli/stress/StressOptions.h"
#include "app/cli/stress/StressOutput.h"
#include "app/cli/tuning/TuningExecution.h"
#include "core/health/StressVerdictFile.h"
#include "core/i18n/CliTr.h"
#include "core/i18n/ListText.h"
#include "core/sampling/Sampler.h"
#include "core/stress/HardwareCheck.h"
#include "core/stress/RunnerLocator.h"
#include "core/stress/StressHtmlReport.h"
#include "core/stress/StressSession.h"
#include "core/stress/ValidatedProfiles.h"
#include "core/tuning/transaction/TuningPaths.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTimer>

#include <atomic>
#include <csignal>
#include <memory>

namespace rocmtune::cli {

namespace {

std::atomic_bool g_interrupted{false};
extern "C" void onInterrupt(int) { g_interrupted = true; }

// "--gpu 0", "--gpu 0,2", "--gpu all"; checked against the device count later.
bool gpusFrom(const QCommandLineParser &parser, QVector<int> *gpus, bool *all)
{
    *all = false;
    gpus->clear();
    const QStringList values = parser.values(QStringLiteral("gpu"));
    if (values.isEmpty()) {
        *gpus = {0};
        return true;
    }
    for (const QString &value : values) {
        for (const QString &item : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (item == QLatin1String("all")) {
                *all = true;
                continue;
            }
            bool ok = false;
            const int index = item.toInt(&ok);
            if (!ok || index < 0) {
                err() << CliTr::tr("--gpu takes GPU indices (see \"rocmtune-cli list\") or \"all\".") << Qt::endl;
                return false;
            }
            if (!gpus->contains(index))
                gpus->append(index);
        }
    }
    return true;
}

int exitCodeForVerdict(VerdictStatus status)
{
    switch (status) {
    case VerdictStatus::Pass: return ExitOk;
    case VerdictStatus::Fail: return ExitStressFailed;
    case VerdictStatus::NotRun: return ExitStressNotRun;
    case VerdictStatus::Cancelled: return ExitStressCancelled;
    }
    return ExitStressFailed;
}

bool writeReport(const StressReportData &report, const QString &path)
{
    QString error;
    const bool ok = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? writeStressReportJson(report, path, &error)
                                                                                 : writeStressReportHtml(report, path, &error);
    if (!ok)
        err() << error << Qt::endl;
    else
        err() << CliTr::tr("Report written to %1").arg(path) << Qt::endl;
    return ok;
}

} // namespace

int runStress(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliTr::tr("Stress-test GPUs with self-checking kernels and judge the run: exit code 0 only on PASS, "
                                        "1 on FAIL, 3 when no runner or no usable GPU, 4 when interrupted."));
    parser.addOption({QStringLiteral("preset"), CliTr::tr("quick (2 min), standard (10 min), soak (1 h), custom, or hardware (after a hardware change: Doctor's checks, the PCIe link and GPU-to-GPU tests, a short run of every other test)."), QStringLiteral("name"),
                      QStringLiteral("quick")});
    addStressRunOptions(parser);
    parser.addOption({QStringLiteral("gpu"), CliTr::tr("GPU index to test, a comma-separated list, or all (default 0)."), QStringLiteral("index")});
    parser.addOption({QStringLiteral("json"), CliTr::tr("Print the verdict as one JSON document.")});
    parser.addOption({QStringLiteral("report"), CliTr::tr("Write a report: FILE.html (self-contained, with graphs) or FILE.json; may be given twice."), QStringLiteral("file")});
    parser.addOption({QStringLiteral("inject-fault"), CliTr::tr("Plant a fault the checks must catch: bitflip (gemm), memory, nan (train, cnn) or link."),
                      QStringLiteral("kind")});
    parser.addOption({QStringLiteral("no-baseline"), CliTr::tr("Neither compare with nor record this GPU's baseline.")});
    parser.addOption({QStringLiteral("keep-going"),
                      CliTr::tr("Run every test to the end after a fault, for a full census (default: the first fault stops every GPU's runner and the run fails at once).")});
    parser.addOption({QStringLiteral("verbose"), CliTr::tr("Show technical details (where the runner was looked for, how to build it).")});
    addBackendOptions(parser);
    int exitCode = ExitOk;
    if (!parseOrExit(parser, args, &exitCode))
        return exitCode;

    StressPlan plan;
    QVector<int> gpus;
    bool allGpus = false;
    BackendOptions backendOptions;
    VerdictPolicy policy;
    if (!stressPlanFrom(parser, parser.value(QStringLiteral("preset")), parser.value(QStringLiteral("inject-fault")), &plan)
        || !gpusFrom(parser, &gpus, &allGpus) || !backendOptionsFrom(parser, &backendOptions) || !heartbeatFrom(parser, &policy))
        return ExitBadArguments;
    const bool json = parser.isSet(QStringLiteral("json"));
    const QStringList reportPaths = parser.values(QStringLiteral("report"));
    const bool useBaseline = !parser.isSet(QStringLiteral("no-baseline"));
    const bool verbose = parser.isSet(QStringLiteral("verbose"));
    plan.keepGoing = parser.isSet(QStringLiteral("keep-going"));

    const RunnerLocation runner = locateRunner();
    if (runner.path.isEmpty()) {
        err() << runnerMissingUserText() << QLatin1Char(' ') << QLatin1String(kStressReadmeUrl) << Qt::endl;
        if (verbose)
            err() << runnerMissingText(runner) << Qt::endl;
        if (json)
            out() << QJsonDocument(stressVerdictToJson(notRunVerdict(gpus, VerdictReasonKind::NoRunner, runnerMissingUserText()))).toJson();
        return ExitStressNotRun;
    }

    // The hardware check starts with Doctor's checks of the driver, the cards and their links.
    // (--duration or --tests turn the plan's preset into Custom: ask the option.)
    const bool hardwareCheck = stressPresetFromKey(parser.value(QStringLiteral("preset"))) == StressPreset::Hardware;
    DoctorReport doctorReport;
    if (hardwareCheck) {
        doctorReport = runHardwareDoctorChecks(doctorEnvironmentOfProcess());
        if (!json)
            printHardwareDoctor(out(), doctorReport);
    }

    // Simulated GPUs under load look like a stress run; real ones are what they are.
    simulateStressLoad(parser, &backendOptions);
    // Simulated GPUs keep the settings `tuning set` gave them, as a real driver does.
    persistSimulated(&backendOptions);
    auto simulatedFallback = std::make_shared<std::atomic_bool>(false);
    SamplerThread samplerThread(
        [backendOptions, simulatedFallback] {
            DeviceSetResult result = createDeviceSet(backendOptions);
            *simulatedFallback = result.simulatedFallback;
            return result;
        },
        nullptr);
    Sampler *sampler = samplerThread.sampler();
    QObject context;
    std::unique_ptr<StressSession> session;
    std::unique_ptr<BaselineStore> baselines;
    StressEnvironment environment = currentEnvironment(runner.path);
    DeviceList devices;
    QElapsedTimer sinceProgress;
    QSet<QString> faultsShown;

    const auto begin = [&](const DeviceList &list) {
        devices = list;
        if (allGpus) {
            gpus.clear();
            for (int i = 0; i < devices.size(); ++i)
                gpus << i;
        }
        for (int gpu : gpus) {
            if (gpu >= devices.size()) {
                const int found = static_cast<int>(devices.size()); // a plain variable for lupdate's %n
                err() << QCoreApplication::translate("Cli", "There is no GPU %1 (found %n GPU(s)).", nullptr, found).arg(gpu) << Qt::endl;
                QCoreApplication::exit(ExitBadArguments);
                return;
            }
        }
        plan.devices = gpus;
        if (*simulatedFallback) {
            // The runner tests the real GPU; simulated numbers must not pose as its telemetry.
            err() << CliTr::tr("No monitoring backend found a GPU: the run is judged without telemetry (temperatures, power and clocks are not checked).")
                  << Qt::endl;
        }
        sampler->call([&](DeviceSet *set) {
            for (int gpu : std::as_const(gpus)) {
                int local = -1;
                if (Backend *backend = set ? set->backendFor(gpu, &local) : nullptr)
                    environment.tuning.insert(gpu, backend->readControls(local));
            }
        });
        if (useBaseline) {
            baselines = std::make_unique<BaselineStore>();
            QString error;
            if (!baselines->load(&error))
                err() << CliTr::tr("Baselines not used: %1").arg(error) << Qt::endl;
        }
        session = std::make_unique<StressSession>(plan, runner.path, devices);
        session->setPolicy(policy);
        if (useBaseline)
            session->setBaselines(baselines.get());
        QObject::connect(session.get(), &StressSession::updated, &context, [&](int device) {
            if (json || sinceProgress.elapsed() < 2000)
                return;
            sinceProgress.restart();
            err() << stressProgressLine(device, session->runner(device)->record()) << Qt::endl;
        });
        QObject::connect(session.get(), &StressSession::faultFound, &context, [&](int device, const BenchFault &fault) {
            // The first fault of each GPU's test as it comes; the verdict has the counts.
            const QString key = QStringLiteral("%1/%2").arg(device).arg(fault.test);
            if (json || faultsShown.contains(key))
                return;
            const bool first = faultsShown.isEmpty();
            faultsShown.insert(key);
            err() << CliTr::tr("GPU %1: fault in the %2 test: %3").arg(device).arg(fault.test, fault.message) << Qt::endl;
            if (first && !plan.keepGoing)
                err() << CliTr::tr("Stopping every GPU's runner (--keep-going runs to the end).") << Qt::endl;
        });
        QObject::connect(session.get(), &StressSession::finished, &context, [&](const StressVerdict &verdict) {
            QCoreApplication::exit(exitCodeForVerdict(verdict.status));
        });
        if (!json)
            err() << CliTr::tr("Stress test: %1, %2 s per test (%3), GPU(s) %4, runner %5")
                         .arg(stressPresetLabel(plan.preset))
                         .arg(plan.secondsPerTest)
                         .arg(joinList(plan.tests))
                         .arg([&] { QStringList s; for (int g : std::as_const(gpus)) s << QString::number(g); return s.join(QStringLiteral(",")); }())
                         .arg(runner.path)
                  << Qt::endl;
        sinceProgress.start();
        session->start();
    };

    QObject::connect(sampler, &Sampler::started, &context, [&](bool started, const QString &message) {
        if (!started) {
            err() << message << Qt::endl;
            QCoreApplication::exit(ExitFailure);
        }
    });
    QObject::connect(sampler, &Sampler::devicesChanged, &context, [&](const DeviceList &list) {
        if (!session)
            begin(list);
    });
    QObject::connect(sampler, &Sampler::snapshotReady, &context, [&](const SnapshotPtr &snapshot) {
        if (session && !*simulatedFallback)
            session->addSnapshot(snapshot);
    });
    g_interrupted = false;
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    bool interrupted = false;
    QTimer interruptPoll;
    QObject::connect(&interruptPoll, &QTimer::timeout, &context, [&] {
        if (g_interrupted.exchange(false) && session) {
            interrupted = true;
            err() << CliTr::tr("Interrupted: stopping the runner …") << Qt::endl;
            session->cancel();
        }
    });
    interruptPoll.start(100);

    samplerThread.start(500);
    const int rc = QCoreApplication::exec();
    samplerThread.stop();
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    if (!session || !session->verdict())
        return rc;

    const StressVerdict &verdict = *session->verdict();
    // Like the GUI: the profiles whose values were in force get this run's result.
    ProfileStamping stamping;
    if (!interrupted) {
        ProfileStore store(ProfileStore::defaultDirectory());
        stamping = stampProfilesInForce(store, plan, verdict, environment.tuning, devices, QDateTime::currentDateTimeUtc());
    }
    if (json) {
        QJsonObject o = stressVerdictToJson(verdict);
        o.insert(QStringLiteral("stamped_profiles"), QJsonArray::fromStringList(stamping.stampedNames));
        o.insert(QStringLiteral("stamp_errors"), QJsonArray::fromStringList(stamping.errors));
        if (hardwareCheck)
            o.insert(QStringLiteral("hardware_check"), hardwareCheckToJson(verdict, doctorReport));
        out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
        out().flush();
    } else {
        printStressVerdict(out(), verdict, devices);
        if (hardwareCheck)
            printHardwareSummary(out(), verdict, doctorReport);
        if (!stamping.stampedNames.isEmpty()) {
            const int count = static_cast<int>(stamping.stampedNames.size()); // a plain variable for lupdate's %n
            out() << QCoreApplication::translate("Cli", "The result is recorded in %n profile(s): %1.", nullptr, count)
                         .arg(joinList(stamping.stampedNames))
                  << Qt::endl;
        }
    }
    for (const QString &error : stamping.errors)
        err() << error << Qt::endl;
    if (useBaseline && baselines && verdict.passed() && plan.injectFault.isEmpty()) {
        bool changed = false;
        for (const GpuRunData &run : session->runData())
            changed |= !baselines->recordMissing(run.info.stableId(), run.info.name, run.record.results(), QDateTime::currentDateTimeUtc()).isEmpty();
        QString error;
        if (changed && !baselines->save(&error))
            err() << error << Qt::endl;
    }
    // The verdict per GPU for `rocmtune-cli health` (not for a run with an injected fault).
    if (!interrupted && plan.injectFault.isEmpty()) {
        QString error;
        if (!StressVerdictFile(tuningStateDirectory())
                 .record(stressVerdictRecords(verdict, session->runData(), QDateTime::currentMSecsSinceEpoch()), &error))
            err() << QCoreApplication::translate("Cli", "The verdict was not recorded for rocmtune-cli health: %1").arg(error) << Qt::endl;
    }
    if (!reportPaths.isEmpty()) {
        const StressReportData report{plan, verdict, session->runData(), environment, session->startedMs(), session->finishedMs()};
        for (const QString &path : reportPaths)
            writeReport(report, path);
    }
    return exitCodeForVerdict(verdict.status);
}

ROCMTUNE_CLI_COMMAND("stress", QT_TRANSLATE_NOOP("Cli", "Stress-test GPUs and judge the run (PASS/FAIL)."), runStress);

} // namespace rocmtune::cli
