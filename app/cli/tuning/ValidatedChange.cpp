// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/tuning/ValidatedChange.h"

#include "app/cli/CliContext.h"
#include "app/cli/SignalForwarder.h"
#include "app/cli/stress/StressOutput.h"
#include "app/cli/tuning/HeldChangeRuns.h"
#include "app/cli/tuning/TuningExecution.h"
#include "core/i18n/CliTr.h"
#include "core/i18n/ListText.h"
#include "core/runs/RunSummaryText.h"
#include "core/sampling/Sampler.h"
#include "core/stress/CommandValidation.h"
#include "core/stress/RunnerLocator.h"
#include "core/stress/StressSession.h"
#include "core/stress/TuningControllerPort.h"
#include "core/tuning/ControlStateJson.h"
#include "core/tuning/route/TuningController.h"
#include "core/tuning/transaction/TuningLog.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonArray>

#include <atomic>
#include <cmath>
#include <csignal>
#include <memory>

#include <unistd.h>

namespace rocmtune::cli {

namespace {
std::optional<ControlState> readControls(Sampler *sampler, int gpu)
{
    std::optional<ControlState> state;
    sampler->call([&](DeviceSet *set) {
        int local = -1;
        if (Backend *backend = set && gpu >= 0 && gpu < set->deviceCount() ? set->backendFor(gpu, &local) : nullptr)
            state = backend->readControls(local);
    });
    return state;
}

QString planLine(const StressPlan &plan, const QString &runner)
{
    QStringList gpus;
    for (int g : plan.devices)
        gpus << QString::number(g);
    return CliTr::tr("Stress test: %1, %2 s per test (%3), GPU(s) %4, runner %5")
        .arg(stressPresetLabel(plan.preset))
        .arg(plan.secondsPerTest)
        .arg(joinList(plan.tests))
        .arg(gpus.join(QStringLiteral(",")))
        .arg(runner);
}

// The flow's one event loop: the sampler thread (devices, telemetry, the
// in-process tuning route), the tuning controller and port, the validation
// and the stress session.
class ValidationEventLoop
{
public:
    ValidationEventLoop(const ValidatedChangeRequest &request, const QString &runnerPath, ValidatedChangeResult *result)
        : request_(request), runnerPath_(runnerPath), result_(*result),
          samplerThread_(
              [options = request.backend, fallback = simulatedFallback_] {
                  DeviceSetResult set = createDeviceSet(options);
                  *fallback = set.simulatedFallback;
                  return set;
              },
              nullptr),
          sampler_(samplerThread_.sampler()), controller_(sampler_), port_(&controller_),
          validation_(&port_, [this](const StressPlan &plan, const VerdictPolicy &policy) { return startRun(plan, policy); })
    {
    }

    int exec();

private:
    void onDevices(const DeviceList &devices);
    bool startRun(const StressPlan &plan, const VerdictPolicy &policy);
    bool startCommand();
    void onCommandFinished(const StressVerdict &verdict);
    void onStateChanged(TuningValidation::State state);
    void onSignal(int signalNumber);
    void progress(const QString &line) const
    {
        if (request_.progress)
            err() << line << Qt::endl;
    }

