// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlotFrameCache.h"

#include "ImagePaintBuffer.h"

namespace rocmtune {

namespace {
const QString kFrameLayer = QStringLiteral("frame");
} // namespace

PlotFrameCache::PlotFrameCache(QCustomPlot *plot, ImagePaintBuffer *buffer) : QCPLayerable(plot), buffer_(buffer)
{
    // Layers from the bottom: background, grid, axes, legend, frame (this), main (data), overlay.
    plot->addLayer(kFrameLayer, plot->layer(QStringLiteral("legend")), QCustomPlot::limAbove);
    plot->moveLayer(plot->layer(QStringLiteral("main")), plot->layer(kFrameLayer), QCustomPlot::limAbove);
    setLayer(kFrameLayer);
    for (const char *name : {"background", "grid", "axes", "legend", "frame"})
        frameLayers_ << plot->layer(QLatin1String(name));
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
    QCustomPlot *plot = parentPlot();
    Key key;
    key.generation = generation_;
    key.size = plot->viewport().size();
    key.devicePixelRatio = plot->bufferDevicePixelRatio();
    if (QCPAxisRect *rect = plot->axisRect()) {
        key.x = rect->axis(QCPAxis::atBottom)->range();
        key.y = rect->axis(QCPAxis::atLeft)->range();
    }
    return key;
}

void PlotFrameCache::beginReplot()
{
    replotKey_ = currentKey();
    if (!enabled_)
        mode_ = Mode::Full;
    else if (buffer_->hasFrame() && replotKey_ == frameKey_)
        mode_ = Mode::FromFrame;
    else if (replotKey_ == lastKey_)
        mode_ = Mode::Capture; // the same view a second time: worth keeping
    else
        mode_ = Mode::Full;
    lastKey_ = replotKey_;
    if (mode_ == Mode::FromFrame) {
        ++framesReused_;
        setFrameLayersVisible(false);
        buffer_->setClearToFrame(true);
    }
}

void PlotFrameCache::endReplot()
{
    if (mode_ == Mode::FromFrame) {
        setFrameLayersVisible(true);
        buffer_->setClearToFrame(false);
    }
    mode_ = Mode::Idle;
}

void PlotFrameCache::setFrameLayersVisible(bool visible)
{
    for (QCPLayer *layer : std::as_const(frameLayers_))
        layer->setVisible(visible);
}

void PlotFrameCache::draw(QCPPainter *painter)
{
    // Only inside a replot into the plot's own buffer (not an export).
    if (mode_ != Mode::Capture || painter->device() != static_cast<const QPaintDevice *>(&buffer_->image()))
        return;
    buffer_->captureFrame();
    frameKey_ = replotKey_;
    ++framesCaptured_;
}

} // namespace rocmtune
