// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/tuning/UndervoltCommand.h"

#include "app/cli/CliContext.h"
#include "app/cli/SignalForwarder.h"
#include "app/cli/profile/ProfileCli.h"
#include "app/cli/stress/StressOutput.h"
#include "app/cli/tuning/HeldChangeRuns.h"
#include "app/cli/tuning/TuningExecution.h"
#include "app/cli/tuning/UndervoltOptions.h"
#include "app/cli/tuning/ValidatedChange.h"
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/i18n/CliTr.h"
#include "core/sampling/Sampler.h"
#include "core/stress/CommandValidation.h"
#include "core/stress/RunnerLocator.h"
#include "core/stress/StressSession.h"
#include "core/stress/TuningControllerPort.h"
#include "core/tuning/route/HelperClient.h"
#include "core/tuning/route/TuningController.h"
#include "core/tuning/route/TuningRequestHandler.h"
#include "core/undervolt/SimulatedStabilityCheck.h"
#include "core/undervolt/UndervoltMemory.h"
#include "core/undervolt/UndervoltProfile.h"
#include "core/undervolt/UndervoltProofRequest.h"
#include "core/undervolt/UndervoltSearch.h"
#include "core/undervolt/UndervoltTuningPort.h"
#include "core/undervolt/UndervoltValues.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QTimer>

#include <atomic>
#include <csignal>
#include <memory>

#include <unistd.h>

namespace rocmtune::cli {

namespace {
using Options = UndervoltOptions;

// One event loop: the sampler thread (devices, telemetry, the in-process
// tuning route), the tuning controller and ports, the search and the stress
// session of each step.
class SearchEventLoop
{
public:
    SearchEventLoop(const Options &options, QString runnerPath)
        : options_(options), runnerPath_(std::move(runnerPath)),
          samplerThread_([backend = options.backend] { return createDeviceSet(backend); }, nullptr),
          sampler_(samplerThread_.sampler()), controller_(sampler_), tuningPort_(&controller_),
          port_(&tuningPort_, undervoltValues, undervoltStateOf),
          search_(&port_, [this](const StressPlan &plan, const VerdictPolicy &policy) { return startRun(plan, policy); })
    {
        options.search.applyTo(search_);
    }

    int exec();
    const UndervoltReport &report() const { return search_.report(); }
    bool interrupted() const { return interrupted_; }
    QString setupError() const { return setupError_; }
    const DeviceList &devices() const { return devices_; }
    // The confirmation run that passed the proposal (plan and this GPU's verdict).
    const std::optional<std::pair<StressPlan, GpuVerdict>> &proposalCheck() const { return search_.proposalCheck(); }

private:
    void onDevices(const DeviceList &devices);
    void startSearch();
    bool startRun(const StressPlan &plan, const VerdictPolicy &policy);
    bool simulatedRun(const StressPlan &plan);
    bool startConfirmCommand();
    void progress(const QString &line) const
    {
        if (!options_.json)
            err() << line << Qt::endl;
    }

