// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-helper: the one privileged entry point. Reads one JSON request
// (TuningRequest schema) on stdin, validates it again with core/tuning (never
// trusting the caller), applies it through the backend, reads it back and
// answers one JSON object on stdout (or a boot-profile request, BootRequest.h).
// No paths, no commands, no options but
// --revert-when-due, which the helper itself starts as the waiter that
// reverts an unconfirmed change at its deadline.
#include "core/backends/BackendRegistry.h"
#include "core/boot/BootGuard.h"
#include "core/boot/BootProfileFile.h"
#include "core/boot/BootRequest.h"
#include "core/i18n/Language.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "core/tuning/policy/SafetyPolicyFile.h"
#include "core/tuning/record/PowerCapBootRecord.h"
#include "core/tuning/record/SetRecord.h"
#include "core/tuning/route/RootApplication.h"
#include "core/tuning/route/TuningRequestHandler.h"
#include "core/tuning/transaction/RevertWaiter.h"
#include "core/tuning/transaction/StateFolder.h"
#include "core/tuning/transaction/SysfsRevert.h"
#include "core/tuning/transaction/TuningPaths.h"
#include "core/undervolt/UndervoltProofRequest.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QSysInfo>
#include <QThread>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <unistd.h>

using namespace rocmtune;

namespace {

struct HelperTr {
    Q_DECLARE_TR_FUNCTIONS(Helper)
};

// The files of the state folder; each that exists must be root's own
// regular file (StateFolder), or the helper does nothing at all.
const QStringList kStateFiles{QStringLiteral("journal.json"), QStringLiteral("tuning-log.jsonl"), QStringLiteral("journal.lock"),
                              QStringLiteral("power-cap-boot.json"), QStringLiteral("boot-guard.json"), SetRecord::fileName()};

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

// Standard input up to its end (a request may arrive in several writes),
// at most one byte more than the limit (the parser refuses that size).
QByteArray readRequest()
{
    QByteArray input;
    char buffer[4096];
    while (input.size() <= kMaxTuningRequestBytes) {
        const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        input.append(buffer, static_cast<qsizetype>(n));
    }
    return input.left(kMaxTuningRequestBytes + 1);
}

// The state folder and its files, checked before anything else.
bool stateFolderTrusted(const QString &dir, QString *error)
{
    const auto folder = StateFolder::open(dir, true, error);
    return folder && folder->checkFiles(kStateFiles, error);
}

std::unique_ptr<DeviceSet> openDevices(QString *error)
{
    BackendOptions options; // the real GPUs only: never simulated ones in their place
    // Tests pin the helper to simulated GPUs; the variable only narrows what
    // the helper reaches, and is dropped when the helper runs as root for
    // another user (pkexec clears it anyway; sudo -E would not).
    if (qEnvironmentVariable("ROCMTUNE_HELPER_BACKEND") == QLatin1String("sim"))
        options.choice = BackendChoice::Simulated;
    DeviceSetResult result = createDeviceSet(options);
    if (result.devices && result.simulatedFallback) {
        const QString log = result.log.join(QStringLiteral("; "));
        *error = log.contains(QLatin1String("rocm_smi_card"))
                     ? HelperTr::tr("The GPU cannot be reached right now: another process holds the ROCm SMI library's lock of the card "
                                "(/dev/shm/rocm_smi_card*), so nothing was changed. Try again when that process has ended. (%1)")
                           .arg(log)
                     : HelperTr::tr("No GPU can be opened for tuning, so nothing was changed (the helper never tunes simulated GPUs): %1")
                           .arg(log);
        return nullptr;
    }
    if (!result.devices)
        *error = result.error;
    return std::move(result.devices);
}

TuningService makeService(DeviceSet &devices, const SafetyPolicy &policy)
{
    const QString dir = tuningStateDirectory();
    // The administrator's policy, whatever the caller's settings say.
    return TuningService(devices, TuningJournal(dir), TuningLog(TuningLog::pathIn(dir)), policy);
}

// The waiter of a pending change: this helper again, reverting when due.
std::optional<qint64> spawnWaiter()
{
    return startRevertWaiter({QStringLiteral("--revert-when-due")});
}

// The waiter's last resort (SysfsRevert.h): the due entries of GPUs the
// library cannot reach now, written through their driver files.
void revertDueThroughDriverFiles(const TuningJournal &journal, const TuningLog &log, const SafetyPolicy &policy,
                                 QSet<QString> *failureLogged)
{
    QString error;
    const auto lock = journal.lock(&error, 2000);
    if (!lock)
        return;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (const JournalEntry &entry : journal.load()) {
        if (!entry.dueForRevert(now))
            continue;
        SafetyPolicy forDevice = policy;
        forDevice.powerCapBootMicrowatts = PowerCapBootRecord(journal.directory(), journal.bootId())
                                               .baseFor(entry.deviceId, entry.snapshot.perControl.value<PowerCapValue>().value_or(PowerCapValue{}).microwatts, &error)
                                               .value_or(0);
        const SysfsRevertResult result = revertThroughDriverFiles(entry, forDevice);
        TuningLogEntry line;
        line.timestampMs = now;
        line.deviceId = entry.deviceId;
        line.deviceName = entry.deviceName;
        line.action = QStringLiteral("revert");
        line.changes = result.changes;
        if (!result.ok && failureLogged->contains(entry.deviceId))
            continue; // said once; the waiter keeps trying quietly
        if (result.ok) {
            journal.remove(entry.deviceId, &error);
            line.outcome = QStringLiteral("reverted");
            line.message = HelperTr::tr("Reverted through the driver files directly: the ROCm SMI library could not be used (another process "
                                    "holds its lock of the card).");
        } else {
            failureLogged->insert(entry.deviceId);
            line.outcome = QStringLiteral("rollback_failed");
            line.message = HelperTr::tr("The ROCm SMI library could not be used (another process holds its lock of the card), and writing the "
                                    "driver files directly failed: %1 The waiter keeps trying.")
                               .arg(result.message);
        }
        log.append(line);
    }
}

// Reverts each pending change at its deadline (or when its GPU runs hot),
// until none of this boot is left. A GPU it cannot reach (the library's
// lock held by someone else, the device gone for a moment) is retried with
// a bounded back-off, never given up on; past the deadline the revert goes
// through the driver files directly.
int revertWhenDue()
{
    std::signal(SIGHUP, SIG_IGN);
    const QString dir = tuningStateDirectory();
    QString error;
    if (!stateFolderTrusted(dir, &error))
        return TuningExitFailed;
    // Reverting is the safe direction: with a broken policy file the
    // defaults check the snapshot.
    const SafetyPolicy policy = SafetyPolicyFile::load().policy;
    const TuningJournal journal(dir);
    const TuningLog log(TuningLog::pathIn(dir));
    constexpr unsigned long kPollMs = 200;
    constexpr int kMaxBackoffMs = 30000;
    int backoffMs = 1000;
    QSet<QString> failureLogged;
    for (;;) {
        if (journal.load().isEmpty())
            return TuningExitOk; // confirmed, reverted, or from another boot
        auto devices = openDevices(&error);
        if (devices) {
            TuningService service = makeService(*devices, policy);
            bool failed = false;
            bool mine = false;
            do {
                // A held library lock would make every call below wait and
                // fail: let go of the library and use the driver files.
                for (const JournalEntry &entry : journal.load())
                    failed = failed || rocmSmiLockHeld(entry.pciBusId);
                if (failed)
                    break;
                for (const TuningReport &report : service.recoverDue() + service.revertHot())
                    failed = failed || !report.ok;
                mine = false;
                for (int i = 0; i < devices->deviceCount(); ++i)
                    mine = mine || service.pending(i).has_value();
                if (mine && !failed)
                    QThread::msleep(kPollMs);
            } while (mine && !failed);
            if (!failed)
                backoffMs = 1000;
        }
        if (journal.load().isEmpty())
            return TuningExitOk;
        devices.reset(); // let go of the library before writing its files
        revertDueThroughDriverFiles(journal, log, policy, &failureLogged);
        // Back off, but wake for the next deadline.
        qint64 sleepMs = backoffMs;
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        for (const JournalEntry &entry : journal.load()) {
            if (entry.state == JournalEntry::State::Pending)
                sleepMs = std::min(sleepMs, std::max<qint64>(200, entry.deadlineMs - now));
        }
        QThread::msleep(static_cast<unsigned long>(sleepMs));
        backoffMs = std::min(backoffMs * 2, kMaxBackoffMs);
    }
}

// A boot-profile request (BootRequest.h): stored in /etc/rocmtune after the
// same checks as an apply; no driver file is written.
int runBootRequest(const QByteArray &input)
{
    QString error;
    const auto request = parseBootRequest(input, &error);
    if (!request)
        return refuse(error, TuningExitBadRequest);
    ::alarm(0);
    if (!stateFolderTrusted(tuningStateDirectory(), &error))
        return refuse(error, TuningExitFailed);
    const SafetyPolicyFile policyFile = SafetyPolicyFile::load();
    if (!policyFile.ok() && request->action != BootRequest::Action::Clear)
        return refuse(policyFile.error, TuningExitRefused);
    auto devices = openDevices(&error);
    if (!devices)
        return refuse(error, TuningExitFailed);
    TuningService service = makeService(*devices, policyFile.policy);
    const TuningAnswer result = handleBootRequest(service, *devices, *request, BootProfileFile(), BootGuardFile(tuningStateDirectory()));
    return answer(result.json, result.exitCode);
}

// An undervolt proof a user's search made (UndervoltProofRequest.h): recorded
// in the state folder the boot service reads, with the versions read here.
int runUndervoltProofRequest(const QByteArray &input)
{
    ::alarm(0);
    QString error;
    if (!stateFolderTrusted(tuningStateDirectory(), &error))
        return refuse(error, TuningExitFailed);
    auto devices = openDevices(&error);
    if (!devices)
        return refuse(error, TuningExitFailed);
    const TuningAnswer result = handleUndervoltProofRequest(*devices, input, UndervoltProofStore(tuningStateDirectory()),
                                                            QDateTime::currentDateTimeUtc(), QSysInfo::kernelVersion());
    return answer(result.json, result.exitCode);
}

} // namespace

