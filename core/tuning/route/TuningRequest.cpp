// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/route/TuningRequest.h"

#include "core/tuning/JsonStrict.h"
#include "core/tuning/TuningTr.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace rocmtune {

const char *tuningActionKey(TuningRequest::Action action)
{
    switch (action) {
    case TuningRequest::Action::Apply: return "apply";
    case TuningRequest::Action::Confirm: return "confirm";
    case TuningRequest::Action::Revert: return "revert";
    case TuningRequest::Action::Reset: return "reset";
    case TuningRequest::Action::Recover: return "recover";
    case TuningRequest::Action::Show: return "show";
    case TuningRequest::Action::Extend: return "extend";
    case TuningRequest::Action::Accept: return "accept";
    }
    return "unknown";
}

QJsonObject TuningRequest::toJson() const
{
    QJsonObject o{{QStringLiteral("version"), kTuningRequestVersion}, {QStringLiteral("action"), QLatin1String(tuningActionKey(action))}};
    if (action != Action::Recover) {
        QJsonObject device{{QStringLiteral("index"), deviceIndex}};
        if (!deviceId.isEmpty())
            device.insert(QStringLiteral("id"), deviceId);
        o.insert(QStringLiteral("device"), device);
    }
    if (action == Action::Apply) {
        o.insert(QStringLiteral("values"), tuningValuesToJson(values));
        o.insert(QStringLiteral("confirm_timeout_s"), confirmTimeoutSeconds);
    }
    if (action == Action::Extend)
        o.insert(QStringLiteral("confirm_timeout_s"), confirmTimeoutSeconds);
    return o;
}

std::optional<TuningRequest> parseTuningRequest(const QByteArray &json, QString *error)
{
    QString scratch;
    QString &message = error ? *error : scratch;
    if (json.size() > kMaxTuningRequestBytes) {
        message = TuningTr::tr("The request is larger than %1 bytes.").arg(kMaxTuningRequestBytes);
        return std::nullopt;
    }
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        message = TuningTr::tr("The request is not valid JSON: %1 at byte %2.").arg(parseError.errorString()).arg(parseError.offset);
        return std::nullopt;
    }
    if (!doc.isObject()) {
        message = TuningTr::tr("The request must be a JSON object.");
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    if (!json::onlyKeys(o, {QLatin1String("version"), QLatin1String("action"), QLatin1String("device"), QLatin1String("values"),
                            QLatin1String("confirm_timeout_s")},
                        TuningTr::tr("the request"), &message))
        return std::nullopt;
    qint64 version = 0;
    if (!json::wholeNumber(o.value(QStringLiteral("version")), 0, 1000, &version) || version != kTuningRequestVersion) {
        message = TuningTr::tr("\"version\" must be %1.").arg(kTuningRequestVersion);
        return std::nullopt;
    }
    TuningRequest request;
    const QJsonValue action = o.value(QStringLiteral("action"));
    bool knownAction = false;
    for (TuningRequest::Action a : TuningRequest::kActions) {
        if (action.isString() && action.toString() == QLatin1String(tuningActionKey(a))) {
            request.action = a;
            knownAction = true;
        }
    }
    if (!knownAction) {
        message = TuningTr::tr("\"action\" must be one of apply, confirm, extend, revert, reset, recover, show, accept.");
        return std::nullopt;
    }
    const bool needsDevice = request.action != TuningRequest::Action::Recover;
    if (o.contains(QStringLiteral("device")) != needsDevice) {
        message = needsDevice ? TuningTr::tr("\"device\" is required for \"%1\".").arg(action.toString())
                              : TuningTr::tr("\"device\" is not allowed for \"recover\" (it covers every GPU).");
        return std::nullopt;
    }
    if (needsDevice) {
        const QJsonValue deviceValue = o.value(QStringLiteral("device"));
        if (!deviceValue.isObject()) {
            message = TuningTr::tr("\"device\" must be an object {\"index\": N, \"id\": \"...\"}.");
            return std::nullopt;
        }
        const QJsonObject device = deviceValue.toObject();
        if (!json::onlyKeys(device, {QLatin1String("index"), QLatin1String("id")}, TuningTr::tr("\"device\""), &message))
            return std::nullopt;
        qint64 index = 0;
        if (!json::wholeNumber(device.value(QStringLiteral("index")), 0, 1023, &index)) {
            message = TuningTr::tr("\"device.index\" must be a whole number from 0 to 1023.");
            return std::nullopt;
        }
        request.deviceIndex = static_cast<int>(index);
        if (device.contains(QStringLiteral("id"))) {
            const QJsonValue id = device.value(QStringLiteral("id"));
            if (!id.isString() || id.toString().isEmpty() || id.toString().size() > 128) {
                message = TuningTr::tr("\"device.id\" must be a non-empty string of at most 128 characters.");
                return std::nullopt;
            }
            request.deviceId = id.toString();
        }
    }
    const bool isApply = request.action == TuningRequest::Action::Apply;
    const bool isExtend = request.action == TuningRequest::Action::Extend;
    if (!isApply && o.contains(QLatin1String("values"))) {
        message = TuningTr::tr("\"%1\" is only allowed for \"apply\".").arg(QLatin1String("values"));
        return std::nullopt;
    }
    if (!isApply && !isExtend && o.contains(QLatin1String("confirm_timeout_s"))) {
        message = TuningTr::tr("\"confirm_timeout_s\" is only allowed for \"apply\" and \"extend\".");
        return std::nullopt;
    }
    if (isExtend) {
        qint64 timeout = 0;
        if (!json::wholeNumber(o.value(QStringLiteral("confirm_timeout_s")), 5, 60, &timeout)) {
            message = TuningTr::tr("\"extend\" needs \"confirm_timeout_s\", a whole number from 5 to 60.");
            return std::nullopt;
        }
        request.confirmTimeoutSeconds = static_cast<int>(timeout);
    }
    if (isApply) {
        const QJsonValue values = o.value(QStringLiteral("values"));
        if (!values.isObject()) {
            message = TuningTr::tr("\"values\" is required for \"apply\" and must be an object.");
            return std::nullopt;
        }
        const auto parsed = tuningValuesFromJson(values.toObject(), &message);
        if (!parsed)
            return std::nullopt;
        if (parsed->isEmpty()) {
            message = TuningTr::tr("\"values\" is empty: the request changes nothing.");
            return std::nullopt;
        }
        request.values = *parsed;
        if (o.contains(QStringLiteral("confirm_timeout_s"))) {
            qint64 timeout = 0;
            if (!json::wholeNumber(o.value(QStringLiteral("confirm_timeout_s")), 0, 60, &timeout) || (timeout > 0 && timeout < 5)) {
                message = TuningTr::tr("\"confirm_timeout_s\" must be 0 (no confirmation) or a whole number from 5 to 60.");
                return std::nullopt;
            }
            request.confirmTimeoutSeconds = static_cast<int>(timeout);
        }
    }
    return request;
}

} // namespace rocmtune
