// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/profiles/ProfileJson.h"
#include "core/profiles/ProfilesTr.h"

#include "core/export/IsoTime.h"
#include "core/tuning/controls/clockrange/ClockRangeValue.h"
#include "core/tuning/controls/overdrive/OverdriveValue.h"
#include "core/tuning/controls/perflevel/PerfLevelValue.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "core/tuning/controls/powerprofile/PowerProfileValue.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QUuid>

#include <cmath>

namespace rocmtune {

namespace {

std::optional<QDateTime> parseTime(const QJsonValue &value)
{
    if (!value.isString())
        return std::nullopt;
    QDateTime t = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    if (!t.isValid())
        return std::nullopt;
    return t.toUTC();
}

// Refuses keys the schema does not know: a typo must not silently drop a value.
QString unknownKey(const QJsonObject &object, const QSet<QString> &known)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!known.contains(it.key()))
            return it.key();
    }
    return QString();
}

bool readString(const QJsonObject &o, const char *key, bool required, QString *out, QString *error)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined()) {
        if (required)
            *error = ProfileJsonTr::tr("The field \"%1\" is missing.").arg(QLatin1String(key));
        return !required;
    }
    if (!v.isString()) {
        *error = ProfileJsonTr::tr("The field \"%1\" must be text.").arg(QLatin1String(key));
        return false;
    }
    *out = v.toString();
    return true;
}

std::optional<ProfileTarget> parseTarget(const QJsonValue &value, QString *error)
{
    if (!value.isObject()) {
        *error = ProfileJsonTr::tr("The field \"target\" must be an object.");
        return std::nullopt;
    }
    const QJsonObject o = value.toObject();
    const QString unknown = unknownKey(o, {QStringLiteral("kind"), QStringLiteral("model_name"), QStringLiteral("pci_id"),
                                           QStringLiteral("gfx_arch"), QStringLiteral("unique_id"), QStringLiteral("pci_bus_id")});
    if (!unknown.isEmpty()) {
        *error = ProfileJsonTr::tr("Unknown field \"target.%1\".").arg(unknown);
        return std::nullopt;
    }
    ProfileTarget t;
    QString kind;
    if (!readString(o, "kind", true, &kind, error) || !readString(o, "model_name", false, &t.modelName, error)
        || !readString(o, "pci_id", false, &t.pciId, error) || !readString(o, "gfx_arch", false, &t.gfxArch, error)
        || !readString(o, "unique_id", false, &t.uniqueId, error) || !readString(o, "pci_bus_id", false, &t.pciBusId, error))
        return std::nullopt;
    if (kind == QLatin1String("model")) {
        // A model profile fits every card of the model: card ids in it (a
        // hand-edited file) mean nothing and are not written back.
        t.kind = ProfileTarget::Kind::Model;
        t.uniqueId.clear();
        t.pciBusId.clear();
    } else if (kind == QLatin1String("device")) {
        t.kind = ProfileTarget::Kind::Device;
    } else {
        *error = ProfileJsonTr::tr("\"target.kind\" must be \"model\" or \"device\", not \"%1\".").arg(kind);
        return std::nullopt;
    }
    if (t.modelName.isEmpty() && t.pciId.isEmpty()) {
        *error = ProfileJsonTr::tr("The target names no GPU model (model_name or pci_id).");
        return std::nullopt;
    }
    if (t.kind == ProfileTarget::Kind::Device && t.uniqueId.isEmpty() && t.pciBusId.isEmpty()) {
        *error = ProfileJsonTr::tr("A profile for one GPU needs its unique_id or pci_bus_id.");
        return std::nullopt;
    }
    return t;
}

