// SPDX-License-Identifier: GPL-3.0-or-later
// GFX overdrive's words, JSON slice and CLI option.
#include "OverdriveRule.h"

#include "tuning/JsonStrict.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace rocmtune {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};
struct CliText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
const QLatin1String kJsonKey("overdrive_percent");
const QString kOption = QStringLiteral("overdrive");
} // namespace

QString OverdriveRule::title() const
{
    return Text::tr("GFX overdrive");
}

QString OverdriveRule::describe(const TuningValues &values) const
{
    return values.overdrivePercent ? Text::tr("overdrive %1 %").arg(*values.overdrivePercent) : Text::tr("overdrive unchanged");
}

QString OverdriveRule::describeState(const ControlState &state) const
{
    if (!state.overdrivePercent)
        return QString();
    return QCoreApplication::translate("Stress", "overdrive %1 %").arg(*state.overdrivePercent);
}

QStringList OverdriveRule::jsonKeys() const
{
    return {kJsonKey};
}

void OverdriveRule::toJson(const TuningValues &values, QJsonObject *object) const
{
    if (values.overdrivePercent)
        object->insert(kJsonKey, *values.overdrivePercent);
}

bool OverdriveRule::fromJson(const QJsonObject &object, TuningValues *values, QString *error) const
{
    if (!object.contains(kJsonKey))
        return true;
    qint64 percent = 0;
    if (!json::wholeNumber(object.value(kJsonKey), 0, 100, &percent)) {
        *error = Text::tr("\"%1\" must be a whole number from 0 to 100.").arg(kJsonKey);
        return false;
    }
    values->overdrivePercent = static_cast<int>(percent);
    return true;
}

void OverdriveRule::stateToJson(const ControlState &state, QJsonObject *controls) const
{
    if (state.overdrivePercent)
        controls->insert(kJsonKey, *state.overdrivePercent);
}

QList<QCommandLineOption> OverdriveRule::cliOptions() const
{
    return {{kOption, CliText::tr("GFX overdrive in percent (0-20)."), QStringLiteral("PERCENT")}};
}

bool OverdriveRule::fromCli(const QCommandLineParser &p, const ControlState &, TuningValues *v, QString *error) const
{
    if (!p.isSet(kOption))
        return true;
    bool ok = false;
    const int percent = p.value(kOption).toInt(&ok);
    if (!ok || percent < 0 || percent > 100) {
        *error = CliText::tr("--overdrive must be a whole percentage from 0.");
        return false;
    }
    v->overdrivePercent = percent;
    return true;
}

QStringList OverdriveRule::showLines(const QJsonObject &c, const QJsonObject &policy) const
{
    return {CliText::tr("Overdrive:      %1")
                .arg(c.contains(kJsonKey) ? CliText::tr("%1 % (safety limit %2 %)")
                                                .arg(c.value(kJsonKey).toInt())
                                                .arg(policy.value(QStringLiteral("max_overdrive_percent")).toInt())
                                          : CliText::tr("not supported"))};
}

} // namespace rocmtune
