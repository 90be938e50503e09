// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <qcustomplot.h>

#include <QList>
#include <QObject>
#include <QRect>
#include <QSize>

#include <functional>

namespace rocmtune {

class ImagePaintBuffer;

// Keeps pictures of a plot's "frame" (background, grid, axes with ticks and
// labels, title, legend: the layers below the data) so that a replot draws
// only what changed. The frame and the layout were ~45 % of a replot's
// instructions (callgrind, BENCHMARKS.md).
// - The whole frame: a replot whose axes, size and texts did not change (hover
//   crosshair, expose, the same view again) draws only the data and overlay
//   layers over a copy of it, and skips QCustomPlot's layout.
// - The static frame, everything but the time axis (its grid lines, ticks and
//   labels): a replot that only slides or zooms the time axis (every new
//   sample that moves a graph by a pixel) starts from a copy of it and draws
//   the time axis, data and overlay.
// Each is kept from the second replot that shows it on, so a view shown once
// pays nothing for it.
//
// Layers from the bottom: layout (the layout elements and axis rect, which
// draw nothing but are parents of what is drawn; never hidden), background,
// grid (value axis), axes (value axis), legend (and title), frame-static
// (capture), grid-x, axes-x (time axis), frame (capture), main (data),
// overlay. The data is clipped to the inside of the axis rect and the ticks
// point outwards, so the data shares no pixel with the frame and drawing it
// above the axes changes nothing.
//
// What a frame shows is identified by a key: the axis ranges, the size and
// device pixel ratio, and a generation that invalidate() advances; the owner
// calls invalidate() for everything else (texts, legend, palette, fonts,
// language, export). The static frame is also checked against the axis rect
// after the layout (time labels of another size could move it).
class PlotFrameCache : public QObject
{
    Q_OBJECT
public:
    // Moves the time axis and its grid to their own layers.
    PlotFrameCache(QCustomPlot *plot, ImagePaintBuffer *buffer, QCPAxis *timeAxis, QCPAxis *valueAxis);

    void invalidate() { ++generation_; }
    // Off: every replot draws everything (tests compare both ways).
    void setEnabled(bool enabled);
    bool isEnabled() const { return enabled_; }
    // True during a replot that starts from the whole kept frame: the layout
    // is unchanged since that frame was drawn and may be skipped.
    bool replotsFromFrame() const { return mode_ == Mode::FromFrame; }
    // Called by the plot after its layout ran.
    void layoutDone();
    int framesReused() const { return framesReused_; }
    int staticFramesReused() const { return staticFramesReused_; }
    int framesCaptured() const { return framesCaptured_; }

private:
    enum class Mode { Idle, Full, FromStatic, FromFrame };
    struct Key {
        quint64 generation = 0;
        QSize size;
        double devicePixelRatio = 0;
        QCPRange value;
        bool operator==(const Key &o) const
        {
            return generation == o.generation && size == o.size && devicePixelRatio == o.devicePixelRatio && value == o.value;
        }
    };

    Key currentKey() const;
    void beginReplot();
    void endReplot();
    void setLayersVisible(const QList<QCPLayer *> &layers, bool visible);
    void captureStatic(QCPPainter *painter);
    void captureWhole(QCPPainter *painter);
    QRect changedRegion() const;

    QCustomPlot *plot_;
    ImagePaintBuffer *buffer_;
    QCPAxis *timeAxis_;
    QCPAxis *valueAxis_;
    QList<QCPLayer *> staticLayers_; // below the static capture
    QList<QCPLayer *> timeLayers_;   // between the two captures
    Mode mode_ = Mode::Idle;
    bool enabled_ = true;
    quint64 generation_ = 1;
    // What the kept frames show, the last replot showed, the replot in progress shows.
    Key staticKey_, lastKey_, replotKey_;
    QCPRange frameTime_, lastTime_, replotTime_;
    bool hasWhole_ = false;
    // What the buffer holds from the last replot: outside the axis rect (and,
    // with the same time range, everywhere but the data) it is the same frame.
    bool previousValid_ = false;
    Key previousKey_;
    QCPRange previousTime_;
    QRect previousAxisRect_;
    QRect staticAxisRect_;
    bool captureStatic_ = false;
    bool captureWhole_ = false;
    int framesReused_ = 0;
    int staticFramesReused_ = 0;
    int framesCaptured_ = 0;
};

} // namespace rocmtune
