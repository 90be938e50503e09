// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plot/PlotFrameCache.h"

#include "widgets/plot/ImagePaintBuffer.h"

namespace rocmtune {

namespace {

constexpr int kStaticSlot = 0;
constexpr int kWholeSlot = 1;

// Draws nothing; when drawn, the buffer holds exactly the layers below it.
class CaptureMarker : public QCPLayerable
{
public:
    CaptureMarker(QCustomPlot *plot, const QString &layer, std::function<void(QCPPainter *)> capture)
        : QCPLayerable(plot), capture_(std::move(capture))
    {
        setLayer(layer);
    }

protected:
    void applyDefaultAntialiasingHint(QCPPainter *) const override {}
    void draw(QCPPainter *painter) override { capture_(painter); }

private:
    std::function<void(QCPPainter *)> capture_;
};

} // namespace

PlotFrameCache::PlotFrameCache(QCustomPlot *plot, ImagePaintBuffer *buffer, QCPAxis *timeAxis, QCPAxis *valueAxis)
    : QObject(plot), plot_(plot), buffer_(buffer), timeAxis_(timeAxis), valueAxis_(valueAxis)
{
    const QString staticLayer = QStringLiteral("frame-static");
    const QString timeGridLayer = QStringLiteral("grid-x");
    const QString timeAxisLayer = QStringLiteral("axes-x");
    const QString wholeLayer = QStringLiteral("frame");
    plot->addLayer(staticLayer, plot->layer(QStringLiteral("legend")), QCustomPlot::limAbove);
    plot->addLayer(timeGridLayer, plot->layer(staticLayer), QCustomPlot::limAbove);
    plot->addLayer(timeAxisLayer, plot->layer(timeGridLayer), QCustomPlot::limAbove);
    plot->addLayer(wholeLayer, plot->layer(timeAxisLayer), QCustomPlot::limAbove);
    plot->moveLayer(plot->layer(QStringLiteral("main")), plot->layer(wholeLayer), QCustomPlot::limAbove);
    timeAxis->grid()->setLayer(timeGridLayer);
    timeAxis->setLayer(timeAxisLayer);
    new CaptureMarker(plot, staticLayer, [this](QCPPainter *painter) { captureStatic(painter); });
    new CaptureMarker(plot, wholeLayer, [this](QCPPainter *painter) { captureWhole(painter); });
    for (const char *name : {"background", "grid", "axes", "legend", "frame-static"})
        staticLayers_ << plot->layer(QLatin1String(name));
    for (const char *name : {"grid-x", "axes-x", "frame"})
        timeLayers_ << plot->layer(QLatin1String(name));
    connect(plot, &QCustomPlot::beforeReplot, this, &PlotFrameCache::beginReplot);
    connect(plot, &QCustomPlot::afterReplot, this, &PlotFrameCache::endReplot);
}

void PlotFrameCache::setEnabled(bool enabled)
{
    enabled_ = enabled;
    invalidate();
}

PlotFrameCache::Key PlotFrameCache::currentKey() const
{
    Key key;
    key.generation = generation_;
    key.size = plot_->viewport().size();
    key.devicePixelRatio = plot_->bufferDevicePixelRatio();
    key.value = valueAxis_->range();
    return key;
}

void PlotFrameCache::beginReplot()
{
    replotKey_ = currentKey();
    replotTime_ = timeAxis_->range();
    const bool sameStatic = replotKey_ == staticKey_ && buffer_->hasFrame(kStaticSlot);
    if (!enabled_)
        mode_ = Mode::Full;
    else if (sameStatic && hasWhole_ && replotTime_ == frameTime_ && buffer_->hasFrame(kWholeSlot))
        mode_ = Mode::FromFrame;
    else if (sameStatic)
        mode_ = Mode::FromStatic;
    else
        mode_ = Mode::Full;
    // A frame is kept when the replot before showed it too: worth keeping.
    const bool sameAsLast = replotKey_ == lastKey_;
    captureStatic_ = enabled_ && mode_ == Mode::Full && sameAsLast;
    captureWhole_ = enabled_ && mode_ != Mode::FromFrame && sameAsLast && replotTime_ == lastTime_;
    lastKey_ = replotKey_;
    lastTime_ = replotTime_;
    if (mode_ == Mode::FromFrame) {
        ++framesReused_;
        setLayersVisible(staticLayers_, false);
        setLayersVisible(timeLayers_, false);
        buffer_->setClearToFrame(kWholeSlot, changedRegion()); // no layout: the axis rect is known
    } else if (mode_ == Mode::FromStatic) {
        setLayersVisible(staticLayers_, false);
        buffer_->setClearToFrame(kStaticSlot);
    }
}

void PlotFrameCache::layoutDone()
{
    if (mode_ == Mode::Full || mode_ == Mode::Idle)
        return;
    if (mode_ == Mode::FromStatic && plot_->axisRect()->rect() != staticAxisRect_) {
        // The time axis labels moved the axis rect: the static frame is another layout.
        mode_ = Mode::Full;
        setLayersVisible(staticLayers_, true);
        buffer_->setClearToFrame(-1);
        captureStatic_ = true; // drawn in full with the new layout: keep that
        return;
    }
    if (mode_ == Mode::FromStatic) {
        ++staticFramesReused_;
        buffer_->setClearToFrame(kStaticSlot, changedRegion());
    }
}

// The part of the buffer a replot from a kept frame must restore: what the
// last replot drew over the same frame. The data, crosshair and "no data"
// text stay inside the axis rect (QCPLayer moves clips up by a pixel); the time
// axis's grid, ticks and labels in the rows from the axis rect down.
QRect PlotFrameCache::changedRegion() const
{
    const QRect rect = plot_->axisRect()->rect();
    if (!previousValid_ || !(previousKey_ == replotKey_) || previousAxisRect_ != rect)
        return {}; // everything
    const QRect all(QPoint(0, 0), replotKey_.size);
    if (mode_ == Mode::FromFrame && previousTime_ == replotTime_)
        return rect.adjusted(-1, -1, 1, 1).intersected(all);
    if (mode_ == Mode::FromStatic || mode_ == Mode::FromFrame)
        return QRect(0, rect.top() - 1, all.width(), all.height()).intersected(all);
    return {};
}

void PlotFrameCache::endReplot()
{
    previousValid_ = enabled_ && mode_ != Mode::Idle;
    previousKey_ = replotKey_;
    previousTime_ = replotTime_;
    previousAxisRect_ = plot_->axisRect()->rect();
    setLayersVisible(staticLayers_, true);
    setLayersVisible(timeLayers_, true);
    buffer_->setClearToFrame(-1);
    mode_ = Mode::Idle;
}

void PlotFrameCache::setLayersVisible(const QList<QCPLayer *> &layers, bool visible)
{
    for (QCPLayer *layer : layers)
        layer->setVisible(visible);
}

void PlotFrameCache::captureStatic(QCPPainter *painter)
{
    // Only inside a replot into the plot's own buffer (not an export).
    if (!captureStatic_ || mode_ != Mode::Full || painter->device() != static_cast<const QPaintDevice *>(&buffer_->image()))
        return;
    buffer_->captureFrame(kStaticSlot);
    staticKey_ = replotKey_;
    staticAxisRect_ = plot_->axisRect()->rect();
    hasWhole_ = false; // a whole frame belongs to the static frame it was drawn on
    ++framesCaptured_;
}

void PlotFrameCache::captureWhole(QCPPainter *painter)
{
    if (!captureWhole_ || mode_ == Mode::Idle || painter->device() != static_cast<const QPaintDevice *>(&buffer_->image()))
        return;
    if (!(replotKey_ == staticKey_) || !buffer_->hasFrame(kStaticSlot))
        return; // kept only together with its static frame (the layout check is the static frame's)
    buffer_->captureFrame(kWholeSlot);
    frameTime_ = replotTime_;
    hasWhole_ = true;
    ++framesCaptured_;
}

} // namespace rocmtune
