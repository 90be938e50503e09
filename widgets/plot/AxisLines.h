// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <qcustomplot.h>

#include <QLineF>
#include <QVector>

namespace rocmtune {

// The straight lines of one axis, drawn for QCustomPlot: either its grid (a
// line across the axis rect at every tick, what QCPGrid draws) or the axis
// itself (base line, ticks and sub ticks, what QCPAxis draws besides its
// labels). QPainter draws such a 1 px line pixel by pixel through its
// cosmetic stroker with a call per line: grid and axis lines were ~30 % of a
// graph drawn in full (callgrind, BENCHMARKS.md). Into the plot's own image
// (solid 1 px pens with square caps, no antialiasing, no scaling) these lines
// are written as rows and columns of pixels instead: the pixels QPainter sets
// for them (the same rounding of the end points, both ends included, the same
// clip), translucent pens blended with the raster engine's arithmetic.
// Anything else (export at a scale, PDF, other pens) draws them with QPainter
// exactly as QCustomPlot does; tests compare both pixel for pixel.
//
// The owner hands the pens over with attach(): the axis's grid is hidden and
// its base and tick pens are set to none (its labels stay QCustomPlot's). The
// grid must have no zero line pen and no sub grid (neither is drawn here).
class AxisLines : public QCPLayerable
{
    Q_OBJECT
public:
    enum class Part { Grid, Axis };
    AxisLines(QCPAxis *axis, Part part);

    // Grid: the pen of the grid lines. Axis: base line, ticks, sub ticks.
    void setPens(const QPen &line, const QPen &tick = QPen(), const QPen &subTick = QPen());
    // On: these lines are drawn here and the axis draws none. Off: QCustomPlot
    // draws them with these pens (tests compare both).
    void attach(bool on);
    bool isAttached() const { return attached_; }
    Part part() const { return part_; }
    // Lines written straight into the image by the last draw (tests).
    int lastDirectLines() const { return lastDirectLines_; }

protected:
    void applyDefaultAntialiasingHint(QCPPainter *painter) const override;
    void draw(QCPPainter *painter) override;

private:
    void collectGrid();
    void collectAxis();
    QImage *directTarget(QCPPainter *painter) const;
    void drawLines(QCPPainter *painter, QImage *image, const QRect &clip, const QPen &pen, const QVector<QLineF> &lines);

    QCPAxis *axis_;
    Part part_;
    QPen line_, tick_, subTick_;
    bool attached_ = false;
    int lastDirectLines_ = 0;
    // Scratch, kept between draws: no allocation per replot.
    QVector<QLineF> lines_, ticks_, subTicks_;
};

} // namespace rocmtune
