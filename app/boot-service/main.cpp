// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-boot: applies the boot profiles (/etc/rocmtune/boot-profiles.json,
// written only by rocmtune-helper) through the same tuning transaction as
// every other change, and keeps them applied:
//   rocmtune-boot start                     the service (rocmtune-boot.service): boot-loop guard,
//                                           apply at boot, READY=1, then re-apply on drift every
//                                           second until SIGTERM (a clean shutdown for the guard)
//   rocmtune-boot event resume              after suspend/hibernate (rocmtune-resume.service)
//   rocmtune-boot event gpu-reset [cardN]   after a GPU reset or driver reload (the udev rule)
//   rocmtune-boot event fan-restore         after the service ended (its ExecStopPost): fans a
//                                           software fan curve of a process that is gone (SIGKILL,
//                                           a crash) left behind go back to automatic control
// The service also runs the software fan curves of boot profiles on cards
// whose fan takes only a PWM value (core/boot/SoftwareFanRunner.h),
// and puts those fans back to automatic control whenever it stops.
// Each result goes to the tuning log (with its reason as the action) and to
// standard output, which systemd puts in the journal. No other arguments,
// no environment it trusts (the same as rocmtune-helper), never simulated GPUs.
#include "app/boot-service/SystemdNotify.h"
#include "core/backends/BackendRegistry.h"
#include "core/boot/BootGuard.h"
#include "core/boot/BootService.h"
#include "core/boot/BootServiceMarker.h"
#include "core/boot/BootTr.h"
#include "core/boot/ResetReapplyLimit.h"
#include "core/boot/SoftwareFanRunner.h"
#include "core/boot/SoftwareFanWatchdog.h"
#include "core/i18n/Language.h"
#include "core/tuning/policy/SafetyPolicyFile.h"
#include "core/tuning/record/SetRecord.h"
#include "core/tuning/route/RootApplication.h"
#include "core/tuning/transaction/JournalLock.h"
#include "core/tuning/transaction/StateFolder.h"
#include "core/tuning/transaction/TuningPaths.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <exception>
#include <sys/stat.h>
#include <unistd.h>

using namespace rocmtune;