std::optional<ProfileValidation> parseValidation(const QJsonValue &value, QString *error)
{
    if (!value.isObject()) {
        *error = ProfileJsonTr::tr("The field \"validation\" must be an object.");
        return std::nullopt;
    }
    const QJsonObject o = value.toObject();
    const QString unknown = unknownKey(o, {QStringLiteral("when"), QStringLiteral("passed"), QStringLiteral("summary")});
    if (!unknown.isEmpty()) {
        *error = ProfileJsonTr::tr("Unknown field \"validation.%1\".").arg(unknown);
        return std::nullopt;
    }
    ProfileValidation v;
    const auto when = parseTime(o.value(QStringLiteral("when")));
    if (!when || !o.value(QStringLiteral("passed")).isBool()) {
        *error = ProfileJsonTr::tr("\"validation\" needs a \"when\" date and a true/false \"passed\".");
        return std::nullopt;
    }
    v.when = *when;
    v.passed = o.value(QStringLiteral("passed")).toBool();
    if (!readString(o, "summary", false, &v.summary, error))
        return std::nullopt;
    return v;
}

ProfileParseResult parseVersion2(const QJsonObject &o)
{
    ProfileParseResult result;
    result.sourceVersion = 2;
    const QString unknown = unknownKey(o, {QStringLiteral("schema_version"), QStringLiteral("id"), QStringLiteral("name"),
                                           QStringLiteral("target"), QStringLiteral("values"), QStringLiteral("created"),
                                           QStringLiteral("modified"), QStringLiteral("apply_at_login"), QStringLiteral("validation")});
    if (!unknown.isEmpty()) {
        result.error = ProfileJsonTr::tr("Unknown field \"%1\".").arg(unknown);
        return result;
    }
    Profile p;
    if (!readString(o, "id", true, &p.id, &result.error) || !readString(o, "name", true, &p.name, &result.error))
        return result;
    if (QUuid::fromString(p.id).isNull()) {
        result.error = ProfileJsonTr::tr("The profile id \"%1\" is not a UUID.").arg(p.id.left(64));
        return result;
    }
    const auto target = parseTarget(o.value(QStringLiteral("target")), &result.error);
    if (!target)
        return result;
    p.target = *target;
    if (!o.value(QStringLiteral("values")).isObject()) {
        result.error = ProfileJsonTr::tr("The field \"values\" must be an object.");
        return result;
    }
    QString valuesError;
    const auto values = tuningValuesFromJson(o.value(QStringLiteral("values")).toObject(), &valuesError);
    if (!values) {
        result.error = ProfileJsonTr::tr("Invalid tuning values: %1").arg(valuesError);
        return result;
    }
    p.values = *values;
    const auto created = parseTime(o.value(QStringLiteral("created")));
    const auto modified = parseTime(o.value(QStringLiteral("modified")));
    if (!created || !modified) {
        result.error = ProfileJsonTr::tr("\"created\" and \"modified\" must be ISO 8601 dates.");
        return result;
    }
    p.created = *created;
    p.modified = *modified;
    const QJsonValue login = o.value(QStringLiteral("apply_at_login"));
    if (!login.isUndefined() && !login.isBool()) {
        result.error = ProfileJsonTr::tr("\"apply_at_login\" must be true or false.");
        return result;
    }
    p.applyAtLogin = login.toBool(false);
    if (o.contains(QStringLiteral("validation"))) {
        const auto validation = parseValidation(o.value(QStringLiteral("validation")), &result.error);
        if (!validation)
            return result;
        p.validation = validation;
    }
    result.profile = p;
    return result;
}

std::optional<int> wholeNumberInRange(const QJsonValue &v, double lo, double hi)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || d < lo || d > hi)
        return std::nullopt;
    return static_cast<int>(d);
}

std::optional<ClockRangeValue> rangeFromV1(const QJsonValue &v)
{
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != 2)
        return std::nullopt;
    const auto lo = wholeNumberInRange(a[0], 0, 100000);
    const auto hi = wholeNumberInRange(a[1], 0, 100000);
    if (!lo || !hi)
        return std::nullopt;
    return ClockRangeValue{*lo, *hi};
}