int main(int argc, char *argv[])
{
    // First: umask 077 and the caller's variables dropped (RootApplication.h).
    RootApplication app(argc, argv);
    applyLanguage(answerLanguage());

    const QStringList args = QCoreApplication::arguments();
    if (args.size() == 2 && args.at(1) == QLatin1String("--revert-when-due"))
        return revertWhenDue();
    if (args.size() != 1)
        return refuse(HelperTr::tr("rocmtune-helper takes no arguments: it reads one JSON request on standard input."), TuningExitBadRequest);

    // A caller that never closes stdin must not keep a privileged process around.
    ::alarm(60);
    const QByteArray input = readRequest();
    QString error;
    if (isBootRequest(input))
        return runBootRequest(input);
    if (isUndervoltProofRequest(input))
        return runUndervoltProofRequest(input);
    const auto request = parseTuningRequest(input, &error);
    if (!request)
        return refuse(error, TuningExitBadRequest);
    ::alarm(0);

    if (!stateFolderTrusted(tuningStateDirectory(), &error))
        return refuse(error, TuningExitFailed);
    // The administrator's policy file, read strictly: with an error in it
    // nothing new is applied or kept (reverts and resets, which go back to
    // earlier or default values, still work, checked against the defaults).
    const SafetyPolicyFile policyFile = SafetyPolicyFile::load();
    const bool keepsValues = request->action == TuningRequest::Action::Apply || request->action == TuningRequest::Action::Confirm
                             || request->action == TuningRequest::Action::Extend;
    if (!policyFile.ok() && keepsValues)
        return refuse(policyFile.error, TuningExitRefused);

    auto devices = openDevices(&error);
    if (!devices)
        return refuse(error, TuningExitFailed);
    TuningService service = makeService(*devices, policyFile.policy);
    // Crash safety: whatever a dead process left unconfirmed is restored first.
    QJsonArray recovered;
    if (request->action != TuningRequest::Action::Recover) {
        for (const TuningReport &report : service.recoverDue())
            recovered.append(report.toJson());
    }
    TuningAnswer result = handleTuningRequest(service, *devices, *request, spawnWaiter);
    if (!recovered.isEmpty())
        result.json.insert(QStringLiteral("recovered"), recovered);
    if (!policyFile.ok())
        result.json.insert(QStringLiteral("policy_error"), policyFile.error);
    return answer(result.json, result.exitCode);
}
