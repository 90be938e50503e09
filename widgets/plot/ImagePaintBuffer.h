// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <qcustomplot.h>

#include <QImage>

namespace rocmtune {

// QCustomPlot's paint buffer as a QImage cleared to the plot's opaque
// background colour, instead of a QPixmap cleared to transparent. Measured
// (perf, callgrind; BENCHMARKS.md): a transparent buffer is an alpha image
// that every paint blends pixel by pixel onto the window, while an opaque
// one in the window's pixel format is copied; and a QImage lets dense lines
// write their pixels straight into the buffer (ColumnSpanGraph). Only for the
// bottom buffer of a plot whose layers share one buffer.
//
// It also keeps copies of moments of a replot, "frames" (see PlotFrameCache):
// captureFrame(slot) copies the buffer, and while setClearToFrame(slot) a
// replot starts from that copy instead of the background colour.
class ImagePaintBuffer : public QCPAbstractPaintBuffer
{
public:
    ImagePaintBuffer(const QSize &size, double devicePixelRatio, const QColor &background);

    void setBackground(const QColor &background);
    const QImage &image() const { return image_; }
    bool isOpaque() const { return background_.alpha() == 255; }

    static constexpr int kFrameSlots = 2;
    // Copies the buffer as it is now (while a layer paints into it: the pixels
    // drawn so far) into a frame slot.
    void captureFrame(int slot);
    bool hasFrame(int slot) const;
    // The slot the next clear() copies, or -1: clear to the background. When
    // the buffer already holds that frame outside `region` (logical pixels),
    // only the region is copied; an empty region copies everything.
    void setClearToFrame(int slot, const QRect &region = QRect())
    {
        clearToFrame_ = slot;
        clearRegion_ = region;
    }

    QCPPainter *startPainting() override;
    void draw(QCPPainter *painter) const override;
    void clear(const QColor &color) override;

protected:
    void reallocateBuffer() override;

private:
    QImage image_;
    QImage frames_[kFrameSlots];
    QColor background_;
    int clearToFrame_ = -1;
    QRect clearRegion_;
};

} // namespace rocmtune
