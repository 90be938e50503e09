// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/PlotTheme.h"

#include <qcustomplot.h>

namespace rocmtune {

GraphThemeWatcher *GraphThemeWatcher::instance()
{
    static GraphThemeWatcher watcher;
    return &watcher;
}

void GraphThemeWatcher::setTheme(GraphTheme theme)
{
    if (theme == theme_)
        return;
    theme_ = theme;
    emit changed();
}

void applyPlotTheme(QCustomPlot *plot, const ThemeColors &colors)
{
    plot->setBackground(colors.background);
    const QPen axisPen(colors.foreground, 1);
    for (QCPAxisRect *rect : plot->axisRects()) {
        for (QCPAxis *axis : rect->axes()) {
            axis->setBasePen(axisPen);
            axis->setTickPen(axisPen);
            axis->setSubTickPen(axisPen);
            axis->setTickLabelColor(colors.foreground);
            axis->setLabelColor(colors.foreground);
            axis->grid()->setPen(QPen(colors.grid, 1, Qt::SolidLine));
            axis->grid()->setSubGridPen(QPen(colors.subGrid, 1, Qt::DotLine));
            axis->grid()->setZeroLinePen(Qt::NoPen);
        }
    }
    if (plot->legend) {
        QColor legendBackground = colors.background;
        legendBackground.setAlpha(210);
        plot->legend->setBrush(legendBackground);
        plot->legend->setBorderPen(QPen(colors.grid));
        plot->legend->setTextColor(colors.foreground);
    }
    for (int i = 0; i < plot->itemCount(); ++i) {
        if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)))
            text->setColor(colors.foreground);
    }
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i) {
        if (auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i)))
            title->setTextColor(colors.foreground);
    }
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void applyCurrentPlotTheme(QCustomPlot *plot)
{
    applyPlotTheme(plot, ThemeColors::resolve(plot->palette(), GraphThemeWatcher::instance()->theme()));
}

void followPlotTheme(QCustomPlot *plot)
{
    applyCurrentPlotTheme(plot);
    QObject::connect(GraphThemeWatcher::instance(), &GraphThemeWatcher::changed, plot, [plot] { applyCurrentPlotTheme(plot); });
}

} // namespace rocmtune
