// SPDX-License-Identifier: GPL-3.0-or-later
#include "FanSettingRule.h"

#include "i18n/CliTr.h"
#include "tuning/JsonStrict.h"
#include "tuning/TuningTr.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace rocmtune {

namespace {
const QLatin1String kDefaultWord("default");
} // namespace

QString FanSettingRule::title() const
{
    return QCoreApplication::translate("Tuning", setting_.title);
}

const std::optional<int> *FanSettingRule::slot(const TuningValues &values) const
{
    const FanSettingValues *all = values.perControl.get<FanSettingValues>();
    if (!all)
        return nullptr;
    const auto it = all->byControl.constFind(setting_.id);
    return it == all->byControl.constEnd() ? nullptr : &*it;
}

void FanSettingRule::setSlot(TuningValues *values, std::optional<int> value) const
{
    setFanSettingValue(values, setting_.id, value);
}

void FanSettingRule::extract(const TuningValues &from, TuningValues *to) const
{
    if (const std::optional<int> *v = slot(from))
        setSlot(to, *v);
    else
        clear(to);
}

void FanSettingRule::clear(TuningValues *values) const
{
    FanSettingValues *all = values->perControl.edit<FanSettingValues>();
    if (!all)
        return;
    all->byControl.remove(setting_.id);
    if (all->byControl.isEmpty())
        values->perControl.remove<FanSettingValues>();
}

void setFanSettingValue(TuningValues *values, ControlId id, std::optional<int> value)
{
    if (FanSettingValues *all = values->perControl.edit<FanSettingValues>())
        all->byControl.insert(id, value);
    else
        values->perControl.set(FanSettingValues{{{id, value}}});
}

std::optional<std::optional<int>> fanSettingValue(const TuningValues &values, ControlId id)
{
    const FanSettingValues *all = values.perControl.get<FanSettingValues>();
    if (!all || !all->byControl.contains(id))
        return std::nullopt;
    return all->byControl.value(id);
}

const OdFanValue *FanSettingRule::settingIn(const ControlState &state) const
{
    const FanControl *fan = state.perControl.get<FanControl>();
    if (!fan)
        return nullptr;
    return fan->setting(setting_.id);
}

bool FanSettingRule::offered(const ControlState &state) const
{
    return settingIn(state) != nullptr;
}

void FanSettingRule::validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy, ValidationMode mode,
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
                             TuningTr::tr("%1 %2 is outside the range %3 to %4 the driver states.")
                                 .arg(title(), withUnit(*v), withUnit(s->range.min), withUnit(s->range.max))});
    // The administrator's fan limits (FanLimits): the firmware's own lowest duty not below fan_min_percent.
    if (id() == ControlId::FanMinimumPwm && v && mode != ValidationMode::Restore) {
        if (const QString problem = policy.fan.firmwareMinimumProblem(*v); !problem.isEmpty())
            refusals->push_back({id(), QStringLiteral("fan_min"), problem});
    }
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
    return backend.setFanSetting(index, setting_.id, *slot(values));
}

std::optional<QString> FanSettingRule::verify(const TuningValues &values, const ControlState &state) const
{
    const OdFanValue *s = settingIn(state);
    if (!s)
        return TuningTr::tr("%1 can no longer be read").arg(title());
    const std::optional<int> &v = *slot(values);
    if (v && s->value != *v)
        return TuningTr::tr("the card shows %1 %2 instead of %3").arg(title(), withUnit(s->value), withUnit(*v));
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
        return TuningTr::tr("%1 %2 (the firmware's boot value)").arg(title(), withUnit(s->value));
    return describe(values);
}

QString FanSettingRule::describe(const TuningValues &values) const
{
    const std::optional<int> *v = slot(values);
    if (!v)
        return TuningTr::tr("%1 unchanged").arg(title());
    if (!*v)
        return TuningTr::tr("%1 back to the firmware's boot value").arg(title());
    return TuningTr::tr("%1 %2").arg(title(), withUnit(**v));
}

QString FanSettingRule::describeState(const ControlState &state) const
{
    const OdFanValue *s = settingIn(state);
    if (!s)
        return QString();
    return TuningTr::tr("%1 %2 (%3 to %4)").arg(title(), withUnit(s->value), withUnit(s->range.min), withUnit(s->range.max));
}

void FanSettingRule::toJson(const TuningValues &values, QJsonObject *object) const
{
    const std::optional<int> *v = slot(values);
    if (!v)
        return;
    object->insert(QLatin1String(setting_.valuesKey), *v ? QJsonValue(**v) : QJsonValue(kDefaultWord));
}

bool FanSettingRule::fromJson(const QJsonObject &object, TuningValues *values, QString *error) const
{
    if (!object.contains(QLatin1String(setting_.valuesKey)))
        return true;
    const QJsonValue v = object.value(QLatin1String(setting_.valuesKey));
    if (v.isString() && v.toString() == kDefaultWord) {
        setSlot(values, std::nullopt);
        return true;
    }
    qint64 n = 0;
    if (!json::wholeNumber(v, 0, setting_.schemaMax, &n)) {
        *error = TuningTr::tr("\"%1\" must be a whole number from 0 to %2, or \"default\".").arg(QLatin1String(setting_.valuesKey)).arg(setting_.schemaMax);
        return false;
    }
    setSlot(values, static_cast<int>(n));
    return true;
}

QStringList FanSettingRule::showLines(const QJsonObject &controls, const QJsonObject &) const
{
    const QJsonObject s = controls.value(QStringLiteral("fan")).toObject().value(QLatin1String(setting_.stateKey)).toObject();
    if (s.isEmpty())
        return {};
    return {CliTr::tr("%1: %2 (driver %3 to %4)")
                .arg(title(), withUnit(s.value(QStringLiteral("value")).toInt()), withUnit(s.value(QStringLiteral("min")).toInt()),
                     withUnit(s.value(QStringLiteral("max")).toInt()))};
}

QList<QCommandLineOption> FanSettingRule::cliOptions() const
{
    return {{option(), QCoreApplication::translate("Cli", setting_.cliHelp), CliTr::tr("N|default")}};
}

bool FanSettingRule::fromCli(const QCommandLineParser &parser, const ControlState &, TuningValues *values, QString *error) const
{
    if (!parser.isSet(option()))
        return true;
    if (parser.value(option()).trimmed().toLower() == kDefaultWord) {
        setSlot(values, std::nullopt);
        return true;
    }
    std::optional<qint64> n;
    if (!wholeNumberOption(parser, option(), 0, setting_.schemaMax, &n, error)) {
        *error = CliTr::tr("--%1 must be a whole number from 0 to %2, or default.").arg(option()).arg(setting_.schemaMax);
        return false;
    }
    setSlot(values, static_cast<int>(*n));
    return true;
}

} // namespace rocmtune
