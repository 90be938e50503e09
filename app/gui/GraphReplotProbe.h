// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QWidget;

namespace rocmtune::gui {

// Benchmarks (--report-graph-replots): after a warm-up, counts for a while
// how the window's live graphs were redrawn (from the whole kept frame, from
// the static frame when only the time axis slid, or in full; see
// PlotFrameCache), prints the totals and quits. Reads the counters the
// graphs keep anyway; nothing is added to a replot.
class GraphReplotProbe : public QObject
{
    Q_OBJECT
public:
    GraphReplotProbe(QWidget *window, int warmupSeconds, int seconds, QObject *parent = nullptr);

private:
    struct Counts {
        int replots = 0;
        int fromFrame = 0;
        int fromStaticFrame = 0;
    };
    Counts count() const;
    void report();

    QWidget *window_;
    int seconds_;
    Counts start_;
};

} // namespace rocmtune::gui