    const Options &options_;
    const QString runnerPath_;
    SamplerThread samplerThread_;
    Sampler *sampler_;
    TuningController controller_;
    TuningControllerPort tuningPort_;
    UndervoltTuningPort port_;
    UndervoltSearch search_;
    HeldChangeRuns runs_{sampler_, &context_, [this](const QString &line) { progress(line); }};
    DeviceList devices_;
    QObject context_;
    bool started_ = false;
    bool interrupted_ = false;
    bool waiterStarted_ = false;
    bool searchStarted_ = false;
    QString setupError_;
};

int SearchEventLoop::exec()
{
    QObject::connect(sampler_, &Sampler::started, &context_, [this](bool ok, const QString &message) {
        if (!ok && !started_) {
            setupError_ = message;
            QCoreApplication::exit(ExitFailure);
        }
    });
    QObject::connect(sampler_, &Sampler::devicesChanged, &context_, [this](const DeviceList &devices) {
        if (!started_)
            onDevices(devices);
    });
    runs_.followSnapshots();
    QObject::connect(&port_, &UndervoltPort::applied, &context_, [this](int, bool ok, const QString &) {
        // Crash safety: this process holds each step (the journal names it);
        // if it dies, the waiter reverts the offset at once. Between two steps
        // nothing is pending (each is reverted before the next): the waiter
        // stays while this process runs, not only while a step is pending.
        const bool inProcess = ::geteuid() == 0 || devices_.value(options_.gpu).simulated;
        if (ok && inProcess && !waiterStarted_) {
            waiterStarted_ = true;
            spawnHeldChangeWaiter(devices_.value(options_.gpu).simulated, options_.backendArgs, options_.backend.simulated.stateFile,
                                  ProcessIdentity::current());
        }
    });
    QObject::connect(&search_, &UndervoltSearch::stepFinished, &context_, [this](const UndervoltStep &step) {
        progress(CliTr::tr("%1 mV: %2 (%3 W, %4 MHz)")
                     .arg(step.offsetMillivolts)
                     .arg(step.summary)
                     .arg(step.averagePowerWatts ? QString::number(*step.averagePowerWatts, 'f', 0) : QStringLiteral("-"))
                     .arg(step.averageClockMegahertz ? QString::number(*step.averageClockMegahertz, 'f', 0) : QStringLiteral("-")));
    });
    QObject::connect(&search_, &UndervoltSearch::proposalPassed, &context_, [this](int millivolts) {
        progress(options_.keep ? CliTr::tr("%1 mV passed the confirmation: keeping it …").arg(millivolts)
                               : CliTr::tr("%1 mV passed the confirmation; without --keep it is reverted.").arg(millivolts));
        if (options_.keep)
            search_.keep();
        else
            search_.discard();
    });
    QObject::connect(&search_, &UndervoltSearch::finished, &context_, [this] { runs_.finish(true); });
    SignalForwarder forwarder;
    QObject::connect(&forwarder, &SignalForwarder::received, &context_, [this] {
        if (interrupted_)
            return;
        interrupted_ = true;
        progress(CliTr::tr("Interrupted: reverting the offset …"));
        if (!started_) {
            QCoreApplication::exit(ValidationExitInterrupted);
            return;
        }
        if (!search_.cancel(CliTr::tr("Interrupted, so the offset is reverted.")))
            QCoreApplication::exit(ValidationExitInterrupted);
        if (runs_.session && runs_.session->isRunning())
            runs_.session->cancel();
    });
    samplerThread_.start(500);
    const int rc = QCoreApplication::exec();
    samplerThread_.stop();
    return rc;
}

void SearchEventLoop::onDevices(const DeviceList &devices)
{
    devices_ = devices;
    started_ = true;
    if (options_.gpu >= devices.size()) {
        setupError_ = CliTr::tr("There is no GPU %1.").arg(options_.gpu);
        QCoreApplication::exit(TuningExitRefused);
        return;
    }
    if (!devices.at(options_.gpu).simulated && runnerPath_.isEmpty()) {
        setupError_ = runnerMissingText(locateRunner()) + QLatin1Char('\n') + CliTr::tr("Nothing was changed.");
        QCoreApplication::exit(ValidationExitNotRun);
        return;
    }
    // The search reads the card's offset from the controller's cache: fill it first.
    QObject::connect(&controller_, &TuningController::controlsCached, &context_, [this](int device) {
        if (device == options_.gpu && !searchStarted_)
            startSearch();
    });
    controller_.refreshCache(options_.gpu);
}

void SearchEventLoop::startSearch()
{
    searchStarted_ = true;
    QString error;
    if (!search_.start(options_.gpu, &error)) {
        setupError_ = error;
        QCoreApplication::exit(TuningExitRefused);
        return;
    }
    const DeviceList &devices = devices_;
    progress(CliTr::tr("Searching a stable undervolt on GPU %1 (%2): %3 mV steps, %4 check per step …")
                 .arg(options_.gpu)
                 .arg(devices.at(options_.gpu).name)
                 .arg(options_.search.stepMillivolts)
                 .arg(QLatin1String(undervoltCheckKey(options_.search.check))));
}

bool SearchEventLoop::simulatedRun(const StressPlan &plan)
{
    // The runner needs a real GPU: a simulated one runs the check in its model.
    std::optional<StressVerdict> verdict;
    sampler_->call([&](DeviceSet *set) {
        int local = -1;
        auto *sim = dynamic_cast<SimulatedBackend *>(set ? set->backendFor(options_.gpu, &local) : nullptr);
        if (SimulatedGpu *gpu = sim ? sim->gpu(local) : nullptr)
            verdict = simulatedStabilityCheck(*gpu, plan, options_.gpu);
    });
    if (!verdict)
        return false;
    QTimer::singleShot(0, &context_, [this, v = *verdict] { search_.runFinished(v); });
    return true;
}

bool SearchEventLoop::startRun(const StressPlan &plan, const VerdictPolicy &policy)
{
    if (interrupted_)
        return false;
    if (search_.isConfirming() && !options_.confirmCommand.isEmpty())
        return startConfirmCommand();
    if (devices_.value(options_.gpu).simulated)
        return simulatedRun(plan);
    VerdictPolicy runPolicy = policy;
    runPolicy.heartbeatTimeoutMs = options_.heartbeatTimeoutMs;
    runs_.session = std::make_unique<StressSession>(plan, runnerPath_, devices_);
    runs_.session->setPolicy(runPolicy);
    QObject::connect(runs_.session.get(), &StressSession::finished, &context_, [this](const StressVerdict &verdict) {
        search_.runFinished(verdict);
        runs_.finishWhenAllEnded();
    });
    runs_.session->start();
    return true;
}

bool SearchEventLoop::startConfirmCommand()
{
    RunSessionOptions runOptions;
    runOptions.save = false; // the confirmation's verdict is in the report; the run itself is not kept
    progress(CliTr::tr("Confirming with your command: %1").arg(options_.confirmCommand.join(QLatin1Char(' '))));
    return runs_.startCommand(options_.gpu, devices_, runOptions, options_.confirmCommand, QString(),
                              [this](const StressVerdict &verdict) { search_.runFinished(verdict); });
}

int exitCodeOf(const UndervoltReport &report, bool interrupted)
{
    using O = UndervoltReport::Outcome;
    if (interrupted)
        return ValidationExitInterrupted;
    switch (report.outcome) {
    case O::Kept:
    case O::Discarded:
    case O::Proposed:
    case O::NoGain: return ExitOk;
    case O::BaselineFailed:
    case O::ValidationFailed: return ValidationExitFailed;
    case O::Cancelled: return ValidationExitInterrupted;
    case O::Failed:
    case O::None: break;
    }
    return ExitFailure;
}

// --save-profile: the proposal that passed the confirmation, as a profile
// for this card only (an undervolt depends on the chip, not the model),
// stamped validated by that check like `tuning set --validate` stamps one.
// nullopt with *error when nothing was saved.
std::optional<Profile> saveProposal(const Options &options, const SearchEventLoop &flow, QString *error)
{
    if (options.gpu >= flow.devices().size()) {
        *error = CliTr::tr("GPU %1 is gone, so no profile was saved.").arg(options.gpu);
        return std::nullopt;
    }
    ProfileStore store = profileStore();
    return saveUndervoltProfile(store, options.saveProfile, flow.devices().at(options.gpu), flow.report(), flow.proposalCheck(), error);
}

} // namespace

int runUndervolt(const QStringList &args)
{
    Options options;
    int exitCode = ExitOk;
    if (!parseUndervoltOptions(args, &options, &exitCode))
        return exitCode;

    SearchEventLoop flow(options, locateRunner().path);
    const int rc = flow.exec();
    const UndervoltReport &report = flow.report();
    const int code = flow.setupError().isEmpty() ? exitCodeOf(report, flow.interrupted()) : rc;
    QString saveError;
    std::optional<Profile> saved;
    if (!options.saveProfile.isEmpty() && flow.setupError().isEmpty())
        saved = saveProposal(options, flow, &saveError);
    // A proposal that passed its confirmation is remembered with what it was proven on.
    QString rememberError;
    std::optional<QJsonObject> remembered;
    QString helperNote;
    if (flow.proposalCheck() && options.gpu < flow.devices().size()) {
        const DeviceInfo &card = flow.devices().at(options.gpu);
        remembered = rememberUndervolt(card, report, &rememberError);
        // A user's proof reaches the boot service (root, its own folder) only through the helper.
        if (remembered && undervoltProofNeedsHelper(card)) {
            const QJsonObject answer = HelperClient::runBlocking(undervoltProofRequest(options.gpu, *UndervoltProof::fromJson(*remembered)));
            helperNote = undervoltProofHelperAnswerText(answer);
            remembered->insert(QStringLiteral("recorded_for_boot"), answer.value(QStringLiteral("ok")).toBool());
        }
    }
    if (options.json) {
        QJsonObject o = report.toJson();
        if (saved)
            o.insert(QStringLiteral("saved_profile"), QJsonObject{{QStringLiteral("id"), saved->id}, {QStringLiteral("name"), saved->name}});
        else if (!options.saveProfile.isEmpty())
            o.insert(QStringLiteral("save_error"), saveError);
        if (!flow.setupError().isEmpty())
            o.insert(QStringLiteral("message"), flow.setupError());
        o.insert(QStringLiteral("gpu"), options.gpu);
        if (remembered)
            o.insert(QStringLiteral("proof"), *remembered);
        o.insert(QStringLiteral("interrupted"), flow.interrupted());
        o.insert(QStringLiteral("exit_code"), code);
        out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
        out().flush();
        return code;
    }
    QTextStream &s = code == ExitOk ? out() : err();
    if (!flow.setupError().isEmpty()) {
        s << flow.setupError() << Qt::endl;
        return code;
    }
    if (report.lastPassMillivolts)
        s << CliTr::tr("Lowest passing offset: %1 mV").arg(*report.lastPassMillivolts) << Qt::endl;
    if (report.firstFailMillivolts)
        s << CliTr::tr("First failing offset: %1 mV (reverted at once)").arg(*report.firstFailMillivolts) << Qt::endl;
    if (report.proposalMillivolts)
        s << CliTr::tr("Proposed offset (a margin of %1 mV): %2 mV").arg(report.marginMillivolts).arg(*report.proposalMillivolts) << Qt::endl;
    s << report.message << Qt::endl;
    if (remembered)
        s << undervoltProofLine(flow.devices().at(options.gpu)) << Qt::endl;
    if (!helperNote.isEmpty())
        s << helperNote << Qt::endl;
    else if (!rememberError.isEmpty())
        err() << CliTr::tr("The result could not be remembered: %1").arg(rememberError) << Qt::endl;
    if (saved)
        s << CliTr::tr("Saved as profile \"%1\" (validated).").arg(saved->name) << Qt::endl;
    else if (!options.saveProfile.isEmpty())
        err() << saveError << Qt::endl;
    return code;
}

} // namespace rocmtune::cli
