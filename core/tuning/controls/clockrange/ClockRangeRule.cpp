// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/clockrange/ClockRangeRule.h"

#include "core/tuning/TuningTr.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {
int lowestBit(quint64 mask)
{
    for (int i = 0; i < 64; ++i) {
        if (mask & (quint64{1} << i))
            return i;
    }
    return -1;
}

int highestBit(quint64 mask)
{
    for (int i = 63; i >= 0; --i) {
        if (mask & (quint64{1} << i))
            return i;
    }
    return -1;
}
} // namespace

quint64 ClockRangeRule::maskForRange(const QVector<int> &levels, int minMegahertz, int maxMegahertz)
{
    quint64 mask = 0;
    for (int i = 0; i < levels.size() && i < 64; ++i) {
        if (levels[i] >= minMegahertz && levels[i] <= maxMegahertz)
            mask |= quint64{1} << i;
    }
    if (mask == 0) {
        for (int i = 0; i < levels.size() && i < 64; ++i)
            mask |= quint64{1} << i;
    }
    return mask;
}

void ClockRangeRule::validate(const TuningValues &values, const ControlState &state, const SafetyPolicy &,
                              ValidationMode, QVector<Refusal> *refusals) const
{
    // The words of the GUI's fields and the docs ("GFX clock"), not the driver's file names (sclk / mclk).
    const QString name = domain_ == ClockDomain::Gfx ? TuningTr::tr("GFX clock") : TuningTr::tr("memory clock");
    const ClockRangeControl *c = control(state);
    if (!c) {
        refusals->push_back(unsupported(id(), state));
        return;
    }
    const std::optional<ClockRangeValue> range = clockRangeIn(values, domain_);
    const std::optional<quint64> mask = dpmLevelMaskIn(values, domain_);
    if (range && mask) {
        refusals->push_back({id(), QStringLiteral("conflict"),
                             TuningTr::tr("Give either a %1 range or %1 DPM levels, not both.").arg(name)});
        return;
    }
    if (range) {
        if (!c->rangeSettable) {
            refusals->push_back({id(), QStringLiteral("unsupported"),
                                 TuningTr::tr("This GPU does not allow a %1 range to be set (no overdrive table).").arg(name)});
            return;
        }
        if (c->allowedMaxMegahertz <= 0 || c->allowedMinMegahertz > c->allowedMaxMegahertz) {
            refusals->push_back({id(), QStringLiteral("od_range"),
                                 TuningTr::tr("The driver reports no usable %1 overdrive range (%2-%3 MHz); nothing is written.")
                                     .arg(name).arg(c->allowedMinMegahertz).arg(c->allowedMaxMegahertz)});
            return;
        }
        if (range->minMegahertz > range->maxMegahertz) {
            refusals->push_back({id(), QStringLiteral("order"),
                                 TuningTr::tr("The %1 minimum %2 MHz is above its maximum %3 MHz by %4 MHz.")
                                     .arg(name).arg(range->minMegahertz).arg(range->maxMegahertz)
                                     .arg(range->minMegahertz - range->maxMegahertz)});
        }
        if (range->minMegahertz < c->allowedMinMegahertz) {
            refusals->push_back({id(), QStringLiteral("od_range_min"),
                                 TuningTr::tr("The %1 minimum %2 MHz is below the range the driver allows (%3-%4 MHz) by %5 MHz.")
                                     .arg(name).arg(range->minMegahertz).arg(c->allowedMinMegahertz)
                                     .arg(c->allowedMaxMegahertz).arg(c->allowedMinMegahertz - range->minMegahertz)});
        }
        if (range->maxMegahertz > c->allowedMaxMegahertz) {
            refusals->push_back({id(), QStringLiteral("od_range_max"),
                                 TuningTr::tr("The %1 maximum %2 MHz is above the range the driver allows (%3-%4 MHz) by %5 MHz.")
                                     .arg(name).arg(range->maxMegahertz).arg(c->allowedMinMegahertz)
                                     .arg(c->allowedMaxMegahertz).arg(range->maxMegahertz - c->allowedMaxMegahertz)});
        }
        return;
    }
    if (!c->levelMaskSettable || c->dpmLevelsMegahertz.isEmpty()) {
        refusals->push_back({id(), QStringLiteral("unsupported"),
                             TuningTr::tr("This GPU does not allow %1 DPM levels to be selected.").arg(name)});
        return;
    }
    const int count = std::min<int>(static_cast<int>(c->dpmLevelsMegahertz.size()), 64);
    const int highest = highestBit(*mask);
    if (*mask == 0 || highest >= count) {
        refusals->push_back({id(), QStringLiteral("dpm_levels"),
                             TuningTr::tr("%1 DPM level %2 does not exist: this GPU has levels 0-%3.")
                                 .arg(name).arg(highest).arg(count - 1)});
    }
}

