// SPDX-License-Identifier: GPL-3.0-or-later
// The power cap's words, JSON slice and CLI options.
#include "core/tuning/controls/powercap/PowerCapRule.h"

#include "core/i18n/CliTr.h"
#include "core/tuning/JsonStrict.h"
#include "core/tuning/TuningTr.h"
#include "core/tuning/controls/ControlJson.h"

#include <QCommandLineParser>
#include <QLocale>

#include <cmath>

namespace rocmtune {

namespace {
const QLatin1String kPowerCapJsonKey("power_cap_microwatts");
const QString kCap = QStringLiteral("power-cap");
const QString kOverdrive = QStringLiteral("power-overdrive");
} // namespace

QString PowerCapRule::title() const
{
    return TuningTr::tr("Power cap");
}

QString PowerCapRule::valueText(const TuningValues &values) const
{
    const PowerCapValue *v = values.perControl.get<PowerCapValue>();
    return v ? withUnit(watts(v->microwatts), u"W") : unchangedText();
}

QStringList PowerCapRule::jsonKeys() const
{
    return {kPowerCapJsonKey};
}

void PowerCapRule::toJson(const TuningValues &values, QJsonObject *object) const
{
    if (const PowerCapValue *v = values.perControl.get<PowerCapValue>())
        object->insert(kPowerCapJsonKey, static_cast<qint64>(v->microwatts));
}

bool PowerCapRule::fromJson(const QJsonObject &object, TuningValues *values, QString *error) const
{
    if (!object.contains(kPowerCapJsonKey))
        return true;
    qint64 microwatts = 0;
    if (!json::wholeNumber(object.value(kPowerCapJsonKey), 1, controljson::kMaxMicrowatts, &microwatts)) {
        *error = TuningTr::tr("\"%1\" must be a whole number of microwatts from 1 to %2.").arg(kPowerCapJsonKey).arg(controljson::kMaxMicrowatts);
        return false;
    }
    values->perControl.set(PowerCapValue{static_cast<quint64>(microwatts)});
    return true;
}

void PowerCapRule::stateToJson(const ControlState &state, QJsonObject *controls) const
{
    const PowerCapControl *cap = state.perControl.get<PowerCapControl>();
    if (!cap)
        return;
    controls->insert(QStringLiteral("power_cap"), QJsonObject{{QStringLiteral("current_watts"), cap->currentMicrowatts / 1e6},
                                                              {QStringLiteral("default_watts"), cap->defaultMicrowatts / 1e6},
                                                              {QStringLiteral("min_watts"), cap->minMicrowatts / 1e6},
                                                              {QStringLiteral("max_watts"), cap->maxMicrowatts / 1e6}});
}

QList<QCommandLineOption> PowerCapRule::cliOptions() const
{
    return {{kCap, CliTr::tr("Power cap in watts."), QStringLiteral("WATTS")},
            {kOverdrive, CliTr::tr("Power cap as a percentage above (or, negative, below) the default cap."), QStringLiteral("PERCENT")}};
}

bool PowerCapRule::fromCli(const QCommandLineParser &p, const ControlState &state, TuningValues *v, QString *error) const
{
    if (p.isSet(kCap) && p.isSet(kOverdrive)) {
        *error = CliTr::tr("Give either --power-cap or --power-overdrive, not both.");
        return false;
    }
    if (p.isSet(kCap)) {
        bool ok = false;
        const double watts = p.value(kCap).toDouble(&ok);
        if (!ok || !std::isfinite(watts) || watts <= 0 || watts > 100000) {
            *error = CliTr::tr("--power-cap must be a number of watts above 0.");
            return false;
        }
        v->perControl.set(PowerCapValue{static_cast<quint64>(std::llround(watts * 1e6))});
    }
    if (p.isSet(kOverdrive)) {
        bool ok = false;
        const double percent = p.value(kOverdrive).toDouble(&ok);
        if (!ok || !std::isfinite(percent) || percent <= -100 || percent > 1000) {
            *error = CliTr::tr("--power-overdrive must be a percentage above -100.");
            return false;
        }
        const PowerCapControl *cap = state.perControl.get<PowerCapControl>();
        if (!cap || cap->defaultMicrowatts == 0) {
            *error = CliTr::tr("This GPU reports no default power cap, so --power-overdrive cannot be used; give --power-cap.");
            return false;
        }
        // Whole watts: the unit amdgpu keeps the cap in.
        const double watts = std::round(static_cast<double>(cap->defaultMicrowatts) / 1e6 * (1.0 + percent / 100.0));
        v->perControl.set(PowerCapValue{static_cast<quint64>(watts) * 1000000});
    }
    return true;
}

QStringList PowerCapRule::showLines(const QJsonObject &c, const QJsonObject &policy) const
{
    using controljson::number;
    if (!c.contains(QStringLiteral("power_cap")))
        return {CliTr::tr("Power cap:      %1").arg(CliTr::tr("not supported"))};
    const QJsonObject p = c.value(QStringLiteral("power_cap")).toObject();
    const double current = p.value(QStringLiteral("current_watts")).toDouble();
    const double def = p.value(QStringLiteral("default_watts")).toDouble();
    return {CliTr::tr("Power cap:      %1 W (default %2 W, power overdrive %3%; driver %4-%5 W; safety limit %6 W)")
                .arg(number(current), number(def), def > 0 ? QLocale().toString((current / def - 1.0) * 100.0, 'f', 1) : CliTr::tr("N/A"),
                     number(p.value(QStringLiteral("min_watts")).toDouble()), number(p.value(QStringLiteral("max_watts")).toDouble()),
                     number(policy.value(QStringLiteral("power_cap_max_watts")).toDouble()))};
}

} // namespace rocmtune
