// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plot/SteadyValueRange.h"

#include <algorithm>
#include <cmath>

namespace rocmtune {

namespace {
constexpr double kMargin = 0.08;      // of the data's span: lines do not touch the frame
constexpr double kEdge = 0.02;        // of the range: data this close to an edge grows it
constexpr double kGrowHeadroom = 0.1; // of the new span, on the side that grew
} // namespace

double SteadyValueRange::niceStep(double span)
{
    const double raw = span / 8;
    if (!(raw > 0) || !std::isfinite(raw))
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double factor : {1.0, 2.0, 2.5, 5.0}) {
        if (factor * magnitude >= raw * (1 - 1e-9))
            return factor * magnitude;
    }
    return 10 * magnitude;
}

QCPRange SteadyValueRange::fit(double lo, double hi, const Limits &limits)
{
    if (limits.includeZero && lo >= 0)
        lo = 0;
    if (hi - lo < limits.minSpan) {
        // A flat line gets a readable span around it instead of magnified noise.
        const double centre = (hi + lo) / 2;
        lo = limits.includeZero && lo == 0 ? 0 : centre - limits.minSpan / 2;
        hi = lo == 0 ? std::max(hi, limits.minSpan) : centre + limits.minSpan / 2;
    }
    const bool underCeiling = limits.ceiling && *limits.ceiling > lo && hi <= *limits.ceiling;
    if (underCeiling)
        hi = *limits.ceiling;
    const double span = hi - lo;
    double top = hi + span * kMargin;
    double bottom = lo == 0 ? 0 : lo - span * kMargin;
    const double step = niceStep(top - bottom);
    top = underCeiling ? hi : std::ceil(top / step) * step;
    bottom = std::floor(bottom / step) * step;
    return {bottom, top};
}

void SteadyValueRange::reset()
{
    range_.reset();
    smallSinceMs_.reset();
}

QCPRange SteadyValueRange::update(double lo, double hi, qint64 nowMs, const Limits &limits)
{
    if (!std::isfinite(lo) || !std::isfinite(hi)) {
        reset();
        return {0, 1};
    }
    if (!range_) {
        range_ = fit(lo, hi, limits);
        return *range_;
    }
    const QCPRange held = *range_;
    // Data this close to an edge runs along the frame: grow too.
    const double edge = held.size() * kEdge;
    const bool zeroBased = limits.includeZero && held.lower == 0 && lo >= 0;
    // Ending at the ceiling is the point of one: data up to it is inside.
    const bool atCeiling = limits.ceiling && hi <= *limits.ceiling && held.upper >= *limits.ceiling;
    const bool overTop = hi > held.upper - edge && !atCeiling;
    const bool underBottom = zeroBased ? false : lo < held.lower + edge;
    if (overTop || underBottom) {
        // Grow at once, with headroom on the side the data left; the other side stays.
        double top = std::max(hi, held.upper);
        double bottom = std::min(lo, held.lower);
        const double span = top - bottom;
        if (overTop)
            top = hi + span * (kMargin + kGrowHeadroom);
        if (underBottom)
            bottom = lo - span * (kMargin + kGrowHeadroom);
        const double step = niceStep(top - bottom);
        if (overTop)
            top = std::ceil(top / step) * step;
        if (underBottom)
            bottom = std::floor(bottom / step) * step;
        range_ = QCPRange(bottom, top);
        smallSinceMs_.reset();
        return *range_;
    }
    const QCPRange fresh = fit(lo, hi, limits);
    if (fresh.size() > held.size() * kShrinkRatio) {
        smallSinceMs_.reset();
        return held;
    }
    if (!smallSinceMs_ || nowMs < *smallSinceMs_)
        smallSinceMs_ = nowMs;
    if (nowMs - *smallSinceMs_ < kShrinkAfterMs)
        return held;
    range_ = fresh;
    smallSinceMs_.reset();
    return fresh;
}

} // namespace rocmtune
