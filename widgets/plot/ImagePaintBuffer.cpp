// SPDX-License-Identifier: GPL-3.0-or-later
#include "ImagePaintBuffer.h"

namespace rocmtune {

ImagePaintBuffer::ImagePaintBuffer(const QSize &size, double devicePixelRatio, const QColor &background)
    : QCPAbstractPaintBuffer(size, devicePixelRatio), background_(background)
{
    reallocateBuffer();
}

void ImagePaintBuffer::setBackground(const QColor &background)
{
    if (background == background_)
        return;
    background_ = background;
    reallocateBuffer(); // the pixel format follows the background's opacity
}

QCPPainter *ImagePaintBuffer::startPainting()
{
    return new QCPPainter(&image_); // QCPLayer deletes it when done
}

void ImagePaintBuffer::draw(QCPPainter *painter) const
{
    if (painter && painter->isActive())
        painter->drawImage(0, 0, image_);
}

void ImagePaintBuffer::clear(const QColor &color)
{
    // QCustomPlot clears to transparent before every replot.
    image_.fill(color == Qt::transparent && isOpaque() ? background_ : color);
}

void ImagePaintBuffer::reallocateBuffer()
{
    setInvalidated();
    image_ = QImage(mSize * mDevicePixelRatio, isOpaque() ? QImage::Format_RGB32 : QImage::Format_ARGB32_Premultiplied);
    image_.setDevicePixelRatio(mDevicePixelRatio);
    image_.fill(isOpaque() ? background_ : QColor(Qt::transparent));
}

} // namespace rocmtune
