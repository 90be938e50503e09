// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <qcustomplot.h>

#include <QImage>
#include <QVector>

namespace rocmtune {

// A QCPGraph for dense (min/max decimated) lines. QCustomPlot strokes such a
// line segment by segment through QPainter's cosmetic stroker, ~15
// instructions per pixel; a noisy line 640 columns wide covers ~100 pixels
// per column, so the line was half of a replot (callgrind, BENCHMARKS.md).
// Here the line is reduced to what a 1 px line covers in each device pixel
// column (one vertical span per column, so a one-sample spike still reaches
// its full height) and the spans are written straight into the paint
// buffer's image. Only when painting into an RGB32/ARGB32 image without a
// world transform with an opaque, solid, 1 px, aliased pen; otherwise
// (sparse lines, antialiasing, dashed or wide pens, PNG export at a scale,
// PDF) QCustomPlot draws the line.
class ColumnSpanGraph : public QCPGraph
{
    Q_OBJECT
public:
    ColumnSpanGraph(QCPAxis *keyAxis, QCPAxis *valueAxis);

    // Per pixel column [top, bottom] of a polyline given in pixels, for
    // columns firstColumn .. firstColumn + columnCount - 1; a column the line
    // does not reach has top > bottom. Exposed for tests.
    static void columnSpans(const QVector<QPointF> &points, int firstColumn, int columnCount, QVector<int> *top,
                            QVector<int> *bottom);
    // Columns the last draw wrote as spans (0: QCustomPlot drew the line).
    int lastSpanCount() const { return lastSpanCount_; }
    // The line's points in pixels as QCPGraph::getLines() gives them, computed
    // without its copy of the data and its call per coordinate (linear axes,
    // horizontal key axis, not reversed); false where that does not apply.
    bool pixelLines(QVector<QPointF> *lines) const;

protected:
    // The inside of the axis rect without the axes' base lines (left column,
    // bottom row): the data layer is drawn above the axes and must not cover
    // them (see PlotFrameCache). QCPLayer moves the clip up by one pixel.
    QRect clipRect() const override { return QCPGraph::clipRect().adjusted(1, 1, 0, 0); }
    void draw(QCPPainter *painter) override;
    void drawLinePlot(QCPPainter *painter, const QVector<QPointF> &lines) const override;

private:
    QImage *targetImage(QCPPainter *painter, const QVector<QPointF> &lines) const;
    void writeSpans(QImage *image, const QRect &clipPixels, const QVector<QPointF> &lines, QRgb color) const;

    // Scratch buffers reused between replots (drawing is const in QCustomPlot).
    mutable QVector<int> top_;
    mutable QVector<int> bottom_;
    mutable QVector<QPointF> scaled_;
    QVector<QPointF> lines_;
    mutable int lastSpanCount_ = 0;
};

} // namespace rocmtune