void ClockRangeRule::capture(const ControlState &state, const TuningValues &request, TuningValues *snapshot) const
{
    const ClockRangeControl *c = control(state);
    if (!c)
        return;
    if (dpmLevelMaskIn(request, domain_) && c->levelMaskSettable && !c->dpmLevelsMegahertz.isEmpty()) {
        // Outside "manual" the driver picks among all levels: that is the state to restore.
        const PerfLevelControl *level = state.perControl.get<PerfLevelControl>();
        const bool allLevels = level && level->current != PerfLevel::Manual;
        setDpmLevelMask(snapshot, domain_, allLevels ? maskForRange(c->dpmLevelsMegahertz, c->dpmLevelsMegahertz.constFirst(),
                                                                   c->dpmLevelsMegahertz.constLast())
                                                    : maskForRange(c->dpmLevelsMegahertz, c->currentMinMegahertz, c->currentMaxMegahertz));
        return;
    }
    if (c->rangeSettable)
        setClockRange(snapshot, domain_, ClockRangeValue{c->currentMinMegahertz, c->currentMaxMegahertz});
    else if (c->levelMaskSettable && !c->dpmLevelsMegahertz.isEmpty())
        setDpmLevelMask(snapshot, domain_, maskForRange(c->dpmLevelsMegahertz, c->currentMinMegahertz, c->currentMaxMegahertz));
}

void ClockRangeRule::defaults(const ControlState &state, TuningValues *out) const
{
    const ClockRangeControl *c = control(state);
    if (!c || c->dpmLevelsMegahertz.isEmpty())
        return;
    if (c->rangeSettable && state.perControl.has<ClockTableControl>()) {
        // The driver resets its overdrive table itself (ClockTableRule): the
        // card's boot values, which no range we could compute matches.
        return;
    }
    if (c->rangeSettable && c->allowedMaxMegahertz > 0) {
        // No driver reset (NVIDIA): the widest range the DPM table spans, kept inside OD_RANGE.
        const int lo = std::max(c->dpmLevelsMegahertz.constFirst(), c->allowedMinMegahertz);
        const int hi = std::min(c->dpmLevelsMegahertz.constLast(), c->allowedMaxMegahertz);
        if (lo <= hi)
            setClockRange(out, domain_, ClockRangeValue{lo, hi});
    } else if (c->levelMaskSettable) {
        // Levels only: every level selected again.
        setDpmLevelMask(out, domain_, maskForRange(c->dpmLevelsMegahertz, c->dpmLevelsMegahertz.constFirst(), c->dpmLevelsMegahertz.constLast()));
    }
}

WriteResult ClockRangeRule::write(Backend &backend, int index, const TuningValues &values) const
{
    if (const auto range = clockRangeIn(values, domain_))
        return backend.setClockRange(index, domain_, range->minMegahertz, range->maxMegahertz);
    return backend.setDpmLevelMask(index, domain_, *dpmLevelMaskIn(values, domain_));
}

std::optional<QString> ClockRangeRule::verify(const TuningValues &values, const ControlState &state) const
{
    // The words of the GUI's fields and the docs ("GFX clock"), not the driver's file names (sclk / mclk).
    const QString name = domain_ == ClockDomain::Gfx ? TuningTr::tr("GFX clock") : TuningTr::tr("memory clock");
    const ClockRangeControl *c = control(state);
    if (!c)
        return TuningTr::tr("the %1 range can no longer be read").arg(name);
    int wantMin = 0, wantMax = 0;
    if (const auto range = clockRangeIn(values, domain_)) {
        wantMin = range->minMegahertz;
        wantMax = range->maxMegahertz;
    } else {
        const quint64 mask = *dpmLevelMaskIn(values, domain_);
        const int lo = lowestBit(mask), hi = highestBit(mask);
        if (lo < 0 || hi >= c->dpmLevelsMegahertz.size())
            return TuningTr::tr("the %1 DPM table changed").arg(name);
        wantMin = c->dpmLevelsMegahertz[lo];
        wantMax = c->dpmLevelsMegahertz[hi];
        // What the driver shows of a level selection is the level it runs
        // at ('*'): it must lie among the selected ones. (The overdrive
        // table's min/max is another setting and says nothing about it.)
        if (c->currentLevelIndex >= 0) {
            if (c->currentLevelIndex < lo || c->currentLevelIndex > hi)
                return TuningTr::tr("the driver runs %1 at DPM level %2, outside the selected levels %3-%4")
                    .arg(name).arg(c->currentLevelIndex).arg(lo).arg(hi);
            return std::nullopt;
        }
    }
    if (c->currentMinMegahertz != wantMin || c->currentMaxMegahertz != wantMax) {
        return TuningTr::tr("the driver reports %1 %2-%3 MHz instead of %4-%5 MHz")
            .arg(name).arg(c->currentMinMegahertz).arg(c->currentMaxMegahertz).arg(wantMin).arg(wantMax);
    }
    return std::nullopt;
}

} // namespace rocmtune
