// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/transaction/TuningService.h"

#include "core/tuning/TuningTr.h"
#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "core/tuning/record/PowerCapBootRecord.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QThread>

#include <algorithm>

namespace rocmtune {

namespace {
QJsonArray stepsToJson(const QVector<StepReport> &steps)
{
    QJsonArray array;
    for (const StepReport &s : steps) {
        array.append(QJsonObject{{QStringLiteral("control"), QLatin1String(controlKey(s.control))},
                                 {QStringLiteral("before"), s.before},
                                 {QStringLiteral("after"), s.after},
                                 {QStringLiteral("ok"), s.ok},
                                 {QStringLiteral("skipped"), s.skipped},
                                 {QStringLiteral("message"), s.message}});
    }
    return array;
}

QStringList changeLines(const QVector<StepReport> &steps)
{
    QStringList lines;
    for (const StepReport &s : steps) {
        if (!s.skipped)
            lines << changeText(s.control, s.before, s.after);
    }
    return lines;
}

// The same changes as data (TuningLogText puts them in words when shown).
QVector<LoggedChange> changeValues(const QVector<StepReport> &steps)
{
    QVector<LoggedChange> changes;
    for (const StepReport &s : steps) {
        if (!s.skipped)
            changes.push_back({QLatin1String(controlKey(s.control)), s.beforeValues, s.afterValues});
    }
    return changes;
}

QString argumentText(const QString &text)
{
    return text;
}
QString argumentText(int number)
{
    return QString::number(number);
}

// The report's sentence, now in words and kept as its catalogue key and arguments for the log.
template <typename... Args>
void say(TuningReport *report, const char *source, const Args &...args)
{
    report->messageText = LogText::make("Tuning", source, {argumentText(args)...});
    report->message = report->messageText.toString();
}
// With %n: the plural form for `count`.
template <typename... Args>
void sayCounted(TuningReport *report, const char *source, int count, const Args &...args)
{
    report->messageText = LogText::make("Tuning", source, {argumentText(args)...}, count);
    report->message = report->messageText.toString();
}
} // namespace

QJsonObject TuningReport::toJson() const
{
    QJsonArray refusals;
    for (const Refusal &r : transaction.validation.refusals) {
        refusals.append(QJsonObject{{QStringLiteral("control"), QLatin1String(controlKey(r.control))},
                                    {QStringLiteral("limit"), r.limit},
                                    {QStringLiteral("message"), r.message}});
    }
    QJsonObject o{{QStringLiteral("ok"), ok},
                  {QStringLiteral("action"), action},
                  {QStringLiteral("outcome"), outcome},
                  {QStringLiteral("device"), QJsonObject{{QStringLiteral("index"), deviceIndex},
                                                         {QStringLiteral("id"), deviceId},
                                                         {QStringLiteral("name"), deviceName}}},
                  {QStringLiteral("message"), message},
                  {QStringLiteral("refusals"), refusals},
                  {QStringLiteral("steps"), stepsToJson(transaction.steps)},
                  {QStringLiteral("rollback_steps"), stepsToJson(transaction.rollbackSteps)},
                  {QStringLiteral("applied"), tuningValuesToJson(transaction.applied)},
                  {QStringLiteral("snapshot"), tuningValuesToJson(transaction.snapshot)}};
    if (deadlineMs > 0)
        o.insert(QStringLiteral("deadline_ms"), deadlineMs);
    if (!transaction.error.isEmpty())
        o.insert(QStringLiteral("error"), transaction.error);
    if (!transaction.rollbackError.isEmpty())
        o.insert(QStringLiteral("rollback_error"), transaction.rollbackError);
    return o;
}

TuningService::TuningService(DeviceSet &devices, TuningJournal journal, TuningLog log, SafetyPolicy policy, Clock clock)
    : devices_(devices), journal_(std::move(journal)), log_(std::move(log)), policy_(policy), clock_(std::move(clock))
{
    if (!clock_)
        clock_ = [] { return QDateTime::currentMSecsSinceEpoch(); };
}

int TuningService::indexOfDevice(const QString &deviceId) const
{
    for (int i = 0; i < devices_.deviceCount(); ++i) {
        if (devices_.devices().at(i).stableId() == deviceId)
            return i;
    }
    return -1;
}

TuningReport TuningService::start(const QString &action, int deviceIndex, const QString &expectedDeviceId, Backend **backend,
                                  int *local)
{
    TuningReport report;
    report.action = action;
    report.outcome = QStringLiteral("failed");
    report.deviceIndex = deviceIndex;
    *backend = nullptr;
    if (deviceIndex < 0 || deviceIndex >= devices_.deviceCount()) {
        report.outcome = QStringLiteral("refused");
        sayCounted(&report, QT_TRANSLATE_N_NOOP("Tuning", "There is no GPU %1 (%n GPU(s) found)."), devices_.deviceCount(),
            QString::number(deviceIndex));
        return report;
    }
    const DeviceInfo &info = devices_.devices().at(deviceIndex);
    report.deviceId = info.stableId();
    report.deviceName = info.name;
    if (!expectedDeviceId.isEmpty() && expectedDeviceId != report.deviceId) {
        report.outcome = QStringLiteral("refused");
        say(&report, QT_TRANSLATE_NOOP("Tuning", "GPU %1 is %2 (id %3), not the GPU with id %4; nothing was changed."), deviceIndex,
            info.name, report.deviceId, expectedDeviceId);
        return report;
    }
    *backend = devices_.backendFor(deviceIndex, local);
    if (!*backend)
        say(&report, QT_TRANSLATE_NOOP("Tuning", "GPU %1 has no backend."), deviceIndex);
    return report;
}

TuningService::Started TuningService::startLocked(const QString &action, int deviceIndex, const QString &expectedDeviceId)
{
    Started started;
    started.report = start(action, deviceIndex, expectedDeviceId, &started.backend, &started.local);
    if (!started.backend)
        return started;
    QString error;
    started.lock = journal_.lock(&error);
    if (!started.lock)
        started.report.message = error;
    return started;
}

void TuningService::record(const TuningReport &report)
{
    TuningLogEntry entry;
    entry.timestampMs = clock_();
    entry.deviceId = report.deviceId;
    entry.deviceName = report.deviceName;
    entry.action = report.action;
    entry.outcome = report.outcome;
    entry.changes = changeLines(report.transaction.steps);
    entry.changeValues = changeValues(report.transaction.steps);
    if (!report.transaction.rollbackSteps.isEmpty()) {
        entry.changes << changeLines(report.transaction.rollbackSteps);
        entry.changeValues << changeValues(report.transaction.rollbackSteps);
    }
    entry.message = report.message;
    // Only while the sentence is still the one its key gives (not replaced by a plain error since).
    if (report.messageText.toString() == report.message)
        entry.messageText = report.messageText;
    log_.append(entry);
}

TuningReport TuningService::apply(int deviceIndex, const TuningValues &values, int confirmTimeoutSeconds,
                                  const QString &expectedDeviceId, const QString &action)
{
    Started started = startLocked(action, deviceIndex, expectedDeviceId);
    TuningReport &report = started.report;
    if (!started.ready()) {
        if (!started.backend)
            record(report);
        return report;
    }
    Backend *backend = started.backend;
    const int local = started.local;
    QString error;
    if (const auto entry = journal_.find(report.deviceId)) {
        if (entry->dueForRevert(clock_())) {
            revertEntry(*entry, deviceIndex, QStringLiteral("recover"));
        } else {
            report.outcome = QStringLiteral("refused");
            say(&report, QT_TRANSLATE_NOOP("Tuning", "A change to %1 waits for confirmation; confirm or revert it first."), report.deviceName);
            record(report);
            return report;
        }
    }
    const int timeout = confirmTimeoutSeconds > 0 ? SafetyPolicy::clampConfirmTimeout(confirmTimeoutSeconds) : 0;
    JournalEntry entry;
    entry.deviceId = report.deviceId;
    entry.backendId = devices_.devices().at(deviceIndex).backendId;
    entry.deviceName = report.deviceName;
    entry.pciBusId = devices_.devices().at(deviceIndex).pciBusId;
    entry.createdMs = clock_();
    entry.owner = ProcessIdentity::current();
    auto journalFirst = [&](const TuningValues &applied, const TuningValues &snapshot, QString *journalError) {
        entry.applied = applied;
        entry.snapshot = snapshot;
        entry.state = JournalEntry::State::Applying;
        return journal_.put(entry, journalError);
    };
    const SafetyPolicy policy = policyForLocked(deviceIndex, nullptr);
    report.transaction = TuningTransaction::apply(*backend, local, values, policy, ValidationMode::Request, journalFirst);
    switch (report.transaction.outcome) {
    case TransactionOutcome::Applied:
        report.ok = true;
        if (timeout > 0) {
            entry.state = JournalEntry::State::Pending;
            entry.deadlineMs = clock_() + timeout * 1000LL;
            report.deadlineMs = entry.deadlineMs;
            if (!journal_.put(entry, &error)) {
                // Without a journal nothing could revert it after a crash: undo now.
                TuningTransaction::restore(*backend, local, entry.snapshot);
                journal_.remove(entry.deviceId, &error);
                report.ok = false;
                report.outcome = QStringLiteral("rolled_back");
                say(&report, QT_TRANSLATE_NOOP("Tuning", "Applied, but the journal could not record it, so it was reverted: %1"), error);
                break;
            }
            report.outcome = QStringLiteral("pending");
            sayCounted(&report, QT_TRANSLATE_N_NOOP("Tuning", "Applied and read back. Confirm within %n second(s) or it is reverted."), timeout);
        } else {
            journal_.remove(entry.deviceId, &error);
            report.outcome = QStringLiteral("applied");
            say(&report, QT_TRANSLATE_NOOP("Tuning", "Applied and read back."));
            recordKept(&report, report.transaction.applied);
        }
        break;
    case TransactionOutcome::Refused:
        report.outcome = QStringLiteral("refused");
        say(&report, QT_TRANSLATE_NOOP("Tuning", "Refused, nothing was written: %1"), report.transaction.error);
        break;
    case TransactionOutcome::NotStarted:
        say(&report, QT_TRANSLATE_NOOP("Tuning", "Nothing was written: %1"), report.transaction.error);
        break;
    case TransactionOutcome::RolledBack:
        journal_.remove(entry.deviceId, &error);
        report.outcome = QStringLiteral("rolled_back");
        say(&report, QT_TRANSLATE_NOOP("Tuning", "Failed and rolled back to the previous values: %1"), report.transaction.error);
        break;
    case TransactionOutcome::RollbackFailed:
        // The journal entry stays: the next start tries the restore again.
        report.outcome = QStringLiteral("rollback_failed");
        say(&report, QT_TRANSLATE_NOOP("Tuning", "Failed, and the previous values could not all be restored: %1 Restore: %2"),
            report.transaction.error, report.transaction.rollbackError);
        break;
    }
    record(report);
    return report;
}

std::optional<JournalEntry> TuningService::pendingBeforeDeadline(int deviceIndex, TuningReport *report)
{
    auto entry = journal_.find(report->deviceId);
    if (!entry || entry->state != JournalEntry::State::Pending) {
        say(report, QT_TRANSLATE_NOOP("Tuning", "No change to %1 waits for confirmation (it may have been reverted already)."), report->deviceName);
        return std::nullopt;
    }
    if (clock_() >= entry->deadlineMs) {
        TuningReport reverted = revertEntry(*entry, deviceIndex, QStringLiteral("revert"));
        report->transaction = reverted.transaction;
        report->outcome = reverted.ok ? QStringLiteral("reverted") : QStringLiteral("rollback_failed");
        say(report, QT_TRANSLATE_NOOP("Tuning", "Too late: the confirmation deadline had passed, so the change was reverted."));
        return std::nullopt;
    }
    return entry;
}

TuningReport TuningService::confirm(int deviceIndex, const QString &expectedDeviceId)
{
    Started started = startLocked(QStringLiteral("confirm"), deviceIndex, expectedDeviceId);
    TuningReport &report = started.report;
    if (!started.ready())
        return report;
    const auto entry = pendingBeforeDeadline(deviceIndex, &report);
    if (!entry)
        return report;
    QString error;
    if (!journal_.remove(report.deviceId, &error)) {
        report.message = error;
        return report;
    }
    report.ok = true;
    report.outcome = QStringLiteral("confirmed");
    report.transaction.applied = entry->applied;
    report.transaction.snapshot = entry->snapshot;
    for (const ControlId id : touchedControls(entry->applied)) {
        StepReport step{id, describeValue(id, entry->snapshot), describeValue(id, entry->applied), true, false, QString(), {}, {}};
        if (const ControlRule *rule = controlRule(id)) {
            rule->toJson(entry->snapshot, &step.beforeValues);
            rule->toJson(entry->applied, &step.afterValues);
        }
        report.transaction.steps.push_back(step);
    }
    say(&report, QT_TRANSLATE_NOOP("Tuning", "Confirmed: the new values stay."));
    recordKept(&report, entry->applied);
    record(report);
    return report;
}

TuningReport TuningService::extend(int deviceIndex, int confirmTimeoutSeconds, const QString &expectedDeviceId)
{
    Started started = startLocked(QStringLiteral("extend"), deviceIndex, expectedDeviceId);
    TuningReport &report = started.report;
    if (!started.ready())
        return report;
    auto entry = pendingBeforeDeadline(deviceIndex, &report);
    if (!entry)
        return report;
    QString error;
    // Renewals come every few seconds: they are not written to the tuning
    // log, the apply and the final confirm or revert are.
    entry->deadlineMs = clock_() + SafetyPolicy::clampConfirmTimeout(confirmTimeoutSeconds) * 1000LL;
    if (!journal_.put(*entry, &error)) {
        report.message = error;
        return report;
    }
    report.ok = true;
    report.outcome = QStringLiteral("pending");
    report.deadlineMs = entry->deadlineMs;
    report.transaction.applied = entry->applied;
    report.transaction.snapshot = entry->snapshot;
    say(&report, QT_TRANSLATE_NOOP("Tuning", "The pending change is held while it is checked."));
    return report;
}

TuningReport TuningService::revertEntry(const JournalEntry &entry, int deviceIndex, const QString &action)
{
    TuningReport report;
    report.action = action;
    report.deviceIndex = deviceIndex;
    report.deviceId = entry.deviceId;
    report.deviceName = entry.deviceName;
    int local = -1;
    Backend *backend = devices_.backendFor(deviceIndex, &local);
    if (!backend) {
        report.outcome = QStringLiteral("failed");
        say(&report, QT_TRANSLATE_NOOP("Tuning", "GPU %1 has no backend."), deviceIndex);
        return report;
    }
    // The snapshot comes from the journal file: it is checked against the
    // same policy as an apply, and a value outside it is not written.
    const SafetyPolicy policy = policyForLocked(deviceIndex, &entry);
    report.transaction = TuningTransaction::restore(*backend, local, entry.snapshot, &policy);
    QString error;
    const bool outsidePolicy = std::any_of(report.transaction.validation.refusals.cbegin(), report.transaction.validation.refusals.cend(),
                                           [](const Refusal &r) { return r.limit.startsWith(QLatin1String("policy")); });
    if (outsidePolicy) {
        // Never restorable: dropped from the journal (so no waiter retries
        // it forever), refused and logged; the values inside the policy were restored.
        journal_.remove(entry.deviceId, &error);
        report.outcome = QStringLiteral("refused");
        say(&report, QT_TRANSLATE_NOOP("Tuning", "The journal's value to restore is outside the safety policy, so it was not written (the journal may have "
                                  "been forged): %1"), report.transaction.error);
    } else if (report.transaction.ok()) {
        journal_.remove(entry.deviceId, &error);
        report.ok = true;
        report.outcome = QStringLiteral("reverted");
        if (action == QLatin1String("recover"))
            say(&report, QT_TRANSLATE_NOOP("Tuning", "Restored the values from before an unconfirmed change (its process had ended)."));
        else
            say(&report, QT_TRANSLATE_NOOP("Tuning", "Reverted to the previous values."));
    } else {
        report.outcome = QStringLiteral("rollback_failed");
        say(&report, QT_TRANSLATE_NOOP("Tuning", "The previous values could not all be restored: %1"), report.transaction.error);
    }
    record(report);
    return report;
}

TuningReport TuningService::revert(int deviceIndex, const QString &expectedDeviceId, const QString &action)
{
    Started started = startLocked(action, deviceIndex, expectedDeviceId);
    TuningReport &report = started.report;
    if (!started.ready())
        return report;
    const auto entry = journal_.find(report.deviceId);
    if (!entry) {
        say(&report, QT_TRANSLATE_NOOP("Tuning", "No unconfirmed change to %1 to revert."), report.deviceName);
        return report;
    }
    return revertEntry(*entry, deviceIndex, action);
}

TuningReport TuningService::resetToDefaults(int deviceIndex, const QString &expectedDeviceId, const QString &action)
{
    Started started = startLocked(action, deviceIndex, expectedDeviceId);
    TuningReport &report = started.report;
    if (!started.ready())
        return report;
    const TuningValues defaults = defaultValues(started.backend->readControls(started.local));
    if (defaults.isEmpty()) {
        say(&report, QT_TRANSLATE_NOOP("Tuning", "%1 offers no control that can be reset."), report.deviceName);
        record(report);
        return report;
    }
    report.transaction = TuningTransaction::reset(*started.backend, started.local, defaults);
    QString error;
    switch (report.transaction.outcome) {
    case TransactionOutcome::Applied:
        journal_.remove(report.deviceId, &error);
        report.ok = true;
        report.outcome = QStringLiteral("applied");
        say(&report, QT_TRANSLATE_NOOP("Tuning", "Driver defaults restored."));
        recordKept(&report, defaults);
        break;
    case TransactionOutcome::Refused:
    case TransactionOutcome::NotStarted:
        report.outcome = QStringLiteral("refused");
        say(&report, QT_TRANSLATE_NOOP("Tuning", "Refused, nothing was written: %1"), report.transaction.error);
        break;
    case TransactionOutcome::RolledBack:
        // The values from before the reset are back; a pending change stays pending.
        report.outcome = QStringLiteral("rolled_back");
        say(&report, QT_TRANSLATE_NOOP("Tuning", "The reset failed and the values from before it were restored: %1"), report.transaction.error);
        break;
    case TransactionOutcome::RollbackFailed:
        report.outcome = QStringLiteral("rollback_failed");
        say(&report, QT_TRANSLATE_NOOP("Tuning", "The reset failed, and the values from before it could not all be restored: %1 Restore: %2"),
            report.transaction.error, report.transaction.rollbackError);
        break;
    }
    record(report);
    return report;
}

SafetyPolicy TuningService::policyFor(int deviceIndex)
{
    QString error;
    const auto lock = journal_.lock(&error);
    if (!lock)
        return policy_;
    return policyForLocked(deviceIndex, nullptr);
}

SafetyPolicy TuningService::policyForLocked(int deviceIndex, const JournalEntry *pending)
{
    SafetyPolicy policy = policy_;
    int local = -1;
    Backend *backend = devices_.backendFor(deviceIndex, &local);
    if (!backend)
        return policy;
    const ControlState state = backend->readControls(local);
    const PowerCapControl *cap = state.perControl.get<PowerCapControl>();
    if (!cap || cap->defaultMicrowatts > 0)
        return policy;
    const QString deviceId = devices_.devices().at(deviceIndex).stableId();
    // The cap before this boot's first change when one is pending; else now.
    std::optional<JournalEntry> entry = pending ? std::optional<JournalEntry>(*pending) : journal_.find(deviceId);
    const PowerCapValue *before = entry ? entry->snapshot.perControl.get<PowerCapValue>() : nullptr;
    const quint64 seen = before ? before->microwatts : cap->currentMicrowatts;
    QString error;
    const auto base = PowerCapBootRecord(journal_.directory(), journal_.bootId()).baseFor(deviceId, seen, &error);
    policy.powerCapBootMicrowatts = base.value_or(0);
    return policy;
}

QVector<TuningReport> TuningService::recoverDue()
{
    QVector<TuningReport> reports;
    QString error;
    const auto lock = journal_.lock(&error);
    if (!lock)
        return reports;
    const qint64 now = clock_();
    for (const JournalEntry &entry : journal_.load()) {
        const int index = indexOfDevice(entry.deviceId);
        if (index < 0 || !entry.dueForRevert(now))
            continue;
        const bool expired = entry.state == JournalEntry::State::Pending && now >= entry.deadlineMs && entry.owner.alive();
        reports.push_back(revertEntry(entry, index, expired ? QStringLiteral("revert") : QStringLiteral("recover")));
    }
    return reports;
}

bool TuningService::setOwner(int deviceIndex, const ProcessIdentity &owner, QString *error)
{
    if (deviceIndex < 0 || deviceIndex >= devices_.deviceCount()) {
        *error = TuningTr::tr("There is no GPU %1.").arg(deviceIndex);
        return false;
    }
    const auto lock = journal_.lock(error);
    if (!lock)
        return false;
    auto entry = journal_.find(devices_.devices().at(deviceIndex).stableId());
    if (!entry) {
        *error = TuningTr::tr("No pending change for GPU %1.").arg(deviceIndex);
        return false;
    }
    entry->owner = owner;
    return journal_.put(*entry, error);
}

std::optional<JournalEntry> TuningService::pending(int deviceIndex) const
{
    if (deviceIndex < 0 || deviceIndex >= devices_.deviceCount())
        return std::nullopt;
    return journal_.find(devices_.devices().at(deviceIndex).stableId());
}

QVector<TuningReport> TuningService::revertHot()
{
    QVector<TuningReport> reports;
    QString error;
    const auto lock = journal_.lock(&error);
    if (!lock)
        return reports;
    for (const JournalEntry &entry : journal_.load()) {
        const int index = indexOfDevice(entry.deviceId);
        int local = -1;
        Backend *backend = index >= 0 ? devices_.backendFor(index, &local) : nullptr;
        if (!backend)
            continue;
        const ControlState state = backend->readControls(local);
        if (!state.criticalTemperatureCelsius || !state.currentTemperatureCelsius
            || *state.currentTemperatureCelsius < *state.criticalTemperatureCelsius - policy_.watchdogMarginCelsius)
            continue;
        TuningReport report = revertEntry(entry, index, QStringLiteral("watchdog"));
        report.message = TuningTr::tr("%1 reached %2 °C, within %3 °C of its critical temperature, before the change was confirmed: "
                                  "reverted. %4")
                             .arg(entry.deviceName)
                             .arg(*state.currentTemperatureCelsius, 0, 'f', 0)
                             .arg(policy_.watchdogMarginCelsius, 0, 'f', 0)
                             .arg(report.message);
        reports.push_back(report);
    }
    return reports;
}

QVector<TuningReport> TuningService::revertWhenDue(int pollMs, const std::function<bool()> &stopRequested)
{
    QVector<TuningReport> reports;
    for (;;) {
        reports += recoverDue();
        reports += revertHot();
        bool anyLeft = false;
        for (const JournalEntry &entry : journal_.load())
            anyLeft = anyLeft || indexOfDevice(entry.deviceId) >= 0;
        if (!anyLeft || (stopRequested && stopRequested()))
            return reports;
        QThread::msleep(static_cast<unsigned long>(std::max(10, pollMs)));
    }
}

} // namespace rocmtune
