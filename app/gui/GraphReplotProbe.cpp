// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/GraphReplotProbe.h"

#include "widgets/plot/PlotFrameCache.h"
#include "widgets/plot/TimeSeriesPlot.h"

#include <QCoreApplication>
#include <QTextStream>
#include <QTimer>
#include <QWidget>

namespace rocmtune::gui {

GraphReplotProbe::GraphReplotProbe(QWidget *window, int warmupSeconds, int seconds, QObject *parent)
    : QObject(parent), window_(window), seconds_(seconds)
{
    QTimer::singleShot(warmupSeconds * 1000, this, [this] {
        start_ = count();
        QTimer::singleShot(seconds_ * 1000, this, &GraphReplotProbe::report);
    });
}

GraphReplotProbe::Counts GraphReplotProbe::count() const
{
    Counts counts;
    for (const TimeSeriesPlot *plot : window_->findChildren<TimeSeriesPlot *>()) {
        counts.replots += plot->replotCount();
        counts.fromFrame += plot->frameCache()->framesReused();
        counts.fromStaticFrame += plot->frameCache()->staticFramesReused();
    }
    return counts;
}

void GraphReplotProbe::report()
{
    const Counts end = count();
    const int replots = end.replots - start_.replots;
    const int fromFrame = end.fromFrame - start_.fromFrame;
    const int fromStatic = end.fromStaticFrame - start_.fromStaticFrame;
    const double kept = replots > 0 ? 100.0 * (fromFrame + fromStatic) / replots : 0.0;
    QTextStream(stdout) << QStringLiteral("graph_replots %1 seconds %2 from_frame %3 from_static_frame %4 full %5 kept_share_percent %6")
                               .arg(replots)
                               .arg(seconds_)
                               .arg(fromFrame)
                               .arg(fromStatic)
                               .arg(replots - fromFrame - fromStatic)
                               .arg(kept, 0, 'f', 1)
                        << Qt::endl;
    QCoreApplication::exit(0);
}

} // namespace rocmtune::gui