    const ValidatedChangeRequest &request_;
    const QString runnerPath_;
    ValidatedChangeResult &result_;
    std::shared_ptr<std::atomic_bool> simulatedFallback_ = std::make_shared<std::atomic_bool>(false);
    SamplerThread samplerThread_;
    Sampler *sampler_;
    TuningController controller_;
    TuningControllerPort port_;
    TuningValidation validation_;
    HeldChangeRuns runs_{sampler_, &context_, [this](const QString &line) { progress(line); }};
    std::optional<StressVerdict> stressVerdict_;
    QObject context_;
    QElapsedTimer sinceProgress_;
    bool started_ = false;
};

int ValidationEventLoop::exec()
{
    QObject::connect(sampler_, &Sampler::started, &context_, [this](bool ok, const QString &message) {
        if (!ok && !started_) {
            result_.message = message;
            result_.setupExitCode = ExitFailure;
            QCoreApplication::exit(ExitFailure);
        }
    });
    QObject::connect(sampler_, &Sampler::devicesChanged, &context_, [this](const DeviceList &devices) {
        if (!started_)
            onDevices(devices);
    });
    runs_.followSnapshots([this] { return !*simulatedFallback_; });
    QObject::connect(&port_, &TuningPort::applied, &context_, [this](int, bool ok, const QString &) {
        // Crash safety: this process holds the change (its journal entry names
        // it); if it dies, the waiter reverts the change at once.
        if (ok)
            spawnHeldChangeWaiter(result_.devices.value(request_.gpu).simulated, request_.backendArgs, request_.backend.simulated.stateFile);
    });
    QObject::connect(&controller_, &TuningController::operationFinished, &context_, [this](int device, const QJsonObject &report) {
        if (device == request_.gpu && report.value(QStringLiteral("action")).toString() == QLatin1String("apply"))
            result_.applyReport = report;
    });
    QObject::connect(&validation_, &TuningValidation::stateChanged, &context_, [this](TuningValidation::State state) { onStateChanged(state); });
    // The command line decides for the user: PASS keeps the change.
    QObject::connect(&validation_, &TuningValidation::passed, &context_, [this] { validation_.keep(); });
    // Reverted under a running check (the tuning layer's own revert, or an
    // interrupt): the check tests nothing any more.
    QObject::connect(&validation_, &TuningValidation::finished, &context_, [this] { runs_.finish(false); });
    SignalForwarder forwarder;
    QObject::connect(&forwarder, &SignalForwarder::received, &context_, [this](int signalNumber) { onSignal(signalNumber); });

    if (!request_.command.isEmpty()) {
        const int stressSeconds = request_.stress ? static_cast<int>(std::ceil(request_.plan.totalSeconds())) : 0;
        validation_.setHoldSeconds(stressSeconds + CommandValidationRun::kHoldSeconds);
    }
    samplerThread_.start(500);
    const int rc = QCoreApplication::exec();
    if (started_)
        result_.after = readControls(sampler_, request_.gpu);
    samplerThread_.stop();
    result_.outcome = validation_.outcome();
    if (result_.message.isEmpty())
        result_.message = validation_.message();
    if (result_.commandVerdict && result_.outcome == TuningValidation::Outcome::Kept)
        result_.message = request_.stress ? CliTr::tr("Kept: the change passed the stress test and your command.")
                                          : CliTr::tr("Kept: the change passed your command's check.");
    if (result_.commandVerdict && !result_.commandVerdict->passed() && !result_.interrupted
        && result_.outcome == TuningValidation::Outcome::Reverted)
        result_.message = CliTr::tr("Your command's check did not pass, so the change is reverted: %1").arg(result_.commandVerdict->summary());
    if (runs_.session)
        result_.verdict = runs_.session->verdict();
    if (const CommandValidationRun *command = runs_.command.get(); command && !command->isRunning() && result_.commandVerdict) {
        result_.commandRun = command->summary();
        result_.commandRunDirectory = command->directory();
        result_.commandRunSaveError = command->saveError();
    }
    return rc;
}

void ValidationEventLoop::onDevices(const DeviceList &devices)
{
    result_.devices = devices;
    if (request_.gpu >= devices.size() || devices.at(request_.gpu).stableId() != request_.deviceId) {
        result_.message = CliTr::tr("GPU %1 is not the GPU it was a moment ago; nothing was changed.").arg(request_.gpu);
        result_.setupExitCode = ExitFailure;
        QCoreApplication::exit(ExitFailure);
        return;
    }
    started_ = true;
    if (*simulatedFallback_) {
        // The runner tests the real GPU; simulated numbers must not pose as its telemetry.
        err() << CliTr::tr("No monitoring backend found a GPU: the run is judged without telemetry (temperatures, power and clocks are not checked).")
              << Qt::endl;
    }
    result_.before = readControls(sampler_, request_.gpu);
    port_.setPrepared(request_.gpu, request_.values);
    validation_.setPlan(request_.plan);
    validation_.start(request_.gpu);
}

bool ValidationEventLoop::startRun(const StressPlan &plan, const VerdictPolicy &policy)
{
    if (result_.interrupted)
        return false;
    result_.plan = plan;
    if (auto state = readControls(sampler_, request_.gpu))
        result_.tuningAtStart.insert(request_.gpu, *state);
    if (!request_.stress)
        return startCommand();
    VerdictPolicy runPolicy = policy; // the validation's (no baseline comparison) with our heartbeat
    runPolicy.heartbeatTimeoutMs = request_.policy.heartbeatTimeoutMs;
    runs_.session = std::make_unique<StressSession>(plan, runnerPath_, result_.devices);
    runs_.session->setPolicy(runPolicy);
    QObject::connect(runs_.session.get(), &StressSession::updated, &context_, [this](int device) {
        if (sinceProgress_.elapsed() < 2000)
            return;
        sinceProgress_.restart();
        progress(stressProgressLine(device, runs_.session->runner(device)->record()));
    });
    QObject::connect(runs_.session.get(), &StressSession::finished, &context_, [this](const StressVerdict &verdict) {
        if (request_.command.isEmpty() || !verdict.passed() || result_.interrupted) {
            validation_.runFinished(verdict);
            runs_.finishWhenAllEnded();
            return;
        }
        // The stress run passed: now the user's command, under the same held change.
        stressVerdict_ = verdict;
        if (!startCommand()) {
            StressVerdict failed = verdict;
            failed.status = VerdictStatus::Fail;
            validation_.runFinished(failed);
            runs_.finishWhenAllEnded();
        }
    });
    progress(planLine(plan, runnerPath_));
    sinceProgress_.start();
    runs_.session->start();
    return true;
}

bool ValidationEventLoop::startCommand()
{
    RunSessionOptions options;
    options.forwardChannels = true; // the command has this terminal
    progress(CliTr::tr("Running your command under the change: %1").arg(request_.command.join(QLatin1Char(' '))));
    return runs_.startCommand(request_.gpu, result_.devices, options, request_.command, request_.workingDirectory,
                              [this](const StressVerdict &verdict) { onCommandFinished(verdict); });
}

void ValidationEventLoop::onCommandFinished(const StressVerdict &verdict)
{
    result_.commandVerdict = verdict;
    validation_.runFinished(combineWithCommandVerdict(stressVerdict_, verdict));
}

void ValidationEventLoop::onStateChanged(TuningValidation::State state)
{
    switch (state) {
    case TuningValidation::State::Applying:
        progress(CliTr::tr("Applying the change to GPU %1; it is held while the check runs …").arg(request_.gpu));
        break;
    case TuningValidation::State::Keeping:
        progress(CliTr::tr("PASS: keeping the change …"));
        break;
    case TuningValidation::State::Reverting:
        progress(CliTr::tr("Reverting GPU %1 to the values from before …").arg(request_.gpu));
        break;
    default:
        break;
    }
}

void ValidationEventLoop::onSignal(int signalNumber)
{
    if (result_.interrupted)
        return;
    result_.interrupted = true;
    // From a terminal the command got the signal with us (same process
    // group); otherwise pass it on, and wait for the command to end.
    if (runs_.command && runs_.command->isRunning() && (signalNumber != SIGINT || !::isatty(STDIN_FILENO)))
        runs_.command->target()->sendSignal(signalNumber);
    progress(CliTr::tr("Interrupted: stopping the runner …"));
    if (!started_) {
        QCoreApplication::exit(ValidationExitInterrupted);
        return;
    }
    validation_.cancel(CliTr::tr("Interrupted, so the change is reverted."));
    if (runs_.session && runs_.session->isRunning())
        runs_.session->cancel();
}

QJsonObject controlsJson(const std::optional<ControlState> &state)
{
    return state ? controlStateToJson(*state) : QJsonObject();
}

} // namespace

int ValidatedChangeResult::exitCode(int refusedCode, int applyFailedCode) const
{
    if (setupExitCode)
        return *setupExitCode;
    switch (outcome) {
    case TuningValidation::Outcome::Kept: return ExitOk;
    case TuningValidation::Outcome::ApplyFailed:
        if (interrupted)
            return ValidationExitInterrupted;
        return applyReport.value(QStringLiteral("outcome")).toString() == QLatin1String("refused") ? refusedCode : applyFailedCode;
    case TuningValidation::Outcome::RevertFailed: return ValidationExitRevertFailed;
    case TuningValidation::Outcome::None:
    case TuningValidation::Outcome::Reverted: break;
    }
    // A cancelled verdict is ours: after an interrupt, or after the tuning
    // layer reverted the change under the run (then it did not pass).
    if (interrupted)
        return ValidationExitInterrupted;
    if (verdict && verdict->status == VerdictStatus::NotRun)
        return ValidationExitNotRun;
    return ValidationExitFailed;
}

const char *ValidatedChangeResult::outcomeKey() const
{
    if (setupExitCode)
        return "not_applied";
    switch (outcome) {
    case TuningValidation::Outcome::Kept: return "kept";
    case TuningValidation::Outcome::Reverted: return "reverted";
    case TuningValidation::Outcome::ApplyFailed: return "apply_failed";
    case TuningValidation::Outcome::RevertFailed: return "revert_failed";
    case TuningValidation::Outcome::None: break;
    }
    return "not_applied";
}

ValidatedChangeResult runValidatedChange(const ValidatedChangeRequest &request)
{
    ValidatedChangeResult result;
    result.plan = request.plan;
    // Checked before anything is applied: no change is made that no check could follow.
    const RunnerLocation runner = request.stress ? locateRunner() : RunnerLocation{};
    if (request.stress && runner.path.isEmpty()) {
        // The user's words, as the GUI says it; the searched paths and the
        // build commands only with --verbose.
        result.message = runnerMissingUserText() + QLatin1Char(' ') + QLatin1String(kStressReadmeUrl);
        if (request.verbose)
            result.message += QLatin1Char('\n') + runnerMissingText(runner);
        result.message += QLatin1Char('\n') + CliTr::tr("Nothing was changed.");
        result.setupExitCode = ValidationExitNotRun;
        return result;
    }
    result.runnerPath = runner.path;
    ValidationEventLoop flow(request, runner.path, &result);
    flow.exec();
    return result;
}

void logValidatedCommand(const ValidatedChangeResult &result, const ValidatedChangeRequest &request)
{
    if (request.command.isEmpty() || result.setupExitCode)
        return;
    TuningLogEntry entry;
    entry.timestampMs = QDateTime::currentMSecsSinceEpoch();
    entry.deviceId = request.deviceId;
    entry.deviceName = result.devices.value(request.gpu).name;
    entry.action = QStringLiteral("validate_with");
    entry.outcome = QLatin1String(result.outcomeKey());
    const QString exit = result.commandRun ? result.commandRun->exitDescription : QStringLiteral("not run");
    entry.message = QStringLiteral("%1: %2").arg(request.command.join(QLatin1Char(' ')), exit);
    entry.runDirectory = result.commandRunDirectory;
    QString error;
    if (!TuningLog(TuningLog::defaultPath()).append(entry, &error))
        err() << CliTr::tr("The tuning log could not be written: %1").arg(error) << Qt::endl;
}

ProfileStamping stampValidatedChange(ProfileStore &store, const ValidatedChangeResult &result, const QString &alsoProfileId)
{
    ProfileStamping stamping;
    if (!result.verdict || result.interrupted)
        return stamping; // a run cut short says nothing about the values
    if (result.commandVerdict && !result.commandVerdict->passed())
        return stamping; // the change was reverted: the user's own command failed under it
    const QDateTime now = QDateTime::currentDateTimeUtc();
    stamping = stampProfilesInForce(store, result.plan, *result.verdict, result.tuningAtStart, result.devices, now);
    if (alsoProfileId.isEmpty() || !runStampsProfiles(result.plan, *result.verdict))
        return stamping;
    const std::optional<Profile> profile = store.findById(alsoProfileId);
    if (!profile || stamping.stampedNames.contains(profile->name))
        return stamping;
    for (const GpuVerdict &gpu : result.verdict->gpus) {
        if (!result.tuningAtStart.contains(gpu.device))
            continue;
        QString error;
        if (store.recordValidation(profile->id, profileValidationOf(result.plan, gpu, now), &error))
            stamping.stampedNames << profile->name;
        else
            stamping.errors << CliTr::tr("Profile \"%1\": %2").arg(profile->name, error);
    }
    return stamping;
}

void printValidatedChange(const ValidatedChangeResult &result, const ProfileStamping &stamping, bool success)
{
    if (result.verdict)
        printStressVerdict(out(), *result.verdict, result.devices);
    QTextStream &s = success ? out() : err();
    if (result.commandVerdict) {
        s << Qt::endl;
        if (result.commandRun) {
            s << CliTr::tr("Your command (%1) %2.")
                     .arg(result.commandRun->command.join(QLatin1Char(' ')), RunTarget::exitText(result.commandRun->exitCode))
              << Qt::endl;
            s << runSummaryText(*result.commandRun) << Qt::endl;
        }
        s << CliTr::tr("Your command's check: %1").arg(verdictStatusLabel(result.commandVerdict->status)) << Qt::endl;
        for (const GpuVerdict &g : result.commandVerdict->gpus) {
            for (const VerdictReason &r : g.reasons)
                s << "  " << r.text() << Qt::endl;
            for (const VerdictReason &r : g.notes)
                s << "  " << CliTr::tr("note: %1").arg(r.text()) << Qt::endl;
            if (g.kernelLog && g.kernelLog->watched && g.kernelLog->events.isEmpty())
                s << "  " << CliTr::tr("Kernel log (%1): no GPU reset, hang or Xid while it ran").arg(g.kernelLog->source) << Qt::endl;
        }
        if (!result.commandRunSaveError.isEmpty())
            err() << CliTr::tr("The command's run could not be saved: %1").arg(result.commandRunSaveError) << Qt::endl;
        else if (!result.commandRunDirectory.isEmpty())
            s << CliTr::tr("The command's run is saved in %1").arg(result.commandRunDirectory) << Qt::endl;
    }
    if (!result.message.isEmpty())
        s << Qt::endl << result.message << Qt::endl;
    if (!stamping.stampedNames.isEmpty()) {
        const int count = static_cast<int>(stamping.stampedNames.size()); // a plain variable for lupdate's %n
        s << QCoreApplication::translate("Cli", "The result is recorded in %n profile(s): %1.", nullptr, count)
                 .arg(joinList(stamping.stampedNames))
          << Qt::endl;
    }
    for (const QString &error : stamping.errors)
        err() << error << Qt::endl;
    s.flush();
}

QJsonObject validatedChangeJson(const ValidatedChangeResult &result, const ProfileStamping &stamping)
{
    QJsonObject check{{QStringLiteral("preset"), QLatin1String(stressPresetKey(result.plan.preset))},
                      {QStringLiteral("tests"), QJsonArray::fromStringList(result.plan.tests)},
                      {QStringLiteral("seconds_per_test"), result.plan.secondsPerTest}};
    if (!result.runnerPath.isEmpty())
        check.insert(QStringLiteral("runner"), result.runnerPath);
    QJsonValue command;
    if (result.commandVerdict) {
        QJsonObject c{{QStringLiteral("verdict"), stressVerdictToJson(*result.commandVerdict)}};
        if (result.commandRun) {
            c.insert(QStringLiteral("argv"), QJsonArray::fromStringList(result.commandRun->command));
            c.insert(QStringLiteral("exit_code"), result.commandRun->exitCode ? QJsonValue(*result.commandRun->exitCode) : QJsonValue());
            c.insert(QStringLiteral("exit"), result.commandRun->exitDescription);
            c.insert(QStringLiteral("run"), result.commandRun->toJson());
        }
        if (!result.commandRunDirectory.isEmpty())
            c.insert(QStringLiteral("run_directory"), result.commandRunDirectory);
        command = c;
    }
    return QJsonObject{{QStringLiteral("command"), command},{QStringLiteral("outcome"), QLatin1String(result.outcomeKey())},
                       {QStringLiteral("message"), result.message},
                       {QStringLiteral("interrupted"), result.interrupted},
                       {QStringLiteral("apply"), result.applyReport},
                       {QStringLiteral("before"), controlsJson(result.before)},
                       {QStringLiteral("after"), controlsJson(result.after)},
                       {QStringLiteral("check"), check},
                       {QStringLiteral("stress_verdict"), result.verdict ? QJsonValue(stressVerdictToJson(*result.verdict)) : QJsonValue()},
                       {QStringLiteral("stamped_profiles"), QJsonArray::fromStringList(stamping.stampedNames)},
                       {QStringLiteral("stamp_errors"), QJsonArray::fromStringList(stamping.errors)}};
}

} // namespace rocmtune::cli
