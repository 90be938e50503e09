// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plot/ColumnSpanGraph.h"

#include <algorithm>
#include <climits>
#include <cmath>

namespace rocmtune {

namespace {
// Nearest integer, halves up, inline: std::lround is a libm call and was a
// tenth of a replot's instructions here (callgrind). Only for |v| <= 1e6.
inline int roundToPixel(double v)
{
    const double shifted = v + 0.5;
    const auto truncated = static_cast<int>(shifted);
    return truncated - (shifted < truncated ? 1 : 0); // floor(v + 0.5)
}
} // namespace

ColumnSpanGraph::ColumnSpanGraph(QCPAxis *keyAxis, QCPAxis *valueAxis) : QCPGraph(keyAxis, valueAxis) {}

bool ColumnSpanGraph::pixelLines(QVector<QPointF> *lines) const
{
    const QCPAxis *key = mKeyAxis.data();
    const QCPAxis *value = mValueAxis.data();
    if (!key || !value || key->orientation() != Qt::Horizontal || key->scaleType() != QCPAxis::stLinear
        || value->scaleType() != QCPAxis::stLinear || key->rangeReversed() || value->rangeReversed() || mAdaptiveSampling
        || mLineStyle != lsLine)
        return false;
    // The points QCPGraph::getLines() takes for the one unselected segment
    // (see draw()), transformed as QCPAxis::coordToPixel() does, in the same
    // order of operations, so the doubles are the same.
    QCPGraphDataContainer::const_iterator begin, end;
    getVisibleDataBounds(begin, end, QCPDataRange(0, dataCount()).adjusted(-1, 1));
    const QCPRange keys = key->range();
    const QCPRange values = value->range();
    const double keySize = keys.size();
    const double valueSize = values.size();
    const QRect keyRect = key->axisRect()->rect();
    const QRect valueRect = value->axisRect()->rect();
    const double width = keyRect.width();
    const double left = keyRect.left();
    const double height = valueRect.height();
    const double bottom = valueRect.bottom();
    lines->resize(end - begin);
    QPointF *out = lines->data();
    for (auto it = begin; it != end; ++it, ++out)
        *out = QPointF((it->key - keys.lower) / keySize * width + left, bottom - (it->value - values.lower) / valueSize * height);
    return true;
}

void ColumnSpanGraph::draw(QCPPainter *painter)
{
    // What QCPGraph::draw does for this graph's lines (no selection, fill,
    // scatters or decorations), with the points from pixelLines().
    if (!mKeyAxis || !mValueAxis || !selection().isEmpty() || mBrush.style() != Qt::NoBrush || !mScatterStyle.isNone()
        || mChannelFillGraph) {
        QCPGraph::draw(painter);
        return;
    }
    if (mKeyAxis.data()->range().size() <= 0 || mDataContainer->isEmpty())
        return;
    if (!pixelLines(&lines_)) {
        QCPGraph::draw(painter);
        return;
    }
    painter->setPen(mPen);
    painter->setBrush(Qt::NoBrush);
    drawLinePlot(painter, lines_);
}

void ColumnSpanGraph::columnSpans(const QVector<QPointF> &points, int firstColumn, int columnCount, QVector<int> *top,
                                  QVector<int> *bottom)
{
    top->fill(INT_MAX, columnCount);
    bottom->fill(INT_MIN, columnCount);
    // Raw pointers: QList's non-const operator[] checks for sharing on every call.
    int *tops = top->data();
    int *bottoms = bottom->data();
    const QPointF *point = points.constData();
    const double limit = 1e6; // far outside any widget; keeps lround() defined
    auto cover = [&](int column, double y0, double y1) {
        const int index = column - firstColumn;
        if (index < 0 || index >= columnCount)
            return;
        const int a = roundToPixel(std::clamp(std::min(y0, y1), -limit, limit));
        const int b = roundToPixel(std::clamp(std::max(y0, y1), -limit, limit));
        tops[index] = std::min(tops[index], a);
        bottoms[index] = std::max(bottoms[index], b);
    };
    const double left = firstColumn - 0.5;
    const double right = firstColumn + columnCount - 0.5;
    for (qsizetype i = 1; i < points.size(); ++i) {
        QPointF p = point[i - 1];
        QPointF q = point[i];
        if (std::isnan(p.x()) || std::isnan(p.y()) || std::isnan(q.x()) || std::isnan(q.y()))
            continue; // a gap, as QCustomPlot draws it
        if (p.x() > q.x())
            std::swap(p, q);
        if (q.x() < left || p.x() > right)
            continue;
        // Pixel column c covers x in [c - 0.5, c + 0.5): the part of the
        // segment inside each column becomes that column's span.
        const double x0 = std::max(p.x(), left);
        const double x1 = std::min(q.x(), right);
        const double dx = q.x() - p.x();
        auto yAt = [&](double x) { return dx > 0 ? p.y() + (q.y() - p.y()) * (x - p.x()) / dx : p.y(); };
        // floor(x + 0.5), inline (std::floor is a libm call without SSE 4.1).
        const int c0 = roundToPixel(x0);
        const int c1 = roundToPixel(x1);
        if (c0 == c1) {
            // Most segments of a decimated line lie in one column: their end
            // points are the span, unless the clip cuts them.
            cover(c0, x0 == p.x() ? p.y() : yAt(x0), x1 == q.x() ? q.y() : yAt(x1));
            continue;
        }
        for (int c = c0; c <= c1; ++c) {
            const double xa = std::max(x0, c - 0.5);
            const double xb = std::min(x1, c + 0.5);
            cover(c, yAt(xa), yAt(xb));
        }
    }
}

QImage *ColumnSpanGraph::targetImage(QCPPainter *painter, const QVector<QPointF> &lines) const
{
    const QPen pen = painter->pen();
    if (painter->modes().testFlag(QCPPainter::pmVectorized) || painter->modes().testFlag(QCPPainter::pmNonCosmetic)
        || painter->testRenderHint(QPainter::Antialiasing) || !painter->worldTransform().isIdentity())
        return nullptr;
    if (pen.style() != Qt::SolidLine || pen.widthF() > 1.0 || pen.color().alpha() != 255 || !keyAxis()
        || keyAxis()->orientation() != Qt::Horizontal)
        return nullptr;
    // Worth it only when the line is dense: more points than half the columns.
    const QRect rect = keyAxis()->axisRect()->rect();
    if (rect.isEmpty() || lines.size() * 2 < rect.width())
        return nullptr;
    if (!painter->device() || painter->device()->devType() != QInternal::Image)
        return nullptr;
    auto *image = static_cast<QImage *>(painter->device());
    const QImage::Format format = image->format();
    if (format != QImage::Format_RGB32 && format != QImage::Format_ARGB32_Premultiplied && format != QImage::Format_ARGB32)
        return nullptr;
    return image;
}

void ColumnSpanGraph::writeSpans(QImage *image, const QRect &clipPixels, const QVector<QPointF> &lines, QRgb color) const
{
    const qreal dpr = image->devicePixelRatio();
    if (dpr != 1.0) {
        scaled_.resize(lines.size());
        for (qsizetype i = 0; i < lines.size(); ++i)
            scaled_[i] = lines[i] * dpr;
    }
    columnSpans(dpr != 1.0 ? scaled_ : lines, clipPixels.left(), clipPixels.width(), &top_, &bottom_);
    uchar *bits = image->bits();
    const qsizetype stride = image->bytesPerLine();
    const int *tops = top_.constData();
    const int *bottoms = bottom_.constData();
    int spans = 0;
    for (int i = 0; i < clipPixels.width(); ++i) {
        const int top = std::max(clipPixels.top(), tops[i]);
        const int bottom = std::min(clipPixels.bottom(), bottoms[i]);
        if (top > bottom)
            continue;
        ++spans;
        uchar *pixel = bits + top * stride + (clipPixels.left() + i) * static_cast<qsizetype>(sizeof(QRgb));
        for (int y = top; y <= bottom; ++y, pixel += stride)
            *reinterpret_cast<QRgb *>(pixel) = color;
    }
    lastSpanCount_ = spans;
}

void ColumnSpanGraph::drawLinePlot(QCPPainter *painter, const QVector<QPointF> &lines) const
{
    lastSpanCount_ = 0;
    if (painter->pen().style() == Qt::NoPen || painter->pen().color().alpha() == 0)
        return;
    applyDefaultAntialiasingHint(painter);
    QImage *image = targetImage(painter, lines);
    if (!image) {
        QCPGraph::drawLinePlot(painter, lines);
        return;
    }
    // The pixels QPainter would touch: its clip (QCustomPlot clips plottables
    // to the axis rect), in device pixels, inside the image.
    const qreal dpr = image->devicePixelRatio();
    QRectF clip = painter->hasClipping() ? painter->clipBoundingRect() : QRectF(keyAxis()->axisRect()->rect());
    clip = QRectF(clip.topLeft() * dpr, clip.bottomRight() * dpr);
    const QRect clipPixels = QRect(QPoint(static_cast<int>(std::ceil(clip.left())), static_cast<int>(std::ceil(clip.top()))),
                                   QPoint(static_cast<int>(std::ceil(clip.right())) - 1, static_cast<int>(std::ceil(clip.bottom())) - 1))
                                 .intersected(image->rect());
    if (clipPixels.isEmpty())
        return;
    writeSpans(image, clipPixels, lines, painter->pen().color().rgba()); // opaque: premultiplied is the same
}

} // namespace rocmtune
