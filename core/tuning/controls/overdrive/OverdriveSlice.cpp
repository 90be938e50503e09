// SPDX-License-Identifier: GPL-3.0-or-later
// GFX overdrive's words, JSON slice and CLI option.
#include "OverdriveRule.h"

#include "i18n/CliTr.h"
#include "tuning/JsonStrict.h"
#include "tuning/TuningTr.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace rocmtune {

namespace {
const QLatin1String kOverdriveJsonKey("overdrive_percent");
const QString kOverdriveOption = QStringLiteral("overdrive");
} // namespace

QString OverdriveRule::title() const
{
    return TuningTr::tr("GFX overdrive");
}

QString OverdriveRule::describe(const TuningValues &values) const
{
    const OverdriveValue *v = values.perControl.get<OverdriveValue>();
    return v ? TuningTr::tr("overdrive %1 %").arg(v->percent) : TuningTr::tr("overdrive unchanged");
}

QString OverdriveRule::describeState(const ControlState &state) const
{
    const OverdriveControl *c = state.perControl.get<OverdriveControl>();
    if (!c)
        return QString();
    return QCoreApplication::translate("Stress", "overdrive %1 %").arg(c->currentPercent);
}

QStringList OverdriveRule::jsonKeys() const
{
    return {kOverdriveJsonKey};
}

void OverdriveRule::toJson(const TuningValues &values, QJsonObject *object) const
{
    if (const OverdriveValue *v = values.perControl.get<OverdriveValue>())
        object->insert(kOverdriveJsonKey, v->percent);
}

bool OverdriveRule::fromJson(const QJsonObject &object, TuningValues *values, QString *error) const
{
    if (!object.contains(kOverdriveJsonKey))
        return true;
    qint64 percent = 0;
    if (!json::wholeNumber(object.value(kOverdriveJsonKey), 0, 100, &percent)) {
        *error = TuningTr::tr("\"%1\" must be a whole number from 0 to 100.").arg(kOverdriveJsonKey);
        return false;
    }
    values->perControl.set(OverdriveValue{static_cast<int>(percent)});
    return true;
}

void OverdriveRule::stateToJson(const ControlState &state, QJsonObject *controls) const
{
    if (const OverdriveControl *c = state.perControl.get<OverdriveControl>())
        controls->insert(kOverdriveJsonKey, c->currentPercent);
}

QList<QCommandLineOption> OverdriveRule::cliOptions() const
{
    return {{kOverdriveOption, CliTr::tr("GFX overdrive in percent (0-20)."), QStringLiteral("PERCENT")}};
}

bool OverdriveRule::fromCli(const QCommandLineParser &p, const ControlState &, TuningValues *v, QString *error) const
{
    if (!p.isSet(kOverdriveOption))
        return true;
    bool ok = false;
    const int percent = p.value(kOverdriveOption).toInt(&ok);
    if (!ok || percent < 0 || percent > 100) {
        *error = CliTr::tr("--overdrive must be a whole percentage from 0.");
        return false;
    }
    v->perControl.set(OverdriveValue{percent});
    return true;
}

QStringList OverdriveRule::showLines(const QJsonObject &c, const QJsonObject &policy) const
{
    return {CliTr::tr("Overdrive:      %1")
                .arg(c.contains(kOverdriveJsonKey) ? CliTr::tr("%1 % (safety limit %2 %)")
                                                .arg(c.value(kOverdriveJsonKey).toInt())
                                                .arg(policy.value(QStringLiteral("max_overdrive_percent")).toInt())
                                          : CliTr::tr("not supported"))};
}

} // namespace rocmtune
