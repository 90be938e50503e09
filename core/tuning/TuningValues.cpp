// SPDX-License-Identifier: GPL-3.0-or-later
#include "TuningValues.h"

#include "JsonStrict.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QSet>

namespace rocmtune {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};

const QLatin1String kPowerCap("power_cap_microwatts");
const QLatin1String kSclkRange("sclk_range_mhz");
const QLatin1String kMclkRange("mclk_range_mhz");
const QLatin1String kSclkLevels("sclk_levels");
const QLatin1String kMclkLevels("mclk_levels");
const QLatin1String kPerfLevel("perf_level");
const QLatin1String kPowerProfile("power_profile");
const QLatin1String kOverdrive("overdrive_percent");
const QLatin1String kResetClockTable("reset_clock_table");

// Clocks above 100 GHz or power caps above 100 kW are not values any driver
// reports; they are refused at parse time so later arithmetic cannot overflow.
constexpr qint64 kMaxMegahertz = 100000;
constexpr qint64 kMaxMicrowatts = 100000LL * 1000000LL;
constexpr int kMaxDpmLevels = 64;

QJsonArray levelsToJson(quint64 mask)
{
    QJsonArray levels;
    for (int i = 0; i < kMaxDpmLevels; ++i) {
        if (mask & (quint64{1} << i))
            levels.append(i);
    }
    return levels;
}

bool rangeFromJson(const QJsonValue &value, const QString &key, ClockRangeValue *range, QString *error)
{
    if (!value.isArray() || value.toArray().size() != 2) {
        *error = Text::tr("\"%1\" must be an array [min, max] of two whole numbers of MHz.").arg(key);
        return false;
    }
    const QJsonArray array = value.toArray();
    qint64 lo = 0, hi = 0;
    if (!json::wholeNumber(array.at(0), 0, kMaxMegahertz, &lo) || !json::wholeNumber(array.at(1), 0, kMaxMegahertz, &hi)) {
        *error = Text::tr("\"%1\" must hold two whole numbers of MHz from 0 to %2.").arg(key).arg(kMaxMegahertz);
        return false;
    }
    range->minMegahertz = static_cast<int>(lo);
    range->maxMegahertz = static_cast<int>(hi);
    return true;
}

bool levelsFromJson(const QJsonValue &value, const QString &key, quint64 *mask, QString *error)
{
    if (!value.isArray() || value.toArray().isEmpty() || value.toArray().size() > kMaxDpmLevels) {
        *error = Text::tr("\"%1\" must be a non-empty array of DPM level indices.").arg(key);
        return false;
    }
    quint64 bits = 0;
    for (const QJsonValue &item : value.toArray()) {
        qint64 level = 0;
        if (!json::wholeNumber(item, 0, kMaxDpmLevels - 1, &level)) {
            *error = Text::tr("\"%1\" holds a level that is not a whole number from 0 to %2.").arg(key).arg(kMaxDpmLevels - 1);
            return false;
        }
        const quint64 bit = quint64{1} << level;
        if (bits & bit) {
            *error = Text::tr("\"%1\" names level %2 twice.").arg(key).arg(level);
            return false;
        }
        bits |= bit;
    }
    *mask = bits;
    return true;
}
} // namespace

bool TuningValues::isEmpty() const
{
    return !powerCapMicrowatts && !gfxClockRange && !memoryClockRange && !gfxDpmLevelMask && !memoryDpmLevelMask
           && !perfLevel && !powerProfile && !overdrivePercent && !resetClockTable;
}

bool TuningValues::setsClocks() const
{
    return gfxClockRange || memoryClockRange || gfxDpmLevelMask || memoryDpmLevelMask;
}

