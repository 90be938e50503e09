// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/route/TuningRequestHandler.h"

#include "core/tuning/record/PowerCapBootRecord.h"
#include "core/tuning/transaction/TuningPaths.h"

#include "core/tuning/ControlStateJson.h"
#include "core/tuning/TuningTr.h"
#include "core/tuning/controls/powercap/PowerCapRule.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace rocmtune {

namespace {
// A report as the answer: its JSON, and its exit code.
TuningAnswer answerOf(const TuningReport &report)
{
    const int exitCode = report.ok ? TuningExitOk : report.outcome == QLatin1String("refused") ? TuningExitRefused : TuningExitFailed;
    return TuningAnswer{exitCode, report.toJson()};
}
} // namespace

QJsonObject showDevice(TuningService &service, DeviceSet &devices, int deviceIndex)
{
    if (deviceIndex < 0 || deviceIndex >= devices.deviceCount()) {
        return QJsonObject{{QStringLiteral("ok"), false},
                           {QStringLiteral("action"), QStringLiteral("show")},
                           {QStringLiteral("message"),
                            QCoreApplication::translate("Tuning", "There is no GPU %1 (%n GPU(s) found).", nullptr, devices.deviceCount())
                                .arg(deviceIndex)}};
    }
    const DeviceInfo &info = devices.devices().at(deviceIndex);
    int local = -1;
    Backend *backend = devices.backendFor(deviceIndex, &local);
    const ControlState state = backend ? backend->readControls(local) : ControlState{};
    SafetyPolicy policy = service.policyFor(deviceIndex);
    // Without a driver default the limit's base is the cap at boot, which the
    // helper records once per boot in the system state folder: show the
    // maximum the helper enforces, not one from this user's own record.
    if (const PowerCapControl *cap = state.perControl.get<PowerCapControl>(); cap && cap->defaultMicrowatts == 0) {
        if (const auto base = PowerCapBootRecord(systemTuningStateDirectory(), currentBootId()).recorded(info.stableId()))
            policy.powerCapBootMicrowatts = *base;
    }
    QJsonObject limits{{QStringLiteral("power_cap_above_default_percent"), policy.powerCapAboveDefaultPercent},
                       {QStringLiteral("thermal_margin_celsius"), policy.thermalMarginCelsius},
                       {QStringLiteral("watchdog_margin_celsius"), policy.watchdogMarginCelsius},
                       {QStringLiteral("max_overdrive_percent"), policy.maxOverdrivePercent},
                       {QStringLiteral("confirm_timeout_seconds"), policy.confirmTimeoutSeconds}};
    if (const PowerCapControl *cap = state.perControl.get<PowerCapControl>())
        limits.insert(QStringLiteral("power_cap_max_watts"), PowerCapRule::policyMaxMicrowatts(*cap, policy) / 1e6);
    if (state.criticalTemperatureCelsius)
        limits.insert(QStringLiteral("manual_clocks_below_celsius"), *state.criticalTemperatureCelsius - policy.thermalMarginCelsius);
    QJsonObject o{{QStringLiteral("ok"), true},
                  {QStringLiteral("action"), QStringLiteral("show")},
                  {QStringLiteral("device"), QJsonObject{{QStringLiteral("index"), deviceIndex},
                                                         {QStringLiteral("id"), info.stableId()},
                                                         {QStringLiteral("name"), info.name},
                                                         {QStringLiteral("backend"), info.backendId},
                                                         {QStringLiteral("simulated"), info.simulated}}},
                  {QStringLiteral("controls"), controlStateToJson(state)},
                  {QStringLiteral("policy"), limits}};
    // Set vs in force, one object per control (SetVsInForce.h), beside the
    // driver's "controls" (whose keys stay as they were for older readers).
    QString recordProblem;
    QJsonObject setVsInForce;
    for (const ControlSetVsInForce &c : service.setVsInForce(deviceIndex, state, &recordProblem))
        setVsInForce.insert(QLatin1String(controlKey(c.id)), c.toJson());
    o.insert(QStringLiteral("set_vs_in_force"), setVsInForce);
    if (!recordProblem.isEmpty())
        o.insert(QStringLiteral("set_record_problem"), recordProblem);
    if (const auto pending = service.pending(deviceIndex)) {
        o.insert(QStringLiteral("pending"), QJsonObject{{QStringLiteral("state"), QLatin1String(journalStateKey(pending->state))},
                                                       {QStringLiteral("deadline_ms"), pending->deadlineMs},
                                                       {QStringLiteral("applied"), tuningValuesToJson(pending->applied)},
                                                       {QStringLiteral("snapshot"), tuningValuesToJson(pending->snapshot)}});
    } else {
        o.insert(QStringLiteral("pending"), QJsonValue::Null);
    }
    return o;
}

