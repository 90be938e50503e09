// SPDX-License-Identifier: GPL-3.0-or-later
// The performance level's words, JSON slice and CLI option.
#include "PerfLevelRule.h"

#include "tuning/controls/ControlJson.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>

namespace rocmtune {

namespace {
struct PerfLevelSliceText {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};
struct PerfLevelSliceCliText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
const QLatin1String kPerfLevelSliceJsonKey("perf_level");
const QString kPerfLevelSliceOption = QStringLiteral("perf-level");
} // namespace

QString PerfLevelRule::title() const
{
    return PerfLevelSliceText::tr("Performance level");
}

QString PerfLevelRule::describe(const TuningValues &values) const
{
    return values.perfLevel ? PerfLevelSliceText::tr("perf level %1").arg(QLatin1String(perfLevelKey(*values.perfLevel)))
                            : PerfLevelSliceText::tr("perf level unchanged");
}

QString PerfLevelRule::describeState(const ControlState &state) const
{
    if (!state.perfLevel)
        return QString();
    return QCoreApplication::translate("Stress", "performance level %1").arg(QLatin1String(perfLevelKey(*state.perfLevel)));
}

QStringList PerfLevelRule::jsonKeys() const
{
    return {kPerfLevelSliceJsonKey};
}

void PerfLevelRule::toJson(const TuningValues &values, QJsonObject *object) const
{
    if (values.perfLevel)
        object->insert(kPerfLevelSliceJsonKey, QLatin1String(perfLevelKey(*values.perfLevel)));
}

bool PerfLevelRule::fromJson(const QJsonObject &object, TuningValues *values, QString *error) const
{
    if (!object.contains(kPerfLevelSliceJsonKey))
        return true;
    const QJsonValue v = object.value(kPerfLevelSliceJsonKey);
    const auto level = v.isString() ? perfLevelFromKey(v.toString()) : std::nullopt;
    if (!level) {
        *error = PerfLevelSliceText::tr("\"%1\" must be one of auto, low, high, manual, profile_standard, profile_peak, "
                          "profile_min_mclk, profile_min_sclk, perf_determinism.")
                     .arg(kPerfLevelSliceJsonKey);
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
    controls->insert(kPerfLevelSliceJsonKey, QJsonObject{{QStringLiteral("current"), QLatin1String(perfLevelKey(*state.perfLevel))},
                                           {QStringLiteral("supported"), supported}});
}

QList<QCommandLineOption> PerfLevelRule::cliOptions() const
{
    return {{kPerfLevelSliceOption, PerfLevelSliceCliText::tr("Performance level: auto, low, high, manual, profile_peak ..."), QStringLiteral("NAME")}};
}

bool PerfLevelRule::fromCli(const QCommandLineParser &p, const ControlState &, TuningValues *v, QString *error) const
{
    if (!p.isSet(kPerfLevelSliceOption))
        return true;
    const auto level = perfLevelFromKey(p.value(kPerfLevelSliceOption));
    if (!level) {
        *error = PerfLevelSliceCliText::tr("Unknown performance level \"%1\".").arg(p.value(kPerfLevelSliceOption));
        return false;
    }
    v->perfLevel = *level;
    return true;
}

QStringList PerfLevelRule::showLines(const QJsonObject &c, const QJsonObject &) const
{
    const QString label = PerfLevelSliceCliText::tr("Perf level:     %1");
    if (!c.contains(kPerfLevelSliceJsonKey))
        return {label.arg(PerfLevelSliceCliText::tr("not supported"))};
    const QJsonObject o = c.value(kPerfLevelSliceJsonKey).toObject();
    return {label.arg(PerfLevelSliceCliText::tr("%1 (offered: %2)")
                          .arg(o.value(QStringLiteral("current")).toString(), controljson::joined(o.value(QStringLiteral("supported")).toArray())))};
}

} // namespace rocmtune
