// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/StaticTextLine.h"

#include <QFontMetrics>
#include <QPainter>

#include <cmath>

namespace rocmtune {

void StaticTextLine::set(const QString &text, const QFont &font, int maxWidth)
{
    if (text == source_ && font == font_ && maxWidth == maxWidth_ && maxWidth_ >= 0)
        return;
    if (font != font_ || maxWidth != maxWidth_) {
        recent_.clear();
        font_ = font;
        maxWidth_ = maxWidth;
        lineHeight_ = QFontMetrics(font).height();
    }
    source_ = text;
    if (const auto it = recent_.constFind(text); it != recent_.constEnd()) {
        text_ = it->text;
        width_ = it->width;
        return;
    }
    auto layOut = [this](const QString &shown) {
        text_ = QStaticText(shown);
        text_.setTextFormat(Qt::PlainText);
        text_.prepare(QTransform(), font_);
        width_ = static_cast<int>(std::ceil(text_.size().width()));
    };
    layOut(text);
    if (width_ > maxWidth) // rare: long translations in a narrow card
        layOut(QFontMetrics(font).elidedText(text, Qt::ElideRight, std::max(0, maxWidth)));
    if (recent_.size() >= 32)
        recent_.clear();
    recent_.insert(text, Layout{text_, width_});
}

void StaticTextLine::draw(QPainter &painter, const QRect &box, Qt::Alignment alignment) const
{
    if (text_.text().isEmpty())
        return;
    const int x = alignment.testFlag(Qt::AlignRight) ? box.right() + 1 - width_ : box.left();
    const int y = alignment.testFlag(Qt::AlignBottom) ? box.bottom() + 1 - lineHeight_ : box.top() + (box.height() - lineHeight_) / 2;
    painter.setFont(font_);
    painter.drawStaticText(QPoint(x, y), text_);
}

} // namespace rocmtune
