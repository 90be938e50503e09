// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <qcustomplot.h>

#include <QStaticText>

namespace rocmtune {

// QCustomPlot lays the title and legend texts out again (QFontMetrics::boundingRect,
// QPainter::drawText with a rectangle) on every replot: ~25 % of a replot's
// instructions in callgrind for a title and one legend entry. These two keep
// the measured size and a QStaticText until the text or font changes; they
// draw the same text at the same place.

// A plot title.
class CachedTitleElement : public QCPTextElement
{
    Q_OBJECT
public:
    CachedTitleElement(QCustomPlot *plot, const QString &text);

protected:
    void draw(QCPPainter *painter) override;
    QSize minimumOuterSizeHint() const override;
    QSize maximumOuterSizeHint() const override;

private:
    QSize textSize() const;

    mutable QString cachedText_;
    mutable QFont cachedFont_;
    mutable QSize cachedSize_;
    mutable QStaticText staticText_;
};

// A legend entry of a graph: icon (the graph's pen) and name.
class CachedLegendItem : public QCPPlottableLegendItem
{
    Q_OBJECT
public:
    CachedLegendItem(QCPLegend *legend, QCPGraph *graph);

protected:
    void draw(QCPPainter *painter) override;
    QSize minimumOuterSizeHint() const override;

private:
    QSize textSize() const;

    mutable QString cachedText_;
    mutable QFont cachedFont_;
    mutable int cachedIconHeight_ = -1;
    mutable QSize cachedSize_;
    mutable QStaticText staticText_;
};

} // namespace rocmtune
