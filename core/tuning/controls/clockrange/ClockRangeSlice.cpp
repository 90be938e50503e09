// SPDX-License-Identifier: GPL-3.0-or-later
// The clock ranges' (and DPM level selections') words, JSON slice and CLI options.
#include "core/tuning/controls/clockrange/ClockRangeRule.h"

#include "core/i18n/CliTr.h"
#include "core/tuning/TuningTr.h"
#include "core/tuning/controls/ControlJson.h"

#include <QCommandLineParser>

namespace rocmtune {

namespace {
QLatin1String rangeKey(ClockDomain domain)
{
    return domain == ClockDomain::Gfx ? QLatin1String("sclk_range_mhz") : QLatin1String("mclk_range_mhz");
}
QLatin1String levelsKey(ClockDomain domain)
{
    return domain == ClockDomain::Gfx ? QLatin1String("sclk_levels") : QLatin1String("mclk_levels");
}
QString rangeOption(ClockDomain domain)
{
    return domain == ClockDomain::Gfx ? QStringLiteral("sclk-range") : QStringLiteral("mclk-range");
}
QString levelsOption(ClockDomain domain)
{
    return domain == ClockDomain::Gfx ? QStringLiteral("sclk-levels") : QStringLiteral("mclk-levels");
}

bool parseRange(const QString &text, ClockRangeValue *range)
{
    const QStringList parts = text.split(QLatin1Char(':'));
    bool okMin = false, okMax = false;
    if (parts.size() != 2)
        return false;
    range->minMegahertz = parts[0].trimmed().toInt(&okMin);
    range->maxMegahertz = parts[1].trimmed().toInt(&okMax);
    return okMin && okMax && range->minMegahertz >= 0 && range->maxMegahertz >= 0;
}

bool parseLevels(const QString &text, quint64 *mask)
{
    *mask = 0;
    for (const QString &part : text.split(QLatin1Char(','))) {
        bool ok = false;
        const int level = part.trimmed().toInt(&ok);
        if (!ok || level < 0 || level > 63)
            return false;
        *mask |= quint64{1} << level;
    }
    return *mask != 0;
}
} // namespace

QString ClockRangeRule::title() const
{
    return domain_ == ClockDomain::Gfx ? TuningTr::tr("GFX clock min / max") : TuningTr::tr("Memory clock min / max");
}

QString ClockRangeRule::clockName(ClockDomain domain)
{
    return domain == ClockDomain::Gfx ? TuningTr::tr("GFX clock") : TuningTr::tr("Memory clock");
}

QString ClockRangeRule::clocksText(ClockDomain domain, const TuningValues &values)
{
    if (const auto range = clockRangeIn(values, domain)) {
        //: A clock range in a value line: "500–2800 MHz"
        return TuningTr::tr("%1–%2 MHz").arg(range->minMegahertz).arg(range->maxMegahertz);
    }
    if (const auto mask = dpmLevelMaskIn(values, domain))
        return TuningTr::tr("DPM levels %1").arg(controljson::levelsText(*mask));
    return unchangedText();
}

QString ClockRangeRule::describeClocks(ClockDomain domain, const TuningValues &values)
{
    return valueLine(clockName(domain), clocksText(domain, values));
}

QStringList ClockRangeRule::jsonKeys() const
{
    return {rangeKey(domain_), levelsKey(domain_)};
}

void ClockRangeRule::toJson(const TuningValues &values, QJsonObject *object) const
{
    if (const auto range = clockRangeIn(values, domain_))
        object->insert(rangeKey(domain_), QJsonArray{range->minMegahertz, range->maxMegahertz});
    if (const auto mask = dpmLevelMaskIn(values, domain_))
        object->insert(levelsKey(domain_), controljson::levelsToJson(*mask));
}

bool ClockRangeRule::fromJson(const QJsonObject &object, TuningValues *values, QString *error) const
{
    if (object.contains(rangeKey(domain_))) {
        ClockRangeValue range;
        if (!controljson::rangeFromJson(object.value(rangeKey(domain_)), rangeKey(domain_), &range, error))
            return false;
        setClockRange(values, domain_, range);
    }
    if (object.contains(levelsKey(domain_))) {
        quint64 mask = 0;
        if (!controljson::levelsFromJson(object.value(levelsKey(domain_)), levelsKey(domain_), &mask, error))
            return false;
        setDpmLevelMask(values, domain_, mask);
    }
    return true;
}

void ClockRangeRule::stateToJson(const ControlState &state, QJsonObject *controls) const
{
    const ClockRangeControl *c = control(state);
    if (!c)
        return;
    QJsonArray levels;
    for (int mhz : c->dpmLevelsMegahertz)
        levels.append(mhz);
    controls->insert(QLatin1String(controlKey(id())), QJsonObject{{QStringLiteral("current_min_mhz"), c->currentMinMegahertz},
                                                                  {QStringLiteral("current_max_mhz"), c->currentMaxMegahertz},
                                                                  {QStringLiteral("allowed_min_mhz"), c->allowedMinMegahertz},
                                                                  {QStringLiteral("allowed_max_mhz"), c->allowedMaxMegahertz},
                                                                  {QStringLiteral("dpm_levels_mhz"), levels},
                                                                  {QStringLiteral("range_settable"), c->rangeSettable},
                                                                  {QStringLiteral("level_mask_settable"), c->levelMaskSettable}});
}

QList<QCommandLineOption> ClockRangeRule::cliOptions() const
{
    if (domain_ == ClockDomain::Gfx)
        return {{rangeOption(domain_), CliTr::tr("Lock the GFX clock to MIN:MAX MHz (inside the range the driver allows)."), QStringLiteral("MIN:MAX")},
                {levelsOption(domain_), CliTr::tr("Select GFX DPM levels, e.g. 0,2."), QStringLiteral("LIST")}};
    return {{rangeOption(domain_), CliTr::tr("Lock the memory clock to MIN:MAX MHz."), QStringLiteral("MIN:MAX")},
            {levelsOption(domain_), CliTr::tr("Select memory DPM levels, e.g. 3."), QStringLiteral("LIST")}};
}

bool ClockRangeRule::fromCli(const QCommandLineParser &p, const ControlState &, TuningValues *v, QString *error) const
{
    const QString range = rangeOption(domain_);
    if (p.isSet(range)) {
        ClockRangeValue value;
        if (!parseRange(p.value(range), &value)) {
            *error = CliTr::tr("--%1 must be MIN:MAX in MHz, e.g. 500:2500.").arg(range);
            return false;
        }
        setClockRange(v, domain_, value);
    }
    const QString levels = levelsOption(domain_);
    if (p.isSet(levels)) {
        quint64 mask = 0;
        if (!parseLevels(p.value(levels), &mask)) {
            *error = CliTr::tr("--%1 must be a comma-separated list of DPM level numbers, e.g. 0,2.").arg(levels);
            return false;
        }
        setDpmLevelMask(v, domain_, mask);
    }
    return true;
}

QStringList ClockRangeRule::showLines(const QJsonObject &c, const QJsonObject &) const
{
    const QString key = QLatin1String(controlKey(id()));
    const QString label = domain_ == ClockDomain::Gfx ? CliTr::tr("GFX clock:      %1") : CliTr::tr("Memory clock:   %1");
    if (!c.contains(key))
        return {label.arg(CliTr::tr("not supported"))};
    const QJsonObject r = c.value(key).toObject();
    if (!r.value(QStringLiteral("range_settable")).toBool()) {
        // RDNA4 (a GFX offset), smu7 (per-state clock + voltage), Aldebaran memory: no min/max to set.
        return {label.arg((r.value(QStringLiteral("level_mask_settable")).toBool()
                               ? CliTr::tr("%1-%2 MHz (levels only, no min/max range to set; DPM levels %3)")
                               : CliTr::tr("%1-%2 MHz (not settable on this GPU; DPM levels %3)"))
                              .arg(r.value(QStringLiteral("current_min_mhz")).toInt())
                              .arg(r.value(QStringLiteral("current_max_mhz")).toInt())
                              .arg(controljson::joined(r.value(QStringLiteral("dpm_levels_mhz")).toArray())))};
    }
    return {label.arg(CliTr::tr("%1-%2 MHz (allowed %3-%4 MHz; DPM levels %5)")
                          .arg(r.value(QStringLiteral("current_min_mhz")).toInt())
                          .arg(r.value(QStringLiteral("current_max_mhz")).toInt())
                          .arg(r.value(QStringLiteral("allowed_min_mhz")).toInt())
                          .arg(r.value(QStringLiteral("allowed_max_mhz")).toInt())
                          .arg(controljson::joined(r.value(QStringLiteral("dpm_levels_mhz")).toArray())))};
}

} // namespace rocmtune
