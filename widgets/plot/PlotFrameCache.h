// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <qcustomplot.h>

#include <QList>
#include <QSize>

namespace rocmtune {

class ImagePaintBuffer;

// Keeps a plot's "frame" (background, grid, axes with ticks and labels,
// title, legend: the layers below the data) as a picture, so that a replot
// whose axes, size and texts did not change draws only the data and overlay
// layers over a copy of it, and skips QCustomPlot's layout: the frame and
// layout were ~45 % of a replot's instructions (callgrind, BENCHMARKS.md).
// Hover (crosshair), expose and redraws of the same view take this path; a
// view that slides or zooms changes the axes and is drawn in full.
//
// It sits on its own layer between the frame layers and the data layer ("main"
// is moved above "legend" for this: the data is clipped to the inside of the
// axis rect and the ticks point outwards, so data and frame share no pixel and
// the order changes nothing). The hidden frame layers must not hold a parent
// of anything drawn above them: the plot keeps its layout elements and axis
// rect (which draw nothing) on a bottom layer that stays visible. When this
// is drawn during a replot, the buffer holds exactly the frame: it copies it. The frame is only kept from the
// second replot of the same view on, so a sliding graph pays nothing for it.
//
// What the frame shows is identified by a key: the axis ranges, the size and
// device pixel ratio, and a generation that invalidate() advances; the owner
// calls invalidate() for everything else (texts, legend, palette, fonts,
// language, export).
class PlotFrameCache : public QCPLayerable
{
    Q_OBJECT
public:
    PlotFrameCache(QCustomPlot *plot, ImagePaintBuffer *buffer);

    void invalidate() { ++generation_; }
    // Off: every replot draws everything (tests compare both ways).
    void setEnabled(bool enabled);
    bool isEnabled() const { return enabled_; }
    // True during a replot that starts from the kept frame: the layout is
    // unchanged since the frame was drawn and may be skipped.
    bool replotsFromFrame() const { return mode_ == Mode::FromFrame; }
    int framesReused() const { return framesReused_; }
    int framesCaptured() const { return framesCaptured_; }

protected:
    void applyDefaultAntialiasingHint(QCPPainter *) const override {}
    void draw(QCPPainter *painter) override;

private:
    enum class Mode { Idle, Full, Capture, FromFrame };
    struct Key {
        quint64 generation = 0;
        QSize size;
        double devicePixelRatio = 0;
        QCPRange x, y;
        bool operator==(const Key &o) const
        {
            return generation == o.generation && size == o.size && devicePixelRatio == o.devicePixelRatio && x == o.x
                   && y == o.y;
        }
    };

    Key currentKey() const;
    void beginReplot();
    void endReplot();
    void setFrameLayersVisible(bool visible);

    ImagePaintBuffer *buffer_;
    QList<QCPLayer *> frameLayers_;
    Mode mode_ = Mode::Idle;
    bool enabled_ = true;
    quint64 generation_ = 1;
    Key frameKey_;  // what the kept frame shows
    Key lastKey_;   // what the last replot showed
    Key replotKey_; // what the replot in progress shows
    int framesReused_ = 0;
    int framesCaptured_ = 0;
};

} // namespace rocmtune