namespace {

std::atomic<bool> stopRequested{false};

void onStopSignal(int)
{
    stopRequested = true;
}

// One line to the journal: "<N>" is the syslog priority systemd reads.
void journal(int priority, const QString &line)
{
    std::fprintf(stdout, "<%d>%s\n", priority, line.toUtf8().constData());
    std::fflush(stdout);
}

void report(const QVector<BootOutcome> &outcomes)
{
    for (const BootOutcome &o : outcomes)
        journal(o.kind == BootOutcome::Kind::Applied ? 6 : o.kind == BootOutcome::Kind::Failed ? 3 : 4, o.message);
}

void report(const QVector<FanJournalLine> &lines)
{
    for (const FanJournalLine &line : lines)
        journal(line.priority, line.text);
}

int usage()
{
    journal(3, rocmtune::BootTr::tr("Usage: rocmtune-boot start | event resume | event gpu-reset [cardN] | event fan-restore"));
    return 2;
}

// The state folder and its files must be root's own (StateFolder), like the helper's.
bool stateTrusted(const QString &dir, QString *error)
{
    const auto folder = StateFolder::open(dir, true, error);
    return folder
           && folder->checkFiles({QStringLiteral("journal.json"), QStringLiteral("tuning-log.jsonl"), QStringLiteral("journal.lock"),
                                  QStringLiteral("power-cap-boot.json"), BootGuardFile::fileName(),
                                  SoftwareFanFile::fileName(), ResetReapplyLimit::fileName(), SetRecord::fileName()},
                                 error);
}

// The real GPUs; at boot the driver may still be loading, so an empty
// result is retried for up to waitMs. Never simulated GPUs.
std::unique_ptr<DeviceSet> openDevices(int waitMs, QString *error)
{
    BackendOptions options;
    for (int waited = 0;; waited += 1000) {
        DeviceSetResult result = createDeviceSet(options);
        if (result.devices && !result.simulatedFallback && result.devices->deviceCount() > 0)
            return std::move(result.devices);
        *error = result.simulatedFallback ? rocmtune::BootTr::tr("No GPU can be opened: %1").arg(result.log.join(QStringLiteral("; "))) : result.error;
        if (waited >= waitMs || stopRequested)
            return nullptr;
        QThread::msleep(1000);
    }
}

// "card0" -> the GPU ids whose PCI bus id is that card's; empty: all GPUs.
QStringList devicesOfCard(const DeviceSet &devices, const QString &card)
{
    static const QRegularExpression cardName(QStringLiteral("^card[0-9]{1,4}$"));
    if (!cardName.match(card).hasMatch())
        return {};
    const QString bus = QFileInfo(QStringLiteral("/sys/class/drm/%1/device").arg(card)).canonicalFilePath().section(QLatin1Char('/'), -1);
    QStringList ids;
    for (const DeviceInfo &info : devices.devices()) {
        if (!bus.isEmpty() && info.pciBusId.compare(bus, Qt::CaseInsensitive) == 0)
            ids << info.stableId();
    }
    return ids;
}

// The DRM cards and their sysfs nodes' inode numbers: a driver reload
// (or a card removed and added again) creates new nodes.
QByteArray drmSignature()
{
    QByteArray signature;
    const QStringList cards = QDir(QStringLiteral("/sys/class/drm")).entryList({QStringLiteral("card*")}, QDir::AllEntries | QDir::System);
    for (const QString &card : cards) {
        struct stat st {};
        if (::stat(QFile::encodeName(QStringLiteral("/sys/class/drm/") + card).constData(), &st) == 0)
            signature += card.toLatin1() + ':' + QByteArray::number(static_cast<qulonglong>(st.st_ino)) + ' ';
    }
    return signature;
}

struct Setup {
    QString stateDir;
    SafetyPolicy policy;
};

std::optional<Setup> setUp()
{
    Setup setup;
    setup.stateDir = tuningStateDirectory();
    QString error;
    if (!stateTrusted(setup.stateDir, &error)) {
        journal(3, error);
        return std::nullopt;
    }
    // The administrator's policy, read strictly: with an error in it nothing is applied.
    const SafetyPolicyFile policyFile = SafetyPolicyFile::load();
    if (!policyFile.ok()) {
        journal(3, rocmtune::BootTr::tr("No boot profile is applied: %1").arg(policyFile.error));
        return std::nullopt;
    }
    setup.policy = policyFile.policy;
    return setup;
}

int runEvent(BootReason reason, const QString &card)
{
    const auto setup = setUp();
    if (!setup)
        return 3;
    QString error;
    // Only once rocmtune-boot.service has started in this boot (enabled, its
    // guard judged): the udev rule and the resume unit run whether or not
    // the administrator enabled the service, and at boot before it.
    if (!BootServiceMarker().startedInBoot(currentBootId(), &error)) {
        journal(5, rocmtune::BootTr::tr("No boot profile is applied %1: %2").arg(QLatin1String(bootReasonKey(reason)), error));
        return 0;
    }
    // A reset storm (a profile that hangs the GPU) re-applies only a few times.
    if (reason == BootReason::GpuReset) {
        const QString key = card.isEmpty() ? QStringLiteral("all") : card;
        std::optional<bool> allowed;
        {
            const auto lock = TuningJournal(setup->stateDir).lock(&error);
            if (lock)
                allowed = ResetReapplyLimit(setup->stateDir).take(key, QDateTime::currentMSecsSinceEpoch(), &error);
        }
        if (!allowed) {
            journal(3, rocmtune::BootTr::tr("No boot profile is applied %1: %2").arg(QLatin1String(bootReasonKey(reason)), error));
            return 1;
        }
        if (!*allowed) {
            journal(4, rocmtune::BootTr::tr("No boot profile is applied after this GPU reset of %1: it was re-applied after %2 resets within %3 minutes "
                                "already (a profile that makes the GPU hang?). The next boot, resume or profile change applies it again.")
                           .arg(key)
                           .arg(ResetReapplyLimit::kMaxReapplies)
                           .arg(ResetReapplyLimit::kWindowMs / 60000));
            return 0;
        }
    }
    auto devices = openDevices(reason == BootReason::GpuReset ? 10000 : 5000, &error);
    if (!devices) {
        journal(3, rocmtune::BootTr::tr("No boot profile is applied %1: %2").arg(QLatin1String(bootReasonKey(reason)), error));
        return 1;
    }
    BootService boot{BootProfileFile(), setup->stateDir};
    QVector<BootOutcome> outcomes;
    {
        TuningService service(*devices, TuningJournal(setup->stateDir), TuningLog(TuningLog::pathIn(setup->stateDir)), setup->policy);
        outcomes = boot.reapply(*devices, service, reason, devicesOfCard(*devices, card));
    }
    if (!boot.lastError().isEmpty())
        journal(3, boot.lastError());
    report(outcomes);
    // A GPU whose fan could not be read now (the library's check timed out on
    // a busy machine) is tried once more, with the library's checks run again.
    QStringList retry;
    for (const BootOutcome &o : outcomes) {
        if (o.transient)
            retry << o.deviceId;
    }
    if (!retry.isEmpty() && !stopRequested) {
        constexpr int kTransientRetryMs = 10000;
        journal(5, rocmtune::BootTr::tr("Trying the boot profile of %n GPU(s) again in %1 s.", nullptr, static_cast<int>(retry.size())).arg(kTransientRetryMs / 1000));
        QThread::msleep(kTransientRetryMs);
        devices.reset();
        devices = openDevices(5000, &error);
        if (!devices) {
            journal(3, rocmtune::BootTr::tr("No boot profile is applied %1: %2").arg(QLatin1String(bootReasonKey(reason)), error));
            return 1;
        }
        TuningService service(*devices, TuningJournal(setup->stateDir), TuningLog(TuningLog::pathIn(setup->stateDir)), setup->policy);
        const QVector<BootOutcome> again = boot.reapply(*devices, service, reason, retry);
        report(again);
        outcomes.erase(std::remove_if(outcomes.begin(), outcomes.end(), [](const BootOutcome &o) { return o.transient; }), outcomes.end());
        outcomes << again;
    }
    const bool failed = std::any_of(outcomes.cbegin(), outcomes.cend(), [](const BootOutcome &o) { return o.kind == BootOutcome::Kind::Failed; });
    return boot.lastError().isEmpty() && !failed ? 0 : 1;
}

// After the service ended (ExecStopPost, also after SIGKILL): the fans a
// software curve of a process that is gone left behind go back to automatic.
int runFanRestore()
{
    // Only the state folder is needed (not the safety policy: a broken
    // safety.conf must not keep a fan at a fixed duty).
    const QString stateDir = tuningStateDirectory();
    QString error;
    if (!stateTrusted(stateDir, &error)) {
        journal(3, error);
        return 3;
    }
    // The hwmon files alone: never the ROCm SMI library, whose lock a user may hold.
    const QVector<FanJournalLine> lines = SoftwareFanRunner::restoreLeftOver(stateDir, ::getpid());
    report(lines);
    return std::any_of(lines.cbegin(), lines.cend(), [](const FanJournalLine &l) { return l.priority <= 3; }) ? 1 : 0;
}

// The watch loop: drift re-applies and the software fan curves, once a second, until SIGTERM.
void watchLoop(BootService &boot, std::unique_ptr<DeviceSet> &devices, const Setup &setup)
{
    constexpr int kPollMs = 1000;
    QString error;
    QByteArray cardsSeen = drmSignature();
    QString lastError = boot.lastError();
    while (!stopRequested) {
        for (int slept = 0; slept < kPollMs && !stopRequested; slept += 100)
            QThread::msleep(100);
        if (stopRequested)
            break;
        // A driver reload replaces the cards under the library: the devices
        // are opened afresh when the DRM cards changed.
        const QByteArray cards = drmSignature();
        if (!devices || cards != cardsSeen) {
            devices.reset();
            devices = openDevices(0, &error);
            cardsSeen = cards;
        }
        if (!devices)
            continue;
        TuningService service(*devices, TuningJournal(setup.stateDir), TuningLog(TuningLog::pathIn(setup.stateDir)), setup.policy);
        report(boot.watch(*devices, service));
        report(boot.takeFanLines());
        if (boot.lastError() != lastError && !boot.lastError().isEmpty())
            journal(3, boot.lastError());
        lastError = boot.lastError();
    }
}

int runService()
{
    struct sigaction action {};
    action.sa_handler = onStopSignal;
    ::sigaction(SIGTERM, &action, nullptr);
    ::sigaction(SIGINT, &action, nullptr);
    const auto setup = setUp();
    if (!setup)
        return 3;
    // Fans an earlier run left under a software curve (it was killed) first,
    // through their hwmon files (no library needed).
    report(SoftwareFanRunner::restoreLeftOver(setup->stateDir, ::getpid()));
    QString error;
    auto devices = openDevices(30000, &error);
    if (!devices) {
        journal(3, rocmtune::BootTr::tr("No boot profile is applied at boot: %1").arg(error));
        return 1;
    }
    // Puts the curves' fans back to automatic when a step overruns (the loop
    // waits in the library) and at once on SIGTERM.
    SoftwareFanWatchdog watchdog(stopRequested, [](int priority, const QString &line) { journal(priority, line); });
    SoftwareFanRunner fans(setup->stateDir, ::getpid());
    fans.setWatchdog(&watchdog);
    BootService boot{BootProfileFile(), setup->stateDir};
    boot.setFanRunner(&fans);
    try {
        {
            TuningService service(*devices, TuningJournal(setup->stateDir), TuningLog(TuningLog::pathIn(setup->stateDir)), setup->policy);
            // The guard first, then the marker that lets the one-shot events apply in this boot.
            if (boot.evaluateGuard(service) && !BootServiceMarker().write(currentBootId(), ::getpid(), QDateTime::currentMSecsSinceEpoch(), &error))
                journal(3, rocmtune::BootTr::tr("The events of this boot will apply nothing: %1").arg(error));
            report(boot.start(*devices, service));
            report(boot.takeFanLines());
        }
        if (!boot.lastError().isEmpty())
            journal(3, boot.lastError());
        notifySystemd("READY=1\nSTATUS="
                      + rocmtune::BootTr::tr("Boot profiles applied; watching %n GPU(s) for drift.", nullptr, boot.watchedCount()).toUtf8() + ' '
                      + rocmtune::BootTr::tr("Software fan curves: %n.", nullptr, fans.count()).toUtf8());
        watchLoop(boot, devices, *setup);
        watchdog.loopEnded();
    } catch (const std::exception &e) {
        watchdog.loopEnded();
        // Never a fan left at a duty nothing follows any more.
        report(fans.stopAll(devices.get(), rocmtune::BootTr::tr("the service failed: %1").arg(QString::fromLocal8Bit(e.what()))));
        journal(3, rocmtune::BootTr::tr("rocmtune-boot failed: %1").arg(QString::fromLocal8Bit(e.what())));
        return 1;
    } catch (...) {
        watchdog.loopEnded();
        report(fans.stopAll(devices.get(), rocmtune::BootTr::tr("the service failed")));
        journal(3, rocmtune::BootTr::tr("rocmtune-boot failed."));
        return 1;
    }
    notifySystemd("STOPPING=1");
    report(fans.stopAll(devices.get(), rocmtune::BootTr::tr("the service stopped")));
    if (!boot.recordCleanShutdown(&error)) {
        journal(3, error);
        return 1;
    }
    journal(6, rocmtune::BootTr::tr("Stopped; clean shutdown recorded for the boot-loop guard."));
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    RootApplication app(argc, argv); // umask 077, the caller's variables dropped (as the helper)
    applyLanguage(resolveLanguage(QString()));
    if (::geteuid() != 0) {
        journal(3, rocmtune::BootTr::tr("rocmtune-boot runs as root, started by systemd (rocmtune-boot.service)."));
        return 2;
    }
    const QStringList args = QCoreApplication::arguments().mid(1);
    if (args == QStringList{QStringLiteral("start")})
        return runService();
    if (args == QStringList{QStringLiteral("event"), QStringLiteral("resume")})
        return runEvent(BootReason::Resume, QString());
    if (args == QStringList{QStringLiteral("event"), QStringLiteral("fan-restore")})
        return runFanRestore();
    if ((args.size() == 2 || args.size() == 3) && args.at(0) == QLatin1String("event") && args.at(1) == QLatin1String("gpu-reset"))
        return runEvent(BootReason::GpuReset, args.value(2));
    return usage();
}
