// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/fanzerorpm/FanZeroRpmRule.h"

#include "core/i18n/CliTr.h"
#include "core/tuning/TuningTr.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace rocmtune {

namespace {
const QLatin1String kFanZeroRpmJsonKey("fan_zero_rpm");
const QString kFanZeroRpmOption = QStringLiteral("fan-zero-rpm");
const OdFanValue *zeroRpmIn(const ControlState &state)
{
    const FanControl *fan = state.perControl.get<FanControl>();
    return fan && fan->zeroRpm ? &*fan->zeroRpm : nullptr;
}
} // namespace

bool FanZeroRpmRule::offered(const ControlState &state) const
{
    return zeroRpmIn(state) != nullptr;
}

void FanZeroRpmRule::validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &, ValidationMode,
                              QVector<Refusal> *refusals) const
{
    const OdFanValue *z = zeroRpmIn(state);
    if (!z) {
        refusals->push_back(unsupported(id(), state));
        return;
    }
    const int v = valueIn(values).enabled ? 1 : 0;
    if (!z->range.contains(v))
        refusals->push_back({id(), QStringLiteral("od_range"),
                             TuningTr::tr("Zero-RPM %1 is outside the range %2-%3 the driver states.").arg(v).arg(z->range.min).arg(z->range.max)});
}

void FanZeroRpmRule::capture(const ControlState &state, const TuningValues &, TuningValues *snapshot) const
{
    if (const OdFanValue *z = zeroRpmIn(state))
        snapshot->perControl.set(FanZeroRpmValue{z->value != 0});
}

void FanZeroRpmRule::defaults(const ControlState &state, TuningValues *out) const
{
    if (const OdFanValue *z = zeroRpmIn(state); z && z->range.contains(1))
        out->perControl.set(FanZeroRpmValue{true});
}

WriteResult FanZeroRpmRule::write(Backend &backend, int index, const TuningValues &values) const
{
    return backend.setFanZeroRpm(index, valueIn(values).enabled);
}

std::optional<QString> FanZeroRpmRule::verify(const TuningValues &values, const ControlState &state) const
{
    const OdFanValue *z = zeroRpmIn(state);
    if (!z)
        return TuningTr::tr("zero-RPM can no longer be read");
    if ((z->value != 0) != valueIn(values).enabled)
        return TuningTr::tr("the card shows zero-RPM %1 instead of %2").arg(z->value).arg(valueIn(values).enabled ? 1 : 0);
    return std::nullopt;
}

QString FanZeroRpmRule::title() const
{
    return TuningTr::tr("Zero-RPM");
}

QString FanZeroRpmRule::valueText(const TuningValues &values) const
{
    const FanZeroRpmValue *v = values.perControl.get<FanZeroRpmValue>();
    if (!v)
        return unchangedText();
    //: Zero-RPM: whether the fan stops when the card is cool
    return v->enabled ? TuningTr::tr("On") : TuningTr::tr("Off");
}

QStringList FanZeroRpmRule::jsonKeys() const
{
    return {kFanZeroRpmJsonKey};
}

void FanZeroRpmRule::toJson(const TuningValues &values, QJsonObject *object) const
{
    if (const FanZeroRpmValue *v = values.perControl.get<FanZeroRpmValue>())
        object->insert(kFanZeroRpmJsonKey, v->enabled);
}

bool FanZeroRpmRule::fromJson(const QJsonObject &object, TuningValues *values, QString *error) const
{
    if (!object.contains(kFanZeroRpmJsonKey))
        return true;
    if (!object.value(kFanZeroRpmJsonKey).isBool()) {
        *error = TuningTr::tr("\"%1\" must be true or false.").arg(kFanZeroRpmJsonKey);
        return false;
    }
    values->perControl.set(FanZeroRpmValue{object.value(kFanZeroRpmJsonKey).toBool()});
    return true;
}

QList<QCommandLineOption> FanZeroRpmRule::cliOptions() const
{
    return {{kFanZeroRpmOption, CliTr::tr("Let the fan stop when the card is cool: on or off."), QStringLiteral("on|off")}};
}

bool FanZeroRpmRule::fromCli(const QCommandLineParser &p, const ControlState &, TuningValues *values, QString *error) const
{
    if (!p.isSet(kFanZeroRpmOption))
        return true;
    const QString v = p.value(kFanZeroRpmOption).trimmed().toLower();
    if (v != QLatin1String("on") && v != QLatin1String("off")) {
        *error = CliTr::tr("--fan-zero-rpm must be on or off.");
        return false;
    }
    values->perControl.set(FanZeroRpmValue{v == QLatin1String("on")});
    return true;
}

} // namespace rocmtune
