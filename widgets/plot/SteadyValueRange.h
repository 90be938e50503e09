// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <qcustomplot.h>

#include <optional>

namespace rocmtune {

// The value axis of a live graph, kept steady while the time axis slides.
// A range fitted to the extremes in view changed whenever a spike entered or
// left the window: the axis labels jumped, and every such replot drew the
// whole frame (PlotFrameCache keeps it per value range; 36 % of the live
// replots, BENCHMARKS.md). Instead:
// - a first fit (or one after reset(): zoom, pan, window, device or series
//   change) spans the data with a margin, rounded outwards to a nice step;
// - while the data stays inside the range (clear of its edges) it holds;
// - data that leaves it grows it at once, with headroom on the side that grew,
//   rounded again;
// - it shrinks to a fresh fit only after the data has used at most half of
//   its height for kShrinkAfterMs of time-axis time (a spike that left the
//   window, a load that dropped).
class SteadyValueRange
{
public:
    struct Limits {
        bool includeZero = true; // the range starts at zero while the data is not negative
        double minSpan = 1.0;    // a flat line gets this span around it
        // A value the data cannot pass (VRAM in use against the card's total):
        // while the data stays under it, the range ends exactly there, so the
        // top of the graph means "full".
        std::optional<double> ceiling;
    };
    static constexpr qint64 kShrinkAfterMs = 15'000;
    static constexpr double kShrinkRatio = 0.5;

    // The range to show for data extremes lo..hi (in display units, infinite
    // when there is no data) with the view ending at nowMs.
    QCPRange update(double lo, double hi, qint64 nowMs, const Limits &limits);
    // The next update fits the data afresh.
    void reset();
    bool hasRange() const { return range_.has_value(); }

    // A fresh fit: lo..hi with a margin, rounded outwards to niceStep().
    static QCPRange fit(double lo, double hi, const Limits &limits);
    // The step a range is rounded to: 1, 2, 2.5 or 5 x 10^n, at least span / 8.
    static double niceStep(double span);

private:
    std::optional<QCPRange> range_;
    std::optional<qint64> smallSinceMs_;
};

} // namespace rocmtune
