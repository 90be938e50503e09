// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/NumericControlRule.h"

#include "core/i18n/CliTr.h"
#include "core/tuning/JsonStrict.h"
#include "core/tuning/TuningTr.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace rocmtune {

namespace {
const QLatin1String kDefaultWord("default");
} // namespace

void setNumericValue(TuningValues *values, ControlId id, std::optional<int> value)
{
    if (NumericValues *all = values->perControl.edit<NumericValues>())
        all->byControl.insert(id, value);
    else
        values->perControl.set(NumericValues{{{id, value}}});
}

std::optional<std::optional<int>> numericValue(const TuningValues &values, ControlId id)
{
    const NumericValues *all = values.perControl.get<NumericValues>();
    if (!all || !all->byControl.contains(id))
        return std::nullopt;
    return all->byControl.value(id);
}

NumericControlRule::NumericControlRule(NumericRow row)
    : row_(row)
{}

QString NumericControlRule::title() const
{
    return QCoreApplication::translate("Tuning", row_.title);
}

std::optional<std::optional<int>> NumericControlRule::valueIn(const TuningValues &values) const
{
    return row_.slot.get ? row_.slot.get(values) : numericValue(values, row_.id);
}

void NumericControlRule::setValue(TuningValues *values, std::optional<int> value) const
{
    if (row_.slot.set)
        row_.slot.set(values, value);
    else
        setNumericValue(values, row_.id, value);
}

void NumericControlRule::clear(TuningValues *values) const
{
    if (row_.slot.clear) {
        row_.slot.clear(values);
        return;
    }
    NumericValues *all = values->perControl.edit<NumericValues>();
    if (!all)
        return;
    all->byControl.remove(row_.id);
    if (all->byControl.isEmpty())
        values->perControl.remove<NumericValues>();
}

void NumericControlRule::extract(const TuningValues &from, TuningValues *to) const
{
    if (const std::optional<std::optional<int>> v = valueIn(from))
        setValue(to, *v);
    else
        clear(to);
}

bool NumericControlRule::offered(const ControlState &state) const
{
    const std::optional<NumericReading> r = reading(state);
    return r && r->settable;
}

void NumericControlRule::validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy,
                                  ValidationMode mode, QVector<Refusal> *refusals) const
{
    const std::optional<NumericReading> r = reading(state);
    if (!r || !r->settable) {
        refusals->push_back(unsupported(id(), state));
        return;
    }
    const std::optional<int> v = *valueIn(values);
    if (!v)
        return;
    if (!r->range.contains(*v)) {
        const NumericProblem p = rangeProblem(*v, r->range);
        refusals->push_back({id(), p.limit, p.message});
    }
    if (row_.policy && mode != ValidationMode::Restore) {
        if (const std::optional<NumericProblem> p = row_.policy(policy, *v, *r))
            refusals->push_back({id(), p->limit, p->message});
    }
}

void NumericControlRule::capture(const ControlState &state, const TuningValues &, TuningValues *snapshot) const
{
    if (const std::optional<NumericReading> r = reading(state))
        setValue(snapshot, r->current);
}

void NumericControlRule::defaults(const ControlState &state, TuningValues *out) const
{
    if (!offered(state))
        return;
    if (row_.bootDefault)
        setValue(out, std::nullopt);
    else if (reading(state)->range.contains(row_.resetValue))
        setValue(out, row_.resetValue);
}

WriteResult NumericControlRule::write(Backend &backend, int index, const TuningValues &values) const
{
    return backend.setNumericControl(index, id(), *valueIn(values));
}

std::optional<QString> NumericControlRule::verify(const TuningValues &values, const ControlState &state) const
{
    const std::optional<NumericReading> r = reading(state);
    if (!r)
        return unreadable();
    const std::optional<int> v = *valueIn(values);
    if (v && r->current != *v)
        return mismatch(r->current, *v);
    return std::nullopt;
}

bool NumericControlRule::alreadyInPlace(const TuningValues &values, const ControlState &state) const
{
    const std::optional<std::optional<int>> v = valueIn(values);
    return v && v->has_value() && !verify(values, state);
}

QString NumericControlRule::describeWritten(const TuningValues &values, const ControlState &after) const
{
    const std::optional<NumericReading> r = reading(after);
    const std::optional<std::optional<int>> v = valueIn(values);
    if (v && !v->has_value() && r)
        return valueLine(valueName(), TuningTr::tr("%1 (the firmware's boot value)").arg(withUnit(r->current)));
    return describe(values);
}

QString NumericControlRule::valueText(const TuningValues &values) const
{
    const std::optional<std::optional<int>> v = valueIn(values);
    if (!v)
        return unchangedText();
    if (!*v)
        return TuningTr::tr("the firmware's boot value");
    return withUnit(**v);
}

