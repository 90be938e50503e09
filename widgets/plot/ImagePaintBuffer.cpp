// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plot/ImagePaintBuffer.h"

#include <algorithm>
#include <cstring>

namespace rocmtune {

namespace {

// Copies an image of the same size and format line by line, in pieces of at
// most 2 KiB: glibc copies larger blocks with `rep movsb`, which callgrind
// counts as one instruction per byte, so a whole-image memcpy would read as
// ~10x its real cost in the instruction counts of BENCHMARKS.md. Pieces this
// size take glibc's vector loop (what it uses for them anyway).
void copyPixels(const QImage &from, QImage *to, QRect pixels = QRect())
{
    constexpr qsizetype kPiece = 2048;
    pixels = pixels.isEmpty() ? from.rect() : pixels.intersected(from.rect());
    const qsizetype pixelBytes = from.depth() / 8;
    const qsizetype lineBytes = pixels.width() * pixelBytes;
    const qsizetype start = pixels.left() * pixelBytes;
    uchar *bits = to->bits(); // once: scanLine() checks for sharing on every call
    const qsizetype stride = to->bytesPerLine();
    for (int y = pixels.top(); y <= pixels.bottom(); ++y) {
        const uchar *src = from.constScanLine(y) + start;
        uchar *dst = bits + y * stride + start;
        for (qsizetype offset = 0; offset < lineBytes; offset += kPiece)
            std::memcpy(dst + offset, src + offset, static_cast<std::size_t>(std::min(kPiece, lineBytes - offset)));
    }
}

} // namespace

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

void ImagePaintBuffer::captureFrame(int slot)
{
    if (slot < 0 || slot >= kFrameSlots)
        return;
    // Into the same memory each time: a plain copy, no allocation. Reading
    // through constScanLine() leaves a painter that is active on image_ alone.
    QImage &frame = frames_[slot];
    if (frame.size() != image_.size() || frame.format() != image_.format())
        frame = QImage(image_.size(), image_.format());
    frame.setDevicePixelRatio(image_.devicePixelRatio());
    copyPixels(image_, &frame);
}

bool ImagePaintBuffer::hasFrame(int slot) const
{
    return slot >= 0 && slot < kFrameSlots && !frames_[slot].isNull() && frames_[slot].size() == image_.size()
           && frames_[slot].format() == image_.format();
}

void ImagePaintBuffer::clear(const QColor &color)
{
    if (hasFrame(clearToFrame_)) {
        QRect pixels;
        if (!clearRegion_.isEmpty()) {
            // Logical to device pixels, rounded outwards.
            const QRectF scaled(QPointF(clearRegion_.topLeft()) * mDevicePixelRatio,
                                QPointF(clearRegion_.bottomRight() + QPoint(1, 1)) * mDevicePixelRatio);
            pixels = scaled.toAlignedRect();
        }
        copyPixels(frames_[clearToFrame_], &image_, pixels);
        return;
    }
    // QCustomPlot clears to transparent before every replot.
    image_.fill(color == Qt::transparent && isOpaque() ? background_ : color);
}

void ImagePaintBuffer::reallocateBuffer()
{
    setInvalidated();
    image_ = QImage(mSize * mDevicePixelRatio, isOpaque() ? QImage::Format_RGB32 : QImage::Format_ARGB32_Premultiplied);
    image_.setDevicePixelRatio(mDevicePixelRatio);
    image_.fill(isOpaque() ? background_ : QColor(Qt::transparent));
    for (QImage &frame : frames_)
        frame = QImage(); // drawn for another size or background
}

} // namespace rocmtune