// Version 1 -> current. Unknown keys are refused here too.
ProfileParseResult parseVersion1(const QJsonObject &o)
{
    ProfileParseResult result;
    result.sourceVersion = 1;
    const QString unknown = unknownKey(o, {QStringLiteral("version"), QStringLiteral("name"), QStringLiteral("gpu"),
                                           QStringLiteral("pci_id"), QStringLiteral("power_cap_watts"), QStringLiteral("sclk_mhz"),
                                           QStringLiteral("mclk_mhz"), QStringLiteral("perf_level"), QStringLiteral("power_profile"),
                                           QStringLiteral("overdrive_percent")});
    if (!unknown.isEmpty()) {
        result.error = ProfileJsonTr::tr("Unknown field \"%1\".").arg(unknown);
        return result;
    }
    ProfileTarget target;
    QString name;
    if (!readString(o, "name", true, &name, &result.error) || !readString(o, "gpu", false, &target.modelName, &result.error)
        || !readString(o, "pci_id", false, &target.pciId, &result.error))
        return result;
    if (target.modelName.isEmpty() && target.pciId.isEmpty()) {
        result.error = ProfileJsonTr::tr("The target names no GPU model (gpu or pci_id).");
        return result;
    }
    TuningValues values;
    if (o.contains(QStringLiteral("power_cap_watts"))) {
        const QJsonValue w = o.value(QStringLiteral("power_cap_watts"));
        if (!w.isDouble() || !std::isfinite(w.toDouble()) || w.toDouble() <= 0 || w.toDouble() > 100000) {
            result.error = ProfileJsonTr::tr("\"power_cap_watts\" must be a positive number of watts.");
            return result;
        }
        values.perControl.set(PowerCapValue{static_cast<quint64>(std::llround(w.toDouble() * 1e6))});
    }
    for (const auto &[key, domain] : {std::pair{"sclk_mhz", ClockDomain::Gfx}, std::pair{"mclk_mhz", ClockDomain::Memory}}) {
        if (!o.contains(QLatin1String(key)))
            continue;
        const auto range = rangeFromV1(o.value(QLatin1String(key)));
        if (!range) {
            result.error = ProfileJsonTr::tr("\"%1\" must be [minimum, maximum] in MHz.").arg(QLatin1String(key));
            return result;
        }
        setClockRange(&values, domain, *range);
    }
    if (o.contains(QStringLiteral("perf_level"))) {
        const auto level = perfLevelFromKey(o.value(QStringLiteral("perf_level")).toString());
        if (!level) {
            result.error = ProfileJsonTr::tr("Unknown performance level \"%1\".").arg(o.value(QStringLiteral("perf_level")).toString());
            return result;
        }
        values.perControl.set(PerfLevelValue{*level});
    }
    if (o.contains(QStringLiteral("power_profile"))) {
        const auto profile = powerProfileFromKey(o.value(QStringLiteral("power_profile")).toString());
        if (!profile) {
            result.error = ProfileJsonTr::tr("Unknown power profile \"%1\".").arg(o.value(QStringLiteral("power_profile")).toString());
            return result;
        }
        values.perControl.set(PowerProfileValue{*profile});
    }
    if (o.contains(QStringLiteral("overdrive_percent"))) {
        const auto od = wholeNumberInRange(o.value(QStringLiteral("overdrive_percent")), 0, 100);
        if (!od) {
            result.error = ProfileJsonTr::tr("\"overdrive_percent\" must be a whole number of percent.");
            return result;
        }
        values.perControl.set(OverdriveValue{*od});
    }
    Profile p = Profile::create(name, target, values);
    result.profile = p;
    return result;
}

} // namespace

