// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QHash>
#include <QRect>
#include <QStaticText>
#include <QString>

class QPainter;

namespace rocmtune {

// One line of plain text, elided to a width and laid out once (QStaticText):
// painting it again costs no shaping. QPainter::drawText with a rectangle and
// QFontMetrics::elidedText shape the text on every call; for the metric
// cards that was most of their paint (perf, BENCHMARKS.md). set() lays the
// text out again only when the text, font or width changed, and keeps the
// last few layouts: live values come back often (327 W, 96 %).
class StaticTextLine
{
public:
    void set(const QString &text, const QFont &font, int maxWidth);
    // Draws the line inside box: Qt::AlignLeft / AlignRight, and
    // Qt::AlignVCenter / AlignBottom, as QPainter::drawText would place it.
    void draw(QPainter &painter, const QRect &box, Qt::Alignment alignment) const;
    // Width of the shown (elided) text.
    int width() const { return width_; }
    QString shownText() const { return text_.text(); }

private:
    struct Layout {
        QStaticText text;
        int width = 0;
    };
    QHash<QString, Layout> recent_; // for font_ and maxWidth_
    QString source_;
    QFont font_;
    int maxWidth_ = -1;
    QStaticText text_;
    int width_ = 0;
    int lineHeight_ = 0;
};

} // namespace rocmtune
