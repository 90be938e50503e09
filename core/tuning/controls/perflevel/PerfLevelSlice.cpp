// SPDX-License-Identifier: GPL-3.0-or-later
// The performance level's words, JSON slice and CLI option.
#include "PerfLevelRule.h"

#include "tuning/controls/ControlJson.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>

namespace rocmtune {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};
struct CliText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
const QLatin1String kJsonKey("perf_level");
const QString kOption = QStringLiteral("perf-level");
} // namespace

QString PerfLevelRule::title() const
{
    return Text::tr("Performance level");
}

QString PerfLevelRule::describe(const TuningValues &values) const
{
    return values.perfLevel ? Text::tr("perf level %1").arg(QLatin1String(perfLevelKey(*values.perfLevel)))
                            : Text::tr("perf level unchanged");
}

QString PerfLevelRule::describeState(const ControlState &state) const
{
    if (!state.perfLevel)
        return QString();
    return QCoreApplication::translate("Stress", "performance level %1").arg(QLatin1String(perfLevelKey(*state.perfLevel)));
}

QStringList PerfLevelRule::jsonKeys() const
{
    return {kJsonKey};
}

void PerfLevelRule::toJson(const TuningValues &values, QJsonObject *object) const
{
    if (values.perfLevel)
        object->insert(kJsonKey, QLatin1String(perfLevelKey(*values.perfLevel)));
}

bool PerfLevelRule::fromJson(const QJsonObject &object, TuningValues *values, QString *error) const
{
    if (!object.contains(kJsonKey))
        return true;
    const QJsonValue v = object.value(kJsonKey);
    const auto level = v.isString() ? perfLevelFromKey(v.toString()) : std::nullopt;
    if (!level) {
        *error = Text::tr("\"%1\" must be one of auto, low, high, manual, profile_standard, profile_peak, "
                          "profile_min_mclk, profile_min_sclk, perf_determinism.")
                     .arg(kJsonKey);
        return false;
    }
    values->perfLevel = *level;
    return true;
}

void PerfLevelRule::stateToJson(const ControlState &state, QJsonObject *controls) const
{
    if (!state.perfLevel)
        return;
    QJsonArray supported;
    for (PerfLevel level : state.supportedPerfLevels)
        supported.append(QLatin1String(perfLevelKey(level)));
    controls->insert(kJsonKey, QJsonObject{{QStringLiteral("current"), QLatin1String(perfLevelKey(*state.perfLevel))},
                                           {QStringLiteral("supported"), supported}});
}

QList<QCommandLineOption> PerfLevelRule::cliOptions() const
{
    return {{kOption, CliText::tr("Performance level: auto, low, high, manual, profile_peak ..."), QStringLiteral("NAME")}};
}

bool PerfLevelRule::fromCli(const QCommandLineParser &p, const ControlState &, TuningValues *v, QString *error) const
{
    if (!p.isSet(kOption))
        return true;
    const auto level = perfLevelFromKey(p.value(kOption));
    if (!level) {
        *error = CliText::tr("Unknown performance level \"%1\".").arg(p.value(kOption));
        return false;
    }
    v->perfLevel = *level;
    return true;
}

QStringList PerfLevelRule::showLines(const QJsonObject &c, const QJsonObject &) const
{
    const QString label = CliText::tr("Perf level:     %1");
    if (!c.contains(kJsonKey))
        return {label.arg(CliText::tr("not supported"))};
    const QJsonObject o = c.value(kJsonKey).toObject();
    return {label.arg(CliText::tr("%1 (offered: %2)")
                          .arg(o.value(QStringLiteral("current")).toString(), controljson::joined(o.value(QStringLiteral("supported")).toArray())))};
}

} // namespace rocmtune
