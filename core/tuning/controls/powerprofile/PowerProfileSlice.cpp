// SPDX-License-Identifier: GPL-3.0-or-later
// The power profile's words, JSON slice and CLI option.
#include "PowerProfileRule.h"

#include "tuning/controls/ControlJson.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>

namespace rocmtune {

namespace {
struct PowerProfileSliceText {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};
struct PowerProfileSliceCliText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
const QLatin1String kPowerProfileSliceJsonKey("power_profile");
const QString kPowerProfileSliceOption = QStringLiteral("power-profile");
} // namespace

QString PowerProfileRule::title() const
{
    return PowerProfileSliceText::tr("Power profile");
}

QString PowerProfileRule::describe(const TuningValues &values) const
{
    return values.powerProfile ? PowerProfileSliceText::tr("power profile %1").arg(QLatin1String(powerProfileKey(*values.powerProfile)))
                               : PowerProfileSliceText::tr("power profile unchanged");
}

QString PowerProfileRule::describeState(const ControlState &state) const
{
    if (!state.powerProfile)
        return QString();
    return QCoreApplication::translate("Stress", "power profile %1").arg(QLatin1String(powerProfileKey(*state.powerProfile)));
}

QStringList PowerProfileRule::jsonKeys() const
{
    return {kPowerProfileSliceJsonKey};
}

void PowerProfileRule::toJson(const TuningValues &values, QJsonObject *object) const
{
    if (values.powerProfile)
        object->insert(kPowerProfileSliceJsonKey, QLatin1String(powerProfileKey(*values.powerProfile)));
}

bool PowerProfileRule::fromJson(const QJsonObject &object, TuningValues *values, QString *error) const
{
    if (!object.contains(kPowerProfileSliceJsonKey))
        return true;
    const QJsonValue v = object.value(kPowerProfileSliceJsonKey);
    const auto profile = v.isString() ? powerProfileFromKey(v.toString()) : std::nullopt;
    if (!profile) {
        *error = PowerProfileSliceText::tr("\"%1\" must be one of BOOTUP_DEFAULT, 3D_FULL_SCREEN, POWER_SAVING, VIDEO, VR, COMPUTE, CUSTOM.").arg(kPowerProfileSliceJsonKey);
        return false;
    }
    values->powerProfile = *profile;
    return true;
}

void PowerProfileRule::stateToJson(const ControlState &state, QJsonObject *controls) const
{
    if (!state.powerProfile)
        return;
    QJsonArray supported;
    for (PowerProfile profile : state.supportedPowerProfiles)
        supported.append(QLatin1String(powerProfileKey(profile)));
    controls->insert(kPowerProfileSliceJsonKey, QJsonObject{{QStringLiteral("current"), QLatin1String(powerProfileKey(*state.powerProfile))},
                                           {QStringLiteral("supported"), supported}});
}

QList<QCommandLineOption> PowerProfileRule::cliOptions() const
{
    return {{kPowerProfileSliceOption, PowerProfileSliceCliText::tr("Power profile: COMPUTE, BOOTUP_DEFAULT ..."), QStringLiteral("NAME")}};
}

bool PowerProfileRule::fromCli(const QCommandLineParser &p, const ControlState &, TuningValues *v, QString *error) const
{
    if (!p.isSet(kPowerProfileSliceOption))
        return true;
    const auto profile = powerProfileFromKey(p.value(kPowerProfileSliceOption));
    if (!profile) {
        *error = PowerProfileSliceCliText::tr("Unknown power profile \"%1\".").arg(p.value(kPowerProfileSliceOption));
        return false;
    }
    v->powerProfile = *profile;
    return true;
}

QStringList PowerProfileRule::showLines(const QJsonObject &c, const QJsonObject &) const
{
    const QString label = PowerProfileSliceCliText::tr("Power profile:  %1");
    if (!c.contains(kPowerProfileSliceJsonKey))
        return {label.arg(PowerProfileSliceCliText::tr("not supported"))};
    const QJsonObject o = c.value(kPowerProfileSliceJsonKey).toObject();
    return {label.arg(PowerProfileSliceCliText::tr("%1 (offered: %2)")
                          .arg(o.value(QStringLiteral("current")).toString(), controljson::joined(o.value(QStringLiteral("supported")).toArray())))};
}

} // namespace rocmtune
