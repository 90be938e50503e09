// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/boot/BootGuard.h"
#include "core/boot/BootProfileFile.h"
#include "core/boot/SoftwareFanRunner.h"
#include "core/tuning/transaction/TuningService.h"

#include <QHash>
#include <QSet>
#include <QStringList>

#include <functional>
#include <utility>

namespace rocmtune {

// Why rocmtune-boot applies a boot profile; the key is the tuning log's action.
enum class BootReason { Boot, Resume, GpuReset, Drift };
const char *bootReasonKey(BootReason reason); // "boot", "resume", "gpu_reset", "drift"

// The controls of `values` the driver does not hold now, one line each
// ("power cap 350 W: the driver reports 327 W"); empty when all are in place.
QStringList driftOf(const TuningValues &values, const ControlState &state);

// What the service did for one GPU.
struct BootOutcome {
    enum class Kind { Applied, Failed, Skipped };
    Kind kind = Kind::Skipped;
    QString deviceId;
    QString deviceName;
    int deviceIndex = -1;
    BootReason reason = BootReason::Boot;
    QString message; // one line for the journal
    // Failed for a passing reason (the card's fan could not be read now): a
    // later attempt may succeed; the profile itself was not refused.
    bool transient = false;
};

// The logic of rocmtune-boot, the root service that applies the boot
// profiles (BootProfileFile) at boot, after resume and after a GPU reset,
// and re-applies them when a value drifts. Every apply goes through
// TuningService::apply (validation against the card and the policy, journal,
// read-back, rollback on failure) and is written to the tuning log with its
// reason as the action. The boot-loop guard (BootGuardState) is evaluated
// once per boot; a GPU it switched off is skipped, with a log line, until a
// user enables it again (rocmtune-helper boot_set / boot_enable).
// The device set may be opened again between calls (a driver reload); the
// service keeps what it applied by GPU id.
class BootService
{
public:
    using Clock = std::function<qint64()>;

    BootService(BootProfileFile profiles, QString stateDirectory, QString bootId = currentBootId(), Clock clock = {});

    // The boot-loop guard for this boot id, under the journal lock: a crash
    // of an earlier boot within the window switches its GPUs off (logged).
    // Idempotent: a second call in the same boot changes nothing. false
    // (lastError) when the record cannot be read or written: apply nothing.
    bool evaluateGuard(TuningService &service);
    // At the start of the service: reapply() with the reason "boot".
    QVector<BootOutcome> start(DeviceSet &devices, TuningService &service);
    // An event (resume, GPU reset, driver reload): the guard (evaluateGuard),
    // then every boot profile of a present GPU again. onlyDeviceIds:
    // restrict to these GPUs (empty: all).
    QVector<BootOutcome> reapply(DeviceSet &devices, TuningService &service, BootReason reason, const QStringList &onlyDeviceIds = {});
    // One watch step: a GPU this service applied whose values drifted is
    // re-applied, unless a person changed it through ROCm Tune since (then
    // it is left alone until the next event) or a change of theirs waits
    // for confirmation. Also marks applies older than the guard's window as settled.
    QVector<BootOutcome> watch(DeviceSet &devices, TuningService &service);
    // How long a drift is let settle before it is judged: a resume, a GPU
    // reset or another tool changes several driver files one after another,
    // and a watch step that reads between two of those writes would count
    // one event as several re-applies (kMaxDriftReapplies) and re-apply
    // twice. The drift is read again every settle interval until two reads
    // agree (at most kDriftSettleReads times). sleep: the wait (tests pass
    // their own; default QThread::msleep).
    using Sleep = std::function<void(int milliseconds)>;
    void setDriftSettle(int milliseconds, Sleep sleep);
    static constexpr int kDriftSettleReads = 4;
    // A clean shutdown or stop of the service (the guard's "no crash").
    bool recordCleanShutdown(QString *error);

    // The service process runs the software fan curves (cards whose fan takes
    // only a PWM value) with this runner: an apply starts the profile's curve
    // there instead of writing it through the transaction, watch() steps it
    // and stops a curve whose profile was cleared, changed or switched off
    // (the fan back to automatic). Without a runner (the one-shot events) a
    // software curve is left to the service and only the other values apply.
    void setFanRunner(SoftwareFanRunner *runner) { fans_ = runner; }
    // The journal lines of the fan curves since the last call.
    QVector<FanJournalLine> takeFanLines() { return std::exchange(fanLines_, {}); }

    // Set when the boot profiles or the guard's record could not be read.
    const QString &lastError() const { return lastError_; }
    int watchedCount() const { return static_cast<int>(watched_.size()); }

    // More re-applies for drift than this within the guard's window stop the
    // watch of that GPU (someone keeps changing it).
    static constexpr int kMaxDriftReapplies = 5;

private:
    struct Watched {
        TuningValues profileValues; // the boot profile as stored
        TuningValues values;        // what the transaction applied (without a software fan curve)
        qint64 lastApplyMs = 0;
        QVector<qint64> driftApplies;
    };
    // One line of the tuning log about the GPU of `gpu` (its id and name),
    // stamped now: what the service did (action: boot, resume, drift ...),
    // how it ended (outcome: applied, note, skipped ...) and why.
    void log(TuningService &service, const BootOutcome &gpu, const QString &action, const QString &outcome, const QString &message,
             const QStringList &changes = {}) const;
    BootOutcome applyOne(DeviceSet &devices, TuningService &service, const BootProfile &profile, int index, BootReason reason,
                         const BootGuardState &guard, const QString &why);
    // "Found: power cap set 300 W, now 250 W: changed outside ROCm Tune at 08:01." (SetVsInForce.h)
    QString foundBefore(TuningService &service, int index, const ControlState &state) const;
    // The drift of a watched GPU once it stopped changing (setDriftSettle).
    QStringList settledDrift(const TuningValues &values, Backend &backend, int local, QStringList drift) const;
    bool changedByPersonSince(const TuningService &service, const QString &deviceId, qint64 sinceMs) const;
    std::optional<QVector<BootProfile>> loadProfiles();
    std::optional<BootGuardState> loadGuard(QString *error) const;
    bool updateGuard(const std::function<void(BootGuardState &)> &change, QString *error);

    BootProfileFile profiles_;
    BootGuardFile guard_;
    QString stateDirectory_;
    QString bootId_;
    Clock clock_;
    int driftSettleMs_ = 250;
    Sleep sleep_;
    QString lastError_;
    QHash<QString, Watched> watched_;
    QSet<QString> skipLogged_; // GPUs whose guard stop was logged by this process
    SoftwareFanRunner *fans_ = nullptr;
    QVector<FanJournalLine> fanLines_;
};

} // namespace rocmtune
