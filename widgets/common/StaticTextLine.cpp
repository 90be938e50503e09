// SPDX-License-Identifier: GPL-3.0-or-later
#include "StaticTextLine.h"

#include <QFontMetrics>
#include <QPainter>

#include <cmath>

namespace rocmtune {

void StaticTextLine::set(const QString &text, const QFont &font, int maxWidth)
{
    if (text == source_ && font == font_ && maxWidth == maxWidth_ && maxWidth_ >= 0)
        return;
    source_ = text;
    font_ = font;
    maxWidth_ = maxWidth;
    const QFontMetrics fm(font);
    lineHeight_ = fm.height();
    auto layOut = [this](const QString &shown) {
        text_ = QStaticText(shown);
        text_.setTextFormat(Qt::PlainText);
        text_.prepare(QTransform(), font_);
        width_ = static_cast<int>(std::ceil(text_.size().width()));
    };
    layOut(text);
    if (width_ > maxWidth) // rare: long translations in a narrow card
        layOut(fm.elidedText(text, Qt::ElideRight, std::max(0, maxWidth)));
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
