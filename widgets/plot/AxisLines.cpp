// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plot/AxisLines.h"

#include <algorithm>

namespace rocmtune {

namespace {

// QCPAxis keeps its sub tick positions to itself (no accessor); a pointer to
// the protected member, named through a derived class, reads them legally.
struct AxisAccess : QCPAxis {
    static const QVector<double> &subTickVector(const QCPAxis *axis)
    {
        constexpr QVector<double> QCPAxis::*member = &AxisAccess::mSubTickVector;
        return axis->*member;
    }
};

bool isDirectPen(const QPen &pen)
{
    return pen.style() == Qt::SolidLine && pen.brush().style() == Qt::SolidPattern && pen.color().alpha() > 0
           && pen.widthF() <= 1.0 && pen.capStyle() == Qt::SquareCap;
}

// x * a / 255 per 8-bit channel, rounded as Qt's raster engine does (BYTE_MUL).
inline QRgb byteMul(QRgb x, uint a)
{
    quint64 t = ((quint64(x) | (quint64(x) << 24)) & 0x00ff00ff00ff00ffULL) * a;
    t = (t + ((t >> 8) & 0x00ff00ff00ff00ffULL) + 0x0080008000800080ULL) >> 8;
    t &= 0x00ff00ff00ff00ffULL;
    return static_cast<QRgb>(t) | static_cast<QRgb>(t >> 24);
}

// A solid pen's colour over a pixel: a plain store when opaque, else
// premultiplied source-over with Qt's rounding (its solid colour is
// premultiplied at 16 bits per channel, then reduced to 8).
struct PenPixel {
    explicit PenPixel(const QColor &color)
        : value(color.rgba64().premultiplied().toArgb32()), inverseAlpha(255 - qAlpha(value)), opaque(qAlpha(value) == 255)
    {
    }
    // Lines mostly cross the same background: the last blend is remembered.
    QRgb over(QRgb pixel)
    {
        if (pixel != lastIn) {
            lastIn = pixel;
            lastOut = value + byteMul(pixel, inverseAlpha);
        }
        return lastOut;
    }
    QRgb value;
    uint inverseAlpha;
    bool opaque;
    QRgb lastIn = 0;
    QRgb lastOut = value + byteMul(0, inverseAlpha);
};

// The pixels QPainter's raster engine sets for a non-antialiased 1 px line
// with square caps between integer points: both ends included, inside the clip.
bool writeLine(QImage *image, const QRect &clip, const QLine &line, PenPixel &pen)
{
    uchar *bits = image->bits();
    const qsizetype stride = image->bytesPerLine();
    if (line.y1() == line.y2()) {
        const int y = line.y1();
        const int x0 = std::max(std::min(line.x1(), line.x2()), clip.left());
        const int x1 = std::min(std::max(line.x1(), line.x2()), clip.right());
        if (y < clip.top() || y > clip.bottom() || x0 > x1)
            return true;
        auto *row = reinterpret_cast<QRgb *>(bits + y * stride);
        if (pen.opaque) {
            std::fill(row + x0, row + x1 + 1, pen.value);
        } else {
            for (int x = x0; x <= x1; ++x)
                row[x] = pen.over(row[x]);
        }
        return true;
    }
    if (line.x1() == line.x2()) {
        const int x = line.x1();
        const int y0 = std::max(std::min(line.y1(), line.y2()), clip.top());
        const int y1 = std::min(std::max(line.y1(), line.y2()), clip.bottom());
        if (x < clip.left() || x > clip.right() || y0 > y1)
            return true;
        uchar *pixel = bits + y0 * stride + x * static_cast<qsizetype>(sizeof(QRgb));
        for (int y = y0; y <= y1; ++y, pixel += stride) {
            auto *p = reinterpret_cast<QRgb *>(pixel);
            *p = pen.opaque ? pen.value : pen.over(*p);
        }
        return true;
    }
    return false; // not axis-aligned: QPainter draws it
}

} // namespace

AxisLines::AxisLines(QCPAxis *axis, Part part) : QCPLayerable(axis->parentPlot(), QString(), axis), axis_(axis), part_(part)
{
    setAntialiased(false); // as QCPGrid and QCPAxis
    setLayer(part == Part::Grid ? axis->grid()->layer() : axis->layer());
}

void AxisLines::setPens(const QPen &line, const QPen &tick, const QPen &subTick)
{
    line_ = line;
    tick_ = tick;
    subTick_ = subTick;
    attach(attached_);
}

void AxisLines::attach(bool on)
{
    attached_ = on;
    lastDirectLines_ = 0;
    setVisible(on);
    if (part_ == Part::Grid) {
        axis_->grid()->setPen(line_);
        axis_->grid()->setVisible(!on);
    } else {
        axis_->setBasePen(on ? QPen(Qt::NoPen) : line_);
        axis_->setTickPen(on ? QPen(Qt::NoPen) : tick_);
        axis_->setSubTickPen(on ? QPen(Qt::NoPen) : subTick_);
    }
}

void AxisLines::applyDefaultAntialiasingHint(QCPPainter *painter) const
{
    applyAntialiasingHint(painter, mAntialiased, part_ == Part::Grid ? QCP::aeGrid : QCP::aeAxes);
}

void AxisLines::collectGrid()
{
    // As QCPGrid::drawGridLines (no zero line pen, no sub grid: see draw()).
    lines_.clear();
    const QCPAxisRect *rect = axis_->axisRect();
    for (const double tick : axis_->tickVector()) {
        const double t = axis_->coordToPixel(tick);
        lines_.append(axis_->orientation() == Qt::Horizontal ? QLineF(t, rect->bottom(), t, rect->top())
                                                             : QLineF(rect->left(), t, rect->right(), t));
    }
}

void AxisLines::collectAxis()
{
    // As QCPAxisPainterPrivate::draw: the base line, then ticks and sub ticks
    // pointing tickLengthOut outwards and tickLengthIn inwards.
    lines_.clear();
    ticks_.clear();
    subTicks_.clear();
    const QRect rect = axis_->axisRect()->rect();
    const int offset = axis_->offset();
    QPoint origin;
    double xCor = 0;
    double yCor = 0;
    switch (axis_->axisType()) {
    case QCPAxis::atLeft: origin = rect.bottomLeft() + QPoint(-offset, 0); break;
    case QCPAxis::atRight: origin = rect.bottomRight() + QPoint(offset, 0); xCor = 1; break;
    case QCPAxis::atTop: origin = rect.topLeft() + QPoint(0, -offset); yCor = -1; break;
    case QCPAxis::atBottom: origin = rect.bottomLeft() + QPoint(0, offset); break;
    }
    const bool horizontal = axis_->orientation() == Qt::Horizontal;
    if (horizontal)
        lines_.append(QLineF(origin + QPointF(xCor, yCor), origin + QPointF(rect.width() + xCor, yCor)));
    else
        lines_.append(QLineF(origin + QPointF(xCor, yCor), origin + QPointF(xCor, -rect.height() + yCor)));
    if (!axis_->ticks())
        return;
    const int dir = axis_->axisType() == QCPAxis::atBottom || axis_->axisType() == QCPAxis::atRight ? -1 : 1;
    auto add = [&](QVector<QLineF> *out, const QVector<double> &values, int in, int out_) {
        for (const double value : values) {
            const double t = axis_->coordToPixel(value);
            out->append(horizontal ? QLineF(t + xCor, origin.y() - out_ * dir + yCor, t + xCor, origin.y() + in * dir + yCor)
                                   : QLineF(origin.x() - out_ * dir + xCor, t + yCor, origin.x() + in * dir + xCor, t + yCor));
        }
    };
    add(&ticks_, axis_->tickVector(), axis_->tickLengthIn(), axis_->tickLengthOut());
    if (axis_->subTicks())
        add(&subTicks_, AxisAccess::subTickVector(axis_), axis_->subTickLengthIn(), axis_->subTickLengthOut());
}

QImage *AxisLines::directTarget(QCPPainter *painter) const
{
    if (painter->antialiasing() || painter->modes().testFlag(QCPPainter::pmVectorized) || !painter->worldTransform().isIdentity())
        return nullptr;
    if (!painter->device() || painter->device()->devType() != QInternal::Image)
        return nullptr;
    auto *image = static_cast<QImage *>(painter->device());
    const QImage::Format format = image->format();
    if (image->devicePixelRatio() != 1.0
        || (format != QImage::Format_RGB32 && format != QImage::Format_ARGB32_Premultiplied && format != QImage::Format_ARGB32))
        return nullptr;
    if (painter->compositionMode() != QPainter::CompositionMode_SourceOver)
        return nullptr;
    return image;
}

void AxisLines::drawLines(QCPPainter *painter, QImage *image, const QRect &clip, const QPen &pen, const QVector<QLineF> &lines)
{
    if (pen.style() == Qt::NoPen || lines.isEmpty())
        return;
    // Translucent pens blend as premultiplied pixels: not into a non-premultiplied image.
    if (image && isDirectPen(pen) && (pen.color().alpha() == 255 || image->format() != QImage::Format_ARGB32)) {
        PenPixel pixel(pen.color());
        for (const QLineF &line : lines) {
            // QCPPainter::drawLine rounds the end points of a non-antialiased line.
            if (writeLine(image, clip, line.toLine(), pixel)) {
                ++lastDirectLines_;
            } else {
                painter->setPen(pen);
                painter->drawLine(line);
            }
        }
        return;
    }
    painter->setPen(pen);
    for (const QLineF &line : lines)
        painter->drawLine(line);
}

void AxisLines::draw(QCPPainter *painter)
{
    lastDirectLines_ = 0;
    if (!axis_->visible() && part_ == Part::Axis)
        return;
    QImage *image = directTarget(painter);
    QRect clip;
    if (image) {
        clip = painter->hasClipping() ? painter->clipBoundingRect().toAlignedRect().intersected(image->rect()) : image->rect();
        if (clip.isEmpty())
            return;
    }
    if (part_ == Part::Grid) {
        collectGrid();
        drawLines(painter, image, clip, line_, lines_);
        return;
    }
    collectAxis();
    drawLines(painter, image, clip, line_, lines_);
    drawLines(painter, image, clip, tick_, ticks_);
    drawLines(painter, image, clip, subTick_, subTicks_);
}

} // namespace rocmtune