QJsonObject profileToJson(const Profile &p)
{
    QJsonObject target{{QStringLiteral("kind"), p.target.kind == ProfileTarget::Kind::Device ? QStringLiteral("device")
                                                                                              : QStringLiteral("model")},
                       {QStringLiteral("model_name"), p.target.modelName},
                       {QStringLiteral("pci_id"), p.target.pciId},
                       {QStringLiteral("gfx_arch"), p.target.gfxArch}};
    if (p.target.kind == ProfileTarget::Kind::Device) {
        target.insert(QStringLiteral("unique_id"), p.target.uniqueId);
        target.insert(QStringLiteral("pci_bus_id"), p.target.pciBusId);
    }
    QJsonObject o{{QStringLiteral("schema_version"), kProfileSchemaVersion},
                  {QStringLiteral("id"), p.id},
                  {QStringLiteral("name"), p.name},
                  {QStringLiteral("target"), target},
                  {QStringLiteral("values"), tuningValuesToJson(p.values)},
                  {QStringLiteral("created"), isoTimeUtc(p.created)},
                  {QStringLiteral("modified"), isoTimeUtc(p.modified)},
                  {QStringLiteral("apply_at_login"), p.applyAtLogin}};
    if (p.validation) {
        o.insert(QStringLiteral("validation"), QJsonObject{{QStringLiteral("when"), isoTimeUtc(p.validation->when)},
                                                           {QStringLiteral("passed"), p.validation->passed},
                                                           {QStringLiteral("summary"), p.validation->summary}});
    }
    return o;
}

QByteArray profileToBytes(const Profile &profile)
{
    return QJsonDocument(profileToJson(profile)).toJson(QJsonDocument::Indented);
}

QString validateProfileName(const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return ProfileJsonTr::tr("A profile needs a name.");
    if (trimmed.size() > kMaxProfileNameLength)
        return ProfileJsonTr::tr("A profile name can have at most %n character(s).", nullptr, kMaxProfileNameLength);
    for (const QChar c : trimmed) {
        if (c.category() == QChar::Other_Control)
            return ProfileJsonTr::tr("A profile name cannot contain control characters.");
    }
    return QString();
}

ProfileParseResult parseProfile(const QByteArray &bytes)
{
    ProfileParseResult result;
    if (bytes.size() > kMaxProfileBytes) {
        result.error = ProfileJsonTr::tr("The file is too large to be a profile (%1 bytes, at most %2).").arg(bytes.size()).arg(kMaxProfileBytes);
        return result;
    }
    if (bytes.trimmed().isEmpty()) {
        result.error = ProfileJsonTr::tr("The file is empty.");
        return result;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        result.error = ProfileJsonTr::tr("Not valid JSON: %1 at byte %2.").arg(parseError.errorString()).arg(parseError.offset);
        return result;
    }
    if (!doc.isObject()) {
        result.error = ProfileJsonTr::tr("A profile must be a JSON object.");
        return result;
    }
    const QJsonObject o = doc.object();
    if (o.contains(QStringLiteral("schema_version"))) {
        const auto version = wholeNumberInRange(o.value(QStringLiteral("schema_version")), 1, 1e6);
        if (!version) {
            result.error = ProfileJsonTr::tr("\"schema_version\" must be a whole number.");
            return result;
        }
        if (*version > kProfileSchemaVersion) {
            result.error = ProfileJsonTr::tr("The profile was written by a newer ROCm Tune (schema %1; this one reads up to %2).")
                               .arg(*version)
                               .arg(kProfileSchemaVersion);
            return result;
        }
        if (*version == 2)
            result = parseVersion2(o);
        else {
            result.error = ProfileJsonTr::tr("Unknown profile schema version %1.").arg(*version);
            return result;
        }
    } else if (o.value(QStringLiteral("version")).toInt(-1) == 1 && o.value(QStringLiteral("version")).isDouble()) {
        result = parseVersion1(o);
    } else {
        result.error = ProfileJsonTr::tr("The file has no profile schema version: it is not a ROCm Tune profile.");
        return result;
    }
    if (result.profile) {
        const QString nameError = validateProfileName(result.profile->name);
        if (!nameError.isEmpty()) {
            result.error = nameError;
            result.profile.reset();
        } else {
            result.profile->name = result.profile->name.trimmed();
        }
    }
    return result;
}

} // namespace rocmtune
