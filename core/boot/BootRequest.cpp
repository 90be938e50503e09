// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/boot/BootRequest.h"

#include "core/boot/BootTr.h"
#include "core/boot/SoftwareFanCurve.h"

#include "core/boot/BootGuard.h"
#include "core/boot/BootProfileFile.h"
#include "core/tuning/JsonStrict.h"
#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/policy/TuningValidator.h"
#include "core/tuning/route/TuningRequest.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

namespace rocmtune {

namespace {
TuningAnswer failure(int code, const QString &outcome, const QString &message, const QJsonObject &extra = {})
{
    QJsonObject json{{QStringLiteral("ok"), false}, {QStringLiteral("outcome"), outcome}, {QStringLiteral("error"), message}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        json.insert(it.key(), it.value());
    return TuningAnswer{code, json};
}

void logLine(TuningService &service, const BootRequest &request, const QString &deviceName, const QString &outcome, const QString &message,
             const QStringList &changes = {})
{
    TuningLogEntry entry;
    entry.timestampMs = QDateTime::currentMSecsSinceEpoch();
    entry.deviceId = request.deviceId;
    entry.deviceName = deviceName;
    entry.action = QLatin1String(bootActionKey(request.action));
    entry.outcome = outcome;
    entry.changes = changes;
    entry.message = message;
    service.log().append(entry);
}
} // namespace

const char *bootActionKey(BootRequest::Action action)
{
    switch (action) {
    case BootRequest::Action::Set: return "boot_set";
    case BootRequest::Action::Clear: return "boot_clear";
    case BootRequest::Action::Enable: return "boot_enable";
    }
    return "unknown";
}

QJsonObject BootRequest::toJson() const
{
    QJsonObject o{{QStringLiteral("version"), 1},
                  {QStringLiteral("action"), QLatin1String(bootActionKey(action))},
                  {QStringLiteral("device"), QJsonObject{{QStringLiteral("index"), deviceIndex}, {QStringLiteral("id"), deviceId}}}};
    if (action == Action::Set) {
        o.insert(QStringLiteral("profile"), profileName);
        o.insert(QStringLiteral("values"), tuningValuesToJson(values));
    }
    return o;
}

bool isBootRequest(const QByteArray &json)
{
    if (json.size() > kMaxTuningRequestBytes)
        return false;
    const QJsonValue action = QJsonDocument::fromJson(json).object().value(QStringLiteral("action"));
    return action.isString() && action.toString().startsWith(QLatin1String("boot_"));
}

std::optional<BootRequest> parseBootRequest(const QByteArray &json, QString *error)
{
    if (json.size() > kMaxTuningRequestBytes) {
        *error = BootTr::tr("The request is larger than %1 bytes.").arg(kMaxTuningRequestBytes);
        return std::nullopt;
    }
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    if (!doc.isObject()) {
        *error = BootTr::tr("The request must be a JSON object.");
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    if (!json::onlyKeys(o, {QLatin1String("version"), QLatin1String("action"), QLatin1String("device"), QLatin1String("profile"),
                            QLatin1String("values")},
                        BootTr::tr("the request"), error))
        return std::nullopt;
    qint64 version = 0;
    if (!json::wholeNumber(o.value(QStringLiteral("version")), 1, 1, &version)) {
        *error = BootTr::tr("\"version\" must be 1.");
        return std::nullopt;
    }
    BootRequest request;
    bool known = false;
    for (BootRequest::Action a : BootRequest::kActions) {
        if (o.value(QStringLiteral("action")).toString() == QLatin1String(bootActionKey(a))) {
            request.action = a;
            known = true;
        }
    }
    if (!known) {
        *error = BootTr::tr("\"action\" must be one of boot_set, boot_clear, boot_enable.");
        return std::nullopt;
    }
    const QJsonObject device = o.value(QStringLiteral("device")).toObject();
    qint64 index = 0;
    const QJsonValue id = device.value(QStringLiteral("id"));
    if (!o.value(QStringLiteral("device")).isObject() || !json::onlyKeys(device, {QLatin1String("index"), QLatin1String("id")}, QStringLiteral("\"device\""), error)
        || !json::wholeNumber(device.value(QStringLiteral("index")), 0, 1023, &index) || !id.isString() || id.toString().isEmpty()
        || id.toString().size() > 128) {
        *error = BootTr::tr("\"device\" must be {\"index\": 0-1023, \"id\": \"the GPU's id\"}; a boot profile is bound to the GPU's id.");
        return std::nullopt;
    }
    request.deviceIndex = static_cast<int>(index);
    request.deviceId = id.toString();
    const bool isSet = request.action == BootRequest::Action::Set;
    if (!isSet && (o.contains(QStringLiteral("profile")) || o.contains(QStringLiteral("values")))) {
        *error = BootTr::tr("\"profile\" and \"values\" are only allowed for \"boot_set\".");
        return std::nullopt;
    }
    if (isSet) {
        const QJsonValue name = o.value(QStringLiteral("profile"));
        if (!name.isString() || name.toString().trimmed().isEmpty() || name.toString().size() > 256) {
            *error = BootTr::tr("\"profile\" must be the profile's name (1-256 characters).");
            return std::nullopt;
        }
        request.profileName = name.toString();
        if (!o.value(QStringLiteral("values")).isObject()) {
            *error = BootTr::tr("\"values\" is required for \"boot_set\" and must be an object.");
            return std::nullopt;
        }
        const auto values = tuningValuesFromJson(o.value(QStringLiteral("values")).toObject(), error);
        if (!values)
            return std::nullopt;
        if (values->isEmpty()) {
            *error = BootTr::tr("\"values\" is empty: the boot profile would change nothing.");
            return std::nullopt;
        }
        request.values = *values;
    }
    return request;
}

TuningAnswer handleBootRequest(TuningService &service, DeviceSet &devices, const BootRequest &request, const BootProfileFile &profiles,
                               const BootGuardFile &guard)
{
    if (request.deviceIndex >= devices.deviceCount())
        return failure(TuningExitRefused, QStringLiteral("refused"),
                       QCoreApplication::translate("Tuning", "There is no GPU %1 (%n GPU(s) found).", nullptr, devices.deviceCount())
                           .arg(request.deviceIndex));
    const DeviceInfo &info = devices.devices().at(request.deviceIndex);
    if (info.stableId() != request.deviceId)
        return failure(TuningExitRefused, QStringLiteral("refused"),
                       BootTr::tr("GPU %1 is %2 (id %3), not the GPU with id %4; nothing was changed.")
                           .arg(request.deviceIndex)
                           .arg(info.name, info.stableId(), request.deviceId));
    // The policy for this GPU first: it takes the journal lock itself.
    const SafetyPolicy policy = service.policyFor(request.deviceIndex);
    QString error;
    const auto lock = service.journal().lock(&error);
    if (!lock)
        return failure(TuningExitFailed, QStringLiteral("failed"), error);
    auto stored = profiles.load(&error);
    if (!stored && request.action != BootRequest::Action::Set)
        return failure(TuningExitFailed, QStringLiteral("failed"), error);
    if (!stored) // a forged or broken file is replaced by a clean one on set
        stored = QVector<BootProfile>{};
    auto guardState = guard.load(&error);
    if (!guardState)
        return failure(TuningExitFailed, QStringLiteral("failed"), error);
    const auto existing = std::find_if(stored->begin(), stored->end(), [&](const BootProfile &p) { return p.deviceId == request.deviceId; });

    BootProfile profile;
    if (request.action == BootRequest::Action::Clear) {
        if (existing == stored->end())
            return failure(TuningExitFailed, QStringLiteral("failed"), BootTr::tr("%1 has no boot profile.").arg(info.name));
        profile = *existing;
        stored->erase(existing);
        guardState->enable(request.deviceId);
        if (!profiles.save(*stored, &error) || !guard.save(*guardState, &error))
            return failure(TuningExitFailed, QStringLiteral("failed"), error);
        const QString message = BootTr::tr("Boot profile \"%1\" of %2 removed; it is no longer applied at boot.").arg(profile.profileName, info.name);
        logLine(service, request, info.name, QStringLiteral("applied"), message);
        return TuningAnswer{TuningExitOk, QJsonObject{{QStringLiteral("ok"), true}, {QStringLiteral("outcome"), QStringLiteral("cleared")},
                                                      {QStringLiteral("message"), message}}};
    }
    if (request.action == BootRequest::Action::Enable) {
        if (existing == stored->end())
            return failure(TuningExitFailed, QStringLiteral("failed"), BootTr::tr("%1 has no boot profile.").arg(info.name));
        profile = *existing;
    } else {
        profile.deviceId = request.deviceId;
        profile.deviceName = info.name;
        profile.pciBusId = info.pciBusId;
        profile.profileName = request.profileName;
        profile.values = request.values;
        profile.setMs = QDateTime::currentMSecsSinceEpoch();
    }
    // The same validation as an apply: the card's limits now and the
    // administrator's policy for this GPU.
    int local = -1;
    Backend *backend = devices.backendFor(request.deviceIndex, &local);
    if (!backend)
        return failure(TuningExitFailed, QStringLiteral("failed"), BootTr::tr("GPU %1 has no backend.").arg(request.deviceIndex));
    const ControlState state = backend->readControls(local);
    // A fan curve on a card without the firmware's curve is run by
    // rocmtune-boot in software: checked against what that card's fan and
    // sensor offer, and left out of the transaction's validation.
    TuningValues checked = profile.values;
    if (const FanCurveValue *curve = checked.perControl.get<FanCurveValue>(); curve && fanCurveHost(state) != FanCurveHost::Firmware) {
        const QString problem = softwareFanCurveProblem(*curve, state, backend->readSample(local), policy.fan);
        if (!problem.isEmpty() && fanUnreadableNow(state)) {
            // Not known now is not a refusal: nothing stored, try again.
            const QString message = BootTr::tr("No boot profile was stored, try again: %1").arg(problem);
            logLine(service, request, info.name, QStringLiteral("failed"), message);
            return failure(TuningExitFailed, QStringLiteral("failed"), message);
        }
        if (!problem.isEmpty()) {
            const QString message = BootTr::tr("Refused, no boot profile was stored: %1").arg(problem);
            logLine(service, request, info.name, QStringLiteral("refused"), message);
            const QJsonArray refusals{QJsonObject{{QStringLiteral("control"), QLatin1String(controlKey(ControlId::FanCurve))},
                                                  {QStringLiteral("limit"), fanCurveHost(state) == FanCurveHost::None ? QStringLiteral("unsupported")
                                                                            : problem == policy.fan.curveProblem(curve->points) ? QStringLiteral("fan_limits")
                                                                                                                                 : QStringLiteral("software_range")},
                                                  {QStringLiteral("message"), problem}}};
            return failure(TuningExitRefused, QStringLiteral("refused"), message, QJsonObject{{QStringLiteral("refusals"), refusals}});
        }
        checked.perControl.remove<FanCurveValue>();
    }
    // A profile of only a software fan curve leaves the transaction nothing
    // to check (and "changes nothing" would refuse it); the curve was checked above.
    const bool softwareCurveOnly = checked.isEmpty() && profile.values.perControl.has<FanCurveValue>();
    const ValidationResult validation = softwareCurveOnly ? ValidationResult{}
                                                          : validateTuning(effectiveValues(checked, state), state, policy, ValidationMode::Request);
    if (!validation.ok()) {
        QJsonArray refusals;
        for (const Refusal &r : validation.refusals)
            refusals.append(QJsonObject{{QStringLiteral("control"), QLatin1String(controlKey(r.control))}, {QStringLiteral("limit"), r.limit},
                                        {QStringLiteral("message"), r.message}});
        const QString message = BootTr::tr("Refused, no boot profile was stored: %1").arg(validation.messages().join(QLatin1Char(' ')));
        logLine(service, request, info.name, QStringLiteral("refused"), message);
        return failure(TuningExitRefused, QStringLiteral("refused"), message, QJsonObject{{QStringLiteral("refusals"), refusals}});
    }
    if (existing != stored->end())
        *existing = profile;
    else
        stored->push_back(profile);
    const bool wasDisabled = guardState->enable(request.deviceId);
    if (!profiles.save(*stored, &error) || !guard.save(*guardState, &error))
        return failure(TuningExitFailed, QStringLiteral("failed"), error);
    QStringList changes;
    for (const ControlId id : touchedControls(profile.values))
        changes << describeValue(id, profile.values);
    QString message = request.action == BootRequest::Action::Set
                          ? BootTr::tr("Boot profile \"%1\" stored for %2; it is applied at every boot, after resume and after a GPU reset.")
                                .arg(profile.profileName, info.name)
                          : BootTr::tr("Boot profile \"%1\" of %2 is applied at boot again.").arg(profile.profileName, info.name);
    if (wasDisabled)
        message += QLatin1Char(' ') + BootTr::tr("The boot-loop guard's stop was lifted.");
    logLine(service, request, info.name, QStringLiteral("applied"), message, changes);
    return TuningAnswer{TuningExitOk, QJsonObject{{QStringLiteral("ok"), true},
                                                  {QStringLiteral("outcome"), request.action == BootRequest::Action::Set ? QStringLiteral("stored")
                                                                                                                         : QStringLiteral("enabled")},
                                                  {QStringLiteral("message"), message},
                                                  {QStringLiteral("values"), tuningValuesToJson(profile.values)},
                                                  {QStringLiteral("guard_lifted"), wasDisabled}}};
}

} // namespace rocmtune
