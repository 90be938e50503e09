// SPDX-License-Identifier: GPL-3.0-or-later
#include "FanSettingRule.h"

#include "tuning/JsonStrict.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace rocmtune {

namespace {
struct FanSettingRuleText {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};
struct FanSettingRuleCliText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
const QLatin1String kDefaultWord("default");
} // namespace

const OdFanValue *FanSettingRule::settingIn(const ControlState &state) const
{
    const FanControl *fan = state.perControl.get<FanControl>();
    if (!fan)
        return nullptr;
    const std::optional<OdFanValue> &v = fan->setting(spec_.setting);
    return v ? &*v : nullptr;
}

bool FanSettingRule::offered(const ControlState &state) const
{
    return settingIn(state) != nullptr;
}

void FanSettingRule::validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &, ValidationMode,
                              QVector<Refusal> *refusals) const
{
    const OdFanValue *s = settingIn(state);
    if (!s) {
        refusals->push_back(unsupported(id(), state));
        return;
    }
    const std::optional<int> &v = *slot(values);
    if (v && !s->range.contains(*v))
        refusals->push_back({id(), QStringLiteral("od_range"),
                             FanSettingRuleText::tr("%1 %2 is outside the range %3 to %4 the driver states.")
                                 .arg(title(), withUnit(*v), withUnit(s->range.min), withUnit(s->range.max))});
}

void FanSettingRule::capture(const ControlState &state, const TuningValues &, TuningValues *snapshot) const
{
    if (const OdFanValue *s = settingIn(state))
        setSlot(snapshot, s->value);
}

void FanSettingRule::defaults(const ControlState &state, TuningValues *out) const
{
    if (settingIn(state))
        setSlot(out, std::nullopt);
}

WriteResult FanSettingRule::write(Backend &backend, int index, const TuningValues &values) const
{
    return backend.setFanSetting(index, spec_.setting, *slot(values));
}

std::optional<QString> FanSettingRule::verify(const TuningValues &values, const ControlState &state) const
{
    const OdFanValue *s = settingIn(state);
    if (!s)
        return FanSettingRuleText::tr("%1 can no longer be read").arg(title());
    const std::optional<int> &v = *slot(values);
    if (v && s->value != *v)
        return FanSettingRuleText::tr("the card shows %1 %2 instead of %3").arg(title(), withUnit(s->value), withUnit(*v));
    return std::nullopt;
}

bool FanSettingRule::alreadyInPlace(const TuningValues &values, const ControlState &state) const
{
    const std::optional<int> *v = slot(values);
    return v && v->has_value() && !verify(values, state);
}

QString FanSettingRule::describeWritten(const TuningValues &values, const ControlState &after) const
{
    const OdFanValue *s = settingIn(after);
    const std::optional<int> *v = slot(values);
    if (v && !v->has_value() && s)
        return FanSettingRuleText::tr("%1 %2 (the firmware's boot value)").arg(title(), withUnit(s->value));
    return describe(values);
}

QString FanSettingRule::describe(const TuningValues &values) const
{
    const std::optional<int> *v = slot(values);
    if (!v)
        return FanSettingRuleText::tr("%1 unchanged").arg(title());
    if (!*v)
        return FanSettingRuleText::tr("%1 back to the firmware's boot value").arg(title());
    return FanSettingRuleText::tr("%1 %2").arg(title(), withUnit(**v));
}

QString FanSettingRule::describeState(const ControlState &state) const
{
    const OdFanValue *s = settingIn(state);
    if (!s)
        return QString();
    return FanSettingRuleText::tr("%1 %2 (%3 to %4)").arg(title(), withUnit(s->value), withUnit(s->range.min), withUnit(s->range.max));
}

void FanSettingRule::toJson(const TuningValues &values, QJsonObject *object) const
{
    const std::optional<int> *v = slot(values);
    if (!v)
        return;
    object->insert(spec_.jsonKey, *v ? QJsonValue(**v) : QJsonValue(kDefaultWord));
}

bool FanSettingRule::fromJson(const QJsonObject &object, TuningValues *values, QString *error) const
{
    if (!object.contains(spec_.jsonKey))
        return true;
    const QJsonValue v = object.value(spec_.jsonKey);
    if (v.isString() && v.toString() == kDefaultWord) {
        setSlot(values, std::nullopt);
        return true;
    }
    qint64 n = 0;
    if (!json::wholeNumber(v, 0, spec_.schemaMax, &n)) {
        *error = FanSettingRuleText::tr("\"%1\" must be a whole number from 0 to %2, or \"default\".").arg(spec_.jsonKey).arg(spec_.schemaMax);
        return false;
    }
    setSlot(values, static_cast<int>(n));
    return true;
}

QStringList FanSettingRule::showLines(const QJsonObject &controls, const QJsonObject &) const
{
    const QJsonObject s = controls.value(QStringLiteral("fan")).toObject().value(spec_.stateKey).toObject();
    if (s.isEmpty())
        return {};
    return {FanSettingRuleCliText::tr("%1: %2 (driver %3 to %4)")
                .arg(title(), withUnit(s.value(QStringLiteral("value")).toInt()), withUnit(s.value(QStringLiteral("min")).toInt()),
                     withUnit(s.value(QStringLiteral("max")).toInt()))};
}

QList<QCommandLineOption> FanSettingRule::cliOptions() const
{
    return {{spec_.option, cliDescription(), FanSettingRuleCliText::tr("N|default")}};
}

bool FanSettingRule::fromCli(const QCommandLineParser &parser, const ControlState &, TuningValues *values, QString *error) const
{
    if (!parser.isSet(spec_.option))
        return true;
    if (parser.value(spec_.option).trimmed().toLower() == kDefaultWord) {
        setSlot(values, std::nullopt);
        return true;
    }
    std::optional<qint64> n;
    if (!wholeNumberOption(parser, spec_.option, 0, spec_.schemaMax, &n, error)) {
        *error = FanSettingRuleCliText::tr("--%1 must be a whole number from 0 to %2, or default.").arg(spec_.option).arg(spec_.schemaMax);
        return false;
    }
    setSlot(values, static_cast<int>(*n));
    return true;
}

} // namespace rocmtune
