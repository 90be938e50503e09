// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plot/CachedTextElements.h"

#include <algorithm>

namespace rocmtune {

CachedTitleElement::CachedTitleElement(QCustomPlot *plot, const QString &text) : QCPTextElement(plot, text) {}

QSize CachedTitleElement::textSize() const
{
    if (cachedSize_.isValid() && cachedText_ == mText && cachedFont_ == mFont)
        return cachedSize_;
    cachedText_ = mText;
    cachedFont_ = mFont;
    cachedSize_ = QFontMetrics(mFont).boundingRect(0, 0, 0, 0, Qt::TextDontClip, mText).size();
    staticText_ = QStaticText(mText);
    staticText_.setTextFormat(Qt::PlainText);
    staticText_.setPerformanceHint(QStaticText::AggressiveCaching);
    return cachedSize_;
}

QSize CachedTitleElement::minimumOuterSizeHint() const
{
    return textSize() + QSize(mMargins.left() + mMargins.right(), mMargins.top() + mMargins.bottom());
}

QSize CachedTitleElement::maximumOuterSizeHint() const
{
    return {QWIDGETSIZE_MAX, textSize().height() + mMargins.top() + mMargins.bottom()};
}

void CachedTitleElement::draw(QCPPainter *painter)
{
    // A one-line title without selection: the base class's word wrapping never applies.
    if (mSelected || mText.contains(QLatin1Char('\n'))) {
        QCPTextElement::draw(painter);
        return;
    }
    const QSize size = textSize();
    painter->setFont(mFont);
    painter->setPen(QPen(mTextColor));
    int x = mRect.left();
    if (mTextFlags & Qt::AlignHCenter)
        x = mRect.left() + (mRect.width() - size.width()) / 2;
    else if (mTextFlags & Qt::AlignRight)
        x = mRect.right() + 1 - size.width();
    int y = mRect.top();
    if (mTextFlags & Qt::AlignVCenter)
        y = mRect.top() + (mRect.height() - size.height()) / 2;
    else if (mTextFlags & Qt::AlignBottom)
        y = mRect.bottom() + 1 - size.height();
    mTextBoundingRect = QRect(QPoint(x, y), size);
    painter->drawStaticText(QPoint(x, y), staticText_);
}

CachedLegendItem::CachedLegendItem(QCPLegend *legend, QCPGraph *graph) : QCPPlottableLegendItem(legend, graph) {}

QSize CachedLegendItem::textSize() const
{
    const QString name = mPlottable ? mPlottable->name() : QString();
    const QFont font = getFont();
    const int iconHeight = mParentLegend->iconSize().height();
    if (cachedSize_.isValid() && cachedText_ == name && cachedFont_ == font && cachedIconHeight_ == iconHeight)
        return cachedSize_;
    cachedText_ = name;
    cachedFont_ = font;
    cachedIconHeight_ = iconHeight;
    cachedSize_ = QFontMetrics(font).boundingRect(0, 0, 0, iconHeight, Qt::TextDontClip, name).size();
    staticText_ = QStaticText(name);
    staticText_.setTextFormat(Qt::PlainText);
    staticText_.setPerformanceHint(QStaticText::AggressiveCaching);
    return cachedSize_;
}

QSize CachedLegendItem::minimumOuterSizeHint() const
{
    if (!mPlottable)
        return {};
    const QSize icon = mParentLegend->iconSize();
    const QSize text = textSize();
    return {icon.width() + mParentLegend->iconTextPadding() + text.width() + mMargins.left() + mMargins.right(),
            std::max(text.height(), icon.height()) + mMargins.top() + mMargins.bottom()};
}

void CachedLegendItem::draw(QCPPainter *painter)
{
    auto *graph = qobject_cast<QCPGraph *>(mPlottable);
    if (!graph || graph->brush().style() != Qt::NoBrush || graph->scatterStyle().shape() != QCPScatterStyle::ssNone) {
        QCPPlottableLegendItem::draw(painter); // icons this class does not draw
        return;
    }
    const QSize icon = mParentLegend->iconSize();
    textSize();
    painter->setFont(getFont());
    painter->setPen(QPen(getTextColor()));
    painter->drawStaticText(QPoint(mRect.x() + icon.width() + mParentLegend->iconTextPadding(), mRect.y()), staticText_);
    // The icon as QCPGraph draws it: the graph's pen across the middle.
    const QRectF iconRect(mRect.topLeft(), icon);
    painter->save();
    painter->setClipRect(iconRect, Qt::IntersectClip);
    if (graph->lineStyle() != QCPGraph::lsNone) {
        painter->setAntialiasing(graph->antialiased());
        painter->setPen(graph->pen());
        const double y = iconRect.top() + iconRect.height() / 2.0;
        painter->drawLine(QLineF(iconRect.left(), y, iconRect.right() + 5, y));
    }
    painter->restore();
    if (getIconBorderPen().style() != Qt::NoPen) {
        painter->setPen(getIconBorderPen());
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(iconRect);
    }
}

} // namespace rocmtune