QJsonObject tuningValuesToJson(const TuningValues &values)
{
    QJsonObject o;
    if (values.powerCapMicrowatts)
        o.insert(kPowerCap, static_cast<qint64>(*values.powerCapMicrowatts));
    if (values.gfxClockRange)
        o.insert(kSclkRange, QJsonArray{values.gfxClockRange->minMegahertz, values.gfxClockRange->maxMegahertz});
    if (values.memoryClockRange)
        o.insert(kMclkRange, QJsonArray{values.memoryClockRange->minMegahertz, values.memoryClockRange->maxMegahertz});
    if (values.gfxDpmLevelMask)
        o.insert(kSclkLevels, levelsToJson(*values.gfxDpmLevelMask));
    if (values.memoryDpmLevelMask)
        o.insert(kMclkLevels, levelsToJson(*values.memoryDpmLevelMask));
    if (values.perfLevel)
        o.insert(kPerfLevel, QLatin1String(perfLevelKey(*values.perfLevel)));
    if (values.powerProfile)
        o.insert(kPowerProfile, QLatin1String(powerProfileKey(*values.powerProfile)));
    if (values.overdrivePercent)
        o.insert(kOverdrive, *values.overdrivePercent);
    if (values.resetClockTable)
        o.insert(kResetClockTable, true);
    return o;
}

std::optional<TuningValues> tuningValuesFromJson(const QJsonObject &object, QString *error)
{
    QString scratch;
    QString &message = error ? *error : scratch;
    if (!json::onlyKeys(object, {kPowerCap, kSclkRange, kMclkRange, kSclkLevels, kMclkLevels, kPerfLevel, kPowerProfile, kOverdrive,
                         kResetClockTable},
                        Text::tr("values"), &message))
        return std::nullopt;
    TuningValues values;
    if (object.contains(kPowerCap)) {
        qint64 microwatts = 0;
        if (!json::wholeNumber(object.value(kPowerCap), 1, kMaxMicrowatts, &microwatts)) {
            message = Text::tr("\"%1\" must be a whole number of microwatts from 1 to %2.").arg(kPowerCap).arg(kMaxMicrowatts);
            return std::nullopt;
        }
        values.powerCapMicrowatts = static_cast<quint64>(microwatts);
    }
    if (object.contains(kSclkRange)) {
        ClockRangeValue range;
        if (!rangeFromJson(object.value(kSclkRange), kSclkRange, &range, &message))
            return std::nullopt;
        values.gfxClockRange = range;
    }
    if (object.contains(kMclkRange)) {
        ClockRangeValue range;
        if (!rangeFromJson(object.value(kMclkRange), kMclkRange, &range, &message))
            return std::nullopt;
        values.memoryClockRange = range;
    }
    if (object.contains(kSclkLevels)) {
        quint64 mask = 0;
        if (!levelsFromJson(object.value(kSclkLevels), kSclkLevels, &mask, &message))
            return std::nullopt;
        values.gfxDpmLevelMask = mask;
    }
    if (object.contains(kMclkLevels)) {
        quint64 mask = 0;
        if (!levelsFromJson(object.value(kMclkLevels), kMclkLevels, &mask, &message))
            return std::nullopt;
        values.memoryDpmLevelMask = mask;
    }
    if (object.contains(kPerfLevel)) {
        const QJsonValue v = object.value(kPerfLevel);
        const auto level = v.isString() ? perfLevelFromKey(v.toString()) : std::nullopt;
        if (!level) {
            message = Text::tr("\"%1\" must be one of auto, low, high, manual, profile_standard, profile_peak, "
                         "profile_min_mclk, profile_min_sclk, perf_determinism.")
                          .arg(kPerfLevel);
            return std::nullopt;
        }
        values.perfLevel = *level;
    }
    if (object.contains(kPowerProfile)) {
        const QJsonValue v = object.value(kPowerProfile);
        const auto profile = v.isString() ? powerProfileFromKey(v.toString()) : std::nullopt;
        if (!profile) {
            message = Text::tr("\"%1\" must be one of BOOTUP_DEFAULT, 3D_FULL_SCREEN, POWER_SAVING, VIDEO, VR, COMPUTE, CUSTOM.")
                          .arg(kPowerProfile);
            return std::nullopt;
        }
        values.powerProfile = *profile;
    }
    if (object.contains(kOverdrive)) {
        qint64 percent = 0;
        if (!json::wholeNumber(object.value(kOverdrive), 0, 100, &percent)) {
            message = Text::tr("\"%1\" must be a whole number from 0 to 100.").arg(kOverdrive);
            return std::nullopt;
        }
        values.overdrivePercent = static_cast<int>(percent);
    }
    if (object.contains(kResetClockTable)) {
        // Only "true": there is nothing to say with false but "leave it".
        if (object.value(kResetClockTable) != QJsonValue(true)) {
            message = Text::tr("\"%1\" can only be true.").arg(kResetClockTable);
            return std::nullopt;
        }
        values.resetClockTable = true;
    }
    return values;
}