void NumericControlRule::toJson(const TuningValues &values, QJsonObject *object) const
{
    const std::optional<std::optional<int>> v = valueIn(values);
    if (!v)
        return;
    object->insert(QLatin1String(row_.valuesKey), *v ? QJsonValue(**v) : QJsonValue(kDefaultWord));
}

bool NumericControlRule::fromJson(const QJsonObject &object, TuningValues *values, QString *error) const
{
    const QLatin1String key(row_.valuesKey);
    if (!object.contains(key))
        return true;
    const QJsonValue v = object.value(key);
    if (takesDefaultWord() && v.isString() && v.toString() == kDefaultWord) {
        setValue(values, row_.bootDefault ? std::nullopt : std::optional<int>(row_.resetValue));
        return true;
    }
    qint64 n = 0;
    if (!json::wholeNumber(v, row_.schema.min, row_.schema.max, &n)) {
        *error = jsonError();
        return false;
    }
    setValue(values, static_cast<int>(n));
    return true;
}

void NumericControlRule::stateToJson(const ControlState &state, QJsonObject *controls) const
{
    if (row_.stateParent) // written by the control of that object
        return;
    if (const std::optional<NumericReading> r = reading(state))
        controls->insert(QLatin1String(row_.stateKey), QJsonObject{{QStringLiteral("value"), r->current},
                                                                   {QStringLiteral("min"), r->range.min},
                                                                   {QStringLiteral("max"), r->range.max}});
}

QStringList NumericControlRule::showLines(const QJsonObject &controls, const QJsonObject &) const
{
    const QJsonObject parent = row_.stateParent ? controls.value(QLatin1String(row_.stateParent)).toObject() : controls;
    const QJsonObject s = parent.value(QLatin1String(row_.stateKey)).toObject();
    if (s.isEmpty())
        return {};
    return {CliTr::tr("%1: %2 (driver %3 to %4)")
                .arg(title(), withUnit(s.value(QStringLiteral("value")).toInt()), withUnit(s.value(QStringLiteral("min")).toInt()),
                     withUnit(s.value(QStringLiteral("max")).toInt()))};
}

QList<QCommandLineOption> NumericControlRule::cliOptions() const
{
    return {{QLatin1String(row_.option), QCoreApplication::translate("Cli", row_.cliHelp),
             takesDefaultWord() ? CliTr::tr("N|default") : QString::fromLatin1(row_.valueName)}};
}

bool NumericControlRule::fromCli(const QCommandLineParser &parser, const ControlState &, TuningValues *values, QString *error) const
{
    const QString option = QLatin1String(row_.option);
    if (!parser.isSet(option))
        return true;
    const QString text = parser.value(option).trimmed();
    if (takesDefaultWord() && text.toLower() == kDefaultWord) {
        setValue(values, row_.bootDefault ? std::nullopt : std::optional<int>(row_.resetValue));
        return true;
    }
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    if (!ok || n < row_.schema.min || n > row_.schema.max) {
        *error = cliError();
        return false;
    }
    setValue(values, static_cast<int>(n));
    return true;
}

NumericProblem NumericControlRule::rangeProblem(int value, const IntRange &range) const
{
    return {QStringLiteral("od_range"), TuningTr::tr("%1 %2 is outside the range %3 to %4 the driver states.")
                                            .arg(title(), withUnit(value), withUnit(range.min), withUnit(range.max))};
}

QString NumericControlRule::unreadable() const
{
    return TuningTr::tr("%1 can no longer be read").arg(title());
}

QString NumericControlRule::mismatch(int shown, int wanted) const
{
    return TuningTr::tr("the card shows %1 %2 instead of %3").arg(title(), withUnit(shown), withUnit(wanted));
}

QString NumericControlRule::jsonError() const
{
    const QLatin1String key(row_.valuesKey);
    if (takesDefaultWord())
        return TuningTr::tr("\"%1\" must be a whole number from %2 to %3, or \"default\".").arg(key).arg(row_.schema.min).arg(row_.schema.max);
    return TuningTr::tr("\"%1\" must be a whole number from %2 to %3.").arg(key).arg(row_.schema.min).arg(row_.schema.max);
}

QString NumericControlRule::cliError() const
{
    const QString option = QLatin1String(row_.option);
    if (takesDefaultWord())
        return CliTr::tr("--%1 must be a whole number from %2 to %3, or default.").arg(option).arg(row_.schema.min).arg(row_.schema.max);
    return TuningTr::tr("--%1 must be a whole number from %2 to %3.").arg(option).arg(row_.schema.min).arg(row_.schema.max);
}

} // namespace rocmtune
