// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QString>

class QCustomPlot;
class QCPItemText;

namespace rocmtune {

// What a graph with nothing to draw shows: one centred sentence ("No stress
// test has run yet: ...") instead of bare axes with made-up ranges (-0.1 to
// 0.1 s, 0 to 5). While shown, the axes, their grid and the legend are hidden;
// hide() brings the axes back (the legend is the owner's to show again).
class PlotEmptyState
{
public:
    // rightAxis: the plot shows its right value axis (yAxis2), hidden with the others while the sentence is shown.
    explicit PlotEmptyState(QCustomPlot *plot = nullptr, bool rightAxis = false) : plot_(plot), rightAxis_(rightAxis) {}
    void attach(QCustomPlot *plot, bool rightAxis)
    {
        plot_ = plot;
        rightAxis_ = rightAxis;
    }

    // Shows the sentence, or with an empty text, the axes again. Call before replot().
    void show(const QString &text);
    void hide() { show(QString()); }
    bool isShown() const { return shown_; }
    QString text() const { return text_; }

private:
    QCustomPlot *plot_;
    bool rightAxis_;
    QPointer<QCPItemText> item_;
    bool shown_ = false;
    QString text_;
};

} // namespace rocmtune
