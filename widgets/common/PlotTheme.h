// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/common/ThemeColors.h"

#include <QObject>

class QCustomPlot;

namespace rocmtune {

// The graph look chosen in Settings ("Graph colours"), for plots that do not
// see the AppContext (stress, sweep, runs): AppContext sets it, the plots ask
// and follow changed().
class GraphThemeWatcher : public QObject
{
    Q_OBJECT
public:
    static GraphThemeWatcher *instance();
    GraphTheme theme() const { return theme_; }
    void setTheme(GraphTheme theme);

signals:
    void changed();

private:
    GraphTheme theme_ = GraphTheme::FollowSystem;
};

// Background, axes, ticks, grid, legend and texts of a QCustomPlot in the
// colours of the chosen look (series colours stay the caller's). Replots.
void applyPlotTheme(QCustomPlot *plot, const ThemeColors &colors);
// The same with the look from Settings and the plot's palette; and again
// whenever that look changes.
void followPlotTheme(QCustomPlot *plot);
// Once, with the look from Settings (after items were added).
void applyCurrentPlotTheme(QCustomPlot *plot);

} // namespace rocmtune