TuningAnswer handleTuningRequest(TuningService &service, DeviceSet &devices, const TuningRequest &request,
                                 const SpawnWaiter &spawnWaiter)
{
    TuningAnswer answer;
    const QString &id = request.deviceId;
    switch (request.action) {
    case TuningRequest::Action::Show: {
        answer.json = showDevice(service, devices, request.deviceIndex);
        if (answer.json.value(QStringLiteral("ok")).toBool() && !id.isEmpty()
            && answer.json.value(QStringLiteral("device")).toObject().value(QStringLiteral("id")).toString() != id) {
            answer.json = QJsonObject{{QStringLiteral("ok"), false},
                                      {QStringLiteral("action"), QStringLiteral("show")},
                                      {QStringLiteral("message"), TuningTr::tr("GPU %1 does not have the id %2.").arg(request.deviceIndex).arg(id)}};
        }
        answer.exitCode = answer.json.value(QStringLiteral("ok")).toBool() ? TuningExitOk : TuningExitRefused;
        return answer;
    }
    case TuningRequest::Action::Recover: {
        QJsonArray reports;
        bool ok = true;
        for (const TuningReport &report : service.recoverDue()) {
            reports.append(report.toJson());
            ok = ok && report.ok;
        }
        answer.json = QJsonObject{{QStringLiteral("ok"), ok}, {QStringLiteral("action"), QStringLiteral("recover")},
                                  {QStringLiteral("reports"), reports}};
        answer.exitCode = ok ? TuningExitOk : TuningExitFailed;
        return answer;
    }
    case TuningRequest::Action::Apply: {
        TuningReport report = service.apply(request.deviceIndex, request.values, request.confirmTimeoutSeconds, id);
        if (report.ok && report.outcome == QLatin1String("pending")) {
            const std::optional<qint64> pid = spawnWaiter ? spawnWaiter() : std::nullopt;
            QString error;
            if (!pid || !service.setOwner(request.deviceIndex, ProcessIdentity::of(*pid), &error)) {
                const TuningReport undone = service.revert(request.deviceIndex, id);
                report.ok = false;
                report.outcome = undone.ok ? QStringLiteral("rolled_back") : QStringLiteral("rollback_failed");
                report.message = TuningTr::tr("Applied, but no process could be started to revert it at the deadline, so it was reverted now. %1")
                                     .arg(error);
            } else {
                answer = answerOf(report);
                answer.json.insert(QStringLiteral("waiter_pid"), *pid);
                return answer;
            }
        }
        return answerOf(report);
    }
    case TuningRequest::Action::Confirm: return answerOf(service.confirm(request.deviceIndex, id));
    case TuningRequest::Action::Extend: return answerOf(service.extend(request.deviceIndex, request.confirmTimeoutSeconds, id));
    case TuningRequest::Action::Revert: return answerOf(service.revert(request.deviceIndex, id));
    case TuningRequest::Action::Accept: return answerOf(service.accept(request.deviceIndex, id));
    case TuningRequest::Action::Reset: return answerOf(service.resetToDefaults(request.deviceIndex, id));
    }
    return answer;
}

} // namespace rocmtune