QString describeValue(ControlId id, const TuningValues &values)
{
    const QLocale locale;
    auto levels = [](quint64 mask) {
        QStringList list;
        for (int i = 0; i < kMaxDpmLevels; ++i) {
            if (mask & (quint64{1} << i))
                list << QString::number(i);
        }
        return list.join(QLatin1Char(','));
    };
    auto clocks = [&](ClockDomain domain) -> QString {
        if (const auto &range = values.clockRange(domain))
            return Text::tr("%1 %2-%3 MHz").arg(QLatin1String(clockDomainKey(domain))).arg(range->minMegahertz).arg(range->maxMegahertz);
        if (const auto &mask = values.dpmLevelMask(domain))
            return Text::tr("%1 levels %2").arg(QLatin1String(clockDomainKey(domain)), levels(*mask));
        return Text::tr("%1 unchanged").arg(QLatin1String(clockDomainKey(domain)));
    };
    switch (id) {
    case ControlId::PowerCap:
        return values.powerCapMicrowatts
                   ? Text::tr("power cap %1 W").arg(locale.toString(static_cast<double>(*values.powerCapMicrowatts) / 1e6, 'g', 12))
                   : Text::tr("power cap unchanged");
    case ControlId::GfxClockRange: return clocks(ClockDomain::Gfx);
    case ControlId::MemoryClockRange: return clocks(ClockDomain::Memory);
    case ControlId::PerfLevel:
        return values.perfLevel ? Text::tr("perf level %1").arg(QLatin1String(perfLevelKey(*values.perfLevel)))
                                : Text::tr("perf level unchanged");
    case ControlId::PowerProfile:
        return values.powerProfile ? Text::tr("power profile %1").arg(QLatin1String(powerProfileKey(*values.powerProfile)))
                                   : Text::tr("power profile unchanged");
    case ControlId::Overdrive:
        return values.overdrivePercent ? Text::tr("overdrive %1 %").arg(*values.overdrivePercent) : Text::tr("overdrive unchanged");
    case ControlId::ClockTable: {
        // A snapshot holds the ranges the reset replaces; a request only the reset.
        QStringList ranges;
        for (const ClockDomain domain : {ClockDomain::Gfx, ClockDomain::Memory}) {
            if (values.clockRange(domain))
                ranges << clocks(domain);
        }
        if (!ranges.isEmpty())
            return ranges.join(QStringLiteral(", "));
        return values.resetClockTable ? Text::tr("clock table reset to the card's boot values") : Text::tr("clock table unchanged");
    }
    }
    return QString();
}

QVector<ControlId> touchedControls(const TuningValues &values)
{
    QVector<ControlId> ids;
    if (values.perfLevel)
        ids << ControlId::PerfLevel;
    if (values.resetClockTable)
        ids << ControlId::ClockTable;
    if (values.gfxClockRange || values.gfxDpmLevelMask)
        ids << ControlId::GfxClockRange;
    if (values.memoryClockRange || values.memoryDpmLevelMask)
        ids << ControlId::MemoryClockRange;
    if (values.overdrivePercent)
        ids << ControlId::Overdrive;
    if (values.powerProfile)
        ids << ControlId::PowerProfile;
    if (values.powerCapMicrowatts)
        ids << ControlId::PowerCap;
    return ids;
}

} // namespace rocmtune
