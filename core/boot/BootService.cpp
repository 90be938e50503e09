// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/boot/BootService.h"

#include "core/boot/BootTr.h"
#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/controls/voltageoffset/VoltageOffsetValue.h"
#include "core/undervolt/UndervoltBootGate.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSysInfo>
#include <QThread>

namespace rocmtune {

namespace {
// The tuning log's actions of the boot service and the helper's boot requests.
bool isBootAction(const QString &action)
{
    static const QStringList kActions{QStringLiteral("boot"),     QStringLiteral("resume"),     QStringLiteral("gpu_reset"),
                                      QStringLiteral("drift"),    QStringLiteral("boot_set"),   QStringLiteral("boot_clear"),
                                      QStringLiteral("boot_enable"), QStringLiteral("fan_curve")};
    return kActions.contains(action);
}

QString reasonText(BootReason reason)
{
    switch (reason) {
    case BootReason::Boot: return BootTr::tr("at boot");
    case BootReason::Resume: return BootTr::tr("after resume");
    case BootReason::GpuReset: return BootTr::tr("after a GPU reset or driver reload");
    case BootReason::Drift: return BootTr::tr("after drift");
    }
    return QString();
}

int deviceIndexOfId(const DeviceSet &devices, const QString &deviceId)
{
    for (int i = 0; i < devices.deviceCount(); ++i) {
        if (devices.devices().at(i).stableId() == deviceId)
            return i;
    }
    return -1;
}
} // namespace

const char *bootReasonKey(BootReason reason)
{
    switch (reason) {
    case BootReason::Boot: return "boot";
    case BootReason::Resume: return "resume";
    case BootReason::GpuReset: return "gpu_reset";
    case BootReason::Drift: return "drift";
    }
    return "boot";
}

QStringList driftOf(const TuningValues &values, const ControlState &state)
{
    QStringList lines;
    for (const PlanStep &step : planSteps(effectiveValues(values, state))) {
        if (const auto mismatch = step.rule->verify(step.values, state))
            //: A value the card no longer holds: "Power cap: 300 W (the driver reports 280 W)"
            lines << BootTr::tr("%1 (%2)").arg(describeValue(step.rule->id(), step.values), *mismatch);
    }
    return lines;
}

BootService::BootService(BootProfileFile profiles, QString stateDirectory, QString bootId, Clock clock)
    : profiles_(std::move(profiles)), guard_(stateDirectory), stateDirectory_(std::move(stateDirectory)), bootId_(std::move(bootId)),
      clock_(std::move(clock))
{
    if (!clock_)
        clock_ = [] { return QDateTime::currentMSecsSinceEpoch(); };
    sleep_ = [](int milliseconds) { QThread::msleep(static_cast<unsigned long>(milliseconds)); };
}

void BootService::setDriftSettle(int milliseconds, Sleep sleep)
{
    driftSettleMs_ = std::max(0, milliseconds);
    if (sleep)
        sleep_ = std::move(sleep);
}

QStringList BootService::settledDrift(const TuningValues &values, Backend &backend, int local, QStringList drift) const
{
    for (int read = 0; read < kDriftSettleReads && !drift.isEmpty() && driftSettleMs_ > 0; ++read) {
        sleep_(driftSettleMs_);
        QStringList again = driftOf(values, backend.readControls(local));
        if (again == drift)
            break;
        drift = std::move(again);
    }
    return drift;
}

std::optional<QVector<BootProfile>> BootService::loadProfiles()
{
    QString error;
    auto profiles = profiles_.load(&error);
    if (!profiles)
        lastError_ = error;
    return profiles;
}

std::optional<BootGuardState> BootService::loadGuard(QString *error) const
{
    return guard_.load(error);
}

bool BootService::updateGuard(const std::function<void(BootGuardState &)> &change, QString *error)
{
    const auto lock = TuningJournal(stateDirectory_, bootId_).lock(error);
    if (!lock)
        return false;
    auto state = guard_.load(error);
    if (!state)
        return false;
    change(*state);
    return guard_.save(*state, error);
}

bool BootService::changedByPersonSince(const TuningService &service, const QString &deviceId, qint64 sinceMs) const
{
    const QVector<TuningLogEntry> entries = service.log().read(200);
    for (auto it = entries.crbegin(); it != entries.crend() && it->timestampMs > sinceMs; ++it) {
        if (it->deviceId == deviceId && !isBootAction(it->action) && it->outcome != QLatin1String("refused"))
            return true;
    }
    return false;
}

void BootService::log(TuningService &service, const BootOutcome &gpu, const QString &action, const QString &outcome, const QString &message,
                      const QStringList &changes) const
{
    TuningLogEntry line;
    line.timestampMs = clock_();
    line.deviceId = gpu.deviceId;
    line.deviceName = gpu.deviceName;
    line.action = action;
    line.outcome = outcome;
    line.changes = changes;
    line.message = message;
    service.log().append(line);
}

BootOutcome BootService::applyOne(DeviceSet &devices, TuningService &service, const BootProfile &profile, int index, BootReason reason,
                                  const BootGuardState &guard, const QString &why)
{
    BootOutcome outcome;
    outcome.deviceId = profile.deviceId;
    outcome.deviceName = devices.devices().at(index).name;
    outcome.deviceIndex = index;
    outcome.reason = reason;
    if (const BootGuardState::Disabled *off = guard.disabledEntry(profile.deviceId)) {
        outcome.message = BootTr::tr("Boot profile \"%1\" of GPU %2 (%3) is not applied: the machine went down without a clean shutdown "
                                   "within 10 minutes of applying it (%4), so the boot-loop guard switched it off. Enable it again with "
                                   "\"rocmtune-cli profile boot enable --gpu %2\".")
                              .arg(profile.profileName)
                              .arg(index)
                              .arg(outcome.deviceName, QDateTime::fromMSecsSinceEpoch(off->appliedMs).toString(Qt::ISODate));
        if (!skipLogged_.contains(profile.deviceId)) {
            skipLogged_.insert(profile.deviceId);
            log(service, outcome, QLatin1String(bootReasonKey(reason)), QStringLiteral("skipped"), outcome.message);
        }
        return outcome;
    }
    // A fan curve on a card whose fan takes only a PWM value runs in this
    // process (SoftwareFanRunner), not in the firmware: the transaction
    // applies the other values.
    TuningValues values = profile.values;
    std::optional<FanCurveValue> softwareCurve;
    QString softwareNote;
    // What the card holds now, read once: for the fan curve's host and for
    // what was found before writing.
    int local = -1;
    Backend *backend = devices.backendFor(index, &local);
    const ControlState state = backend ? backend->readControls(local) : ControlState{};
    if (const FanCurveValue *curve = values.perControl.get<FanCurveValue>()) {
        if (backend && fanCurveHost(state) != FanCurveHost::Firmware) { // software, or no fan at all (refused below)
            const QString problem = softwareFanCurveProblem(*curve, state, backend->readSample(local), service.policy().fan);
            if (!problem.isEmpty()) {
                // A fan that could not be read now is a passing failure, not a refusal of the profile.
                const bool transient = fanUnreadableNow(state);
                outcome.kind = BootOutcome::Kind::Failed;
                outcome.transient = transient;
                outcome.message = transient ? BootTr::tr("Boot profile \"%1\" on GPU %2 (%3) %4 could not be applied now, nothing was applied: %5 "
                                                                  "The profile stays; the next boot, resume or GPU reset tries again.")
                                                  .arg(profile.profileName)
                                                  .arg(index)
                                                  .arg(outcome.deviceName, reasonText(reason), problem)
                                            : BootTr::tr("Boot profile \"%1\" on GPU %2 (%3) %4 is refused, nothing was applied: %5")
                                                  .arg(profile.profileName)
                                                  .arg(index)
                                                  .arg(outcome.deviceName, reasonText(reason), problem);
                log(service, outcome, QLatin1String(bootReasonKey(reason)), transient ? QStringLiteral("failed") : QStringLiteral("refused"),
                    outcome.message);
                return outcome;
            }
            softwareCurve = *curve;
            values.perControl.remove<FanCurveValue>();
            softwareNote = fans_ ? BootTr::tr("software fan curve %1 (%2) run by rocmtune-boot").arg(fanCurveText(curve->points), fanCurveSensorText(curve->sensor))
                                 : BootTr::tr("the software fan curve is run by rocmtune-boot.service");
        }
    }
    // An undervolt with a stored proof: said in the log when it needs re-validation, left out after a GPU reset.
    if (const VoltageOffsetValue *offset = values.perControl.get<VoltageOffsetValue>()) {
        const UndervoltBootDecision undervolt = decideUndervoltAtBoot(UndervoltProofStore(stateDirectory_), devices.devices().at(index), offset->millivolts,
                                                                      reason == BootReason::GpuReset, clock_(), QSysInfo::kernelVersion());
        if (!undervolt.logLine.isEmpty())
            log(service, outcome, QLatin1String(bootReasonKey(reason)), undervolt.apply ? QStringLiteral("note") : QStringLiteral("skipped"),
                undervolt.logLine);
        if (!undervolt.apply)
            values.perControl.remove<VoltageOffsetValue>();
    }
    // What it found before writing: each control ROCm Tune set that the
    // driver no longer holds (after a boot usually all of them: the driver
    // starts from its defaults), in the journal and the tuning log.
    const QString found = backend ? foundBefore(service, index, state) : QString();
    if (!values.isEmpty())
        log(service, outcome, QLatin1String(bootReasonKey(reason)), QStringLiteral("note"), found);
    TuningReport report;
    if (!values.isEmpty()) {
        report = service.apply(index, values, 0, profile.deviceId, QLatin1String(bootReasonKey(reason)));
    } else {
        report.ok = true;
        report.message = softwareNote;
        log(service, outcome, QLatin1String(bootReasonKey(reason)), QStringLiteral("applied"),
            BootTr::tr("Boot profile \"%1\": %2.").arg(profile.profileName, softwareNote), {softwareNote});
        softwareNote.clear();
    }
    outcome.kind = report.ok ? BootOutcome::Kind::Applied : BootOutcome::Kind::Failed;
    outcome.message = BootTr::tr("Boot profile \"%1\" on GPU %2 (%3) %4%5: %6")
                          .arg(profile.profileName)
                          .arg(index)
                          .arg(outcome.deviceName,
                               why.isEmpty() ? reasonText(reason) : BootTr::tr("%1 (%2)", "a reason and its detail").arg(reasonText(reason), why),
                               QString(), report.message);
    if (!softwareNote.isEmpty())
        outcome.message = BootTr::tr("%1 (%2)", "a message and a note on it").arg(outcome.message, softwareNote);
    if (!found.isEmpty())
        outcome.message += QLatin1Char(' ') + found;
    if (!report.ok)
        return outcome;
    if (softwareCurve && fans_)
        fanLines_ << fans_->start(devices, profile.deviceId, outcome.deviceName, profile.profileName, *softwareCurve, service.policy().fan);
    Watched &w = watched_[profile.deviceId];
    w.profileValues = profile.values;
    w.values = values;
    w.lastApplyMs = clock_();
    QString error;
    if (!updateGuard([&](BootGuardState &state) { state.recordApply(profile.deviceId, bootId_, w.lastApplyMs); }, &error))
        outcome.message += QLatin1Char(' ') + BootTr::tr("(The boot-loop guard could not record it: %1)").arg(error);
    return outcome;
}

bool BootService::evaluateGuard(TuningService &service)
{
    QString error;
    QHash<QString, QString> names;
    const auto profiles = loadProfiles();
    if (profiles) {
        for (const BootProfile &p : *profiles)
            names.insert(p.deviceId, p.deviceName);
    }
    // Under the journal lock, once per boot id in effect: afterBoot() drops
    // the records of earlier boots only once it has judged them, so a second
    // entry point of the same boot (the service, an event) finds nothing left.
    QVector<BootGuardState::Disabled> tripped;
    if (!updateGuard([&](BootGuardState &state) { tripped = state.afterBoot(bootId_, clock_(), names); }, &error)) {
        lastError_ = error;
        return false;
    }
    for (const BootGuardState::Disabled &d : tripped) {
        log(service, BootOutcome{.deviceId = d.deviceId, .deviceName = d.deviceName}, QStringLiteral("boot"), QStringLiteral("skipped"),
            BootTr::tr("The last boot ended without a clean shutdown within 10 minutes of applying the boot profile (%1): the "
                       "boot-loop guard switched the boot profile of %2 off.")
                .arg(QDateTime::fromMSecsSinceEpoch(d.appliedMs).toString(Qt::ISODate), d.deviceName));
    }
    return true;
}

QVector<BootOutcome> BootService::start(DeviceSet &devices, TuningService &service)
{
    return reapply(devices, service, BootReason::Boot);
}

QVector<BootOutcome> BootService::reapply(DeviceSet &devices, TuningService &service, BootReason reason, const QStringList &onlyDeviceIds)
{
    QVector<BootOutcome> outcomes;
    // Every entry point (the service's start, resume, a GPU reset) judges
    // the guard for this boot before it applies anything.
    if (!evaluateGuard(service))
        return outcomes;
    const auto profiles = loadProfiles();
    QString error;
    const auto guard = loadGuard(&error);
    if (!profiles || !guard) {
        if (!guard)
            lastError_ = error;
        return outcomes;
    }
    for (const BootProfile &profile : *profiles) {
        if (!onlyDeviceIds.isEmpty() && !onlyDeviceIds.contains(profile.deviceId))
            continue;
        const int index = deviceIndexOfId(devices, profile.deviceId);
        if (index < 0)
            continue; // not in this machine (now)
        outcomes << applyOne(devices, service, profile, index, reason, *guard, QString());
    }
    return outcomes;
}

QVector<BootOutcome> BootService::watch(DeviceSet &devices, TuningService &service)
{
    QVector<BootOutcome> outcomes;
    const qint64 now = clock_();
    QString error;
    auto guard = loadGuard(&error);
    if (guard && guard->settle(bootId_, now)) // a copy: only to know whether to write
        updateGuard([&](BootGuardState &state) { state.settle(bootId_, now); }, &error);
    const auto profiles = loadProfiles();
    if (!profiles || !guard) {
        watched_.clear(); // nothing is enforced from a file that cannot be trusted
        if (fans_)
            fanLines_ << fans_->stopAll(&devices, BootTr::tr("the boot profiles cannot be read"));
        return outcomes;
    }
    lastError_.clear();
    for (auto it = watched_.begin(); it != watched_.end();) {
        const auto profile = std::find_if(profiles->cbegin(), profiles->cend(), [&](const BootProfile &p) { return p.deviceId == it.key(); });
        // Cleared or changed since this service applied it: the new one applies at the next event.
        if (profile == profiles->cend() || profile->values != it->profileValues || guard->disabledEntry(it.key())) {
            if (fans_ && fans_->running(it.key()))
                fanLines_ << fans_->stop(&devices, it.key(),
                                         profile == profiles->cend() ? BootTr::tr("its boot profile was cleared")
                                         : guard->disabledEntry(it.key()) ? BootTr::tr("the boot-loop guard switched its boot profile off")
                                                                          : BootTr::tr("its boot profile was changed"));
            it = watched_.erase(it);
        } else {
            ++it;
        }
    }
    if (fans_) {
        // A curve whose GPU is no longer watched (a person's change, too many
        // drifts) keeps running: the fan is not what drifted.
        const QStringList running = fans_->deviceIds();
        for (const QString &id : running) {
            const bool stored = std::any_of(profiles->cbegin(), profiles->cend(), [&](const BootProfile &p) {
                return p.deviceId == id && p.values.perControl.has<FanCurveValue>();
            });
            if (!stored || guard->disabledEntry(id))
                fanLines_ << fans_->stop(&devices, id, stored ? BootTr::tr("the boot-loop guard switched its boot profile off")
                                                              : BootTr::tr("its boot profile was cleared"));
        }
        fanLines_ << fans_->step(devices, [&](const QString &id, qint64 sinceMs) { return changedByPersonSince(service, id, sinceMs); });
    }
    const QStringList ids = watched_.keys();
    for (const QString &id : ids) {
        const int index = deviceIndexOfId(devices, id);
        int local = -1;
        Backend *backend = index >= 0 ? devices.backendFor(index, &local) : nullptr;
        if (!backend)
            continue; // gone for now (a reset in progress): the event or the next step handles it
        // Reading an asleep card's controls would wake it every second; the
        // driver restores its settings when it resumes, and a person cannot
        // change them meanwhile without waking it (then it is read again).
        if (backend->isAsleep(local))
            continue;
        QStringList drift = driftOf(watched_.value(id).values, backend->readControls(local));
        if (drift.isEmpty() || service.pending(index))
            continue;
        drift = settledDrift(watched_.value(id).values, *backend, local, drift);
        if (drift.isEmpty())
            continue;
        // A change through ROCm Tune holds the journal lock from its journal
        // entry to its log line: wait for one in flight, then look again, so
        // that a person's change is never taken for drift half-way.
        {
            QString lockError;
            if (!service.journal().lock(&lockError))
                continue;
        }
        drift = driftOf(watched_.value(id).values, backend->readControls(local));
        if (drift.isEmpty() || service.pending(index))
            continue;
        const BootProfile profile = *std::find_if(profiles->cbegin(), profiles->cend(), [&](const BootProfile &p) { return p.deviceId == id; });
        if (changedByPersonSince(service, id, watched_.value(id).lastApplyMs)) {
            watched_.remove(id);
            BootOutcome left;
            left.deviceId = id;
            left.deviceName = devices.devices().at(index).name;
            left.deviceIndex = index;
            left.reason = BootReason::Drift;
            left.message = BootTr::tr("GPU %1 (%2) was changed through ROCm Tune since its boot profile \"%3\" was applied: left as it is "
                                    "until the next boot, resume or GPU reset.")
                               .arg(index)
                               .arg(left.deviceName, profile.profileName);
            outcomes << left;
            continue;
        }
        Watched &w = watched_[id];
        w.driftApplies.erase(std::remove_if(w.driftApplies.begin(), w.driftApplies.end(),
                                            [&](qint64 t) { return now - t > BootGuardState::kWatchWindowMs; }),
                             w.driftApplies.end());
        if (w.driftApplies.size() >= kMaxDriftReapplies) {
            BootOutcome stop;
            stop.deviceId = id;
            stop.deviceName = devices.devices().at(index).name;
            stop.deviceIndex = index;
            stop.reason = BootReason::Drift;
            stop.kind = BootOutcome::Kind::Failed;
            stop.message = BootTr::tr("GPU %1 (%2) drifted from its boot profile \"%3\" again (%4) after %5 re-applies within 10 minutes: "
                                    "something keeps changing it, so it is no longer re-applied until the next boot, resume or GPU reset.")
                               .arg(index)
                               .arg(stop.deviceName, profile.profileName, drift.join(QStringLiteral("; ")))
                               .arg(kMaxDriftReapplies);
            log(service, stop, QStringLiteral("drift"), QStringLiteral("skipped"), stop.message);
            watched_.remove(id);
            outcomes << stop;
            continue;
        }
        const QVector<qint64> history = w.driftApplies;
        BootOutcome outcome = applyOne(devices, service, profile, index, BootReason::Drift, *guard, drift.join(QStringLiteral("; ")));
        if (watched_.contains(id)) {
            watched_[id].driftApplies = history;
            watched_[id].driftApplies << now;
        }
        if (outcome.kind == BootOutcome::Kind::Failed)
            watched_.remove(id); // said once; the next event tries again
        outcomes << outcome;
    }
    return outcomes;
}

bool BootService::recordCleanShutdown(QString *error)
{
    return updateGuard([&](BootGuardState &state) { state.recordCleanShutdown(bootId_, clock_()); }, error);
}

} // namespace rocmtune
